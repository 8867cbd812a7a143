import type { Capsule } from './shapes.js';
import { EPS, type Point, pointSegDist } from './vec.js';

/**
 * An axis-aligned rectangle in battlefield inches. As a deployment zone it can be narrowed: to a convex
 * `polygon` (the rectangle is then its bounding box: Crucible of Battle's triangles) and less a `cut`
 * circle (Search and Destroy's quarters less 9" around the centre).
 */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  polygon?: readonly Point[];
  cut?: { at: Point; r: number };
}

/** Signed distance from p to the inside of convex polygon q (positive inside), by its edges. */
function insideBy(p: Point, q: readonly Point[]): number {
  let area = 0;
  for (let i = 0; i < q.length; i++) {
    const a = q[i] as Point;
    const b = q[(i + 1) % q.length] as Point;
    area += a.x * b.y - b.x * a.y;
  }
  const sign = area > 0 ? 1 : -1;
  let d = Number.POSITIVE_INFINITY;
  for (let i = 0; i < q.length; i++) {
    const a = q[i] as Point;
    const b = q[(i + 1) % q.length] as Point;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const cross = ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len;
    d = Math.min(d, sign * cross);
  }
  return d;
}

export interface BattlefieldSize {
  /** Along the long edge (x). */
  width: number;
  /** Across (y). */
  depth: number;
}

/** Strike Force: 44" by 60". */
export const DEFAULT_BATTLEFIELD: BattlefieldSize = { width: 60, depth: 44 };

/** True when every point of the capsule lies inside the rectangle (touching the edge is inside). */
export function capsuleWhollyWithin(c: Capsule, r: Rect): boolean {
  for (const p of [c.a, c.b]) {
    if (p.x - c.r < r.x0 - EPS || p.x + c.r > r.x1 + EPS) return false;
    if (p.y - c.r < r.y0 - EPS || p.y + c.r > r.y1 + EPS) return false;
    if (r.polygon && insideBy(p, r.polygon) < c.r - EPS) return false;
  }
  if (r.cut && pointSegDist(r.cut.at, c.a, c.b) < r.cut.r + c.r - EPS) return false;
  return true;
}

/** True when some point of the capsule lies inside the zone (touching its edge is not). */
export function capsuleTouches(c: Capsule, r: Rect): boolean {
  const xs = [c.a.x, c.b.x];
  const ys = [c.a.y, c.b.y];
  const box =
    Math.max(...xs) + c.r > r.x0 &&
    Math.min(...xs) - c.r < r.x1 &&
    Math.max(...ys) + c.r > r.y0 &&
    Math.min(...ys) - c.r < r.y1;
  if (!box) return false;
  const { polygon, cut } = r;
  if (polygon && Math.max(insideBy(c.a, polygon), insideBy(c.b, polygon)) <= -c.r) {
    // Both ends outside by more than the radius: a straight capsule can still cross a corner.
    const mid = { x: (c.a.x + c.b.x) / 2, y: (c.a.y + c.b.y) / 2 };
    if (insideBy(mid, polygon) <= -c.r) return false;
  }
  if (cut) {
    const far = Math.max(
      Math.hypot(c.a.x - cut.at.x, c.a.y - cut.at.y),
      Math.hypot(c.b.x - cut.at.x, c.b.y - cut.at.y),
    );
    if (far + c.r <= cut.r) return false;
  }
  return true;
}

export function battlefieldRect(size: BattlefieldSize): Rect {
  return { x0: 0, y0: 0, x1: size.width, y1: size.depth };
}

export function pointInRect(p: Point, r: Rect): boolean {
  if (!(p.x >= r.x0 - EPS && p.x <= r.x1 + EPS && p.y >= r.y0 - EPS && p.y <= r.y1 + EPS)) return false;
  if (r.polygon && insideBy(p, r.polygon) < -EPS) return false;
  return !r.cut || Math.hypot(p.x - r.cut.at.x, p.y - r.cut.at.y) >= r.cut.r - EPS;
}
