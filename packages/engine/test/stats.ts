/** Small statistics for comparing the sampler with the exact evaluator. */

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let a = c[0] as number;
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += (c[i] as number) / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Upper regularized incomplete gamma Q(a, x). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * lead;
  }
  // Continued fraction (modified Lentz).
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return lead * h;
}

export interface ChiSquare {
  statistic: number;
  df: number;
  p: number;
  /** A value the sampler produced that the exact pmf says is impossible. */
  impossible?: number;
}

/**
 * Pearson's chi-square of observed frequencies against an exact pmf, merging neighbouring values
 * until each bin expects at least 5 trials.
 */
export function chiSquare(exact: number[], observed: number[], trials: number): ChiSquare {
  const n = Math.max(exact.length, observed.length);
  for (let k = 0; k < n; k++) {
    if ((exact[k] ?? 0) <= 0 && (observed[k] ?? 0) > 0) return { statistic: Infinity, df: 0, p: 0, impossible: k };
  }
  const bins: [number, number][] = [];
  let e = 0;
  let o = 0;
  for (let k = 0; k < n; k++) {
    e += (exact[k] ?? 0) * trials;
    o += (observed[k] ?? 0) * trials;
    if (e >= 5) {
      bins.push([e, o]);
      e = 0;
      o = 0;
    }
  }
  if (bins.length && (e > 0 || o > 0)) {
    const last = bins[bins.length - 1] as [number, number];
    last[0] += e;
    last[1] += o;
  }
  if (bins.length < 2) return { statistic: 0, df: 0, p: 1 };
  const statistic = bins.reduce((s, [ex, ob]) => s + (ob - ex) ** 2 / ex, 0);
  const df = bins.length - 1;
  return { statistic, df, p: gammaQ(df / 2, statistic / 2) };
}

/** |sampled - exact| in standard errors of a mean over `trials` draws of a pmf. */
export function standardErrors(pmf: number[], sampledMean: number, trials: number): number {
  const m = pmf.reduce((s, p, v) => s + p * v, 0);
  const v = pmf.reduce((s, p, x) => s + p * (x - m) ** 2, 0);
  const se = Math.sqrt(v / trials);
  const diff = Math.abs(sampledMean - m);
  // Round-off in the exact pmf (1e-16) is no disagreement.
  if (diff < 1e-9) return 0;
  return se === 0 ? Infinity : diff / se;
}
