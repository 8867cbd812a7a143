import { enhancementSupport, only } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import {
  ability,
  add,
  any,
  ask,
  asked,
  automated,
  bearer,
  gamePartly,
  invulnerable,
  melee,
  not,
  ownIs,
  ranged,
  reroll,
  support,
} from '../words.js';

/** Warpbane Task Force (seed 002 and the 2025-11 export). */
const k = ruleKit('Grey Knights', 'Warpbane Task Force');
const hallowed = asked('wholly-within-hallowed-ground', 'the unit is wholly within your army’s Hallowed Ground');
const purifiers = ownIs('PURIFIER SQUAD');
const visible = ask({ kind: 'target-visible' });

// Seed 002 names the areas within "your army's Hallowed Ground"; the effect (2025-11 export): "Each time a model in a
// GREY KNIGHTS unit from your army makes a ranged attack that targets a visible target or makes a melee attack,
// re-roll a Hit roll of 1. If that unit is a PURIFIER SQUAD and/or is wholly within your army's Hallowed Ground, you
// can re-roll the Hit roll instead."
k.rule('Hallowed Ground', {
  // The game measures the areas (game/hallowed-ground.ts); the calculator asks it as a toggle.
  support: automated,
  effects: [
    ranged(reroll('hit', 'ones', visible)),
    melee(reroll('hit', 'ones')),
    ranged(reroll('hit', 'failed', visible, any(purifiers, hallowed))),
    melee(reroll('hit', 'failed', any(purifiers, hallowed))),
  ],
});

// "each time a model in your unit makes an attack, re-roll a Wound roll of 1, or, re-roll the Wound roll instead if
// your unit is a PURIFIER SQUAD." Its TARGET ("wholly within your army's Hallowed Ground") is checked by the game's
// offer (game/stratagems/data.ts).
k.stratagem('Sanctified Kill Zone', {
  support: automated,
  effects: [reroll('wound', 'ones', not(purifiers)), reroll('wound', 'failed', purifiers)],
});

// "WHEN: Your opponent's Shooting phase, just after an enemy unit has selected its targets. TARGET: One GREY KNIGHTS
// INFANTRY unit from your army that was selected as the target of one or more of the attacking unit's attacks.
// EFFECT: Until the end of the phase, models in your unit that are wholly within your Hallowed Ground have a 4+
// invulnerable save." (2025-11 export.) The game asks whether the unit is wholly within its Hallowed Ground
// (game/hallowed-ground.ts) when each save is made.
k.stratagem('Aegis Eternal', {
  support: gamePartly(
    'the 4+ invulnerable save applies while the unit as a whole is wholly within your Hallowed Ground; models of a unit only partly within it get none',
  ),
  effects: [invulnerable(4, hallowed)],
});

// "WHEN: Start of your opponent's Charge phase. TARGET: One GREY KNIGHTS INFANTRY unit from your army. EFFECT: Until
// the end of the phase, each time an enemy unit declares a charge and your unit is one of the targets of that charge,
// subtract 1 from the Charge roll, or subtract 2 instead if your unit is wholly within your army's Hallowed Ground."
// (2025-11 export.) The charge reads these rows of its targets' effects when the roll is made (game/charge/against.ts).
k.stratagem('Repelling Sphere', {
  support: support('n/a', 'automated'),
  effects: [
    { kind: 'enemy-roll', roll: 'charge', n: -1, against: true, when: [not(hallowed)] },
    { kind: 'enemy-roll', roll: 'charge', n: -2, against: true, when: [hallowed] },
  ],
});

// "WHEN: End of the Fight phase. TARGET: One PURIFIER SQUAD unit from your army that was eligible to fight this phase.
// EFFECT: Roll one D6 for each enemy unit within 6" of your unit, adding 1 to the result if your unit includes
// CASTELLAN CROWE: on a 4+, that enemy unit suffers D3 mortal wounds." (2025-11 export.) A 4+ with 1 added is a 3+
// on the die. The game rolls it (game/stratagems/handlers-mortal-near.ts, reading these rows); "eligible to fight"
// is read as selected to fight this phase.
const crowe = ownIs('CASTELLAN CROWE');
const d3 = { count: 1, sides: 3, bonus: 0 } as const;
k.stratagem('Flames of Sanctity', {
  support: support('n/a', 'automated'),
  effects: [
    { kind: 'mortal-wounds-roll', on: 4, amount: d3, enemy: 'within', within: 6, when: [not(crowe)] },
    { kind: 'mortal-wounds-roll', on: 3, amount: d3, enemy: 'within', within: 6, when: [crowe] },
  ],
});

