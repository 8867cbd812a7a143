/// <reference lib="webworker" />
import { runScenario } from '@cogitator/engine/combat';

/**
 * The exact engine, off the page's thread: a scenario in, its summary (or the input error) out,
 * with the time the engine took.
 *
 * After the first answers, while nothing else is asked, the worker re-runs the last scenario a
 * few times, one run per task, so the browser compiles the engine's hot paths before the user's
 * next edit rather than during it. A new message always goes first: the pending run is cancelled.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const WARM_RUNS = 6;
const WARM_IF_UNDER_MS = 100;
let warmed = 0;
let warming: ReturnType<typeof setTimeout> | undefined;

function warm(scenario: unknown): void {
  if (warmed >= WARM_RUNS) return;
  warming = setTimeout(() => {
    warmed++;
    runScenario(scenario);
    warm(scenario);
  }, 0);
}

scope.onmessage = (e: MessageEvent<{ id: number; scenario: unknown }>) => {
  clearTimeout(warming);
  const t0 = performance.now();
  const id = e.data.id;
  // The share of the work done, at most every 100 ms (the page shows it for a long computation).
  let told = t0;
  const progress = (done: number) => {
    const now = performance.now();
    if (now - told < 100 || done >= 1) return;
    told = now;
    scope.postMessage({ id, progress: done });
  };
  let reply: ReturnType<typeof runScenario>;
  try {
    reply = runScenario(e.data.scenario, progress);
  } catch (err) {
    reply = { ok: false, error: `the engine failed: ${(err as Error).message}` };
  }
  const ms = performance.now() - t0;
  scope.postMessage({ id: e.data.id, reply, ms });
  // Only quick scenarios are worth warming on (a heavy one would keep the worker busy for long).
  if (reply.ok && ms < WARM_IF_UNDER_MS) warm(e.data.scenario);
};
