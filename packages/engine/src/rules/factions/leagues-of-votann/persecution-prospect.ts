import { ruleKit } from '../kit.js';
import { any, asked, automated, cover, gameOnly, gamePartly, ownIs, reroll, stealth } from '../words.js';

/** Persecution Prospect (seed 004 and the 2025-11 export). */
const k = ruleKit('Leagues of Votann', 'Persecution Prospect');
const assailed = asked('target-assailed', 'the target is assailed');

// "Guerrilla Adepts: ... if one or more of those attacks hit that enemy unit, until the start of your next Shooting
// phase, that enemy unit is assailed".
k.rule('Assailed From Every Angle', { support: gameOnly('which enemy units are assailed is the players’') });

// "each time a model in your unit makes an attack, if that attack targets an assailed unit and/or if your unit has
// the HERNKYN keyword, you can re-roll the Hit roll."
k.stratagem('Ranger Tactics', {
  support: gamePartly('the game does not yet know which units are assailed: it re-rolls for HERNKYN units'),
  effects: [reroll('hit', 'failed', any(assailed, ownIs('HERNKYN')))],
});

// "your unit has the Stealth ability and each time a ranged attack targets your unit, models in your unit have the
// Benefit of Cover against that attack."
k.stratagem('Dispersed Formation', { support: automated, effects: [stealth(), { ...cover(), type: 'ranged' }] });

export const PERSECUTION_PROSPECT = k.out;
