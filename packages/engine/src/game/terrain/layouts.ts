import type { Point } from '../geometry/vec.js';
import type { TerrainFeature, TerrainLayout, Wall } from './types.js';

/**
 * Terrain layouts of the kind tournaments use on a 60" x 44" Strike Force battlefield, as data: each
 * feature listed once for one half of the battlefield and mirrored through the centre (30, 22), so both
 * players face the same terrain. Sizes follow the usual tournament pieces: large ruins 10" x 6" with an
 * L of walls and floors at 3" and 6", medium ruins 6" x 4", armoured containers 5" x 2.5", woods,
 * craters, barricades and hills. Objective markers of the missions stay clear of impassable features.
 */

interface Piece {
  id: string;
  category: TerrainFeature['category'];
  /** Centre, size (along its own x and y before turning), turn in degrees. */
  x: number;
  y: number;
  w: number;
  d: number;
  turn?: number;
  height: number;
  /** Ruins: walls on its "south" and "west" sides (an L), and the upper floors' heights. */
  walls?: 'L' | 'south';
  floors?: number[];
}

function corners(p: Piece): Point[] {
  const t = ((p.turn ?? 0) * Math.PI) / 180;
  const at = (sx: number, sy: number) => ({
    x: round(p.x + Math.cos(t) * sx * p.w - Math.sin(t) * sy * p.d),
    y: round(p.y + Math.sin(t) * sx * p.w + Math.cos(t) * sy * p.d),
  });
  return [at(-0.5, -0.5), at(0.5, -0.5), at(0.5, 0.5), at(-0.5, 0.5)];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function feature(p: Piece): TerrainFeature {
  const footprint = corners(p);
  const [sw, se, , nw] = footprint as [Point, Point, Point, Point];
  const walls: Wall[] = [];
  if (p.walls) walls.push({ a: sw, b: se, height: p.height });
  if (p.walls === 'L') walls.push({ a: sw, b: nw, height: p.height });
  return {
    id: p.id,
    category: p.category,
    footprint,
    height: p.height,
    ...(walls.length ? { walls } : {}),
    ...(p.floors ? { floors: p.floors } : {}),
  };
}

/** The piece and its twin turned half a circle about the battlefield's centre. */
function pair(p: Piece): TerrainFeature[] {
  const twin: Piece = { ...p, id: `${p.id}b`, x: 60 - p.x, y: 44 - p.y, turn: (p.turn ?? 0) + 180 };
  return [feature({ ...p, id: `${p.id}a` }), feature(twin)];
}

function layout(id: string, name: string, pieces: Piece[]): TerrainLayout {
  return { id, name, features: pieces.flatMap(pair) };
}

const LARGE_RUIN = { category: 'ruins' as const, w: 10, d: 6, height: 7, walls: 'L' as const, floors: [3, 6] };
const MEDIUM_RUIN = { category: 'ruins' as const, w: 6, d: 4, height: 5, walls: 'L' as const, floors: [3] };
const CONTAINER = { category: 'armoured-container' as const, w: 5, d: 2.5, height: 5 };

/** Ruins-heavy, symmetric: eight ruins, four containers (the layout most tournament packs start from). */
export const RUINS_HEAVY = layout('ruins-heavy', 'Ruins-heavy (symmetric, 12 pieces)', [
  { id: 'big-ruin-1', ...LARGE_RUIN, x: 16, y: 15, turn: 0 },
  { id: 'big-ruin-2', ...LARGE_RUIN, x: 40, y: 12.5, turn: 90 },
  { id: 'ruin-3', ...MEDIUM_RUIN, x: 7, y: 27, turn: 90 },
  { id: 'ruin-4', ...MEDIUM_RUIN, x: 27.5, y: 28, turn: 30 },
  { id: 'box-5', ...CONTAINER, x: 22, y: 22, turn: 90 },
  { id: 'box-6', ...CONTAINER, x: 47, y: 30, turn: 0 },
]);

/** Mixed: ruins, woods, craters, barricades, hills and debris; symmetric. */
export const MIXED = layout('mixed', 'Mixed terrain (symmetric, 14 pieces)', [
  { id: 'big-ruin-1', ...LARGE_RUIN, x: 18, y: 16, turn: 0 },
  { id: 'ruin-2', ...MEDIUM_RUIN, x: 42, y: 14, turn: 90 },
  { id: 'woods-3', category: 'woods', x: 8, y: 26, w: 7, d: 6, height: 4 },
  { id: 'crater-4', category: 'craters', x: 31, y: 8, w: 4, d: 4, height: 0.5 },
  { id: 'pipes-5', category: 'barricade', x: 26, y: 25, w: 6, d: 0.8, height: 1.5, turn: 90 },
  { id: 'hill-6', category: 'hills', x: 50, y: 26, w: 7, d: 5, height: 2 },
  { id: 'debris-7', category: 'debris', x: 36, y: 28, w: 3, d: 2, height: 2.5, turn: 45 },
]);

/** Open lanes: a few ruins and industrial structures, long fire lanes down the middle. */
export const OPEN_LANES = layout('open-lanes', 'Open lanes (symmetric, 10 pieces)', [
  { id: 'big-ruin-1', ...LARGE_RUIN, x: 14, y: 18, turn: 90 },
  { id: 'ruin-2', ...MEDIUM_RUIN, x: 30, y: 12, turn: 0 },
  { id: 'industrial-3', category: 'industrial', x: 46, y: 15, w: 4, d: 4, height: 4 },
  { id: 'box-4', ...CONTAINER, x: 24, y: 26, turn: 45 },
  { id: 'barricade-5', category: 'barricade', x: 38, y: 24, w: 5, d: 0.6, height: 1.5 },
]);

export const LAYOUTS: readonly TerrainLayout[] = [RUINS_HEAVY, MIXED, OPEN_LANES];

export function layoutById(id: string): TerrainLayout | undefined {
  return LAYOUTS.find((l) => l.id === id);
}
