import { ruleKit } from '../kit.js';
import { gamePartly, hit } from '../words.js';

/** Combined Regiment (seed 001; not in the 2025-11 export). */
const k = ruleKit('Astra Militarum', 'Combined Regiment');

// "If your unit scores one or more hits against that enemy unit this phase, until the end of your opponent's next
// turn, each time a model in that enemy unit makes an attack, subtract 1 from the Hit roll." In the calculator: switch
// it on for the suppressed unit's attacks.
k.stratagem('Suppression Fire', {
  support: gamePartly(
    'the game offers it after your INFANTRY unit has shot, against an enemy unit (not a MONSTER or VEHICLE) it hit this phase, not before the unit is selected to shoot; the -1 to Hit then lasts on that unit until the end of your opponent’s next turn',
  ),
  effects: [hit(-1)],
});

export const COMBINED_REGIMENT = k.out;
