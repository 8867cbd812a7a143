import { ruleKit } from '../kit.js';
import { asked, ownIs, ranged, reroll, support } from '../words.js';

/** Questor Forgepact (seed 003 and the 2025-11 export). */
const k = ruleKit('Imperial Knights', 'Questor Forgepact');
const mechanicus = ownIs('ADEPTUS MECHANICUS');

// "Divine Inspiration: Each time a model in this unit makes a ranged attack, re-roll a Hit roll of 1. If this unit
// is within 6" of one or more friendly IMPERIAL KNIGHTS units, re-roll a Wound roll of 1 as well." (Sacristan Pledge
// heals in the Command phase.)
k.rule('Cogbound Alliance', {
  support: support(
    'automated',
    'partial',
    'the game re-rolls Hit rolls of 1 of ADEPTUS MECHANICUS ranged attacks, and Wound rolls of 1 within 6" of a friendly IMPERIAL KNIGHTS unit (measured); Sacristan Pledge (IMPERIAL KNIGHTS units regain wounds in the Command phase) is not applied; Forge World Allies are not checked in lists',
    'manual',
  ),
  effects: [
    ranged(reroll('hit', 'ones', mechanicus)),
    ranged(
      reroll(
        'wound',
        'ones',
        mechanicus,
        asked('within-6-of-knights', 'the unit is within 6" of a friendly IMPERIAL KNIGHTS unit'),
      ),
    ),
  ],
});

export const QUESTOR_FORGEPACT = k.out;
