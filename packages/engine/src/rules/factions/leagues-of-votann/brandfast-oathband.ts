import { byHand, CORE_STRATAGEM, enhancementSupport, only, stratagemFor } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import {
  ability,
  asked,
  attackedBy,
  automated,
  eligible,
  gameOnly,
  gameOnlyPartly,
  notEligible,
  ownIs,
  ranged,
  reroll,
  support,
} from '../words.js';
import { YIELD } from './army-rules.js';
import { FORGEWROUGHT_EXPERTISE } from './datasheet-abilities.js';

/** Brandfast Oathband (seed 004 and the 2025-11 export). */
const k = ruleKit('Leagues of Votann', 'Brandfast Oathband');

// "TRANSPORT units from your army have the following ability: Firebase Control (Aura): While a friendly LEAGUES OF
// VOTANN INFANTRY unit is wholly within 6" of this TRANSPORT, ranged weapons equipped by models in that INFANTRY unit
// have the [sustained hits 1] ability." The game measures it (game/rule-answers.ts): every model of the attacking
// INFANTRY unit wholly within 6" of one model of a TRANSPORT unit from its army on the battlefield.
k.rule('Mobile Sensor Relays', {
  support: automated,
  effects: [
    ranged(
      ability(
        'sustained hits 1',
        ownIs('INFANTRY'),
        // The seed's copy lost the faction keyword ("a friendly INFANTRY unit"); the export names it.
        ownIs('LEAGUES OF VOTANN'),
        asked('within-6-of-transport', 'the unit is wholly within 6" of a TRANSPORT from your army'),
      ),
    ),
  ],
});

// "Until the end of the phase, your unit is eligible to shoot in a turn in which it Fell Back."
k.stratagem('Inexorable Efficiency', { support: automated, effects: [eligible(['shoot'])] });
// "you can spend 2YP. Select one friendly KAPRICUS or SAGITAUR unit within 6" of your INFANTRY unit. If you spent YP
// during this use of this Stratagem, you can select one friendly HEKATON LAND FORTRESS unit within 6" of your INFANTRY
// unit instead. The selected unit can shoot as if it were your Shooting phase." (game/stratagems: its target spec
// names the keywords and the distance; a HEKATON LAND FORTRESS unit is offered spending 2YP.)
k.stratagem('Vengeance Flare', { support: support('n/a', 'automated') });

// "WHEN: Your Movement phase. TARGET: One HEKATON LAND FORTRESS unit from your army that has not been selected to move
// this phase. EFFECT: Until the end of the phase, each time your unit makes a Normal or Advance move, it can move
// horizontally through terrain features." (The game reads the row in those moves: game/unit-rules.ts.)
k.stratagem('Bastion Running', {
  support: support('n/a', 'automated'),
  effects: [{ kind: 'move-through', through: ['terrain'], moves: ['normal', 'advance'], horizontally: true }],
});

// "WHEN: Your opponent's Shooting phase, just after an enemy unit has shot, if units from your army have Hostile
// Acquisition. TARGET: One LEAGUES OF VOTANN VEHICLE unit from your army (excluding HEKATON LAND FORTRESS units) that
// was hit by one or more of those attacks. EFFECT: Your unit can make a Normal move of up to D6"."
// (game/stratagems/handlers-votann.ts: the D6 is rolled and the move is asked.)
k.stratagem('Opportunistic Escalation', { support: support('n/a', 'automated') });

// "WHEN: Your Shooting phase, just after a LEAGUES OF VOTANN VEHICLE unit from your army has shot. TARGET: That LEAGUES
// OF VOTANN VEHICLE unit. EFFECT: Select one enemy unit hit by one or more of those attacks. Until the end of the phase,
// each time a LEAGUES OF VOTANN INFANTRY model from your army makes an attack that targets that enemy unit, re-roll a
// Hit roll of 1." (The use names the enemy unit; the row is an effect on it, for the attacks that target it.)
k.stratagem('Illuminated Priority', {
  support: support('n/a', 'automated'),
  effects: [attackedBy(reroll('hit', 'ones', ownIs('INFANTRY'), ownIs('LEAGUES OF VOTANN')))],
});

