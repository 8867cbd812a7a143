import { enhancementSupport, only, perYpSpent } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import {
  add,
  asked,
  attackedBy,
  automated,
  bearer,
  closeIn,
  eligible,
  hit,
  melee,
  not,
  ownIs,
  ranged,
  reroll,
  roll,
  support,
  wound,
} from '../words.js';
import { SPENT_YP, YIELD } from './army-rules.js';

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

const spent = asked(SPENT_YP, 'Yield points were spent on this Stratagem');

// "Each time you use this Stratagem, you can spend 2YP. Until the end of the phase, each time a model in your unit
// makes an attack, re-roll a Wound roll of 1. If you spent YP during this use of this Stratagem, you can re-roll the
// Wound roll instead." (The use offers spending 2YP where the player has them: the row's `spend`, game/stratagems.)
k.stratagem('Cyberstimm Infusion', {
  support: automated,
  effects: [reroll('wound', 'ones', not(spent)), reroll('wound', 'failed', spent)],
});

// "WHEN: End of your opponent's Fight phase. TARGET: One CTHONIAN BESERKS, HEARTHKYN WARRIORS or HERNKYN YAEGIRS unit
// from your army that is not within Engagement Range of one or more enemy units. EFFECT: Remove your unit from the
// battlefield and place it into Strategic Reserves." (game/stratagems/handlers-votann.ts.)
k.stratagem('Hidden Accessways', { support: support('n/a', 'automated'), effects: [{ kind: 'strategic-reserves' }] });

// "WHEN: Your Movement phase. TARGET: One CTHONIAN BESERKS unit from your army that has not been selected to move this
// phase. EFFECT: Each time you use this Stratagem, you can spend up to 2YP. Until the end of the turn, add X" to the
// Move characteristic of models in your unit, where X is the number of YP you spent during this use of this
// Stratagem, and your unit is eligible to declare a charge in a turn in which it Advanced." The game offers spending
// 0 or 2YP (X = 0 or 2).
k.stratagem('Augmented Assault', {
  support: support(
    'n/a',
    'partial',
    'the game offers spending 0 or 2YP (+0" or +2" Move); spending exactly 1YP for +1" is the players’',
  ),
  effects: [add('M', 2, spent), eligible(['charge'], ['advanced'])],
});

// --- Enhancements (the 2025-11 export; seed 004 names them) ---

// "LEAGUES OF VOTANN model only. In the Reinforcements step of your Movement phase, the bearer can use this
// Enhancement. If it does, select one friendly CTHONIAN BESERKS unit visible to the bearer and then spend any number of
// YP. Return one destroyed model to that unit and then, for every 2YP you just spent, return up to one additional
// destroyed model to that unit."
// The game asks at the start of your Reinforcements step (game/enhancement-points.ts), one option per CTHONIAN
// BESERKS unit visible to the bearer with destroyed models, YP spent (0 up to all you have) and models returned (1 up
// to 1 + 1 per 2YP); the models return with full wounds in Unit Coherency (game/votann-navigator.ts).
k.enhancement('Dêlvwerke Navigator', {
  support: enhancementSupport(
    'n/a',
    'partial',
    'the destroyed models returned are the unit’s first destroyed ones in its own order, each at the nearest legal place in Unit Coherency from where it was removed; choosing which models return and where they are set up is the players’, as is a model with no legal place within 12" of where it was removed (the game does not set it up)',
  ),
  bearer: only('LEAGUES OF VOTANN'),
  windows: [
    {
      when: [{ window: 'reinforcements-step', turn: 'yours', phases: ['movement'], unit: 'own' }],
      handler: 'return-destroyed-models',
      optional: true,
    },
  ],
  effects: [{ kind: 'return-destroyed-models', keywords: ['CTHONIAN', 'BESERKS'], per: 2 }],
});

// "LEAGUES OF VOTANN model only. Once per battle, in your Movement phase, if the bearer is on the battlefield, it can
// use this Enhancement. If it does, select one friendly CTHONIAN unit that is in Reserves. Until the end of the phase,
// for the purposes of setting up that unit on the battlefield, treat the current battle round number as being one
// higher than it actually is."
// The game asks at the start of your Movement phase, where a CTHONIAN unit of yours is in Reserves (game/reserve-uses.ts
// 'select-reserves-unit'); the unit selected is set up in that phase's Reinforcements step as in the next battle round
// (in the first: it can arrive; in the second: Strategic Reserves can be set up within the enemy deployment zone).
k.enhancement('Multiwave System Jammer', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('LEAGUES OF VOTANN'),
  uses: { per: 'battle' },
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'yours', phases: ['movement'], unit: 'own' }],
      handler: 'select-reserves-unit',
      optional: true,
    },
  ],
  effects: [{ kind: 'arrival-round', add: 1, keyword: 'CTHONIAN' }],
});

// "LEAGUES OF VOTANN model only. While the bearer is within 3" of one or more friendly LEAGUES OF VOTANN ARTILLERY
// units, the bearer has the Lone Operative ability, and each time one of those ARTILLERY units makes a ranged attack
// that targets an enemy unit visible to the bearer, add 1 to the Hit roll."
// The game measures the 3" when a ranged attack selects the bearer as its target (game/attacks/targeting.ts: every
// unit of a Leagues of Votann army is LEAGUES OF VOTANN, so the row names ARTILLERY), and gives the +1 to the Hit roll
// to the ranged attacks of each ARTILLERY unit within 3" of the bearer's model whose target is visible to that model
// (game/near-bearer-rules.ts, the `bonded-near` row; the calculator: the ARTILLERY unit's use marked `bonded`).
k.enhancement('Quake Supervisor', {
  support: enhancementSupport('automated', 'automated'),
  bearer: only('LEAGUES OF VOTANN'),
  effects: [
    { kind: 'targetable-within', inches: 12, near: { keyword: 'ARTILLERY', within: 3 } },
    { kind: 'bonded-near', keyword: 'ARTILLERY', within: 3, targetVisible: true },
    { ...ranged(hit(1)), scope: 'bonded' },
  ],
});

// "LEAGUES OF VOTANN model only. Each time the bearer's unit is selected to fight, the bearer can use this
// Enhancement. If it does, spend up to 2YP and, until the end of the phase, add the number of YP you just spent to the
// Damage characteristic of the bearer's melee weapons."
// The game offers the use when the unit is selected to fight, one option per amount of YP the player has (the
// window's `choices`, game/window-choices.ts); the choice's answers are the rows' "at least kYP" questions.
const piledriverAtLeast = (n: number) => Array.from({ length: n }, (_, j) => `piledriver-at-least-${j + 1}yp`);
k.enhancement('Piledriver', {
  support: enhancementSupport('automated', 'automated'),
  windows: [
    {
      when: [{ window: 'selected-to-fight', turn: 'either', phases: ['fight'], unit: 'own' }],
      duration: { kind: 'end-of-phase' },
      optional: true,
      handler: 'spend-choice',
      choices: [1, 2].map((n) => ({
        label: `spend ${n}YP`,
        answers: piledriverAtLeast(n),
        spend: { counter: YIELD, n },
      })),
    },
  ],
  bearer: only('LEAGUES OF VOTANN'),
  effects: perYpSpent('piledriver', 2, 'Piledriver this phase', (c) => bearer(melee(add('D', 1, c)))),
});

export const DELVE_ASSAULT_SHIFT = k.out;
