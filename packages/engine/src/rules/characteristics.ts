import type { Stat, StatChange } from './effects.js';

/**
 * Characteristics are computed, never stored: the profile's value, then every change the rules in
 * force make, in the rules' order: `set`, then `halve` (rounding up), then `add`/`improve`/`worsen`,
 * then the characteristic's limits. Each applied change keeps its source for the UI, the log and tests.
 */

/** Characteristics written as X of "X+": improving them lowers the number. */
const LOWER_IS_BETTER: ReadonlySet<Stat> = new Set<Stat>(['Sv', 'BS', 'WS', 'Ld']);

/** The limits a characteristic cannot pass, whatever changes it. */
const LIMITS: Record<Stat, [number, number]> = {
  M: [0, Number.POSITIVE_INFINITY],
  T: [1, Number.POSITIVE_INFINITY],
  Sv: [2, 7],
  W: [1, Number.POSITIVE_INFINITY],
  Ld: [2, 12],
  OC: [0, Number.POSITIVE_INFINITY],
  A: [0, Number.POSITIVE_INFINITY],
  BS: [2, 7],
  WS: [2, 7],
  S: [1, Number.POSITIVE_INFINITY],
  AP: [Number.NEGATIVE_INFINITY, 0],
  D: [0, Number.POSITIVE_INFINITY],
};

export interface SourcedChange {
  change: StatChange;
  source: string;
}

export interface ComputedStat {
  value: number;
  base: number;
  /** The changes that applied, in the order they were applied, as printed ("+1", "set 0", "halved"). */
  applied: { source: string; change: string }[];
}

/** The signed amount an add/improve/worsen change adds to the number. */
export function statDelta(stat: Stat, c: StatChange): number {
  if (c.change === 'add') return c.by;
  if (c.change === 'improve' || c.change === 'worsen') {
    const better = c.change === 'improve' ? c.by : -c.by;
    return LOWER_IS_BETTER.has(stat) || stat === 'AP' ? -better : better;
  }
  return 0;
}

export function clampStat(stat: Stat, v: number): number {
  const [lo, hi] = LIMITS[stat];
  return Math.max(lo, Math.min(hi, v));
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A characteristic after `changes` (set, halve, add, limits), each applied change recorded. */
export function computeStat(stat: Stat, base: number, changes: readonly SourcedChange[]): ComputedStat {
  const out: ComputedStat = { value: base, base, applied: [] };
  let v = base;
  for (const c of changes)
    if (c.change.change === 'set') {
      v = c.change.to;
      out.applied.push({ source: c.source, change: `set ${v}` });
    }
  for (const c of changes)
    if (c.change.change === 'halve') {
      v = Math.ceil(v / 2);
      out.applied.push({ source: c.source, change: 'halved' });
    }
  for (const c of changes) {
    let d = statDelta(stat, c.change);
    // "this cannot improve a model's Save to better than 3+": the change stops at its best value (and a value
    // already better than that is left as it is).
    const atBest = c.change.change === 'improve' ? c.change.atBest : undefined;
    if (atBest !== undefined)
      d = LOWER_IS_BETTER.has(stat) ? Math.max(d, Math.min(0, atBest - v)) : Math.min(d, Math.max(0, atBest - v));
    if (d === 0) continue;
    v += d;
    out.applied.push({ source: c.source, change: signed(d) });
  }
  out.value = clampStat(stat, v);
  return out;
}
