import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDistributed, runSerial } from '../src/index.js';
import { smallSpec } from './armies.js';

/**
 * A real Redis on 127.0.0.1: the one `.ci/run` starts (COGITATOR_TEST_REDIS), or a redis-server this
 * test starts on a free port and stops. Two `cogitator sim-worker` processes play the battles; one is
 * killed mid-run and the other finishes its battles once their locks lapse.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const cli = join(root, 'packages', 'cli', 'bin', 'cogitator.js');
const started: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function startRedis(): Promise<string> {
  if (process.env.COGITATOR_TEST_REDIS) return process.env.COGITATOR_TEST_REDIS;
  const found = spawnSync('redis-server', ['--version']);
  if (found.error) throw new Error('redis-server is not installed (apt-get install redis-server; .ci/run does)');
  const port = await freePort();
  const p = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  started.push(p);
  const { Redis } = await import('ioredis');
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const c = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    c.on('error', () => undefined);
    const ok = await c
      .connect()
      .then(() => c.ping())
      .catch(() => null);
    c.disconnect();
    if (ok === 'PONG') return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`redis-server did not answer on port ${port}`);
}

function startWorker(url: string, queue: string): Promise<ChildProcess> {
  const p = spawn(
    process.execPath,
    [cli, 'sim-worker', '--redis', url, '--queue', queue, '--threads', '1', '--lock-ms', '2000'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  started.push(p);
  return new Promise((resolve, reject) => {
    let err = '';
    p.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
      if (err.includes('Ctrl-C to stop')) resolve(p);
    });
    p.once('exit', (code) => reject(new Error(`sim-worker exited (${code}): ${err}`)));
  });
}

describe('battles as jobs on Redis', () => {
  let url = '';
  beforeAll(async () => {
    url = await startRedis();
  });
  afterAll(() => {
    for (const p of started) if (p.exitCode === null && p.signalCode === null && p.pid) process.kill(p.pid, 'SIGTERM');
  });

  it('needs the built CLI for its workers (npm run build)', () => {
    expect(existsSync(join(root, 'packages', 'cli', 'dist', 'main.js'))).toBe(true);
  });

  it('two workers, one killed mid-run: every battle played once, the same result as a local run', async () => {
    const queue = `test-${process.pid}-${Date.now()}`;
    const spec = smallSpec(16);
    const [w1] = await Promise.all([startWorker(url, queue), startWorker(url, queue)]);
    let killedAt = -1;
    const out = await runDistributed(spec, {
      redis: url,
      queue,
      keep: [3],
      idleTimeoutMs: 60_000,
      onBattle: (_s, done) => {
        if (killedAt < 0 && done >= 3 && w1?.pid) {
          killedAt = done;
          process.kill(w1.pid, 'SIGKILL');
        }
      },
    });
    expect(killedAt).toBeGreaterThan(0);
    expect(killedAt).toBeLessThan(16);
    const local = runSerial(spec, { keep: [3] });
    expect(JSON.stringify(out.result)).toBe(JSON.stringify(local.result));
    expect(out.summaries.map((s) => s.index)).toEqual([...Array(16).keys()]);
    expect(out.records.get(3)).toEqual(local.records.get(3));
  }, 120_000);
});
