import { ruleKit } from '../kit.js';
import { ability, asked, automated, gameOnly, reroll, stealth } from '../words.js';

/** Brotherhood Strike (seed 002 and the 2025-11 export). */
const k = ruleKit('Grey Knights', 'Brotherhood Strike');
const arrived = asked('deep-struck-this-turn', 'the unit was set up using the Deep Strike ability this turn');

// "Each time a unit from your army is set up using the Deep Strike ability, until the end of the turn, each time a
// model in that unit makes an attack, re-roll a Hit roll of 1 and re-roll a Wound roll of 1."
k.rule('Fury of Titan', {
  support: automated,
  effects: [reroll('hit', 'ones', arrived), reroll('wound', 'ones', arrived)],
});

k.stratagem('Combat Manifestation', { support: gameOnly('the 6" Deep Strike set-up is the players’') });
k.stratagem('Duty Unending', { support: gameOnly('placing the unit into Strategic Reserves is the players’') });

// "weapons equipped by models in your unit have the [SUSTAINED HITS 1] ability."
// (TARGET: "One unit from your army that was set up using the Deep Strike ability this turn": the game offers it
// to such a unit only.)
k.stratagem('Purgation Pattern', { support: automated, effects: [ability('sustained hits 1')] });

// "Until the end of the phase, your unit has the Stealth ability."
k.stratagem('Shining Veil', { support: automated, effects: [stealth()] });

export const BROTHERHOOD_STRIKE = k.out;
