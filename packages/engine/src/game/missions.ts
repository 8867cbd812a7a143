import { DEFAULT_BATTLEFIELD } from './geometry/battlefield.js';
import type { Mission } from './types.js';

/**
 * A first mission as data: Dawn of War deployment (12" deep zones along the long edges), five
 * objective markers, and a primary that scores from the second battle round at the end of each Command
 * phase: 5 VP per objective the player controls, up to 15.
 */
export const TAKE_AND_HOLD: Mission = {
  id: 'take-and-hold',
  name: 'Take and Hold (Dawn of War)',
  battlefield: DEFAULT_BATTLEFIELD,
  zones: [[{ x0: 0, y0: 0, x1: 60, y1: 12 }], [{ x0: 0, y0: 32, x1: 60, y1: 44 }]],
  objectives: [
    { id: 'centre', at: { x: 30, y: 22 } },
    { id: 'west', at: { x: 12, y: 22 } },
    { id: 'east', at: { x: 48, y: 22 } },
    { id: 'home-1', at: { x: 20, y: 6 } },
    { id: 'home-2', at: { x: 40, y: 38 } },
  ],
  deploysFirst: 0,
  scoring: [
    {
      id: 'take-and-hold',
      name: 'Take and Hold',
      at: { phase: 'command', edge: 'end' },
      fromRound: 2,
      vpPerObjective: 5,
      maxPerScore: 15,
    },
  ],
};

export const MISSIONS: readonly Mission[] = [TAKE_AND_HOLD];

export function missionById(id: string): Mission | undefined {
  return MISSIONS.find((m) => m.id === id);
}
