import type { Paths } from '../commands.js';
import { reject } from '../ctx.js';
import { type Area, AreaBox, bodiesNear, nearArea } from '../geometry/area.js';
import { battlefieldRect, capsuleWhollyWithin } from '../geometry/battlefield.js';
import { type Body, ENGAGEMENT_RANGE, engaged, incoherent, overlapping } from '../geometry/rules.js';
import { capsuleAt, circumcircle, type Footprint, gap, isRound, reach, sweptGap } from '../geometry/shapes.js';
import { EPS, type Placement, pointSegDist, within } from '../geometry/vec.js';
import { enemyModels, onObjectiveMarker, otherBodies, type PlacedModels } from '../spatial.js';
import { endOnTerrain, legOverTerrain, moverOf } from '../terrain/movement.js';
import type { GameState, ModelId, ModelState, MoveKind, UnitState } from '../types.js';
import { passableEnemyModels } from '../unit-rules.js';
import { aliveModels, footprint, modelKeywords } from '../units.js';

export const MAX_WAYPOINTS = 32;

export interface MoveCheck {
  /** Models whose path crosses enemy models (Fall Back only; TITANIC and FLY models excluded). */
  crossers: ModelId[];
}

/**
 * How far each model may move: one distance for all, or each model's own ("each model in that unit can
 * move a distance in inches less than or equal to its Move (M) characteristic"), by model id.
 */
export type Allowance = number | Readonly<Record<ModelId, number>>;

export function allowanceOf(a: Allowance, id: ModelId): number {
  return typeof a === 'number' ? a : (a[id] ?? 0);
}

const fmt = (n: number) => `${Math.round(n * 100) / 100}"`;

function checkPlacement(p: unknown, where: string): Placement {
  const q = p as Placement;
  if (!q || typeof q !== 'object' || !Number.isFinite(q.x) || !Number.isFinite(q.y))
    reject(`${where}: not a position {x, y}`);
  if (q.z !== undefined && !Number.isFinite(q.z)) reject(`${where}: z is not a number`);
  if (q.facing !== undefined && !Number.isFinite(q.facing)) reject(`${where}: facing is not a number`);
  return q;
}

/**
 * Validate a Normal, Advance or Fall Back move of a unit, model by model: each path's length (straight
 * legs between waypoints), staying on the battlefield, never within Engagement Range of an enemy model
 * during a Normal or Advance move, and at the end: not within Engagement Range of any enemy model, not
 * overlapping another model, not on top of an objective marker, and the unit in coherency.
 * Throws a Rejection naming the model and the rule.
 */
