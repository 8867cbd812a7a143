import { byHand, enhancementSupport, only } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import { any, asked, automated, cover, gameOnly, gamePartly, ownIs, reroll, stealth, wound } from '../words.js';

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

// --- Enhancements (the 2025-11 export; seed 004 names them) ---

// "LEAGUES OF VOTANN model only. Each time a model in the bearer's unit makes an attack that targets an assailed unit,
// add 1 to the Wound roll." (Assailed: the Guerrilla Adepts ability of this detachment's rule.)
k.enhancement('Eye for Weakness', {
  support: enhancementSupport(
    'automated',
    'manual',
    'the game does not mark assailed units (Guerrilla Adepts) yet, so it never adds the 1',
  ),
  bearer: only('LEAGUES OF VOTANN'),
  effects: [wound(1, asked('target-assailed', 'the target is assailed'))],
});

// "LEAGUES OF VOTANN model only. In your Shooting phase, after the bearer's unit has shot, you gain 1YP for each
// assailed enemy unit hit by one or more of those attacks (to a maximum of 3YP)."
k.enhancement('Writ of Acquisition', {
  support: byHand('the game does not mark assailed units, nor give the YP after the bearer’s unit has shot'),
  bearer: only('LEAGUES OF VOTANN'),
});

// "LEAGUES OF VOTANN model only. In your Shooting phase, after the bearer's unit has shot, select one MONSTER or
// VEHICLE unit hit by one or more of those attacks; until the start of your next Shooting phase, that unit is pinned."
k.enhancement('Surgical Saboteur', {
  support: byHand(
    'the game does not mark the pinned unit (−2" Move, −2 to Charge rolls) after the bearer’s unit has shot',
  ),
  bearer: only('LEAGUES OF VOTANN'),
});

// "LEAGUES OF VOTANN model only. Once per battle, at the end of your opponent's Fight phase, if the bearer is on the
// battlefield, it can use this Enhancement. If it does, you can spend up to 4YP. Select one HERNKYN unit from your
// army, and, for every 2YP you just spent, select up to one additional HERNKYN unit from your army. You can remove
// those units from the battlefield and place them into Strategic Reserves. ..."
k.enhancement('Nomad Strategist', {
  support: byHand(
    'the game does not offer placing HERNKYN units into Strategic Reserves at the end of the opponent’s Fight phase',
  ),
  bearer: only('LEAGUES OF VOTANN'),
});

export const PERSECUTION_PROSPECT = k.out;
