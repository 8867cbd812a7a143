import { playRandom } from './packages/engine/src/index.js';
import { soakStart } from './packages/engine/test/game/soak-setups.js';

const N = Number(process.argv[2] ?? 20);
for (let i = 0; i < 3; i++) playRandom(soakStart(i), 10_000 + i, { check: false });
const t0 = performance.now();
let ev = 0;
for (let i = 0; i < N; i++) ev += playRandom(soakStart(i), 10_000 + i, { check: false }).record.events.length;
console.log(`${N} battles ${((performance.now() - t0) / N).toFixed(1)} ms/battle (no checks), ${ev / N} events`);
