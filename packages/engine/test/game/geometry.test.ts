import { describe, expect, it } from 'vitest';
import {
  capsuleAt,
  capsuleWhollyWithin,
  DEFAULT_BATTLEFIELD,
  engaged,
  footprintOf,
  formation,
  gap,
  incoherent,
  inObjectiveRange,
  onMarker,
  overlapping,
  sweptGap,
} from '../../src/index.js';

const round = (mm: number) => footprintOf({ kind: 'round', mm });
const at = (mm: number, x: number, y: number, z = 0) => ({ c: capsuleAt(round(mm), { x, y }), z });

describe('battlefield geometry', () => {
  it('the default battlefield is 44" by 60"', () => {
    expect(DEFAULT_BATTLEFIELD).toEqual({ width: 60, depth: 44 });
  });

  it('round bases come from the base size in mm (1" = 25.4 mm); distances are between closest points', () => {
    expect(round(25.4)).toEqual({ halfLength: 0.5, halfWidth: 0.5 });
    // Two 25.4 mm bases 3" apart centre to centre: 2" between their edges.
    expect(gap(at(25.4, 0, 0).c, at(25.4, 3, 0).c)).toBeCloseTo(2, 12);
    expect(gap(at(50.8, 0, 0).c, at(25.4, 0, 4).c)).toBeCloseTo(2.5, 12);
  });

  it('oval bases and hulls are stadiums of the same length and width, turned by the facing', () => {
    const oval = footprintOf({ kind: 'oval', mm: [50.8, 25.4] });
    expect(oval).toEqual({ halfLength: 1, halfWidth: 0.5 });
    const along = capsuleAt(oval, { x: 0, y: 0, facing: 0 });
    const across = capsuleAt(oval, { x: 0, y: 0, facing: 90 });
    const dot = capsuleAt(round(0.0001), { x: 3, y: 0 });
    expect(gap(along, dot)).toBeCloseTo(2, 4);
    expect(gap(across, dot)).toBeCloseTo(2.5, 4);
    expect(footprintOf({ kind: 'hull' })).toEqual({ halfLength: 170 / 25.4 / 2, halfWidth: 105 / 25.4 / 2 });
    expect(footprintOf(null)).toEqual(round(32));
  });

  it('Engagement Range is within 1" horizontally and 5" vertically', () => {
    expect(engaged(at(25.4, 0, 0), at(25.4, 2, 0))).toBe(true); // exactly 1" apart: within
    expect(engaged(at(25.4, 0, 0), at(25.4, 2.01, 0))).toBe(false);
    expect(engaged(at(25.4, 0, 0), at(25.4, 1.5, 0, 5))).toBe(true);
    expect(engaged(at(25.4, 0, 0), at(25.4, 1.5, 0, 5.1))).toBe(false);
  });

  it('Unit Coherency: 2" to one other model, or to two others in a unit of 7 or more', () => {
    const line = (n: number, spacing: number) => Array.from({ length: n }, (_, i) => at(25.4, i * spacing, 0));
    expect(incoherent(line(6, 3))).toEqual([]); // 2" gaps
    expect(incoherent(line(6, 3.01))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(incoherent(line(7, 3))).toEqual([0, 6]); // the ends have one neighbour
    expect(incoherent([at(25.4, 0, 0)])).toEqual([]);
    const block = formation(
      { x: 10, y: 10 },
      Array.from({ length: 10 }, () => round(32)),
    );
    expect(incoherent(block.map((p) => ({ c: capsuleAt(round(32), p), z: 0 })))).toEqual([]);
  });

  it('models may touch but not overlap', () => {
    expect(overlapping(at(25.4, 0, 0).c, at(25.4, 1, 0).c)).toBe(false);
    expect(overlapping(at(25.4, 0, 0).c, at(25.4, 0.99, 0).c)).toBe(true);
  });

  it('battlefield edges: a base must be wholly on the battlefield', () => {
    const r = { x0: 0, y0: 0, x1: 60, y1: 44 };
    expect(capsuleWhollyWithin(at(25.4, 0.5, 0.5).c, r)).toBe(true);
    expect(capsuleWhollyWithin(at(25.4, 0.49, 10).c, r)).toBe(false);
  });

  it('objective markers are 40 mm: range is 3" from their edge, and a model cannot end on one', () => {
    const marker = { x: 10, y: 10 };
    const markerRadius = 20 / 25.4;
    expect(inObjectiveRange(at(25.4, 10 + markerRadius + 3 + 0.5, 10), marker)).toBe(true);
    expect(inObjectiveRange(at(25.4, 10 + markerRadius + 3.01 + 0.5, 10), marker)).toBe(false);
    expect(onMarker(at(25.4, 10 + markerRadius + 0.49, 10).c, marker)).toBe(true);
    expect(onMarker(at(25.4, 10 + markerRadius + 0.5, 10).c, marker)).toBe(false);
  });

  it('a moving base sweeps a band: passing beside an enemy counts the closest approach', () => {
    const mover = capsuleAt(round(25.4), { x: 0, y: 0 });
    const enemy = capsuleAt(round(25.4), { x: 5, y: 1.5 });
    expect(sweptGap(mover, { x: 10, y: 0 }, enemy)).toBeCloseTo(0.5, 12);
    expect(sweptGap(mover, { x: 2, y: 0 }, enemy)).toBeCloseTo(Math.hypot(3, 1.5) - 1, 12);
    const blocker = capsuleAt(round(25.4), { x: 5, y: 0 });
    expect(sweptGap(mover, { x: 10, y: 0 }, blocker)).toBeLessThan(0);
  });
});
