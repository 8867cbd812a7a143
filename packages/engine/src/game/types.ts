import type { RngState } from '../dice/prng.js';
import type { BaseSize, Datasheet } from '../model/datasheet.js';
import type { Duration, MoveKind, PhaseId, PlayerIndex, RollKind, WindowKind } from '../rules/timing.js';
import type { AttackGroup, AttackSequence, WeaponAssignment } from './attacks/types.js';
import type { ChargeProgress } from './charge/types.js';
import type { BattlefieldSize, Rect } from './geometry/battlefield.js';
import type { Placement, Point } from './geometry/vec.js';
import type { TerrainLayout } from './terrain/types.js';

export type { Duration, MoveKind, PhaseId, PlayerIndex, RollKind, WindowKind } from '../rules/timing.js';

export type UnitId = string;
export type ModelId = string;

/**
 * A destroyed model kept to fight after `after` (the attacking unit) has made its attacks. `fighting`: it stands
 * to select its targets ('stands'), its attacks are being resolved ('attacks').
 */
export interface KeptToFight {
  unit: UnitId;
  model: ModelId;
  after: UnitId;
  at: Placement;
  rule: string;
  fighting?: 'stands' | 'attacks';
}

export const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

/** Named steps: the pre-battle ones and each phase's (see flow.ts for the order). */
export type StepId =
  | 'declare-battle-formations'
  | 'deploy-armies'
  | 'determine-first-turn'
  | 'command'
  | 'battle-shock'
  | 'move-units'
  | 'reinforcements'
  | 'shooting'
  | 'charge'
  | 'fights-first'
  | 'remaining-combats';

/** How a unit waits off the battlefield: Deep Strike, or Strategic Reserves. */
export type ReserveKind = 'deep-strike' | 'strategic';

/** Which rules apply: core 10th edition or Boarding Actions (they differ in Stratagem texts). */
export interface Ruleset {
  id: string;
  /** Stratagem sources open to both players, e.g. ['Core'] or ['Boarding Actions']. */
  stratagemSources: string[];
  battleRounds: number;
  startingCp: number;
  /**
   * Offer Stratagems whose effect is not automated (support 'manual'): using one spends CP and logs
   * a reminder; the players apply its effect. Off by default, so bots and tests only meet automated ones.
   */
  offerManualStratagems: boolean;
}

export const CORE_RULESET: Ruleset = {
  id: '10e-core',
  stratagemSources: ['Core'],
  battleRounds: 5,
  startingCp: 0,
  offerManualStratagems: false,
};

export const BOARDING_ACTIONS_RULESET: Ruleset = {
  ...CORE_RULESET,
  id: '10e-boarding-actions',
  stratagemSources: ['Boarding Actions'],
};

/** One objective marker: its centre (markers are 40 mm round). */
export interface ObjectiveDef {
  id: string;
  at: Point;
}

/** When a mission scores, and how much. */
export interface ScoringRule {
  id: string;
  name: string;
  /** End of this phase of the player whose turn it is (the only timing needed so far). */
  at: { phase: PhaseId; edge: 'end' };
  fromRound: number;
  vpPerObjective: number;
  maxPerScore: number;
}

/** A mission is data: battlefield, zones, objectives, who deploys first, how VP are scored. */
export interface Mission {
  id: string;
  name: string;
  battlefield: BattlefieldSize;
  /** Deployment zone(s) per player (a model must be wholly within one of them). */
  zones: [Rect[], Rect[]];
  objectives: ObjectiveDef[];
  /** The player who sets up the first unit. */
  deploysFirst: PlayerIndex;
  scoring: ScoringRule[];
  /** The mission deck's deployment map, primary mission and each player's fixed secondary missions (ids). */
  deployment?: string;
  primary?: string;
  secondaries?: [string[], string[]];
  /** Whether each player uses Tactical Missions (cards drawn from their deck) instead of Fixed ones. */
  tactical?: [boolean, boolean];
}

/** A player's Tactical Missions: the cards left in their deck, the active ones, those discarded. */
export interface TacticalCards {
  deck: string[];
  active: string[];
  discarded: string[];
}

