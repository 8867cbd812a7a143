import { diceDistribution } from '../dice/expr.js';
import { atLeast, convolve, convolvePower, mean, type Pmf } from '../dice/pmf.js';
import { type AttackOutcome, attackOutcome, unpack, WD, WN } from './attack-dist.js';
import { foldAttacks, type Grid, toPmf } from './fold.js';
import { type WeaponPackets, weaponPackets } from './packets.js';
import type { ResolvedCombat, WeaponParams } from './params.js';
import { resolveCombat } from './resolve.js';
import type { CombatInput } from './types.js';
import { addScaled, kindKey, UnitChain } from './unit-chain.js';

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

export function dist(pmf: Pmf): Dist {
  return { mean: mean(pmf), pmf };
}

/** A weapon ready for the chain: its stage pmfs and its packet counts. */
interface WeaponPlan {
  params: WeaponParams;
  packets: WeaponPackets;
  attacks: Pmf;
  hits: Pmf;
  wounds: Pmf;
  unsaved: Pmf;
  /** Normal packets along x, devastating packets along y. */
  joint: Grid;
  notes: string[];
}

export function attacksPmf(w: WeaponParams): Pmf {
  let perModel: Pmf = [1];
  for (const t of w.attacks) perModel = convolve(perModel, diceDistribution(t));
  return convolvePower(perModel, w.models);
}

function plan(w: WeaponParams, r: ResolvedCombat): WeaponPlan {
  const packets = weaponPackets(w, r.target, r.ruleset.devastatingWounds, r.conditions.precisionOnCharacter);
  const o: AttackOutcome = attackOutcome(w, packets.failSave);
  const attacks = attacksPmf(w);
  const fold1 = (f: (t: ReturnType<typeof unpack>) => number) =>
    toPmf(foldAttacks(o, attacks, (k) => [f(unpack(k)), 0]));
  const notes = [...w.notes];
  if (!packets.thinned) {
    notes.push(`${w.name}: the unit's models differ in save; unsaved wounds use the first model allocated`);
  }
  const normalAxis = packets.thinned ? (k: number) => k % 64 : (k: number) => Math.floor(k / WN) % 64;
  const joint = foldAttacks(o, attacks, (k) => [normalAxis(k), w.devastatingWounds ? Math.floor(k / WD) % 64 : 0]);
  return {
    params: w,
    packets,
    attacks,
    hits: fold1((t) => t.h),
    wounds: fold1((t) => t.wn + t.wd),
    unsaved: fold1((t) => t.un + t.wd),
    joint,
    notes,
  };
}

function cell(g: Grid, x: number, y: number): number {
  return g.d[y * g.nx + x] as number;
}

/** Apply weapons in order, devastating wounds last; the distribution over the unit's states. */
function runChain(chain: UnitChain, plans: WeaponPlan[]): Float64Array {
  let branches = new Map<string, Float64Array>([['', chain.initial()]]);
  const pending: WeaponPlan[] = [];
  plans.forEach((p, i) => {
    const { joint, packets } = p;
    const dev = packets.devastating;
    if (!dev || joint.ny === 1) {
      const count = toPmf(joint);
      for (const [k, v] of branches) branches.set(k, chain.applyCount(packets.normal, count, v));
      return;
    }
    const lastNormal = plans.slice(i + 1).every((q) => q.joint.nx === 1);
    if (lastNormal && pending.length === 0 && kindKey(packets.normal) === kindKey(dev)) {
      // The devastating wounds come straight after these normal ones and act the same: one count.
      const count: Pmf = new Array<number>(joint.nx + joint.ny - 1).fill(0);
      for (let y = 0; y < joint.ny; y++) {
        for (let x = 0; x < joint.nx; x++) count[x + y] = (count[x + y] as number) + cell(joint, x, y);
      }
      for (const [k, v] of branches) branches.set(k, chain.applyCount(packets.normal, count, v));
      return;
    }
    const next = new Map<string, Float64Array>();
    for (const [key, v] of branches) {
      let cur = v;
      let stable = false;
      for (let x = 0; x < joint.nx; x++) {
        for (let y = 0; y < joint.ny; y++) {
          const q = cell(joint, x, y);
          if (q === 0) continue;
          const k = key === '' ? String(y) : `${key},${y}`;
          const acc = next.get(k) ?? new Float64Array(chain.size);
          next.set(k, addScaled(acc, cur, q));
        }
        if (x + 1 < joint.nx && !stable) {
          const n = chain.apply(packets.normal, cur);
          stable = n.every((a, j) => a === cur[j]);
          cur = n;
        }
      }
    }
    branches = next;
    pending.push(p);
  });
  for (const p of pending) {
    const dev = p.packets.devastating!;
    const byRest = new Map<string, Float64Array[]>();
    for (const [key, v] of branches) {
      const comma = key.indexOf(',');
      const b = Number(comma < 0 ? key : key.slice(0, comma));
      const rest = comma < 0 ? '' : key.slice(comma + 1);
      const list = byRest.get(rest) ?? [];
      byRest.set(rest, list);
      list[b] = v;
    }
    const next = new Map<string, Float64Array>();
    for (const [rest, list] of byRest) {
      // Horner: F_0 + K(F_1 + K(F_2 + ...)).
      let acc: Float64Array | undefined;
      for (let b = list.length - 1; b >= 0; b--) {
        if (acc) acc = chain.apply(dev, acc);
        const f = list[b];
        if (f) acc = acc ? addScaled(acc, f, 1) : Float64Array.from(f);
      }
      next.set(rest, acc ?? new Float64Array(chain.size));
    }
    branches = next;
  }
  return branches.get('') ?? chain.initial();
}

function unitResults(
  chain: UnitChain,
  v: Float64Array,
): Pick<StageResults, 'damage' | 'modelsDestroyed' | 'unitDestroyed'> {
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
    damage: dist(wounds),
    modelsDestroyed: { ...dist(models), atLeast: atLeast(models) },
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

/** Evaluate exactly: every weapon alone, then all of them in order. */
export function evaluate(input: CombatInput | ResolvedCombat): CombatResult {
  const r = 'target' in input ? input : resolveCombat(input);
  const chain = new UnitChain(r.target);
  const plans = r.weapons.map((w) => plan(w, r));
  const weapons: WeaponResult[] = plans.map((p) => {
    const haz = hazardousPmf(p.params.hazardousTests);
    return {
      name: p.params.name,
      params: p.params,
      attacks: dist(p.attacks),
      hits: dist(p.hits),
      wounds: dist(p.wounds),
      unsaved: dist(p.unsaved),
      ...unitResults(chain, runChain(chain, [p])),
      hazardous: haz ? dist(haz) : null,
      notes: p.notes,
    };
  });
  const unit =
    weapons.length === 1 && weapons[0]
      ? {
          damage: weapons[0].damage,
          modelsDestroyed: weapons[0].modelsDestroyed,
          unitDestroyed: weapons[0].unitDestroyed,
        }
      : unitResults(chain, runChain(chain, plans));
  const haz = plans.map((p) => hazardousPmf(p.params.hazardousTests)).filter((x): x is Pmf => x !== null);
  return {
    weapons,
    attacks: dist(sumPmfs(plans.map((p) => p.attacks))),
    hits: dist(sumPmfs(plans.map((p) => p.hits))),
    wounds: dist(sumPmfs(plans.map((p) => p.wounds))),
    unsaved: dist(sumPmfs(plans.map((p) => p.unsaved))),
    ...unit,
    hazardous: haz.length ? dist(sumPmfs(haz)) : null,
    resolved: r,
    notes: plans.flatMap((p) => p.notes),
  };
}
