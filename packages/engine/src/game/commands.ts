import { z } from 'zod';
import type { Placement } from './geometry/vec.js';
import type { ModelId, PlayerIndex, UnitId } from './types.js';

/** Each model's path: the waypoints after its start, the last being where it ends. Unlisted models stay put. */
export type Paths = Record<ModelId, Placement[]>;

/** What a player asks the engine to do. Every answer to a DecisionRequest is one of these. */
export type Action =
  | { type: 'deploy'; unit: UnitId; positions: Record<ModelId, Placement> }
  | { type: 'normal-move'; unit: UnitId; paths: Paths }
  | { type: 'advance'; unit: UnitId }
  | { type: 'advance-move'; unit: UnitId; paths: Paths }
  | { type: 'fall-back'; unit: UnitId; paths: Paths }
  | { type: 'remain-stationary'; unit: UnitId }
  /** Finish the Move Units step; units not selected Remain Stationary. */
  | { type: 'end-move-units' }
  | { type: 'select-casualties'; models: ModelId[] }
  | { type: 'use-stratagem'; stratagem: string; target?: UnitId; die?: number }
  /** Decline every Stratagem in the open window. */
  | { type: 'pass' }
  /** CP from a rule the engine does not automate (subject to the cap on CP gains). */
  | { type: 'gain-cp'; amount: number; source: string }
  | { type: 'concede' };

export type ActionType = Action['type'];

/**
 * A command: who sends it, the sequence number of the state they saw (stale commands are rejected),
 * and the action.
 */
export interface Command {
  seq: number;
  player: PlayerIndex;
  action: Action;
}

const PlacementSchema = z.object({
  x: z.number(),
  y: z.number(),
  z: z.number().optional(),
  facing: z.number().optional(),
});
const PathsSchema = z.record(z.string(), z.array(PlacementSchema).max(64));
const unit = z.string().min(1);

/** The boundary check for actions that arrive as JSON (CLI, server, files). */
export const ActionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('deploy'), unit, positions: z.record(z.string(), PlacementSchema) }),
  z.object({ type: z.literal('normal-move'), unit, paths: PathsSchema }),
  z.object({ type: z.literal('advance'), unit }),
  z.object({ type: z.literal('advance-move'), unit, paths: PathsSchema }),
  z.object({ type: z.literal('fall-back'), unit, paths: PathsSchema }),
  z.object({ type: z.literal('remain-stationary'), unit }),
  z.object({ type: z.literal('end-move-units') }),
  z.object({ type: z.literal('select-casualties'), models: z.array(z.string()).max(200) }),
  z.object({
    type: z.literal('use-stratagem'),
    stratagem: z.string().min(1),
    target: z.string().optional(),
    die: z.number().int().min(0).optional(),
  }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('gain-cp'), amount: z.number().int().min(1).max(10), source: z.string().min(1) }),
  z.object({ type: z.literal('concede') }),
]);
