import type { DiceExpr } from '../dice/expr.js';
import type { WeaponAbility } from '../rules/weapon-abilities.js';

/**
 * The inputs of the attack calculator: who attacks with what, whom, under which conditions and
 * which version of the rules. Plain data; the scenario file (scenario.ts) and the game build these.
 */

/**
 * How a roll is re-rolled. `ones`: an unmodified 1. `failed`: a roll that fails. `non-critical`:
 * every roll that is not a Critical Hit/Wound (fishing for criticals, successes included).
 * `single`: one failed roll among all of this weapon's rolls of that kind (a Command Re-roll).
 */
export type RerollPolicy = 'none' | 'ones' | 'failed' | 'non-critical' | 'single';
export const REROLL_POLICIES: readonly RerollPolicy[] = ['none', 'ones', 'failed', 'non-critical', 'single'];

/** Saving throws are re-rolled by the defender: a 1, or any failed save. */
export type SaveRerollPolicy = 'none' | 'ones' | 'failed';
export const SAVE_REROLL_POLICIES: readonly SaveRerollPolicy[] = ['none', 'ones', 'failed'];

/**
 * A Damage roll is re-rolled (all its dice) when it is the lowest possible (`ones`) or below the
 * dice's average (`below-average`, e.g. 1-3 on a D6, 1 on a D3).
 */
export type DamageRerollPolicy = 'none' | 'ones' | 'below-average';
export const DAMAGE_REROLL_POLICIES: readonly DamageRerollPolicy[] = ['none', 'ones', 'below-average'];

/** The two published versions of [DEVASTATING WOUNDS] (rules-10e.md, "Weapon abilities"). */
export type DevastatingWoundsRule = 'current' | 'original';

export interface WeaponInput {
  name: string;
  /** Models firing (or fighting with) this weapon; each makes the weapon's attacks. */
  models: number;
  type: 'ranged' | 'melee';
  attacks: DiceExpr;
  /** BS or WS as X of "X+"; null for N/A (Torrent). */
  skill: number | null;
  strength: number;
  /** As printed: 0 or negative. */
  ap: number;
  damage: DiceExpr;
  abilities: readonly WeaponAbility[];
  /** Re-rolls that apply to this weapon only, on top of the conditions' ones. */
  rerollHits?: RerollPolicy;
  rerollWounds?: RerollPolicy;
  rerollDamage?: DamageRerollPolicy;
}

/** One kind of model in the defending unit (a Bodyguard squad, its sergeant, an attached Leader). */
export interface ModelGroupInput {
  name: string;
  models: number;
  toughness: number;
  /** Save characteristic X of "X+" (7 for none). */
  save: number;
  invulnerable: number | null;
  wounds: number;
  feelNoPain: number | null;
  /** Feel No Pain that works only against mortal wounds (Devastating Wounds' mortal wounds too). */
  feelNoPainMortal?: number | null;
  /** Feel No Pain that works only against Psychic Attacks. */
  feelNoPainPsychic?: number | null;
  /** "Subtract 1 from the Damage characteristic" (to a minimum of 1), per allocated attack. */
  damageReduction?: number;
  /** "Halve the Damage characteristic" (rounding up), per allocated attack. */
  halveDamage?: boolean;
  /** Keywords of these models; CHARACTER marks an attached Leader (allocated after the Bodyguard). */
  keywords: readonly string[];
}

export interface DefenderInput {
  name?: string;
  /** The first group is the unit's main models; more groups for sergeants, storm shields, Leaders. */
  groups: readonly ModelGroupInput[];
  /** Keywords of the whole unit (added to every group's own). */
  keywords: readonly string[];
  /** "The first failed saving throw made for this unit is ignored" (once per attacking unit). */
  ignoreFirstFailedSave?: boolean;
}

export interface Conditions {
  hitModifier: number;
  woundModifier: number;
  rerollHits: RerollPolicy;
  rerollWounds: RerollPolicy;
  rerollSaves: SaveRerollPolicy;
  rerollDamage: DamageRerollPolicy;
  critHitOn: number;
  critWoundOn: number;
  remainedStationary: boolean;
  withinHalfRange: boolean;
  charged: boolean;
  targetVisible: boolean;
  cover: boolean;
  stealth: boolean;
  /** Added to the BS/WS characteristic: -1 improves 3+ to 2+ (not capped). */
  skillModifier: number;
  strengthModifier: number;
  toughnessModifier: number;
  /** Added to AP: -1 improves AP 0 to AP -1 (not capped). */
  apModifier: number;
  damageModifier: number;
  attacksModifier: number;
  /** Added to armour saving throws (+1 is better); the net save modifier is capped at +1. */
  saveModifier: number;
  /** Precision attacks are allocated to a visible CHARACTER while one lives (the attacker's choice). */
  precisionOnCharacter: boolean;
  /** Fire Overwatch: only an unmodified Hit roll of 6 scores a hit, whatever the BS and modifiers. */
  overwatch: boolean;
  /** Further Hit roll modifiers with their sources (the game's Damaged, Big Guns Never Tire...). */
  hitModifiers?: readonly { n: number; source: string }[];
}

export const DEFAULT_CONDITIONS: Readonly<Conditions> = {
  hitModifier: 0,
  woundModifier: 0,
  rerollHits: 'none',
  rerollWounds: 'none',
  rerollSaves: 'none',
  rerollDamage: 'none',
  critHitOn: 6,
  critWoundOn: 6,
  remainedStationary: false,
  withinHalfRange: false,
  charged: false,
  targetVisible: true,
  cover: false,
  stealth: false,
  skillModifier: 0,
  strengthModifier: 0,
  toughnessModifier: 0,
  apModifier: 0,
  damageModifier: 0,
  attacksModifier: 0,
  saveModifier: 0,
  precisionOnCharacter: true,
  overwatch: false,
};

export interface CombatRuleset {
  devastatingWounds: DevastatingWoundsRule;
}

export const DEFAULT_RULESET: Readonly<CombatRuleset> = { devastatingWounds: 'current' };

export interface CombatInput {
  /** Weapons in the order they are resolved; damage carries from one to the next. */
  weapons: readonly WeaponInput[];
  defender: DefenderInput;
  conditions: Conditions;
  ruleset: CombatRuleset;
}
