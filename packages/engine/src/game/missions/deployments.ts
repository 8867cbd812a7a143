import type { Rect } from '../geometry/battlefield.js';
import type { ObjectiveDef, PlayerIndex } from '../types.js';

/**
 * Deployment maps of the matched-play mission deck (Chapter Approved / Pariah Nexus) on a 60" x 44"
 * Strike Force battlefield, as data: each player's deployment zone (rectangles: a model must be wholly
 * within one) and the objective markers' centres. Positions follow the published maps (measured from the
 * battlefield edges); maps whose zones are not rectangles (Search and Destroy, Crucible of Battle) are not
 * included yet. Player 1 is the Attacker.
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
  // 12" deep along each long edge.
  zones: [[{ x0: 0, y0: 0, x1: 60, y1: 12 }], [{ x0: 0, y0: 32, x1: 60, y1: 44 }]],
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
    { id: 'home-1', at: { x: 9, y: 22 } },
    { id: 'home-2', at: { x: 51, y: 22 } },
    { id: 'north', at: { x: 30, y: 36 } },
    { id: 'centre', at: { x: 30, y: 22 } },
    { id: 'south', at: { x: 30, y: 8 } },
  ],
  deploysFirst: 0,
};

export const SWEEPING_ENGAGEMENT: Deployment = {
  id: 'sweeping-engagement',
  name: 'Sweeping Engagement',
  // Along the long edges, deeper (14") on one half and shallower (8") on the other, mirrored.
  zones: [
    [
      { x0: 0, y0: 0, x1: 30, y1: 14 },
      { x0: 30, y0: 0, x1: 60, y1: 8 },
    ],
    [
      { x0: 30, y0: 30, x1: 60, y1: 44 },
      { x0: 0, y0: 36, x1: 30, y1: 44 },
    ],
  ],
  objectives: [
    { id: 'home-1', at: { x: 14, y: 7 } },
    { id: 'home-2', at: { x: 46, y: 37 } },
    { id: 'west', at: { x: 14, y: 26 } },
    { id: 'centre', at: { x: 30, y: 22 } },
    { id: 'east', at: { x: 46, y: 18 } },
  ],
  deploysFirst: 0,
};

export const TIPPING_POINT: Deployment = {
  id: 'tipping-point',
  name: 'Tipping Point',
  // Along the short edges, stepped: 12" deep on one half of the edge and 20" on the other, mirrored.
  zones: [
    [
      { x0: 0, y0: 0, x1: 20, y1: 22 },
      { x0: 0, y0: 22, x1: 12, y1: 44 },
    ],
    [
      { x0: 40, y0: 22, x1: 60, y1: 44 },
      { x0: 48, y0: 0, x1: 60, y1: 22 },
    ],
  ],
  objectives: [
    { id: 'home-1', at: { x: 8, y: 12 } },
    { id: 'home-2', at: { x: 52, y: 32 } },
    { id: 'north', at: { x: 24, y: 34 } },
    { id: 'centre', at: { x: 30, y: 22 } },
    { id: 'south', at: { x: 36, y: 10 } },
  ],
  deploysFirst: 0,
};

export const DEPLOYMENTS: readonly Deployment[] = [DAWN_OF_WAR, HAMMER_AND_ANVIL, SWEEPING_ENGAGEMENT, TIPPING_POINT];

export function deploymentById(id: string): Deployment | undefined {
  return DEPLOYMENTS.find((d) => d.id === id);
}
