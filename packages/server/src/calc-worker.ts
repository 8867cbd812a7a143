import { parentPort } from 'node:worker_threads';
import { runScenario } from '@cogitator/engine';

/** The thread that evaluates scenarios for `POST /api/calc`, so a long one never blocks the server. */
parentPort?.on('message', (job: { id: number; scenario: unknown }) => {
  try {
    parentPort?.postMessage({ id: job.id, reply: runScenario(job.scenario) });
  } catch (e) {
    parentPort?.postMessage({ id: job.id, bug: (e as Error).message });
  }
});
