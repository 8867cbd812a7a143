import type { Action, ActionType } from './commands.js';
import type { Rect } from './geometry/battlefield.js';
import type { Footprint } from './geometry/shapes.js';
import type { Placement } from './geometry/vec.js';
import type { SetUpRule } from './setup-rules.js';
import type { ModelId, MoveKind, PlayerIndex, UnitId } from './types.js';

/** The shape of a parametric answer (positions, paths, a choice of models). */
export type ParamSchema =
  | {
      kind: 'positions';
      unit: UnitId;
      models: { id: ModelId; footprint: Footprint }[];
      /** The model must be wholly within one of these. */
      zones: Rect[];
    }
  | {
      kind: 'paths';
      unit: UnitId;
      move: MoveKind | 'charge' | 'pile-in' | 'consolidate';
      /** Inches each model may move along its path (the slowest model's, where models differ). */
      maxDistance: number;
      /** `maxDistance` on a model: that model may go farther than the unit's (its own Move). */
      models: { id: ModelId; from: Placement; footprint: Footprint; maxDistance?: number }[];
      /** A friendly TRANSPORT the unit could embark within at the end of this move. */
      transports?: UnitId[];
      /** Charge targets (a Charge move must end within Engagement Range of each). */
      targets?: UnitId[];
      /** A legal answer the engine found, where it looked for one. */
      suggested?: Record<ModelId, Placement[]>;
    }
  | {
      kind: 'setup';
      unit: UnitId;
      models: { id: ModelId; footprint: Footprint }[];
      /** The rule the set-up must follow (Deep Strike, Strategic Reserves, disembarking). */
      rule: SetUpRule;
      method?: 'deep-strike' | 'strategic';
    }
  | {
      kind: 'attacks';
      unit: UnitId;
      type: 'ranged' | 'melee';
      /** Each weapon a model could use, its profiles and the units it could target. */
      weapons: { model: ModelId; weapon: string; profiles: string[]; targets: UnitId[] }[];
    }
  | {
      kind: 'models';
      unit: UnitId;
      count: number;
      candidates: ModelId[];
      /** A valid answer the engine found, where it looked for one. */
      suggested?: ModelId[];
    };

export type DecisionOption =
  /** A complete action: send it as it is. */
  | { kind: 'choice'; label: string; action: Action }
  /** An action to complete with parameters of the given schema. */
  | { kind: 'parametric'; label: string; action: ActionType; unit?: UnitId; schema: ParamSchema };

export type DecisionKind =
  | 'declare-formations'
  | 'deploy-unit'
  | 'move-units'
  | 'advance-move'
  | 'select-casualties'
  | 'reinforcements'
  | 'arrive'
  | 'rule-choice'
  | 'rule-option'
  | 'rule-move'
  | 'rule-disembark'
  | 'stratagem-window'
  | 'shoot'
  | 'overwatch'
  | 'allocate-attack'
  | 'declare-charge'
  | 'charge-move'
  | 'fight'
  | 'pile-in'
  | 'melee-attacks'
  | 'consolidate';

/** The one thing the engine waits for: who decides, what kind of decision, and the legal options. */
export interface DecisionRequest {
  player: PlayerIndex;
  kind: DecisionKind;
  prompt: string;
  /** The sequence number to put in the answering command. */
  seq: number;
  options: DecisionOption[];
}
