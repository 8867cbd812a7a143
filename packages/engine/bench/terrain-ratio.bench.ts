// A battle on each terrain layout against the same start without terrain, in one run, alternating:
// `npm run bench terrain` or `npx tsx --conditions=source packages/engine/bench/terrain-ratio.bench.ts [battles]`
// (default 10 per layout). Reports CPU time (user + system of this process, steadier than wall time
// on a shared machine) and wall time, as medians and ratios.

import { loadAverage } from '../../../testing/bench.js';
import { type GameState, LAYOUTS, playRandom } from '../src/index.js';
import { soakOnLayout } from '../test/game/soak-setups.js';

const n = Number(process.argv[2] ?? 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
/** CPU and wall milliseconds of one call. */
const time = (f: () => void) => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  f();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / 1000, wall };
};
const open = (s: GameState): GameState => {
  const { terrain: _t, ...rest } = s;
  return rest;
};
// Warm-up: one battle each way, not counted.
{
  const start = soakOnLayout(0, LAYOUTS[0]?.id as string);
  playRandom(start, 1, { check: false });
}
for (const layout of LAYOUTS) {
  const bare: { cpu: number; wall: number }[] = [];
  const on: { cpu: number; wall: number }[] = [];
  for (let i = 0; i < n; i++) {
    const start = soakOnLayout(i, layout.id);
    const plain = { record: { ...start.record, initial: open(start.record.initial) }, state: open(start.state) };
    bare.push(time(() => playRandom(plain, 30_000 + i, { check: false })));
    on.push(time(() => playRandom(start, 30_000 + i, { check: false })));
  }
  const cpuA = median(bare.map((x) => x.cpu));
  const cpuB = median(on.map((x) => x.cpu));
  const wallA = median(bare.map((x) => x.wall));
  const wallB = median(on.map((x) => x.wall));
  console.log(
    `terrain ${layout.id}: CPU without ${cpuA.toFixed(0)} ms, with ${cpuB.toFixed(0)} ms per battle, ratio ${(cpuB / cpuA).toFixed(2)}; ` +
      `wall ${wallA.toFixed(0)} / ${wallB.toFixed(0)} ms, ratio ${(wallB / wallA).toFixed(2)} (medians of ${n}; budget 2.00; load ${loadAverage()[0]?.toFixed(1)})`,
  );
}
