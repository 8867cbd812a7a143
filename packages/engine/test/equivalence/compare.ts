/**
 * Deep comparison of two results: numbers within `tol`, everything else equal. Returns the first
 * difference as "path: a != b", or null. `tol` is absolute for numbers up to 1 (probabilities) and
 * relative above (a mean of 1,500 hits is a sum of thousands of terms: its last bits depend on the
 * order of the sums, and 1e-12 of it is the same precision as 1e-12 of a probability).
 */
export function firstDifference(a: unknown, b: unknown, tol = 1e-12, path = ''): string | null {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a === b || Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b))) return null;
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
