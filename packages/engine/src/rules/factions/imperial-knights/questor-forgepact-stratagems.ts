import { ruleKit } from '../kit.js';
import { ability, ranged, support } from '../words.js';

/** The Questor Forgepact Stratagems (seed 003 names the detachment; text from the 2025-11 export). */
const k = ruleKit('Imperial Knights', 'Questor Forgepact');

// "WHEN: Your Shooting phase. TARGET: One IMPERIAL KNIGHTS unit from your army or one IMPERIAL KNIGHTS CHARACTER unit
// from your army and one friendly ADEPTUS MECHANICUS unit that is within 6" of that unit. EFFECT: Until the end of
// the phase, ranged weapons equipped by models in your units have the [ASSAULT] ability."
k.stratagem('Aggression Begets Aggression', {
  support: support(
    'n/a',
    'partial',
    'the game gives [ASSAULT] to the ranged weapons of the one IMPERIAL KNIGHTS unit targeted; the friendly ADEPTUS MECHANICUS unit within 6" of an IMPERIAL KNIGHTS CHARACTER target is not offered as a second target',
  ),
  effects: [ranged(ability('assault'))],
});

// "WHEN: Any phase, just after a mortal wound is allocated to an IMPERIAL KNIGHTS or ADEPTUS MECHANICUS unit from your
// army. TARGET: That IMPERIAL KNIGHTS or ADEPTUS MECHANICUS unit. EFFECT: Until the end of the phase, models in your
// unit have the Feel No Pain 5+ ability against mortal wounds."
k.stratagem('Omnissiah’s Grace', {
  support: support(
    'automated',
    'partial',
    'the game applies Feel No Pain 5+ against the mortal wounds of attacks (Devastating Wounds) until the end of the phase, not against mortal wounds outside an attack (Hazardous, Deadly Demise, Stratagems); it offers the Stratagem in each phase’s Stratagem window (on any IMPERIAL KNIGHTS or ADEPTUS MECHANICUS unit), not just after a mortal wound is allocated: the game has no window after a mortal wound is allocated',
  ),
  effects: [{ kind: 'feel-no-pain', value: 5, against: 'mortal' }],
});

export const QUESTOR_FORGEPACT_STRATAGEMS = k.out;
