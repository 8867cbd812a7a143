import { DAUNTLESS_DEFENDERS, FOUNDATIONS } from '../rules/factions/imperial-knights/lances.js';
import type { Action } from './commands.js';
import type { Ctx } from './ctx.js';
import type { DecisionOption } from './decisions.js';
import { markerCapsule } from './geometry/rules.js';
import { gap } from './geometry/shapes.js';
import { counterHolder, counterValue } from './rule-state.js';
import { unitBodies } from './spatial.js';
import type { GameState, PlayerIndex, UnitState } from './types.js';

/**
 * Dauntless Defenders (Gate Warden Lance): "At the start of the first battle round, select two objective markers on
 * the battlefield to be your foundations. When you draw a line from any part of one of your foundations to the
 * other, if any part of a model's base (or any part of a model's hull, for a model without a base) crosses that
 * line, that model's unit is said to be on your defensive line."
 *
 * A rule-choice (game/rule-choices.ts) at the start of the first Command phase of the battle: the player selects
 * two objective markers, one at a time, each kept as a player counter (the marker's number). Every line from any
 * part of one marker to any part of the other sweeps the two discs' hull: a capsule around the segment between
 * their centres, as wide as a marker. A unit is on the line when a model's base meets that capsule.
 */

/** The objective markers (indexes) the player has selected as foundations. */
export function foundations(state: GameState, player: PlayerIndex): number[] {
  return FOUNDATIONS.map((c) => counterValue(state, player, c) - 1).filter((i) => i >= 0);
}

/**
 * The unit is on a player's defensive line, its own by default (false until both foundations are selected); an enemy
 * unit is on your defensive line by the same measure (Drive Them Out!).
 */
export function onDefensiveLine(state: GameState, u: UnitState, player: PlayerIndex = u.player): boolean {
  const [a, b] = foundations(state, player).map((i) => state.mission.objectives[i]?.at);
  if (!a || !b) return false;
  const line = { a, b, r: markerCapsule(a).r };
  return unitBodies(state, u).some((body) => gap(body.c, line) <= 0);
}

const unselected = (state: GameState, player: PlayerIndex): number[] => {
  const taken = foundations(state, player);
  return state.mission.objectives.map((_, i) => i).filter((i) => !taken.includes(i));
};

export const FOUNDATIONS_CHOICE = {
  open: (state: GameState, player: PlayerIndex) =>
    state.flow.round === 1 && state.flow.turn === 1 && foundations(state, player).length < 2,
  max: (state: GameState, player: PlayerIndex) => 2 - foundations(state, player).length,
  candidates: (state: GameState, player: PlayerIndex) =>
    foundations(state, player).length < 2 ? unselected(state, player).map(String) : [],
  prompt: (left: number) =>
    `Dauntless Defenders: select ${left} more objective marker${left === 1 ? '' : 's'} to be your foundations`,
  options: (state: GameState, player: PlayerIndex): DecisionOption[] =>
    unselected(state, player).map((i) => {
      const o = state.mission.objectives[i];
      return {
        kind: 'choice' as const,
        label: `Dauntless Defenders: objective marker ${o?.id ?? i + 1} (${o?.at.x}, ${o?.at.y}) is a foundation`,
        action: { type: 'select-objective' as const, rule: DAUNTLESS_DEFENDERS.id, objective: i },
      };
    }),
  select(ctx: Ctx, player: PlayerIndex, a: Action): boolean {
    if (a.type !== 'select-objective' || a.rule !== DAUNTLESS_DEFENDERS.id) return false;
    if (!unselected(ctx.state, player).includes(a.objective)) return false;
    const counter = FOUNDATIONS[foundations(ctx.state, player).length];
    if (!counter) return false;
    ctx.emit({
      type: 'counter-set',
      holder: counterHolder(player),
      counter,
      value: a.objective + 1,
      rule: DAUNTLESS_DEFENDERS.id,
    });
    return true;
  },
};
