import type { SetUpRule } from './setup-rules.js';
import type { GameState, ReserveKind, UnitState } from './types.js';
import { other } from './types.js';
import { deepStrikeDistance } from './unit-rules.js';

/**
 * When and where units arrive from Reserves (the numbers the Reinforcements step and Rapid Ingress
 * share): not in the first battle round; Deep Strike more than 9" from enemy models; Strategic
 * Reserves wholly within 6" of an edge, and outside the enemy deployment zone in the second round.
 */
export const DEEP_STRIKE_DISTANCE = 9;
export const FIRST_ARRIVAL_ROUND = 2;
/** Units still in Reserves at the end of this battle round are destroyed. */
export const LAST_ARRIVAL_ROUND = 3;

export function arrivalRule(state: GameState, u: UnitState, method: ReserveKind): SetUpRule {
  if (method === 'deep-strike')
    return { kind: 'deep-strike', minEnemy: deepStrikeDistance(state, u, DEEP_STRIKE_DISTANCE) };
  return {
    kind: 'strategic',
    edge: 6,
    minEnemy: DEEP_STRIKE_DISTANCE,
    notIn: state.flow.round <= FIRST_ARRIVAL_ROUND ? state.mission.zones[other(u.player)] : [],
  };
}
