import { type Body, engaged, incoherent, inObjectiveRange } from './geometry/rules.js';
import type { GameState, ModelState, PlayerIndex, UnitId, UnitState } from './types.js';
import { capsuleOf, modelsOnTable, unit } from './units.js';

/** Questions about where models are, asked of the state. */
export function bodyOf(state: GameState, u: UnitState, m: ModelState): Body {
  return { c: capsuleOf(state, u, m), z: m.pos?.z ?? 0 };
}

export function unitBodies(state: GameState, u: UnitState): Body[] {
  return modelsOnTable(u).map((m) => bodyOf(state, u, m));
}

/** Every enemy model on the battlefield, as bodies. */
export function enemyBodies(state: GameState, player: PlayerIndex): Body[] {
  const out: Body[] = [];
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    if (u.player === player) continue;
    for (const m of modelsOnTable(u)) out.push(bodyOf(state, u, m));
  }
  return out;
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
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    for (const m of modelsOnTable(u)) {
      if (inObjectiveRange(bodyOf(state, u, m), at)) levels[u.player] += oc(u, m);
    }
  }
  return levels;
}

export type OcOf = (u: UnitState, m: ModelState) => number;
