import { ruleKit } from '../kit.js';
import { ability, asked, automated, eligible, gameOnly, gameOnlyPartly, ownIs, ranged, support } from '../words.js';

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

export const BRANDFAST_OATHBAND = k.out;
