import { type Body, incoherent, onMarker } from './geometry/rules.js';
import { type Capsule, gap, roughGap } from './geometry/shapes.js';
import {
  enemyFormation,
  enemyModelsOf,
  enemyUnitBodiesOf,
  engagedIds,
  formationsOf,
  gapToBodies,
  inObjectiveRangeOf,
  layoutGap,
  layoutOf,
  layoutsEngaged,
  layoutsWithin,
  modelGap,
  type PlacedModels,
} from './layout.js';
import type { GameState, ModelId, ModelState, PlayerIndex, UnitId, UnitState } from './types.js';
import { capsuleOf, unit } from './units.js';

/**
 * Questions about where models are, asked of the state. Units' geometry and what is measured from it
 * are remembered per layout (layout.ts).
 */

function bodiesByModel(state: GameState, u: UnitState): ReadonlyMap<ModelId, Body> {
  return layoutOf(state, u).byModel;
}

/** Whether a model's base at `c` is on top of one of the mission's objective markers. */
export function onObjectiveMarker(state: GameState, c: Capsule): boolean {
  return state.mission.objectives.some((o) => onMarker(c, o.at));
}

export function bodyOf(state: GameState, u: UnitState, m: ModelState): Body {
  return bodiesByModel(state, u).get(m.id) ?? { c: capsuleOf(state, u, m), z: m.pos?.z ?? 0 };
}

/** The unit's models on the battlefield as bodies, in model order (shared: do not modify). */
export function unitBodies(state: GameState, u: UnitState): readonly Body[] {
  return layoutOf(state, u).bodies;
}

export type { PlacedModels } from './layout.js';

/** Every enemy model on the battlefield (remembered per state of the units; shared: do not modify). */
export function enemyModels(state: GameState, player: PlayerIndex): PlacedModels {
  return enemyModelsOf(state, player);
}

/** Every enemy model on the battlefield, as bodies (shared: do not modify). */
export function enemyBodies(state: GameState, player: PlayerIndex): readonly Body[] {
  return enemyModels(state, player).bodies;
}

/** Whether any enemy model is within Engagement Range of the unit (remembered with its engaged enemies). */
export function unitInEngagementRange(state: GameState, id: UnitId): boolean {
  return engagedEnemyIds(state, unit(state, id)).length > 0;
}

export function unitCoherent(state: GameState, id: UnitId): boolean {
  return incoherent(unitBodies(state, unit(state, id))).length === 0;
}

/** Each player's Level of Control over an objective: the sum of OC of their models in range. */
export function levelOfControl(state: GameState, at: { x: number; y: number; z?: number }, oc: OcOf): [number, number] {
  const levels: [number, number] = [0, 0];
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    const l = layoutOf(state, u);
    const near = inObjectiveRangeOf(l, at);
    if (!near) continue;
    for (const m of u.models) {
      const i = m.destroyed || !m.pos ? undefined : l.index.get(m.id);
      if (i !== undefined && near[i]) levels[u.player] += oc(u, m);
    }
  }
  return levels;
}

export type OcOf = (u: UnitState, m: ModelState) => number;

/** The closest gap between a body and any model of a unit on the battlefield (Infinity when none). */
export function gapToUnit(state: GameState, body: Body, target: UnitState): number {
  return gapToBodies(body, layoutOf(state, target).bodies);
}

/** A model's gap to a unit, remembered per (model's layout, target's layout). */
export function modelGapToUnit(state: GameState, u: UnitState, m: ModelState, target: UnitState): number {
  if (!m.pos) return Number.POSITIVE_INFINITY;
  const l = layoutOf(state, u);
  const i = l.index.get(m.id);
  const t = layoutOf(state, target);
  if (i === undefined || l.poses[i] !== m.pos) return gapToBodies(bodyOf(state, u, m), t.bodies);
  return modelGap(l, i, t);
}

/** The closest gap between two units' models. */
export function gapBetweenUnits(state: GameState, a: UnitState, b: UnitState): number {
  return layoutGap(layoutOf(state, a), layoutOf(state, b));
}

/** Whether two units' closest models are within `d` inches (`gapBetweenUnits(a, b) <= d`, with the tolerance). */
export function unitsWithin(state: GameState, a: UnitState, b: UnitState, d: number): boolean {
  return layoutsWithin(layoutOf(state, a), layoutOf(state, b), d);
}

/** Whether two units are within Engagement Range of each other. */
export function unitsEngaged(state: GameState, a: UnitState, b: UnitState): boolean {
  return layoutsEngaged(layoutOf(state, a), layoutOf(state, b));
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
      out.push(...layoutOf(state, state.units[id] as UnitState).bodies);
    }
    byUnit.set(unitId, out);
  }
  return out;
}

/** The ids of the enemy units (as the rules see them) within Engagement Range of a unit. */
export function engagedEnemyIds(state: GameState, u: UnitState): readonly UnitId[] {
  return engagedIds(layoutOf(state, u), enemyFormation(state, u.player));
}

/** Enemy units (as the rules see them) within Engagement Range of a unit. */
export function engagedEnemies(state: GameState, u: UnitState): UnitState[] {
  return engagedEnemyIds(state, u).map((id) => state.units[id] as UnitState);
}

/** The other player's units on the battlefield (remembered per state of the units; shared: do not modify). */
export function enemyUnits(state: GameState, player: PlayerIndex): UnitState[] {
  return formationsOf(state).enemyUnits[player];
}

/** The models of those units, as bodies (shared: do not modify). */
export function enemyUnitBodies(state: GameState, player: PlayerIndex): readonly Body[] {
  return enemyUnitBodiesOf(state, player);
}

/** Models that are in base-to-base contact (a gap of at most this). */
export const BASE_CONTACT = 0.01;

export function inBaseContact(a: Body, b: Body): boolean {
  return Math.abs(a.z - b.z) <= 5 && roughGap(a.c, b.c) <= BASE_CONTACT && gap(a.c, b.c) <= BASE_CONTACT;
}
