import { reject } from './ctx.js';
import { type Area, AreaBox, bodiesNear } from './geometry/area.js';
import { battlefieldRect, capsuleTouches, capsuleWhollyWithin, type Rect } from './geometry/battlefield.js';
import { type Body, ENGAGEMENT_RANGE, engaged, incoherent, onMarker, overlapping } from './geometry/rules.js';
import { type Capsule, capsuleAt, gap, roughGap } from './geometry/shapes.js';
import { dist, EPS, type Placement } from './geometry/vec.js';
import { inHallowedGround } from './hallowed-ground.js';
import { enemyBodies, otherBodies } from './spatial.js';
import { endOnTerrain, moverOf } from './terrain/movement.js';
import type { GameState, ModelId, ModelState, UnitId, UnitState } from './types.js';
import { aliveModels, footprint } from './units.js';

/**
 * Setting a unit up on the battlefield: deploying it, arriving from Reserves (Deep Strike or
 * Strategic Reserves) or disembarking. The common rules (every model placed, wholly on the battlefield,
 * not within Engagement Range of enemy models, not overlapping a model, not on an objective marker, in
 * Unit Coherency) and each way's own.
 */
export type SetUpRule =
  | { kind: 'deploy'; zones: Rect[] }
  /** More than `minEnemy` inches horizontally from every enemy model (`hallowed`: wholly within its Hallowed Ground). */
  | { kind: 'deep-strike'; minEnemy: number; awayFrom?: AwayFrom[]; hallowed?: true }
  /** Wholly within `edge` inches of a battlefield edge, more than `minEnemy` from enemy models, outside `notIn`. */
  | { kind: 'strategic'; edge: number; minEnemy: number; notIn: Rect[]; awayFrom?: AwayFrom[] }
  /** Wholly within `within` inches of the TRANSPORT (its capsule, even if it was just destroyed). */
  | { kind: 'disembark'; transport: UnitId; hull: Capsule; within: number };

/** Not within `inches` horizontally of these enemy models (Circle of Sanctuary: "within 12\" of your model"). */
export interface AwayFrom {
  unit: UnitId;
  models: ModelId[];
  inches: number;
  rule: string;
}

/** Whether a set-up model's capsule is within `a.inches` of one of the models `a` names. */
function tooNear(state: GameState, c: Capsule, a: AwayFrom): boolean {
  const u = state.units[a.unit];
  if (!u) return false;
  return u.models.some(
    (m) =>
      a.models.includes(m.id) &&
      !m.destroyed &&
      !!m.pos &&
      withinGap(c, capsuleAt(footprint(state, u, m), m.pos), a.inches),
  );
}

/** Farthest a capsule reaches from another (an upper bound: the gap plus the capsule's own length). */
function farthest(c: Capsule, from: Capsule): number {
  return gap(c, from) + 2 * c.r + dist(c.a, c.b);
}

function withinEdge(c: Capsule, field: Rect, edge: number): boolean {
  const xs = [c.a.x, c.b.x];
  const ys = [c.a.y, c.b.y];
  const minX = Math.min(...xs) - c.r;
  const maxX = Math.max(...xs) + c.r;
  const minY = Math.min(...ys) - c.r;
  const maxY = Math.max(...ys) + c.r;
  return (
    maxX <= field.x0 + edge + EPS ||
    minX >= field.x1 - edge - EPS ||
    maxY <= field.y0 + edge + EPS ||
    minY >= field.y1 - edge - EPS
  );
}

/** gap(a, b) <= d (with the tolerance); the cheap lower bound first (it only rules out, with 1e-6 of slack). */
function withinGap(a: Capsule, b: Capsule, d: number): boolean {
  return roughGap(a, b) <= d + EPS + 1e-6 && gap(a, b) <= d + EPS;
}

/** The set-up's area, or null when a position is missing or malformed (the checks say how). */
function setUpArea(
  state: GameState,
  u: UnitState,
  positions: Record<string, Placement>,
  models: ModelState[],
): Area | null {
  const box = new AreaBox();
  for (const m of models) {
    const p = positions[m.id];
    if (!p || !Number.isFinite(p.x) || !Number.isFinite(p.y)) return null;
    box.add(p);
    box.half = Math.max(box.half, footprint(state, u, m).halfLength);
  }
  return box.area();
}

