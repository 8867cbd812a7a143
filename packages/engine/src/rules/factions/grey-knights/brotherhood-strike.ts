import { constant, parseDice } from '../../../dice/expr.js';
import { enhancementSupport, only } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import { ability, asked, automated, deepStrikeAt, notEligible, reroll, stealth, support } from '../words.js';
import { GATE_OF_INFINITY } from './gate-of-infinity.js';

/** Brotherhood Strike (seed 002 and the 2025-11 export). */
const k = ruleKit('Grey Knights', 'Brotherhood Strike');
const arrived = asked('deep-struck-this-turn', 'the unit was set up using the Deep Strike ability this turn');

// "Each time a unit from your army is set up using the Deep Strike ability, until the end of the turn, each time a
// model in that unit makes an attack, re-roll a Hit roll of 1 and re-roll a Wound roll of 1."
k.rule('Fury of Titan', {
  support: automated,
  effects: [reroll('hit', 'ones', arrived), reroll('wound', 'ones', arrived)],
});

// "Set your unit up anywhere on the battlefield that is more than 3" horizontally away from all enemy units, but until
// the end of the turn, it is not eligible to declare a charge." (The game offers it at the start of the Movement
// phase, for a unit in Reserves that has the Deep Strike ability.)
k.stratagem('Combat Manifestation', {
  support: support('n/a', 'automated'),
  effects: [deepStrikeAt(3), notEligible('charge')],
});
// "If your unit has the Deep Strike ability, it can be placed into Strategic Reserves." (The game offers it just after
// an enemy unit Falls Back, for each unit with Deep Strike it was within Engagement Range of that is no longer
// within Engagement Range of an enemy unit: game/stratagems.)
k.stratagem('Duty Unending', { support: support('n/a', 'automated') });

// "weapons equipped by models in your unit have the [SUSTAINED HITS 1] ability."
// (TARGET: "One unit from your army that was set up using the Deep Strike ability this turn": the game offers it
// to such a unit only.)
k.stratagem('Purgation Pattern', { support: automated, effects: [ability('sustained hits 1')] });

// "Until the end of the phase, your unit has the Stealth ability."
k.stratagem('Shining Veil', { support: automated, effects: [stealth()] });

// "WHEN: End of your opponent's Fight phase. TARGET: One GREY KNIGHTS PSYKER INFANTRY unit from your army. EFFECT: If
// every model in your unit has the Deep Strike ability, remove your unit from the battlefield and place it into
// Strategic Reserves." (The game offers it at the end of the opponent's Fight phase to such a unit whose every model
// has Deep Strike, within Engagement Range or not: game/stratagems/handlers-grey-knights.ts.)
k.stratagem('Expeditious Exit', { support: support('n/a', 'automated') });

// --- Enhancements (the 2025-11 export; seed 002 names the detachment) ---

// "GREY KNIGHTS model only. Each time the bearer's unit is set up using the Deep Strike ability, roll one D6 for each
// enemy unit within 12" of the bearer: on a 2-5, that unit suffers 1 mortal wound; on a 6, that unit suffers D3 mortal
// wounds."
// (The game rolls just after the unit is set up: game/enhancement-uses.ts.)
k.enhancement('Banishing Wave (Psychic)', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('GREY KNIGHTS'),
  effects: [
    {
      kind: 'mortal-wounds-each-within',
      within: 12,
      results: [
        { from: 2, amount: constant(1) },
        { from: 6, amount: parseDice('D3') },
      ],
      when: [arrived],
    },
  ],
});

// "GREY KNIGHTS model only. Each time the bearer's unit is set up using the Deep Strike ability, until the end of the
// turn, enemy units cannot use the Fire Overwatch Stratagem to shoot at the bearer's unit."
// (The game's Fire Overwatch is not offered against the unit: game/stratagems/handlers-battle.ts.)
k.enhancement('Blinding Aura', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('GREY KNIGHTS'),
  effects: [{ kind: 'no-overwatch-against', when: [arrived] }],
});

// "GREY KNIGHTS model only. Each time the bearer's unit is set up using the Deep Strike ability, until the end of the
// turn, you can re-roll Charge rolls made for the bearer's unit."
// (The game asks just after the unit's Charge roll: game/enhancement-points.ts.)
k.enhancement('Purity of Purpose', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('GREY KNIGHTS'),
  windows: [
    {
      when: [{ window: 'after-roll', turn: 'yours', phases: ['charge'], rolls: ['charge'] }],
      handler: 'reroll-charge',
      optional: true,
    },
  ],
  effects: [reroll('charge', 'failed', arrived)],
});

// "GREY KNIGHTS model only. While the bearer is on the battlefield or in Strategic Reserves, add 1 to the number of
// units from your army that you can select for the Gate of Infinity rule."
// (The game's Gate of Infinity reads the row: game/rule-choices.ts gateMaximumFor.)
k.enhancement('Tome of Forbidden Ways', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('GREY KNIGHTS'),
  effects: [{ kind: 'more-selections', rule: GATE_OF_INFINITY.id, add: 1 }],
});

export const BROTHERHOOD_STRIKE = k.out;
