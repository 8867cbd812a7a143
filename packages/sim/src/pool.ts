import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { MatchupSpec } from '@cogitator/engine';
import { Piscina } from 'piscina';
import type { BattleDone, BattleTask } from './pool-worker.js';
import { Collector, type RunOptions, type RunOutput } from './run.js';

/**
 * A pool of worker threads (piscina) playing battles; each battle is one task, so the result is the
 * same as a serial run's. The worker is the compiled `dist/pool-worker.js` (run `npm run build` first
 * when running from the TypeScript sources).
 */
export function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const fromSource = here.endsWith('.ts');
  return fileURLToPath(new URL(fromSource ? '../dist/pool-worker.js' : './pool-worker.js', import.meta.url));
}

export function defaultThreads(): number {
  return Math.max(1, availableParallelism());
}

/**
 * The parent's Node flags without module-resolution conditions: a test runner's `--conditions source`
 * would make the threads load TypeScript sources.
 */
function workerExecArgv(): string[] {
  const out: string[] = [];
  const args = process.execArgv;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--conditions' || a === '-C') i++;
    else if (!a.startsWith('--conditions=')) out.push(a);
  }
  return out;
}

export class BattlePool {
  private readonly pool: Piscina;

  constructor(readonly threads = defaultThreads()) {
    this.pool = new Piscina({
      filename: workerFile(),
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
      execArgv: workerExecArgv(),
    });
  }

  play(task: BattleTask): Promise<BattleDone> {
    return this.pool.run(task) as Promise<BattleDone>;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

/** A key naming a spec (its JSON's hash): threads parse each spec once. */
export function specKey(json: string): string {
  return createHash('sha256').update(json).digest('hex').slice(0, 16);
}

/** Play the matchup's battles on `threads` worker threads. */
export async function runPool(spec: MatchupSpec, opts: RunOptions & { threads?: number } = {}): Promise<RunOutput> {
  const pool = new BattlePool(opts.threads);
  try {
    const c = new Collector(spec, opts.onBattle);
    const json = JSON.stringify(spec);
    const key = specKey(json);
    const keep = new Set(opts.keep ?? []);
    await Promise.all(
      Array.from({ length: spec.battles }, (_, index) =>
        pool.play({ key, spec: json, index, keep: keep.has(index) }).then((d) => c.add(d.summary, d.record)),
      ),
    );
    return c.output();
  } finally {
    await pool.close();
  }
}