/**
 * Check a set-up of `models` (all the unit's alive models by default) at `positions`; throws a
 * Rejection naming the model and the rule.
 */
export function validateSetUp(
  state: GameState,
  u: UnitState,
  positions: Record<string, Placement>,
  rule: SetUpRule,
  models: ModelState[] = aliveModels(u),
): void {
  if (!positions || typeof positions !== 'object') reject(`${u.id}: positions must map model ids to places`);
  const ids = new Set(aliveModels(u).map((m) => m.id));
  for (const id of Object.keys(positions)) if (!ids.has(id)) reject(`${u.id}: model "${id}" is not in this unit`);
  const field = battlefieldRect(state.mission.battlefield);
  // Only models near the set-up can fail its distance checks: the rest are left out (same answers).
  const area = setUpArea(state, u, positions, models);
  const reachOut = Math.max(ENGAGEMENT_RANGE.horizontal, 'minEnemy' in rule ? rule.minEnemy : 0) + EPS;
  const enemies = bodiesNear(enemyBodies(state, u.player), area, reachOut);
  const others = bodiesNear(otherBodies(state, u.id), area, 0);
  const placed: Body[] = [];
  const hallowed = rule.kind === 'deep-strike' && rule.hallowed ? inHallowedGround(state, u.player) : null;
  for (const m of models) {
    const p = positions[m.id];
    if (!p || !Number.isFinite(p.x) || !Number.isFinite(p.y))
      reject(`${u.id}: no position for model ${m.id} (every model is set up)`);
    const c = capsuleAt(footprint(state, u, m), p);
    const body = { c, z: p.z ?? 0 };
    if (!capsuleWhollyWithin(c, field)) reject(`model ${m.id}: not wholly on the battlefield`);
    switch (rule.kind) {
      case 'deploy':
        if (!rule.zones.some((z) => capsuleWhollyWithin(c, z)))
          reject(`model ${m.id}: not wholly within player ${u.player + 1}'s deployment zone`);
        break;
      case 'deep-strike':
        if (enemies.some((e) => withinGap(c, e.c, rule.minEnemy)))
          reject(`model ${m.id}: not more than ${rule.minEnemy}" horizontally from every enemy model`);
        if (hallowed && !hallowed(body)) reject(`model ${m.id}: not wholly within your army’s Hallowed Ground`);
        break;
      case 'strategic':
        if (!withinEdge(c, field, rule.edge))
          reject(`model ${m.id}: not wholly within ${rule.edge}" of a battlefield edge`);
        if (enemies.some((e) => withinGap(c, e.c, rule.minEnemy)))
          reject(`model ${m.id}: not more than ${rule.minEnemy}" horizontally from every enemy model`);
        if (rule.notIn.some((z) => capsuleTouches(c, z))) reject(`model ${m.id}: within the enemy deployment zone`);
        break;
      case 'disembark':
        if (farthest(c, rule.hull) > rule.within + EPS)
          reject(`model ${m.id}: not wholly within ${rule.within}" of its TRANSPORT`);
        break;
    }
    for (const a of rule.kind === 'deep-strike' || rule.kind === 'strategic' ? (rule.awayFrom ?? []) : [])
      if (tooNear(state, c, a)) reject(`model ${m.id}: within ${a.inches}" horizontally of ${a.unit} (${a.rule})`);
    if (enemies.some((e) => engaged(body, e)))
      reject(`model ${m.id}: set up within Engagement Range of an enemy model`);
    if (others.some((o) => overlapping(c, o.c)) || placed.some((o) => overlapping(c, o.c)))
      reject(`model ${m.id}: overlaps another model`);
    if (state.mission.objectives.some((o) => onMarker(c, o.at))) reject(`model ${m.id}: on top of an objective marker`);
    if (state.terrain?.features.length) {
      const why = endOnTerrain(state, moverOf(state, u, m, footprint(state, u, m)), p);
      if (why) reject(`model ${m.id}: ${why.replace(/^ends/, 'set up')}`);
    }
    placed.push(body);
  }
  const bad = incoherent(placed);
  if (bad.length) reject(`${u.id}: not in Unit Coherency (${bad.map((i) => models[i]?.id).join(', ')})`);
}
