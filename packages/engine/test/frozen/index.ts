/**
 * The attack calculator as it was before issue 12 (commit 8ccecc6): resolution, the exact evaluator,
 * the sampler and the scenario file, copied unchanged. The equivalence tests compare today's
 * calculator with it on every recorded test scenario and on random ones. Remove this folder once
 * issue 12 is accepted.
 */
export { evaluate } from './combat/evaluate.js';
export { resolveCombat } from './combat/resolve.js';
export { sample } from './combat/sampler.js';
export { parseScenario, ScenarioSchema, scenarioToInput } from './combat/scenario.js';
export type { CombatInput } from './combat/types.js';
