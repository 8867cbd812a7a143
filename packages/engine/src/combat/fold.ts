import { convolve, convolvePower, type Pmf, zeros } from '../dice/pmf.js';
import type { AttackOutcome, TupleDist } from './attack-dist.js';

/**
 * Summing a random number of attacks. A `Grid` is a (sub-)distribution over one count (ny = 1) or a
 * pair of counts (normal packets along x, devastating packets along y). The single re-roll is exact:
 * with one failed roll replaced by a fresh one, P = P(nothing failed) + P(something failed) * fresh.
 */

export interface Grid {
  nx: number;
  ny: number;
  /** Plain numbers: many small grids are made, and a typed array's buffer costs more to make. */
  d: number[];
}

export function grid(nx: number, ny: number): Grid {
  return { nx, ny, d: new Array<number>(nx * ny).fill(0) };
}

export function conv(a: Grid, b: Grid): Grid {
  const out = grid(a.nx + b.nx - 1, a.ny + b.ny - 1);
  const od = out.d;
  const onx = out.nx;
  for (let ay = 0; ay < a.ny; ay++) {
    for (let ax = 0; ax < a.nx; ax++) {
      const pa = a.d[ay * a.nx + ax] as number;
      if (pa === 0) continue;
      for (let by = 0; by < b.ny; by++) {
        const row = (ay + by) * onx + ax;
        const boff = by * b.nx;
        for (let bx = 0; bx < b.nx; bx++) {
          const pb = b.d[boff + bx] as number;
          if (pb !== 0) od[row + bx] = (od[row + bx] as number) + pa * pb;
        }
      }
    }
  }
  return out;
}

/** acc += scale * a, in place when acc is large enough (acc grows as needed). */
export function addInto(acc: Grid, a: Grid, scale = 1): Grid {
  let out = acc;
  if (a.nx > acc.nx || a.ny > acc.ny) {
    out = grid(Math.max(a.nx, acc.nx), Math.max(a.ny, acc.ny));
    for (let y = 0; y < acc.ny; y++)
      for (let x = 0; x < acc.nx; x++) out.d[y * out.nx + x] = acc.d[y * acc.nx + x] as number;
  }
  for (let y = 0; y < a.ny; y++) {
    for (let x = 0; x < a.nx; x++) {
      const i = y * out.nx + x;
      out.d[i] = (out.d[i] as number) + scale * (a.d[y * a.nx + x] as number);
    }
  }
  return out;
}

export function sum(...gs: Grid[]): Grid {
  return combo(gs.map((g) => [g, 1]));
}

/** A new grid: sum of coefficient * grid. */
export function combo(terms: [Grid, number][]): Grid {
  let acc = grid(1, 1);
  for (const [g, c] of terms) acc = addInto(acc, g, c);
  return acc;
}

/** Project a tuple distribution onto a grid: `at(key)` gives [x, y]. */
export function project(d: TupleDist, at: (key: number) => [number, number]): Grid {
  let nx = 1;
  let ny = 1;
  const cells: [number, number, number][] = [];
  for (const [k, p] of d) {
    const [x, y] = at(k);
    nx = Math.max(nx, x + 1);
    ny = Math.max(ny, y + 1);
    cells.push([x, y, p]);
  }
  const g = grid(nx, ny);
  for (const [x, y, p] of cells) g.d[y * nx + x] = (g.d[y * nx + x] as number) + p;
  return g;
}

/** Sum over n of count[n] * base^n. */
function mixPowers(base: Grid, count: Pmf): Grid {
  let acc = grid(1, 1);
  let cur: Grid = { nx: 1, ny: 1, d: [1] };
  for (let n = 0; n < count.length; n++) {
    const c = count[n] as number;
    if (c !== 0) acc = addInto(acc, cur, c);
    if (n + 1 < count.length) cur = conv(cur, base);
  }
  return acc;
}

/**
 * What summing attacks needs from the values it builds: `V` is what a number of attacks adds up to
 * (a distribution of counts, or the defending unit's state after them). Attacks are independent
 * and commute, so the same three operations give both.
 */
export interface AttackAlgebra<V> {
  /** sum over n of count[n] times n attacks, each with the outcome the `parts` add up to. */
  powers(parts: readonly TupleDist[], count: Pmf): V;
  /** `v` followed by one more attack, its outcome what the `parts` add up to. */
  append(v: V, parts: readonly TupleDist[]): V;
  /** A linear combination. */
  combo(terms: [V, number][]): V;
}

/** Counts as grids: `at(key)` gives [x, y]. */
export function gridAlgebra(at: (key: number) => [number, number]): AttackAlgebra<Grid> {
  const p = (parts: readonly TupleDist[]) => sum(...parts.map((d) => project(d, at)));
  return {
    powers: (parts, count) => mixPowers(p(parts), count),
    append: (v, parts) => conv(v, p(parts)),
    combo,
  };
}

/**
 * `count` attacks with outcome `o` (count[n] = P(n attacks)). The single re-roll is exact: with one
 * failed roll replaced by a fresh one, P = P(nothing failed) + P(something failed) * fresh.
 */
export function foldWith<V>(o: AttackOutcome, count: Pmf, alg: AttackAlgebra<V>): V {
  const parts = foldParts(o, count, alg);
  return parts.length === 1 ? (parts[0] as [UsedSingles, V])[1] : alg.combo(parts.map(([, v]) => [v, 1]));
}

/** Bits of a single re-roll used: 1 the Hit roll's, 2 the Wound roll's. */
export type UsedSingles = 0 | 1 | 2 | 3;

