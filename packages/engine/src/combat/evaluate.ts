import { diceDistribution } from '../dice/expr.js';
import { atLeast, convolve, convolvePower, mean, type Pmf, type Vec } from '../dice/pmf.js';
import { type AttackOutcome, attackOutcome, H, unpack, WD, WN } from './attack-dist.js';
import { runBranches } from './chain-branches.js';
import { applyCountIn, type ChainState, chainAlgebra, countBound } from './chain-state.js';
import { foldCount, foldWith } from './fold.js';
import { type WeaponPackets, weaponPackets } from './packets.js';
import type { ResolvedCombat, WeaponParams } from './params.js';
import { resolveCombat } from './resolve.js';
import { runShared, sharedSingles, sharedTotal, sharesSingles } from './shared-reroll.js';
import type { CombatInput } from './types.js';
import { type PacketKind, sameKind, UnitChain } from './unit-chain.js';
import { startLayout, waitingKind, waitingLayout } from './waiting.js';

/**
 * The exact evaluator: per weapon, the distribution of each stage; then the defending unit's state
 * after all weapons in order (damage carried), devastating wounds after every other attack.
 */

export interface Dist {
  mean: number;
  /** pmf[k] = P(exactly k). */
  pmf: number[];
}

export interface ModelsDist extends Dist {
  /** atLeast[k] = P(k or more). */
  atLeast: number[];
}

export interface StageResults {
  attacks: Dist;
  hits: Dist;
  wounds: Dist;
  /** Failed saves plus devastating wounds (which allow no save). */
  unsaved: Dist;
  /** Wounds the defending unit lost (excess damage not counted). */
  damage: Dist;
  modelsDestroyed: ModelsDist;
  unitDestroyed: number;
}

export interface WeaponResult extends StageResults {
  name: string;
  params: WeaponParams;
  /** Mortal wounds the attacking unit suffers from Hazardous tests (null when not Hazardous). */
  hazardous: Dist | null;
  notes: string[];
}

export interface CombatResult extends StageResults {
  /** Each weapon's stages, and its damage as if it fired alone at the fresh unit. */
  weapons: WeaponResult[];
  hazardous: Dist | null;
  resolved: ResolvedCombat;
  notes: string[];
}

export function toDist(pmf: Pmf): Dist {
  return { mean: mean(pmf), pmf };
}

/** A weapon ready for the chain: its outcome per attack, its stage pmfs and its packets. */
interface WeaponPlan {
  params: WeaponParams;
  packets: WeaponPackets;
  outcome: AttackOutcome;
  attacks: Pmf;
  hits: Pmf;
  wounds: Pmf;
  unsaved: Pmf;
  /** Whether normal packets can happen at all. */
  hasNormal: boolean;
  /** Count of all packets, normal and devastating (when they act the same). */
  merged: Pmf;
  /** Per packed outcome key: its normal and devastating packets. */
  normalOf(key: number): number;
  devastatingOf(key: number): number;
  /** Most devastating packets the weapon can make. */
  devastatingBound: number;
  notes: string[];
}

export function attacksPmf(w: WeaponParams): Pmf {
  let perModel: Pmf = [1];
  for (const t of w.attacks) perModel = convolve(perModel, diceDistribution(t));
  return convolvePower(perModel, w.models);
}

const OUTCOME_PARTS = [
  'ok',
  'woundFailed',
  'missed',
  'rerollOk',
  'rerollWoundFailed',
  'rerollMissed',
  'freshWound',
] as const;

