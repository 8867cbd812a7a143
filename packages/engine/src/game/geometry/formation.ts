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

/** Consecutive models per row: `rows` rows as even as the count allows. */
function rowsOf<T>(xs: readonly T[], rows: number): T[][] {
  const cols = Math.ceil(xs.length / rows);
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += cols) out.push(xs.slice(i, i + cols));
  return out;
}

/**
 * A tighter block for crowded zones: each model spaced by its own base, rows as deep as their widest
 * base, `rows` rows centred on the point.
 */
export function packedFormation(
  center: Point,
  footprints: readonly Footprint[],
  rows: number,
  gapInches = FORMATION_GAP,
): { placements: Placement[]; hx: number; hy: number } {
  const grouped = rowsOf(footprints, Math.max(1, Math.min(rows, footprints.length)));
  const widths = grouped.map((r) => r.reduce((a, f) => a + 2 * f.halfLength, 0) + (r.length - 1) * gapInches);
  const depths = grouped.map((r) => 2 * Math.max(...r.map((f) => f.halfWidth)));
  const depth = depths.reduce((a, d) => a + d, 0) + (grouped.length - 1) * gapInches;
  const placements: Placement[] = [];
  let y = center.y - depth / 2;
  grouped.forEach((r, i) => {
    let x = center.x - (widths[i] as number) / 2;
    const d = depths[i] as number;
    for (const f of r) {
      placements.push({ x: x + f.halfLength, y: y + d / 2 });
      x += 2 * f.halfLength + gapInches;
    }
    y += d + gapInches;
  });
  return { placements, hx: Math.max(...widths) / 2, hy: depth / 2 };
}
