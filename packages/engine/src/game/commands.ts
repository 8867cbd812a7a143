import { z } from 'zod';
import type { WeaponAssignment } from './attacks/types.js';
import type { Placement } from './geometry/vec.js';
import type { ModelId, PlayerIndex, ReserveKind, UnitId } from './types.js';

/** Each model's path: the waypoints after its start, the last being where it ends. Unlisted models stay put. */
export type Paths = Record<ModelId, Placement[]>;

/** What a player asks the engine to do. Every answer to a DecisionRequest is one of these. */
export type Action =
  // Declare Battle Formations
  | { type: 'attach-leader'; leader: UnitId; bodyguard: UnitId }
  | { type: 'join-retinue'; unit: UnitId; bodyguard: UnitId }
  | { type: 'set-reserves'; unit: UnitId; reserve: ReserveKind }
  | { type: 'embark-start'; unit: UnitId; transport: UnitId }
  | { type: 'end-formations' }
  | { type: 'deploy'; unit: UnitId; positions: Record<ModelId, Placement> }
  /** A move ending with every model within 3" of a friendly TRANSPORT may embark within it (`embark`). */
  | { type: 'normal-move'; unit: UnitId; paths: Paths; embark?: UnitId }
  | { type: 'advance'; unit: UnitId }
  | { type: 'advance-move'; unit: UnitId; paths: Paths; embark?: UnitId }
  | { type: 'fall-back'; unit: UnitId; paths: Paths; embark?: UnitId }
  | { type: 'disembark'; unit: UnitId; positions: Record<ModelId, Placement> }
  /** Reinforcements: set a unit up from Reserves (Deep Strike, or Strategic Reserves by the edges). */
  | { type: 'arrive'; unit: UnitId; positions: Record<ModelId, Placement>; method: ReserveKind }
  | { type: 'end-reinforcements' }
  | { type: 'shoot'; unit: UnitId; attacks: WeaponAssignment[] }
  | { type: 'end-shooting' }
  | { type: 'declare-charge'; unit: UnitId; targets: UnitId[] }
  | { type: 'charge-move'; unit: UnitId; paths: Paths }
  /** Make no Charge move: the charge fails. */
  | { type: 'decline-charge'; unit: UnitId }
  | { type: 'end-charges' }
  | { type: 'fight'; unit: UnitId }
  | { type: 'pile-in'; unit: UnitId; paths: Paths }
  | { type: 'melee'; unit: UnitId; attacks: WeaponAssignment[] }
  | { type: 'consolidate'; unit: UnitId; paths: Paths }
  /** The defender's choice of model for the attack being allocated. */
  | { type: 'allocate'; model: ModelId }
  | { type: 'remain-stationary'; unit: UnitId }
  /** Finish the Move Units step; units not selected Remain Stationary. */
  | { type: 'end-move-units' }
  | { type: 'select-casualties'; models: ModelId[] }
  /**
   * `die`: which roll a re-roll takes; `model`/`enemy`: a model or enemy unit the Stratagem names;
   * `spend`: the points the Stratagem lets you spend are spent ("you can spend 3YP").
   */
  | {
      type: 'use-stratagem';
      stratagem: string;
      target?: UnitId;
      die?: number;
      model?: ModelId;
      enemy?: UnitId;
      spend?: boolean;
      /** A rule the player chooses to use makes the use cost less (Ancestral Crest). */
      reduced?: boolean;
    }
  /** Use a unit's datasheet ability the game offers (game/ability-windows.ts); `enemy`: the unit it selects. */
  | { type: 'use-ability'; rule: string; unit: UnitId; enemy?: UnitId; choice?: number }
  /**
   * Use a rule the pending decision offers, with what it selects: an enemy unit (Guerrilla Adepts), or the
   * model of `unit` using its ability on the friendly unit `target` (Bondsman).
   */
  | { type: 'use-rule'; rule: string; unit?: UnitId; target?: UnitId; enemy?: UnitId }
  /** Decline every Stratagem in the open window. */
  | { type: 'pass' }
  /** A rule's selection of an objective marker (by its index in the mission): Dauntless Defenders' foundations. */
  | { type: 'select-objective'; rule: string; objective: number }
  /** Select one of the options an army rule offers (game/rule-options.ts), or take its test (`test`). */
  | { type: 'rule-option'; option: string }
  /** CP from a rule the engine does not automate (subject to the cap on CP gains). */
  | { type: 'gain-cp'; amount: number; source: string }
  /** VP a player scores by hand from a mission card the engine does not score (any time). */
  | { type: 'score-vp'; card: string; amount: number }
  /** Discard one of the player's active Tactical Missions (any time; 1CP at the end of their own turn is theirs to claim). */
  | { type: 'discard-secondary'; card: string }
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
const PositionsSchema = z.record(z.string(), PlacementSchema);
const reserve = z.enum(['deep-strike', 'strategic']);
const AttacksSchema = z
  .array(
    z.object({
      model: z.string().min(1),
      weapon: z.string().min(1),
      profile: z.string().optional(),
      target: z.string().min(1),
    }),
  )
  .max(400);

