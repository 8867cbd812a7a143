import { Rejection } from './ctx.js';
import type { Rect } from './geometry/battlefield.js';
import { formation, formationExtent, packedFormation } from './geometry/formation.js';
import type { Capsule, Footprint } from './geometry/shapes.js';
import type { Placement, Point } from './geometry/vec.js';
import { type SetUpRule, validateSetUp } from './setup-rules.js';
import type { GameState, ModelState, UnitState } from './types.js';
import { aliveModels, footprint } from './units.js';

/** A point to centre a unit's block on; with `packed`, a block of that many rows spaced by each base. */
export type SetUpCandidate = Point & { packed?: number };

/**
 * Finding a legal set-up for a unit: its models in a coherent block centred on each candidate point in
 * turn, the first that the rules accept. Used where the engine places models itself (units leaving a
 * destroyed TRANSPORT) and by bots.
 */
export function findSetUp(
  state: GameState,
  u: UnitState,
  rule: SetUpRule,
  candidates: Iterable<SetUpCandidate>,
  models: ModelState[] = aliveModels(u),
  gaps: readonly number[] = [0.5],
): Record<string, Placement> | null {
  const fps = models.map((m) => footprint(state, u, m));
  for (const c of candidates) {
    for (const g of gaps) {
      const spots = c.packed ? packedFormation(c, fps, c.packed, g).placements : formation(c, fps, g);
      const positions: Record<string, Placement> = {};
      models.forEach((m, i) => {
        positions[m.id] = spots[i] as Placement;
      });
      try {
        validateSetUp(state, u, positions, rule, models);
        return positions;
      } catch (e) {
        if (!(e instanceof Rejection)) throw e;
      }
    }
  }
  return null;
}

/** Points around a capsule (a TRANSPORT's hull): rings at increasing distance, 12 directions each. */
export function* ringAround(hull: Capsule, u: UnitState, state: GameState, models: ModelState[]): Generator<Point> {
  const ext = formationExtent(
    models.map((m) => footprint(state, u, m)),
    0.1,
  );
  const cx = (hull.a.x + hull.b.x) / 2;
  const cy = (hull.a.y + hull.b.y) / 2;
  const hx = Math.abs(hull.a.x - hull.b.x) / 2 + hull.r;
  const hy = Math.abs(hull.a.y - hull.b.y) / 2 + hull.r;
  for (const extra of [0.05, 0.6, 1.2, 2, 3, 4.5]) {
    for (let k = 0; k < 12; k++) {
      const t = (k * Math.PI) / 6;
      yield { x: cx + Math.cos(t) * (hx + ext.hx + extra), y: cy + Math.sin(t) * (hy + ext.hy + extra) };
    }
  }
}

/**
 * Every place a packed block could stand in the zones, for when sampled points found none: centres on a
 * grid (`step` inches) over each zone, for blocks of one row up to `maxRows` rows.
 */
export function* scanZones(
  zones: readonly Rect[],
  footprints: readonly Footprint[],
  step = 1,
  maxRows = 4,
): Generator<SetUpCandidate> {
  for (let rows = 1; rows <= Math.min(maxRows, footprints.length); rows++) {
    const ext = packedFormation({ x: 0, y: 0 }, footprints, rows);
    for (const z of zones) {
      for (let y = z.y0 + ext.hy; y <= z.y1 - ext.hy + 1e-9; y += step)
        for (let x = z.x0 + ext.hx; x <= z.x1 - ext.hx + 1e-9; x += step) yield { x, y, packed: rows };
    }
  }
}
