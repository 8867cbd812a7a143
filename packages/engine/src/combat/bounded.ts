import { maxValue } from '../dice/expr.js';
import { atLeast } from '../dice/pmf.js';
import { type CombatResult, type Dist, evaluate, type WeaponResult } from './evaluate.js';
import { checkLimits, LIMITS, mostAttacks, mostDamage } from './limits.js';
import type { ResolvedCombat, WeaponParams } from './params.js';
import { type SampleDist, type SampleResult, sample } from './sampler.js';
import { sharedSingles, sharesSingles } from './shared-reroll.js';

/**
 * The calculator behind every front end (CLI, HTTP API, browser worker): the limits checked on the
 * resolved parameters, then the exact evaluator when its estimated work is within bounds, else the
 * seeded sampler over the same parameters, labelled as sampled with its standard errors. Either way
 * the time is bounded before any work starts.
 */

/** How a sampled result was made, and how far its figures may be off (one standard error). */
export interface SampledInfo {
  trials: number;
  seed: number;
  /** The exact evaluator's estimated work that made it sample, and the bound. */
  work: number;
  limit: number;
  standardError: { damage: number; modelsDestroyed: number; unitDestroyed: number };
}

export type BoundedResult = CombatResult & { sampled?: SampledInfo };

/** The states of the defending unit's chain (models x wounds, and the "first failed save" flag). */
function chainSize(r: ResolvedCombat): number {
  const wounds = (gs: number[]) => gs.reduce((s, g) => s + (r.target.groups[g]?.wounds ?? 1), 0);
  return (wounds(r.target.body) + 1) * (wounds(r.target.characters) + 1) * (r.target.ignoreFirstFailedSave ? 2 : 1);
}

/** Packets (wound rolls) one attack can make at most. */
function packetsPerAttack(w: WeaponParams): number {
  return 1 + (w.sustainedHits ? maxValue(w.sustainedHits) : 0);
}

/**
 * The exact evaluator's work in multiply-adds, roughly (it follows evaluate.ts): per weapon the
 * distributions of its stages, then the unit's chain for it alone and for all weapons together.
 */
export function estimateWork(r: ResolvedCombat): number {
  const S = chainSize(r);
  const wounds = r.target.totalWounds;
  let work = 0;
  const waiting: number[] = [];
  for (const w of r.weapons) {
    const h = packetsPerAttack(w);
    const a = mostAttacks(w);
    const length = a * h + 1;
    const single = w.hit.reroll === 'single' || w.wound.reroll === 'single' ? 4 : 1;
    work += 3 * single * ((length * length) / 2) * (h + 2);
    const dmg = Math.min(mostDamage(w), wounds) + 1;
    work += 2 * length * S * dmg;
    if (w.devastatingWounds) {
      work += 2 * a * h * S * dmg * Math.min(length, wounds);
      waiting.push(a);
    }
  }
  // The conditions' single re-roll shared by the unit: the chain is followed once per set of re-rolls left.
  const shared = sharedSingles(r);
  const sets = r.weapons.length > 1 && sharesSingles(r.weapons, shared) ? (shared === 3 ? 4 : 2) : 1;
  work *= sets;
  if (waiting.length > 1) {
    // The (a, f, s) state: about four passes over it per attack of the weapons from the first waiting.
    const cells = (S * S * (S + 1)) / 2;
    work += sets * r.weapons.reduce((s, w) => s + 4 * (mostAttacks(w) + 1) * cells, 0);
  }
  return work;
}

/** Attacks the sampler is given in all, about 0.05 s of one core. */
const SAMPLED_ATTACKS = 500_000;
const SEED = 19;

function fromSample(d: SampleDist): Dist {
  return { mean: d.mean, pmf: d.pmf };
}

function sampledStages(s: SampleResult) {
  return {
    attacks: fromSample(s.attacks),
    hits: fromSample(s.hits),
    wounds: fromSample(s.wounds),
    unsaved: fromSample(s.unsaved),
    damage: fromSample(s.damage),
    modelsDestroyed: { ...fromSample(s.modelsDestroyed), atLeast: atLeast(s.modelsDestroyed.pmf) },
    unitDestroyed: s.unitDestroyed,
  };
}

function trialsFor(r: ResolvedCombat, attacks: number): number {
  const perTrial = Math.max(
    1,
    r.weapons.reduce((s, w) => s + mostAttacks(w), 0),
  );
  return Math.max(100, Math.min(20_000, Math.floor(attacks / perTrial)));
}

function sampled(r: ResolvedCombat, work: number): BoundedResult {
  const trials = trialsFor(r, SAMPLED_ATTACKS * 0.6);
  const all = sample(r, { trials, seed: SEED });
  const weapons: WeaponResult[] = r.weapons.map((w) => {
    const alone = { ...r, weapons: [w] };
    const s = sample(alone, { trials: trialsFor(alone, (SAMPLED_ATTACKS * 0.4) / r.weapons.length), seed: SEED });
    return {
      name: w.name,
      params: w,
      ...sampledStages(s),
      hazardous: w.hazardousTests ? fromSample(s.hazardous) : null,
      notes: [...w.notes],
    };
  });
  const se = (d: SampleDist) => d.sd / Math.sqrt(trials);
  const standardError = {
    damage: se(all.damage),
    modelsDestroyed: se(all.modelsDestroyed),
    unitDestroyed: Math.sqrt((all.unitDestroyed * (1 - all.unitDestroyed)) / trials),
  };
  const f = (x: number) => x.toPrecision(2);
  const note =
    `sampled, not exact: the exact calculation would take about ${work.toPrecision(2)} steps (the limit is ` +
    `${LIMITS.exactWork.toPrecision(2)}); ${trials} trials, standard errors: wounds lost ${f(standardError.damage)}, ` +
    `models destroyed ${f(standardError.modelsDestroyed)}, P(unit destroyed) ${f(standardError.unitDestroyed)}`;
  return {
    ...sampledStages(all),
    weapons,
    hazardous: r.weapons.some((w) => w.hazardousTests) ? fromSample(all.hazardous) : null,
    resolved: r,
    notes: [note, ...weapons.flatMap((w) => w.notes)],
    sampled: { trials, seed: SEED, work, limit: LIMITS.exactWork, standardError },
  };
}

/** Limits checked (a located InputError when one is broken), then exact or sampled. */
export function computeCombat(r: ResolvedCombat, progress?: (done: number) => void): BoundedResult {
  checkLimits(r);
  const work = estimateWork(r);
  if (work <= LIMITS.exactWork) return evaluate(r, progress);
  const out = sampled(r, work);
  progress?.(1);
  return out;
}
