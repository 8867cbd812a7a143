import { ruleKit } from '../kit.js';
import { ability, ask, asked, ownIs, ranged, support } from '../words.js';

/** The Imperial Knights detachments of seed 003 whose rules are one each: their detachment rules. */

const valourstrike = ruleKit('Imperial Knights', 'Valourstrike Lance');
// "Each time an IMPERIAL KNIGHTS unit from your army Advances, until the end of the turn, ranged weapons equipped by
// IMPERIAL KNIGHTS models from your army have the [ASSAULT] ability."
// The game reads the row when an IMPERIAL KNIGHTS unit that Advanced shoots (game/unit-rules.ts): [ASSAULT] changes
// nothing for a unit that did not Advance, so "from your army" needs no other unit's Advance. No attack changes.
valourstrike.rule('Bold Gallantry', {
  support: support('n/a', 'automated'),
  effects: [ranged(ability('assault', ownIs('IMPERIAL KNIGHTS'), ask({ kind: 'advanced' })))],
});

const gateWarden = ruleKit('Imperial Knights', 'Gate Warden Lance');
// "Against the Horde: Each time a model in this unit makes an attack that targets a visible enemy unit, you can
// ignore any or all modifiers to the Hit roll, and weapons equipped by models in this unit have the [sustained hits
// 1] ability."
/** The player's foundations, each an objective marker's number (its index + 1). */
export const FOUNDATIONS = ['foundation-1', 'foundation-2'] as const;
// The game asks for the foundations at the start of the first battle round and measures the defensive line
// (game/foundations.ts).
export const DAUNTLESS_DEFENDERS = gateWarden.rule('Dauntless Defenders', {
  support: support(
    'partial',
    'partial',
    'ignoring Hit roll modifiers (Against the Horde) is left to the user and the players; a foundation removed from the battlefield is not re-selected (the game removes no objective marker)',
  ),
  effects: [
    ability(
      'sustained hits 1',
      ownIs('IMPERIAL KNIGHTS'),
      ask({ kind: 'target-visible' }),
      asked('on-defensive-line', 'the unit is on your defensive line'),
    ),
  ],
  windows: [
    { when: [{ window: 'phase-start', turn: 'either', phases: ['command'] }], handler: 'foundations', optional: true },
  ],
  counters: FOUNDATIONS.map((id) => ({ id, name: 'Foundation', on: 'player' as const })),
});

const companions = ruleKit('Imperial Knights', 'Questoris Companions');
// "At the start of your turn, if your current Oath is fulfilled, determine an additional Oath as described here, with
// the exception that you cannot select a Deed or Quality you have already selected ... The Qualities from Oaths you
// have fulfilled continue to apply to all models in your army with the Code Chivalric ability. When the Deed for an
// additional Oath is completed, you instead gain 1CP, regardless of how you selected the Deed or Quality."
// The game asks for it (a mandatory rule-choice) at the start of your Command phase, applies its Quality with the
// others selected, checks its Deed at the end of each turn and gains the 1CP (game/oath.ts).
export const HEROES_OF_LEGEND = companions.rule('Heroes of Legend', {
  support: support(
    'n/a',
    'partial',
    'an additional Oath’s Deed and Quality are selected, not rolled (rolling changes nothing there: 1CP either way); its 1CP is gained past the CP cap, as the Oath’s CP are',
  ),
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'yours', phases: ['command'] }],
      handler: 'additional-oath',
      optional: true,
    },
  ],
});
// "The Enhancements shown below can become expended. You cannot use such Enhancements while they are expended. Each
// time you fulfil your Oath, each expended Enhancement is no longer expended."
// The game expends an Enhancement when it is used, does not offer it while expended and returns it when the Oath is
// fulfilled (game/valours-reward.ts, game/oath.ts).
export const VALOURS_REWARD = companions.rule('Valour’s Reward', {
  support: support('n/a', 'automated'),
});

const spearhead = ruleKit('Imperial Knights', 'Spearhead-At-Arms');
// "you can select up to three friendly ARMIGER models (instead of one) ... ARMIGER models from your army gain the
// BATTLELINE keyword."
// The game reads it in the Bondsman choice (game/bondsman.ts), Honoured as the Oath's CP gained (Code Chivalric).
export const KNIGHTLY_TEACHINGS = spearhead.rule('Knightly Teachings', {
  support: support(
    'n/a',
    'partial',
    'the game offers up to three ARMIGER models (within 15" while Honoured) to the first use of each Bondsman ability in a turn; ARMIGER models do not gain the BATTLELINE keyword (in the game or the list validator)',
    'manual',
  ),
});

export const KNIGHT_LANCES = [...valourstrike.out, ...gateWarden.out, ...companions.out, ...spearhead.out];
