import { ruleKit } from '../kit.js';
import {
  ability,
  add,
  asked,
  automated,
  closeIn,
  deepStrikeAt,
  eligible,
  gameOnly,
  improve,
  invulnerable,
  notEligible,
  ownIs,
  ranged,
  reroll,
  support,
  targetIs,
} from '../words.js';
import { SPENT_YP } from './army-rules.js';

/** Hearthband (seed 004 and the 2025-11 export). */
const k = ruleKit('Leagues of Votann', 'Hearthband');
const spent = asked(SPENT_YP, 'Yield points were spent on this Stratagem');
const closest = asked(
  'closest-or-engaged-target',
  'the target is the closest eligible target or within Engagement Range of the attacking unit',
);

// "Each time a LEAGUES OF VOTANN model from your army makes an attack with a weapon that targets the closest eligible
// target or a target that is within Engagement Range of that model's unit: Re-roll a Wound roll of 1. If your unit is
// a KÂHL, EINHYR HEARTHGUARD or ÛTHAR THE DESTINED unit, improve the Armour Penetration characteristic of that attack
// by 1."
k.rule('Methodical Annihilation', {
  support: support(
    'automated',
    'partial',
    'the game takes the closest eligible target as the closest enemy unit on the battlefield, visible and in range or not',
  ),
  effects: [
    reroll('wound', 'ones', closest),
    improve('AP', 1, closest, ownIs('KÂHL', 'EINHYR HEARTHGUARD', 'ÛTHAR THE DESTINED')),
  ],
});

// "EFFECT: Until the end of the phase, when your unit is set up on the battlefield using the Deep Strike ability, it
// can be set up anywhere on the battlefield that is more than 6" horizontally away from all enemy units.
// RESTRICTIONS: Until the end of the turn, your unit is not eligible to declare a charge." (Offered at the start of
// the Movement phase, before its Reinforcements step, for a unit in Reserves that has the Deep Strike ability. Its
// effect lasts the turn, for the restriction: the unit sets up in this phase's Reinforcements step or not at all.)
k.stratagem('Materialisation Matrices', {
  support: support('n/a', 'automated'),
  effects: [deepStrikeAt(6), notEligible('charge')],
});
// "Until the end of the turn, your unit is eligible to shoot and declare a charge in a turn in which it Fell Back."
k.stratagem('Unyielding Aggression', { support: automated, effects: [eligible(['shoot', 'charge'])] });

// "each time a model in your unit makes an attack that targets a MONSTER or VEHICLE unit, add 1 to the Damage
// characteristic of that attack."
k.stratagem('Superior Craftsmanship', { support: automated, effects: [add('D', 1, targetIs('MONSTER', 'VEHICLE'))] });

// "WHEN: Your opponent's Shooting phase or the Fight phase, just after an enemy unit has selected its targets.
// TARGET: One KÂHL, ÛTHAR THE DESTINED or EINHYR HEARTHGUARD unit from your army that was selected as the target of
// one or more of the attacking unit's attacks. EFFECT: Until the end of the phase, models in your unit have a 4+
// invulnerable save." (The 2025-11 export.)
k.stratagem('Brëkkeknots', { support: automated, effects: [invulnerable(4)] });

// "WHEN: Your Shooting phase. TARGET: One EINHYR HEARTHGUARD unit from your army that has not been selected to shoot
// this phase. EFFECT: Until the end of the phase, improve the Strength characteristic of ranged weapons equipped by
// models in your unit by 1. If you spend 1YP, until the end of the phase, ranged weapons equipped by models in that
// unit have the [SUSTAINED HITS 1] ability as well." (The use offers spending 1YP where the player has it: the row's
// `spend`, game/stratagems.)
k.stratagem('Fury of the Hearth', {
  support: automated,
  effects: [ranged(improve('S', 1)), ranged(ability('sustained hits 1', spent))],
});

// "each time a model in your unit makes a Pile-in or Consolidation move, it can move up to 6" instead of up to 3"."
k.stratagem('Sure of Purpose', { support: support('n/a', 'automated'), effects: [closeIn(6)] });

export const HEARTHBAND = k.out;
