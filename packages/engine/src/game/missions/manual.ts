import type { Action } from '../commands.js';
import type { Ctx } from '../ctx.js';
import type { GameState, PlayerIndex } from '../types.js';
import { cardById } from './cards.js';
import { scorePrimary, scoreSecondary } from './score.js';
import { tacticalOf } from './tactical-state.js';

type ManualAction = Extract<Action, { type: 'score-vp' | 'discard-secondary' }>;

/**
 * The players' own entries for what the engine does not score: VP from a mission card marked manual or
 * partial (the primary, a chosen Fixed Mission, an active Tactical Mission), and discarding a Tactical
 * Mission. Why a command is refused (null: accepted).
 */
export function manualMissionProblem(s: GameState, p: PlayerIndex, a: ManualAction): string | null {
  const card = cardById(a.card);
  if (!card) return `unknown mission card "${a.card}"`;
  const active = s.mission.tactical?.[p] ? tacticalOf(s, p).active : [];
  if (a.type === 'discard-secondary')
    return active.includes(a.card) ? null : `"${card.name}" is not one of player ${p + 1}'s active Tactical Missions`;
  if (card.kind === 'primary') {
    if (s.mission.primary !== a.card) return `"${card.name}" is not this battle's primary mission`;
    return card.support === 'automated' ? `the engine scores ${card.name} itself` : null;
  }
  if (active.includes(a.card)) return card.tactical === 'automated' ? `the engine scores ${card.name} itself` : null;
  if (s.mission.secondaries?.[p].includes(a.card))
    return card.support === 'automated' ? `the engine scores ${card.name} itself` : null;
  return `"${card.name}" is not one of player ${p + 1}'s secondary missions`;
}

export function applyManualMission(ctx: Ctx, p: PlayerIndex, a: ManualAction): void {
  const card = cardById(a.card);
  if (!card) return;
  if (a.type === 'discard-secondary') {
    ctx.emit({ type: 'secondary-discarded', player: p, card: a.card, reason: 'by-player' });
    return;
  }
  if (card.kind === 'primary') {
    scorePrimary(ctx, p, a.amount, `${card.name} (by hand)`);
    return;
  }
  const tactical = tacticalOf(ctx.state, p).active.includes(a.card) && ctx.state.mission.tactical?.[p];
  scoreSecondary(ctx, p, a.amount, `${card.name}${tactical ? ' (Tactical)' : ''} (by hand)`, a.card, !tactical);
  if (tactical) ctx.emit({ type: 'secondary-discarded', player: p, card: a.card, reason: 'achieved' });
}
