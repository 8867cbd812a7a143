import type { WeaponParams } from '../../combat/params.js';
import { resolveCombat } from '../../combat/resolve.js';
import type { CombatInput } from '../../combat/types.js';
import { registryGeneration } from '../../rules/known.js';

/**
 * The resolved parameters of a one-weapon combat input, remembered by the whole input (its JSON:
 * resolveCombat is a pure function of it and of the rule registry, whose generation is part of the memo).
 * The same weapon against the same defender under the same rules recurs through an attack's steps, the
 * bots' hypothetical attacks and the battles of a matchup: each is resolved once per thread. Callers get a
 * copy of the top level (as from resolveCombat itself) and never change what it holds.
 */
const LIMIT = 20_000;
let memo: { generation: number; byInput: Map<string, WeaponParams> } = { generation: -1, byInput: new Map() };

export function resolvedWeapon(input: CombatInput): WeaponParams {
  const generation = registryGeneration();
  if (memo.generation !== generation || memo.byInput.size >= LIMIT) memo = { generation, byInput: new Map() };
  const key = JSON.stringify(input);
  let w = memo.byInput.get(key);
  if (!w) {
    w = resolveCombat(input).weapons[0] as WeaponParams;
    memo.byInput.set(key, w);
  }
  return { ...w };
}
