import type { TerrainCategory } from './types.js';

/**
 * Each category's movement, visibility and cover rules, as data (rules-10e.md "Terrain", the core rules'
 * terrain section). One definition: movement validation, visibility and Benefit of Cover all read it.
 */
export interface CategoryRules {
  name: string;
  /**
   * Moving: 'open' (move over it, climbing counted), 'walls' (ruins: walls stop models other than INFANTRY,
   * BEASTS and FLY), 'impassable' (cannot be moved through; FLY moves over it), 'open-flat' (no height).
   */
  movement: 'open' | 'walls' | 'impassable' | 'open-flat';
  /**
   * Seeing: 'footprint' (ruins: no sight through the footprint unless observer or target is within it),
   * 'solid' (the feature blocks a line that passes through it below its height), 'none'.
   */
  sight: 'footprint' | 'solid' | 'none';
  /** Benefit of Cover for a model wholly within it: every model, INFANTRY only, or none. */
  whollyWithin: 'all' | 'infantry' | null;
  /** Benefit of Cover for a model not fully visible because of it (within this many inches, when set). */
  notFullyVisible: boolean;
  coverWithin?: number;
  /** A model wholly within it is never fully visible to a model outside it (Woods). */
  hidesWhollyWithin?: boolean;
  /** Engagement Range between models on opposite sides of it (Barricades: 2"). */
  engagementAcross?: number;
}

export const CATEGORY_RULES: Readonly<Record<TerrainCategory, CategoryRules>> = {
  ruins: { name: 'Ruins', movement: 'walls', sight: 'footprint', whollyWithin: 'all', notFullyVisible: true },
  woods: {
    name: 'Woods',
    movement: 'open-flat',
    sight: 'none',
    whollyWithin: 'all',
    notFullyVisible: true,
    hidesWhollyWithin: true,
  },
  craters: {
    name: 'Craters and Rubble',
    movement: 'open-flat',
    sight: 'none',
    whollyWithin: 'infantry',
    notFullyVisible: false,
  },
  barricade: {
    name: 'Barricades and Fuel Pipes',
    movement: 'open',
    sight: 'solid',
    whollyWithin: null,
    notFullyVisible: true,
    coverWithin: 3,
    engagementAcross: 2,
  },
  debris: {
    name: 'Battlefield Debris and Statuary',
    movement: 'open',
    sight: 'solid',
    whollyWithin: null,
    notFullyVisible: true,
  },
  hills: { name: 'Hills', movement: 'open', sight: 'solid', whollyWithin: null, notFullyVisible: true },
  industrial: {
    name: 'Industrial Structures',
    movement: 'open',
    sight: 'solid',
    whollyWithin: null,
    notFullyVisible: true,
  },
  'sealed-building': {
    name: 'Sealed Buildings',
    movement: 'impassable',
    sight: 'solid',
    whollyWithin: null,
    notFullyVisible: true,
  },
  'armoured-container': {
    name: 'Armoured Containers',
    movement: 'impassable',
    sight: 'solid',
    whollyWithin: null,
    notFullyVisible: true,
  },
};

export const TERRAIN_CATEGORIES = Object.keys(CATEGORY_RULES) as TerrainCategory[];
