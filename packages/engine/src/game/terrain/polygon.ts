import type { Capsule } from '../geometry/shapes.js';
import { EPS, type Point, pointSegDist, segSegDist } from '../geometry/vec.js';

/**
 * Convex polygons (terrain footprints): corners in order, either winding. Everything here is plain
 * geometry on the battlefield's plane.
 */

/** +1 for counter-clockwise corners, -1 for clockwise. */
export function winding(poly: readonly Point[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Point;
    const b = poly[(i + 1) % poly.length] as Point;
    s += a.x * b.y - b.x * a.y;
  }
  return s >= 0 ? 1 : -1;
}

/** Whether the corners make a convex polygon with some area (a footprint the engine accepts). */
export function isConvex(poly: readonly Point[]): boolean {
  if (poly.length < 3) return false;
  let sign = 0;
  let area = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Point;
    const b = poly[(i + 1) % poly.length] as Point;
    const c = poly[(i + 2) % poly.length] as Point;
    const o = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    area += a.x * b.y - b.x * a.y;
    if (Math.abs(o) < 1e-12) continue;
    const s = o > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return Math.abs(area) > 1e-9;
}

/** Signed distance from p to the line of edge i, positive inside. */
function inside(poly: readonly Point[], w: number, i: number, p: Point): number {
  const a = poly[i] as Point;
  const b = poly[(i + 1) % poly.length] as Point;
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const l = Math.sqrt(ex * ex + ey * ey) || 1;
  return (w * (ex * (p.y - a.y) - ey * (p.x - a.x))) / l;
}

/** Whether a point lies inside the polygon or on its boundary. */
export function pointInPolygon(p: Point, poly: readonly Point[]): boolean {
  const w = winding(poly);
  for (let i = 0; i < poly.length; i++) if (inside(poly, w, i, p) < -EPS) return false;
  return true;
}

/** Every part of the capsule (a model's base) inside the polygon: "wholly within". */
export function capsuleWhollyInPolygon(c: Capsule, poly: readonly Point[]): boolean {
  const w = winding(poly);
  for (let i = 0; i < poly.length; i++)
    if (inside(poly, w, i, c.a) < c.r - EPS || inside(poly, w, i, c.b) < c.r - EPS) return false;
  return true;
}

/** The gap from a capsule to the polygon: 0 or less when some part of the base is over it. */
export function gapToPolygon(c: Capsule, poly: readonly Point[]): number {
  if (pointInPolygon(c.a, poly) || pointInPolygon(c.b, poly)) return -c.r;
  let d = Number.POSITIVE_INFINITY;
  for (let i = 0; i < poly.length; i++)
    d = Math.min(d, segSegDist(c.a, c.b, poly[i] as Point, poly[(i + 1) % poly.length] as Point));
  return d - c.r;
}

/** Some part of the base over the footprint ("within" a terrain feature). */
export function capsuleTouchesPolygon(c: Capsule, poly: readonly Point[]): boolean {
  return gapToPolygon(c, poly) <= EPS;
}

/**
 * The part of segment p0-p1 inside the polygon, as parameters [t0, t1] along it (Cyrus-Beck), or null
 * when the segment misses it (or only touches its boundary).
 */
export function clipSegment(p0: Point, p1: Point, poly: readonly Point[]): [number, number] | null {
  const w = winding(poly);
  let t0 = 0;
  let t1 = 1;
  const dx = p1.x - p0.x;
  const dy = p1.y - p0.y;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Point;
    const b = poly[(i + 1) % poly.length] as Point;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    // Inside when f(t) = w * cross(e, p(t) - a) >= 0: f(t) = f0 + t * fd.
    const f0 = w * (ex * (p0.y - a.y) - ey * (p0.x - a.x));
    const fd = w * (ex * dy - ey * dx);
    if (Math.abs(fd) < 1e-15) {
      if (f0 < 0) return null;
      continue;
    }
    const t = -f0 / fd;
    if (fd > 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return t1 - t0 > 1e-9 ? [t0, t1] : null;
}

/** Where segments p0-p1 and a-b cross, as the parameter along p0-p1, or null. */
export function crossingAt(p0: Point, p1: Point, a: Point, b: Point): number | null {
  const rx = p1.x - p0.x;
  const ry = p1.y - p0.y;
  const sx = b.x - a.x;
  const sy = b.y - a.y;
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-15) return null;
  const qx = a.x - p0.x;
  const qy = a.y - p0.y;
  const t = (qx * sy - qy * sx) / den;
  const u = (qx * ry - qy * rx) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : null;
}

/** Distance from a capsule to a wall segment, less its radius (negative: the base overlaps the wall). */
export function gapToSegment(c: Capsule, a: Point, b: Point): number {
  return (c.a === c.b ? pointSegDist(c.a, a, b) : segSegDist(c.a, c.b, a, b)) - c.r;
}

/** The polygon's bounding box. */
export function boundsOf(poly: readonly Point[]): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const p of poly) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return { x0, y0, x1, y1 };
}
