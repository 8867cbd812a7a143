import type { Effect } from '../../effects.js';
import { ruleKit } from '../kit.js';
import {
  ability,
  asked,
  damageReduction,
  eligible,
  hit,
  improve,
  melee,
  ranged,
  reroll,
  support,
  targetIs,
} from '../words.js';

/**
 * The KNIGHTs' Bondsman abilities (the 2025-11 export's datasheets). Each one's rows are `bonded`: they
 * reach only the ARMIGER model the ability is used on (the Bondsman faction rule, code-chivalric.ts),
 * never the KNIGHT that has it. The game adds them as an effect on that ARMIGER until the start of your
 * next Command phase; in the calculator they are a toggle: the rule in the ARMIGER attacker's or
 * defender's rules, marked `bonded`.
 */
const k = ruleKit('Imperial Knights');
const bonded = (e: Effect): Effect => ({ ...e, scope: 'bonded' });
const CHARGE_REROLL = 'the game does not offer the re-roll of the Charge roll';

export const BONDSMAN_ABILITIES = [
  // "While a model is affected by this ability, weapons equipped by that model have the [LETHAL HITS] ability, and
  // melee weapons equipped by that model have the [LANCE] ability."
  k.ability('Knight Paladin', 'Paladin’s Duty (Bondsman)', {
    support: support('automated', 'automated'),
    effects: [bonded(ability('lethal hits')), bonded(melee(ability('lance')))],
  }),
  // "While a model is affected by this ability, you can re-roll Advance rolls made for that model and ranged weapons
  // equipped by that model have the [ASSAULT] ability."
  k.ability('Knight Errant', 'Errant’s Duty (Bondsman)', {
    support: support('automated', 'partial', 'the game does not offer the re-roll of the Advance roll'),
    effects: [bonded(ranged(ability('assault')))],
  }),
  // "While a model is affected by this ability, weapons equipped by that model have the [SUSTAINED HITS 1] ability,
  // and ranged weapons equipped by that model have the [IGNORES COVER] ability."
  k.ability('Knight Warden', 'Warden’s Duty (Bondsman)', {
    support: support('automated', 'automated'),
    effects: [bonded(ability('sustained hits 1')), bonded(ranged(ability('ignores cover')))],
  }),
  // "While a model is affected by this ability, you can re-roll Charge rolls made for that model and each time that
  // model makes a melee attack, you can re-roll the Hit roll."
  k.ability('Knight Gallant', 'Gallant’s Duty (Bondsman)', {
    support: support('automated', 'partial', CHARGE_REROLL),
    effects: [bonded(melee(reroll('hit', 'failed')))],
  }),
  // "While a model is affected by this ability, each time that model makes a ranged attack, add 1 to the Hit roll."
  k.ability('Knight Crusader', 'Crusader’s Duty (Bondsman)', {
    support: support('automated', 'automated'),
    effects: [bonded(ranged(hit(1)))],
  }),
  // "While a model is affected by this ability, at the start of the Fight phase, each enemy unit within Engagement
  // Range of one or more units with this ability must take a Battle-shock test, subtracting 1 from the result when
  // they do."
  k.ability('Cerastus Knight Acheron', 'Acheron’s Duty (Bondsman)', {
    support: support(
      'n/a',
      'partial',
      'the game selects the ARMIGER it affects; the Battle-shock tests at the start of the Fight phase are the players’',
    ),
    effects: [],
  }),
  // "While a model is affected by this ability, each time that model makes an attack that targets a TITANIC or
  // TOWERING model, you can re-roll the Hit roll and you can re-roll the Wound roll."
  k.ability('Cerastus Knight Atrapos', 'Atrapos’ Duty (Bondsman)', {
    support: support('automated', 'automated'),
    effects: [
      bonded(reroll('hit', 'failed', targetIs('TITANIC', 'TOWERING'))),
      bonded(reroll('wound', 'failed', targetIs('TITANIC', 'TOWERING'))),
    ],
  }),
  // "While a model is affected by this ability, its ranged weapons have the [SUSTAINED HITS 1] ability and the
  // Armour Penetration characteristic of its ranged weapons is improved by 1."
  k.ability('Cerastus Knight Castigator', 'Castigator’s Duty (Bondsman)', {
    support: support('automated', 'automated'),
    effects: [bonded(ranged(ability('sustained hits 1'))), bonded(ranged(improve('AP', 1)))],
  }),
  // "While a model is affected by this ability, it is eligible to declare a charge in a turn in which it Advanced."
  k.ability('Cerastus Knight Lancer', 'Lancer’s Duty (Bondsman)', {
    support: support('n/a', 'automated'),
    effects: [bonded(eligible(['charge'], ['advanced']))],
  }),
  // "While a model is affected by this ability, each time that model makes a ranged attack that targets the closest
  // eligible target, improve the Strength and Armour Penetration characteristics of that attack by 1."
  k.ability('Questoris Knight Magaera', 'Magaera’s Duty (Bondsman)', {
    // The game measures the closest eligible target unit to unit (game/rule-answers.ts).
    support: support('automated', 'automated'),
    effects: (() => {
      const closest = asked('closest-eligible-target', 'the target is the closest eligible target');
      return [bonded(ranged(improve('S', 1, closest))), bonded(ranged(improve('AP', 1, closest)))];
    })(),
  }),
  // "While a model is affected by this ability, each time that model is selected to shoot or fight, after it has
  // resolved all of its attacks, select one enemy unit hit by one or more of those attacks; that unit must take a
  // Battle-shock test, subtracting one from the test when doing so."
  k.ability('Questoris Knight Styrix', 'Styrix’s Duty (Bondsman)', {
    support: support(
      'n/a',
      'partial',
      'the game selects the ARMIGER it affects; the Battle-shock test after its attacks is the players’',
    ),
    effects: [],
  }),
  // "Each time a model affected by this ability makes an attack that targets this model's quarry, you can re-roll the
  // Wound roll."
  k.ability('Knight Preceptor', 'Mentor (Bondsman)', {
    support: support(
      'automated',
      'partial',
      'the game does not keep the Knight Preceptor’s quarry: it does not re-roll the Wound roll',
    ),
    effects: [
      bonded(reroll('wound', 'failed', asked('targets-quarry', 'the target is the Knight Preceptor’s quarry'))),
    ],
  }),
  // "While a model is affected by this ability, each time an attack is allocated to that model, subtract 1 from the
  // Damage characteristic of that attack."
  k.ability('Knight Defender', 'Defender’s Duty (Bondsman)', {
    support: support('automated', 'automated'),
    effects: [bonded(damageReduction(1))],
  }),
];

/** The ids of the Bondsman abilities: the game offers each KNIGHT that has one to use it in your Command phase. */
export const BONDSMAN_IDS: ReadonlySet<string> = new Set(BONDSMAN_ABILITIES.map((d) => d.id));
