import { InputError } from '../errors.js';
import { formatWeaponAbilities } from '../rules/weapon-abilities.js';
import { computeCombat } from './bounded.js';
import { readScenario } from './scenario.js';
import { type CombatSummary, summariseCombat } from './summary.js';

/** The answer to "evaluate this scenario": the summary, or the input error (field named). */
export type ScenarioReply = { ok: true; summary: CombatSummary } | { ok: false; error: string; field?: string };

/**
 * Validate, bound and evaluate a scenario (JSON value): the one call behind the HTTP API and the
 * browser's worker (the CLI calls computeCombat the same way). Bad input comes back as `{ok: false}`; anything else is a bug and throws.
 */
export function runScenario(value: unknown, progress?: (done: number) => void): ScenarioReply {
  try {
    const { input, resolved } = readScenario(value);
    const result = computeCombat(resolved, progress);
    return {
      ok: true,
      summary: summariseCombat(
        result,
        input.weapons.map((w) => formatWeaponAbilities(w.abilities)),
      ),
    };
  } catch (e) {
    if (e instanceof InputError) {
      return { ok: false, error: e.format(), ...(e.where.field ? { field: e.where.field } : {}) };
    }
    throw e;
  }
}
