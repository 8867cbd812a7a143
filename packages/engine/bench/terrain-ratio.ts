// A battle on a terrain layout against the same battle without terrain, in one run:
// `npx tsx --conditions=source packages/engine/bench/terrain-ratio.ts [battles]` (default 10 per layout).
import { type GameState, LAYOUTS, playRandom } from '../src/index.js';
import { soakOnLayout } from '../test/game/soak-setups.js';

const n = Number(process.argv[2] ?? 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const time = (f: () => void) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};
const open = (s: GameState): GameState => {
  const { terrain: _t, ...rest } = s;
  return rest;
};
for (const layout of LAYOUTS) {
  const bare: number[] = [];
  const on: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = soakOnLayout(i, layout.id);
    const plain = { record: { ...start.record, initial: open(start.record.initial) }, state: open(start.state) };
    bare.push(time(() => playRandom(plain, 30_000 + i, { check: false })));
    on.push(time(() => playRandom(start, 30_000 + i, { check: false })));
  }
  const a = median(bare);
  const b = median(on);
  console.log(
    `${layout.id}: without terrain ${a.toFixed(0)} ms, with ${b.toFixed(0)} ms per battle (medians of ${n}); ratio ${(b / a).toFixed(2)}`,
  );
}
