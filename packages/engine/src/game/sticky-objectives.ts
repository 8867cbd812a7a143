import { ruleById } from '../rules/known.js';
import type { AbilityHandler, AbilityUse } from './ability-windows.js';
import { reject } from './ctx.js';
import { inObjectiveRange } from './geometry/rules.js';
import { evaluateControl, stickyObjective } from './objectives.js';
import { counterHolder, counterValue } from './rule-state.js';
import { unitBodies } from './spatial.js';
import type { GameState } from './types.js';
import { onBattlefield } from './units.js';

/**
 * "At the end of your Command phase, if this unit is within range of an objective marker you control, that objective
 * marker remains under your control until your opponent's Level of Control over that objective marker is greater
 * than yours at the end of a phase" (Hearthkyn Warriors' Luck Has. Need Keeps. Toil Earns): a datasheet ability whose
 * `sticky-objective` row names this handler's window. Every objective marker the player controls now (as the end of
 * the phase determines it) that the unit is within range of, and that is not kept already, becomes the player's
 * sticky counter (game/objectives.ts reads it, and ends it). Nothing here knows a rule by name.
 */

/** The objective markers (their indices) the unit keeps now. */
function keepable(state: GameState, i: AbilityUse): number[] {
  const u = state.units[i.unit];
  const d = ruleById(i.rule);
  if (!u || !d?.effects?.some((r) => r.kind === 'sticky-objective') || !onBattlefield(u)) return [];
  const { control } = evaluateControl(state);
  const bodies = unitBodies(state, u);
  return state.mission.objectives.flatMap((o, n) =>
    control[n] === i.player &&
    counterValue(state, i.player, stickyObjective(n + 1)) === 0 &&
    bodies.some((b) => inObjectiveRange(b, o.at))
      ? [n]
      : [],
  );
}

const markerNames = (state: GameState, ns: number[]) =>
  ns.map((n) => `objective marker ${state.mission.objectives[n]?.id ?? n + 1}`).join(' and ');

export const STICKY_OBJECTIVE_HANDLERS: Record<string, AbilityHandler> = {
  'objectives-stay-controlled': {
    options: (state, i) => {
      const ns = keepable(state, i);
      return ns.length ? [{ label: `${i.name}: ${markerNames(state, ns)} remain under your control` }] : [];
    },
    apply: (ctx, i) => {
      const ns = keepable(ctx.state, i);
      if (!ns.length) return reject(`${i.name}: the unit is not within range of an objective marker you control`);
      for (const n of ns)
        ctx.emit({
          type: 'counter-set',
          holder: counterHolder(i.player),
          counter: stickyObjective(n + 1),
          value: 1,
          rule: i.rule,
        });
    },
  },
};
