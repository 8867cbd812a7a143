import { ruleKit } from '../kit.js';
import { automated, hit } from '../words.js';

/** Combined Regiment (seed 001; not in the 2025-11 export). */
const k = ruleKit('Astra Militarum', 'Combined Regiment');

// "If your unit scores one or more hits against that enemy unit this phase, until the end of your opponent's next
// turn, each time a model in that enemy unit makes an attack, subtract 1 from the Hit roll." In the calculator: switch
// it on for the suppressed unit's attacks. In the game: offered before your INFANTRY unit is selected to shoot, naming
// the enemy unit; the -1 is added on that unit once your unit's attacks hit it (game/stratagems/deferred.ts).
k.stratagem('Suppression Fire', {
  support: automated,
  effects: [hit(-1)],
});

export const COMBINED_REGIMENT = k.out;
