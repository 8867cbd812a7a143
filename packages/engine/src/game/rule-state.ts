import type { ArmyIdentity } from '../rules/army-rules.js';
import type { GameState, PlayerIndex, UnitId } from './types.js';

/**
 * What an army's rules keep in the game state: their uses (once per battle, turn or phase) and their
 * counters (Judgement tokens on units, Yield points of a player), each changed by a logged event
 * (`rule-used`, `counter-set`).
 */

/** The army a player brought: its faction, detachment and the Army Rules its data carries. */
export function armyOf(state: GameState, player: PlayerIndex): ArmyIdentity {
  const p = state.players[player];
  return { faction: p.faction, detachment: p.detachment, armyRules: p.armyRules };
}

/** Uses of a rule by a player: this battle, or within the current turn or phase. */
export function ruleUses(
  state: GameState,
  player: PlayerIndex,
  rule: string,
  within: 'battle' | 'turn' | 'phase' = 'battle',
): number {
  const { round, turn, phase } = state.flow;
  let n = 0;
  for (const u of state.ruleUses ?? []) {
    if (u.player !== player || u.rule !== rule) continue;
    if (within !== 'battle' && (u.round !== round || u.turn !== turn)) continue;
    if (within === 'phase' && u.phase !== phase) continue;
    n++;
  }
  return n;
}

export function ruleUsed(state: GameState, player: PlayerIndex, rule: string): boolean {
  return ruleUses(state, player, rule) > 0;
}

/** The key a counter is kept under: a unit's id, or `player-1` / `player-2`. */
export function counterHolder(on: UnitId | PlayerIndex): string {
  return typeof on === 'number' ? `player-${on + 1}` : on;
}

export function counterValue(state: GameState, on: UnitId | PlayerIndex, counter: string): number {
  return state.counters?.[counterHolder(on)]?.[counter] ?? 0;
}
