import { type Body, engaged, incoherent, inObjectiveRange, markerCapsule } from './geometry/rules.js';
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

export function unitInEngagementRange(state: GameState, id: UnitId): boolean {
  const u = unit(state, id);
  const enemies = enemyBodies(state, u.player);
  return unitBodies(state, u).some((b) => enemies.some((e) => engaged(b, e)));
}

export function unitCoherent(state: GameState, id: UnitId): boolean {
  return incoherent(unitBodies(state, unit(state, id))).length === 0;
}

/** Each player's Level of Control over an objective: the sum of OC of their models in range. */
export function levelOfControl(state: GameState, at: { x: number; y: number; z?: number }, oc: OcOf): [number, number] {
  const levels: [number, number] = [0, 0];
  const marker = markerCapsule(at);
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    const bodies = bodiesByModel(state, u);
    for (const m of u.models) {
      const b = bodies.get(m.id);
      if (b && inObjectiveRange(b, at, marker)) levels[u.player] += oc(u, m);
    }
  }
  return levels;
}

export type OcOf = (u: UnitState, m: ModelState) => number;
