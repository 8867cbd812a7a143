import type { Capsule } from './shapes.js';
import { EPS, type Point } from './vec.js';

/** An axis-aligned rectangle in battlefield inches. */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
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
  }
  return true;
}

export function battlefieldRect(size: BattlefieldSize): Rect {
  return { x0: 0, y0: 0, x1: size.width, y1: size.depth };
}

export function pointInRect(p: Point, r: Rect): boolean {
  return p.x >= r.x0 - EPS && p.x <= r.x1 + EPS && p.y >= r.y0 - EPS && p.y <= r.y1 + EPS;
}
