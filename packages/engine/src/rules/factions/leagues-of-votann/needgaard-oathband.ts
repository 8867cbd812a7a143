import { CORE_STRATAGEM, enhancementSupport, only, perYpSpent, spentYp, stratagemFor } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import {
  ability,
  add,
  asked,
  attackedBy,
  automated,
  bearer,
  eligible,
  gameOnly,
  gamePartly,
  improve,
  melee,
  not,
  ranged,
  reroll,
  support,
  worsen,
  wound,
} from '../words.js';
import { SPENT_YP, YIELD } from './army-rules.js';

/** Needgaârd Oathband (seed 004 and the 2025-11 export). */
const k = ruleKit('Leagues of Votann', 'Needgaârd Oathband');
const spent = asked(SPENT_YP, 'Yield points were spent on this Stratagem');

// "Each time an enemy unit is destroyed, you gain 1YP."
k.rule('Martial Leverage', {
  support: support('n/a', 'automated'),
  counters: [{ id: YIELD, name: 'Yield point', on: 'player' }],
  windows: [{ when: [{ window: 'unit-destroyed', turn: 'either', unit: 'enemy' }], handler: 'gain-yield-point' }],
});

// "Until the end of the turn, your unit is eligible to shoot and declare a charge [in a turn in which it Fell Back]."
k.stratagem('Ordered Retreat', { support: automated, effects: [eligible(['shoot', 'charge'])] });

// "Until the attacking unit has finished making its attacks, each time an attack targets your unit, worsen the Armour
// Penetration characteristic of that attack by 1."
k.stratagem('Void Hardened', { support: automated, effects: [attackedBy(worsen('AP', 1))] });

// "you can spend 3YP. Until the end of the phase, ranged weapons equipped by models in your unit have the [SUSTAINED
// HITS 1] ability. If you spent YP during this use of this Stratagem, ... [SUSTAINED HITS 2] ability instead."
// (The use offers spending 3YP where the player has them: game/stratagems, its row's `spend`.)
k.stratagem('Ancestral Sentence', {
  support: automated,
  effects: [ranged(ability('sustained hits 1', not(spent))), ranged(ability('sustained hits 2', spent))],
});

// "each time a model in your unit makes an attack, re-roll a Hit roll of 1 and re-roll a Wound roll of 1."
k.stratagem('Huntr’s Mark', { support: automated, effects: [reroll('hit', 'ones'), reroll('wound', 'ones')] });

// "Your unit can shoot as if it were your Shooting phase, can only target that enemy unit when doing so" (offered
// when the army has Fortify Takeover, to a unit the enemy unit targeted: game/stratagems).
k.stratagem('Reactive Reprisal', { support: support('n/a', 'automated') });

// "Select one enemy unit within Engagement Range of your unit. Until the end of the phase, each time a model in your
// unit makes a melee attack that targets that enemy unit, improve the Armour Penetration characteristic of that attack
// by 1. If you spent YP during this use of this Stratagem, improve the Armour Penetration characteristic of that
// attack by 2 instead." (The use names the enemy unit, and spends 3YP or not: game/stratagems.)
k.stratagem('Honour of the Hold', {
  support: automated,
  effects: [melee(improve('AP', 1)), melee(improve('AP', 1, spent))],
});

// --- Enhancements (the 2025-11 export; seed 004 names them) ---

// "LEAGUES OF VOTANN model only. Each time a model in the bearer's unit makes an attack, re-roll a Wound roll of 1.
// Each time the bearer's unit is selected to shoot or fight, you can spend 3YP. If you do, until the end of the phase,
// each time a model in the bearer's unit makes an attack, add 1 to the Wound roll."
k.enhancement('Oathbound Speculator', {
  support: enhancementSupport(
    'automated',
    'partial',
    'the game re-rolls Wound rolls of 1; it does not offer spending 3YP when the unit is selected to shoot or fight (the +1 to the Wound roll)',
  ),
  bearer: only('LEAGUES OF VOTANN'),
  effects: [reroll('wound', 'ones'), wound(1, spentYp('oathbound-speculator', 3, 'Oathbound Speculator this phase'))],
});

// "LEAGUES OF VOTANN model only. At the end of the turn, if the bearer is on the battlefield and you spent no YP in
// that turn, you can gain 1YP."
// The game asks at the end of each turn's Fight phase, its last phase (after the Stratagems of its end), where the
// player lowered their YP at no point of the turn (game/votann-yield.ts 'gain-yield-if-none-spent').
k.enhancement('Dead Reckoning', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('LEAGUES OF VOTANN'),
  windows: [
    {
      when: [{ window: 'phase-end', turn: 'either', phases: ['fight'], unit: 'own' }],
      handler: 'gain-yield-if-none-spent',
      optional: true,
    },
  ],
});

// "LEAGUES OF VOTANN model equipped with an Autoch-pattern combi-bolter only. Once per battle, when the bearer's unit
// is selected to shoot, the bearer can use this Enhancement. If it does, spend up to 3YP and, until the end of the
// phase, add the number of YP you just spent to the Damage characteristic of the bearer's ranged weapons."
// The game offers the use when the unit is selected to shoot, once per battle, one option per amount of YP the
// player has (game/ability-windows.ts, the window's `choices`).
const atLeast = (k: number) => Array.from({ length: k }, (_, j) => `iron-ambassador-at-least-${j + 1}yp`);
k.enhancement('Iron Ambassador', {
  support: enhancementSupport(
    'automated',
    'automated',
    'the list validator does not check that the bearer is equipped with an Autoch-pattern combi-bolter',
    'partial',
  ),
  uses: { per: 'battle' },
  windows: [
    {
      when: [{ window: 'selected-to-shoot', turn: 'yours', phases: ['shooting'], unit: 'own' }],
      duration: { kind: 'end-of-phase' },
      optional: true,
      choices: [1, 2, 3].map((n) => ({ label: `spending ${n}YP`, answers: atLeast(n), spend: { counter: YIELD, n } })),
    },
  ],
  bearer: only('LEAGUES OF VOTANN'),
  effects: perYpSpent('iron-ambassador', 3, 'Iron Ambassador this phase', (c) => bearer(ranged(add('D', 1, c)))),
});

// "LEAGUES OF VOTANN model only. Once per turn, when you target the bearer's unit with the Command Re-roll
// Stratagem, the bearer can use this Enhancement. If it does, spend 1YP and reduce the CP cost of that use of that
// Stratagem by 1CP."
// The game offers each Command Re-roll on the bearer's unit twice where the player has 1YP: at its cost, and "spending
// 1YP" for 1CP less, the first such use in a turn (game/stratagem-costs.ts).
k.enhancement('Ancestral Crest', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('LEAGUES OF VOTANN'),
  effects: [
    stratagemFor(
      CORE_STRATAGEM.commandReRoll,
      { minus: 1 },
      { oncePer: 'turn', spend: { counter: YIELD, n: 1, unit: 'YP' } },
    ),
  ],
});

export const NEEDGAARD_OATHBAND = k.out;
