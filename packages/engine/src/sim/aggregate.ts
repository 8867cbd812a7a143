import type { ListKey, MatchupSpec } from './matchup.js';
import type { BattleSummary, UnitContribution } from './summary.js';

/**
 * A matchup's result: the JSON contract of `cogitator sim --json` (docs/sim.md). Built from the battles'
 * summaries in index order, so it is the same whichever runner played them and in whatever order they
 * finished; it holds no timings.
 */
export interface Rate {
  count: number;
  /** count / battles that finished. */
  rate: number;
  /** Wilson score interval at 95% confidence. */
  ci95: [number, number];
}

export interface Spread {
  mean: number;
  sd: number;
  min: number;
  max: number;
}

/** A unit's contribution over the battles: means per battle, and the share in which it was destroyed. */
export type UnitStats = Omit<UnitContribution, 'destroyed'> & { destroyedRate: number };

export interface MatchupResult {
  format: 'cogitator-matchup';
  version: 1;
  lists: Record<ListKey, { name: string; faction: string | null; detachment: string | null; units: number }>;
  bots: Record<ListKey, string>;
  mission: string;
  /** The deployment map and terrain layout, where the spec named them. */
  deployment?: string;
  layout?: string;
  seed: number;
  dataHash: string;
  battles: number;
  /** Battles that ended normally (failures are listed and not counted in the rates). */
  finished: number;
  outcomes: { A: Rate; B: Rate; draw: Rate };
  /** List A's win rate when it is player 1 / player 2, and when it goes first / second. */
  aWins: { asPlayer1: Rate; asPlayer2: Rate; goingFirst: Rate; goingSecond: Rate };
  vp: Record<ListKey, { final: Spread; byRound: Spread[]; distribution: Record<string, number> }>;
  units: UnitStats[];
  failures: { index: number; reason: string }[];
  /** One row per battle: enough to play any one again (`cogitator sim ... --replay INDEX`) and check it. */
  battleRows: {
    index: number;
    seed: number;
    aPlayer: 0 | 1;
    firstPlayer: 0 | 1;
    winner: ListKey | null;
    vp: [number, number];
    hash: string;
  }[];
}

const Z = 1.959963984540054;

/** The Wilson score interval for k successes in n trials (95%). */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [round(Math.max(0, centre - half)), round(Math.min(1, centre + half))];
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

function rate(k: number, n: number): Rate {
  return { count: k, rate: n ? round(k / n) : 0, ci95: wilson(k, n) };
}

export function spread(xs: readonly number[]): Spread {
  if (!xs.length) return { mean: 0, sd: 0, min: 0, max: 0 };
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const v = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length;
  return { mean: round(mean), sd: round(Math.sqrt(v)), min: Math.min(...xs), max: Math.max(...xs) };
}

export function aggregate(spec: MatchupSpec, summaries: readonly BattleSummary[]): MatchupResult {
  const all = [...summaries].sort((a, b) => a.index - b.index);
  const done = all.filter((s) => s.failure === null);
  const n = done.length;
  const count = (f: (s: BattleSummary) => boolean, xs = done) => xs.filter(f).length;
  const aWinsIn = (xs: BattleSummary[]) =>
    rate(
      count((s) => s.winner === 'A', xs),
      xs.length,
    );
  const vpOf = (k: ListKey) => {
    const rounds = Math.max(0, ...done.map((s) => s.vpByRound[k].length));
    const distribution: Record<string, number> = {};
    for (const s of done) distribution[s.vp[k]] = (distribution[s.vp[k]] ?? 0) + 1;
    return {
      final: spread(done.map((s) => s.vp[k])),
      byRound: Array.from({ length: rounds }, (_, r) => spread(done.map((s) => s.vpByRound[k][r] ?? 0))),
      distribution,
    };
  };
  const units = new Map<string, { u: UnitStats; n: number }>();
  for (const s of done)
    for (const c of s.units) {
      const key = `${c.list}|${c.unit}`;
      let e = units.get(key);
      if (!e) {
        e = {
          u: {
            list: c.list,
            unit: c.unit,
            name: c.name,
            damageDealt: 0,
            damageTaken: 0,
            pointsDestroyed: 0,
            objectivesHeld: 0,
            destroyedRate: 0,
          },
          n: 0,
        };
        units.set(key, e);
      }
      e.n++;
      e.u.damageDealt += c.damageDealt;
      e.u.damageTaken += c.damageTaken;
      e.u.pointsDestroyed += c.pointsDestroyed;
      e.u.objectivesHeld += c.objectivesHeld;
      e.u.destroyedRate += c.destroyed ? 1 : 0;
    }
  const unitStats = [...units.values()].map(({ u, n: k }) => ({
    ...u,
    damageDealt: round(u.damageDealt / k),
    damageTaken: round(u.damageTaken / k),
    pointsDestroyed: round(u.pointsDestroyed / k),
    objectivesHeld: round(u.objectivesHeld / k),
    destroyedRate: round(u.destroyedRate / k),
  }));
  const listInfo = (k: ListKey) => ({
    name: spec.lists[k].name,
    faction: spec.lists[k].faction ?? null,
    detachment: spec.lists[k].detachment ?? null,
    units: spec.lists[k].units.length,
  });
  return {
    format: 'cogitator-matchup',
    version: 1,
    lists: { A: listInfo('A'), B: listInfo('B') },
    bots: { A: spec.bots.A, B: spec.bots.B },
    mission: spec.mission,
    ...(spec.deployment !== undefined ? { deployment: spec.deployment } : {}),
    ...(spec.layout !== undefined ? { layout: spec.layout } : {}),
    seed: spec.seed,
    dataHash: spec.dataHash ?? '',
    battles: all.length,
    finished: n,
    outcomes: {
      A: rate(
        count((s) => s.winner === 'A'),
        n,
      ),
      B: rate(
        count((s) => s.winner === 'B'),
        n,
      ),
      draw: rate(
        count((s) => s.winner === null),
        n,
      ),
    },
    aWins: {
      asPlayer1: aWinsIn(done.filter((s) => s.aPlayer === 0)),
      asPlayer2: aWinsIn(done.filter((s) => s.aPlayer === 1)),
      goingFirst: aWinsIn(done.filter((s) => s.firstPlayer === s.aPlayer)),
      goingSecond: aWinsIn(done.filter((s) => s.firstPlayer !== s.aPlayer)),
    },
    vp: { A: vpOf('A'), B: vpOf('B') },
    units: unitStats,
    failures: all.filter((s) => s.failure !== null).map((s) => ({ index: s.index, reason: s.failure as string })),
    battleRows: all.map((s) => ({
      index: s.index,
      seed: s.seed,
      aPlayer: s.aPlayer,
      firstPlayer: s.firstPlayer,
      winner: s.winner,
      vp: [s.vp.A, s.vp.B],
      hash: s.hash,
    })),
  };
}