// "WHEN: End of any of your phases, if units from your army have Hostile Acquisition. TARGET: One LEAGUES OF VOTANN
// TRANSPORT unit from your army. EFFECT: One LEAGUES OF VOTANN unit embarked within your TRANSPORT can disembark. When
// doing so, models in that unit can be set up anywhere on the battlefield wholly within 6" of your TRANSPORT. That
// unit cannot declare a charge in the same turn, but can otherwise act normally in the remainder of the turn."
// (game/stratagems/handlers-votann.ts, game/rule-disembark.ts: the unit set up holds the row until the end of the turn.)
k.stratagem('Secure Positions', { support: support('n/a', 'automated'), effects: [notEligible('charge')] });

// --- Enhancements (the 2025-11 export; seed 004 names them) ---

// "KÂHL model only. In your Command phase, if the bearer's unit is within range of one or more objective markers you
// control that are not within your deployment zone, you can spend 1YP. If you do, roll one D6: on a 4+, you gain 1CP."
// The game asks at the start of your Command phase (game/votann-enhancements.ts 'spend-yp-for-cp'); the CP is
// capped at 1CP per battle round as any gain outside the Command step.
k.enhancement('Tactical Alchemy', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('KÂHL'),
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'yours', phases: ['command'], unit: 'own' }],
      handler: 'spend-yp-for-cp',
      optional: true,
    },
  ],
});

// "LEAGUES OF VOTANN model only. In your Shooting phase, each time the bearer's unit is selected to shoot, if it
// disembarked from a TRANSPORT this turn, or if you spend 2YP, until the end of the phase, ranged weapons equipped by
// models in that unit have the [sustained HITS 2] ability."
// The game measures "disembarked from a TRANSPORT this turn" and offers spending 2YP when the unit is selected to
// shoot (game/ability-windows.ts, the window's `choices`; game/rule-answers.ts).
k.enhancement('Trivärg Cyber Implant', {
  support: enhancementSupport('automated', 'automated'),
  windows: [
    {
      when: [{ window: 'selected-to-shoot', turn: 'yours', phases: ['shooting'], unit: 'own' }],
      duration: { kind: 'end-of-phase' },
      optional: true,
      choices: [{ label: 'spending 2YP', answers: ['trivarg-disembarked-or-2yp'], spend: { counter: YIELD, n: 2 } }],
    },
  ],
  bearer: only('LEAGUES OF VOTANN'),
  effects: [
    ranged(
      ability(
        'sustained hits 2',
        asked('trivarg-disembarked-or-2yp', 'the unit disembarked from a TRANSPORT this turn, or 2YP were spent'),
      ),
    ),
  ],
});

// "KÂHL model only. While the bearer's unit is wholly within 6" of one or more friendly LEAGUES OF VOTANN TRANSPORT
// units, you can target the bearer's unit with the Fire Overwatch Stratagem for 0CP and hits are scored on unmodified
// Hit rolls of 5+ while resolving that Stratagem."
// The game charges 0CP for Fire Overwatch on the bearer's unit while it is wholly within 6" of a TRANSPORT from your
// army (game/stratagem-costs.ts; a Votann army's TRANSPORT units are LEAGUES OF VOTANN ones), and its attacks while
// firing Overwatch there hit on an unmodified 5+ (the lowest "hit only on" of the attack wins over the 6).
const nearTransport = asked('within-6-of-transport', 'the unit is wholly within 6" of a TRANSPORT from your army');
const firingOverwatch = asked('firing-overwatch', 'the unit is firing Overwatch');
k.enhancement('Precursive Judgement', {
  support: enhancementSupport(
    'partial',
    'automated',
    'the calculator hits on 5+ only when its questions "the unit is firing Overwatch" and "wholly within 6" of a TRANSPORT" are answered yes (its Overwatch toggle alone keeps the 6)',
  ),
  bearer: only('KÂHL'),
  effects: [
    stratagemFor(CORE_STRATAGEM.fireOverwatch, { cp: 0 }, { when: [nearTransport] }),
    { kind: 'hit-only-on', on: 5, type: 'ranged', when: [firingOverwatch, nearTransport] },
  ],
});

// "IRON-MASTER model only. Each time a friendly LEAGUES OF VOTANN model is repaired using the bearer's Forgewrought
// Expertise ability, that model regains 1 additional lost wound."
// The game adds the wound to each repair by the bearer's unit's Forgewrought Expertise (game/votann-repair.ts, the
// `regain-more` row).
k.enhancement('Signature Restoration', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('IRON-MASTER'),
  effects: [{ kind: 'regain-more', rule: FORGEWROUGHT_EXPERTISE.id, add: 1 }],
});

export const BRANDFAST_OATHBAND = k.out;
