import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HttpError } from './http.js';

/**
 * Worker threads for the work a request must not do on the server's thread (calculations, page
 * parsing). Sized to the machine; each job has a deadline counted from when its request arrived,
 * is dropped if its client goes away, and a worker still busy at the deadline is terminated and
 * replaced. A worker whose heap grew past `recycleHeapMb` is replaced after its job, so memory
 * taken by heavy work is given back.
 */

export type Task = 'calc' | 'parse';

/** What a worker answers: the task's reply, or the message of a bug. */
type Reply = { id: number; reply: unknown; heap: number } | { id: number; bug: string };

export interface JobOptions {
  /** Aborted when the client goes away: a waiting job is dropped, a running one stopped. */
  signal?: AbortSignal;
  /** When the request arrived (Date.now()); the deadline counts from here. */
  arrivedAt?: number;
}

export interface PoolOptions {
  /** Threads (default: the machine's cores less one, at least 1, at most 8). */
  workers?: number;
  /** How long a job may take from its request's arrival (default 10 s). */
  timeoutMs?: number;
  /** Refuse new work with 503 beyond this many waiting jobs (default 64). */
  maxQueue?: number;
  /** A worker's heap may not grow past this (it is stopped and replaced; default 1024 MB). */
  maxHeapMb?: number;
  /** Replace a worker after a job that left its heap this much above its first job's (default 64 MB). */
  recycleHeapMb?: number;
}

export interface WorkerPool {
  run(task: Task, payload: unknown, opts?: JobOptions): Promise<unknown>;
  /** Threads started now, for tests and health. */
  readonly size: number;
  close(): Promise<void>;
}

interface Job {
  id: number;
  task: Task;
  payload: unknown;
  deadline: number;
  signal?: AbortSignal;
  resolve(v: unknown): void;
  reject(e: unknown): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer?: ReturnType<typeof setTimeout>;
  /** Its heap after its first job: what it needs with the engine loaded. */
  baseline?: number;
}

/** The worker from the built JavaScript, or (under tests, from TypeScript sources) through tsx. */
function spawn(maxHeapMb: number): Worker {
  const self = import.meta.url;
  const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb };
  if (self.endsWith('.js')) return new Worker(new URL('./pool-worker.js', self), { resourceLimits });
  const url = new URL('./pool-worker.ts', self).href;
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); })`;
  return new Worker(boot, { eval: true, execArgv: ['--conditions=source'], resourceLimits });
}

export function defaultWorkers(): number {
  return Math.max(1, Math.min(8, availableParallelism() - 1));
}

const tooLong = (ms: number) =>
  new HttpError(
    422,
    `the calculation did not finish within ${ms / 1000} s of the request; try fewer attacks or weapons`,
  );

export function workerPool(opts: PoolOptions = {}): WorkerPool {
  const count = opts.workers ?? defaultWorkers();
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxQueue = opts.maxQueue ?? 64;
  const maxHeapMb = opts.maxHeapMb ?? 1024;
  const recycleBytes = (opts.recycleHeapMb ?? 64) * 1024 * 1024;
  const slots: (Slot | null)[] = new Array(count).fill(null);
  const queue: Job[] = [];
  let next = 1;
  let closed = false;

  const stop = (i: number) => {
    const s = slots[i];
    slots[i] = null;
    if (!s) return;
    clearTimeout(s.timer);
    s.worker.removeAllListeners();
    void s.worker.terminate();
  };

  const finish = (s: Slot) => {
    clearTimeout(s.timer);
    s.job = null;
    dispatch();
  };

  const start = (i: number): Slot => {
    const worker = spawn(maxHeapMb);
    const slot: Slot = { worker, job: null };
    worker.unref();
    worker.on('message', (m: Reply) => {
      const job = slot.job;
      if (!job || m.id !== job.id) return;
      if ('bug' in m) job.reject(new Error(`${job.task} failed in its worker: ${m.bug}`));
      else job.resolve(m.reply);
      if ('heap' in m) {
        slot.baseline ??= m.heap;
        if (m.heap > slot.baseline + recycleBytes) stop(i);
      }
      finish(slot);
    });
    const died = (why: string) => {
      const job = slot.job;
      stop(i);
      job?.reject(new HttpError(422, `the calculation could not be completed (${why}); try fewer attacks or models`));
      dispatch();
    };
    worker.on('error', (e) => died(e.message));
    worker.on('exit', (code) => {
      if (slots[i] === slot) died(`its thread stopped with code ${code}`);
    });
    slots[i] = slot;
    return slot;
  };

  const dispatch = () => {
    if (closed) return;
    for (let i = 0; i < count && queue.length; i++) {
      if (slots[i]?.job) continue;
      const job = queue.shift() as Job;
      const left = job.deadline - Date.now();
      if (left <= 0) {
        job.reject(tooLong(timeoutMs));
        i--;
        continue;
      }
      const slot = slots[i] ?? start(i);
      slot.job = job;
      slot.timer = setTimeout(() => {
        // Past its deadline: the thread is stopped (the only way to stop a loop) and replaced.
        stop(i);
        job.reject(tooLong(timeoutMs));
        dispatch();
      }, left);
      slot.timer.unref?.();
      slot.worker.postMessage({ id: job.id, task: job.task, payload: job.payload });
    }
  };

  return {
    get size() {
      return slots.filter(Boolean).length;
    },
    run(task, payload, o = {}) {
      if (closed) return Promise.reject(new HttpError(503, 'the server is shutting down'));
      if (queue.length >= maxQueue)
        return Promise.reject(new HttpError(503, 'too many calculations waiting; try again'));
      return new Promise((resolve, reject) => {
        const job: Job = {
          id: next++,
          task,
          payload,
          deadline: (o.arrivedAt ?? Date.now()) + timeoutMs,
          resolve,
          reject,
          ...(o.signal ? { signal: o.signal } : {}),
        };
        const onAbort = () => {
          const q = queue.indexOf(job);
          if (q >= 0) queue.splice(q, 1);
          const i = slots.findIndex((s) => s?.job === job);
          if (i >= 0) {
            stop(i);
            dispatch();
          }
          reject(new HttpError(499 as never, 'the client went away'));
        };
        if (o.signal?.aborted) return onAbort();
        o.signal?.addEventListener('abort', onAbort, { once: true });
        const settle =
          <T>(f: (v: T) => void) =>
          (v: T) => {
            o.signal?.removeEventListener('abort', onAbort);
            f(v);
          };
        job.resolve = settle(resolve);
        job.reject = settle(reject);
        queue.push(job);
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const j of queue.splice(0)) j.reject(new HttpError(503, 'the server is shutting down'));
      await Promise.all(
        slots.map(async (s, i) => {
          if (!s) return;
          slots[i] = null;
          clearTimeout(s.timer);
          s.job?.reject(new HttpError(503, 'the server is shutting down'));
          s.worker.removeAllListeners();
          await s.worker.terminate();
        }),
      );
    },
  };
}
