import { diceDistribution } from '../dice/expr.js';
import { atLeast, convolve, convolvePower, mean, type Pmf } from '../dice/pmf.js';
import { type AttackOutcome, attackOutcome, unpack, WD, WN, woundProbs } from './attack-dist.js';
import { foldAttacks, type Grid, grid, toPmf } from './fold.js';
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

export function toDist(pmf: Pmf): Dist {
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
  /** Whether normal packets can happen at all. */
  hasNormal: boolean;
  /** Count of all packets, normal and devastating. */
  merged(): Pmf;
  /** Normal packets along x, devastating packets along y. */
  joint(): Grid;
  notes: string[];
}

export function attacksPmf(w: WeaponParams): Pmf {
  let perModel: Pmf = [1];
  for (const t of w.attacks) perModel = convolve(perModel, diceDistribution(t));
  return convolvePower(perModel, w.models);
}

/** Split a count of packets into (normal, devastating), each devastating with probability r. */
function binomialSplit(count: Pmf, r: number): Grid {
  const n = count.length;
  const g = grid(n, n);
  const ratio = r / (1 - r);
  count.forEach((pk, k) => {
    if (pk === 0) return;
    // Walk from the likelier end so the first term does not underflow.
    if (r <= 0.5) {
      let t = pk * (1 - r) ** k;
      for (let b = 0; b <= k; b++) {
        g.d[b * n + (k - b)] = t;
        t *= ((k - b) / (b + 1)) * ratio;
      }
    } else {
      let t = pk * r ** k;
      for (let b = k; b >= 0; b--) {
        g.d[b * n + (k - b)] = t;
        t *= b / (k - b + 1) / ratio;
      }
    }
  });
  return g;
}

function memo<T>(f: () => T): () => T {
  let v: T | undefined;
  return () => {
    v ??= f();
    return v;
  };
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
  const wounds = fold1((t) => t.wn + t.wd);
  const unsaved = fold1((t) => t.un + t.wd);
  const normalOf = packets.thinned ? (k: number) => k % 64 : (k: number) => Math.floor(k / WN) % 64;
  const hasNormal = [o.ok, o.woundFailed, o.rerollOk, o.rerollWoundFailed, o.freshWound].some((d) =>
    [...d.keys()].some((k) => normalOf(k) > 0),
  );
  const merged = memo(() => (packets.thinned ? unsaved : wounds));
  const joint = memo((): Grid => {
    if (!w.devastatingWounds) return { nx: merged().length, ny: 1, d: Float64Array.from(merged()) };
    if (!w.lethalHits) {
      // Every packet comes from a Wound roll; given their number each is devastating with odds r.
      const [, normal, critical] = woundProbs(w.wound);
      const r = critical / (critical + normal * (packets.thinned ? packets.failSave : 1));
      return binomialSplit(merged(), r);
    }
    return foldAttacks(o, attacks, (k) => [normalOf(k), Math.floor(k / WD) % 64]);
  });
  return { params: w, packets, attacks, hits: fold1((t) => t.h), wounds, unsaved, hasNormal, merged, joint, notes };
}

/** Apply weapons in order, devastating wounds last; the distribution over the unit's states. */
function runChain(chain: UnitChain, plans: WeaponPlan[]): Float64Array {
  let branches = new Map<string, Float64Array>([['', chain.initial()]]);
  const pending: WeaponPlan[] = [];
  plans.forEach((p, i) => {
    const { packets } = p;
    const dev = packets.devastating;
    const lastNormal = plans.slice(i + 1).every((q) => !q.hasNormal);
    if (!dev || (lastNormal && pending.length === 0 && kindKey(packets.normal) === kindKey(dev))) {
      // No devastating wounds, or they come straight after these normal ones and act the same: one count.
      for (const [k, v] of branches) branches.set(k, chain.applyCount(packets.normal, p.merged(), v));
      return;
    }
    const joint = p.joint();
    const next = new Map<string, Float64Array>();
    for (const [key, v] of branches) {
      // F[y] = sum_x P(x, y) T^x v: the state after the normal packets, by pending devastating count.
      const size = chain.size;
      const all = new Float64Array(joint.ny * size);
      let cur = v;
      let stable = false;
      for (let x = 0; x < joint.nx; x++) {
        for (let y = 0; y < joint.ny; y++) {
          const q = joint.d[y * joint.nx + x] as number;
          if (q === 0) continue;
          const off = y * size;
          for (let j = 0; j < size; j++) all[off + j] = (all[off + j] as number) + q * (cur[j] as number);
        }
        if (x + 1 < joint.nx && !stable) {
          const n = chain.apply(packets.normal, cur);
          stable = n.every((a, j) => a === cur[j]);
          cur = n;
        }
      }
      for (let y = 0; y < joint.ny; y++) {
        next.set(key === '' ? String(y) : `${key},${y}`, all.subarray(y * size, (y + 1) * size));
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
    damage: toDist(wounds),
    modelsDestroyed: { ...toDist(models), atLeast: atLeast(models) },
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
      attacks: toDist(p.attacks),
      hits: toDist(p.hits),
      wounds: toDist(p.wounds),
      unsaved: toDist(p.unsaved),
      ...unitResults(chain, runChain(chain, [p])),
      hazardous: haz ? toDist(haz) : null,
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
    attacks: toDist(sumPmfs(plans.map((p) => p.attacks))),
    hits: toDist(sumPmfs(plans.map((p) => p.hits))),
    wounds: toDist(sumPmfs(plans.map((p) => p.wounds))),
    unsaved: toDist(sumPmfs(plans.map((p) => p.unsaved))),
    ...unit,
    hazardous: haz.length ? toDist(sumPmfs(haz)) : null,
    resolved: r,
    notes: plans.flatMap((p) => p.notes),
  };
}
