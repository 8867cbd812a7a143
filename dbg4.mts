import { applyCommand, pending, Rng, randomCommand, seedRng } from './packages/engine/src/index.js';
import { soakStart } from './packages/engine/test/game/soak-setups.js';

const stats = new Map<string, { n: number; bot: number; decide: number; req: number }>();
const N = 10;
for (let b = 0; b < N + 3; b++) {
  let { record, state } = soakStart(b);
  const rng = new Rng(seedRng(10_000 + b));
  while (!state.result) {
    const t0 = performance.now();
    const req = pending(state)!;
    const t1 = performance.now();
    const c = randomCommand(state, rng)!;
    const t2 = performance.now();
    const r = applyCommand(record, state, c);
    const t3 = performance.now();
    if (!r.ok) throw new Error(r.reason);
    ({ record, state } = r);
    if (b < 3) continue;
    const k = req.kind;
    const s = stats.get(k) ?? { n: 0, bot: 0, decide: 0, req: 0 };
    s.n++;
    s.req += t1 - t0;
    s.bot += t2 - t1;
    s.decide += t3 - t2;
    stats.set(k, s);
  }
}
let tot = 0;
for (const [k, s] of [...stats.entries()].sort(
  (a, b) => b[1].bot + b[1].decide + b[1].req - a[1].bot - a[1].decide - a[1].req,
)) {
  tot += s.req + s.bot + s.decide;
  console.log(
    k.padEnd(20),
    String(s.n / N).padStart(6),
    'req',
    (s.req / N).toFixed(1).padStart(6),
    'bot',
    (s.bot / N).toFixed(1).padStart(6),
    'decide',
    (s.decide / N).toFixed(1).padStart(6),
  );
}
console.log('total per battle', (tot / N).toFixed(1));
