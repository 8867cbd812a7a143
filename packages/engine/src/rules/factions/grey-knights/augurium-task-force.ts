import { parseDice } from '../../../dice/expr.js';
import { enhancementSupport, only } from '../enhancement-words.js';
import { KEPT_NOTE } from '../kept-note.js';
import { ruleKit } from '../kit.js';
import { add, asked, bearer, ignoreModifiers, melee, notEligible, support } from '../words.js';

/** Augurium Task Force (seed 002 and the 2025-11 export). */
const k = ruleKit('Grey Knights', 'Augurium Task Force');

// "at the start of your Movement phase, if you did not select the maximum number of GREY KNIGHTS units ... using the
// Gate of Infinity ability ... you can select one GREY KNIGHTS unit ... and place it into Strategic Reserves."
// (The game asks the player at the start of their Movement phase from the second battle round: game/rule-choices.ts.)
k.rule('Prescient Redeployment', {
  support: support('n/a', 'automated'),
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'yours', phases: ['movement'] }],
      handler: 'prescient-redeployment',
      optional: true,
    },
  ],
});

// "WHEN: End of your Command phase. TARGET: One GREY KNIGHTS PSYKER unit from your army that is not within Engagement
// Range of one or more enemy units. EFFECT: If your unit has the Deep Strike ability, it can be placed into Strategic
// Reserves." (Offered only to a unit with Deep Strike: for another the use does nothing.)
k.stratagem('Redirected Strike', { support: support('n/a', 'automated') });

// "WHEN: The Reinforcements step of your opponent's Movement phase, just after an enemy unit is set up. TARGET: One
// GREY KNIGHTS PSYKER unit from your army that is within 12" of that enemy unit and is not within Engagement Range of
// one or more enemy units. EFFECT: If your unit has the Deep Strike ability, it can be placed into Strategic Reserves."
// (Offered only to a unit with Deep Strike: game/stratagems/handlers-grey-knights.ts.)
k.stratagem('Mirage of Echoes', { support: support('n/a', 'automated') });

// "WHEN: Your Shooting phase or the Fight phase. TARGET: One GREY KNIGHTS PSYKER unit from your army that has not been
// selected to shoot or fight this phase. EFFECT: Until the end of the phase, each time a model in your unit makes an
// attack, you can ignore any or all modifiers to that attack's Weapon Skill or Ballistic Skill characteristics and/or
// any or all modifiers to the Hit roll." (The attack ignores those that make it worse: the best choice of "any or all".)
k.stratagem('Aggressive Anticipation', {
  support: support('automated', 'automated'),
  effects: [ignoreModifiers('skill', 'hit')],
});

// --- Enhancements (the 2025-11 export; its "One Foot in the Future" is BSData's name for A Foot in the Future) ---

/** "set up in your Reinforcements step" (the game measures it when the unit is set up). */
const inReinforcements = asked('set-up-in-reinforcements-step', 'the unit was set up in your Reinforcements step');
const D6 = parseDice('D6');

// "GREY KNIGHTS model only. Once per battle, at the start of the Fight phase, the bearer can use this Enhancement. If
// it does, until the end of the phase, add 4 to the Strength characteristic of melee weapons equipped by the bearer."
// (The game asks at the start of each Fight phase until it is used; its use this phase answers the question.)
export const GRIMOIRE_OF_CONJUNCTIONS = k.enhancement('Grimoire of Conjunctions', {
  support: enhancementSupport('automated', 'automated'),
  bearer: only('GREY KNIGHTS'),
  uses: { per: 'battle' },
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'either', phases: ['fight'] }],
      handler: 'use-enhancement',
      optional: true,
    },
  ],
  effects: [bearer(melee(add('S', 4, asked('grimoire-used', 'Grimoire of Conjunctions was used this phase'))))],
});

// "GREY KNIGHTS model only. Once per battle, at the start of the battle round, the bearer can use this Enhancement. If
// it does, until the end of the battle round, add 2 to the Toughness characteristic of models in the bearer's unit."
// (The game asks at the start of the first turn's Command phase of each battle round until it is used.)
export const SHIELD_OF_PROPHECY = k.enhancement('Shield of Prophecy', {
  support: enhancementSupport('automated', 'automated'),
  bearer: only('GREY KNIGHTS'),
  uses: { per: 'battle' },
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'either', phases: ['command'] }],
      handler: 'use-at-round-start',
      optional: true,
    },
  ],
  effects: [add('T', 2, asked('shield-of-prophecy-used', 'Shield of Prophecy was used this battle round'))],
});

// "GREY KNIGHTS model only. Each time the bearer's unit is set up in your Reinforcements step, the bearer can use this
// Enhancement. If it does, the bearer's unit can make a Normal move of up to D6", and until the end of the turn, the
// bearer's unit is not eligible to declare a Charge."
// (The game asks just after the unit is set up; a use rolls the D6, then the move is the player's: game/rule-moves.ts.)
const footInTheFuture = {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('GREY KNIGHTS'),
  windows: [
    {
      when: [{ window: 'unit-set-up' as const, turn: 'yours' as const, phases: ['movement' as const] }],
      handler: 'normal-move-roll',
      optional: true,
    },
  ],
  effects: [{ kind: 'extra-move' as const, upTo: D6, when: [inReinforcements] }, notEligible('charge')],
};
k.enhancement('A Foot in the Future', footInTheFuture);
// BSData's name for it (its roster entries): the same rule, bound by that name.
k.enhancement('One Foot in the Future', footInTheFuture);

// "GREY KNIGHTS model only. Each time the bearer's unit is set up in your Reinforcements step, the bearer can use this
// Enhancement. If it does, select one enemy unit within 12" of and visible to the bearer. That enemy unit must take a
// Battle-shock test, subtracting 1 from that test."
k.enhancement('Doomseer’s Amulet', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('GREY KNIGHTS'),
  windows: [
    {
      when: [{ window: 'unit-set-up', turn: 'yours', phases: ['movement'] }],
      handler: 'battle-shock-enemy',
      optional: true,
    },
  ],
  effects: [{ kind: 'battle-shock-test', on: 'target', inches: 12, modifier: -1, when: [inReinforcements] }],
});

// "WHEN: Fight phase, just after an enemy unit has selected its targets. TARGET: One GREY KNIGHTS INFANTRY unit from
// your army that was selected as the target of one or more of the attacking unit's attacks. EFFECT: Until the end of
// the phase, each time a model in your unit is destroyed, if that model has not fought this phase, roll one D6. If
// the result is greater than the current battle round number, do not remove the destroyed model from play; it can
// fight after the attacking unit has finished making its attacks, and is then removed from play." (2025-11 export.)
// (The game offers it once an enemy unit selected to fight has selected its targets; it rolls the D6 for a model
// destroyed by that unit's attacks or by another attack resolved in the phase, keeps it and has it fight once the
// attacking unit has finished its attacks: game/fight/kept-on-death.ts and game/fight/fights-on-death.ts.)
k.stratagem('Necessary End', {
  support: support(
    'n/a',
    'partial',
    `a model destroyed outside an attack (mortal wounds from another rule) is removed at once; ${KEPT_NOTE}`,
  ),
  effects: [{ kind: 'fight-on-death', aboveRound: true }],
});

export const AUGURIUM_TASK_FORCE = k.out;
