import { checkEnds, checkNotThroughEnemies, endsOf } from '../charge/validate.js';
import type { Paths } from '../commands.js';
import { reject } from '../ctx.js';
import { type Body, ENGAGEMENT_RANGE, engaged, inObjectiveRange, markerCapsule } from '../geometry/rules.js';
import { gap } from '../geometry/shapes.js';
import { EPS } from '../geometry/vec.js';
import { approachPaths } from '../movement/approach.js';
import { searchFor, searchMove } from '../movement/search.js';
import { bodyOf, enemyUnitBodies, inBaseContact, onObjectiveMarker } from '../spatial.js';
import type { GameState, UnitState } from '../types.js';
import { modelsOnTable } from '../units.js';

/**
 * Pile In and Consolidate: up to 3" for each model not already in base contact with an enemy model;
 * each model that moves ends closer to the closest enemy model, and the unit ends within Engagement
 * Range of an enemy unit and in coherency. A model that could reach base contact must end within
 * Engagement Range of an enemy model (the engine's reading of "base-to-base contact if possible").
 * Consolidate falls back to moving toward the closest objective marker, ending within its range.
 */
export const CLOSE_IN_DISTANCE = 3;

function enemyModelBodies(state: GameState, u: UnitState): readonly Body[] {
  return enemyUnitBodies(state, u.player);
}

export function validateCloseIn(
  state: GameState,
  u: UnitState,
  paths: Paths,
  kind: 'pile-in' | 'consolidate',
  maxDistance = CLOSE_IN_DISTANCE,
): void {
  const what = kind === 'pile-in' ? 'Pile-in move' : 'Consolidation move';
  if (!paths || typeof paths !== 'object') reject(`${u.id}: paths must map model ids to waypoint lists`);
  const moved = Object.entries(paths)
    .filter(([, p]) => Array.isArray(p) && p.length > 0)
    .map(([id]) => id);
  // Making no move at all is always open (each model "can" move).
  if (!moved.length) return;
  const ends = checkEnds(state, u, paths, maxDistance, what);
  checkNotThroughEnemies(state, u, paths, what);
  const enemies = enemyModelBodies(state, u);
  for (const id of moved) {
    const m = u.models.find((x) => x.id === id);
    if (m && enemies.some((e) => inBaseContact(bodyOf(state, u, m), e)))
      reject(`model ${id}: already in base-to-base contact with an enemy model, it cannot make a ${what}`);
  }
  const endsEngaged = ends.some((e) => enemies.some((x) => engaged(e.body, x)));
  if (endsEngaged) {
    for (const id of moved) {
      const m = u.models.find((x) => x.id === id);
      const e = ends.find((x) => x.id === id);
      if (!m || !e) continue;
      const start = bodyOf(state, u, m);
      let closest: Body | undefined;
      let best = Number.POSITIVE_INFINITY;
      for (const x of enemies) {
        const g = gap(start.c, x.c);
        if (g < best) {
          best = g;
          closest = x;
        }
      }
      if (closest && gap(e.body.c, closest.c) >= best - EPS)
        reject(`model ${id}: a ${what} must end closer to the closest enemy model`);
      if (best <= maxDistance - EPS && !enemies.some((x) => engaged(e.body, x)))
        reject(
          `model ${id}: could reach base-to-base contact, so it must end within Engagement Range of an enemy model`,
        );
    }
    return;
  }
  if (kind === 'pile-in') reject(`${u.id}: a Pile In must end within Engagement Range of an enemy unit`);
  // "If these conditions cannot be met" (ending within Engagement Range of an enemy unit, in coherency):
  // only then toward the closest objective marker.
  if (couldEngage(state, u, maxDistance))
    reject(
      `${u.id}: the unit can end its Consolidation within Engagement Range of an enemy unit, so it must (not toward an objective)`,
    );
  // Consolidate toward the closest objective marker instead.
  const objs = state.mission.objectives;
  if (!objs.length) reject(`${u.id}: the Consolidation does not end within Engagement Range of an enemy unit`);
  const centre = modelsOnTable(u).map((m) => bodyOf(state, u, m));
  const near = (b: Body) =>
    objs.reduce((a, o) => (gap(b.c, markerCapsule(o.at)) < gap(b.c, markerCapsule(a.at)) ? o : a));
  const target = near(centre[0] as Body);
  for (const id of moved) {
    const m = u.models.find((x) => x.id === id);
    const e = ends.find((x) => x.id === id);
    if (!m || !e) continue;
    const before = gap(bodyOf(state, u, m).c, markerCapsule(target.at));
    if (gap(e.body.c, markerCapsule(target.at)) >= before - EPS)
      reject(`model ${id}: a Consolidation move toward an objective must end closer to it`);
  }
  if (!ends.some((e) => inObjectiveRange(e.body, target.at)))
    reject(`${u.id}: a Consolidation toward objective ${target.id} must end within range of it`);
}

