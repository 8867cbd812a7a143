import { InputError } from '../errors.js';
import { keywordsOf, type ModelProfile } from '../model/datasheet.js';
import { type Capsule, capsuleAt, type Footprint, footprintOf } from './geometry/shapes.js';
import type { GameState, ModelState, PlayerIndex, UnitId, UnitState } from './types.js';

export function unit(state: GameState, id: UnitId): UnitState {
  const u = state.units[id];
  if (!u) throw new InputError(`no unit "${id}"`, { field: 'unit' });
  return u;
}

export function unitsOf(state: GameState, player: PlayerIndex): UnitState[] {
  return state.unitOrder.map((id) => state.units[id] as UnitState).filter((u) => u.player === player);
}

export function aliveModels(u: UnitState): ModelState[] {
  return u.models.filter((m) => !m.destroyed);
}

/** Models that are alive and set up on the battlefield. */
export function modelsOnTable(u: UnitState): ModelState[] {
  return u.models.filter((m) => !m.destroyed && m.pos !== null);
}

export function onBattlefield(u: UnitState): boolean {
  return u.deployed && u.models.some((m) => !m.destroyed && m.pos !== null);
}

export function isDestroyed(u: UnitState): boolean {
  return u.models.every((m) => m.destroyed);
}

export function profileOf(state: GameState, u: UnitState, m: ModelState): ModelProfile {
  const ds = state.datasheets[u.datasheet];
  const p = ds?.profiles.find((x) => x.name === m.profile);
  if (!p) throw new InputError(`unit ${u.id}: no profile "${m.profile}" in datasheet "${u.datasheet}"`);
  return p;
}

const footprintCache = new WeakMap<object, Footprint>();

export function footprint(state: GameState, u: UnitState, m: ModelState): Footprint {
  const key: object = u.base ?? profileOf(state, u, m);
  let f = footprintCache.get(key);
  if (!f) {
    f = footprintOf(u.base ?? profileOf(state, u, m).baseSize);
    footprintCache.set(key, f);
  }
  return f;
}

export function capsuleOf(state: GameState, u: UnitState, m: ModelState): Capsule {
  if (!m.pos) throw new Error(`model ${m.id} is not on the battlefield`);
  return capsuleAt(footprint(state, u, m), m.pos);
}

export function unitKeywords(state: GameState, u: UnitState): string[] {
  const ds = state.datasheets[u.datasheet];
  return ds ? ds.keywords.map((k) => k.toUpperCase()) : [];
}

export function modelKeywords(state: GameState, u: UnitState, m: ModelState): string[] {
  const ds = state.datasheets[u.datasheet];
  return ds ? keywordsOf(ds, m.profile).map((k) => k.toUpperCase()) : [];
}

export function hasKeyword(state: GameState, u: UnitState, keyword: string): boolean {
  return unitKeywords(state, u).includes(keyword.toUpperCase());
}

/**
 * Below Half-strength: a unit with Starting Strength 1 while its wounds remaining are below half its
 * Wounds characteristic; any other unit while fewer than half its Starting Strength of models remain.
 */
export function belowHalfStrength(state: GameState, u: UnitState): boolean {
  const alive = aliveModels(u);
  if (u.startingStrength === 1) {
    const m = alive[0];
    if (!m) return false;
    const w = profileOf(state, u, m).wounds ?? 1;
    return m.wounds * 2 < w;
  }
  return alive.length * 2 < u.startingStrength;
}

export function isBattleShocked(state: GameState, id: UnitId): boolean {
  return state.effects.some((e) => e.kind === 'battle-shocked' && e.unit === id);
}
