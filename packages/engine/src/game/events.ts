import type { RngState } from '../dice/prng.js';
import type { Command, Paths } from './commands.js';
import type { Placement } from './geometry/vec.js';
import type {
  ActiveEffect,
  BattleResult,
  Cursor,
  ModelId,
  MoveKind,
  PhaseId,
  PlayerIndex,
  RolledDice,
  StepId,
  UnitId,
  WindowState,
} from './types.js';

/**
 * Everything that happens is an event. Events are fully resolved (dice faces inside): `evolve` applies
 * them without rolling anything.
 */
export type EventBody =
  | { type: 'command-accepted'; command: Command }
  | { type: 'rng-advanced'; rng: RngState; injectedUsed: number }
  | { type: 'battle-started' }
  | { type: 'round-started'; round: number }
  | { type: 'round-ended'; round: number }
  | { type: 'turn-started'; round: number; player: PlayerIndex; turn: 1 | 2 }
  | { type: 'turn-ended'; player: PlayerIndex }
  | { type: 'phase-started'; phase: PhaseId; player: PlayerIndex }
  | { type: 'phase-ended'; phase: PhaseId; player: PlayerIndex }
  | { type: 'step-started'; step: StepId; phase: PhaseId | null }
  | { type: 'step-ended'; step: StepId; phase: PhaseId | null }
  | { type: 'cursor-set'; cursor: Cursor | null }
  | { type: 'unit-done'; unit: UnitId }
  | { type: 'unit-deployed'; unit: UnitId; positions: Record<ModelId, Placement> }
  | { type: 'deployer-changed'; player: PlayerIndex }
  | { type: 'roll-off'; rolls: [number, number][]; winner: PlayerIndex }
  | { type: 'first-player'; player: PlayerIndex }
  | {
      type: 'cp-gained';
      player: PlayerIndex;
      amount: number;
      requested: number;
      source: string;
      /** Counted against the cap of 1 CP per battle round from other sources. */
      counted: boolean;
      capped: boolean;
    }
  | { type: 'window-opened'; window: WindowState }
  | { type: 'window-passed'; player: PlayerIndex }
  | { type: 'window-closed'; id: number }
  | {
      type: 'stratagem-used';
      player: PlayerIndex;
      stratagem: string;
      name: string;
      cp: number;
      target?: UnitId;
      manual: boolean;
    }
  | ({ type: 'dice-rolled' } & RolledDice)
  | { type: 'die-rerolled'; id: number; index: number; from: number; to: number }
  | { type: 'battle-shock-test'; unit: UnitId; faces: number[]; total: number; leadership: number; passed: boolean }
  | { type: 'battle-shock-auto-passed'; unit: UnitId; source: string }
  | { type: 'battle-shock-overridden'; unit: UnitId; source: string }
  | { type: 'effect-added'; effect: ActiveEffect }
  | { type: 'effect-ended'; id: string; reason: string }
  | { type: 'unit-moved'; unit: UnitId; kind: MoveKind; paths: Paths; advanceRoll?: number }
  | { type: 'fall-back-declared'; unit: UnitId; paths: Paths; testModels: ModelId[] }
  | { type: 'models-destroyed'; unit: UnitId; models: ModelId[]; cause: string }
  | { type: 'objective-control'; control: (PlayerIndex | null)[]; levels: [number, number][] }
  | { type: 'vp-scored'; player: PlayerIndex; amount: number; source: string }
  | { type: 'battle-ended'; result: BattleResult };

export type EventType = EventBody['type'];

/** An event in the log: its body and its 1-based position. */
export type GameEvent = EventBody & { seq: number };
