/**
 * The game's timing vocabulary, shared by rule data (rules/) and the game engine (game/): phases,
 * moves, rolls, the closed set of timing windows a rule or Stratagem can react in, and the closed
 * set of durations an effect lasts for.
 */

/** Player 0 and player 1; which one goes first is decided in the battle (`state.firstPlayer`). */
export type PlayerIndex = 0 | 1;

/** The five phases of a turn; ids are stable and used in data (stratagem timing, hooks). */
export type PhaseId = 'command' | 'movement' | 'shooting' | 'charge' | 'fight';

export type MoveKind = 'normal' | 'advance' | 'fall-back' | 'remain-stationary';
export type RollKind =
  | 'advance'
  | 'desperate-escape'
  | 'battle-shock'
  | 'roll-off'
  | 'charge'
  | 'attacks'
  | 'hit'
  | 'sustained-hits'
  | 'wound'
  | 'save'
  | 'damage'
  | 'feel-no-pain'
  | 'hazardous'
  | 'deadly-demise'
  | 'mortal-wounds'
  | 'disembark'
  | 'tank-shock'
  | 'leadership'
  /** A random distance a rule lets a unit move ("a Normal move of up to D6\""). */
  | 'normal-move'
  /** A D6 a rule rolls outside the other kinds ("roll one D6: on a 4+, you gain 1CP"). */
  | 'rule';

/** The closed vocabulary of timing windows (derived from the Stratagems' WHEN lines; see windows.ts). */
export type WindowKind =
  | 'phase-start'
  | 'phase-end'
  | 'during-phase'
  | 'before-battle-shock-test'
  | 'after-battle-shock-test-failed'
  | 'after-roll'
  | 'unit-set-up'
  | 'move-started'
  | 'move-ended'
  | 'charge-declared'
  | 'charge-move-ended'
  | 'selected-to-shoot'
  | 'selected-to-fight'
  | 'targets-selected'
  | 'has-shot'
  | 'has-fought'
  | 'attacks-resolved'
  | 'unit-destroyed'
  /** The Reinforcements step of a Movement phase (units set up from Reserves). */
  | 'reinforcements-step'
  /** Just after a unit suffers mortal wounds (all those of one rule at once: game/mortal-wound-window.ts). */
  | 'mortal-wounds-suffered';

/** Durations are a closed set; active effects carry one and end at that boundary. */
export type Duration =
  | { kind: 'end-of-phase' }
  | { kind: 'end-of-turn' }
  | { kind: 'end-of-battle-round' }
  /** Until the start of that player's next Command phase (Battle-shock). */
  | { kind: 'next-command-phase'; player: PlayerIndex }
  /** Until the start of that player's next Shooting phase ("until the start of your next Shooting phase"). */
  | { kind: 'next-shooting-phase'; player: PlayerIndex }
  /** Until the end of that player's opponent's next turn. */
  | { kind: 'end-of-opponents-next-turn'; player: PlayerIndex }
  /** While a named condition holds (the handler that added it removes it). */
  | { kind: 'while'; condition: string }
  | { kind: 'battle' };
