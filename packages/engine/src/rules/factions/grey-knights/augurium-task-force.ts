import { byHand, enhancementSupport, only } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import { add, asked, bearer, melee, support } from '../words.js';

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

// --- Enhancements (the 2025-11 export; its "One Foot in the Future" is BSData's name for A Foot in the Future) ---

// "GREY KNIGHTS model only. Once per battle, at the start of the Fight phase, the bearer can use this Enhancement. If
// it does, until the end of the phase, add 4 to the Strength characteristic of melee weapons equipped by the bearer."
k.enhancement('Grimoire of Conjunctions', {
  support: enhancementSupport(
    'automated',
    'manual',
    'the game does not offer the use (once per battle, at the start of the Fight phase)',
  ),
  bearer: only('GREY KNIGHTS'),
  effects: [bearer(melee(add('S', 4, asked('grimoire-used', 'Grimoire of Conjunctions was used this phase'))))],
});

// "GREY KNIGHTS model only. Once per battle, at the start of the battle round, the bearer can use this Enhancement. If
// it does, until the end of the battle round, add 2 to the Toughness characteristic of models in the bearer's unit."
k.enhancement('Shield of Prophecy', {
  support: enhancementSupport(
    'automated',
    'manual',
    'the game does not offer the use (once per battle, at the start of the battle round)',
  ),
  bearer: only('GREY KNIGHTS'),
  effects: [add('T', 2, asked('shield-of-prophecy-used', 'Shield of Prophecy was used this battle round'))],
});

// "GREY KNIGHTS model only. Each time the bearer's unit is set up in your Reinforcements step, the bearer can use this
// Enhancement. If it does, the bearer's unit can make a Normal move of up to D6", and until the end of the turn, the
// bearer's unit is not eligible to declare a Charge."
k.enhancement('A Foot in the Future', {
  support: byHand(
    'the game does not offer the D6" Normal move after the bearer’s unit is set up in the Reinforcements step',
  ),
  bearer: only('GREY KNIGHTS'),
});

// "GREY KNIGHTS model only. Each time the bearer's unit is set up in your Reinforcements step, the bearer can use this
// Enhancement. If it does, select one enemy unit within 12" of and visible to the bearer. That enemy unit must take a
// Battle-shock test, subtracting 1 from that test."
k.enhancement('Doomseer’s Amulet', {
  support: byHand(
    'the game does not offer the Battle-shock test after the bearer’s unit is set up in the Reinforcements step',
  ),
  bearer: only('GREY KNIGHTS'),
});

export const AUGURIUM_TASK_FORCE = k.out;
