import { ruleKit } from '../kit.js';
import {
  asked,
  attackedBy,
  hit,
  JUDGEMENT,
  not,
  strongerThanTough,
  support,
  targetIs,
  tokens,
  wound,
} from '../words.js';

/**
 * The two published versions of the Leagues of Votann Army Rule: Eye of the Ancestors (seed 000, with
 * Oathband and Void Salvagers) and Prioritised Efficiency (seed 004 and the 2025-11 export). An army
 * applies the one its data carries (rules/army-rules.ts).
 */
const k = ruleKit('Leagues of Votann');

// Seed 000: "each time an enemy unit destroys a unit from your army, that enemy unit gains 1 Judgement token. An
// enemy unit can never have more than 2 Judgement tokens ... Each time a model from your army with this ability makes
// an attack that targets a unit that has one or more Judgement tokens, ... apply the relevant bonus from the table
// below". The table, lost from the seed's copy: 1 token, add 1 to the Hit roll; 2 tokens, add 1 to the Hit roll and
// add 1 to the Wound roll.
export const EYE_OF_THE_ANCESTORS = k.faction('Eye of the Ancestors', {
  support: support(
    'automated',
    'partial',
    'the game gives a token to the enemy unit whose attacks destroy a unit and applies their bonus; a unit destroyed otherwise (mortal wounds outside attacks), one half of an Attached unit destroyed alone, and tokens kept through splitting or leaving the battlefield are the players’',
  ),
  counters: [{ id: JUDGEMENT, name: 'Judgement token', on: 'unit', max: 2 }],
  windows: [{ when: [{ window: 'unit-destroyed', turn: 'either', unit: 'own' }], handler: 'judgement-token' }],
  asks: [
    { kind: 'counter', counter: JUDGEMENT, on: 'target', atLeast: 1 },
    { kind: 'counter', counter: JUDGEMENT, on: 'target', atLeast: 2 },
  ],
  effects: [hit(1, tokens(1)), wound(1, tokens(2))],
});

/** Yield points, kept on the player. */
export const YIELD = 'yield-point';
/** The question a Stratagem that lets you spend YP asks: "if you spent YP during this use of this Stratagem". */
export const SPENT_YP = 'spent-yield-points';
/** "Each time you use this Stratagem, you can spend `n`YP." */
export const spendYP = (amount: number) => ({ counter: YIELD, amount, unit: 'YP', ask: SPENT_YP });
/** Fortify Takeover (1) or Hostile Acquisition (0), set at the end of the player's Command phase. */
export const FORTIFY = 'fortify-takeover';
const fortify = asked(FORTIFY, 'your units have Fortify Takeover (7YP or more at the end of your Command phase)');
const onObjective = asked('target-on-objective', 'the target is within range of an objective marker');
const holdingObjective = asked(
  'own-on-controlled-objective',
  'the attacking unit is within range of an objective marker you control',
);

// 2025-11 export: "Hostile Acquisition - Each time a model in this unit makes an attack that targets an enemy unit
// within range of one or more objective markers, add 1 to the Hit roll. ... Fortify Takeover - Each time a model in
// this unit makes an attack that targets an enemy unit, if this unit is within range of one or more objective markers
// you control, add 1 to the Hit roll. - Each time an attack targets this unit, if the Strength characteristic of that
// attack is greater than this unit's Toughness characteristic and this unit is not a VEHICLE, subtract 1 from the
// Wound roll."
export const PRIORITISED_EFFICIENCY = k.faction('Prioritised Efficiency', {
  support: support(
    'automated',
    'partial',
    'the game keeps Yield points (objective markers at the end of each Command phase) and switches to Fortify Takeover at 7YP; Hostile Acquisition’s re-roll of Advance and Charge rolls is the players’',
  ),
  counters: [
    { id: YIELD, name: 'Yield point', on: 'player' },
    { id: FORTIFY, name: 'Fortify Takeover (1) or Hostile Acquisition (0)', on: 'player', max: 1 },
  ],
  windows: [{ when: [{ window: 'phase-end', turn: 'either', phases: ['command'] }], handler: 'yield-points' }],
  effects: [
    hit(1, not(fortify), onObjective),
    hit(1, fortify, holdingObjective),
    attackedBy(wound(-1, fortify, strongerThanTough, not(targetIs('VEHICLE')))),
  ],
});

export const LEAGUES_OF_VOTANN = k.out;
