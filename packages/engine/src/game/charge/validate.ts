import type { Paths } from '../commands.js';
import { reject } from '../ctx.js';
import { battlefieldRect, capsuleWhollyWithin } from '../geometry/battlefield.js';
import { type Body, ENGAGEMENT_RANGE, engaged, incoherent, overlapping } from '../geometry/rules.js';
import { capsuleAt, gap } from '../geometry/shapes.js';
import { EPS, type Placement, within } from '../geometry/vec.js';
import { legGap, MAX_WAYPOINTS } from '../movement/validate.js';
import { bodyOf, enemyModels, onObjectiveMarker, otherBodies } from '../spatial.js';
import { endOnTerrain, legOverTerrain, moverOf } from '../terrain/movement.js';
import type { GameState, ModelId, UnitId, UnitState } from '../types.js';
import { footprint, modelHasKeyword, modelsOnTable } from '../units.js';

const fmt = (n: number) => `${Math.round(n * 100) / 100}"`;

/** Where each model of a unit ends a move along `paths` (models without a path stay). */
export function endsOf(
  state: GameState,
  u: UnitState,
  paths: Paths,
  move?: 'charge',
): { id: ModelId; body: Body; moved: number; blocked?: string }[] {
  const terrain = !!state.terrain?.features.length;
  return modelsOnTable(u).map((m) => {
    const path = paths[m.id] ?? [];
    const f = footprint(state, u, m);
    const mv = terrain && path.length ? moverOf(state, u, m, f, move) : null;
    let from = m.pos as Placement;
    let moved = 0;
    let blocked: string | undefined;
    for (const p of path) {
      moved += Math.hypot(p.x - from.x, p.y - from.y);
      if (mv) {
        const over = legOverTerrain(state, mv, from, p);
        if (typeof over === 'string') blocked ??= over;
        else moved += over;
      }
      from = p;
    }
    if (mv && !blocked) blocked = endOnTerrain(state, mv, from) ?? undefined;
    return { id: m.id, body: { c: capsuleAt(f, from), z: from.z ?? 0 }, moved, ...(blocked ? { blocked } : {}) };
  });
}

/**
 * Core rules, Moving: a model can be moved through friendly models but not through enemy models; FLY
 * models move over them (rules-10e.md "Terrain", FLY; the "no move or Charge move through
 * enemy models (FLY excepted)"). Rejects the first leg of a model without FLY that passes through an
 * enemy model's base.
 */
export function checkNotThroughEnemies(state: GameState, u: UnitState, paths: Paths, what: string): void {
  const enemies = enemyModels(state, u.player);
  for (const m of modelsOnTable(u)) {
    const path = paths[m.id];
    if (!path?.length || modelHasKeyword(state, u, m, 'FLY')) continue;
    const f = footprint(state, u, m);
    let from = m.pos as Placement;
    for (const to of path) {
      for (let k = 0; k < enemies.bodies.length; k++)
        if (legGap(f, from, to, enemies.bodies[k] as Body) < -EPS)
          reject(`model ${m.id}: its ${what} passes through enemy model ${enemies.ids[k]}`);
      from = to;
    }
  }
}

