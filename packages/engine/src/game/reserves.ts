import { ruleById } from '../rules/known.js';
import type { AwayFrom, SetUpRule } from './setup-rules.js';
import type { GameState, ReserveKind, UnitState } from './types.js';
import { other } from './types.js';
import { activeRows, deepStrikeDistance } from './unit-rules.js';
import { datasheetOf } from './units.js';

/**
 * The enemy's active effects that keep Reinforcements away from their CHARACTER models (Circle of Sanctuary, a
 * `no-reinforcements-within` grant on the unit, until the end of the phase).
 */
function awayFrom(state: GameState, u: UnitState): AwayFrom[] {
  const out: AwayFrom[] = [];
  for (const e of state.effects) {
    const unit = e.unit ? state.units[e.unit] : undefined;
    if (!unit || unit.player === u.player) continue;
    for (const g of e.grants ?? []) {
      if (g.kind !== 'no-reinforcements-within') continue;
      const models = unit.models
        .filter((m) => !m.destroyed && datasheetOf(state, unit, m).keywords.includes('CHARACTER'))
        .map((m) => m.id);
      out.push({ unit: unit.id, models, inches: g.inches, rule: e.source });
    }
  }
  return out;
}

/**
 * When and where units arrive from Reserves (the numbers the Reinforcements step and Rapid Ingress
 * share): not in the first battle round; Deep Strike more than 9" from enemy models; Strategic
 * Reserves wholly within 6" of an edge, and outside the enemy deployment zone in the second round.
 */
export const DEEP_STRIKE_DISTANCE = 9;
export const FIRST_ARRIVAL_ROUND = 2;
/** Units still in Reserves at the end of this battle round are destroyed. */
export const LAST_ARRIVAL_ROUND = 3;

/**
 * The battle round for setting the unit up from Reserves: the current one, plus what its active effects' rules add
 * ("treat the current battle round number as being one higher than it actually is": Multiwave System Jammer's
 * `arrival-round` row, on the unit selected until the end of the phase).
 */
export function arrivalRound(state: GameState, u: UnitState): number {
  let add = 0;
  for (const e of state.effects) {
    if (e.unit !== u.id) continue;
    const d = ruleById(e.rule ?? e.source);
    for (const r of d?.effects ?? []) if (r.kind === 'arrival-round') add += r.add;
  }
  return state.flow.round + add;
}

export function arrivalRule(state: GameState, u: UnitState, method: ReserveKind): SetUpRule {
  const away = awayFrom(state, u);
  const extra = away.length ? { awayFrom: away } : {};
  if (method === 'deep-strike') {
    // "Set up your unit wholly within your army's Hallowed Ground" (Hallowed Beacon: an active effect's row).
    const hallowed = [...activeRows(state, u)].some((r) => r.kind === 'set-up-in-hallowed-ground');
    return {
      kind: 'deep-strike',
      minEnemy: deepStrikeDistance(state, u, DEEP_STRIKE_DISTANCE),
      ...extra,
      ...(hallowed ? { hallowed: true as const } : {}),
    };
  }
  return {
    kind: 'strategic',
    edge: 6,
    minEnemy: DEEP_STRIKE_DISTANCE,
    notIn: arrivalRound(state, u) <= FIRST_ARRIVAL_ROUND ? state.mission.zones[other(u.player)] : [],
    ...extra,
  };
}
