/// <reference lib="webworker" />
import { runScenario } from '@cogitator/engine/combat';

/**
 * The exact engine, off the page's thread: a scenario in, its summary (or the input error) out,
 * with the time the engine took.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<{ id: number; scenario: unknown }>) => {
  const t0 = performance.now();
  let reply: ReturnType<typeof runScenario>;
  try {
    reply = runScenario(e.data.scenario);
  } catch (err) {
    reply = { ok: false, error: `the engine failed: ${(err as Error).message}` };
  }
  scope.postMessage({ id: e.data.id, reply, ms: performance.now() - t0 });
};