export interface ModelState {
  id: ModelId;
  /** Name of the datasheet profile this model uses. */
  profile: string;
  /** Wounds remaining; 0 when destroyed. */
  wounds: number;
  /**
   * What its rules add to its profile's Wounds characteristic ("Add 2 to the bearer's Wounds
   * characteristic"), set when the battle is set up (setup.ts); absent: none.
   */
  extraWounds?: number;
  /** null while not on the battlefield (not deployed yet, in Reserves, embarked, or destroyed). */
  pos: Placement | null;
  destroyed: boolean;
  /** Its datasheet, where it is not its unit's (an attached Leader's models, a Servitor Retinue's). */
  datasheet?: string;
  /** The Leader unit it came from, while it is part of an Attached unit (for the split and destroyed triggers). */
  component?: UnitId;
  /** The weapons it carries, by name from its datasheet (a name twice: two of that weapon). */
  weapons: string[];
  /** One Shot weapons it has fired this battle. */
  fired?: string[];
  /** The phase (see phaseKey) in which an attack was last allocated to it. */
  allocatedIn?: string;
  /** Where it stood when it was destroyed ("set the bearer back up ... as close as possible to where it was destroyed"). */
  removedAt?: Placement;
}

/**
 * What a unit did this turn, read by later rules ("Advanced this turn", "Remained Stationary").
 * Reset at the start of each turn. Later phases add fields here (shot, declared a charge, fought...).
 */
export interface TurnHistory {
  movement?: MoveKind;
  /** The Advance roll used (after any re-roll), when it Advanced. */
  advanceRoll?: number;
  /** Set up from Reserves this turn (it counts as having made a Normal move). */
  arrived?: boolean;
  /** Set up this turn using the Deep Strike ability. */
  deepStruck?: boolean;
  /** Disembarked this turn: before its TRANSPORT moved, or after the TRANSPORT made a Normal move. */
  disembarked?: 'before' | 'after';
  /** Embarked within a TRANSPORT this turn. */
  embarked?: boolean;
  /** Disembarked from a TRANSPORT after it moved, and a rule (Assault Ramp) still lets it charge. */
  mayCharge?: boolean;
  /** Selected to shoot this turn (in its Shooting phase, or by a Stratagem). */
  shot?: boolean;
  /** Selected to shoot through a TRANSPORT's Firing Deck (not eligible to shoot this phase). */
  firingDeck?: boolean;
  chargeDeclared?: boolean;
  /** Made a Charge move this turn. */
  charged?: boolean;
  /** Has the Charge bonus (Fights First until the end of the turn). */
  chargeBonus?: boolean;
  /** Selected to fight this turn. */
  fought?: boolean;
  /**
   * Each unit its last attacks targeted as it stood then: models and wounds left, and whether it contained its
   * army's WARLORD ("reduced to Below Half-strength as a result of the attacking unit's attacks").
   */
  targetedAt?: Record<UnitId, { models: number; wounds: number; warlord?: true }>;
  /** Fell Back this turn from Engagement Range of these enemy units. */
  fellBackFrom?: UnitId[];
  /** The units its last attacks this turn targeted (read by the windows just after it attacked). */
  targeted?: UnitId[];
  /** The enemy units whose attacks hit it this turn. */
  hitBy?: UnitId[];
  /** The weapons (profiles, as the attacks name them) whose attacks hit it this turn, by attacking unit. */
  hitWith?: Record<UnitId, string[]>;
  /** The mortal wounds it suffered in the phase `at` (phaseKey) outside attacks, and the units named as inflicting them. */
  mortalWounds?: { at: string; n: number; by: UnitId[] };
}

export interface UnitState {
  id: UnitId;
  player: PlayerIndex;
  /** Key into `state.datasheets`. */
  datasheet: string;
  name: string;
  startingStrength: number;
  models: ModelState[];
  deployed: boolean;
  /** Base used for every model instead of the datasheet's (for data without base sizes). */
  base?: BaseSize;
  history: TurnHistory;
  /** This unit's models are part of that unit (a Leader attached to it, or a Servitor Retinue joined to it). */
  attachedTo?: UnitId;
  /** Leader units attached to this Bodyguard unit. */
  leaders?: UnitId[];
  /** Waiting in Reserves (set up in the Reinforcements step). */
  reserve?: ReserveKind;
  /** Embarked within this TRANSPORT unit. */
  embarkedIn?: UnitId;
  /** Points, where the datasheet gives them (the Strategic Reserves limit). */
  points?: number;
  /** The Enhancement its CHARACTER model has (as printed), bound to the army's detachment's rules. */
  enhancement?: string;
  /** Its army's WARLORD (a CHARACTER of this unit). */
  warlord?: true;
}

