import type { GameState, UnitState } from './types.js';

/**
 * "Once per battle ... the bearer can use this Enhancement. If it does, until the end of the phase (battle round)":
 * the unit's bearer used the rule within that span (its own use, or that of a Leader attached to it), read from the
 * logged `rule-used` records (game/enhancement-uses.ts offers the uses; rule-answers.ts asks this).
 */
export function usedWithin(state: GameState, u: UnitState, rule: string, within: 'phase' | 'round'): boolean {
  const ids = new Set([u.id, ...(u.leaders ?? [])]);
  const { round, turn, phase } = state.flow;
  return (state.ruleUses ?? []).some(
    (x) =>
      x.rule === rule &&
      x.unit !== undefined &&
      ids.has(x.unit) &&
      x.round === round &&
      (within === 'round' || (x.turn === turn && x.phase === phase)),
  );
}
