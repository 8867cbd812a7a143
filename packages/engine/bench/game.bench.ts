import { runSuite } from '../../../testing/bench.js';
import { playRandom, replay } from '../src/index.js';
import { benchStart, soakStart } from '../test/game/soak-setups.js';

// Time per random battle, from Declare Battle Formations to the end of round 5, every phase played:
// two armies of ten units (about 50 models each: line infantry, heavy weapons, Leaders, a TRANSPORT,
// a walker, Deep Strikers), and the soak's six-unit armies.
let seed = 0;
const saved = playRandom(benchStart(0), 1, { check: false }).record;

await runSuite(
  'game',
  [
    {
      name: 'random battle, 10 units a side, all phases',
      fn: () => playRandom(benchStart(seed++ % 50), seed, { check: false }),
      budgetMs: 50,
    },
    {
      name: 'random battle, 6 units a side, with invariant checks',
      fn: () => playRandom(soakStart(3 * seed++), seed),
      budgetMs: 400,
    },
    { name: `replay a saved battle (${saved.events.length} events)`, fn: () => replay(saved), budgetMs: 10 },
  ],
  { time: 4000, iterations: 10 },
);
