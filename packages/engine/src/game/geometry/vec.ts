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

/** Distance from point p to segment ab. */
export function pointSegDist(p: Point, a: Point, b: Point): number {
  return pointSegDistXY(p.x, p.y, a.x, a.y, b.x, b.y);
}

/**
 * The same on coordinates (hot: no temporary points). The arithmetic is `sub`/`dot`/`dist` written out,
 * so results are bit-identical to the point versions.
 */
export function pointSegDistXY(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const abx = bx - ax;
  const aby = by - ay;
  const l2 = abx * abx + aby * aby;
  if (l2 === 0) {
    const ex = px - ax;
    const ey = py - ay;
    return Math.sqrt(ex * ex + ey * ey);
  }
  const t = Math.max(0, Math.min(1, ((px - ax) * abx + (py - ay) * aby) / l2));
  const dx = px - (ax + t * abx);
  const dy = py - (ay + t * aby);
  return Math.sqrt(dx * dx + dy * dy);
}

/** cross(b - a, c - a), on coordinates. */
function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Whether two segments cross, from the four orientations (each segment's ends against the other). */
function crosses(o1: number, o2: number, o3: number, o4: number): boolean {
  return ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0));
}

/** True when segments ab and cd cross or touch. */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  return crosses(
    orient(a.x, a.y, b.x, b.y, c.x, c.y),
    orient(a.x, a.y, b.x, b.y, d.x, d.y),
    orient(c.x, c.y, d.x, d.y, a.x, a.y),
    orient(c.x, c.y, d.x, d.y, b.x, b.y),
  );
}

/** Shortest distance between segments ab and cd (0 when they cross). */
export function segSegDist(a: Point, b: Point, c: Point, d: Point): number {
  return segSegDistXY(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y);
}

/** The same on coordinates. */
export function segSegDistXY(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): number {
  const o1 = orient(ax, ay, bx, by, cx, cy);
  const o2 = orient(ax, ay, bx, by, dx, dy);
  const o3 = orient(cx, cy, dx, dy, ax, ay);
  const o4 = orient(cx, cy, dx, dy, bx, by);
  if (crosses(o1, o2, o3, o4)) return 0;
  return Math.min(
    pointSegDistXY(ax, ay, cx, cy, dx, dy),
    pointSegDistXY(bx, by, cx, cy, dx, dy),
    pointSegDistXY(cx, cy, ax, ay, bx, by),
    pointSegDistXY(dx, dy, ax, ay, bx, by),
  );
}

/** True when p lies strictly inside the convex quadrilateral q (given in order, either winding). */
export function insideConvex(p: Point, q: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < q.length; i++) {
    const a = q[i] as Point;
    const b = q[(i + 1) % q.length] as Point;
    const o = orient(a.x, a.y, b.x, b.y, p.x, p.y);
    if (Math.abs(o) < 1e-12) return false;
    const s = o > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return sign !== 0;
}
