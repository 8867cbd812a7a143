import { ruleKit } from '../kit.js';
import { asked, automated, bearer, improve, melee, ranged } from '../words.js';

/** Munitorum Servitors' own ability (seed 001). */
const k = ruleKit('Astra Militarum');

/** The question Mindlock asks; the game answers it from the unit's Leaders (game/rule-answers.ts). */
export const LED_BY_ENGINSEER = 'led-by-regimental-enginseer';

// "Mindlock: While a friendly REGIMENTAL ENGINSEER model is leading this unit, improve the Ballistic Skill and Weapon
// Skill characteristics of ranged and melee weapons equipped by MUNITORUM SERVITOR models in this unit by 1." The
// rows are the holder's (the Servitors' models): in a unit they joined with Servitor Retinue, the Bodyguard's and the
// Enginseer's weapons are not improved.
const led = asked(LED_BY_ENGINSEER, 'a REGIMENTAL ENGINSEER model is leading this unit');
k.ability('Munitorum Servitors', 'Mindlock', {
  support: automated,
  effects: [bearer(ranged(improve('BS', 1, led))), bearer(melee(improve('WS', 1, led)))],
});

export const MUNITORUM_SERVITORS = k.out;
