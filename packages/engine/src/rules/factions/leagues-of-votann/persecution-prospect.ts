import { enhancementSupport, only } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import {
  add,
  any,
  asked,
  automated,
  cover,
  gameOnlyPartly,
  ownIs,
  reroll,
  roll,
  stealth,
  support,
  wound,
} from '../words.js';
import { SPENT_YP } from './army-rules.js';

/** Persecution Prospect (seed 004 and the 2025-11 export). */
const k = ruleKit('Leagues of Votann', 'Persecution Prospect');

/** Guerrilla Adepts' labels, kept as counters on the enemy unit (0 or 1). */
export const ASSAILED = 'assailed';
export const PINNED = 'pinned';

const assailed = asked('target-assailed', 'the target is assailed');

// "LEAGUES OF VOTANN units from your army have the following ability: Guerrilla Adepts: In your Shooting phase, just
// after this unit is selected to shoot, this unit can use this ability. If it does, select one enemy unit (excluding
// MONSTERS and VEHICLES). Until the end of the phase, attacks made by models in this unit can only target that enemy
// unit (and only if it is an eligible target) and, after resolving those attacks, if one or more of those attacks hit
// that enemy unit, until the start of your next Shooting phase, that enemy unit is assailed (this simply labels that
// unit for the purposes of this ability and some Enhancements and Stratagems). If that unit is already assailed, until
// the start of your next Shooting phase, it is also pinned. While a unit is pinned, subtract 2" from its Move
// characteristic and subtract 2 from Charge rolls made for it." (The seed's copy lost "LEAGUES OF VOTANN"; the 2025-11
// export has it.) The game asks the player through the pending decision once the unit's attacks are declared, where
// they all target one enemy unit it may select (game/rule-targets.ts); the labels are counters, cleared at the start
// of your next Shooting phase.
export const ASSAILED_FROM_EVERY_ANGLE = k.rule('Assailed From Every Angle', {
  support: automated,
  counters: [
    { id: ASSAILED, name: 'assailed', on: 'unit', max: 1 },
    { id: PINNED, name: 'pinned', on: 'unit', max: 1, effects: [add('M', -2), roll('charge', -2)] },
  ],
  windows: [
    {
      when: [
        { window: 'selected-to-shoot', turn: 'yours', phases: ['shooting'], unit: 'own', keyword: 'LEAGUES OF VOTANN' },
      ],
      optional: true,
      handler: 'guerrilla-adepts',
    },
    { when: [{ window: 'phase-start', turn: 'yours', phases: ['shooting'] }], handler: 'labels-expire' },
  ],
});

// "each time a model in your unit makes an attack, if that attack targets an assailed unit and/or if your unit has
// the HERNKYN keyword, you can re-roll the Hit roll." The game reads the assailed label; the calculator asks it.
k.stratagem('Ranger Tactics', {
  support: automated,
  effects: [reroll('hit', 'failed', any(assailed, ownIs('HERNKYN')))],
});

// "your unit has the Stealth ability and each time a ranged attack targets your unit, models in your unit have the
// Benefit of Cover against that attack."
k.stratagem('Dispersed Formation', { support: automated, effects: [stealth(), { ...cover(), type: 'ranged' }] });

// "Each time you use this Stratagem, you can spend 2YP. Until the end of the phase, each time a model in your unit
// makes an attack, if you spent YP during this use of this Stratagem and/or if that attack targets an assailed unit,
// you can re-roll the Wound roll." The game reads the assailed label and the use's spend; the calculator asks both.
k.stratagem('Exposed Flaws', {
  support: automated,
  effects: [reroll('wound', 'failed', any(asked(SPENT_YP, 'Yield points were spent on this Stratagem'), assailed))],
});

// "WHEN: Your Movement phase. TARGET: One HERNKYN unit from your army that has not been selected to move this phase.
// EFFECT: Until the end of the phase, if your unit Advances, do not make an Advance roll for it. Instead, until the end
// of the phase, add 6" to the Move characteristic of models in your unit." (The Movement phase reads the row of the
// effect the use adds: game/advance-rules.ts.)
k.stratagem('Frontier Momentum', {
  support: support('n/a', 'automated'),
  effects: [{ kind: 'advance-fixed', inches: 6 }],
});

