import type { StratagemCategory } from '../model/stratagem.js';
import type { Support } from './support.js';
import type { Duration, MoveKind, PhaseId, RollKind, WindowKind } from './timing.js';

/**
 * When a Stratagem can be used, over the closed window vocabulary. `turn` says whose turn it must be
 * ("your Shooting phase": yours; "your opponent's...": theirs; "Fight phase": either).
 */
export interface WhenClause {
  window: WindowKind;
  turn: 'yours' | 'opponents' | 'either';
  /** Phases it can be used in; any phase when absent. */
  phases?: PhaseId[];
  /** For 'after-roll': which rolls (Advance roll, Desperate Escape test, and kinds later phases add). */
  rolls?: (RollKind | 'charge' | 'hazardous' | 'hit' | 'wound' | 'damage' | 'save' | 'attacks')[];
  /** For move windows: which moves. */
  moves?: (MoveKind | 'charge' | 'pile-in' | 'consolidation')[];
  /** Whose unit the window is about: one of yours, or an enemy's. */
  unit?: 'own' | 'enemy';
  /** The window's unit must have this keyword. */
  keyword?: string;
  /** The window's unit must have all of one of these keyword sets ("an ADEPTUS ASTARTES INFANTRY unit"). */
  keywords?: string[][];
  /** For 'unit-destroyed': the unit that destroyed it ("just after a unit from your army destroys an enemy unit"). */
  by?: { unit: 'own' | 'enemy'; keyword?: string };
  /**
   * A condition of the WHEN line on the game's state: the window's (enemy) unit "has one or more
   * Judgement tokens"; "if units from your army have Fortify Takeover".
   */
  if?: 'unit-has-judgement-token' | 'fortify-takeover' | 'hostile-acquisition';
}

/** What a Stratagem's TARGET line asks of its unit, beyond its keyword. */
export type UnitTest =
  | 'not-fought'
  /** "that was eligible to fight this phase": read as selected to fight this phase (every eligible unit is). */
  | 'fought'
  | 'not-shot'
  | 'deep-struck-this-turn'
  | 'can-deep-strike'
  /** "has not been selected to move or charge this phase" (the Movement or the Charge phase). */
  | 'not-moved-or-charged'
  /** "that has not fired Overwatch this phase" (the Fire Overwatch Stratagem has not targeted it). */
  | 'not-fired-overwatch'
  /** "that has not been selected to shoot or fight this phase" (the phase's: shooting in the Shooting phase...). */
  | 'not-shot-or-fought'
  /** "that is wholly within your army's Hallowed Ground" (Warpbane Task Force: game/hallowed-ground.ts). */
  | 'wholly-within-hallowed-ground'
  /** "that is within Engagement Range of one or more enemy units". */
  | 'engaged'
  /** "that is not within Engagement Range of one or more enemy units". */
  | 'not-engaged'
  /** "that is on your defensive line" (Gate Warden Lance: game/foundations.ts). */
  | 'on-defensive-line'
  /** "that Remained Stationary this turn". */
  | 'remained-stationary';

/**
 * Keywords a TARGET line asks of its unit, as the rules-text compiler reads them: `keywords`, sets any
 * one of which the unit must have all of ("One ADEPTUS ASTARTES INFANTRY or MOUNTED unit"), and
 * `excluding`, keywords it must not have ("(excluding TITANIC units)").
 */
export interface KeywordTest {
  keywords?: string[][];
  excluding?: string[];
}

/** Who a Stratagem targets. */
export type TargetSpec =
  /** The unit the window is about (the unit that rolled, was tested, fell back...). */
  | ({ kind: 'window-unit'; only?: UnitTest[] } & KeywordTest)
  /**
   * One unit from your army on the battlefield, optionally with a keyword, and meeting each of `only`
   * ("that has not been selected to fight this phase", "that was set up using the Deep Strike ability
   * this turn").
   */
  | ({ kind: 'own-unit'; keyword?: string; only?: UnitTest[] } & KeywordTest)
  /**
   * One unit from your army the attacking unit (the window's) selected as a target; `keywords` as sets, any one of
   * which it has ("One KÂHL, ÛTHAR THE DESTINED or EINHYR HEARTHGUARD unit").
   */
  | ({ kind: 'attack-target'; keyword?: string; only?: UnitTest[] } & KeywordTest)
  /** One unit from your army in Reserves (meeting each of `only`: "and has the Deep Strike ability"). */
  | ({ kind: 'reserve-unit'; only?: UnitTest[] } & KeywordTest)
  /**
   * One friendly unit near one of your units the window's (enemy) unit hit: "Select one friendly KAPRICUS
   * or SAGITAUR unit within 6\" of your INFANTRY unit [that was hit by one or more of those attacks]";
   * with `ifSpent`, units with one of those keywords instead where the Stratagem's points were spent.
   */
  | { kind: 'near-hit-unit'; hit: string; within: number; any: string[]; ifSpent?: string[] }
  /** Targets that need a later phase's state (selected targets, Reserves...): chosen by the players. */
  | { kind: 'described' };

