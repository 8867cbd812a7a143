import { ruleKit } from '../kit.js';
import {
  ability,
  asked,
  attackedBy,
  automated,
  eligible,
  gameOnly,
  gamePartly,
  improve,
  melee,
  not,
  ranged,
  reroll,
  support,
  worsen,
} from '../words.js';
import { SPENT_YP, YIELD } from './army-rules.js';

/** Needgaârd Oathband (seed 004 and the 2025-11 export). */
const k = ruleKit('Leagues of Votann', 'Needgaârd Oathband');
const spent = asked(SPENT_YP, 'Yield points were spent on this Stratagem');

// "Each time an enemy unit is destroyed, you gain 1YP."
k.rule('Martial Leverage', {
  support: support('n/a', 'automated'),
  counters: [{ id: YIELD, name: 'Yield point', on: 'player' }],
  windows: [{ when: [{ window: 'unit-destroyed', turn: 'either', unit: 'enemy' }], handler: 'gain-yield-point' }],
});

// "Until the end of the turn, your unit is eligible to shoot and declare a charge [in a turn in which it Fell Back]."
k.stratagem('Ordered Retreat', { support: automated, effects: [eligible(['shoot', 'charge'])] });

// "Until the attacking unit has finished making its attacks, each time an attack targets your unit, worsen the Armour
// Penetration characteristic of that attack by 1."
k.stratagem('Void Hardened', { support: automated, effects: [attackedBy(worsen('AP', 1))] });

// "you can spend 3YP. Until the end of the phase, ranged weapons equipped by models in your unit have the [SUSTAINED
// HITS 1] ability. If you spent YP during this use of this Stratagem, ... [SUSTAINED HITS 2] ability instead."
// (The use offers spending 3YP where the player has them: game/stratagems, its row's `spend`.)
k.stratagem('Ancestral Sentence', {
  support: automated,
  effects: [ranged(ability('sustained hits 1', not(spent))), ranged(ability('sustained hits 2', spent))],
});

// "each time a model in your unit makes an attack, re-roll a Hit roll of 1 and re-roll a Wound roll of 1."
k.stratagem('Huntr’s Mark', { support: automated, effects: [reroll('hit', 'ones'), reroll('wound', 'ones')] });

// "Your unit can shoot as if it were your Shooting phase, can only target that enemy unit when doing so" (offered
// when the army has Fortify Takeover, to a unit the enemy unit targeted: game/stratagems).
k.stratagem('Reactive Reprisal', { support: support('n/a', 'automated') });

// "Select one enemy unit within Engagement Range of your unit. Until the end of the phase, each time a model in your
// unit makes a melee attack that targets that enemy unit, improve the Armour Penetration characteristic of that attack
// by 1. If you spent YP during this use of this Stratagem, improve the Armour Penetration characteristic of that
// attack by 2 instead." (The use names the enemy unit, and spends 3YP or not: game/stratagems.)
k.stratagem('Honour of the Hold', {
  support: automated,
  effects: [melee(improve('AP', 1)), melee(improve('AP', 1, spent))],
});

export const NEEDGAARD_OATHBAND = k.out;
