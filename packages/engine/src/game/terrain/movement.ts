import type { Capsule, Footprint } from '../geometry/shapes.js';
import { capsuleAt } from '../geometry/shapes.js';
import { EPS, type Placement, segSegDist } from '../geometry/vec.js';
import type { GameState, ModelState, MoveKind, UnitState } from '../types.js';
import { effectThroughTerrain, lowTerrainHeight } from '../unit-rules.js';
import { modelKeywords } from '../units.js';
import { CATEGORY_RULES } from './categories.js';
import { capsuleWhollyInPolygon, gapToPolygon, gapToSegment } from './polygon.js';
import type { TerrainFeature } from './types.js';

/**
 * Moving over terrain (rules-10e.md "Terrain"; core rules, Moving): a Ruin's walls stop every model but
 * INFANTRY, BEASTS and FLY; Sealed Buildings and Armoured Containers cannot be moved through (FLY moves
 * over them); the distance climbed counts toward a move: a leg that crosses a Barricade, Debris, an
 * Industrial Structure or a Hill at ground level climbs its height up and down (twice its height added),
 * and a change of height between waypoints counts in full. No model ends a move, or is set up, inside a
 * wall or a Sealed Building or Armoured Container; a model above the ground stands on an upper floor of a
 * ruin it is wholly within (INFANTRY, BEASTS and FLY only: "if the base does not overhang it") or on top
 * of a Hill, Debris or Industrial Structure it is wholly within. Models are measured as their bases; a
 * moving base is swept as a circle of its half width along its centre's path.
 */

export interface TerrainMover {
  f: Footprint;
  /** INFANTRY, BEASTS or FLY: through walls and floors. */
  climbs: boolean;
  fly: boolean;
  /** "it can move horizontally through terrain features" (Force Wave): no wall or feature stops it, nothing is climbed. */
  through?: boolean;
  /** Terrain features this high or lower are moved over as if they were not there (Super-heavy Walker). */
  overUpTo?: number;
}

export function moverOf(
  state: GameState,
  u: UnitState,
  m: ModelState,
  f: Footprint,
  move?: MoveKind | 'charge',
): TerrainMover {
  const kw = modelKeywords(state, u, m);
  const fly = kw.includes('FLY');
  const moving = move !== undefined && move !== 'remain-stationary';
  const through = moving && effectThroughTerrain(state, u, move);
  const overUpTo = moving ? lowTerrainHeight(state, u, move) : undefined;
  return {
    f,
    fly,
    climbs: fly || kw.includes('INFANTRY') || kw.includes('BEASTS'),
    ...(through ? { through } : {}),
    ...(overUpTo !== undefined ? { overUpTo } : {}),
  };
}

function featuresOf(state: GameState): readonly TerrainFeature[] {
  return state.terrain?.features ?? [];
}

function sweep(mv: TerrainMover, from: Placement, to: Placement): Capsule {
  return { a: { x: from.x, y: from.y }, b: { x: to.x, y: to.y }, r: mv.f.halfWidth };
}

/**
 * One straight leg: the inches it costs beyond its length on the ground (climbing), or a Rejection
 * message naming the feature in the way.
 */
export function legOverTerrain(state: GameState, mv: TerrainMover, from: Placement, to: Placement): number | string {
  const fs = featuresOf(state);
  let extra = Math.abs((to.z ?? 0) - (from.z ?? 0));
  if (!fs.length || mv.through) return extra;
  const s = sweep(mv, from, to);
  for (const f of fs) {
    if (mv.overUpTo !== undefined && f.height <= mv.overUpTo + EPS) continue;
    const rules = CATEGORY_RULES[f.category];
    if (rules.movement === 'walls' && !mv.climbs) {
      for (const w of f.walls ?? [])
        if (segSegDist(s.a, s.b, w.a, w.b) - s.r < -EPS) return `passes through a wall of ${name(f)}`;
    } else if (rules.movement === 'impassable' && !mv.fly) {
      if (gapToPolygon(s, f.footprint) < -EPS) return `passes through ${name(f)}, which cannot be moved through`;
    } else if (rules.movement === 'open' && (from.z ?? 0) < f.height && (to.z ?? 0) < f.height) {
      if (gapToPolygon(s, f.footprint) < -EPS) extra += 2 * f.height;
    }
  }
  return extra;
}

/** Where a model may not end a move or be set up, as a Rejection message, or null. */
export function endOnTerrain(state: GameState, mv: TerrainMover, at: Placement): string | null {
  const fs = featuresOf(state);
  const z = at.z ?? 0;
  if (!fs.length) return null;
  const c = capsuleAt(mv.f, at);
  let standing = z <= EPS;
  for (const f of fs) {
    const rules = CATEGORY_RULES[f.category];
    for (const w of f.walls ?? []) if (gapToSegment(c, w.a, w.b) < -EPS) return `ends inside a wall of ${name(f)}`;
    if (rules.movement === 'impassable' && gapToPolygon(c, f.footprint) < -EPS)
      return `ends on ${name(f)}, which models cannot stand in`;
    if (standing || !capsuleWhollyInPolygon(c, f.footprint)) continue;
    if (f.category === 'ruins' && mv.climbs && (f.floors ?? []).some((h) => Math.abs(h - z) <= EPS)) standing = true;
    if (rules.movement === 'open' && rules.sight === 'solid' && Math.abs(f.height - z) <= EPS) standing = true;
  }
  return standing ? null : `is ${z}" above the ground, not on a floor it can stand on`;
}

function name(f: TerrainFeature): string {
  return `${CATEGORY_RULES[f.category].name} ${f.name ?? f.id}`;
}
