import type { DiceExpr } from '../dice/expr.js';
import type { CombatRuleset, Conditions, DamageRerollPolicy, RerollPolicy, SaveRerollPolicy } from './types.js';

/**
 * Resolved parameters: what one attack of a weapon needs, with every modifier that went into it and
 * where it came from. The exact evaluator, the sampler and the game all read these.
 */

export type ModifierStat =
  | 'attacks'
  | 'skill'
  | 'hit'
  | 'critical-hit'
  | 'strength'
  | 'toughness'
  | 'wound'
  | 'critical-wound'
  | 'ap'
  | 'cover'
  | 'save'
  | 'damage'
  | 're-roll'
  | 'feel-no-pain'
  | 'ability';

/** One applied modifier: `text` reads like "-1 to hit: Stealth". */
export interface AppliedModifier {
  stat: ModifierStat;
  /** "-1", "+D3", "5+", "re-roll failed": the change, as printed. */
  value: string;
  source: string;
  text: string;
}

export interface HitParams {
  /** Torrent: hits automatically, no Hit roll (so no Critical Hit). */
  auto: boolean;
  /** BS/WS after characteristic modifiers (X of "X+"). */
  skill: number;
  /** Net Hit roll modifier, already capped at -1..+1. */
  modifier: number;
  /** Unmodified rolls of this or more are Critical Hits. */
  critOn: number;
  /** Unmodified rolls of this or less always fail (1; 3 for Indirect Fire at an unseen target). */
  failUpTo: number;
  reroll: RerollPolicy;
}

export interface WoundParams {
  strength: number;
  toughness: number;
  /** From the Strength vs Toughness table (2..6). */
  threshold: number;
  /** Net Wound roll modifier, already capped at -1..+1. */
  modifier: number;
  critOn: number;
  reroll: RerollPolicy;
}

export interface DamageParams {
  /** The Damage characteristic's dice; a re-roll re-rolls these. */
  dice: DiceExpr;
  /** Added dice and numbers (Melta X, damage modifiers). */
  extra: readonly DiceExpr[];
  reroll: DamageRerollPolicy;
}

export interface SaveParams {
  kind: 'armour' | 'invulnerable' | 'none';
  /** The unmodified roll needed (2..7; 7 means the save cannot succeed). */
  threshold: number;
  reroll: SaveRerollPolicy;
}

/** A weapon's attacks against one model group of the target. */
export interface GroupAttackParams {
  save: SaveParams;
  damageReduction: number;
  halveDamage: boolean;
  /** Feel No Pain against this weapon's normal damage (null: none). */
  fnp: number | null;
  /** Feel No Pain against its mortal wounds (Devastating Wounds). */
  fnpMortal: number | null;
  modifiers: AppliedModifier[];
}

export interface WeaponParams {
  index: number;
  name: string;
  type: 'ranged' | 'melee';
  models: number;
  /** Per model: these terms are rolled and added (the Attacks characteristic, Blast, Rapid Fire X). */
  attacks: readonly DiceExpr[];
  hit: HitParams;
  wound: WoundParams;
  sustainedHits: DiceExpr | null;
  lethalHits: boolean;
  devastatingWounds: boolean;
  ap: number;
  damage: DamageParams;
  precision: boolean;
  psychic: boolean;
  /** Number of Hazardous tests the attacking unit takes for this weapon (0 when not Hazardous). */
  hazardousTests: number;
  /** Per target group, in TargetParams.groups order. */
  vs: GroupAttackParams[];
  modifiers: AppliedModifier[];
  /** Reminders for what the calculator does not apply (unknown abilities, eligibility rules). */
  notes: string[];
}

export interface TargetGroup {
  name: string;
  models: number;
  wounds: number;
  character: boolean;
}

export interface TargetParams {
  name: string;
  groups: TargetGroup[];
  /** Group index of each non-CHARACTER model, in allocation order. */
  body: number[];
  /** Group index of each CHARACTER model (attached Leaders), in allocation order. */
  characters: number[];
  models: number;
  totalWounds: number;
  /** Toughness used by every attack (Bodyguard models' when a Leader is attached). */
  toughness: number;
  keywords: string[];
  ignoreFirstFailedSave: boolean;
  modifiers: AppliedModifier[];
}

export interface ResolvedCombat {
  weapons: WeaponParams[];
  target: TargetParams;
  ruleset: CombatRuleset;
  conditions: Conditions;
}

const LABEL: Record<ModifierStat, string> = {
  attacks: 'attacks',
  skill: 'BS/WS',
  hit: 'to hit',
  'critical-hit': 'critical hit on',
  strength: 'Strength',
  toughness: 'Toughness',
  wound: 'to wound',
  'critical-wound': 'critical wound on',
  ap: 'AP',
  cover: 'Benefit of Cover',
  save: 'to save',
  damage: 'damage',
  're-roll': '',
  'feel-no-pain': 'Feel No Pain',
  ability: '',
};

/** Build an attributed modifier; `value` like "-1", "+D3", "5+" or a phrase such as "re-roll failed hits". */
export function modifier(stat: ModifierStat, value: string, source: string): AppliedModifier {
  const label = LABEL[stat];
  const labelFirst = stat === 'critical-hit' || stat === 'critical-wound' || stat === 'feel-no-pain';
  const head = labelFirst ? `${label} ${value}` : `${value} ${label}`.trim();
  return { stat, value, source, text: `${head}: ${source}` };
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The Wound roll needed for Strength S against Toughness T (rules-10e.md, "Wound roll"). */
export function woundThreshold(strength: number, toughness: number): number {
  if (strength >= 2 * toughness) return 2;
  if (strength > toughness) return 3;
  if (strength === toughness) return 4;
  if (2 * strength <= toughness) return 6;
  return 5;
}