/**
 * `foldWith` split by which single re-rolls the attacks used: [used, value] pairs that add up to
 * foldWith's value. The unit's single re-roll (a Command Re-roll) is spent by the first weapon that
 * needs it; the evaluator follows the unit's state through the weapons by what is still available.
 */
export function foldParts<V>(o: AttackOutcome, count: Pmf, alg: AttackAlgebra<V>): [UsedSingles, V][] {
  const { ok, woundFailed: wf, missed: miss } = o;
  if (!o.hitSingle && !o.woundSingle) return [[0, alg.powers([ok], count)]];
  const a0 = alg.powers([ok], count);
  const sAll = alg.powers([ok, wf, miss], count);
  const rest = (): V =>
    alg.combo([
      [sAll, 1],
      [a0, -1],
    ]);
  if (o.hitSingle && !o.woundSingle)
    return [
      [0, a0],
      [1, alg.append(rest(), [o.rerollOk, o.rerollMissed])],
    ];
  if (!o.hitSingle)
    return [
      [0, a0],
      [2, alg.append(rest(), [o.freshWound])],
    ];
  const noMiss = alg.powers([ok, wf], count);
  const noWoundFail = alg.powers([ok, miss], count);
  const missOnly = alg.combo([
    [noWoundFail, 1],
    [a0, -1],
  ]);
  const noMissFail = alg.combo([
    [noMiss, 1],
    [a0, -1],
  ]);
  const missAndFail = alg.combo([
    [sAll, 1],
    [noMiss, -1],
    [noWoundFail, -1],
    [a0, 1],
  ]);
  const both = alg.combo([
    [alg.append(missOnly, [o.rerollWoundFailed]), 1],
    [alg.append(missAndFail, [o.rerollOk, o.rerollWoundFailed, o.rerollMissed]), 1],
  ]);
  return [
    [0, a0],
    [1, alg.append(missOnly, [o.rerollOk, o.rerollMissed])],
    [2, alg.append(noMissFail, [o.freshWound])],
    [3, alg.append(both, [o.freshWound])],
  ];
}

/** The distribution of a projection summed over `count` attacks (count[n] = P(n attacks)). */
export function foldAttacks(o: AttackOutcome, count: Pmf, at: (key: number) => [number, number]): Grid {
  return foldWith(o, count, gridAlgebra(at));
}

/**
 * The distribution of one count summed over `count` attacks: foldAttacks(o, count, (k) => [f(k), 0])
 * as a pmf. Without a single re-roll, on plain arrays: with `lo` the fewest attacks possible,
 * sum over n of count[n] base^n = base^lo * (sum over j of count[lo + j] base^j), the power by
 * squaring and the rest term by term (a fixed number of attacks, the usual case, is the power
 * alone). With a single re-roll, the grid algebra.
 */
export function foldCount(o: AttackOutcome, count: Pmf, f: (key: number) => number): Pmf {
  if (o.hitSingle || o.woundSingle) return toPmf(foldAttacks(o, count, (k) => [f(k), 0]));
  // One attack: project(ok), as sum(project(ok)) builds it.
  let bl = 1;
  for (const k of o.ok.keys()) bl = Math.max(bl, f(k) + 1);
  const base: number[] = zeros(bl);
  for (const [k, p] of o.ok) {
    const x = f(k);
    base[x] = (base[x] as number) + p;
  }
  let lo = 0;
  let hi = count.length - 1;
  while (lo <= hi && (count[lo] as number) === 0) lo++;
  while (hi > lo && (count[hi] as number) === 0) hi--;
  if (lo > hi) return [0];
  if (lo === hi && (count[lo] as number) === 1) return trimmed(convolvePower(base, lo));
  const rest = lo === hi ? [count[lo] as number] : seriesIn(base, count, lo, hi);
  return trimmed(lo === 0 ? rest : convolve(convolvePower(base, lo), rest));
}

/** sum over j in [0, hi - lo] of count[lo + j] base^j, term by term (two buffers taking turns). */
function seriesIn(base: number[], count: Pmf, lo: number, hi: number): number[] {
  const bl = base.length;
  const size = (hi - lo) * (bl - 1) + 1;
  const acc = zeros(size);
  let cur = zeros(size);
  let next = zeros(size);
  cur[0] = 1;
  let len = 1;
  for (let m = lo; m <= hi; m++) {
    const c = count[m] as number;
    if (c !== 0) for (let i = 0; i < len; i++) acc[i] = (acc[i] as number) + c * (cur[i] as number);
    if (m < hi) {
      const out = len + bl - 1;
      next.fill(0, 0, out);
      for (let a = 0; a < len; a++) {
        const pa = cur[a] as number;
        if (pa === 0) continue;
        for (let b = 0; b < bl; b++) {
          const pb = base[b] as number;
          if (pb !== 0) next[a + b] = (next[a + b] as number) + pa * pb;
        }
      }
      const t = cur;
      cur = next;
      next = t;
      len = out;
    }
  }
  return acc;
}

/** Tiny negative round-off clamped to 0, trailing zeros dropped (one value kept). */
function trimmed(acc: number[]): Pmf {
  for (let i = 0; i < acc.length; i++) {
    const s = acc[i] as number;
    if (s < 0 && s > -1e-12) acc[i] = 0;
  }
  let end = acc.length;
  while (end > 1 && (acc[end - 1] as number) <= 0) end--;
  if (end < acc.length) acc.length = end;
  return acc;
}

/** A one-dimensional grid as a plain pmf, tiny negative round-off clamped to 0. */
export function toPmf(g: Grid): Pmf {
  const out: Pmf = [];
  for (let x = 0; x < g.nx; x++) {
    let s = 0;
    for (let y = 0; y < g.ny; y++) s += g.d[y * g.nx + x] as number;
    out.push(s);
  }
  return trimmed(out);
}
