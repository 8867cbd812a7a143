import type { Ask } from '../asks.js';
import type { Condition, Effect } from '../effects.js';
import type { StratagemRestrictions, WhenClause } from '../stratagems.js';
import type { Duration } from '../timing.js';

/**
 * What the rules-text compiler (rules/text/compile.ts) reads a rule text into: the registry's rule
 * data (when, who, what, for how long, restrictions). A text is compiled only when every clause of
 * it is understood; otherwise it stays `manual` with the first clause not understood.
 */

/** Which kind of text it is (the corpus report's groups). */
export type RuleTextKind = 'stratagem' | 'detachment-rule' | 'enhancement' | 'datasheet-ability';

/** Who the rule is for: a Stratagem's target, or the unit holding an ability or Enhancement. */
export interface Who {
  /**
   * `own`: one unit from your army; `window`: the unit the WHEN line is about ("That unit");
   * `attack-target`: one of your units the attacking unit selected as a target; `holder`: the unit
   * (or model) holding the ability or Enhancement.
   */
  unit: 'own' | 'window' | 'attack-target' | 'holder';
  /** A model rather than a unit ("One CHARACTER model from your army"). */
  model?: boolean;
  /** Up to this many units, each affected alike ("Up to two ADEPTUS ASTARTES units from your army"). */
  upTo?: number;
  /** Keyword sets, any one of which the unit must have all of ("One ADEPTUS ASTARTES INFANTRY or MOUNTED unit"). */
  keywords?: string[][];
  /** Keywords the unit must not have ("(excluding TITANIC units)"). */
  excluding?: string[];
  /** It must not have been selected to do these this phase. */
  notSelectedTo?: ('shoot' | 'fight' | 'move' | 'charge')[];
  /** Whether it must be within Engagement Range of one or more enemy units (true) or not (false). */
  engaged?: boolean;
  /** It must be within this many inches of the enemy unit the WHEN line is about ("within 9\" of that enemy unit"). */
  withinOfWindowUnit?: number;
  /** It must be within this many inches of one or more friendly models (or units) with these keywords. */
  withinOfFriendly?: { inches: number; keywords: string[] };
  /** It must be wholly within this many inches of one or more battlefield edges. */
  withinOfEdge?: number;
  /** It must be within this many inches of one or more enemy units. */
  withinOfEnemy?: number;
  /** It can be a unit that was just destroyed ("even though it was just destroyed"). */
  evenIfDestroyed?: boolean;
  /** Other states it must be in, as the game tracks them. */
  state?: (
    | 'in-reserves'
    /** Within range of an objective marker its player controls. */
    | 'within-objective-range'
    | 'just-shot'
    | 'charged'
    | 'below-starting-strength'
    | 'arriving-deep-strike'
    | 'not-declared-charge'
    | 'not-fired-overwatch'
    /** Within Engagement Range of the enemy unit the WHEN line is about. */
    | 'engaged-with-window-unit'
    /** Selected as a target of the charge the WHEN line is about. */
    | 'charge-target'
    /** It would be eligible to declare a charge (against the window's enemy unit) if it were its Charge phase. */
    | 'could-charge'
    /** One or more of its models were destroyed by the attacking unit's attacks. */
    | 'lost-models-to-attack'
    /** Within range of an objective marker (whoever controls it). */
    | 'within-any-objective-range'
    /** It was eligible to fight this phase. */
    | 'eligible-to-fight'
    /** It remained stationary this turn. */
    | 'remained-stationary'
    /** It disembarked from a TRANSPORT this turn (or phase). */
    | 'disembarked'
    /** It disembarked from a TRANSPORT that made a Normal move this turn. */
    | 'disembarked-from-moved-transport'
    /** An Attached unit. */
    | 'attached'
    /** Not an Attached unit. */
    | 'not-attached'
    /** It arrived using the Deep Strike ability this turn. */
    | 'arrived-deep-strike'
    /** It destroyed one or more enemy units this phase. */
    | 'destroyed-enemy-unit'
    /** It has the Deep Strike ability. */
    | 'has-deep-strike'
  )[];
}

