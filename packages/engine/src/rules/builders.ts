import type { DiceExpr } from '../dice/expr.js';
import type { Conditions } from './conditions.js';
import type { IgnorableModifier, Stat, StatChange } from './effects.js';
import type { DamageRerollPolicy, RerollPolicy } from './rerolls.js';

/**
 * What a rule's handlers see and what they can change. The attack resolution (combat/resolve.ts)
 * implements the builders; every call names its source, for the modifier list ("-1 to hit:
 * Stealth"). The order in which modifiers combine lives in the builders (roll modifiers net +/-1, a
 * save improves by at most 1, damage halved, then added to, then reduced to a minimum of 1), not in
 * the rules.
 */

/** What the resolution knows when a rule is applied to an attack. */
export interface AttackContext {
  ranged: boolean;
  /** The calculator's conditions; the long-standing asks (Remained Stationary, half range...) are read here. */
  conditions: Conditions;
  /** Models in the target unit when it was selected (Blast). */
  targetModels: number;
  /** Keywords of the target unit, upper case (Anti-X). */
  targetKeywords: ReadonlySet<string>;
  /** Keywords of the attacking unit, upper case. */
  ownKeywords?: ReadonlySet<string>;
  /** The abilities of the weapon making the attack, as parsed. */
  weaponAbilities?: readonly { kind: string }[];
  /** The name of the weapon (or its profile) making the attack (rules naming a weapon). */
  weaponName?: string;
  /** The weapon's Damage characteristic, unmodified (rules "against attacks with an unmodified Damage of 1"). */
  weaponDamage?: DiceExpr;
  /** The attack's Strength and the target's Toughness, where known (rules that compare them). */
  strength?: number;
  toughness?: number;
  /** Counters on the target unit and the attacking unit (Judgement tokens...). */
  counters?: { target: Readonly<Record<string, number>>; own: Readonly<Record<string, number>> };
}

/** How a rule changes an attack; every call names its source for the modifier list. */
export interface AttackBuilder {
  addAttacks(x: DiceExpr, source: string): void;
  hitModifier(n: number, source: string): void;
  woundModifier(n: number, source: string): void;
  addDamage(x: DiceExpr, source: string): void;
  criticalWoundOn(n: number, source: string): void;
  rerollWounds(policy: RerollPolicy, source: string): void;
  autoHit(source: string): void;
  sustainedHits(x: DiceExpr, source: string): void;
  lethalHits(source: string): void;
  devastatingWounds(source: string): void;
  ignoresCover(source: string): void;
  /** Indirect Fire at a target none of whose models are visible. */
  indirectUnseen(source: string): void;
  precision(source: string): void;
  psychic(source: string): void;
  hazardous(source: string): void;
  /** A reminder shown with the result: something the calculator leaves to the user. */
  note(text: string): void;
  /** Re-roll Hit rolls (the strongest policy wins; a single re-roll is not combined with another). */
  rerollHits?(policy: RerollPolicy, source: string): void;
  rerollDamage?(policy: DamageRerollPolicy, source: string): void;
  criticalHitOn?(n: number, source: string): void;
  /** Only an unmodified Hit roll of `n`+ scores a hit, whatever the BS and modifiers (Fire Overwatch: 6). */
  hitOnlyOn?(n: number, source: string): void;
  /** A characteristic of the weapon (A, BS/WS, S, AP, D) changes. */
  stat?(stat: Stat, change: StatChange, source: string): void;
  /** "can ignore any or all modifiers to" the WS/BS, the Hit roll or the Wound roll: those that make it worse are. */
  ignoreModifiers?(to: readonly IgnorableModifier[], source: string): void;
}

/** Where a defence rule applies: the target group, whether it is attacked by a ranged attack. */
export interface DefenceContext {
  /** Undefined when the rule is applied outside an attack (a unit's profile, a scenario file). */
  ranged?: boolean;
  psychic?: boolean;
}

/** How a rule changes a defending model group. */
export interface DefenceBuilder {
  stealth(source: string): void;
  feelNoPain(threshold: number, source: string): void;
  feelNoPainAgainst?(threshold: number, against: 'mortal' | 'psychic', source: string): void;
  invulnerable?(value: number, source: string): void;
  cover?(source: string): void;
  damageReduction?(n: number, source: string): void;
  halveDamage?(source: string): void;
  /** Added to armour saving throws (+1 is better). */
  saveModifier?(n: number, source: string): void;
  /** A characteristic of the models (T, Sv, W) changes. */
  stat?(stat: Stat, change: StatChange, source: string): void;
}