function plan(w: WeaponParams, r: ResolvedCombat): WeaponPlan {
  const packets = weaponPackets(w, r.target, r.ruleset.devastatingWounds, r.conditions.precisionOnCharacter);
  const o: AttackOutcome = attackOutcome(w, packets.failSave);
  const attacks = attacksPmf(w);
  const fold1 = (f: (key: number) => number) => foldCount(o, attacks, f);
  const notes = [...w.notes];
  if (!packets.thinned) {
    notes.push(`${w.name}: the unit's models differ in save; unsaved wounds use the first model allocated`);
  }
  const normalOf = packets.thinned ? (k: number) => k % 64 : (k: number) => Math.floor(k / WN) % 64;
  const devastatingOf = (k: number) => Math.floor(k / WD) % 64;
  let hasNormal = false;
  let perAttack = 0;
  for (const part of OUTCOME_PARTS) {
    for (const k of o[part].keys()) {
      if (normalOf(k) > 0) hasNormal = true;
      perAttack = Math.max(perAttack, devastatingOf(k));
    }
  }
  const wounds = fold1((k) => (Math.floor(k / WN) % 64) + (Math.floor(k / WD) % 64));
  const unsaved = fold1((k) => (k % 64) + (Math.floor(k / WD) % 64));
  return {
    params: w,
    packets,
    outcome: o,
    attacks,
    hits: fold1((k) => Math.floor(k / H)),
    wounds,
    unsaved,
    hasNormal,
    merged: packets.thinned ? unsaved : wounds,
    normalOf,
    devastatingOf,
    // One more attack than the count: a single re-roll adds a fresh one.
    devastatingBound: (countBound(attacks) + 1) * perAttack,
    notes,
  };
}

/**
 * Which weapons' devastating wounds must wait for the end (the others act as normal packets). They
 * need not when every packet from that weapon on is of their kind (its own and later weapons'
 * normal ones) and every earlier one waiting is too: from there on the order changes nothing.
 */
export function waitingDevastating(plans: readonly Pick<WeaponPlan, 'packets' | 'hasNormal'>[]): boolean[] {
  if (!plans.some((p) => p.packets.devastating)) return plans.map(() => false);
  const waiting: PacketKind[] = [];
  return plans.map((p, i) => {
    const dev = p.packets.devastating;
    if (!dev) return false;
    const alike =
      sameKind(p.packets.normal, dev) &&
      waiting.every((k) => sameKind(k, dev)) &&
      plans.every((q, j) => j <= i || !q.hasNormal || sameKind(q.packets.normal, dev));
    if (alike) return false;
    waiting.push(dev);
    return true;
  });
}

/** Apply weapons in order, devastating wounds last; the distribution over the unit's states. */
function runChain(chain: UnitChain, plans: WeaponPlan[]): Vec {
  const waits = waitingDevastating(plans);
  if (!waits.includes(true)) {
    return plans.reduce((v, p) => chain.applyCount(p.packets.normal, p.merged, v), chain.initial());
  }
  const layout = waitingLayout(chain, plans, waits);
  if (layout.kind === 'branches') return runBranches(chain, plans, waits, chain.initial());
  let plain = chain.initial();
  let state: ChainState | null = null;
  plans.forEach((p, i) => {
    const wait = waits[i] === true;
    if (!state && !wait) {
      plain = chain.applyCount(p.packets.normal, p.merged, plain);
      return;
    }
    if (!state) state = startLayout(chain, layout, plain);
    const s = state as ChainState;
    const space = s.space(p.packets.normal, wait ? waitingKind(layout, p) : null);
    if (!wait) {
      state = s.with(applyCountIn(space, p.merged, s.x));
      return;
    }
    const at = (k: number): [number, number] => [p.normalOf(k), p.devastatingOf(k)];
    state = s.with(foldWith(p.outcome, p.attacks, chainAlgebra(space, at, s.x)));
  });
  return state ? (state as ChainState).finish() : plain;
}

function unitResults(chain: UnitChain, v: Vec): Pick<StageResults, 'damage' | 'modelsDestroyed' | 'unitDestroyed'> {
  const t = chain.target;
  const models: Pmf = new Array<number>(t.models + 1).fill(0);
  const wounds: Pmf = new Array<number>(t.totalWounds + 1).fill(0);
  let destroyed = 0;
  for (let s = 0; s < v.length; s++) {
    const p = v[s] as number;
    if (p === 0) continue;
    const o = chain.outcome(s);
    models[o.models] = (models[o.models] as number) + p;
    wounds[o.wounds] = (wounds[o.wounds] as number) + p;
    if (o.destroyed) destroyed += p;
  }
  return {
    damage: toDist(wounds),
    modelsDestroyed: { mean: mean(models), pmf: models, atLeast: atLeast(models) },
    unitDestroyed: destroyed,
  };
}

