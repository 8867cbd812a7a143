import type { RngState } from '../dice/prng.js';
import type { AttackSequence, WeaponAssignment } from './attacks/types.js';
import type { Command, Paths } from './commands.js';
import type { Placement } from './geometry/vec.js';
import type {
  ActiveEffect,
  BattleResult,
  Cursor,
  Interrupt,
  ModelId,
  MoveKind,
  PhaseId,
  PlayerIndex,
  ReserveKind,
  RolledDice,
  StepId,
  TurnHistory,
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
  /** An army rule was used (its once-per-battle, turn or phase limit counts it). */
  /** `enemy`: the enemy unit the use selected ("select one enemy unit": Guerrilla Adepts). */
  | { type: 'rule-used'; player: PlayerIndex; rule: string; unit?: UnitId; enemy?: UnitId }
  /** A rule's counter changed on a unit or a player (`holder`: a unit id or `player-N`). */
  | { type: 'counter-set'; holder: string; counter: string; value: number; rule: string }
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
      /** The enemy unit it selected, where its effect waits on what the target does (Suppression Fire). */
      enemy?: UnitId;
      manual: boolean;
    }
  | ({ type: 'dice-rolled' } & RolledDice)
  | { type: 'die-rerolled'; id: number; index: number; from: number; to: number }
  | { type: 'battle-shock-test'; unit: UnitId; faces: number[]; total: number; leadership: number; passed: boolean }
  /** A Leadership test an army rule has a unit take (Channelled Force): 2D6 against its best Leadership. */
  | {
      type: 'leadership-test';
      unit: UnitId;
      rule: string;
      faces: number[];
      total: number;
      leadership: number;
      passed: boolean;
    }
  | { type: 'battle-shock-auto-passed'; unit: UnitId; source: string }
  | { type: 'battle-shock-overridden'; unit: UnitId; source: string }
  | { type: 'effect-added'; effect: ActiveEffect }
  | { type: 'effect-ended'; id: string; reason: string }
  | { type: 'unit-moved'; unit: UnitId; kind: MoveKind; paths: Paths; advanceRoll?: number }
  /** `engaged`: the enemy units it was within Engagement Range of when it Fell Back ("one of those units"). */
  | { type: 'fall-back-declared'; unit: UnitId; paths: Paths; testModels: ModelId[]; engaged?: UnitId[] }
  | { type: 'models-destroyed'; unit: UnitId; models: ModelId[]; cause: string }
  | { type: 'objective-control'; control: (PlayerIndex | null)[]; levels: [number, number][] }
  | {
      type: 'vp-scored';
      player: PlayerIndex;
      amount: number;
      source: string;
      kind?: 'primary' | 'secondary';
      /** The mission card scored (its id): VP per card are kept for the cards' own caps. */
      card?: string;
      /** What this score counted once (kept in state.marks). */
      marks?: string[];
    }
  | { type: 'battle-ended'; result: BattleResult }
  // Tactical Missions (missions/tactical.ts)
  | { type: 'secondary-drawn'; player: PlayerIndex; card: string }
  | {
      type: 'secondary-discarded';
      player: PlayerIndex;
      card: string;
      /** achieved: it scored; when-drawn: its When Drawn section; shuffled-back: returned to the deck; by-player: discarded. */
      reason: 'achieved' | 'when-drawn' | 'shuffled-back' | 'by-player';
    }
  | { type: 'turn-control-noted'; control: (PlayerIndex | null)[] }
  | { type: 'marks-added'; marks: string[] }
  // Declare Battle Formations
  | { type: 'leader-attached'; leader: UnitId; bodyguard: UnitId }
  | { type: 'retinue-joined'; unit: UnitId; bodyguard: UnitId }
  | { type: 'reserves-declared'; unit: UnitId; reserve: ReserveKind }
  | { type: 'embarked'; unit: UnitId; transport: UnitId; atStart: boolean }
  | { type: 'formations-declared'; player: PlayerIndex }
  /** An Attached unit splits: the Leader's models (alive or not) form its own unit again. */
  | { type: 'unit-split'; unit: UnitId; leader: UnitId; reason: string }
  // Reserves and transports
  /** A rule removes a unit from the battlefield and places it into Strategic Reserves (it arrives later as usual). */
  | { type: 'unit-to-reserves'; unit: UnitId; reserve: ReserveKind; rule: string }
  | { type: 'unit-arrived'; unit: UnitId; positions: Record<ModelId, Placement>; method: ReserveKind }
  | {
      type: 'unit-disembarked';
      unit: UnitId;
      transport: UnitId;
      positions: Record<ModelId, Placement>;
      when: 'before' | 'after' | 'destroyed' | 'emergency' | 'rule';
    }
  | { type: 'history-set'; unit: UnitId; history: Partial<TurnHistory> }
  // Attacks
  | {
      type: 'attacks-declared';
      unit: UnitId;
      kind: 'ranged' | 'melee';
      attacks: WeaponAssignment[];
      overwatch: boolean;
      /** One Shot weapons fired (each can fire once per battle). */
      spent: { unit: UnitId; model: ModelId; weapon: string }[];
    }
  | { type: 'attack-started'; sequence: AttackSequence }
  | { type: 'attack-progress'; patch: Partial<AttackSequence> }
  | { type: 'attack-ended'; unit: UnitId }
  | {
      type: 'hits-scored';
      unit: UnitId;
      target: UnitId;
      weapon: string;
      attacks: number;
      hits: number;
      critical: number;
      lethal: number;
    }
  | { type: 'wounds-scored'; unit: UnitId; target: UnitId; weapon: string; wounds: number; devastating: number }
  | {
      type: 'attack-allocated';
      unit: UnitId;
      model: ModelId;
      weapon: string;
      devastating: boolean;
      precision: boolean;
      /** The attacking unit. */
      by: UnitId;
    }
  | {
      type: 'save-result';
      unit: UnitId;
      model: ModelId;
      kind: 'armour' | 'invulnerable' | 'none';
      threshold: number;
      face: number | null;
      passed: boolean;
    }
  | { type: 'model-wounded'; unit: UnitId; model: ModelId; lost: number; remaining: number; cause: string }
  // Charge and Fight
  | { type: 'charge-declared'; unit: UnitId; targets: UnitId[] }
  | { type: 'charge-moved'; unit: UnitId; paths: Paths; bonus: boolean }
  | { type: 'charge-failed'; unit: UnitId; roll: number; reason: string }
  | { type: 'fight-selected'; unit: UnitId; player: PlayerIndex }
  | { type: 'models-moved'; unit: UnitId; paths: Paths; move: 'pile-in' | 'consolidate' | 'normal' }
  | { type: 'interrupt-pushed'; interrupt: Interrupt }
  | { type: 'interrupt-updated'; interrupt: Interrupt }
  | { type: 'interrupt-popped' }
  /** `by`: the enemy unit whose rule inflicted them, where the game names it (Hexwrought Reprisal reads it). */
  | { type: 'mortal-wounds'; unit: UnitId; amount: number; source: string; by?: UnitId }
  | { type: 'wounds-regained'; unit: UnitId; model: ModelId; regained: number; remaining: number; source: string }
  /** A destroyed model a rule sets back up on the battlefield, with `wounds` remaining (Wayfarer's Grace). */
  | { type: 'model-set-back-up'; unit: UnitId; model: ModelId; at: Placement; wounds: number; source: string }
  /** A destroyed model a rule does not remove yet: it fights after `after` has made its attacks (High Kâhl). */
  | { type: 'model-kept-to-fight'; unit: UnitId; model: ModelId; after: UnitId; at: Placement; rule: string }
  /**
   * The kept model stands where it was destroyed to fight ('stands': with 1 wound, so the game treats it as on the
   * battlefield), then its attacks start ('attacks').
   */
  | { type: 'model-fights-on-death'; unit: UnitId; model: ModelId; stage: 'stands' | 'attacks' }
  /** It has fought (or could not): it is removed from play. */
  | { type: 'kept-model-removed'; unit: UnitId; model: ModelId };

export type EventType = EventBody['type'];

/** An event in the log: its body and its 1-based position. */
export type GameEvent = EventBody & { seq: number };
