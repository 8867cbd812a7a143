/**
 * Probability mass functions over non-negative integers: pmf[k] = P(X = k).
 * Plain number arrays: small, serialisable, and fast enough for the sizes the rules produce.
 */
export type Pmf = number[];

/**
 * A vector of probabilities being worked on (a unit's states). Plain arrays: a typed array above
 * 64 bytes gets a buffer outside the heap, which costs more to make than a loop over a few dozen
 * states. The loops that apply packets write into buffers they reuse.
 */
export type Vec = number[];

export function zeros(n: number): Vec {
  return new Array<number>(n).fill(0);
}

export function point(value: number): Pmf {
  const p = new Array<number>(value + 1).fill(0);
  p[value] = 1;
  return p;
}

export function uniform(from: number, to: number): Pmf {
  const p = new Array<number>(to + 1).fill(0);
  const q = 1 / (to - from + 1);
  for (let v = from; v <= to; v++) p[v] = q;
  return p;
}

export function convolve(a: Pmf, b: Pmf): Pmf {
  if (a.length === 0 || b.length === 0) return [];
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i] as number;
    if (ai === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j] = (out[i + j] as number) + ai * (b[j] as number);
  }
  return out;
}

/**
 * Sum of n independent copies of `p` (exponentiation by squaring). Two shapes the rules make all the
 * time are written out: one non-zero value (a fixed number of attacks; p^n is that value times n), and two
 * values, 0 and 1 (one roll passed or not: the binomial, term by term from P(0) = p0^n).
 */
export function convolvePower(p: Pmf, n: number): Pmf {
  const single = singleValue(p);
  if (single >= 0) {
    // As long as squaring makes it (trailing zeros kept: callers read a pmf's length as its bound).
    const out = new Array<number>(n * (p.length - 1) + 1).fill(0);
    out[single * n] = (p[single] as number) ** n;
    return out;
  }
  if (p.length === 2 && n <= BINOMIAL_TERMS) {
    const b = binomial(p[0] as number, p[1] as number, n);
    if (b) return b;
  }
  let result: Pmf = [1];
  let base = p;
  let k = n;
  while (k > 0) {
    if (k & 1) result = convolve(result, base);
    k >>= 1;
    if (k > 0) base = convolve(base, base);
  }
  return result;
}

/** The index of the only non-zero entry of `p` (-1 when there are several or none). */
function singleValue(p: Pmf): number {
  let at = -1;
  for (let i = 0; i < p.length; i++) {
    if ((p[i] as number) === 0) continue;
    if (at >= 0) return -1;
    at = i;
  }
  return at;
}

/**
 * The binomial is built term by term, each from the one before, so its relative error grows with the
 * number of terms: kept to counts where that stays far below 1e-12.
 */
const BINOMIAL_TERMS = 256;

/**
 * [a, b]^n: P(k) = C(n, k) a^(n-k) b^k, from P(0) = a^n by P(k+1) = P(k) (n-k)/(k+1) b/a (both a
 * and b non-zero here: singleValue took the rest). Null when a^n is too small to start from (then
 * the terms would lose their precision to underflow).
 */
function binomial(a: number, b: number, n: number): Pmf | null {
  const first = a ** n;
  if (first < 1e-250) return null;
  const out = new Array<number>(n + 1);
  const ratio = b / a;
  let term = first;
  out[0] = term;
  for (let k = 0; k < n; k++) {
    term = (term * (n - k) * ratio) / (k + 1);
    out[k + 1] = term;
  }
  return out;
}

/** Shift every value by `offset` (values below zero are clamped to 0). */
export function shift(p: Pmf, offset: number): Pmf {
  if (offset >= 0) return [...new Array<number>(offset).fill(0), ...p];
  const out = new Array<number>(Math.max(1, p.length + offset)).fill(0);
  for (let v = 0; v < p.length; v++) {
    const t = Math.max(0, v + offset);
    out[t] = (out[t] as number) + (p[v] as number);
  }
  return out;
}

/** Distribution of f(X) for an integer-valued f >= 0. */
export function mapValues(p: Pmf, f: (v: number) => number): Pmf {
  const out: Pmf = [];
  for (let v = 0; v < p.length; v++) {
    const pv = p[v] as number;
    if (pv === 0) continue;
    const t = f(v);
    while (out.length <= t) out.push(0);
    out[t] = (out[t] as number) + pv;
  }
  return out.length ? out : [0];
}

export function mean(p: Pmf): number {
  let m = 0;
  for (let v = 1; v < p.length; v++) m += v * (p[v] as number);
  return m;
}

export function variance(p: Pmf): number {
  const m = mean(p);
  let s = 0;
  for (let v = 0; v < p.length; v++) s += (v - m) * (v - m) * (p[v] as number);
  return s;
}

/** P(X >= k) for each k. */
export function atLeast(p: Pmf): number[] {
  const out = new Array<number>(p.length).fill(0);
  let acc = 0;
  for (let v = p.length - 1; v >= 0; v--) {
    acc += p[v] as number;
    out[v] = acc;
  }
  return out;
}

/** Drop trailing entries below `epsilon` (keeps at least one entry). */
export function trim(p: Pmf, epsilon = 0): Pmf {
  let end = p.length;
  while (end > 1 && (p[end - 1] as number) <= epsilon) end--;
  return end === p.length ? p : p.slice(0, end);
}

export function total(p: Pmf): number {
  let s = 0;
  for (const x of p) s += x;
  return s;
}
