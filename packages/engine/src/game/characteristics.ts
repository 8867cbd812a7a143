import type { GameState, ModelState, UnitState } from './types.js';
import { activeRows } from './unit-rules.js';
import { aliveModels, isBattleShocked, profileOf } from './units.js';

/**
 * Characteristics are computed, never stored: the datasheet's value, then effects in order. Each
 * applied change names its source, for the log, the UI and tests.
 */
export type CharacteristicKey = 'M' | 'Ld' | 'OC' | 'W';

export interface Computed {
  value: number;
  base: number;
  applied: { source: string; change: string }[];
}

export function characteristic(state: GameState, u: UnitState, m: ModelState, key: CharacteristicKey): Computed {
  const p = profileOf(state, u, m);
  const base =
    (key === 'M' ? p.movement : key === 'Ld' ? p.leadership : key === 'OC' ? p.objectiveControl : p.wounds) ?? 0;
  const out: Computed = { value: base, base, applied: [] };
  if (key === 'M') {
    // An active effect's row on the unit's Move ("subtract 2 from that unit's Move characteristic").
    for (const r of activeRows(state, u)) {
      if (r.kind !== 'stat' || r.stat !== 'M') continue;
      const before = out.value;
      if (r.change === 'add') out.value = Math.max(0, out.value + r.by);
      else if (r.change === 'set') out.value = r.to;
      else if (r.change === 'halve') out.value = Math.ceil(out.value / 2);
      else continue;
      out.applied.push({ source: 'effect', change: `M ${before} to ${out.value}` });
    }
  }
  if (key === 'OC' && isBattleShocked(state, u.id)) {
    out.value = 0;
    out.applied.push({ source: 'Battle-shocked', change: 'OC 0' });
  }
  return out;
}

/** The unit's best Leadership: the lowest X of "X+" among its models (Battle-shock tests use it). */
export function bestLeadership(state: GameState, u: UnitState): number {
  let best = Number.POSITIVE_INFINITY;
  for (const m of aliveModels(u)) best = Math.min(best, characteristic(state, u, m, 'Ld').value);
  return Number.isFinite(best) ? best : 12;
}
