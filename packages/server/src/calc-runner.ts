import { Worker } from 'node:worker_threads';
import type { CombatSummary, ScenarioReply } from '@cogitator/engine';
import { HttpError } from './http.js';

/**
 * Scenarios are evaluated one at a time in a worker thread with a time limit: the server keeps
 * answering while one computes, and a scenario too heavy to finish is stopped and reported (422).
 */
export interface CalcRunner {
  run(scenario: unknown): Promise<CombatSummary>;
  close(): Promise<void>;
}

export interface CalcRunnerOptions {
  /** Stop a calculation after this long (default 10 s). */
  timeoutMs?: number;
  /** Refuse new work with 503 beyond this many waiting calculations (default 16). */
  maxQueue?: number;
}

type Message = { id: number; reply: ScenarioReply } | { id: number; bug: string };

/** The worker from the built JavaScript, or (under tests, from TypeScript sources) through tsx. */
function spawn(): Worker {
  const self = import.meta.url;
  if (self.endsWith('.js')) return new Worker(new URL('./calc-worker.js', self));
  const url = new URL('./calc-worker.ts', self).href;
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); })`;
  return new Worker(boot, { eval: true, execArgv: ['--conditions=source'] });
}

export function workerCalcRunner(opts: CalcRunnerOptions = {}): CalcRunner {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxQueue = opts.maxQueue ?? 16;
  let worker: Worker | undefined;
  let next = 1;
  let waiting = 0;
  let chain: Promise<unknown> = Promise.resolve();

  const stop = async () => {
    const w = worker;
    worker = undefined;
    await w?.terminate();
  };

  const once = (scenario: unknown) =>
    new Promise<CombatSummary>((resolve, reject) => {
      worker ??= spawn();
      const w = worker;
      const id = next++;
      const done = () => {
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('error', onError);
      };
      const onMessage = (m: Message) => {
        if (m.id !== id) return;
        done();
        if ('bug' in m) reject(new Error(`calculation failed: ${m.bug}`));
        else if (m.reply.ok) resolve(m.reply.summary);
        else reject(new HttpError(400, m.reply.error, m.reply.field));
      };
      const onError = (e: Error) => {
        done();
        void stop();
        reject(
          new HttpError(422, `the calculation could not be completed (${e.message}); try fewer attacks or models`),
        );
      };
      const timer = setTimeout(() => {
        done();
        void stop();
        reject(
          new HttpError(
            422,
            `the calculation did not finish within ${timeoutMs / 1000} s; try fewer attacks or weapons`,
          ),
        );
      }, timeoutMs);
      w.on('message', onMessage);
      w.on('error', onError);
      w.postMessage({ id, scenario });
    });

  return {
    run(scenario) {
      if (waiting >= maxQueue) return Promise.reject(new HttpError(503, 'too many calculations waiting; try again'));
      waiting++;
      const job = chain.then(() => once(scenario));
      chain = job.catch(() => undefined);
      return job.finally(() => {
        waiting--;
      });
    },
    close: stop,
  };
}