// "WHEN: Your opponent's Movement phase, just after an enemy unit ends a Normal, Advance or Fall Back move. TARGET: One
// LEAGUES OF VOTANN unit from your army (excluding ARTILLERY and VEHICLE units) that is within 9" of that enemy unit.
// EFFECT: Each time you use this Stratagem, you can spend 2YP. Your unit can make a Normal move of up to D6". If you
// spent YP during this use of this Stratagem, your unit can make a Normal move of up to 6" instead. RESTRICTIONS: A
// unit cannot embark within a TRANSPORT as part of this move." (game/stratagems/handlers-votann.ts: the D6 is rolled,
// or 6" spending 2YP, and the move is asked; it cannot embark.)
k.stratagem('Claimstaker Reflex', { support: support('n/a', 'automated') });

// "WHEN: Start of any phase, if units from your army have Fortify Takeover. TARGET: One LEAGUES OF VOTANN CHARACTER
// unit from your army. EFFECT: Each time you use this Stratagem, you can spend any number of YP. Once you have done so,
// if you have 6 or fewer YP, until the start of your next turn, units from your army have Hostile Acquisition
// instead." (game/stratagems/handlers-votann.ts.)
k.stratagem('Adaptable Avarice', {
  support: gameOnlyPartly(
    'the game spends down to 6YP (the fewest that give Hostile Acquisition), not more; Hostile Acquisition then lasts until the end of your next Command phase, when your Yield points set it again, not only until the start of your next turn',
  ),
});

// --- Enhancements (the 2025-11 export; seed 004 names them) ---

// "LEAGUES OF VOTANN model only. Each time a model in the bearer's unit makes an attack that targets an assailed unit,
// add 1 to the Wound roll." (Assailed: the Guerrilla Adepts ability of this detachment's rule.)
k.enhancement('Eye for Weakness', {
  support: enhancementSupport('automated', 'automated'),
  bearer: only('LEAGUES OF VOTANN'),
  effects: [wound(1, assailed)],
});

// "LEAGUES OF VOTANN model only. In your Shooting phase, after the bearer's unit has shot, you gain 1YP for each
// assailed enemy unit hit by one or more of those attacks (to a maximum of 3YP)."
// The game gives them when the bearer's unit has shot (game/votann-enhancements.ts 'yield-per-assailed-hit').
const hasShot = [
  { window: 'has-shot' as const, turn: 'yours' as const, phases: ['shooting' as const], unit: 'own' as const },
];
k.enhancement('Writ of Acquisition', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('LEAGUES OF VOTANN'),
  windows: [{ when: hasShot, handler: 'yield-per-assailed-hit' }],
});

// "LEAGUES OF VOTANN model only. In your Shooting phase, after the bearer's unit has shot, select one MONSTER or
// VEHICLE unit hit by one or more of those attacks; until the start of your next Shooting phase, that unit is pinned."
// The game asks which unit after the bearer's unit has shot and labels it with Guerrilla Adepts' pinned counter
// (game/votann-enhancements.ts 'pin-hit-unit'), which that rule ends at the start of your next Shooting phase.
k.enhancement('Surgical Saboteur', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('LEAGUES OF VOTANN'),
  windows: [{ when: hasShot, handler: 'pin-hit-unit' }],
});

// "LEAGUES OF VOTANN model only. Once per battle, at the end of your opponent's Fight phase, if the bearer is on the
// battlefield, it can use this Enhancement. If it does, you can spend up to 4YP. Select one HERNKYN unit from your
// army, and, for every 2YP you just spent, select up to one additional HERNKYN unit from your army. You can remove
// those units from the battlefield and place them into Strategic Reserves. You cannot select a unit that is within
// Engagement Range of one or more enemy units (excluding assailed units)."
// The game asks at the end of your opponent's Fight phase: 0, 2 or 4YP, then the HERNKYN units one at a time
// (game/votann-reserves.ts 'hernkyn-to-reserves').
k.enhancement('Nomad Strategist', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('LEAGUES OF VOTANN'),
  uses: { per: 'battle' },
  windows: [
    {
      when: [{ window: 'phase-end', turn: 'opponents', phases: ['fight'], unit: 'own' }],
      handler: 'hernkyn-to-reserves',
      optional: true,
    },
  ],
});

export const PERSECUTION_PROSPECT = k.out;
