import { computeStat, type SourcedChange } from '../rules/characteristics.js';
import { damagedSource } from '../rules/core/damaged.js';
import { acquisitorChanges } from './acquisitor.js';
import { qualityRows } from './oath.js';
import { orderStatChanges } from './orders.js';
import { ruleStatChanges } from './rule-wounds.js';
import type { GameState, ModelState, UnitState } from './types.js';
import { activeRows } from './unit-rules.js';
import { aliveModels, datasheetOf, isBattleShocked, profileOf } from './units.js';
import { vociferChanges } from './vocifer.js';

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

/** `bonded`: false for a bearer's own OC that another model's OC adds (Acquisitor-at-Arms), so it cannot loop. */
export function characteristic(
  state: GameState,
  u: UnitState,
  m: ModelState,
  key: CharacteristicKey,
  bonded = true,
): Computed {
  const p = profileOf(state, u, m);
  const base =
    (key === 'M' ? p.movement : key === 'Ld' ? p.leadership : key === 'OC' ? p.objectiveControl : p.wounds) ?? 0;
  // An active effect's row on the unit's Move ("subtract 2 from that unit's Move characteristic"),
  // in the rules' order of changes and within the limits (rules/characteristics.ts computeStat).
  const changes: SourcedChange[] = [];
  if (key === 'M')
    for (const r of activeRows(state, u))
      if (r.kind === 'stat' && r.stat === 'M') changes.push({ change: r, source: 'effect' });
  // The unit's standing rules on a model's OC (Mandulian Reliquary); Battle-shocked, it is 0 all the same.
  if (key === 'OC') changes.push(...ruleStatChanges(state, u, m, 'OC'), ...damagedStatChanges(state, u, m, key));
  // The OC of a bearer of Acquisitor-at-Arms whose Bondsman ability affects the model (game/acquisitor.ts).
  if (key === 'OC' && bonded)
    changes.push(...acquisitorChanges(state, u, (k, km) => characteristic(state, k, km, 'OC', false).value));
  if (key === 'Ld') changes.push(...vociferChanges(state, u));
  // The Order affecting the unit (Move! Move! Move!, Duty and Honour!: game/orders.ts).
  if (key !== 'W') changes.push(...orderStatChanges(state, u, m, key));
  // The army's Oath's Quality on the OC and Leadership of models with Code Chivalric (its Move: activeRows).
  if (key === 'OC' || key === 'Ld')
    for (const r of qualityRows(state, u))
      if (r.kind === 'stat' && r.stat === key) changes.push({ change: r, source: 'Code Chivalric' });
  const out: Computed = changes.length ? computeStat(key, base, changes) : { value: base, base, applied: [] };
  if (key === 'OC' && isBattleShocked(state, u.id)) {
    out.value = 0;
    out.applied.push({ source: 'Battle-shocked', change: 'OC 0' });
  }
  return out;
}

/**
 * The model's Damaged bracket on its characteristic ("While this model has 1-8 wounds remaining, subtract 5 from
 * this model's Objective Control characteristic"), its rows typed at import (rules/core/damaged.ts).
 */
function damagedStatChanges(state: GameState, u: UnitState, m: ModelState, key: CharacteristicKey): SourcedChange[] {
  const d = datasheetOf(state, u, m).damaged;
  if (!d?.effects || m.wounds < d.minWounds || m.wounds > d.maxWounds) return [];
  const out: SourcedChange[] = [];
  for (const r of d.effects) if (r.kind === 'stat' && r.stat === key) out.push({ change: r, source: damagedSource(d) });
  return out;
}

/** The unit's best Leadership: the lowest X of "X+" among its models (Battle-shock tests use it). */
export function bestLeadership(state: GameState, u: UnitState): number {
  let best = Number.POSITIVE_INFINITY;
  for (const m of aliveModels(u)) best = Math.min(best, characteristic(state, u, m, 'Ld').value);
  return Number.isFinite(best) ? best : 12;
}
