import { parseDice } from '../../../dice/expr.js';
import { enhancementSupport, only } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import {
  ability,
  asked,
  automated,
  feelNoPain,
  gameOnlyPartly,
  improve,
  melee,
  notEligible,
  reroll,
  support,
} from '../words.js';

/** Banishers (2025-11 export; named on seed 002). */
const k = ruleKit('Grey Knights', 'Banishers');
const psychic = { kind: 'weapon-ability', ability: 'psychic' } as const;

/** The questions Channelled Force's rows ask: which of its rules the unit has (game/rule-options.ts sets them). */
export const CHANNELLED_SUSTAINED = 'channelled-sustained';
export const CHANNELLED_LETHAL = 'channelled-lethal';

// "Each time a unit from your army is selected to fight, that unit can take a Leadership test. If that test is
// passed, select one of the following rules. Until the end of the phase, that unit has that rule. - Melee weapons
// equipped by models in this unit with the [psychic] ability also have the [sustained hits 1] ability. - Melee
// weapons equipped by models in this unit with the [psychic] ability also have the [LETHAL HITS] ability."
// (Seed 002; the 2025-11 export says "a GREY KNIGHTS unit".) The game asks when a unit is selected to fight, rolls
// the test and keeps the rule selected on the unit until the end of the phase (game/rule-options.ts).
k.rule('Channelled Force', {
  support: automated,
  windows: [
    {
      when: [{ window: 'selected-to-fight', turn: 'either', unit: 'own' }],
      handler: 'channelled-force',
      optional: true,
    },
  ],
  effects: [
    melee(
      ability('sustained hits 1', psychic, asked(CHANNELLED_SUSTAINED, 'Channelled Force: Sustained Hits 1 chosen')),
    ),
    melee(ability('lethal hits', psychic, asked(CHANNELLED_LETHAL, 'Channelled Force: Lethal Hits chosen'))),
  ],
});

// "WHEN: Start of your opponent's Movement phase. TARGET: One GREY KNIGHTS CHARACTER model from your army. EFFECT:
// Until the end of the phase, enemy units that are set up on the battlefield as Reinforcements cannot be set up within
// 12" horizontally of your model." (The game keeps arriving enemy units more than 12" from the CHARACTER models of the
// target's unit: game/reserves.ts.)
k.stratagem('Circle of Sanctuary', { support: support('n/a', 'automated') });

// "WHEN: Your opponent's Shooting phase or the Fight phase, just after an enemy unit has selected its targets. TARGET:
// One GREY KNIGHTS PSYKER unit from your army that was selected as the target of one or more of the attacking unit's
// attacks. EFFECT: Until the end of the phase, models in your unit have the Feel No Pain 5+ ability against attacks
// with an unmodified Damage characteristic of 1."
k.stratagem('Warding Chant', {
  support: automated,
  effects: [feelNoPain(5, { kind: 'unmodified-damage', is: 1 })],
});

// "WHEN: Your opponent's Movement phase, just after an enemy unit ends a Normal, Advance or Fall Back move. TARGET: One
// GREY KNIGHTS PSYKER unit from your army that is within 9" of that enemy unit and is not within Engagement Range of
// one or more enemy units. EFFECT: Your unit can make a Normal move of up to 6" or, if it has the Deep Strike ability,
// it can be placed into Strategic Reserves." (The game offers it to such a unit with Deep Strike and places it into
// Strategic Reserves: game/stratagems/handlers-grey-knights.ts.)
k.stratagem('Shadow of Anarch', {
  support: gameOnlyPartly(
    'the Normal move of up to 6" is not offered (nor the Stratagem to a unit without Deep Strike): move the unit yourselves',
  ),
});

// "WHEN: End of any phase. TARGET: One GREY KNIGHTS PSYKER unit from your army that is on the battlefield and suffered
// one or more mortal wounds this phase. EFFECT: Select one enemy unit which inflicted one or more mortal wounds on your
// unit this phase, then roll a number of dice equal to the number of mortal wounds your unit suffered this phase: for
// each 2+, that enemy unit suffers one mortal wound (to a maximum of 6 mortal wounds). These mortal wounds are Psychic
// Attacks." (2025-11 export.) The game offers it at the end of each phase for such a unit, counting the mortal wounds
// dealt to it outside attacks this phase and the enemy units whose rules it names as dealing them
// (game/stratagems/handlers-reprisal.ts).
k.stratagem('Hexwrought Reprisal', {
  support: support(
    'n/a',
    'partial',
    'counts only mortal wounds dealt outside attacks by rules that name their unit (Fires of Covenant, Flames of Sanctity, Pyresoul, Banishing Wave); Devastating Wounds, Deadly Demise, Tank Shock and other rules are not counted: use it yourselves for those. Its mortal wounds are not marked as Psychic Attacks',
  ),
});

// --- Enhancements (the 2025-11 export) ---

/** "In your Shooting phase, each time a model in the bearer's unit makes an attack" (the game measures it). */
export const IN_YOUR_SHOOTING = asked('own-shooting-phase', 'the attack is made in your Shooting phase');

// "GREY KNIGHTS model only. In your Shooting phase, each time a model in the bearer's unit makes an attack, re-roll a
// Hit roll of 1."
k.enhancement('Sigil of the Hunt', {
  support: enhancementSupport('automated', 'automated'),
  bearer: only('GREY KNIGHTS'),
  effects: [reroll('hit', 'ones', IN_YOUR_SHOOTING)],
});

// "GREY KNIGHTS model only. In your Shooting phase, each time a model in the bearer's unit makes an attack, improve
// the Armour Penetration characteristic of that attack by 1."
k.enhancement('The Sixty-sixth Seal', {
  support: enhancementSupport('automated', 'automated'),
  bearer: only('GREY KNIGHTS'),
  effects: [improve('AP', 1, IN_YOUR_SHOOTING)],
});

// "GREY KNIGHTS INFANTRY model only. At the start of your Shooting phase, if the bearer's unit is not within
// Engagement Range of one or more enemy units, the bearer can use this Enhancement. If it does, the bearer's unit can
// make a Normal move of up to D6", and until the end of the turn, the bearer's unit is not eligible to declare a
// charge."
// (The game asks at the start of each of your Shooting phases; a use rolls the D6, the move is the player's.)
k.enhancement('The Ephemeral Tome', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('GREY KNIGHTS', 'INFANTRY'),
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'yours', phases: ['shooting'] }],
      handler: 'normal-move-roll',
      optional: true,
    },
  ],
  effects: [
    {
      kind: 'extra-move',
      upTo: parseDice('D6'),
      when: [asked('own-not-engaged', 'the unit is not within Engagement Range of one or more enemy units')],
    },
    notEligible('charge'),
  ],
});

// "GREY KNIGHTS model only. At the start of your Shooting phase, the bearer can use this Enhancement. If it does,
// select one enemy unit within 24" of and visible to the bearer; that unit suffers D3 mortal wounds."
// (The game asks at the start of each of your Shooting phases, offering the enemy units within 24" of and visible to
// the bearer.)
k.enhancement('Pyresoul (Psychic)', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('GREY KNIGHTS'),
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'yours', phases: ['shooting'] }],
      handler: 'mortal-wounds-enemy',
      optional: true,
    },
  ],
  effects: [{ kind: 'mortal-wounds', amount: parseDice('D3'), within: 24 }],
});

export const BANISHERS = k.out;
