/**
 * Deep comparison of two results: numbers within `tol` (absolute), everything else equal. Returns the
 * first difference as "path: a != b", or null.
 */
export function firstDifference(a: unknown, b: unknown, tol = 1e-12, path = ''): string | null {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a === b || Math.abs(a - b) <= tol) return null;
    return `${path}: ${a} != ${b}`;
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    return a === b ? null : `${path}: ${JSON.stringify(a)} != ${JSON.stringify(b)}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  // Trailing zeros of a pmf are not a difference in value.
  const keys = new Set([...ka, ...kb]);
  for (const k of keys) {
    const va = (a as Record<string, unknown>)[k];
    const vb = (b as Record<string, unknown>)[k];
    if (Array.isArray(a) && (va === undefined || vb === undefined)) {
      if ((va ?? 0) === 0 && (vb ?? 0) === 0) continue;
    }
    const d = firstDifference(va, vb, tol, path ? `${path}.${k}` : k);
    if (d) return d;
  }
  return null;
}
