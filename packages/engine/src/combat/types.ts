import type { DiceExpr } from '../dice/expr.js';
import type { Conditions } from '../rules/conditions.js';
import type { Effect } from '../rules/effects.js';
import type { DamageRerollPolicy, RerollPolicy } from '../rules/rerolls.js';
import type { WeaponAbility } from '../rules/weapon-abilities.js';

export * from '../rules/conditions.js';
export * from '../rules/rerolls.js';

/**
 * The inputs of the attack calculator: who attacks with what, whom, under which conditions and
 * which version of the rules. Plain data; the scenario file (scenario.ts) and the game build these.
 */

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

export interface CombatRuleset {
  devastatingWounds: DevastatingWoundsRule;
}

export const DEFAULT_RULESET: Readonly<CombatRuleset> = { devastatingWounds: 'current' };

/**
 * A rule in force in a combat (rules/registry.ts): a datasheet's, faction's or detachment's rule, a
 * Stratagem used, an effect in the game. Its rows and handlers come from its definition; `effects`
 * gives rows of its own instead (an active effect's, a compiled text's).
 */
export interface RuleUse {
  /** A registered rule's id. */
  rule: string;
  /** The modifier list's source; the rule's name when absent ("Fortify (Grimnyr)"). */
  source?: string;
  params?: unknown;
  effects?: readonly Effect[];
  /** Attacker: only these weapons (indexes); all when absent. */
  weapons?: readonly number[];
  /** Defender: the model groups that hold the rule (a Leader's ability, a profile's save); all when absent. */
  groups?: readonly number[];
  /** The holder is a Leader leading the unit (measured by the game; for a defender, read from its groups). */
  leading?: boolean;
  /**
   * The unit is affected by another model's ability (a Bondsman ability used on this ARMIGER): only the
   * rule's `bonded` rows apply. Without it, `bonded` rows never apply (the holder's own use).
   */
  bonded?: boolean;
}

export interface CombatRules {
  /** Rules held by the attacking unit (its attacks) and the defending unit (its defence). */
  attacker?: readonly RuleUse[];
  defender?: readonly RuleUse[];
}

export interface CombatInput {
  /** Weapons in the order they are resolved; damage carries from one to the next. */
  weapons: readonly WeaponInput[];
  defender: DefenderInput;
  conditions: Conditions;
  ruleset: CombatRuleset;
  rules?: CombatRules;
  /** Keywords of the attacking unit (rules that ask for them). */
  attackerKeywords?: readonly string[];
}