/** The shape checks every move ends with: paths well formed, on the battlefield, no overlap, no marker, coherent. */
export function checkEnds(
  state: GameState,
  u: UnitState,
  paths: Paths,
  maxDistance: number,
  what: string,
  move?: 'charge',
) {
  if (!paths || typeof paths !== 'object') reject(`${u.id}: paths must map model ids to waypoint lists`);
  const alive = new Set(modelsOnTable(u).map((m) => m.id));
  for (const [id, path] of Object.entries(paths)) {
    if (!alive.has(id)) reject(`${u.id}: model "${id}" is not a model of this unit on the battlefield`);
    if (!Array.isArray(path) || path.length > MAX_WAYPOINTS)
      reject(`model ${id}: the path must be a list of at most ${MAX_WAYPOINTS} waypoints`);
    for (const [i, p] of path.entries())
      if (!p || !Number.isFinite(p.x) || !Number.isFinite(p.y))
        reject(`model ${id}: waypoint ${i + 1} is not a position`);
  }
  const field = battlefieldRect(state.mission.battlefield);
  const ends = endsOf(state, u, paths, move);
  const others = otherBodies(state, u.id);
  for (const [i, e] of ends.entries()) {
    if (e.blocked) reject(`model ${e.id}: its ${what} ${e.blocked}`);
    if (e.moved > maxDistance + EPS)
      reject(`model ${e.id}: moves ${fmt(e.moved)}, more than the ${fmt(maxDistance)} of a ${what}`);
    if (!capsuleWhollyWithin(e.body.c, field)) reject(`model ${e.id}: ends off the battlefield`);
    if (
      others.some((o) => overlapping(e.body.c, o.c)) ||
      ends.some((o, j) => j !== i && overlapping(e.body.c, o.body.c))
    )
      reject(`model ${e.id}: ends its ${what} overlapping another model`);
    if (paths[e.id]?.length && onObjectiveMarker(state, e.body.c))
      reject(`model ${e.id}: ends its ${what} on top of an objective marker`);
  }
  const bad = incoherent(ends.map((e) => e.body));
  if (bad.length) reject(`${u.id}: ends its ${what} out of Unit Coherency (${bad.map((i) => ends[i]?.id).join(', ')})`);
  return ends;
}

/**
 * A Charge move: each model up to the Charge roll; never within Engagement Range of an enemy unit that
 * is not a target (during or at the end of the move); ending within Engagement Range of every target,
 * in coherency. A model that could reach base contact with a target (its gap at the start is within the
 * roll) must end within Engagement Range of an enemy model (the engine's reading of "base-to-base
 * contact if possible").
 */
export function validateChargeMove(
  state: GameState,
  u: UnitState,
  paths: Paths,
  targets: UnitId[],
  maxDistance: number,
): void {
  const ends = checkEnds(state, u, paths, maxDistance, 'Charge move', 'charge');
  checkNotThroughEnemies(state, u, paths, 'Charge move');
  const targetBodies = new Map<UnitId, Body[]>();
  const others: { id: ModelId; body: Body }[] = [];
  for (const id of state.unitOrder) {
    const v = state.units[id] as UnitState;
    if (v.player === u.player || v.attachedTo) continue;
    const bodies = modelsOnTable(v).map((m) => ({ id: m.id, body: bodyOf(state, v, m) }));
    if (targets.includes(v.id))
      targetBodies.set(
        v.id,
        bodies.map((b) => b.body),
      );
    else others.push(...bodies);
  }
  for (const m of modelsOnTable(u)) {
    let from = m.pos as Placement;
    for (const to of paths[m.id] ?? []) {
      for (const o of others) {
        if (within(legGap(footprint(state, u, m), from, to, o.body), ENGAGEMENT_RANGE.horizontal))
          reject(`model ${m.id}: its Charge move passes within Engagement Range of ${o.id}, which is not a target`);
      }
      from = to;
    }
  }
  for (const e of ends) {
    const o = others.find((x) => engaged(e.body, x.body));
    if (o) reject(`model ${e.id}: ends its Charge move within Engagement Range of ${o.id}, which is not a target`);
  }
  for (const t of targets) {
    const bodies = targetBodies.get(t) ?? [];
    if (!ends.some((e) => bodies.some((b) => engaged(e.body, b))))
      reject(`the Charge move does not end within Engagement Range of ${t}`);
  }
  const all = [...targetBodies.values()].flat();
  for (const m of modelsOnTable(u)) {
    const start = bodyOf(state, u, m);
    const reach = Math.min(...all.map((b) => gap(start.c, b.c)));
    const e = ends.find((x) => x.id === m.id);
    if (
      e &&
      reach <= maxDistance - EPS &&
      !all.some((b) => engaged(e.body, b)) &&
      !others.some((o) => engaged(e.body, o.body))
    )
      reject(
        `model ${m.id}: could reach base-to-base contact with a target, so it must end within Engagement Range of one`,
      );
  }
}