/** `ability`: a datasheet ability's effect; `rule`: an army rule's effect on a unit (a Bondsman ability on an ARMIGER). */
export type EffectKind = 'battle-shocked' | 'stratagem' | 'ability' | 'rule';

/** What an active effect gives its unit (read when attacks, moves and fights are resolved). */
export type Grant =
  | { kind: 'invulnerable'; value: number }
  | { kind: 'cover' }
  | { kind: 'stealth' }
  /** Melee attacks of one model (or the whole unit) have a weapon ability. */
  | { kind: 'weapon-ability'; ability: 'precision'; type: 'melee' | 'ranged'; model?: ModelId }
  /** Enemy units set up as Reinforcements cannot be set up within `inches` horizontally of its CHARACTER models. */
  | { kind: 'no-reinforcements-within'; inches: number };

export interface ActiveEffect {
  id: string;
  kind: EffectKind;
  player: PlayerIndex;
  unit?: UnitId;
  /** What created it, e.g. "Battle-shock test" or a Stratagem id. */
  source: string;
  grants?: Grant[];
  /** A registered rule whose effect rows apply to the unit's attacks and defence while it lasts. */
  rule?: string;
  /** Its attack rows apply only to attacks that target this unit ("that targets that enemy unit"). */
  against?: UnitId;
  /** The declared questions its rows ask that its use settled ("if you spent YP during this use"). */
  answers?: Record<string, boolean>;
  /** The unit is affected by another model's ability (a Bondsman ability): the rule's `bonded` rows apply to it. */
  bonded?: boolean;
  /** The unit whose ability it is (a Bondsman ability: the KNIGHT that used it on this ARMIGER). */
  by?: UnitId;
  until: Duration;
  /** When it started, so "next" durations can tell the current boundary from a later one. */
  since: { round: number; turn: number };
}

/** A roll as made: what kind, for whom, and the faces. */
export interface RolledDice {
  id: number;
  kind: RollKind;
  player: PlayerIndex;
  unit?: UnitId;
  /** The faces; for tests taken per model, one face per model in `models`. */
  faces: number[];
  models?: ModelId[];
  /**
   * How the faces form rolls, as consecutive group sizes (2D6 is one roll of two dice, re-rolled
   * together); each face is its own roll when absent.
   */
  split?: number[];
}

/** The latest roll a re-roll may still apply to. */
export interface RollRecord extends RolledDice {
  /** Which faces have been re-rolled (a die is never re-rolled twice). */
  rerolled: boolean[];
}

export interface WindowState {
  id: number;
  kind: WindowKind;
  phase: PhaseId | null;
  /** The unit the window is about (the one that rolled, moved, was tested...). */
  unit?: UnitId;
  /** The unit whose attacks destroyed the window's unit (a `unit-destroyed` window). */
  by?: UnitId;
  roll?: RollKind;
  move?: MoveKind;
  passed: [boolean, boolean];
}

export interface StratagemUse {
  player: PlayerIndex;
  stratagem: string;
  round: number;
  turn: number;
  phase: PhaseId | null;
  target?: UnitId;
  /** The enemy unit it selected, where its effect waits on what the target does (Suppression Fire). */
  enemy?: UnitId;
}

/** A use of an army's rule (once per battle, turn or phase), as logged by `rule-used`. */
export interface RuleUseRecord {
  player: PlayerIndex;
  rule: string;
  round: number;
  turn: number;
  phase: PhaseId | null;
  unit?: UnitId;
  /** The enemy unit the use selected (Guerrilla Adepts). */
  enemy?: UnitId;
}

/** A key naming the current phase of the current turn ("attacks allocated this phase"). */
export function phaseKey(state: { flow: { round: number; turn: number; phase: PhaseId | null } }): string {
  return `${state.flow.round}.${state.flow.turn}.${state.flow.phase ?? '-'}`;
}

