import { type Pmf, type Vec, zeros } from '../dice/pmf.js';
import { type AttackOutcome, attackOutcome, unpack } from './attack-dist.js';
import { applyCountIn, type ChainState, chainAlgebra } from './chain-state.js';
import { addInto, conv, foldParts, type Grid, grid, gridAlgebra, toPmf, type UsedSingles } from './fold.js';
import type { WeaponPackets } from './packets.js';
import type { ResolvedCombat, WeaponParams } from './params.js';
import { addScaled, type UnitChain } from './unit-chain.js';
import { startLayout, waitingKind, waitingLayout } from './waiting.js';

/**
 * The single re-roll of the conditions (a Command Re-roll: "You re-roll that roll") is one re-roll
 * for the whole attacking unit, not one per weapon: the first weapon, in the order they are resolved,
 * that fails a roll of that kind spends it. The evaluator follows the unit through the weapons with
 * one distribution per set of single re-rolls still available (at most four), each weapon's attacks
 * split by the re-rolls they used (fold.ts, `foldParts`). Splitting a weapon into two identical
 * entries changes nothing.
 */

/** Bits of the single re-rolls the unit shares: 1 Hit roll, 2 Wound roll. */
export function sharedSingles(r: ResolvedCombat): number {
  let bits = 0;
  if (r.conditions.rerollHits === 'single') bits |= 1;
  if (r.conditions.rerollWounds === 'single') bits |= 2;
  return bits;
}

/** The shared single re-rolls weapon `w` can spend (its own re-roll is not a stronger one). */
export function singlesOf(w: WeaponParams, shared: number): number {
  let bits = 0;
  if (shared & 1 && !w.hit.auto && w.hit.reroll === 'single') bits |= 1;
  if (shared & 2 && w.wound.reroll === 'single') bits |= 2;
  return bits;
}

/** Whether some single re-roll is shared by two weapons or more (else each weapon alone is exact). */
export function sharesSingles(weapons: readonly WeaponParams[], shared: number): boolean {
  for (const bit of [1, 2]) if (weapons.filter((w) => singlesOf(w, shared) & bit).length > 1) return true;
  return false;
}

/** What the shared evaluation needs of a weapon's plan (evaluate.ts). */
export interface SharedWeapon {
  params: WeaponParams;
  packets: WeaponPackets;
  attacks: Pmf;
  /** Count of its packets, normal and devastating (the re-rolls all available). */
  merged: Pmf;
  devastatingBound: number;
  normalOf(key: number): number;
  devastatingOf(key: number): number;
}

/** A weapon's outcomes by the shared re-rolls still available to it. */
export class SharedOutcomes {
  readonly singles: number;
  private readonly byAvailable = new Map<number, AttackOutcome>();

  constructor(
    readonly plan: SharedWeapon,
    shared: number,
  ) {
    this.singles = singlesOf(plan.params, shared);
  }

  /** The outcome of one attack when the unit still has the single re-rolls `available`. */
  outcome(available: number): AttackOutcome {
    const gone = this.singles & ~available;
    let o = this.byAvailable.get(gone);
    if (!o) {
      const w = this.plan.params;
      const p: WeaponParams = {
        ...w,
        hit: gone & 1 ? { ...w.hit, reroll: 'none' } : w.hit,
        wound: gone & 2 ? { ...w.wound, reroll: 'none' } : w.wound,
      };
      o = attackOutcome(p, this.plan.packets.failSave);
      this.byAvailable.set(gone, o);
    }
    return o;
  }

  /** The re-rolls left after attacks that used `used` (a re-roll the unit does not share is the weapon's own). */
  left(available: number, used: UsedSingles): number {
    return available & ~(used & this.singles);
  }
}

type Step<V> = (available: number, x: V) => [UsedSingles, V][];

