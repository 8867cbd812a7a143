import { ruleKit } from '../kit.js';
import {
  ability,
  add,
  asked,
  attackedBy,
  automated,
  critical,
  ranged,
  reroll,
  strongerThanTough,
  support,
  wound,
} from '../words.js';

/**
 * The Gate Warden Lance Stratagems (seed 003 names the detachment; text from the 2025-11 export). "On your defensive
 * line" is measured by the game from the player's foundations (game/foundations.ts, Dauntless Defenders).
 */
const k = ruleKit('Imperial Knights', 'Gate Warden Lance');

// "WHEN: Fight phase. TARGET: One IMPERIAL KNIGHTS unit from your army that is within Engagement Range of one or more
// enemy units, that is on your defensive line and that has not already been selected to fight this phase. EFFECT:
// Until the end of the phase, each time a model in your unit makes an attack, you can re-roll the Hit roll."
k.stratagem('Steadfast Superiority', { support: automated, effects: [reroll('hit', 'failed')] });

// "WHEN: Your Movement phase. TARGET: Up to two IMPERIAL KNIGHTS units from your army that have not been selected to
// move this phase. EFFECT: Until the end of the phase, add 3" to the Move characteristic of models in your units."
k.stratagem('Marshal the Defence', {
  support: support(
    'n/a',
    'partial',
    'the game adds 3" to the Move of one IMPERIAL KNIGHTS unit per use; the second unit of "up to two" is not offered (the Stratagem is used once per phase)',
  ),
  effects: [add('M', 3)],
});

// "WHEN: Your Shooting phase or the Fight phase. TARGET: One IMPERIAL KNIGHTS unit from your army that has not been
// selected to shoot or fight this phase. EFFECT: Until the end of the phase, each time a model in your unit makes an
// attack that targets an enemy unit on your defensive line, an unmodified Hit roll of 5+ scores a Critical Hit."
k.stratagem('Drive Them Out!', {
  support: automated,
  effects: [critical('hit', 5, asked('target-on-defensive-line', 'the target is on your defensive line'))],
});

// "WHEN: Your Shooting phase. TARGET: One IMPERIAL KNIGHTS TITANIC unit from your army that Remained Stationary this
// turn, that is on your defensive line and that has not been selected to shoot this phase. EFFECT: Until the end of
// the phase, ranged weapons equipped by models in your unit have the [SUSTAINED HITS 2] ability."
k.stratagem('Titanic Bombardment', { support: automated, effects: [ranged(ability('sustained hits 2'))] });

// "WHEN: Fight phase, just after an enemy unit has selected its targets. TARGET: One IMPERIAL KNIGHTS unit from your
// army that was selected as the target of one or more of the attacking unit's attacks and is on your defensive line.
// EFFECT: Until the end of the phase, each time an attack targets your unit, if the Strength characteristic of that
// attack is greater than the Toughness characteristic of your unit, subtract 1 from the Wound roll."
k.stratagem('Lancebreaker', { support: automated, effects: [attackedBy(wound(-1, strongerThanTough))] });

// "WHEN: Start of your opponent's Charge phase. TARGET: One IMPERIAL KNIGHTS TITANIC unit from your army that is on
// your defensive line. EFFECT: Until the end of the phase, each time an enemy unit selects your unit as a target of a
// charge, that unit must take a Battle-shock test, subtracting 1 from the result."
// (The game tests the charging unit just after it declares the charge: game/charge-target-tests.ts.)
k.stratagem('Fortress of Intimidation', {
  support: support('n/a', 'automated'),
  effects: [{ kind: 'battle-shock-test', on: 'charging', modifier: -1 }],
});

export const GATE_WARDEN_LANCE = k.out;
