import { randomUUID } from 'node:crypto';
import type { BattleSummary, MatchupSpec } from '@cogitator/engine';
import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { BattlePool } from './pool.js';
import type { BattleDone } from './pool-worker.js';
import { Collector, type RunOptions, type RunOutput } from './run.js';

/**
 * Battles as jobs on a BullMQ queue in Redis, played by `cogitator sim-worker` processes on any number
 * of machines. The coordinator stores the spec once, adds one job per battle, and collects each
 * battle's summary from a results list; a worker that dies leaves its jobs stalled, and BullMQ hands
 * them to another worker once their lock lapses. Battles are deterministic from the spec and their
 * index, so a retried battle gives the same summary (a second copy is ignored).
 */
export const QUEUE = 'cogitator-sim';
const keyOf = (run: string, what: 'spec' | 'results') => `cogitator:sim:${run}:${what}`;

interface JobData {
  run: string;
  index: number;
  keep: boolean;
}

function connect(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}

export interface DistributedOptions extends RunOptions {
  redis: string;
  /** The queue's name (default "cogitator-sim"): workers take jobs from the queue they are started on. */
  queue?: string;
  /** Give up when no battle has finished for this long (no worker running?). Default 10 minutes. */
  idleTimeoutMs?: number;
}

/** Distribute the matchup's battles over the queue and wait for every one. */
export async function runDistributed(spec: MatchupSpec, opts: DistributedOptions): Promise<RunOutput> {
  const conn = connect(opts.redis);
  const results = conn.duplicate();
  const queue = new Queue<JobData>(opts.queue ?? QUEUE, { connection: conn });
  const run = randomUUID();
  try {
    await conn.set(keyOf(run, 'spec'), JSON.stringify(spec), 'EX', 7 * 24 * 3600);
    const keep = new Set(opts.keep ?? []);
    for (let from = 0; from < spec.battles; from += 500) {
      const jobs = [];
      for (let index = from; index < Math.min(spec.battles, from + 500); index++)
        jobs.push({
          name: 'battle',
          data: { run, index, keep: keep.has(index) },
          opts: { jobId: `${run}-${index}`, attempts: 3, removeOnComplete: true, removeOnFail: 1000 },
        });
      await queue.addBulk(jobs);
    }
    const c = new Collector(spec, opts.onBattle);
    const idle = opts.idleTimeoutMs ?? 10 * 60_000;
    let last = Date.now();
    while (!c.complete) {
      const got = await results.blpop(keyOf(run, 'results'), 1);
      if (got) {
        const done = JSON.parse(got[1]) as BattleDone;
        c.add(done.summary, done.record);
        last = Date.now();
        continue;
      }
      for (const job of await queue.getFailed()) {
        const d = job.data as JobData;
        if (d.run !== run || c.summaries.has(d.index)) continue;
        c.add(failedSummary(spec, d.index, job.failedReason));
        last = Date.now();
      }
      if (Date.now() - last > idle)
        throw new Error(
          `no battle finished for ${Math.round(idle / 1000)} s: is a worker running (cogitator sim-worker --redis ${opts.redis})?`,
        );
    }
    return c.output();
  } finally {
    await conn.del(keyOf(run, 'spec'), keyOf(run, 'results')).catch(() => 0);
    await queue.close();
    results.disconnect();
    await conn.quit().catch(() => undefined);
  }
}

/** A battle whose job failed every attempt (a worker's error, not a dead worker). */
function failedSummary(spec: MatchupSpec, index: number, reason: string): BattleSummary {
  return {
    index,
    seed: spec.seed + index,
    aPlayer: (index % 2) as 0 | 1,
    firstPlayer: 0,
    winner: null,
    vp: { A: 0, B: 0 },
    vpByRound: { A: [], B: [] },
    rounds: 0,
    units: [],
    commands: 0,
    events: 0,
    hash: '',
    failure: `the job failed on every attempt: ${reason}`,
  };
}

export interface SimWorkerOptions {
  redis: string;
  queue?: string;
  /** Worker threads (battles at once); default every core. */
  threads?: number;
  /** How long a job's lock lasts without renewal: after a worker dies its jobs wait this long. Default 30 s. */
  lockMs?: number;
  onBattle?: (summary: BattleSummary) => void;
}

export interface SimWorker {
  threads: number;
  close(): Promise<void>;
}

/** Take battles from the queue and play them on a pool of threads, until closed. */
export async function startSimWorker(opts: SimWorkerOptions): Promise<SimWorker> {
  const conn = connect(opts.redis);
  const pool = new BattlePool(opts.threads);
  const specs = new Map<string, string>();
  const specOf = async (run: string): Promise<string> => {
    const hit = specs.get(run);
    if (hit) return hit;
    const json = await conn.get(keyOf(run, 'spec'));
    if (!json) throw new Error(`run ${run} has no spec in Redis (the coordinator stopped?)`);
    specs.set(run, json);
    while (specs.size > 4) specs.delete(specs.keys().next().value as string);
    return json;
  };
  const lockMs = opts.lockMs ?? 30_000;
  const blocking = connect(opts.redis);
  const worker = new Worker<JobData>(
    opts.queue ?? QUEUE,
    async (job: Job<JobData>) => {
      const { run, index, keep } = job.data;
      const done = await pool.play({ key: run, spec: await specOf(run), index, keep });
      await conn.rpush(keyOf(run, 'results'), JSON.stringify(done));
      opts.onBattle?.(done.summary);
      return { index };
    },
    {
      connection: blocking,
      concurrency: pool.threads,
      lockDuration: lockMs,
      stalledInterval: Math.max(1000, Math.floor(lockMs / 2)),
      maxStalledCount: 5,
    },
  );
  await worker.waitUntilReady();
  return {
    threads: pool.threads,
    async close() {
      await worker.close();
      await pool.close();
      await blocking.quit().catch(() => undefined);
      await conn.quit().catch(() => undefined);
    },
  };
}
