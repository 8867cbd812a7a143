import type { Footprint } from './shapes.js';
import type { Placement, Point } from './vec.js';

/** Gap left between neighbouring bases in a formation. */
export const FORMATION_GAP = 0.5;

/**
 * Models in a coherent block centred on a point: one row for up to 6 models, two rows for 7 or more
 * (so every model has two neighbours within 2"). Long bases lie along the x axis.
 */
export function formation(center: Point, footprints: readonly Footprint[], gapInches = FORMATION_GAP): Placement[] {
  const n = footprints.length;
  if (n === 0) return [];
  const hl = Math.max(...footprints.map((f) => f.halfLength));
  const hw = Math.max(...footprints.map((f) => f.halfWidth));
  const dx = 2 * hl + gapInches;
  const dy = 2 * hw + gapInches;
  const rows = n >= 7 ? 2 : 1;
  const cols = Math.ceil(n / rows);
  const out: Placement[] = [];
  for (let i = 0; i < n; i++) {
    const r = Math.floor(i / cols);
    const c = i % cols;
    out.push({ x: center.x + (c - (cols - 1) / 2) * dx, y: center.y + (r - (rows - 1) / 2) * dy });
  }
  return out;
}

/** Half the width and depth of that block, to keep it inside a zone. */
export function formationExtent(
  footprints: readonly Footprint[],
  gapInches = FORMATION_GAP,
): { hx: number; hy: number } {
  const n = footprints.length;
  const hl = Math.max(...footprints.map((f) => f.halfLength));
  const hw = Math.max(...footprints.map((f) => f.halfWidth));
  const rows = n >= 7 ? 2 : 1;
  const cols = Math.ceil(n / rows);
  return { hx: ((cols - 1) * (2 * hl + gapInches)) / 2 + hl, hy: ((rows - 1) * (2 * hw + gapInches)) / 2 + hw };
}
