import {
  type CombatSummary,
  checkLimits,
  computeCombat,
  estimateWork,
  formatWeaponAbilities,
  InputError,
  readScenario,
  type ScenarioReply,
  summariseCombat,
} from '@cogitator/engine';
import { HttpError } from './http.js';
import { type JobOptions, type PoolOptions, type WorkerPool, workerPool } from './worker-pool.js';

/**
 * `POST /api/calc`: the scenario is validated, bounded and its work estimated on the server's
 * thread (cheap: no distribution is built); a light one (a few milliseconds) is answered at once,
 * a heavier one goes to the worker pool, so a quick request never waits behind heavy ones.
 */
export interface CalcRunner {
  run(scenario: unknown, opts?: JobOptions): Promise<CombatSummary>;
  close(): Promise<void>;
}

export interface CalcRunnerOptions extends PoolOptions {
  /** Estimated work (multiply-adds) answered on the server's thread (default 2e6, a few ms). */
  lightWork?: number;
  /** An existing pool to share (with /api/parse); closed with the runner when not given. */
  pool?: WorkerPool;
}

function located(e: InputError): HttpError {
  return new HttpError(400, e.format(), e.where.field);
}

export function workerCalcRunner(opts: CalcRunnerOptions = {}): CalcRunner {
  const pool = opts.pool ?? workerPool(opts);
  const lightWork = opts.lightWork ?? 2e6;
  return {
    async run(scenario, o = {}) {
      let light = false;
      try {
        const { input, resolved } = readScenario(scenario);
        // The limits on the resolved parameters: past them, a located 400 before any work.
        checkLimits(resolved);
        light = estimateWork(resolved) <= lightWork;
        if (light) {
          const abilities = input.weapons.map((w) => formatWeaponAbilities(w.abilities));
          return summariseCombat(computeCombat(resolved), abilities);
        }
      } catch (e) {
        if (e instanceof InputError) throw located(e);
        throw e;
      }
      const reply = (await pool.run('calc', scenario, o)) as ScenarioReply;
      if (reply.ok) return reply.summary;
      throw new HttpError(400, reply.error, reply.field);
    },
    close: () => (opts.pool ? Promise.resolve() : pool.close()),
  };
}
