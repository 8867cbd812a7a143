import { ruleKit } from '../kit.js';
import { automated, eligible, gameOnly, support, targetIs, wound } from '../words.js';

/** Sanctic Spearhead (seed 002 and the 2025-11 export). */
const k = ruleKit('Grey Knights', 'Sanctic Spearhead');

// "Each time a GREY KNIGHTS VEHICLE unit from your army Advances, do not make an Advance roll for it; ... add 6" to
// the Move characteristic ... ranged weapons ... have the [ASSAULT] ability."
k.rule('Mailed Fist', { support: gameOnly('the fixed 6" Advance and [ASSAULT] are the players’') });

// "each time your unit makes a Normal, Advance or Charge move, it can move horizontally through terrain features."
k.stratagem('Force Wave', {
  support: support('n/a', 'automated'),
  effects: [{ kind: 'move-through', through: ['terrain'], moves: ['normal', 'advance', 'charge'], horizontally: true }],
});
// "Until the end of the turn, your unit is eligible to shoot and declare a charge in a turn in which it Fell Back."
k.stratagem('Redoubled Assault', { support: automated, effects: [eligible(['shoot', 'charge'])] });

// "each time a model in your unit makes an attack that targets a MONSTER or VEHICLE unit, add 1 to the Wound roll."
k.stratagem('Abominus-class Targets', { support: automated, effects: [wound(1, targetIs('MONSTER', 'VEHICLE'))] });

// "Each enemy unit within 3" of your unit must take a Battle-shock test, subtracting 1 from that test."
// The game rolls each test when it is used (game/stratagems, the battle-shock-test row read by its handler).
k.stratagem('Argent Wrath', {
  support: support('n/a', 'automated'),
  effects: [{ kind: 'battle-shock-test', on: 'within', inches: 3, modifier: -1 }],
});

export const SANCTIC_SPEARHEAD = k.out;
