import { type Body, ENGAGEMENT_RANGE, engaged, incoherent, inObjectiveRange, markerCapsule } from './geometry/rules.js';
import { gap, roughGap } from './geometry/shapes.js';
import type { GameState, ModelId, ModelState, PlayerIndex, UnitId, UnitState } from './types.js';
import { capsuleOf, modelsOnTable, unit } from './units.js';

/**
 * Questions about where models are, asked of the state. Bodies are cached per unit object: states
 * share unchanged units, so a unit's bodies are computed again only after that unit changes.
 */
const bodyCache = new WeakMap<UnitState, Map<ModelId, Body>>();

function bodiesByModel(state: GameState, u: UnitState): Map<ModelId, Body> {
  let map = bodyCache.get(u);
  if (!map) {
    map = new Map();
    for (const m of modelsOnTable(u)) map.set(m.id, { c: capsuleOf(state, u, m), z: m.pos?.z ?? 0 });
    bodyCache.set(u, map);
  }
  return map;
}

export function bodyOf(state: GameState, u: UnitState, m: ModelState): Body {
  return bodiesByModel(state, u).get(m.id) ?? { c: capsuleOf(state, u, m), z: m.pos?.z ?? 0 };
}

export function unitBodies(state: GameState, u: UnitState): Body[] {
  return [...bodiesByModel(state, u).values()];
}

const enemyCache = new WeakMap<GameState['units'], [Body[], Body[]]>();

/** Every enemy model on the battlefield, as bodies. */
export function enemyBodies(state: GameState, player: PlayerIndex): Body[] {
  let pair = enemyCache.get(state.units);
  if (!pair) {
    pair = [[], []];
    for (const id of state.unitOrder) {
      const u = state.units[id] as UnitState;
      // Player p's enemies are the other player's models.
      pair[u.player === 0 ? 1 : 0].push(...bodiesByModel(state, u).values());
    }
    enemyCache.set(state.units, pair);
  }
  return pair[player];
}

/** Whether any enemy model is within Engagement Range of the unit (remembered with its engaged enemies). */
export function unitInEngagementRange(state: GameState, id: UnitId): boolean {
  return engagedEnemies(state, unit(state, id)).length > 0;
}

export function unitCoherent(state: GameState, id: UnitId): boolean {
  return incoherent(unitBodies(state, unit(state, id))).length === 0;
}

/** Whether a model (by its position object) is in range of a marker, remembered per position. */
const rangeCache = new WeakMap<object, Map<object, boolean>>();

function inRangeOf(state: GameState, u: UnitState, m: ModelState, at: { x: number; y: number; z?: number }): boolean {
  if (!m.pos) return false;
  let byMarker = rangeCache.get(m.pos);
  if (!byMarker) {
    byMarker = new Map();
    rangeCache.set(m.pos, byMarker);
  }
  const key = at;
  let r = byMarker.get(key);
  if (r === undefined) {
    r = inObjectiveRange(bodyOf(state, u, m), at, markerCapsule(at));
    byMarker.set(key, r);
  }
  return r;
}

/** Each player's Level of Control over an objective: the sum of OC of their models in range. */
export function levelOfControl(state: GameState, at: { x: number; y: number; z?: number }, oc: OcOf): [number, number] {
  const levels: [number, number] = [0, 0];
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    for (const m of u.models) if (!m.destroyed && m.pos && inRangeOf(state, u, m, at)) levels[u.player] += oc(u, m);
  }
  return levels;
}

export type OcOf = (u: UnitState, m: ModelState) => number;

/** The closest gap between a body and any model of a unit on the battlefield (Infinity when none). */
export function gapToUnit(state: GameState, body: Body, target: UnitState): number {
  let best = Number.POSITIVE_INFINITY;
  for (const b of bodiesByModel(state, target).values()) {
    if (roughGap(body.c, b.c) > best) continue;
    const g = gap(body.c, b.c);
    if (g < best) best = g;
  }
  return best;
}

/**
 * A model's gap to a unit, remembered per (model position, target unit): positions are immutable
 * objects and units are replaced whenever they change, so a remembered answer is always current.
 */
const modelGapCache = new WeakMap<object, WeakMap<UnitState, number>>();