/** Restrictions a text puts on its use (the Stratagem's RESTRICTIONS, an Enhancement's "X model only"). */
export interface ReadingRestrictions extends Omit<StratagemRestrictions, 'oncePer'> {
  /**
   * How often it can be used: a Stratagem's RESTRICTIONS, or an ability's usage limit ("Once per
   * battle, ...", "Once per battle round, ...", "Once per turn, ...", "Once per phase, ...").
   */
  oncePer?: StratagemRestrictions['oncePer'] | 'battle-round' | 'phase';
  /** The target cannot be within Engagement Range of one or more enemy units. */
  targetNotEngaged?: boolean;
  /** Destroyed CHARACTER units attached to the unit are not returned with it. */
  noAttachedCharacters?: boolean;
  /** It cannot be used before this battle round. */
  fromRound?: number;
  /** A unit targeted by one of these Stratagems this phase cannot be targeted by this one (nor the other way round). */
  exclusiveWith?: string[];
  /** A charge the Stratagem makes gives no Charge bonus this turn. */
  noChargeBonus?: boolean;
  /** The target is not eligible to declare a charge this turn. */
  noChargeThisTurn?: boolean;
  /** The bearer must have all of one of these keyword sets ("ADEPTUS ASTARTES model only"). */
  bearer?: string[][];
}

/**
 * How long a compiled rule's effects last: the game's durations, and those a text says relative to
 * its player ("until the start of your next Command phase"), which the game would bind to that player.
 */
export type ReadingDuration = Duration | { kind: 'your-next-command-phase' } | { kind: 'your-next-shooting-phase' };

/** A compiled rule text: the registry's rule data. */
export interface RuleReading {
  /** Timing windows (a Stratagem's WHEN line). */
  when?: WhenClause[];
  who?: Who;
  /** What it does, as effect rows (rules/effects.ts). */
  effects: Effect[];
  /** How long the effects last; absent: for as long as the rule holds (an ability). */
  duration?: ReadingDuration;
  restrictions?: ReadingRestrictions;
  /** The questions the effects' conditions ask (the calculator's toggles), in order of first use. */
  asks: Ask[];
}

export type Compiled =
  | { status: 'compiled'; reading: RuleReading; phrases: string[] }
  | {
      status: 'manual';
      /** The first clause not understood (normalised text). */
      unknown: string;
      /** Which part of a Stratagem it is in. */
      part?: 'when' | 'target' | 'effect' | 'restrictions' | 'text';
      phrases: string[];
    };

/** What a phrase of the grammar reads a piece of text into. */
export type Piece =
  /** "Until the end of the phase," */
  | { t: 'duration'; duration: ReadingDuration }
  /**
   * An attack context: "each time a model in your unit makes a ranged attack" (`own`), "each time an
   * attack targets your unit" (`attacked-by`), "each time an attack is allocated to a model in your
   * unit" (`allocated`).
   */
  | {
      t: 'attack';
      scope: 'own' | 'attacked-by' | 'allocated';
      type?: 'ranged' | 'melee';
      when?: Condition[];
      /** Only the holder model's own attacks ("each time the bearer makes an attack"). */
      holder?: true;
    }
  /** "if the target is within half range," "while this model is leading a unit," */
  | { t: 'condition'; when: Condition[] }
  /** Effect rows; `needs` says what context they read ("add 1 to the Hit roll" needs an attack). */
  | {
      t: 'rows';
      rows: Effect[];
      needs?: 'attack' | 'allocated';
      /** Rows about weapons: "those weapons" (`those`) take the type and scope of the weapons named before. */
      weapons?: { those: boolean };
    }
  /** A usage limit: "Once per battle," "Once per battle round," "Once per turn," "Once per phase,". */
  | { t: 'limit'; oncePer: NonNullable<ReadingRestrictions['oncePer']> }
  /** A timing window of an ability: "In your Shooting phase," "At the start of the Fight phase,". */
  | { t: 'window'; when: WhenClause[] }
  /** Words that carry no meaning of their own ("In addition,"). */
  | { t: 'filler' };
