import type { Body } from './rules.js';
import { reach } from './shapes.js';
import type { Point } from './vec.js';

/**
 * A circle holding everything some models could occupy (their places, plus their footprints), to leave
 * out of a check the models too far away to matter: a model whose bounding circle is farther than `d`
 * from the area cannot come within `d` of anything in it.
 */
export interface Area {
  x: number;
  y: number;
  r: number;
}

/** Bounds points one by one; `area` gives the circle (null when nothing was added). */
export class AreaBox {
  private x0 = Number.POSITIVE_INFINITY;
  private x1 = Number.NEGATIVE_INFINITY;
  private y0 = Number.POSITIVE_INFINITY;
  private y1 = Number.NEGATIVE_INFINITY;
  /** The largest footprint's half length (added to the radius). */
  half = 0;

  add(p: Point): void {
    this.x0 = Math.min(this.x0, p.x);
    this.x1 = Math.max(this.x1, p.x);
    this.y0 = Math.min(this.y0, p.y);
    this.y1 = Math.max(this.y1, p.y);
  }

  /** The circle through the box's corners, widened by the footprint. */
  area(): Area | null {
    if (this.x0 > this.x1) return null;
    const hx = (this.x1 - this.x0) / 2;
    const hy = (this.y1 - this.y0) / 2;
    return { x: this.x0 + hx, y: this.y0 + hy, r: Math.sqrt(hx * hx + hy * hy) + this.half };
  }
}

/** Whether a body could come within `d` of the area (1e-5 of slack over rounding). */
export function nearArea(b: Body, area: Area, d: number): boolean {
  const dx = (b.c.a.x + b.c.b.x) / 2 - area.x;
  const dy = (b.c.a.y + b.c.b.y) / 2 - area.y;
  return Math.sqrt(dx * dx + dy * dy) - area.r - reach(b.c) <= d + 1e-5;
}

/** The bodies that could come within `d` of the area, in order (all of them without an area). */
export function bodiesNear(all: readonly Body[], area: Area | null, d: number): readonly Body[] {
  return area ? all.filter((b) => nearArea(b, area, d)) : all;
}