/** Step-local progress (what the current step is waiting for). */
export type Cursor =
  /** A step that only offers its phase's Stratagems has done so. */
  | { step: 'any'; stage: 'offered' }
  | { step: 'battle-shock'; unit: UnitId; stage: 'before' | 'roll' | 'after' | 'resolved' }
  /** `fixed`: no Advance roll, this many inches instead (Mailed Fist). */
  | { step: 'move-units'; stage: 'advance-move'; unit: UnitId; fixed?: number }
  | {
      step: 'move-units';
      stage: 'moving';
      unit: UnitId;
      move: MoveKind;
      paths: Record<ModelId, Placement[]>;
      advanceRoll?: number;
      /** Embark within this TRANSPORT when the move ends. */
      embark?: UnitId;
    }
  | {
      step: 'move-units';
      stage: 'fall-back-tests' | 'fall-back-casualties';
      unit: UnitId;
      paths: Record<ModelId, Placement[]>;
      casualties: number;
      embark?: UnitId;
    }
  /** A unit is shooting (its attacks are resolved in `state.attack`). */
  | { step: 'shooting'; stage: 'attacking'; unit: UnitId }
  | ({ step: 'charge' } & ChargeProgress)
  /**
   * The Fight phase's live loop: who selects next; a unit selected to fight goes through Pile In, its
   * attacks and Consolidate.
   */
  | {
      step: 'fight';
      next: PlayerIndex;
      stage: 'select' | 'pile-in' | 'attacks' | 'attacking' | 'consolidate' | 'fought';
      unit?: UnitId;
      /** Counter-offensive: this unit fights next. */
      fightsNext?: UnitId;
    };

/**
 * Something a Stratagem starts out of sequence: a unit firing Overwatch, a Heroic Intervention charge,
 * a unit arriving by Rapid Ingress. It runs before the step continues.
 */
export type Interrupt =
  | {
      kind: 'overwatch';
      player: PlayerIndex;
      unit: UnitId;
      target: UnitId;
      stage: 'declare' | 'attacking';
      /** Not Overwatch: the unit shoots "as if it were your Shooting phase" (hits as usual), for this Stratagem. */
      as?: string;
      /**
       * "That model can only make attacks with that weapon and ... an unmodified Hit roll of 6 is required to score a
       * hit" (Thronegheist Fury): one model with one ranged weapon, hitting only on unmodified 6s.
       */
      oneWeapon?: boolean;
    }
  | ({ kind: 'charge' } & ChargeProgress)
  | { kind: 'arrive'; player: PlayerIndex; unit: UnitId }
  /** An army rule's selection of units (game/rule-choices.ts): `left` more may be selected. */
  | { kind: 'rule-choice'; player: PlayerIndex; rule: string; name: string; choice: string; left: number }
  /** A unit's datasheet ability offered at a point of the battle (game/ability-windows.ts). */
  | {
      kind: 'ability-use';
      player: PlayerIndex;
      /** The window's unit (the one tested, the one that has shot). */
      unit: UnitId;
      /** The unit whose model holds the ability (a Leader's own unit). */
      holder: UnitId;
      rule: string;
      name: string;
      handler: string;
      optional: boolean;
    }
  /**
   * An army rule a unit can use just after it is selected to shoot, selecting one enemy unit (game/rule-targets.ts:
   * Guerrilla Adepts); its declared attacks wait here until the player answers.
   */
  | {
      kind: 'rule-target';
      player: PlayerIndex;
      rule: string;
      name: string;
      choice: string;
      unit: UnitId;
      enemies: UnitId[];
      shooting: PendingShooting;
    }
  /**
   * A rule of a unit selected as the target of a ranged attack setting it up again (game/targeted-set-up.ts: Sigil
   * of Exigence): the declared attacks wait here; `retarget`: the attacking player selects new targets.
   */
  | {
      kind: 'targeted-set-up';
      player: PlayerIndex;
      unit: UnitId;
      holder: UnitId;
      rule: string;
      name: string;
      shooter: UnitId;
      shooting: PendingShooting;
      stage: 'set-up' | 'retarget';
    }
  /**
   * An army rule's options for one unit (game/rule-options.ts: Channelled Force when a unit is selected to
   * fight): a test to take first (`test`), then one of the rule's options to select (`select`).
   */
  | {
      kind: 'rule-option';
      player: PlayerIndex;
      rule: string;
      name: string;
      choice: string;
      unit: UnitId;
      stage: 'test' | 'select';
    }
  /** A move an army rule lets a unit make now (game/rule-moves.ts: Stalwart Advance's Normal move of up to 3"). */
  | { kind: 'rule-move'; player: PlayerIndex; rule: string; name: string; unit: UnitId; inches: number }
  /** A unit embarked within the TRANSPORT can disembark now (game/rule-disembark.ts: Secure Positions). */
  | {
      kind: 'rule-disembark';
      player: PlayerIndex;
      rule: string;
      name: string;
      transport: UnitId;
      keyword?: string;
      within: number;
    };

