// Matchup throughput (issue 16's benchmarks), small enough for `npm run bench`: heuristic bots on two
// 2,000-point shared lists (Space Wolves against Chaos Knights), BATTLES battles (default 6) played
// serially, on a pool of 1 and of 2 threads, and through a Redis queue with one worker of one thread
// (a redis-server started here on a free port, stopped at the end; skipped when none is installed).
// Needs the catalogue `data import` wrote and `npm run build` (the pool's threads run the compiled worker).
// Prints battles per second, the pool's speed-up (2 threads against 1) and the queue's overhead per battle.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { defaultCataloguePath, loadCatalogue, readArmyList } from '@cogitator/data';
import { createCatalogueQuery, type MatchupSpec, toGameArmy } from '@cogitator/engine';
import { runDistributed, runPool, runSerial } from '../src/index.js';

const root = join(import.meta.dirname, '..', '..', '..');
const lists = join(process.env.COGITATOR_SHARED ?? join(root, '..', 'shared'), 'data', 'lists', 'gw-app');
const n = Number(process.env.BATTLES ?? 6);
if (!existsSync(defaultCataloguePath()) || !existsSync(lists)) {
  console.log('sim bench: skipped (no catalogue from `data import`, or no shared lists)');
  process.exit(0);
}
const q = createCatalogueQuery(await loadCatalogue(defaultCataloguePath()));
const army = (f: string) => toGameArmy(readArmyList(new Uint8Array(readFileSync(join(lists, f))), f, q).list, q).army;
const spec: MatchupSpec = {
  lists: { A: army('example1.txt'), B: army('chaos-knights.txt') },
  bots: { A: 'heuristic', B: 'heuristic' },
  battles: n,
  seed: 11,
  mission: 'take-and-hold',
};
const time = async (f: () => unknown) => {
  const t = process.hrtime.bigint();
  await f();
  return Number(process.hrtime.bigint() - t) / 1e9;
};
const serial = await time(() => runSerial(spec));
const pool1 = await time(() => runPool(spec, { threads: 1 }));
const pool2 = await time(() => runPool(spec, { threads: 2 }));
let redis = 'skipped: no redis-server';
const procs: ChildProcess[] = [];
if (!spawnSync('redis-server', ['--version']).error) {
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  procs.push(
    spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']),
  );
  const url = `redis://127.0.0.1:${port}`;
  await new Promise((r) => setTimeout(r, 500));
  const cli = join(root, 'packages', 'cli', 'bin', 'cogitator.js');
  procs.push(
    spawn(process.execPath, [cli, 'sim-worker', '--redis', url, '--queue', 'bench', '--threads', '1'], {
      stdio: 'ignore',
    }),
  );
  await new Promise((r) => setTimeout(r, 3000));
  const dist = await time(() => runDistributed(spec, { redis: url, queue: 'bench' }));
  redis = `${(n / dist).toFixed(3)} battles/s, overhead ${(((dist - pool1) / n) * 1000).toFixed(0)} ms per battle against the 1-thread pool`;
}
for (const p of procs.reverse()) p.kill('SIGTERM');
console.log(
  `sim bench (${n} heuristic battles, Space Wolves v Chaos Knights, load ${loadavg()[0]?.toFixed(1)}): serial ${(n / serial).toFixed(3)} battles/s; pool of 1 ${(n / pool1).toFixed(3)}, of 2 ${(n / pool2).toFixed(3)} (speed-up ${(pool1 / pool2).toFixed(2)}x); Redis queue, 1 worker: ${redis}`,
);
process.exit(0);