function advance<V>(
  m: Map<number, V>,
  o: SharedOutcomes,
  step: Step<V>,
  add: (acc: V | undefined, v: V) => V,
): Map<number, V> {
  const next = new Map<number, V>();
  for (const [a, x] of m) {
    for (const [used, v] of step(a, x)) {
      const to = o.left(a, used);
      next.set(to, add(next.get(to), v));
    }
  }
  return next;
}

const addVec = (acc: Vec | undefined, v: Vec): Vec => (acc ? addScaled(acc, v, 1) : v.slice());

/** Packets counted the way the chain applies them (merged normal and devastating, or unsaved). */
function mergedAt(p: SharedWeapon): (k: number) => [number, number] {
  return p.packets.thinned
    ? (k) => {
        const t = unpack(k);
        return [t.un + t.wd, 0];
      }
    : (k) => {
        const t = unpack(k);
        return [t.wn + t.wd, 0];
      };
}

/** The count of merged packets, split by the re-rolls used. */
function mergedParts(o: SharedOutcomes, available: number): [UsedSingles, Pmf][] {
  const p = o.plan;
  return foldParts(o.outcome(available), p.attacks, gridAlgebra(mergedAt(p))).map(([u, g]) => [u, toPmf(g)]);
}

/**
 * The unit's state after every weapon, in order, devastating wounds last (as runChain in
 * evaluate.ts, with the (a, f, s) or count state when devastating wounds wait).
 */
export function runShared(chain: UnitChain, plans: readonly SharedWeapon[], waits: readonly boolean[], shared: number) {
  const layout = waitingLayout(chain, plans, waits, false);
  const outs = plans.map((p) => new SharedOutcomes(p, shared));
  let plain = new Map<number, Vec>([[shared, chain.initial()]]);
  let states = new Map<number, Vec>();
  let state = null as ChainState | null;
  plans.forEach((p, i) => {
    const o = outs[i] as SharedOutcomes;
    const wait = waits[i] === true;
    const dev = p.packets.devastating;
    if (!state && !wait) {
      plain = advance(
        plain,
        o,
        (a, x) => mergedParts(o, a).map(([u, c]) => [u, chain.applyCount(p.packets.normal, c, x)]),
        addVec,
      );
      return;
    }
    if (!state && dev) {
      state = startLayout(chain, layout, zeros(chain.size));
      states = new Map([...plain].map(([a, v]) => [a, startLayout(chain, layout, v).x]));
    }
    const space = (state as ChainState).space(p.packets.normal, wait ? waitingKind(layout, p) : null);
    const at = (k: number): [number, number] => [p.normalOf(k), p.devastatingOf(k)];
    states = advance(
      states,
      o,
      wait
        ? (a, x) => foldParts(o.outcome(a), p.attacks, chainAlgebra(space, at, x))
        : (a, x) => mergedParts(o, a).map(([u, c]) => [u, applyCountIn(space, c, x)]),
      addVec,
    );
  });
  let out: Vec | undefined;
  if (!state) for (const v of plain.values()) out = addVec(out, v);
  else for (const x of states.values()) out = addVec(out, (state as ChainState).with(x).finish());
  return out ?? chain.initial();
}

/** The unit's total of a count (hits, wounds, unsaved) over its weapons, the single re-rolls shared. */
export function sharedTotal(plans: readonly SharedWeapon[], shared: number, count: (k: number) => number): Pmf {
  let m = new Map<number, Grid>([[shared, { nx: 1, ny: 1, d: [1] }]]);
  for (const p of plans) {
    const o = new SharedOutcomes(p, shared);
    const alg = gridAlgebra((k) => [count(k), 0]);
    m = advance(
      m,
      o,
      (a, x) => foldParts(o.outcome(a), p.attacks, alg).map(([u, g]) => [u, conv(x, g)]),
      (acc, g) => addInto(acc ?? grid(1, 1), g),
    );
  }
  let sum = grid(1, 1);
  for (const g of m.values()) sum = addInto(sum, g);
  return toPmf(sum);
}
