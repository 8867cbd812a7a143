import { Hono } from 'hono';
import type { CalcRunner } from '../calc-runner.js';
import { jsonBody } from '../http.js';

/** `POST /api/calc`: a scenario (the issue 4 JSON contract) in, the exact result out. */
export function calcRoutes(runner: CalcRunner): Hono {
  const app = new Hono();
  app.post('/calc', async (c) => c.json(await runner.run(await jsonBody(c))));
  return app;
}
