import { ruleKit } from '../kit.js';
import { any, ask, asked, automated, melee, not, ownIs, ranged, reroll } from '../words.js';

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

export const WARPBANE_TASK_FORCE = k.out;
