import { runSuite } from '../../../testing/bench.js';
import { playRandom, replay } from '../src/index.js';
import { soakStart } from '../test/game/soak-setups.js';

// Time per random battle: two armies of six units (36 models each), deployed by bots, 5 battle rounds
// (Shooting, Charge and Fight pass through until issue 6).
let seed = 0;
const saved = playRandom(soakStart(0), 1, { check: false }).record;

await runSuite(
  'game',
  [
    {
      name: 'random battle, deployment to round 5',
      fn: () => playRandom(soakStart(3 * seed++), seed, { check: false }),
      budgetMs: 100,
    },
    { name: 'random battle with invariant checks', fn: () => playRandom(soakStart(3 * seed++), seed), budgetMs: 150 },
    { name: `replay a saved battle (${saved.events.length} events)`, fn: () => replay(saved), budgetMs: 5 },
  ],
  { time: 3000, iterations: 10 },
);
