import { Rng, type RngState, seedRng } from '../dice/prng.js';
import { AttackRoller } from './attack-roll.js';
import type { GroupAttackParams, ResolvedCombat, TargetParams, WeaponParams } from './params.js';
import { resolveCombat } from './resolve.js';
import {
  type Dice,
  damageToModel,
  RngDice,
  rollAttacks,
  rollDamage,
  rollDamageAdded,
  rollDamageCharacteristic,
  rollSave,
} from './rolls.js';
import { sharedSingles, singlesOf } from './shared-reroll.js';
import type { CombatInput } from './types.js';
import { allocationTrack } from './unit-chain.js';

/**
 * The sampler: the same resolved parameters, rolled die by die. Used to check the exact evaluator
 * and, through `DefenderState`, as the allocation the game can follow.
 */

/** Frequencies over trials: pmf[k] = share of trials with value k. */
export interface SampleDist {
  mean: number;
  sd: number;
  pmf: number[];
}

export interface SampleResult {
  trials: number;
  attacks: SampleDist;
  hits: SampleDist;
  wounds: SampleDist;
  unsaved: SampleDist;
  damage: SampleDist;
  modelsDestroyed: SampleDist;
  unitDestroyed: number;
  hazardous: SampleDist;
  /** Attacks rolled in all, for speed reports. */
  totalAttacks: number;
  /** The generator's state after the last trial, to continue from. */
  rng: RngState;
}

class Counter {
  private counts: number[] = [];
  add(v: number): void {
    while (this.counts.length <= v) this.counts.push(0);
    this.counts[v] = (this.counts[v] as number) + 1;
  }
  dist(trials: number): SampleDist {
    let m = 0;
    let m2 = 0;
    const pmf = this.counts.map((c, v) => {
      m += v * c;
      m2 += v * v * c;
      return c / trials;
    });
    m /= trials;
    return { mean: m, sd: Math.sqrt(Math.max(0, m2 / trials - m * m)), pmf: pmf.length ? pmf : [1] };
  }
}

/** One track of the defending unit: the models of one kind in allocation order. */
class Track {
  index = 0;
  damage = 0;
  constructor(
    readonly groups: readonly number[],
    readonly wounds: readonly number[],
  ) {}
  get alive(): boolean {
    return this.index < this.groups.length;
  }
  reset(): void {
    this.index = 0;
    this.damage = 0;
  }
}

/** The defending unit during one attacking unit's attacks: who is wounded, who is gone. */
export class DefenderState {
  readonly body: Track;
  readonly chars: Track;
  firstFailIgnored = false;
  models = 0;
  lost = 0;

  constructor(readonly target: TargetParams) {
    const w = (g: number) => target.groups[g]?.wounds ?? 1;
    this.body = new Track(target.body, target.body.map(w));
    this.chars = new Track(target.characters, target.characters.map(w));
  }

  reset(): void {
    this.body.reset();
    this.chars.reset();
    this.firstFailIgnored = false;
    this.models = 0;
    this.lost = 0;
  }

  get destroyed(): boolean {
    return !this.body.alive && !this.chars.alive;
  }

  /** The track the next attack is allocated to, or null when the unit is destroyed. */
  allocate(precision: boolean): Track | null {
    const t = allocationTrack(this.body.alive, this.chars.alive, precision);
    return t === 0 ? this.body : t === 1 ? this.chars : null;
  }

  /** The allocated model loses up to `n` wounds, one at a time with Feel No Pain; excess is lost. */
  inflict(t: Track, n: number, fnp: number | null, dice: Dice): void {
    const w = t.wounds[t.index] as number;
    for (let i = 0; i < n; i++) {
      if (fnp !== null && dice.d6() >= fnp) continue;
      this.lost++;
      if (++t.damage >= w) {
        t.index++;
        t.damage = 0;
        this.models++;
        return;
      }
    }
  }
}

function groupOf(t: Track): number {
  return t.groups[t.index] as number;
}

/** The Damage an attack allocated to a model of group `vs` inflicts. */
export function allocatedDamage(w: WeaponParams, vs: GroupAttackParams, dice: Dice): number {
  return damageToModel(rollDamageCharacteristic(w.damage, dice), rollDamageAdded(w.damage, dice), vs);
}

/** A normal wound (from a Wound roll or Lethal Hits): allocate, save, damage. Returns 1 if unsaved. */
function normalWound(
  w: WeaponParams,
  u: DefenderState,
  precision: boolean,
  first: GroupAttackParams,
  dice: Dice,
): number {
  const t = u.allocate(precision);
  const vs = t ? (w.vs[groupOf(t)] as GroupAttackParams) : first;
  if (rollSave(vs.save, dice)) return 0;
  if (!t) return 1;
  if (u.target.ignoreFirstFailedSave && !u.firstFailIgnored) {
    u.firstFailIgnored = true;
    return 1;
  }
  u.inflict(t, allocatedDamage(w, vs, dice), vs.fnp, dice);
  return 1;
}

