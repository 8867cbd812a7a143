import { ruleKit } from '../kit.js';
import { support } from '../words.js';

/** The Grey Knights Army Rule (seed 002). */
const k = ruleKit('Grey Knights');

// Seed 002: "at the end of your opponent's Fight phase, you can select a number of units (see below) from your army
// that are on the battlefield (excluding units that are within Engagement Range of one or more enemy units), provided
// every model in those units has this ability. ... remove those units from the battlefield and place them into
// Strategic Reserves."
// The maximum by battle size (Incursion 2, Strike Force 3, Onslaught 4) is the 2025-11 export's table, lost from the
// seed's copy. The game asks the player at the end of each opponent's Fight phase (game/rule-choices.ts).
export const GATE_OF_INFINITY = k.faction('Gate of Infinity', {
  support: support('n/a', 'automated'),
  windows: [
    {
      when: [{ window: 'phase-end', turn: 'opponents', phases: ['fight'] }],
      handler: 'gate-of-infinity',
      optional: true,
    },
  ],
});

export const GREY_KNIGHTS = k.out;
