import { runSuite } from '../../../testing/bench.js';
import { diceDistribution, parseDice, Rng, seedRng } from '../src/index.js';

const rng = new Rng(seedRng(1));
await runSuite('dice', [
  { name: 'parse "D6+1"', fn: () => parseDice('D6+1') },
  { name: 'distribution of 2D6+3', fn: () => diceDistribution(parseDice('2D6+3')) },
  {
    name: '1,000,000 D6 rolls',
    fn: () => {
      let s = 0;
      for (let i = 0; i < 1_000_000; i++) s += rng.die(6);
      return s;
    },
  },
]);
