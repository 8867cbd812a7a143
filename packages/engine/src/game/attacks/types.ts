import type { DefenderInput } from '../../combat/types.js';
import type { ModelId, PlayerIndex, UnitId } from '../types.js';

/** One weapon as a model fires or fights with it: which profile, at which unit. */
export interface WeaponAssignment {
  model: ModelId;
  /** The weapon's name on its datasheet. */
  weapon: string;
  /** For a weapon with several profiles: the one selected (default: the first). */
  profile?: string;
  target: UnitId;
}

/**
 * Attacks that resolve together: one weapon profile fired by some models at one target, under the same
 * conditions (half range, Damaged, Big Guns Never Tire).
 */
export interface AttackGroup {
  weapon: string;
  profile: string;
  /** The models making these attacks (a model twice when it carries two of the weapon). */
  models: ModelId[];
  /** Where the weapon's datasheet is (a Firing Deck weapon belongs to an embarked model). */
  datasheet: string;
  target: UnitId;
  halfRange: boolean;
  /** Hit roll modifiers that apply to these models only, with their sources. */
  hitMods: { n: number; source: string }[];
  /** Its attacks have [PRECISION] (Epic Challenge). */
  precision?: boolean;
  /** Indirect Fire at a target none of whose models the attacking models can see. */
  unseen?: boolean;
  /** Plunging Fire: +1 to the Armour Penetration (from 6" up in a ruin, at a unit at ground level). */
  plunging?: boolean;
}

/** A wound waiting to be allocated: from which group, and whether it is a Devastating Wound. */
export interface PendingWound {
  group: number;
  devastating: boolean;
}

export type AttackStage =
  | 'declared'
  | 'attacks'
  | 'hit-roll'
  | 'hit-resolve'
  | 'wound-roll'
  | 'wound-resolve'
  | 'allocate'
  | 'save'
  | 'save-resolve'
  | 'damage'
  | 'damage-resolve'
  | 'hazardous'
  | 'hazardous-resolve'
  | 'done';

/**
 * Attacks being resolved, die by die, as state: every roll is an event, a window may open after it
 * (Command Re-roll), and the defender may be asked where an attack goes. Normal wounds are allocated
 * as they are scored, weapon by weapon; Devastating Wounds after all other attacks; Hazardous tests last.
 */
export interface AttackSequence {
  id: number;
  type: 'ranged' | 'melee';
  player: PlayerIndex;
  unit: UnitId;
  /** Fire Overwatch: only an unmodified 6 hits. */
  overwatch: boolean;
  groups: AttackGroup[];
  /** Target units in order, and the defender as the attack sequence sees it (fixed once targets are set). */
  targets: UnitId[];
  defenders: Record<UnitId, DefenderInput>;
  /** Defender group index of each model (by datasheet and profile). */
  groupOf: Record<ModelId, number>;
  /** Models in each target when it was selected (Blast). */
  targetModels: Record<UnitId, number>;
  /** Each target's Benefit of Cover and Stealth, as they stand once targets are selected. */
  flags: Record<UnitId, { cover: boolean; stealth: boolean }>;
  /** Models with the Benefit of Cover from terrain against these ranged attacks, and the feature giving it. */
  terrainCover?: Record<ModelId, string>;
  /** The attacking unit Remained Stationary (Heavy) / made a Charge move (Lance) this turn. */
  stationary: boolean;
  charged: boolean;
  stage: AttackStage;
  group: number;
  /** The roll (by id) the current stage reads once its window has closed. */
  rollId?: number;
  /** Current group: attacks, hit faces already resolved into wound rolls to make, auto-wounds. */
  attacks: number;
  woundRolls: number;
  /** Wounds of the current group still to allocate, then the Devastating Wounds held back. */
  queue: PendingWound[];
  devastating: PendingWound[];
  /** The wound being resolved: where it went and its Damage. */
  current: { wound: PendingWound; target: UnitId; model: ModelId; damage?: number } | null;
  /** Hazardous weapons that fired: one test each, after all attacks. */
  hazardous: { model: ModelId; weapon: string }[];
  /** The rolls of which one was re-rolled ("re-roll one Hit roll": policy `single`) in this sequence. */
  singleRerolls?: ('hit' | 'wound')[];
}
