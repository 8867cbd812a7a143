/**
 * What a rule must know about the situation to apply, as a closed set of questions. The game
 * measures each one (game/rule-view.ts); the calculator shows it as a toggle and reads the answer
 * from the scenario's conditions (the long-standing ones such as `remainedStationary`, the others by
 * `askKey` in `conditions.asks`).
 */
export type Ask =
  /** The attacking unit Remained Stationary this turn (Heavy). */
  | { kind: 'remained-stationary' }
  /** The attacking unit made a Charge move this turn (Lance). */
  | { kind: 'charged' }
  /** The attacking unit Advanced this turn. */
  | { kind: 'advanced' }
  /** The target is within half the weapon's range (Rapid Fire, Melta). */
  | { kind: 'within-half-range' }
  /** A model of the target is visible to the attacking model. */
  | { kind: 'target-visible' }
  /** The target is within this many inches of the attacking (or holding) unit. */
  | { kind: 'target-within'; inches: number }
  /** The unit holding the rule is below its Starting Strength / Half-strength. */
  | { kind: 'below-half-strength'; who: 'own' | 'target' }
  /** The unit is Battle-shocked. */
  | { kind: 'battle-shocked'; who: 'own' | 'target' }
  /** The attacker is shooting while within Engagement Range of an enemy unit (Big Guns Never Tire). */
  | { kind: 'shooting-in-engagement' }
  /** The target is within Engagement Range of one or more units from the attacker's army. */
  | { kind: 'target-engaged-with-friends' }
  /**
   * A counter on the target or the holder's unit is at least this (a `counter` condition, asked in the
   * calculator; the game reads the counter).
   */
  | { kind: 'counter'; counter: string; on: 'target' | 'own'; atLeast: number }
  /**
   * Anything else the rule's text names that the engine does not measure: a player's declared
   * choice ("the Oath target"), a zone ("wholly within your Hallowed Ground"). `id` is stable,
   * `text` is what the user is asked. The game asks the player through a pending decision.
   */
  | { kind: 'declared'; id: string; text: string };

export type AskKind = Ask['kind'];

/**
 * The declared questions the game measures from its state (game/rule-answers.ts answers each, its
 * table typed by this list). Any other declared question is the players' in the game, so a rule that
 * asks it is not automated there.
 */
export const GAME_DECLARED_ASKS = [
  'fortify-takeover',
  'target-on-objective',
  'own-on-controlled-objective',
  'closest-or-engaged-target',
  'closest-eligible-target',
  'target-closest-eligible',
  'deep-struck-this-turn',
  'target-within-objective-range',
  'own-within-objective-range',
  'target-below-starting-strength',
  'own-below-starting-strength',
  'own-not-engaged',
  'firing-overwatch',
  'wholly-within-hallowed-ground',
  'target-assailed',
  'within-6-of-knights',
  'on-defensive-line',
  'target-on-defensive-line',
  'within-6-of-transport',
  'channelled-sustained',
  'channelled-lethal',
  'led-by-regimental-enginseer',
  'own-shooting-phase',
  'disembarked-this-turn',
  'grimoire-used',
  'shield-of-prophecy-used',
  'set-up-in-reinforcements-step',
  'trivarg-disembarked-or-2yp',
  'iron-ambassador-at-least-1yp',
  'iron-ambassador-at-least-2yp',
  'iron-ambassador-at-least-3yp',
  'piledriver-at-least-1yp',
  'piledriver-at-least-2yp',
  'masterful-construction-devastating-wounds',
  'masterful-construction-lethal-hits',
  'masterful-construction-sustained-hits-1',
  'doctrina-protector',
  'doctrina-conqueror',
  'doctrina-battleline',
  'doctrina-protector-target',
  'doctrina-battleline-target',
  'within-6-of-mechanicus',
  'order-fix-bayonets',
  'order-take-aim',
  'order-first-rank-fire',
  'order-take-cover',
  'army-honoured',
  'oath-martial-valour',
  'oath-eager-for-the-challenge',
  'oath-legacy-unsullied',
  'contains-ironkin-assistant',
  'vengeance-for-the-omnissiah',
] as const;

/**
 * The closest eligible target as the game measures it (game/rule-answers.ts): the note of every rule that asks it
 * for a unit of several models.
 */
export const CLOSEST_TARGET_NOTE =
  'the game measures the closest eligible target for the unit (the closest enemy unit that any of its models could shoot at now), not for each attacking model and its weapon';

/** The declared questions the game answers by the closest eligible target, measured unit to unit. */
export const CLOSEST_TARGET_ASKS: ReadonlySet<string> = new Set([
  'closest-or-engaged-target',
  'closest-eligible-target',
  'target-closest-eligible',
]);

export type GameDeclaredAsk = (typeof GAME_DECLARED_ASKS)[number];

const GAME_DECLARED: ReadonlySet<string> = new Set(GAME_DECLARED_ASKS);

/** Whether the game answers a question from its state (every kind but the declared ones it does not measure). */
export function gameAnswers(a: Ask): boolean {
  return a.kind !== 'declared' || GAME_DECLARED.has(a.id);
}

/** A stable key for an ask: the scenario's `conditions.asks` and the calculator's toggles use it. */
export function askKey(a: Ask): string {
  switch (a.kind) {
    case 'target-within':
      return `target-within-${a.inches}`;
    case 'below-half-strength':
    case 'battle-shocked':
      return `${a.kind}-${a.who}`;
    case 'declared':
      return a.id;
    case 'counter':
      return `${a.counter}-${a.on}-${a.atLeast}`;
    default:
      return a.kind;
  }
}

/** How the calculator asks it. */
export function askText(a: Ask): string {
  switch (a.kind) {
    case 'remained-stationary':
      return 'the attacking unit Remained Stationary';
    case 'charged':
      return 'the attacking unit made a Charge move this turn';
    case 'advanced':
      return 'the attacking unit Advanced this turn';
    case 'within-half-range':
      return 'the target is within half range';
    case 'target-visible':
      return 'the target is visible';
    case 'target-within':
      return `the target is within ${a.inches}"`;
    case 'below-half-strength':
      return `${a.who === 'own' ? 'the unit' : 'the target'} is Below Half-strength`;
    case 'battle-shocked':
      return `${a.who === 'own' ? 'the unit' : 'the target'} is Battle-shocked`;
    case 'shooting-in-engagement':
      return 'the attacker shoots while within Engagement Range';
    case 'target-engaged-with-friends':
      return 'the target is within Engagement Range of your units';
    case 'counter':
      return `${a.on === 'own' ? 'the unit' : 'the target'} has ${a.atLeast} or more ${a.counter.replace(/-/g, ' ')}s`;
    case 'declared':
      return a.text;
  }
}
