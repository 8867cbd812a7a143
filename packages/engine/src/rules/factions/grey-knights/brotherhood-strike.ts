import { ruleKit } from '../kit.js';
import { ability, asked, automated, deepStrikeAt, notEligible, reroll, stealth, support } from '../words.js';

/** Brotherhood Strike (seed 002 and the 2025-11 export). */
const k = ruleKit('Grey Knights', 'Brotherhood Strike');
const arrived = asked('deep-struck-this-turn', 'the unit was set up using the Deep Strike ability this turn');

// "Each time a unit from your army is set up using the Deep Strike ability, until the end of the turn, each time a
// model in that unit makes an attack, re-roll a Hit roll of 1 and re-roll a Wound roll of 1."
k.rule('Fury of Titan', {
  support: automated,
  effects: [reroll('hit', 'ones', arrived), reroll('wound', 'ones', arrived)],
});

// "Set your unit up anywhere on the battlefield that is more than 3" horizontally away from all enemy units, but until
// the end of the turn, it is not eligible to declare a charge." (The game offers it at the start of the Movement
// phase, for a unit in Reserves that has the Deep Strike ability.)
k.stratagem('Combat Manifestation', {
  support: support('n/a', 'automated'),
  effects: [deepStrikeAt(3), notEligible('charge')],
});
// "If your unit has the Deep Strike ability, it can be placed into Strategic Reserves." (The game offers it just after
// an enemy unit Falls Back, for each unit with Deep Strike it was within Engagement Range of that is no longer
// within Engagement Range of an enemy unit: game/stratagems.)
k.stratagem('Duty Unending', { support: support('n/a', 'automated') });

// "weapons equipped by models in your unit have the [SUSTAINED HITS 1] ability."
// (TARGET: "One unit from your army that was set up using the Deep Strike ability this turn": the game offers it
// to such a unit only.)
k.stratagem('Purgation Pattern', { support: automated, effects: [ability('sustained hits 1')] });

// "Until the end of the phase, your unit has the Stealth ability."
k.stratagem('Shining Veil', { support: automated, effects: [stealth()] });

export const BROTHERHOOD_STRIKE = k.out;
