import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server as a user runs it (`cogitator serve`, its own process, the real catalogue from
 * $COGITATOR_HOME), probed over HTTP from this process (issue 19):
 * - requests per second and latency per route (search against calc, per request);
 * - a small calculation's latency while 8 heavy ones run;
 * - the server's memory (RSS) idle, at the heavy peak and after it.
 * Needs a built tree (`npm run build`) and an imported catalogue. `SECONDS=n` per route (default 3).
 */

const CLI = fileURLToPath(new URL('../../cli/bin/cogitator.js', import.meta.url));
const SECONDS = Number(process.env.SECONDS ?? 3);
const JSON_HEADERS = { 'content-type': 'application/json' };

const weapon = (attacks: string, models: number) => ({
  name: 'w',
  models,
  attacks,
  skill: 3,
  strength: 5,
  ap: -1,
  damage: 'D3',
  abilities: ['sustained hits 1'],
});
const SMALL = {
  attacker: { weapons: [weapon('2', 10)] },
  defender: { models: 10, toughness: 4, save: 3, wounds: 2 },
};
const HEAVY = {
  attacker: { weapons: [weapon('10', 100), weapon('10', 100)] },
  defender: { models: 30, toughness: 4, save: 3, wounds: 3, feelNoPain: 5 },
};
const WORDS = ['intercessor', 'captian', 'land raidr', 'oath of moment', 'hive tyrant', 'termi', 'rhino', 'kroot'];

function start(): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'cogitator-bench-'));
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--db', join(dir, 'db')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (b: Buffer) => {
      const m = /running at (http:\/\/[^/\s]+)/.exec(b.toString());
      if (m?.[1]) resolve({ url: m[1], child, dir });
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : Number.NaN;
};

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const t = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { ms: performance.now() - t, status: res.status };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};

/** `clients` loops sending requests for SECONDS; requests/s, median and p95 latency, statuses. */
async function load(label: string, next: (i: number) => [string, RequestInit?], clients = 4) {
  const until = performance.now() + SECONDS * 1000;
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  let i = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const [u, init] = next(i++);
        const r = await timed(u, init);
        ms.push(r.ms);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    }),
  );
  const rps = ms.length / SECONDS;
  console.log(
    `${label.padEnd(26)} ${rps.toFixed(0).padStart(5)} req/s  median ${pct(ms, 50).toFixed(1)} ms  p95 ${pct(ms, 95).toFixed(1)} ms  ${[...statuses].map(([s, n]) => `${s}x${n}`).join(' ')}`,
  );
  return rps;
}

const { url, child, dir } = await start();
try {
  const api = `${url}/api`;
  const post = (body: unknown): RequestInit => ({ method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
  // Warm: the catalogue loaded, the search index built, the workers started.
  await timed(`${api}/search?q=warm`);
  await timed(`${api}/calc`, post(SMALL));
  await timed(`${api}/calc`, post(HEAVY));
  const idle = rssMb(child.pid!);
  console.log(
    `load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; server RSS idle ${idle} MB`,
  );
  const calc = await load('POST /api/calc (small)', () => [`${api}/calc`, post(SMALL)]);
  const ds = await load('GET /api/datasheets?q=', (i) => [`${api}/datasheets?q=${encodeURIComponent(WORDS[i % 8]!)}`]);
  const search = await load('GET /api/search?q=', (i) => [`${api}/search?q=${encodeURIComponent(WORDS[i % 8]!)}`]);
  console.log(
    `per request, against calc: datasheets ${(ds / calc).toFixed(2)}x, search ${(search / calc).toFixed(2)}x`,
  );

  // 8 heavy requests, then small ones every 100 ms while they run.
  let peak = idle;
  const heavy = Array.from({ length: 8 }, () => timed(`${api}/calc`, post(HEAVY)));
  const small: number[] = [];
  let running = true;
  void Promise.all(heavy).then(() => {
    running = false;
  });
  while (running) {
    small.push((await timed(`${api}/calc`, post(SMALL))).ms);
    peak = Math.max(peak, rssMb(child.pid!));
    await new Promise((r) => setTimeout(r, 100));
  }
  const h = await Promise.all(heavy);
  console.log(
    `8 heavy: ${h.map((x) => `${x.status} ${(x.ms / 1000).toFixed(1)}s`).join(', ')}; small meanwhile (${small.length}): median ${pct(small, 50).toFixed(1)} ms, max ${Math.max(...small).toFixed(1)} ms`,
  );
  await new Promise((r) => setTimeout(r, 3000));
  console.log(`server RSS: idle ${idle} MB, peak ${peak} MB, 3 s after ${rssMb(child.pid!)} MB`);
} finally {
  child.kill();
  rmSync(dir, { recursive: true, force: true });
}
