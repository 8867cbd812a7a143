import { playRandom } from './packages/engine/src/index.js';
import { soakStart } from './packages/engine/test/game/soak-setups.js';

const kinds = new Map<string, number>();
let total = 0;
const t0 = performance.now();
const N = Number(process.argv[2] ?? 20);
for (let i = 0; i < N; i++) {
  let out;
  try {
    out = playRandom(soakStart(i), 10_000 + i);
  } catch (e) {
    console.log('battle', i, 'THREW', (e as Error).stack?.split('\n').slice(0, 6).join('\n'));
    continue;
  }
  total += out.record.events.length;
  for (const f of out.failures.slice(0, 3)) console.log('battle', i, f);
  for (const e of out.record.events) {
    const k =
      e.type === 'dice-rolled' ? `roll:${e.kind}` : e.type === 'stratagem-used' ? `strat:${e.stratagem}` : e.type;
    kinds.set(k, (kinds.get(k) ?? 0) + 1);
  }
}
console.log(`${N} battles ${((performance.now() - t0) / N).toFixed(1)} ms/battle, ${total / N} events/battle`);
console.log(
  [...kinds.entries()]
    .sort()
    .map(([k, v]) => `${k}:${v}`)
    .join(' '),
);
