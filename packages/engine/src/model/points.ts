import type { Datasheet, PointsOption } from './datasheet.js';

/**
 * Points by unit size: the one definition the army builder, the calculator and the game all use.
 */

/**
 * The options that price the unit itself: not add-ons ("Attack Bike +55"), and, where the datasheet
 * also has plain rows, not the rows for a special case ("1 model (Assigned Agent)").
 */
export function basePointsOptions(ds: Datasheet): PointsOption[] {
  const priced = ds.points.filter((p) => !p.additional);
  const plain = priced.filter((p) => !p.note);
  return plain.length ? plain : priced;
}

/**
 * The cost of a unit of `models` models: the option for exactly that many models; otherwise the
 * smallest option with more models (the bracket the unit falls in), flagged as inexact.
 */
export function unitCost(ds: Datasheet, models: number): { points: number; exact: boolean } | null {
  const options = basePointsOptions(ds);
  const exact = options.find((p) => p.models === models);
  if (exact) return { points: exact.points, exact: true };
  const above = options.filter((p) => p.models > models).sort((a, b) => a.models - b.models)[0];
  return above ? { points: above.points, exact: false } : null;
}

/** Model counts the datasheet can be taken at, from its points options (or its composition). */
export function allowedSizes(ds: Datasheet): number[] {
  const fromPoints = [...new Set(basePointsOptions(ds).map((p) => p.models))].filter((n) => n > 0);
  if (fromPoints.length) return fromPoints.sort((a, b) => a - b);
  if (ds.composition.length) {
    const min = Math.max(
      1,
      ds.composition.reduce((s, c) => s + c.min, 0),
    );
    const max = ds.composition.reduce((s, c) => s + c.max, 0);
    if (max >= min && max - min <= 50) return Array.from({ length: max - min + 1 }, (_, i) => min + i);
    return [min];
  }
  return [];
}

/** The default (smallest) size of a datasheet. */
export function defaultSize(ds: Datasheet): number {
  return allowedSizes(ds)[0] ?? 1;
}
