import { Hono } from 'hono';
import type { CalcRunner } from '../calc-runner.js';
import { jobOptions } from '../guard.js';
import { jsonBody } from '../http.js';

/**
 * `POST /api/calc`: a scenario (the issue 4 JSON contract) in, the result out (exact, or sampled
 * and labelled when too costly); its time limit counts from the request's arrival.
 */
export function calcRoutes(runner: CalcRunner): Hono {
  const app = new Hono();
  app.post('/calc', async (c) => c.json(await runner.run(await jsonBody(c), jobOptions(c))));
  return app;
}