/** A unit's declared shooting, as validated, before its attacks start. */
export interface PendingShooting {
  attacks: WeaponAssignment[];
  groups: AttackGroup[];
  spent: { unit: UnitId; model: ModelId; weapon: string }[];
}

export interface FlowState {
  stage: 'pre-battle' | 'battle' | 'ended';
  round: number;
  /** 1 or 2: which turn of the battle round. */
  turn: 1 | 2;
  /** Whose turn it is (during deployment: who sets up next). */
  active: PlayerIndex;
  phase: PhaseId | null;
  step: StepId;
  /** Where in the phase: its start (before the first step), inside a step, or its end. */
  at: 'phase-start' | 'step' | 'phase-end';
  cursor: Cursor | null;
  /** Units already selected in this step (to move, to test...). */
  done: UnitId[];
  /** Players who have finished the Declare Battle Formations step. */
  declared?: [boolean, boolean];
}

export interface PlayerState {
  name: string;
  faction: string;
  detachment?: string;
  /** The Army Rules the army's data carries (a faction with two published versions applies these). */
  armyRules?: string[];
  cp: number;
  vp: number;
  /** CP gained this battle round from sources other than the Command step (capped at 1). */
  cpGainedThisRound: number;
  /** VP scored in each battle round (index 0: the first), and from primary and secondary missions. */
  vpByRound?: number[];
  vpPrimary?: number;
  vpSecondary?: number;
  /** VP scored from each mission card (by card id), for the cards' own caps. */
  vpByCard?: Record<string, number>;
}

export interface BattleResult {
  winner: PlayerIndex | null;
  vp: [number, number];
  /** Each player's VP per battle round. */
  byRound?: [number[], number[]];
  reason: 'rounds-complete' | 'conceded';
}

export interface GameState {
  version: 1;
  ruleset: Ruleset;
  mission: Mission;
  /** Number of events applied so far; commands must name it (stale ones are rejected). */
  seq: number;
  rng: RngState;
  /** Forced dice faces, used before the PRNG (tests); every face still appears in the events. */
  injectedDice: number[];
  datasheets: Record<string, Datasheet>;
  players: [PlayerState, PlayerState];
  units: Record<UnitId, UnitState>;
  /** Unit ids in a stable order (player 0's first). */
  unitOrder: UnitId[];
  firstPlayer: PlayerIndex | null;
  flow: FlowState;
  windows: WindowState[];
  roll: RollRecord | null;
  effects: ActiveEffect[];
  stratagemUses: StratagemUse[];
  /** Uses of army rules (rule-state.ts); absent until a rule is used. */
  ruleUses?: RuleUseRecord[];
  /** Rule counters by holder (a unit id, or `player-N`) and counter id; absent until one is set. */
  counters?: Record<string, Record<string, number>>;
  /** Controller of each objective (same order as the mission's), null when contested or uncontrolled. */
  control: (PlayerIndex | null)[];
  nextId: number;
  result: BattleResult | null;
  /** The attacks being resolved (shooting or fighting), or null. */
  attack: AttackSequence | null;
  /**
   * Destroyed models a rule keeps to fight before they are removed (High Kâhl, Necessary End), in the order
   * they were kept; absent when none (game/fight/fights-on-death.ts).
   */
  fightsOnDeath?: KeptToFight[];
  /** Out-of-sequence actions started by Stratagems, innermost last. */
  interrupts: Interrupt[];
  /** What missions have counted once (a destroyed model for a secondary, a destroyed unit for a primary). */
  marks?: string[];
  /** The battlefield's terrain (none: an open battlefield, where every model sees every other). */
  terrain?: TerrainLayout;
  /** Each player's Tactical Missions (only for a player using them, from their first draw). */
  tacticalCards?: [TacticalCards | null, TacticalCards | null];
  /** Objective control at the start of the current turn (noted only when a Tactical Mission needs it). */
  turnStartControl?: (PlayerIndex | null)[];
  /** Counters spent (lowered) this turn, by holder (`player-1`: ['yield-point']); cleared at the start of each turn. */
  spentThisTurn?: Record<string, string[]>;
}
