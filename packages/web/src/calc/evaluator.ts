import type { ScenarioReply } from '@cogitator/engine/combat';

/** Something that evaluates scenarios: the Web Worker in the app, the engine itself in tests. */
export interface Evaluator {
  /**
   * Evaluate; a newer call supersedes an older one still running (its promise then never settles
   * with a stale answer: it resolves `null`).
   */
  run(scenario: unknown, onProgress?: (done: number) => void): Promise<{ reply: ScenarioReply; ms: number } | null>;
  /** Stop the computation running, if any (its promise resolves `null`). */
  cancel(): void;
  dispose(): void;
}

type Pending = {
  id: number;
  resolve: (v: { reply: ScenarioReply; ms: number } | null) => void;
  onProgress?: ((done: number) => void) | undefined;
};

/**
 * One worker per setup. When a new scenario arrives while the last is still computing, the worker
 * is stopped and a fresh one started, so the newest input always gets the next answer.
 */
export function workerEvaluator(): Evaluator {
  let worker: Worker | undefined;
  let pending: Pending | undefined;
  let next = 1;
  const start = () => {
    const w = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'cogitator-engine' });
    w.onmessage = (e: MessageEvent<{ id: number; reply: ScenarioReply; ms: number; progress?: number }>) => {
      if (pending?.id !== e.data.id) return;
      if (e.data.progress !== undefined) {
        pending.onProgress?.(e.data.progress);
        return;
      }
      const p = pending;
      pending = undefined;
      p.resolve({ reply: e.data.reply, ms: e.data.ms });
    };
    w.onerror = (e) => {
      const p = pending;
      pending = undefined;
      worker?.terminate();
      worker = undefined;
      p?.resolve({ reply: { ok: false, error: `the engine stopped: ${e.message || 'out of memory?'}` }, ms: 0 });
    };
    return w;
  };
  const stop = () => {
    if (!pending) return;
    pending.resolve(null);
    pending = undefined;
    worker?.terminate();
    worker = undefined;
  };
  return {
    run(scenario, onProgress) {
      stop();
      worker ??= start();
      const id = next++;
      return new Promise((resolve) => {
        pending = { id, resolve, onProgress };
        worker?.postMessage({ id, scenario });
      });
    },
    cancel: stop,
    dispose() {
      pending?.resolve(null);
      pending = undefined;
      worker?.terminate();
      worker = undefined;
    },
  };
}
