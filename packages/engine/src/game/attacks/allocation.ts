import { allocationTrack } from '../../combat/unit-chain.js';
import { incoherent } from '../geometry/rules.js';
import { bodyOf } from '../spatial.js';
import { type GameState, type ModelState, phaseKey, type UnitState } from '../types.js';
import { modelHasKeyword, modelsOnTable, woundsOf } from '../units.js';

/**
 * Who an attack (or one mortal wound) can be allocated to. In an Attached unit, CHARACTER models only
 * once no other model is left, or at once for a Precision attack (combat's `allocationTrack`, the one
 * definition). Then a model that has lost wounds, or has had attacks allocated to it this phase, must
 * take it; otherwise the defender chooses among the rest.
 */
export function allocationCandidates(state: GameState, target: UnitState, precision: boolean): ModelState[] {
  const alive = modelsOnTable(target);
  let pool = alive;
  if (target.leaders?.length) {
    const chars = alive.filter((m) => modelHasKeyword(state, target, m, 'CHARACTER'));
    const body = alive.filter((m) => !chars.includes(m));
    const t = allocationTrack(body.length > 0, chars.length > 0, precision);
    pool = t === 0 ? body : t === 1 ? chars : [];
  }
  const key = phaseKey(state);
  const forced = pool.find((m) => m.wounds < woundsOf(state, target, m) || m.allocatedIn === key);
  return forced ? [forced] : pool;
}

/** Models the choice between which cannot change the outcome: same datasheet, profile, weapons and wounds. */
export function allocationClass(m: ModelState): string {
  return `${m.datasheet ?? ''}|${m.profile}|${m.weapons.join(',')}|${m.wounds}`;
}

/** Whether the defender has a real choice (candidates that differ in more than position). */
export function allocationMatters(candidates: readonly ModelState[]): boolean {
  return new Set(candidates.map(allocationClass)).size > 1;
}

/**
 * The model the engine picks where nobody is asked (equal candidates, or mortal wounds from a rule):
 * the last candidate in the unit's order whose loss keeps the rest of the unit coherent, else the last.
 */
export function defaultAllocation(
  state: GameState,
  target: UnitState,
  candidates: readonly ModelState[],
): ModelState | undefined {
  if (candidates.length <= 1) return candidates[0];
  const on = modelsOnTable(target);
  const bodies = new Map(on.map((m) => [m.id, bodyOf(state, target, m)]));
  for (let i = candidates.length - 1; i >= 0; i--) {
    const c = candidates[i] as ModelState;
    const rest = on
      .filter((m) => m.id !== c.id)
      .map((m) => bodies.get(m.id) as NonNullable<ReturnType<typeof bodies.get>>);
    if (incoherent(rest).length === 0) return c;
  }
  return candidates[candidates.length - 1];
}
