import { characteristic } from './characteristics.js';
import type { Ctx } from './ctx.js';
import { counterHolder, counterValue } from './rule-state.js';
import { levelOfControl } from './spatial.js';
import type { GameState, PhaseId, PlayerIndex } from './types.js';

/**
 * A player's Level of Control over an objective marker a rule fixes at a minimum ("Your Level of Control over that
 * objective marker is 5 (unless it would otherwise be higher), until your opponent's Level of Control over that
 * objective marker is greater than yours at the end of a phase": Hero's Tread): the player's counter of this id (n:
 * the objective's number, its index + 1) holds that level; 0 or absent, none.
 */
export const controlFloor = (n: number): string => `control-floor-${n}`;

/**
 * An objective marker a rule keeps under a player's control ("that objective marker remains under your control until
 * your opponent's Level of Control over that objective marker is greater than yours at the end of a phase": Luck Has.
 * Need Keeps. Toil Earns): the player's counter of this id (n: the objective's number, index + 1) is 1 while it does.
 */
export const stickyObjective = (n: number): string => `sticky-objective-${n}`;

/**
 * The player keeps the objective marker: until the end of a phase at which the opponent's Level of Control is greater
 * (`atPhaseEnd`: control determined at the end of a phase, when that ends it).
 */
const keeps = (state: GameState, p: PlayerIndex, i: number, l: [number, number], atPhaseEnd: boolean): boolean =>
  counterValue(state, p, stickyObjective(i + 1)) > 0 && !(atPhaseEnd && (l[1 - p] as number) > l[p]);

/** Each objective's Levels of Control and controller (null when contested, including 0 vs 0). */
export function evaluateControl(
  state: GameState,
  atPhaseEnd = false,
): { control: (PlayerIndex | null)[]; levels: [number, number][] } {
  const levels = state.mission.objectives.map((o, i): [number, number] => {
    const [a, b] = levelOfControl(state, o.at, (u, m) => characteristic(state, u, m, 'OC').value);
    const floor = (p: PlayerIndex) => counterValue(state, p, controlFloor(i + 1));
    return [Math.max(a, floor(0)), Math.max(b, floor(1))];
  });
  const control = levels.map((l, i): PlayerIndex | null => {
    const k0 = keeps(state, 0, i, l, atPhaseEnd);
    const k1 = keeps(state, 1, i, l, atPhaseEnd);
    if (k0 !== k1) return k0 ? 0 : 1;
    return l[0] > l[1] ? 0 : l[1] > l[0] ? 1 : null;
  });
  return { control, levels };
}

/** Control is determined at the end of every phase and turn. */
export function updateControl(ctx: Ctx): void {
  const { control, levels } = evaluateControl(ctx.state, true);
  ctx.emit({ type: 'objective-control', control, levels });
  // A fixed Level of Control, and an objective marker kept under control, end once the opponent's Level of Control
  // is greater at the end of a phase.
  levels.forEach((l, i) => {
    for (const p of [0, 1] as const)
      for (const counter of [controlFloor(i + 1), stickyObjective(i + 1)])
        if (counterValue(ctx.state, p, counter) > 0 && (l[1 - p] as number) > l[p])
          ctx.emit({ type: 'counter-set', holder: counterHolder(p), counter, value: 0, rule: 'objectives/control' });
  });
}

/** The mission's scoring rules that fire at the end of this phase. */
export function scoreMission(ctx: Ctx, phase: PhaseId): void {
  const s = ctx.state;
  const player = s.flow.active;
  for (const rule of s.mission.scoring) {
    if (rule.at.phase !== phase || s.flow.round < rule.fromRound) continue;
    const held = s.control.filter((c) => c === player).length;
    const vp = Math.min(rule.maxPerScore, held * rule.vpPerObjective);
    if (vp > 0) ctx.emit({ type: 'vp-scored', player, amount: vp, source: rule.name });
  }
}
