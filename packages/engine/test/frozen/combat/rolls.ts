import type { DiceExpr } from '../dice/expr.js';
import type { Rng } from '../dice/prng.js';
import type { DamageParams, GroupAttackParams, HitParams, SaveParams, WoundParams } from './params.js';
import type { DamageRerollPolicy, RerollPolicy, SaveRerollPolicy } from './types.js';

/**
 * One attack's rolls, die by die, as the rules make them. The exact evaluator enumerates the faces
 * through these same functions; the sampler and the game roll them with a `Dice` source.
 */

/** Roll outcomes: 0 fails, 1 succeeds, 2 is a critical success. */
export const FAIL = 0;
export const SUCCESS = 1;
export const CRITICAL = 2;
export type RollResult = 0 | 1 | 2;

/** A source of D6 faces: an Rng, injected faces in a test, or a game's logged dice. */
export interface Dice {
  d6(): number;
}

export function hitResult(h: HitParams, face: number): RollResult {
  if (face <= h.failUpTo) return FAIL;
  if (face >= h.critOn) return CRITICAL;
  return face + h.modifier >= h.skill ? SUCCESS : FAIL;
}

export function woundResult(w: WoundParams, face: number): RollResult {
  if (face === 1) return FAIL;
  if (face >= w.critOn) return CRITICAL;
  return face + w.modifier >= w.threshold ? SUCCESS : FAIL;
}

/** Whether a Hit or Wound roll is re-rolled under an automatic policy (`single` is decided outside). */
export function rerolls(policy: RerollPolicy, face: number, result: RollResult): boolean {
  switch (policy) {
    case 'ones':
      return face === 1;
    case 'failed':
      return result === FAIL;
    case 'non-critical':
      return result !== CRITICAL;
    default:
      return false;
  }
}

export function savePasses(s: SaveParams, face: number): boolean {
  return face !== 1 && face >= s.threshold;
}

export function rerollsSave(policy: SaveRerollPolicy, face: number, passed: boolean): boolean {
  if (policy === 'ones') return face === 1;
  if (policy === 'failed') return !passed;
  return false;
}

/** Whether a Damage roll whose dice show `total` is re-rolled. */
export function rerollsDamage(policy: DamageRerollPolicy, dice: DiceExpr, total: number): boolean {
  if (dice.count === 0 || policy === 'none') return false;
  if (policy === 'ones') return total === dice.count;
  return 2 * total < dice.count * (dice.sides + 1);
}

/**
 * The Damage an allocated attack inflicts on a model. `characteristic` is the rolled Damage
 * characteristic (D6+2 as printed is all characteristic), `added` the sum of modifiers such as
 * Melta X. Rules Commentary order: halve first (rounding up), then add, then subtract; a
 * reduction stops at 1.
 */
export function damageToModel(characteristic: number, added: number, g: GroupAttackParams): number {
  let d = (g.halveDamage ? Math.ceil(characteristic / 2) : characteristic) + added;
  if (g.damageReduction > 0 && d > 1) d = Math.max(1, d - g.damageReduction);
  return Math.max(0, d);
}

/** A D3 is a D6 halved, rounding up. */
export function rollFace(sides: 3 | 6, dice: Dice): number {
  const f = dice.d6();
  return sides === 6 ? f : (f + 1) >> 1;
}

/** The dice of an expression, summed (without its bonus). */
export function rollDiceTotal(e: DiceExpr, dice: Dice): number {
  let s = 0;
  for (let i = 0; i < e.count; i++) s += rollFace(e.sides, dice);
  return s;
}

export function rollExpr(e: DiceExpr, dice: Dice): number {
  return Math.max(0, rollDiceTotal(e, dice) + e.bonus);
}

/** Attacks one model makes with the weapon. */
export function rollAttacks(terms: readonly DiceExpr[], dice: Dice): number {
  let n = 0;
  for (const t of terms) n += rollExpr(t, dice);
  return n;
}

/** A Hit roll with its automatic re-roll. Torrent weapons do not roll (always SUCCESS). */
export function rollHit(h: HitParams, dice: Dice): RollResult {
  if (h.auto) return SUCCESS;
  const face = dice.d6();
  const r = hitResult(h, face);
  return rerolls(h.reroll, face, r) ? hitResult(h, dice.d6()) : r;
}

export function rollWound(w: WoundParams, dice: Dice): RollResult {
  const face = dice.d6();
  const r = woundResult(w, face);
  return rerolls(w.reroll, face, r) ? woundResult(w, dice.d6()) : r;
}

export function rollSave(s: SaveParams, dice: Dice): boolean {
  if (s.threshold > 6) return false;
  const face = dice.d6();
  const ok = savePasses(s, face);
  if (s.reroll === 'none') return ok;
  return rerollsSave(s.reroll, face, ok) ? savePasses(s, dice.d6()) : ok;
}

/** The Damage characteristic as rolled (its dice, its re-roll and its printed bonus). */
export function rollDamageCharacteristic(d: DamageParams, dice: Dice): number {
  const e = d.dice;
  if (e.count === 0) return Math.max(0, e.bonus);
  let total = rollDiceTotal(e, dice);
  if (rerollsDamage(d.reroll, e, total)) total = rollDiceTotal(e, dice);
  return Math.max(0, total + e.bonus);
}

/** The modifiers added to Damage (Melta X, damage modifiers), rolled where they are dice. */
export function rollDamageAdded(d: DamageParams, dice: Dice): number {
  let v = 0;
  for (const x of d.extra) v += rollDiceTotal(x, dice) + x.bonus;
  return v;
}

/** The attack's Damage before the target's own modifiers (as Devastating Wounds' original rule uses). */
export function rollDamage(d: DamageParams, dice: Dice): number {
  return Math.max(0, rollDamageCharacteristic(d, dice) + rollDamageAdded(d, dice));
}

/** Feel No Pain: of `points` wounds the model would lose, how many it does lose. */
export function rollFeelNoPain(threshold: number | null, points: number, dice: Dice): number {
  if (threshold === null) return points;
  let lost = 0;
  for (let i = 0; i < points; i++) if (dice.d6() < threshold) lost++;
  return lost;
}

/**
 * A fast D6 source over an Rng: four dice from each 32-bit draw (bytes below 252, so unbiased).
 */
export class RngDice implements Dice {
  private word = 0;
  private left = 0;

  constructor(private readonly rng: Rng) {}

  d6(): number {
    for (;;) {
      if (this.left === 0) {
        this.word = this.rng.nextU32();
        this.left = 4;
      }
      const b = this.word & 0xff;
      this.word >>>= 8;
      this.left--;
      if (b < 252) return (b % 6) + 1;
    }
  }
}

/** Dice that hand out given faces in order (tests, replays); throws when they run out. */
export class ScriptedDice implements Dice {
  private i = 0;

  constructor(private readonly faces: readonly number[]) {}

  d6(): number {
    const f = this.faces[this.i++];
    if (f === undefined) throw new Error(`ScriptedDice: ran out after ${this.faces.length} faces`);
    return f;
  }

  get used(): number {
    return this.i;
  }
}

/** Wraps a source and records every face rolled, for a game's event log. */
export class RecordingDice implements Dice {
  readonly faces: number[] = [];

  constructor(private readonly source: Dice) {}

  d6(): number {
    const f = this.source.d6();
    this.faces.push(f);
    return f;
  }

  /** The faces recorded so far, and start afresh. */
  take(): number[] {
    return this.faces.splice(0, this.faces.length);
  }
}
