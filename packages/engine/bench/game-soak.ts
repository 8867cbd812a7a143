// The full soak: `npx tsx --conditions=source packages/engine/bench/game-soak.ts [battles]` (default 1000).
import { playRandom } from '../src/index.js';
import { soakStart } from '../test/game/soak-setups.js';

const n = Number(process.argv[2] ?? 1000);
const t0 = performance.now();
let failures = 0;
let events = 0;
for (let i = 0; i < n; i++) {
  const out = playRandom(soakStart(i), 10_000 + i);
  events += out.record.events.length;
  for (const f of out.failures) {
    failures++;
    if (failures <= 20) console.log(`battle ${i}: ${f}`);
  }
}
const ms = performance.now() - t0;
console.log(
  `${n} battles, ${events} events, ${failures} invariant failures, ${(ms / 1000).toFixed(1)} s (${(ms / n).toFixed(1)} ms per battle with checks)`,
);
process.exit(failures ? 1 : 0);
