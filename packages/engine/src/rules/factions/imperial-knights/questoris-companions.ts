import { ruleKit } from '../kit.js';
import { bearer, hit, support, targetIs, wound } from '../words.js';

/**
 * Questoris Companions Stratagems (seed 003 and the 2025-11 export). Its detachment rules (Heroes of Legend, Valour’s
 * Reward) are in lances.ts, its Enhancements elsewhere.
 */
const k = ruleKit('Imperial Knights', 'Questoris Companions');

// "WHEN: Your Shooting phase or the Fight phase. TARGET: One IMPERIAL KNIGHTS TITANIC model from your army that has
// not been selected to shoot or fight this phase. EFFECT: Until the end of the phase, each time your model makes an
// attack that targets a MONSTER, TITANIC or WALKER unit, add 1 to the Hit roll and add 1 to the Wound roll."
// (An IMPERIAL KNIGHTS TITANIC unit is one model: the game offers the unit; the rows are the model's, as the text
// reads.)
const big = targetIs('MONSTER', 'TITANIC', 'WALKER');
k.stratagem('Titanic Duel', {
  support: support('automated', 'automated'),
  effects: [bearer(hit(1, big)), bearer(wound(1, big))],
});

// "WHEN: Fight phase, just before an IMPERIAL KNIGHTS TITANIC unit from your army Consolidates. TARGET: That IMPERIAL
// KNIGHTS TITANIC unit. EFFECT: Until the end of the phase, each time your unit Consolidates, models in it can move an
// additional 3" provided your unit can end that move within Engagement Range of one or more enemy units."
k.stratagem('Moment of Glory', {
  support: support(
    'n/a',
    'partial',
    'the game offers it in the Fight phase for an IMPERIAL KNIGHTS TITANIC unit (not only just before it Consolidates) and lets its Consolidation be up to 6"; that the 6" move must end within Engagement Range of an enemy unit is not checked',
  ),
  effects: [{ kind: 'move-distance', moves: ['consolidation'], inches: 6 }],
});

// "WHEN: End of your Command phase. TARGET: One IMPERIAL KNIGHTS TITANIC model from your army that is within range of
// an objective marker you control. EFFECT: Your Level of Control over that objective marker is 5 (unless it would
// otherwise be higher), until your opponent’s Level of Control over that objective marker is greater than yours at
// the end of a phase." (The handler `control-floor`: game/stratagems/handlers-knights.ts, game/objectives.ts.)
k.stratagem('Hero’s Tread', {
  support: support(
    'n/a',
    'partial',
    'where the model is within range of two or more objective markers you control, the game fixes your Level of Control over each of them (not over one of your choice)',
  ),
});

export const QUESTORIS_COMPANIONS = k.out;
