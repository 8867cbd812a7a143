import type { DamageRerollPolicy, RerollPolicy, SaveRerollPolicy } from './rerolls.js';

/**
 * The calculator's situation knobs (the scenario file's `conditions`): what the user says about the
 * attack that the calculator cannot measure, and modifiers typed by hand.
 */
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
  /** Answers to the questions rules ask (rules/asks.ts), by `askKey`; unanswered ones are false. */
  asks?: Readonly<Record<string, boolean>>;
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
