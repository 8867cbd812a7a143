/**
 * A one-off measurement of issue 16's acceptance figures (CI runs a small fixed sample instead, in
 * packages/cli/test/sim.test.ts and packages/sim/test). Reads the catalogue `data import` wrote
 * ($COGITATOR_HOME or ~/.cogitator) and the shared lists; prints one JSON line per figure.
 *
 *   npx tsx --conditions=source scripts/sim-acceptance.ts PART [--battles N] [--redis URL]
 *
 * PART: mirror | weaker | pairs | identical | bench. Run `npm run build` first (the pool's threads run
 * the compiled worker).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { defaultCataloguePath, loadCatalogue, readArmyList } from '@cogitator/data';
import { type ArmySetup, createCatalogueQuery, type MatchupSpec, toGameArmy } from '@cogitator/engine';
import { runDistributed, runPool, runSerial } from '@cogitator/sim';

const LISTS = join(process.env.COGITATOR_SHARED ?? join(import.meta.dirname, '..', '..', 'shared'), 'data', 'lists');
const args = process.argv.slice(2);
const part = args[0] ?? 'mirror';
const opt = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] as string) : def;
};
const q = createCatalogueQuery(await loadCatalogue(defaultCataloguePath()));

function files(d: string): string[] {
  return readdirSync(d)
    .sort()
    .flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : [join(d, n)]));
}

const legal: { name: string; army: ArmySetup }[] = [];
for (const path of files(LISTS)) {
  try {
    const army = toGameArmy(readArmyList(new Uint8Array(readFileSync(path)), path, q).list, q).army;
    const key = JSON.stringify(army.units.map((u) => [u.datasheet.id, u.models, u.loadouts]));
    if (!legal.some((l) => JSON.stringify(l.army.units.map((u) => [u.datasheet.id, u.models, u.loadouts])) === key))
      legal.push({ name: relative(LISTS, path), army });
  } catch {}
}
const list = (name: string) => (legal.find((l) => l.name === name) as { army: ArmySetup }).army;
const SW = 'gw-app/example1.txt';
const CK = 'gw-app/chaos-knights.txt';
const DAEMONS = 'listforge/daemonic-incursion.txt';

const spec = (a: string, b: string, bots: MatchupSpec['bots'], battles: number, seed = 1): MatchupSpec => ({
  lists: { A: list(a), B: list(b) },
  bots,
  battles,
  seed,
  mission: 'take-and-hold',
});
const report = (o: object) => console.log(JSON.stringify({ part, load: loadavg()[0]?.toFixed(1), ...o }));
const HR = { A: 'heuristic', B: 'random' };
const battles = Number(opt('battles', '200'));

async function rate(a: string, b: string, bots: MatchupSpec['bots'], n: number, seed = 1) {
  const t = Date.now();
  const r = (await runPool(spec(a, b, bots, n, seed), { threads: 2 })).result;
  return {
    A: a,
    B: b,
    bots,
    battles: r.battles,
    finished: r.finished,
    aWins: r.outcomes.A,
    draws: r.outcomes.draw.count,
    vp: [r.vp.A.final.mean, r.vp.B.final.mean],
    failures: r.failures.length,
    seconds: (Date.now() - t) / 1000,
  };
}

if (part === 'mirror') {
  for (const name of [SW, CK]) report(await rate(name, name, HR, battles));
} else if (part === 'weaker') {
  const hh = await rate(SW, CK, { A: 'heuristic', B: 'heuristic' }, Number(opt('mirror-battles', String(battles))));
  report({ which: 'heuristic mirror to find the weaker list', ...hh });
  const weaker = hh.aWins.rate < 0.5 ? SW : CK;
  const stronger = weaker === SW ? CK : SW;
  report({ which: 'heuristic plays the weaker list', ...(await rate(weaker, stronger, HR, battles, 7)) });
  for (const other of [SW, CK])
    report({ which: 'the 795-pt Daemons list', ...(await rate(DAEMONS, other, HR, battles, 9)) });
} else if (part === 'pairs') {
  for (let i = 0; i < legal.length; i++)
    for (let j = i; j < legal.length; j++)
      for (const bots of [HR, { A: 'random', B: 'heuristic' }])
        report(
          await rate(
            (legal[i] as { name: string }).name,
            (legal[j] as { name: string }).name,
            bots,
            battles / 2,
            100 + i * 10 + j,
          ),
        );
} else if (part === 'identical') {
  const [ba, bb] = opt('bots', 'heuristic,heuristic').split(',') as [string, string];
  const s = spec(opt('a', DAEMONS), opt('b', CK), { A: ba, B: bb }, battles, 3);
  let t = Date.now();
  const serial = runSerial(s).result;
  const tSerial = (Date.now() - t) / 1000;
  t = Date.now();
  const pooled = (await runPool(s, { threads: 2 })).result;
  const tPool = (Date.now() - t) / 1000;
  const url = opt('redis', 'redis://127.0.0.1:6391');
  const workers = [startWorker(url), startWorker(url)];
  await new Promise((r) => setTimeout(r, 5000));
  t = Date.now();
  let killed = -1;
  const dist = (
    await runDistributed(s, {
      redis: url,
      queue: 'acceptance',
      onBattle: (_x, done) => {
        if (killed < 0 && done >= battles / 3 && workers[0]?.pid) {
          killed = done;
          process.kill(workers[0].pid, 'SIGKILL');
        }
      },
    })
  ).result;
  const tDist = (Date.now() - t) / 1000;
  if (workers[1]?.pid) process.kill(workers[1].pid, 'SIGTERM');
  report({
    battles,
    serialEqualsPool: JSON.stringify(serial) === JSON.stringify(pooled),
    serialEqualsDistributed: JSON.stringify(serial) === JSON.stringify(dist),
    killedWorkerAfter: killed,
    finished: [serial.finished, pooled.finished, dist.finished],
    failures: serial.failures.length,
    seconds: { serial: tSerial, pool: tPool, distributed: tDist },
  });
} else if (part === 'bench') {
  const n = Number(opt('battles', '20'));
  const s = spec(SW, CK, { A: 'heuristic', B: 'heuristic' }, n, 11);
  const time = async (f: () => unknown) => {
    const t = process.hrtime.bigint();
    await f();
    return Number(process.hrtime.bigint() - t) / 1e9;
  };
  const serial = await time(() => runSerial(s));
  const pool1 = await time(() => runPool(s, { threads: 1 }));
  const pool2 = await time(() => runPool(s, { threads: 2 }));
  const url = opt('redis', 'redis://127.0.0.1:6391');
  const w = startWorker(url, 1);
  await new Promise((r) => setTimeout(r, 5000));
  const dist = await time(() => runDistributed(s, { redis: url, queue: 'acceptance' }));
  if (w.pid) process.kill(w.pid, 'SIGTERM');
  report({
    battles: n,
    lists: [SW, CK],
    bots: 'heuristic v heuristic',
    serialBattlesPerSecond: n / serial,
    pool1: n / pool1,
    pool2: n / pool2,
    poolSpeedup2v1: pool1 / pool2,
    distributed1Thread: n / dist,
    redisOverheadPerBattleMs: ((dist - pool1) / n) * 1000,
  });
}

function startWorker(url: string, threads = 1): ChildProcess {
  return spawn(
    process.execPath,
    [
      join(import.meta.dirname, '..', 'packages', 'cli', 'bin', 'cogitator.js'),
      'sim-worker',
      '--redis',
      url,
      '--queue',
      'acceptance',
      '--threads',
      String(threads),
      '--lock-ms',
      '5000',
    ],
    { stdio: 'ignore' },
  );
}
