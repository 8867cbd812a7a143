/**
 * Plane geometry in inches. The battlefield's x axis runs along its long edge, y across it; z is height
 * above the battlefield (0 for everything until terrain arrives).
 */
export interface Point {
  x: number;
  y: number;
  z?: number;
}

/** A model's position: its centre, and for non-round bases the direction its long axis points (degrees). */
export interface Placement extends Point {
  facing?: number;
}

/** Tolerance for comparisons of distances in inches: "within 1"" includes 1" +/- this. */
export const EPS = 1e-6;

export const MM_PER_INCH = 25.4;

export function mmToInches(mm: number): number {
  return mm / MM_PER_INCH;
}

/** True when distance `d` is within `range` (inclusive, with the tolerance). */
export function within(d: number, range: number): boolean {
  return d <= range + EPS;
}

export function sub(a: Point, b: Point): Point {
  return { x: a.x - b.x, y: a.y - b.y };
}

export function add(a: Point, b: Point): Point {
  return { x: a.x + b.x, y: a.y + b.y };
}

export function len(a: Point): number {
  return Math.sqrt(a.x * a.x + a.y * a.y);
}

export function dist(a: Point, b: Point): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}

export function cross(a: Point, b: Point): number {
  return a.x * b.y - a.y * b.x;
}

export function dot(a: Point, b: Point): number {
  return a.x * b.x + a.y * b.y;
}

/** Distance from point p to segment ab. (Hot: written without temporary points, same arithmetic as `sub`/`dot`.) */
export function pointSegDist(p: Point, a: Point, b: Point): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const l2 = abx * abx + aby * aby;
  if (l2 === 0) return dist(p, a);
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / l2));
  const dx = p.x - (a.x + t * abx);
  const dy = p.y - (a.y + t * aby);
  return Math.sqrt(dx * dx + dy * dy);
}

/** cross(b - a, c - a), without temporary points. */
function orient(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/** True when segments ab and cd cross or touch. */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return true;
  return false;
}

/** Shortest distance between segments ab and cd (0 when they cross). */
export function segSegDist(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(pointSegDist(a, c, d), pointSegDist(b, c, d), pointSegDist(c, a, b), pointSegDist(d, a, b));
}

/** True when p lies strictly inside the convex quadrilateral q (given in order, either winding). */
export function insideConvex(p: Point, q: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < q.length; i++) {
    const o = orient(q[i] as Point, q[(i + 1) % q.length] as Point, p);
    if (Math.abs(o) < 1e-12) return false;
    const s = o > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return sign !== 0;
}
