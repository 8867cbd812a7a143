import type { Datasheet, PointsOption } from '../model/datasheet.js';

/**
 * The cost of a unit of `models` models: the points option for exactly that many models; otherwise
 * the smallest option with more models (the bracket the unit falls in), flagged as inexact.
 */
export function unitCost(ds: Datasheet, models: number): { points: number; exact: boolean } | null {
  const options = ds.points.filter((p) => !p.note).length ? ds.points.filter((p) => !p.note) : ds.points;
  if (options.length === 0) return null;
  const exact = options.find((p) => p.models === models);
  if (exact) return { points: exact.points, exact: true };
  const above = options.filter((p) => p.models > models).sort((a, b) => a.models - b.models)[0];
  return above ? { points: above.points, exact: false } : null;
}

/** Model counts the datasheet can be taken at, from its points options (or its composition). */
export function allowedSizes(ds: Datasheet): number[] {
  const fromPoints = [...new Set(ds.points.map((p: PointsOption) => p.models))].sort((a, b) => a - b);
  if (fromPoints.length) return fromPoints;
  if (ds.composition.length) {
    const min = ds.composition.reduce((s, c) => s + c.min, 0);
    const max = ds.composition.reduce((s, c) => s + c.max, 0);
    if (max >= min && max - min <= 50) return Array.from({ length: max - min + 1 }, (_, i) => min + i);
  }
  return [];
}

/** The default (smallest) size of a datasheet. */
export function defaultSize(ds: Datasheet): number {
  return allowedSizes(ds)[0] ?? 1;
}