/**
 * "Select one enemy unit ...": the one enemy unit a use names, and what it must be. The rows then apply
 * to the target's attacks that target that enemy unit only, or (`effectOn: 'enemy'`) to that unit.
 */
export interface EnemySpec {
  /** "within Engagement Range of your unit". */
  engaged?: boolean;
  /** "hit by one or more of your unit's attacks this phase". */
  hitThisPhase?: boolean;
  /** "that has one or more Judgement tokens". */
  counter?: { id: string; atLeast: number };
  /** "(excluding MONSTERS and VEHICLES)". */
  excluding?: string[];
  /** The rows are an effect on that enemy unit instead (its Move, its Charge rolls, its attacks). */
  effectOn?: 'enemy';
  /**
   * "If your unit scores one or more hits against that enemy unit this phase": the rows take effect once your unit's
   * attacks are resolved, if one or more of them hit that enemy unit (game/stratagems/deferred.ts).
   */
  ifHits?: boolean;
}

/**
 * "Each time you use this Stratagem, you can spend 3YP": the counter and amount, and the declared
 * question its rows ask ("if you spent YP during this use of this Stratagem"), answered by the use.
 */
export interface SpendSpec {
  counter: string;
  amount: number;
  /** How the points are written ("YP"). */
  unit: string;
  ask: string;
}

export interface StratagemRestrictions {
  /** Beyond the engine-wide once per phase. */
  oncePer?: 'turn' | 'battle';
  /** It may target a Battle-shocked unit of its own side (the Stratagem says so). */
  affectsBattleShocked?: boolean;
}

export type StratagemHandlerId =
  | 'command-re-roll'
  | 'insane-bravery-before'
  | 'insane-bravery-after'
  | 'fire-overwatch'
  | 'go-to-ground'
  | 'smokescreen'
  | 'heroic-intervention'
  | 'counter-offensive'
  | 'epic-challenge'
  | 'tank-shock'
  | 'rapid-ingress'
  | 'shoot-back'
  | 'shoot-back-near'
  | 'battle-shock-nearby'
  | 'to-strategic-reserves'
  | 'judgement-on-attacker'
  | 'into-strategic-reserves'
  | 'move-near-mover'
  | 'move-when-hit'
  | 'hostile-acquisition'
  | 'disembark-within-6'
  | 'armiger-to-reserves'
  | 'normal-move-d6'
  | 'bonded-armigers'
  | 'control-floor'
  | 'thronegheist-fury'
  | 'armiger-or-bonded'
  | 'regain-wounds'
  | 'mortal-wounds-near'
  | 'gk-to-reserves'
  | 'gk-to-reserves-within-9'
  | 'gk-to-reserves-within-12'
  | 'circle-of-sanctuary'
  | 'hexwrought-reprisal'
  | 'bonded-imperative'
  | 'mark-destroyer'
  | 'explosive-clearance'
  | 'battlefield-command';

/**
 * A Stratagem as data. Names, costs, categories and sources are short facts; the rule text itself is
 * joined at run time from a seed page glossary or a catalogue (see text.ts).
 */
export interface StratagemDef {
  /** Stable: `<source slug>/<name slug>`. */
  id: string;
  name: string;
  cp: number;
  category: StratagemCategory;
  /** "Core", "Boarding Actions" or the detachment. */
  source: string;
  faction?: string;
  when: WhenClause[];
  target: TargetSpec;
  restrictions: StratagemRestrictions;
  support: Support;
  /** What is missing where support is not automated. */
  note?: string;
  handler?: StratagemHandlerId;
  /** Its definition in the rule registry (a detachment's Stratagem): effect, support and note. */
  rule?: string;
  /** How long its registry rows last on the target ("until the end of the turn"); the phase by default. */
  until?: Duration;
  /** The one enemy unit a use selects. */
  enemy?: EnemySpec;
  /** Points a use can spend. */
  spend?: SpendSpec;
  /**
   * The game's view of a definition compiled from the Stratagem's text (game/stratagems/compiled.ts):
   * offered to armies of its faction only (detachment names are not unique across factions).
   */
  compiled?: true;
}