// "WHEN: Start of your opponent's Movement phase. TARGET: One GREY KNIGHTS INFANTRY unit from your army. EFFECT: Until
// the end of the phase, each time an enemy unit is set up or ends a Normal, Advance or Fall Back move within 6" of
// your unit, roll one D6, adding 2 to the result if your unit is wholly within your army's Hallowed Ground: on a 4+,
// that enemy unit suffers D3 mortal wounds." (2025-11 export.) A 4+ with 2 added is a 2+ on the die. The game rolls
// it where an enemy unit is set up (Reinforcements, disembarking) or ends such a move within 6" of the unit while the
// Stratagem's effect lasts (game/enemy-moves-near.ts, reading these rows).
k.stratagem('Fires of Covenant', {
  support: support('n/a', 'automated'),
  effects: [
    { kind: 'mortal-wounds-roll', on: 4, amount: d3, enemy: 'moves-near', within: 6, when: [not(hallowed)] },
    { kind: 'mortal-wounds-roll', on: 2, amount: d3, enemy: 'moves-near', within: 6, when: [hallowed] },
  ],
});

// "WHEN: Reinforcements step of your Movement phase. TARGET: One GREY KNIGHTS INFANTRY unit (excluding TERMINATOR
// units) that is arriving using the Deep Strike ability this phase. EFFECT: Set up your unit wholly within your
// army's Hallowed Ground and more than 6" horizontally away from all enemy units." (2025-11 export.) The game offers
// it at the start of the Reinforcements step for such a unit in Reserves with Deep Strike (from the second battle
// round); until the end of the phase its Deep Strike set-up is checked against these rows (game/reserves.ts).
k.stratagem('Hallowed Beacon', {
  support: support('n/a', 'automated'),
  effects: [{ kind: 'deep-strike-distance', inches: 6 }, { kind: 'set-up-in-hallowed-ground' }],
});

// --- Enhancements (the 2025-11 export; Phial of the Abyss is compiled from its text) ---

// "GREY KNIGHTS model only. While the bearer's unit is not Battle-shocked, add 3 to the bearer's Objective Control
// characteristic."
// (Battle-shocked, the bearer's OC is 0 all the same: game/characteristics.ts.)
k.enhancement('Mandulian Reliquary', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('GREY KNIGHTS'),
  effects: [bearer(add('OC', 3))],
});

// "GREY KNIGHTS INFANTRY model only. The bearer's melee weapons have the [PRECISION] ability, and while the bearer is
// wholly within your army's Hallowed Ground, each time a melee attack made by the bearer scores a wound, the target of
// that attack suffers 1 mortal wound in addition to any normal damage."
k.enhancement('Radiant Champion', {
  support: enhancementSupport(
    'partial',
    'partial',
    'the bearer’s melee weapons have [PRECISION]; the 1 mortal wound for each wound scored while wholly within Hallowed Ground is the players’',
  ),
  bearer: only('GREY KNIGHTS', 'INFANTRY'),
  effects: [bearer(melee(ability('precision')))],
});

// "GREY KNIGHTS model only. Once per battle, at the start of any phase, the bearer can select one friendly GREY
// KNIGHTS unit within 18" of and visible to it. If it does, until the end of the phase, that unit is within your
// army's Hallowed Ground."
// (The game asks at the start of each phase until it is used; the unit selected is within the Hallowed Ground until
// the end of the phase: game/hallowed-ground.ts.)
k.enhancement('Paragon of Sanctity', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('GREY KNIGHTS'),
  uses: { per: 'battle' },
  windows: [{ when: [{ window: 'phase-start', turn: 'either' }], handler: 'select-friendly', optional: true }],
  effects: [{ kind: 'hallowed-ground', within: 18, keyword: 'GREY KNIGHTS' }],
});

export const WARPBANE_TASK_FORCE = k.out;
