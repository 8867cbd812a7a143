import { evaluate } from '../combat/evaluate.js';
import type { ResolvedCombat } from '../combat/params.js';
import type { CombatInput } from '../combat/types.js';
import { registryGeneration } from '../rules/known.js';

/**
 * The three means of the exact calculator's result the heuristic bot reads, remembered by the whole of
 * the calculator's input (its JSON: evaluate is a pure function of it and of the rule registry, whose
 * generation is part of the memo). The same attack on the same target recurs from turn to turn and from
 * battle to battle of a matchup: each is evaluated once per thread.
 */
export interface Means {
  damage: number;
  modelsDestroyed: number;
  unitDestroyed: number;
}

/** Inputs remembered before the memo starts again (a few MB). */
const LIMIT = 20_000;
let memo: { generation: number; byInput: Map<string, Means> } = { generation: -1, byInput: new Map() };

export function evaluateMeans(input: CombatInput | ResolvedCombat): Means {
  const generation = registryGeneration();
  if (memo.generation !== generation || memo.byInput.size >= LIMIT) memo = { generation, byInput: new Map() };
  const key = JSON.stringify(input);
  let m = memo.byInput.get(key);
  if (!m) {
    const r = evaluate(input);
    m = { damage: r.damage.mean, modelsDestroyed: r.modelsDestroyed.mean, unitDestroyed: r.unitDestroyed };
    memo.byInput.set(key, m);
  }
  return m;
}
