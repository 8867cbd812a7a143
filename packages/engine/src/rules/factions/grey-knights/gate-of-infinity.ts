import { ruleKit } from '../kit.js';
import { support } from '../words.js';

/** The Grey Knights Army Rule (seed 002). */
const k = ruleKit('Grey Knights');

// Seed 002: "at the end of your opponent's Fight phase, you can select a number of units (see below) from your army
// that are on the battlefield (excluding units that are within Engagement Range of one or more enemy units), provided
// every model in those units has this ability. ... remove those units from the battlefield and place them into
// Strategic Reserves."
export const GATE_OF_INFINITY = k.faction('Gate of Infinity', {
  support: support('n/a', 'manual', 'the game does not yet offer the units to place into Strategic Reserves'),
});

export const GREY_KNIGHTS = k.out;
