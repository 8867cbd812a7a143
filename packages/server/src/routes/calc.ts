import { InputError, parseScenario, type ScenarioInput, ScenarioSchema, scenarioUnitRules } from '@cogitator/engine';
import { Hono } from 'hono';
import type { CalcRunner } from '../calc-runner.js';
import type { CatalogueSource } from '../catalogue-source.js';
import { jobOptions } from '../guard.js';
import { HttpError, jsonBody } from '../http.js';

/**
 * `POST /api/calc`: a scenario (the issue 4 JSON contract) in, the result out (exact, or sampled
 * and labelled when too costly); its time limit counts from the request's arrival. A scenario that
 * names its units by catalogue id (`attacker.datasheet`, `defender.datasheet`, `defender.leaders`)
 * gets the rules that bind to them and the answer names the ones not applied (`notApplied`).
 *
 * `POST /api/calc/rules`: the same reading without the evaluation: the scenario with the rules of its
 * catalogue units added, those applied and those not. The web calculator evaluates in the browser
 * and asks here first, so it applies the same rules as this route and names the same ones.
 */

/** Whether a body names a unit by catalogue id (checked by the scenario's schema afterwards). */
function namesUnits(body: unknown): body is ScenarioInput {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as { attacker?: { datasheet?: unknown }; defender?: { datasheet?: unknown } };
  return typeof b.attacker?.datasheet === 'string' || typeof b.defender?.datasheet === 'string';
}

export function calcRoutes(runner: CalcRunner, catalogue?: CatalogueSource): Hono {
  const app = new Hono();
  app.post('/calc', async (c) => {
    const body = await jsonBody(c);
    // A body that is not a valid scenario gets the runner's located 400.
    if (!catalogue || !namesUnits(body) || !ScenarioSchema.safeParse(body).success)
      return c.json(await runner.run(body, jobOptions(c)));
    let units: ReturnType<typeof scenarioUnitRules>;
    try {
      units = scenarioUnitRules(body, await catalogue.query());
    } catch (e) {
      if (e instanceof InputError) throw new HttpError(400, e.format(), e.where.field);
      // No catalogue (a 503 from its source): the scenario is calculated as it is, its rules unnamed.
      if (e instanceof HttpError && e.status === 503) return c.json(await runner.run(body, jobOptions(c)));
      throw e;
    }
    const summary = await runner.run(units.scenario, jobOptions(c));
    return c.json({ ...summary, notApplied: units.notApplied, rulesApplied: units.applied });
  });
  app.post('/calc/rules', async (c) => {
    const body = await jsonBody(c);
    if (!catalogue) throw new HttpError(503, 'no catalogue: run `cogitator data import` first');
    try {
      // The calculator's own reading first: a body that is not a scenario gets its located 400.
      parseScenario(body);
      const units = scenarioUnitRules(ScenarioSchema.parse(body), await catalogue.query());
      return c.json({ scenario: units.scenario, notApplied: units.notApplied, rulesApplied: units.applied });
    } catch (e) {
      if (e instanceof InputError) throw new HttpError(400, e.format(), e.where.field);
      throw e;
    }
  });
  return app;
}
