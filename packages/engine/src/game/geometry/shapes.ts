import type { BaseSize } from '../../model/datasheet.js';
import { dist, EPS, insideConvex, mmToInches, type Placement, type Point, segSegDist, segSegDistXY } from './vec.js';

/**
 * A model's footprint as a capsule: the set of points within `r` of the segment a-b. A round base is a
 * capsule with a = b; an oval base (or a hull) is approximated by the stadium with the same length and
 * width, which is exact at the ends and along the sides and slightly generous at the four shoulders.
 */
export interface Capsule {
  a: Point;
  b: Point;
  r: number;
}

/** Base dimensions in inches: half the long axis and half the short axis (equal for round bases). */
export interface Footprint {
  halfLength: number;
  halfWidth: number;
}

/** Stand-ins for models whose data gives no base: a hull is measured as this oval. */
export const HULL_DEFAULT_MM: readonly [number, number] = [170, 105];
export const MISSING_BASE_DEFAULT_MM = 32;

export function footprintOf(base: BaseSize | null): Footprint {
  if (!base) return round(MISSING_BASE_DEFAULT_MM);
  if (base.kind === 'round') return round(base.mm);
  const [p, q] = base.kind === 'oval' ? base.mm : HULL_DEFAULT_MM;
  const long = Math.max(p, q);
  const short = Math.min(p, q);
  return { halfLength: mmToInches(long) / 2, halfWidth: mmToInches(short) / 2 };
}

function round(mm: number): Footprint {
  const r = mmToInches(mm) / 2;
  return { halfLength: r, halfWidth: r };
}

export function isRound(f: Footprint): boolean {
  return f.halfLength - f.halfWidth < EPS;
}

/** The capsule a footprint covers at a placement. */
export function capsuleAt(f: Footprint, p: Placement): Capsule {
  const c = { x: p.x, y: p.y };
  const h = f.halfLength - f.halfWidth;
  if (h < EPS) return { a: c, b: c, r: f.halfWidth };
  const t = ((p.facing ?? 0) * Math.PI) / 180;
  const dx = Math.cos(t) * h;
  const dy = Math.sin(t) * h;
  return { a: { x: c.x - dx, y: c.y - dy }, b: { x: c.x + dx, y: c.y + dy }, r: f.halfWidth };
}

/** The circle around a footprint, for rotations (any facing at that centre lies inside it). */
export function circumcircle(f: Footprint, p: Point): Capsule {
  const c = { x: p.x, y: p.y };
  return { a: c, b: c, r: f.halfLength };
}

/**
 * Horizontal gap between two footprints' closest points: positive apart, 0 in base contact, negative
 * when they overlap (the magnitude of a negative value is not a penetration depth).
 */
export function gap(p: Capsule, q: Capsule): number {
  if (p.a === p.b && q.a === q.b) return dist(p.a, q.a) - p.r - q.r;
  return segSegDist(p.a, p.b, q.a, q.b) - p.r - q.r;
}

/**
 * `gap` for a capsule given by its core segment's coordinates (a round one has a = b) and radius, against
 * a capsule: the same arithmetic, without building the first capsule (hot loops that slide a model).
 */
export function gapXY(ax: number, ay: number, bx: number, by: number, round: boolean, r: number, q: Capsule): number {
  if (round && q.a === q.b) {
    const dx = ax - q.a.x;
    const dy = ay - q.a.y;
    return Math.sqrt(dx * dx + dy * dy) - r - q.r;
  }
  return segSegDistXY(ax, ay, bx, by, q.a.x, q.a.y, q.b.x, q.b.y) - r - q.r;
}

/** Half the length of a capsule plus its radius: no point of it is farther from its centre. */
export function reach(c: Capsule): number {
  return dist(c.a, c.b) / 2 + c.r;
}

/** Distance between the capsules' centres less both reaches: a lower bound on their gap. */
export function roughGap(p: Capsule, q: Capsule): number {
  const dx = (p.a.x + p.b.x - q.a.x - q.b.x) / 2;
  const dy = (p.a.y + p.b.y - q.a.y - q.b.y) / 2;
  return Math.sqrt(dx * dx + dy * dy) - reach(p) - reach(q);
}

/**
 * The closest a capsule comes to another while translating by `d` (no rotation): the distance between
 * the swept parallelogram of its core segment and the other's segment, less both radii.
 */
export function sweptGap(moving: Capsule, d: Point, other: Capsule): number {
  const { a, b } = moving;
  const quad = [a, b, { x: b.x + d.x, y: b.y + d.y }, { x: a.x + d.x, y: a.y + d.y }] as const;
  let core = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 4; i++) {
    core = Math.min(core, segSegDist(quad[i] as Point, quad[(i + 1) % 4] as Point, other.a, other.b));
  }
  if (core > 0 && (insideConvex(other.a, quad) || insideConvex(other.b, quad))) core = 0;
  return core - moving.r - other.r;
}

/** Vertical separation (models are points in height for now). */
export function verticalGap(p: Point, q: Point): number {
  return Math.abs((p.z ?? 0) - (q.z ?? 0));
}