/** The models of the unit already in base contact with an enemy model: a Pile In or Consolidation may not move them. */
function inContact(state: GameState, u: UnitState, enemies: readonly Body[]): Set<string> {
  const out = new Set<string>();
  for (const m of modelsOnTable(u)) if (enemies.some((e) => inBaseContact(bodyOf(state, u, m), e))) out.add(m.id);
  return out;
}

/** The search (movement/search.ts) for a Pile In or Consolidation judged by `validate` (validateCloseIn). */
export function closeInSearch(
  state: GameState,
  u: UnitState,
  maxDistance: number,
  enemies: readonly Body[],
  kind: 'pile-in' | 'consolidate',
  validate: (paths: Paths) => void,
): Paths | null {
  // What validateCloseIn rejects in any case: a model that moves ending on a marker (checkEnds), a Pile
  // In that moves a model ending out of Engagement Range of every enemy model.
  const rejects = (ends: readonly { body: Body; moved: boolean }[]) =>
    ends.some((e) => e.moved && onObjectiveMarker(state, e.body.c)) ||
    (kind === 'pile-in' && ends.some((e) => e.moved) && !ends.some((e) => enemies.some((x) => engaged(e.body, x))));
  return searchMove({
    ...searchFor(state, u, maxDistance, enemies, [], validate),
    stays: inContact(state, u, enemies),
    rejects,
  });
}

/** Whether some model is close enough to an enemy model to end within Engagement Range of it (a quick bound). */
export function nearEnough(state: GameState, u: UnitState, enemies: readonly Body[], maxDistance = CLOSE_IN_DISTANCE) {
  return modelsOnTable(u).some((m) => {
    const b = bodyOf(state, u, m);
    return enemies.some((e) => gap(b.c, e.c) <= maxDistance + ENGAGEMENT_RANGE.horizontal + EPS);
  });
}

/**
 * Whether the unit can make a Consolidation that ends within Engagement Range of an enemy unit: the
 * engine's approach, then its search (movement/search.ts), judged by the same rules as a Pile In.
 */
function couldEngage(state: GameState, u: UnitState, maxDistance: number): boolean {
  const enemies = enemyModelBodies(state, u);
  if (!nearEnough(state, u, enemies, maxDistance)) return false;
  const validate = (p: Paths) => validateCloseIn(state, u, p, 'pile-in', maxDistance);
  const ends = (p: Paths | null) =>
    p !== null && endsOf(state, u, p).some((e) => enemies.some((x) => engaged(e.body, x)));
  if (ends(approachPaths(state, u, enemies, maxDistance, { keepInContact: true, validate }))) return true;
  return ends(closeInSearch(state, u, maxDistance, enemies, 'pile-in', validate));
}

/** Whether any model of the unit could make a Pile-in or Consolidation move (is not already in base contact). */
export function canCloseIn(state: GameState, u: UnitState): boolean {
  const contact = inContact(state, u, enemyModelBodies(state, u));
  return modelsOnTable(u).some((m) => !contact.has(m.id));
}
