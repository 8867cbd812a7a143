import type { Rect } from '../geometry/battlefield.js';
import type { ObjectiveDef, PlayerIndex } from '../types.js';

/**
 * Deployment maps of the Chapter Approved mission deck (unchanged from Pariah Nexus) on a 60" x 44"
 * Strike Force battlefield, as data: each player's deployment zone (rectangles: a model must be wholly
 * within one) and the objective markers' centres, measured from the battlefield edges (x along the 60"
 * edge, y along the 44" one). Player 0 is the Defender, who sets up first ("Players take it in turns to
 * set up their remaining units one at a time, starting with the Defender": Tournament Companion, step 9);
 * player 1 is the Attacker. Zones that are not rectangles are narrowed (geometry/battlefield.ts `Rect`):
 * Search and Destroy's quarters less 9" around the centre, Crucible of Battle's triangles. Sources: see
 * missions-deck.test.ts.
 */
export interface Deployment {
  id: string;
  name: string;
  zones: [Rect[], Rect[]];
  objectives: ObjectiveDef[];
  deploysFirst: PlayerIndex;
}

export const DAWN_OF_WAR: Deployment = {
  id: 'dawn-of-war',
  name: 'Dawn of War',
  // 10" deep along each long edge (24" apart).
  zones: [[{ x0: 0, y0: 0, x1: 60, y1: 10 }], [{ x0: 0, y0: 34, x1: 60, y1: 44 }]],
  objectives: [
    { id: 'home-1', at: { x: 30, y: 6 } },
    { id: 'home-2', at: { x: 30, y: 38 } },
    { id: 'west', at: { x: 10, y: 22 } },
    { id: 'centre', at: { x: 30, y: 22 } },
    { id: 'east', at: { x: 50, y: 22 } },
  ],
  deploysFirst: 0,
};

export const HAMMER_AND_ANVIL: Deployment = {
  id: 'hammer-and-anvil',
  name: 'Hammer and Anvil',
  // 18" deep along each short edge.
  zones: [[{ x0: 0, y0: 0, x1: 18, y1: 44 }], [{ x0: 42, y0: 0, x1: 60, y1: 44 }]],
  objectives: [
    { id: 'home-1', at: { x: 10, y: 22 } },
    { id: 'home-2', at: { x: 50, y: 22 } },
    { id: 'north', at: { x: 30, y: 38 } },
    { id: 'centre', at: { x: 30, y: 22 } },
    { id: 'south', at: { x: 30, y: 6 } },
  ],
  deploysFirst: 0,
};

export const SWEEPING_ENGAGEMENT: Deployment = {
  id: 'sweeping-engagement',
  name: 'Sweeping Engagement',
  // Along the long edges: 14" deep on one half of the edge, 8" on the other, rotated for the opponent.
  zones: [
    [
      { x0: 0, y0: 0, x1: 30, y1: 8 },
      { x0: 30, y0: 0, x1: 60, y1: 14 },
    ],
    [
      { x0: 0, y0: 30, x1: 30, y1: 44 },
      { x0: 30, y0: 36, x1: 60, y1: 44 },
    ],
  ],
  objectives: [
    { id: 'home-1', at: { x: 42, y: 6 } },
    { id: 'home-2', at: { x: 18, y: 38 } },
    { id: 'west', at: { x: 10, y: 18 } },
    { id: 'centre', at: { x: 30, y: 22 } },
    { id: 'east', at: { x: 50, y: 26 } },
  ],
  deploysFirst: 0,
};

export const TIPPING_POINT: Deployment = {
  id: 'tipping-point',
  name: 'Tipping Point',
  // Along the short edges, stepped: 12" deep on one half of the edge and 20" on the other, rotated.
  zones: [
    [
      { x0: 0, y0: 0, x1: 12, y1: 22 },
      { x0: 0, y0: 22, x1: 20, y1: 44 },
    ],
    [
      { x0: 40, y0: 0, x1: 60, y1: 22 },
      { x0: 48, y0: 22, x1: 60, y1: 44 },
    ],
  ],
  objectives: [
    { id: 'home-1', at: { x: 14, y: 34 } },
    { id: 'home-2', at: { x: 46, y: 10 } },
    { id: 'north', at: { x: 38, y: 36 } },
    { id: 'centre', at: { x: 30, y: 22 } },
    { id: 'south', at: { x: 22, y: 8 } },
  ],
  deploysFirst: 0,
};

const CENTRE = { x: 30, y: 22 };

export const SEARCH_AND_DESTROY: Deployment = {
  id: 'search-and-destroy',
  name: 'Search and Destroy',
  // Opposite table quarters, less everything within 9" of the centre.
  zones: [
    [{ x0: 0, y0: 22, x1: 30, y1: 44, cut: { at: CENTRE, r: 9 } }],
    [{ x0: 30, y0: 0, x1: 60, y1: 22, cut: { at: CENTRE, r: 9 } }],
  ],
  objectives: [
    { id: 'home-1', at: { x: 14, y: 34 } },
    { id: 'home-2', at: { x: 46, y: 10 } },
    { id: 'north', at: { x: 46, y: 34 } },
    { id: 'centre', at: CENTRE },
    { id: 'south', at: { x: 14, y: 10 } },
  ],
  deploysFirst: 0,
};

export const CRUCIBLE_OF_BATTLE: Deployment = {
  id: 'crucible-of-battle',
  name: 'Crucible of Battle',
  // Triangles: a short edge, half a long edge and the diagonal between their ends.
  zones: [
    [
      {
        x0: 0,
        y0: 0,
        x1: 30,
        y1: 44,
        polygon: [
          { x: 0, y: 0 },
          { x: 0, y: 44 },
          { x: 30, y: 44 },
        ],
      },
    ],
    [
      {
        x0: 30,
        y0: 0,
        x1: 60,
        y1: 44,
        polygon: [
          { x: 60, y: 44 },
          { x: 60, y: 0 },
          { x: 30, y: 0 },
        ],
      },
    ],
  ],
  objectives: [
    { id: 'home-1', at: { x: 14, y: 34 } },
    { id: 'home-2', at: { x: 46, y: 10 } },
    { id: 'north', at: { x: 40, y: 36 } },
    { id: 'centre', at: CENTRE },
    { id: 'south', at: { x: 20, y: 8 } },
  ],
  deploysFirst: 0,
};

export const DEPLOYMENTS: readonly Deployment[] = [
  DAWN_OF_WAR,
  HAMMER_AND_ANVIL,
  SWEEPING_ENGAGEMENT,
  TIPPING_POINT,
  SEARCH_AND_DESTROY,
  CRUCIBLE_OF_BATTLE,
];

export function deploymentById(id: string): Deployment | undefined {
  return DEPLOYMENTS.find((d) => d.id === id);
}