/** A devastating wound, after all other attacks, in the chosen version of the rule. */
function devastatingWound(w: WeaponParams, u: DefenderState, precision: boolean, original: boolean, dice: Dice): void {
  if (!original) {
    const t = u.allocate(precision);
    if (!t) return;
    const vs = w.vs[groupOf(t)] as GroupAttackParams;
    u.inflict(t, allocatedDamage(w, vs, dice), vs.fnpMortal, dice);
    return;
  }
  const n = rollDamage(w.damage, dice);
  for (let i = 0; i < n; i++) {
    const t = u.allocate(precision);
    if (!t) return;
    u.inflict(t, 1, (w.vs[groupOf(t)] as GroupAttackParams).fnpMortal, dice);
  }
}

export interface SampleOptions {
  trials: number;
  seed?: number | string;
  rng?: RngState;
}

/** Simulate the attacks `trials` times. */
export function sample(input: CombatInput | ResolvedCombat, opts: SampleOptions): SampleResult {
  const r = 'target' in input ? input : resolveCombat(input);
  const rng = new Rng(opts.rng ?? seedRng(opts.seed ?? 1));
  const dice = new RngDice(rng);
  const u = new DefenderState(r.target);
  const original = r.ruleset.devastatingWounds === 'original';
  const c = { attacks: new Counter(), hits: new Counter(), wounds: new Counter(), unsaved: new Counter() };
  const damage = new Counter();
  const models = new Counter();
  const hazardous = new Counter();
  let destroyed = 0;
  let totalAttacks = 0;
  const pending: WeaponParams[] = [];
  // The conditions' single re-rolls are one for the unit (shared-reroll.ts): one token per kind.
  const shared = sharedSingles(r);
  const spare = { hit: { left: true }, wound: { left: true } };
  const weapons = r.weapons.map((w) => {
    const precision = w.precision && r.conditions.precisionOnCharacter;
    const firstGroup =
      (precision ? r.target.characters[0] : undefined) ?? r.target.body[0] ?? r.target.characters[0] ?? 0;
    const bits = singlesOf(w, shared);
    const roller = new AttackRoller(w, {
      ...(bits & 1 ? { hit: spare.hit } : {}),
      ...(bits & 2 ? { wound: spare.wound } : {}),
    });
    return { w, precision, first: w.vs[firstGroup] as GroupAttackParams, roller };
  });
  for (let trial = 0; trial < opts.trials; trial++) {
    u.reset();
    // Every single re-roll is available again (the unit's shared ones too).
    for (const x of weapons) x.roller.newUnit();
    pending.length = 0;
    let attacks = 0;
    let hits = 0;
    let wounds = 0;
    let unsaved = 0;
    let haz = 0;
    for (const { w, precision, first, roller } of weapons) {
      let n = 0;
      for (let m = 0; m < w.models; m++) n += rollAttacks(w.attacks, dice);
      attacks += n;
      const tally = roller.tally;
      for (let a = 0; a < n; a++) {
        roller.roll(dice);
        hits += tally.hits;
        wounds += tally.normal + tally.devastating;
        for (let k = 0; k < tally.normal; k++) unsaved += normalWound(w, u, precision, first, dice);
        for (let k = 0; k < tally.devastating; k++) pending.push(w);
        unsaved += tally.devastating;
      }
      for (let t = 0; t < w.hazardousTests; t++) if (dice.d6() === 1) haz += 3;
    }
    for (const w of pending) devastatingWound(w, u, w.precision && r.conditions.precisionOnCharacter, original, dice);
    totalAttacks += attacks;
    c.attacks.add(attacks);
    c.hits.add(hits);
    c.wounds.add(wounds);
    c.unsaved.add(unsaved);
    damage.add(u.lost);
    models.add(u.models);
    hazardous.add(haz);
    if (u.destroyed) destroyed++;
  }
  const t = opts.trials;
  return {
    trials: t,
    attacks: c.attacks.dist(t),
    hits: c.hits.dist(t),
    wounds: c.wounds.dist(t),
    unsaved: c.unsaved.dist(t),
    damage: damage.dist(t),
    modelsDestroyed: models.dist(t),
    unitDestroyed: destroyed / t,
    hazardous: hazardous.dist(t),
    totalAttacks,
    rng: rng.state(),
  };
}