/** The boundary check for actions that arrive as JSON (CLI, server, files). */
export const ActionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('attach-leader'), leader: unit, bodyguard: unit }),
  z.object({ type: z.literal('join-retinue'), unit, bodyguard: unit }),
  z.object({ type: z.literal('set-reserves'), unit, reserve }),
  z.object({ type: z.literal('embark-start'), unit, transport: unit }),
  z.object({ type: z.literal('end-formations') }),
  z.object({ type: z.literal('deploy'), unit, positions: PositionsSchema }),
  z.object({ type: z.literal('normal-move'), unit, paths: PathsSchema, embark: unit.optional() }),
  z.object({ type: z.literal('advance'), unit }),
  z.object({ type: z.literal('advance-move'), unit, paths: PathsSchema, embark: unit.optional() }),
  z.object({ type: z.literal('fall-back'), unit, paths: PathsSchema, embark: unit.optional() }),
  z.object({ type: z.literal('disembark'), unit, positions: PositionsSchema }),
  z.object({ type: z.literal('arrive'), unit, positions: PositionsSchema, method: reserve }),
  z.object({ type: z.literal('end-reinforcements') }),
  z.object({ type: z.literal('shoot'), unit, attacks: AttacksSchema }),
  z.object({ type: z.literal('end-shooting') }),
  z.object({ type: z.literal('declare-charge'), unit, targets: z.array(unit).min(1).max(20) }),
  z.object({ type: z.literal('charge-move'), unit, paths: PathsSchema }),
  z.object({ type: z.literal('decline-charge'), unit }),
  z.object({ type: z.literal('end-charges') }),
  z.object({ type: z.literal('fight'), unit }),
  z.object({ type: z.literal('pile-in'), unit, paths: PathsSchema }),
  z.object({ type: z.literal('melee'), unit, attacks: AttacksSchema }),
  z.object({ type: z.literal('consolidate'), unit, paths: PathsSchema }),
  z.object({ type: z.literal('allocate'), model: z.string().min(1) }),
  z.object({ type: z.literal('remain-stationary'), unit }),
  z.object({ type: z.literal('end-move-units') }),
  z.object({ type: z.literal('select-casualties'), models: z.array(z.string()).max(200) }),
  z.object({
    type: z.literal('use-stratagem'),
    stratagem: z.string().min(1),
    target: z.string().optional(),
    die: z.number().int().min(0).optional(),
    model: z.string().optional(),
    enemy: z.string().optional(),
    spend: z.boolean().optional(),
    reduced: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('use-ability'),
    rule: z.string().min(1),
    unit,
    enemy: unit.optional(),
    choice: z.number().int().min(0).optional(),
  }),
  z.object({
    type: z.literal('use-rule'),
    rule: z.string().min(1),
    unit: unit.optional(),
    target: unit.optional(),
    enemy: unit.optional(),
  }),
  z.object({ type: z.literal('pass') }),
  z.object({
    type: z.literal('select-objective'),
    rule: z.string().min(1),
    objective: z.number().int().min(0).max(50),
  }),
  z.object({ type: z.literal('rule-option'), option: z.string().min(1).max(60) }),
  z.object({ type: z.literal('gain-cp'), amount: z.number().int().min(1).max(10), source: z.string().min(1) }),
  z.object({ type: z.literal('score-vp'), card: z.string().min(1).max(60), amount: z.number().int().min(1).max(50) }),
  z.object({ type: z.literal('discard-secondary'), card: z.string().min(1).max(60) }),
  z.object({ type: z.literal('concede') }),
]);
