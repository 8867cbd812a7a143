import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { runScenario } from '@cogitator/engine';
import { parsePage } from './parse-page.js';

/**
 * A thread of the server's worker pool: evaluates `POST /api/calc` scenarios and parses the pages
 * of `POST /api/parse`, so that neither ever blocks the server. Input errors come back as
 * `{ok: false}`; anything else is a bug, reported with its message.
 */

parentPort?.on('message', (job: { id: number; task: 'calc' | 'parse'; payload: unknown }) => {
  try {
    const p = job.payload as { text: string; source?: string };
    const reply = job.task === 'parse' ? parsePage(p.text, p.source) : runScenario(job.payload);
    parentPort?.postMessage({ id: job.id, reply, heap: getHeapStatistics().used_heap_size });
  } catch (e) {
    parentPort?.postMessage({ id: job.id, bug: (e as Error).message });
  }
});
