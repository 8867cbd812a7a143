/** Numbers as the pages show them. */

export function num(x: number, digits = 2): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(digits);
}

export function pct(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 1e-5) return '<0.001%';
  if (p > 1 - 5e-4) return '>99.9%';
  return `${(100 * p).toFixed(p < 0.001 ? 3 : 1)}%`;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