/** Mortal wounds from `tests` Hazardous tests: each fails on a 1 and inflicts 3. */
export function hazardousPmf(tests: number): Pmf | null {
  if (tests === 0) return null;
  const fail: Pmf = [5 / 6, 0, 0, 1 / 6];
  return convolvePower(fail, tests);
}

function sumPmfs(list: Pmf[]): Pmf {
  return list.reduce((a, b) => convolve(a, b), [1]);
}

/** Said of a unit whose weapons share the conditions' single re-roll. */
export const SHARED_NOTE =
  "the conditions' single re-roll is one for the unit: the first weapon, in order, that fails such a roll re-rolls it (each weapon's own figures assume it fired alone, with the re-roll)";

/** Evaluate exactly: every weapon alone, then all of them in order. */
/** `progress`, when given, hears the share of the work done: never decreasing, 1 at the end. */
export function evaluate(input: CombatInput | ResolvedCombat, progress?: (done: number) => void): CombatResult {
  const r = 'target' in input ? input : resolveCombat(input);
  const chain = new UnitChain(r.target);
  const plans = r.weapons.map((w) => plan(w, r));
  // Each weapon alone, then all together (as heavy as the rest).
  const steps = plans.length > 1 ? 2 * plans.length : 1;
  const weapons: WeaponResult[] = plans.map((p, i) => {
    const haz = hazardousPmf(p.params.hazardousTests);
    progress?.(i / steps);
    const u = unitResults(chain, runChain(chain, [p]));
    return {
      name: p.params.name,
      params: p.params,
      attacks: toDist(p.attacks),
      hits: toDist(p.hits),
      wounds: toDist(p.wounds),
      unsaved: toDist(p.unsaved),
      // Written out: an object spread followed by more properties is slow in V8.
      damage: u.damage,
      modelsDestroyed: u.modelsDestroyed,
      unitDestroyed: u.unitDestroyed,
      hazardous: haz ? toDist(haz) : null,
      notes: p.notes,
    };
  });
  progress?.(plans.length / steps);
  // One single re-roll of the conditions for the whole unit (shared-reroll.ts).
  const shared = sharedSingles(r);
  const sharing = plans.length > 1 && sharesSingles(r.weapons, shared);
  const unit =
    weapons.length === 1 && weapons[0]
      ? {
          damage: weapons[0].damage,
          modelsDestroyed: weapons[0].modelsDestroyed,
          unitDestroyed: weapons[0].unitDestroyed,
        }
      : unitResults(
          chain,
          sharing ? runShared(chain, plans, waitingDevastating(plans), shared) : runChain(chain, plans),
        );
  progress?.(1);
  const haz = plans.map((p) => hazardousPmf(p.params.hazardousTests)).filter((x): x is Pmf => x !== null);
  const total = (stage: 'hits' | 'wounds' | 'unsaved', count: (t: ReturnType<typeof unpack>) => number) =>
    toDist(sharing ? sharedTotal(plans, shared, (k) => count(unpack(k))) : sumPmfs(plans.map((p) => p[stage])));
  const notes = plans.flatMap((p) => p.notes);
  if (sharing) notes.push(SHARED_NOTE);
  const one = weapons.length === 1 ? weapons[0] : undefined;
  // One weapon: the unit's stages are the weapon's (a sum of one pmf is that pmf, the very numbers).
  return {
    weapons,
    attacks: one ? one.attacks : toDist(sumPmfs(plans.map((p) => p.attacks))),
    hits: one ? one.hits : total('hits', (t) => t.h),
    wounds: one ? one.wounds : total('wounds', (t) => t.wn + t.wd),
    unsaved: one ? one.unsaved : total('unsaved', (t) => t.un + t.wd),
    damage: unit.damage,
    modelsDestroyed: unit.modelsDestroyed,
    unitDestroyed: unit.unitDestroyed,
    hazardous: one ? one.hazardous : haz.length ? toDist(sumPmfs(haz)) : null,
    resolved: r,
    notes,
  };
}