export function modelGapToUnit(state: GameState, u: UnitState, m: ModelState, target: UnitState): number {
  if (!m.pos) return Number.POSITIVE_INFINITY;
  let byTarget = modelGapCache.get(m.pos);
  if (!byTarget) {
    byTarget = new WeakMap();
    modelGapCache.set(m.pos, byTarget);
  }
  let g = byTarget.get(target);
  if (g === undefined) {
    g = gapToUnit(state, bodyOf(state, u, m), target);
    byTarget.set(target, g);
  }
  return g;
}

const pairCache = new WeakMap<UnitState, WeakMap<UnitState, { gap?: number; engaged?: boolean }>>();

function pairOf(a: UnitState, b: UnitState): { gap?: number; engaged?: boolean } {
  let m = pairCache.get(a);
  if (!m) {
    m = new WeakMap();
    pairCache.set(a, m);
  }
  let p = m.get(b);
  if (!p) {
    p = {};
    m.set(b, p);
  }
  return p;
}

/** The closest gap between two units' models. */
export function gapBetweenUnits(state: GameState, a: UnitState, b: UnitState): number {
  const p = pairOf(a, b);
  if (p.gap === undefined) {
    let best = Number.POSITIVE_INFINITY;
    for (const m of modelsOnTable(a)) best = Math.min(best, modelGapToUnit(state, a, m, b));
    p.gap = best;
  }
  return p.gap;
}

/** Whether two units are within Engagement Range of each other. */
export function unitsEngaged(state: GameState, a: UnitState, b: UnitState): boolean {
  const p = pairOf(a, b);
  if (p.engaged === undefined) {
    p.engaged = false;
    if (gapBetweenUnits(state, a, b) <= ENGAGEMENT_RANGE.horizontal + 1e-6) {
      for (const x of bodiesByModel(state, a).values()) {
        for (const y of bodiesByModel(state, b).values()) if (engaged(x, y)) p.engaged = true;
        if (p.engaged) break;
      }
    }
  }
  return p.engaged;
}

/** Every other model on the battlefield (not the unit's own), as bodies: what a unit may not overlap. */
const othersCache = new WeakMap<GameState['units'], Map<string, Body[]>>();

export function otherBodies(state: GameState, unitId: string): Body[] {
  let byUnit = othersCache.get(state.units);
  if (!byUnit) {
    byUnit = new Map();
    othersCache.set(state.units, byUnit);
  }
  let out = byUnit.get(unitId);
  if (!out) {
    out = [];
    for (const id of state.unitOrder) {
      if (id === unitId) continue;
      out.push(...bodiesByModel(state, state.units[id] as UnitState).values());
    }
    byUnit.set(unitId, out);
  }
  return out;
}

const engagedCache = new WeakMap<UnitState, { enemies: UnitState[]; out: UnitState[] }>();

/** Enemy units (as the rules see them) within Engagement Range of a unit. */
export function engagedEnemies(state: GameState, u: UnitState): UnitState[] {
  const enemies = enemyUnits(state, u.player);
  const hit = engagedCache.get(u);
  if (hit?.enemies === enemies) return hit.out;
  const out = enemies.filter((e) => unitsEngaged(state, u, e));
  engagedCache.set(u, { enemies, out });
  return out;
}

const enemyUnitsCache = new WeakMap<GameState['units'], [UnitState[], UnitState[]]>();

/** The other player's units on the battlefield (remembered per state of the units). */
export function enemyUnits(state: GameState, player: PlayerIndex): UnitState[] {
  let pair = enemyUnitsCache.get(state.units);
  if (!pair) {
    pair = [[], []];
    for (const id of state.unitOrder) {
      const u = state.units[id] as UnitState;
      if (u.attachedTo === undefined && bodiesByModel(state, u).size > 0) pair[u.player === 0 ? 1 : 0].push(u);
    }
    enemyUnitsCache.set(state.units, pair);
  }
  return pair[player];
}

/**
 * Whether an observing model can see a unit. The battlefield has no terrain yet, so every model on it is
 * visible; this is the one place that answer is given (terrain plugs in here).
 */
export function isVisible(_state: GameState, _from: Body, target: UnitState): boolean {
  return target.models.some((m) => !m.destroyed && m.pos !== null);
}

/** Models that are in base-to-base contact (a gap of at most this). */
export const BASE_CONTACT = 0.01;

export function inBaseContact(a: Body, b: Body): boolean {
  return Math.abs(a.z - b.z) <= 5 && roughGap(a.c, b.c) <= BASE_CONTACT && gap(a.c, b.c) <= BASE_CONTACT;
}