export function validateMove(
  state: GameState,
  u: UnitState,
  paths: Paths,
  kind: MoveKind,
  maxDistance: Allowance,
): MoveCheck {
  if (!paths || typeof paths !== 'object') reject(`${u.id}: paths must map model ids to waypoint lists`);
  const alive = new Map(aliveModels(u).map((m) => [m.id, m]));
  const field = battlefieldRect(state.mission.battlefield);
  const area = moveArea(state, u, alive, paths);
  const enemies = nearModels(enemyModels(state, u.player), area, ENGAGEMENT_RANGE.horizontal);
  const bystanders = bodiesNear(otherBodies(state, u.id), area, 0);
  const crossers: ModelId[] = [];
  const terrain = !!state.terrain?.features.length;
  // Super-heavy Walker: within Engagement Range of enemy models during the move, through all but TITANIC ones.
  const passable = kind !== 'remain-stationary' && kind !== 'fall-back' ? passableEnemyModels(state, u, kind) : null;
  for (const [id, path] of Object.entries(paths)) {
    const m = alive.get(id);
    if (!m?.pos) reject(`${u.id}: model "${id}" is not a model of this unit on the battlefield`);
    if (!Array.isArray(path) || path.length > MAX_WAYPOINTS)
      reject(`model ${id}: the path must be a list of at most ${MAX_WAYPOINTS} waypoints`);
    const f = footprint(state, u, m);
    const mv = terrain ? moverOf(state, u, m, f, kind) : null;
    let from: Placement = m.pos;
    let length = 0;
    let crossed = false;
    path.forEach((raw, i) => {
      const to = checkPlacement(raw, `model ${id}: waypoint ${i + 1}`);
      length += Math.hypot(to.x - from.x, to.y - from.y);
      if (mv) {
        const over = legOverTerrain(state, mv, from, to);
        if (typeof over === 'string') reject(`model ${id}: its move ${over}`);
        length += over;
      }
      const c = capsuleAt(f, to);
      if (!capsuleWhollyWithin(c, field)) reject(`model ${id}: waypoint ${i + 1} is off the battlefield`);
      for (let k = 0; k < enemies.bodies.length; k++) {
        const g = legGap(f, from, to, enemies.bodies[k] as Body);
        if (kind === 'fall-back') {
          if (g < -EPS) crossed = true;
        } else if (passable) {
          if (g < -EPS && !passable(enemies.ids[k] as ModelId))
            reject(`model ${id}: its move passes through enemy model ${enemies.ids[k]}, which is TITANIC`);
        } else if (within(g, ENGAGEMENT_RANGE.horizontal)) {
          reject(
            `model ${id}: its move passes within Engagement Range of enemy model ${enemies.ids[k]} (${fmt(Math.max(0, g))} away)`,
          );
        }
      }
      from = to;
    });
    const max = allowanceOf(maxDistance, id);
    if (length > max + EPS) reject(`model ${id}: moves ${fmt(length)}, more than the ${fmt(max)} allowed`);
    if (crossed) {
      const kw = modelKeywords(state, u, m);
      if (!kw.includes('TITANIC') && !kw.includes('FLY')) crossers.push(id);
    }
  }
  const ends: { id: ModelId; body: Body }[] = [];
  for (const m of alive.values()) {
    if (!m.pos) continue;
    const path = paths[m.id];
    const end = path && path.length > 0 ? (path[path.length - 1] as Placement) : m.pos;
    ends.push({ id: m.id, body: { c: capsuleAt(footprint(state, u, m), end), z: end.z ?? 0 } });
  }
  for (const [i, { id, body }] of ends.entries()) {
    const e = enemies.bodies.findIndex((x) => engaged(body, x));
    if (e >= 0) reject(`model ${id}: ends its move within Engagement Range of enemy model ${enemies.ids[e]}`);
    if (
      bystanders.some((b) => overlapping(body.c, b.c)) ||
      ends.some((o, j) => j !== i && overlapping(body.c, o.body.c))
    ) {
      reject(`model ${id}: ends its move overlapping another model`);
    }
    if (onObjectiveMarker(state, body.c)) reject(`model ${id}: ends its move on top of an objective marker`);
    if (terrain && paths[id]?.length) {
      const m = alive.get(id) as ModelState;
      const f = footprint(state, u, m);
      const why = endOnTerrain(state, moverOf(state, u, m, f), paths[id]?.at(-1) as Placement);
      if (why) reject(`model ${id}: ${why}`);
    }
  }
  const bad = incoherent(ends.map((e) => e.body));
  if (bad.length) reject(`${u.id}: ends its move out of Unit Coherency (${bad.map((i) => ends[i]?.id).join(', ')})`);
  return { crossers };
}

/** The move's area (starts and waypoints), or null when a path is malformed (the checks say how; nothing is pruned). */
function moveArea(state: GameState, u: UnitState, alive: Map<ModelId, ModelState>, paths: Paths): Area | null {
  const box = new AreaBox();
  for (const m of alive.values()) {
    if (!m.pos) continue;
    box.add(m.pos);
    box.half = Math.max(box.half, footprint(state, u, m).halfLength);
  }
  for (const path of Object.values(paths)) {
    if (!Array.isArray(path)) return null;
    for (const p of path) {
      const q = p as Placement;
      if (!q || typeof q !== 'object' || !Number.isFinite(q.x) || !Number.isFinite(q.y)) return null;
      box.add(q);
    }
  }
  return box.area();
}

/**
 * The models that could come within `d` of the move: a model farther than that from the whole area
 * passes every check below, so leaving it out changes no answer or message.
 */
function nearModels(all: PlacedModels, area: Area | null, d: number): PlacedModels {
  if (!area) return all;
  const ids: ModelId[] = [];
  const bodies: Body[] = [];
  all.bodies.forEach((b, k) => {
    if (!nearArea(b, area, d)) return;
    bodies.push(b);
    ids.push(all.ids[k] as ModelId);
  });
  return { ids, bodies };
}

/** The closest a model comes to another body along one straight leg (turning at the start of the leg). */
export function legGap(f: Footprint, from: Placement, to: Placement, other: Body): number {
  if (Math.abs((from.z ?? 0) - (other.z ?? 0)) > ENGAGEMENT_RANGE.vertical + EPS) return Number.POSITIVE_INFINITY;
  // Cheap bound first: the leg's segment against the other's centre, less both reaches.
  const oc = { x: (other.c.a.x + other.c.b.x) / 2, y: (other.c.a.y + other.c.b.y) / 2 };
  const bound = pointSegDist(oc, from, to) - f.halfLength - reach(other.c);
  if (bound > ENGAGEMENT_RANGE.horizontal + 1) return bound;
  const turning = !isRound(f) && (from.facing ?? 0) !== (to.facing ?? 0);
  const start = turning ? gap(circumcircle(f, from), other.c) : Number.POSITIVE_INFINITY;
  const moving = capsuleAt(f, { ...from, facing: to.facing ?? from.facing ?? 0 });
  return Math.min(start, sweptGap(moving, { x: to.x - from.x, y: to.y - from.y }, other.c));
}
