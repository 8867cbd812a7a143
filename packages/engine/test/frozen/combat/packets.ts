import { type DiceExpr, diceDistribution } from '../dice/expr.js';
import { convolve, type Pmf, shift } from '../dice/pmf.js';
import { savePassProb } from './attack-dist.js';
import type { DamageParams, GroupAttackParams, TargetParams, WeaponParams } from './params.js';
import { damageToModel, rerollsDamage } from './rolls.js';
import type { DevastatingWoundsRule } from './types.js';
import type { PacketKind } from './unit-chain.js';

/**
 * What a weapon's wounds do to each model group: damage distributions (re-rolls, Melta, halving,
 * reduction, Feel No Pain per point) built from the same functions the dice use.
 */

function diceOnly(e: DiceExpr): Pmf {
  return diceDistribution({ ...e, bonus: 0 });
}

/** The Damage characteristic as rollDamageCharacteristic rolls it. */
export function characteristicPmf(d: DamageParams): Pmf {
  const once = diceOnly(d.dice);
  let p: Pmf = once;
  if (d.reroll !== 'none' && d.dice.count > 0) {
    let again = 0;
    p = once.map((q, t) => {
      if (q !== 0 && rerollsDamage(d.reroll, d.dice, t)) {
        again += q;
        return 0;
      }
      return q;
    });
    p = p.map((q, t) => q + again * (once[t] as number));
  }
  return shift(p, d.dice.bonus);
}

/** The added modifiers as rollDamageAdded rolls them: pmf over values, shifted by `offset`. */
export function addedPmf(d: DamageParams): { pmf: Pmf; offset: number } {
  let pmf: Pmf = [1];
  let offset = 0;
  for (const x of d.extra) {
    pmf = convolve(pmf, diceOnly(x));
    offset += x.bonus;
  }
  return { pmf, offset };
}

/** The attack's Damage before the target's own modifiers, as rollDamage rolls it. */
export function rawDamagePmf(d: DamageParams): Pmf {
  const add = addedPmf(d);
  return shift(convolve(characteristicPmf(d), add.pmf), add.offset);
}

/** Probability a Feel No Pain roll stops one wound. */
export function fnpStops(threshold: number | null): number {
  return threshold === null ? 0 : Math.max(0, 7 - threshold) / 6;
}

/** Of `v` wounds, how many are lost after Feel No Pain: Binomial(v, 1 - stop). */
function afterFnp(v: number, stop: number): Pmf {
  const out: Pmf = new Array<number>(v + 1).fill(0);
  const keep = 1 - stop;
  let c = 1;
  for (let k = 0; k <= v; k++) {
    out[k] = c * keep ** k * stop ** (v - k);
    c = (c * (v - k)) / (k + 1);
  }
  return out;
}

/** Damage an attack allocated to a model of group `g` inflicts, as allocatedDamage rolls it. */
export function allocatedDamagePmf(d: DamageParams, g: GroupAttackParams): Pmf {
  const add = addedPmf(d);
  const out: Pmf = [0];
  characteristicPmf(d).forEach((pc, c) => {
    if (pc === 0) return;
    add.pmf.forEach((pa, a) => {
      if (pa === 0) return;
      const v = damageToModel(c, a + add.offset, g);
      while (out.length <= v) out.push(0);
      out[v] = (out[v] as number) + pc * pa;
    });
  });
  return out;
}

/** Wounds a model loses from an attack whose allocated Damage has distribution `dmg`. */
export function damageLostPmf(dmg: Pmf, fnp: number | null): Pmf {
  const stop = fnpStops(fnp);
  if (stop === 0) return dmg;
  const out: Pmf = [0];
  dmg.forEach((p, v) => {
    if (p === 0) return;
    afterFnp(v, stop).forEach((q, k) => {
      while (out.length <= k) out.push(0);
      out[k] = (out[k] as number) + p * q;
    });
  });
  return out;
}

/** The save pass probability against each group, and whether it is the same for all of them. */
export function savePass(w: WeaponParams): { pass: number[]; uniform: boolean } {
  const pass = w.vs.map((g) => savePassProb(g.save));
  return { pass, uniform: pass.every((p) => p === pass[0]) };
}

export interface WeaponPackets {
  /** Normal wounds: `thinned` when the save was rolled already (the same save against every group). */
  normal: PacketKind;
  thinned: boolean;
  /** Save pass probability used when thinned (or the first allocated group's otherwise). */
  failSave: number;
  /** Devastating wounds (null when the weapon has none). */
  devastating: PacketKind | null;
}

export function weaponPackets(
  w: WeaponParams,
  target: TargetParams,
  rule: DevastatingWoundsRule,
  precisionOnCharacter: boolean,
): WeaponPackets {
  const precision = w.precision && precisionOnCharacter;
  const { pass, uniform } = savePass(w);
  const firstGroup = (precision ? target.characters[0] : undefined) ?? target.body[0] ?? target.characters[0] ?? 0;
  const normal: PacketKind = {
    mode: 'attack',
    precision,
    usesFlag: target.ignoreFirstFailedSave,
    pass: uniform ? pass.map(() => 0) : pass,
    damage: w.vs.map((g) => damageLostPmf(allocatedDamagePmf(w.damage, g), g.fnp)),
    amount: [1],
    keep: [],
  };
  let devastating: PacketKind | null = null;
  if (w.devastatingWounds) {
    devastating =
      rule === 'current'
        ? {
            mode: 'attack',
            precision,
            usesFlag: false,
            pass: w.vs.map(() => 0),
            damage: w.vs.map((g) => damageLostPmf(allocatedDamagePmf(w.damage, g), g.fnpMortal)),
            amount: [1],
            keep: [],
          }
        : {
            mode: 'mortal',
            precision,
            usesFlag: false,
            pass: [],
            damage: [],
            amount: rawDamagePmf(w.damage),
            keep: w.vs.map((g) => 1 - fnpStops(g.fnpMortal)),
          };
  }
  return { normal, thinned: uniform, failSave: 1 - (pass[firstGroup] ?? 0), devastating };
}
