import { ruleKit } from '../kit.js';
import { ability, attackedBy, ignoreModifiers, ownIs, ranged, support } from '../words.js';

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

// "WHEN: Your Command phase, just before an IMPERIAL KNIGHTS CHARACTER unit from your army uses a Bondsman ability.
// ... you can select one friendly ADEPTUS MECHANICUS unit within 12" of your unit in addition, or instead of
// selecting one ARMIGER model. Until the start of your next Command phase, every model in that ADEPTUS MECHANICUS
// unit is affected by that Bondsman ability. RESTRICTIONS: You cannot target a KNIGHT PRECEPTOR with this Stratagem."
export const BONDED_IMPERATIVE = k.stratagem('Bonded Imperative', {
  // Offered in your Command phase's start-of-phase window, before the Bondsman choice (game/bondsman.ts), on an
  // IMPERIAL KNIGHTS CHARACTER (not a KNIGHT PRECEPTOR) whose Bondsman ability is not used yet with an ADEPTUS
  // MECHANICUS unit within 12"; that choice then offers that unit as well (game/stratagems/handlers-forgepact.ts).
  support: support(
    'n/a',
    'partial',
    'the ADEPTUS MECHANICUS unit selected does not count as a use of the Bondsman ability: with Knightly Teachings, a use that selected only that unit does not stop other models’ three-ARMIGER uses that turn',
  ),
});

// "WHEN: Your opponent's Movement phase, just after an enemy unit is set up or ends a Normal, Advance, or Fall Back
// move. TARGET: One IMPERIAL KNIGHTS TITANIC unit from your army that is within 24" of and visible to that enemy
// unit. EFFECT: Select one ranged weapon ... That model can shoot at that enemy unit ... an unmodified Hit roll of 6
// is required to score a hit, irrespective of the attacking weapon's Ballistic Skill or any modifiers."
// (The game asks for the one weapon and shoots as Fire Overwatch does, hitting only on unmodified 6s:
// game/stratagems/handlers-knights.ts, game/interrupts.ts.)
k.stratagem('Thronegheist Fury', { support: support('n/a', 'automated') });

// "WHEN: Your Command phase. TARGET: One IMPERIAL KNIGHTS unit from your army. EFFECT: Until the start of your next
// turn, your unit can ignore any or all modifiers to the following: the Weapon Skill or Ballistic Skill
// characteristics of weapons equipped by its models; any Hit roll or Wound roll made for it."
// (The attack ignores the modifiers that make it worse, keeps the others: the best choice of "any or all"; the game
// keeps the effect until the start of your next Command phase: data-knights.ts.)
k.stratagem('Machine Focus', {
  support: support('automated', 'automated'),
  effects: [ignoreModifiers('skill', 'hit', 'wound')],
});

// "WHEN: Any phase. TARGET: One IMPERIAL KNIGHTS unit from your army that was just destroyed. ... EFFECT: Until the
// end of the battle, the enemy unit that destroyed your unit is Marked. Each time an ADEPTUS MECHANICUS model from
// your army makes an attack that targets a Marked unit, that attack has the [LETHAL HITS] ability."
export const VENGEANCE_OF_THE_MACHINE_CULT = k.stratagem('Vengeance of the Machine Cult', {
  // Offered just after an attack destroys one of your IMPERIAL KNIGHTS units (game/attacks/sequence.ts 'done'): the
  // attacking unit carries this rule as an effect until the end of the battle (Marked), its row reaching the
  // attacks that target it (game/stratagems/handlers-forgepact.ts).
  support: support(
    'n/a',
    'partial',
    'offered only when an attack destroys your unit: a unit destroyed by mortal wounds outside an attack (a Stratagem, Deadly Demise) is not offered',
  ),
  effects: [attackedBy(ability('lethal hits', ownIs('ADEPTUS MECHANICUS')))],
});

export const QUESTOR_FORGEPACT_STRATAGEMS = k.out;
