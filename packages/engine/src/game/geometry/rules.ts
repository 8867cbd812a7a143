import { type Capsule, gap, roughGap } from './shapes.js';
import { EPS, mmToInches, type Point, within } from './vec.js';

/** Engagement Range: within 1" horizontally and 5" vertically. */
export const ENGAGEMENT_RANGE = { horizontal: 1, vertical: 5 } as const;
/** Unit Coherency: within 2" horizontally and 5" vertically of one other model (two for 7+ models). */
export const COHERENCY = { horizontal: 2, vertical: 5, bigUnit: 7 } as const;
/** Objective range: within 3" horizontally and 5" vertically of the marker. */
export const OBJECTIVE_RANGE = { horizontal: 3, vertical: 5 } as const;
/** Objective markers are 40 mm round markers. */
export const OBJECTIVE_MARKER_MM = 40;

/** A footprint placed on the battlefield with its height. */
export interface Body {
  c: Capsule;
  z: number;
}

export function engaged(a: Body, b: Body): boolean {
  if (roughGap(a.c, b.c) > ENGAGEMENT_RANGE.horizontal + 1) return false;
  return within(gap(a.c, b.c), ENGAGEMENT_RANGE.horizontal) && within(Math.abs(a.z - b.z), ENGAGEMENT_RANGE.vertical);
}

export function overlapping(a: Capsule, b: Capsule): boolean {
  if (roughGap(a, b) > 0) return false;
  return gap(a, b) < -EPS;
}

export function markerCapsule(at: Point): Capsule {
  return { a: at, b: at, r: mmToInches(OBJECTIVE_MARKER_MM) / 2 };
}

/** Models can move over markers but cannot end a move on top of one. */
export function onMarker(c: Capsule, at: Point): boolean {
  return overlapping(c, markerCapsule(at));
}

export function inObjectiveRange(b: Body, at: Point, marker: Capsule = markerCapsule(at)): boolean {
  if (roughGap(b.c, marker) > OBJECTIVE_RANGE.horizontal + 1) return false;
  return (
    within(gap(b.c, marker), OBJECTIVE_RANGE.horizontal) &&
    within(Math.abs(b.z - (at.z ?? 0)), OBJECTIVE_RANGE.vertical)
  );
}

/**
 * Indices of models out of coherency: each needs one other model of its unit within 2" horizontally
 * and 5" vertically, or two when the unit has 7 or more models. A single model is always coherent.
 */
export function incoherent(bodies: readonly Body[]): number[] {
  if (bodies.length <= 1) return [];
  const need = bodies.length >= COHERENCY.bigUnit ? 2 : 1;
  const bad: number[] = [];
  for (let i = 0; i < bodies.length; i++) {
    const a = bodies[i] as Body;
    let n = 0;
    for (let j = 0; j < bodies.length && n < need; j++) {
      if (i === j) continue;
      const b = bodies[j] as Body;
      if (within(gap(a.c, b.c), COHERENCY.horizontal) && within(Math.abs(a.z - b.z), COHERENCY.vertical)) n++;
    }
    if (n < need) bad.push(i);
  }
  return bad;
}
