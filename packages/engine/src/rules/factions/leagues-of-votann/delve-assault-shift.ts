import { ruleKit } from '../kit.js';
import { add, asked, attackedBy, automated, closeIn, ownIs, roll, support, wound } from '../words.js';
import { SPENT_YP } from './army-rules.js';

/** Dêlve Assault Shift (seed 004 and the 2025-11 export). */
const k = ruleKit('Leagues of Votann', 'Dêlve Assault Shift');

// "CTHONIAN BESERKS units from your army have the Deep Strike ability. KEYWORDS CTHONIAN BESERKS units from your
// army gain the BATTLELINE keyword." The rows are read as grants (rules/army-grants.ts): the game lets such a unit
// be set up in Reserves and arrive by Deep Strike, the list validator counts it as BATTLELINE (6 of the datasheet).
const beserks = ownIs('CTHONIAN BESERKS');
k.rule('Fury From The Dêlve', {
  support: support('n/a', 'automated', undefined, 'automated'),
  effects: [
    { kind: 'core-ability', ability: 'Deep Strike', when: [beserks] },
    { kind: 'keyword', keyword: 'BATTLELINE', when: [beserks] },
  ],
});

// "Each time you use this Stratagem, you can spend 2YP. Select one enemy unit hit by one or more of your unit's attacks
// this phase. Until the start of your next Shooting phase, subtract 2 from that unit's Move characteristic and, if you
// spent YP during this use of this Stratagem, subtract 2 from Charge rolls made for that unit." (The use names that
// enemy unit and spends 2YP or not; its rows are an effect on that unit: game/stratagems.)
k.stratagem('Tectonic Fracture', {
  support: support('n/a', 'automated'),
  effects: [add('M', -2), roll('charge', -2, asked(SPENT_YP, 'Yield points were spent on this Stratagem'))],
});

// "each time an attack targets your unit, subtract 1 from the Wound roll."
k.stratagem('Weavewërke Buttress', { support: automated, effects: [attackedBy(wound(-1))] });

// "each time your unit Piles In or Consolidates, each model in that unit can move up to 6" instead of up to 3"."
k.stratagem('Unstoppable Force', { support: support('n/a', 'automated'), effects: [closeIn(6)] });

export const DELVE_ASSAULT_SHIFT = k.out;
