import type { Placement } from '../geometry/vec.js';
import type { ModelId, PlayerIndex, UnitId } from '../types.js';

/**
 * One charge in progress: declared (targets chosen), rolled (2D6), moved or failed. The Charge step
 * and Heroic Intervention both run it.
 */
export interface ChargeProgress {
  player: PlayerIndex;
  unit: UnitId;
  targets: UnitId[];
  stage: 'declared' | 'rolled' | 'move' | 'ended';
  /** The Charge roll (after any re-roll). */
  roll?: number;
  /** Whether a Charge move gives the Charge bonus (Heroic Intervention does not). */
  bonus: boolean;
  /** The Charge move made, once made. */
  paths?: Record<ModelId, Placement[]>;
}
