import type { Point } from '../geometry/vec.js';

/** The terrain categories of the core rules. */
export type TerrainCategory =
  | 'ruins'
  | 'woods'
  | 'craters'
  | 'barricade'
  | 'debris'
  | 'hills'
  | 'industrial'
  | 'sealed-building'
  | 'armoured-container';

/** A wall of a ruin: a segment on the ground, standing `height` inches tall. */
export interface Wall {
  a: Point;
  b: Point;
  height: number;
}

/**
 * A terrain feature as data: its footprint (a convex polygon at ground level, corners in order), its
 * height, category, and for ruins the walls and the heights of the upper floors.
 */
export interface TerrainFeature {
  id: string;
  category: TerrainCategory;
  footprint: Point[];
  /** Inches: the top of a solid feature (hills, debris, containers, barricades); a ruin's tallest wall. */
  height: number;
  walls?: Wall[];
  /** Heights of a ruin's upper floors, in inches above the ground (models may end a move on them). */
  floors?: number[];
  name?: string;
}

/** A battlefield's terrain: named, and fixed for the whole battle (it is part of the game state). */
export interface TerrainLayout {
  id: string;
  name: string;
  features: TerrainFeature[];
}
