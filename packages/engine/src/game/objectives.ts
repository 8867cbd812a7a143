import { characteristic } from './characteristics.js';
import type { Ctx } from './ctx.js';
import { levelOfControl } from './spatial.js';
import type { GameState, PhaseId, PlayerIndex } from './types.js';

/** Each objective's Levels of Control and controller (null when contested, including 0 vs 0). */
export function evaluateControl(state: GameState): { control: (PlayerIndex | null)[]; levels: [number, number][] } {
  const levels = state.mission.objectives.map((o) =>
    levelOfControl(state, o.at, (u, m) => characteristic(state, u, m, 'OC').value),
  );
  const control = levels.map(([a, b]) => (a > b ? 0 : b > a ? 1 : null));
  return { control, levels };
}

/** Control is determined at the end of every phase and turn. */
export function updateControl(ctx: Ctx): void {
  const { control, levels } = evaluateControl(ctx.state);
  ctx.emit({ type: 'objective-control', control, levels });
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
