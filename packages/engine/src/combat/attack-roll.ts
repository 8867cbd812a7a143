import type { WeaponParams } from './params.js';
import { CRITICAL, type Dice, FAIL, hitResult, rerolls, rollExpr, SUCCESS, woundResult } from './rolls.js';
import type { RerollPolicy } from './types.js';

/**
 * One attack, die by die, up to its Wound rolls: the Hit roll and its re-roll, Sustained Hits,
 * Lethal Hits, the Wound rolls and Devastating Wounds. The sampler runs it millions of times; the
 * game runs it once per attack with dice it records.
 */

/**
 * A Hit or Wound roll as a table over faces (built from hitResult/woundResult and rerolls), so the
 * inner loop is a few array reads. `single` spends one re-roll on the first failure.
 */
export class RollTable {
  private readonly result = new Int8Array(7);
  private readonly again = new Uint8Array(7);
  private readonly single: boolean;

  /** `spare`: whether the single re-roll is still unspent (shared by the weapons of a unit). */
  constructor(
    classify: (face: number) => number,
    policy: RerollPolicy,
    readonly spare: SingleReroll = { left: true },
  ) {
    this.single = policy === 'single';
    for (let f = 1; f <= 6; f++) {
      const r = classify(f) as 0 | 1 | 2;
      this.result[f] = r;
      this.again[f] = rerolls(policy, f, r) ? 1 : 0;
    }
  }

  roll(dice: Dice): number {
    const face = dice.d6();
    const r = this.result[face] as number;
    if (this.again[face]) return this.result[dice.d6()] as number;
    if (this.single && r === FAIL && this.spare.left) {
      this.spare.left = false;
      return this.result[dice.d6()] as number;
    }
    return r;
  }
}

/** A single re-roll (a Command Re-roll): unspent while `left`. */
export interface SingleReroll {
  left: boolean;
}

/** What one attack produced: hits scored, wounds to save (Lethal Hits included), devastating wounds. */
export interface AttackTally {
  /** The Hit roll's result (SUCCESS for Torrent). */
  hit: number;
  hits: number;
  normal: number;
  devastating: number;
}

/**
 * What a Hit roll's result gives an attack: the hits it scores, the Wound rolls to make and the hits
 * that wound automatically (Lethal Hits). `sustained` is the number of extra hits rolled for a Critical
 * Hit (Sustained Hits X); pass 0 otherwise. Torrent weapons pass SUCCESS.
 */
export function hitOutcome(
  w: WeaponParams,
  result: number,
  sustained: number,
): { hits: number; woundRolls: number; autoWounds: number } {
  if (result === FAIL) return { hits: 0, woundRolls: 0, autoWounds: 0 };
  if (result !== CRITICAL || w.hit.auto) return { hits: 1, woundRolls: 1, autoWounds: 0 };
  // The Critical Hit wounds automatically with Lethal Hits (it is not a Critical Wound).
  const auto = w.lethalHits ? 1 : 0;
  return { hits: 1 + sustained, woundRolls: 1 + sustained - auto, autoWounds: auto };
}

/** What a Wound roll's result gives: nothing, a wound to save, or a Devastating Wound. */
export function woundOutcome(w: WeaponParams, result: number): 'none' | 'normal' | 'devastating' {
  if (result === FAIL) return 'none';
  return result === CRITICAL && w.devastatingWounds ? 'devastating' : 'normal';
}

export class AttackRoller {
  readonly tally: AttackTally = { hit: FAIL, hits: 0, normal: 0, devastating: 0 };
  private readonly hit: RollTable;
  private readonly wound: RollTable;

  /** `shared`: the unit's single re-rolls this weapon spends (its own when absent). */
  constructor(
    readonly weapon: WeaponParams,
    shared: { hit?: SingleReroll; wound?: SingleReroll } = {},
  ) {
    this.hit = new RollTable((f) => hitResult(weapon.hit, f), weapon.hit.reroll, shared.hit);
    this.wound = new RollTable((f) => woundResult(weapon.wound, f), weapon.wound.reroll, shared.wound);
  }

  /** A new attacking unit's attacks: the single re-rolls are available again. */
  newUnit(): void {
    this.hit.spare.left = true;
    this.wound.spare.left = true;
  }

  /** Roll one attack; the result is in `tally` (reused, so copy what you keep). */
  roll(dice: Dice): AttackTally {
    const w = this.weapon;
    const t = this.tally;
    t.hits = 0;
    t.normal = 0;
    t.devastating = 0;
    t.hit = w.hit.auto ? SUCCESS : this.hit.roll(dice);
    if (t.hit === FAIL) return t;
    const extra = t.hit === CRITICAL && w.sustainedHits && !w.hit.auto ? rollExpr(w.sustainedHits, dice) : 0;
    const o = hitOutcome(w, t.hit, extra);
    t.hits = o.hits;
    t.normal = o.autoWounds;
    for (let k = 0; k < o.woundRolls; k++) {
      const res = woundOutcome(w, this.wound.roll(dice));
      if (res === 'devastating') t.devastating++;
      else if (res === 'normal') t.normal++;
    }
    return t;
  }
}
