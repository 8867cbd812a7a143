import type { Ctx } from './ctx.js';
import type { ActiveEffect, Duration, GameState } from './types.js';

/** The boundaries at which durations end. */
export type Boundary = 'phase-end' | 'turn-end' | 'round-end' | 'command-phase-start' | 'shooting-phase-start';

const order = (r: number, t: number) => r * 2 + t;

function ends(state: GameState, e: ActiveEffect, d: Duration, b: Boundary): boolean {
  const { round, turn, active } = state.flow;
  switch (d.kind) {
    case 'end-of-phase':
      return b === 'phase-end';
    case 'end-of-turn':
      return b === 'turn-end';
    case 'end-of-battle-round':
      return b === 'round-end';
    case 'next-command-phase':
      return (
        b === 'command-phase-start' && active === d.player && order(round, turn) > order(e.since.round, e.since.turn)
      );
    case 'next-shooting-phase':
      return (
        b === 'shooting-phase-start' && active === d.player && order(round, turn) > order(e.since.round, e.since.turn)
      );
    case 'end-of-opponents-next-turn':
      return b === 'turn-end' && active !== d.player && order(round, turn) > order(e.since.round, e.since.turn);
    case 'while':
    case 'battle':
      return false;
  }
}

/** End every effect whose duration ends at this boundary. */
export function expireEffects(ctx: Ctx, b: Boundary): void {
  for (const e of ctx.state.effects) {
    if (ends(ctx.state, e, e.until, b)) ctx.emit({ type: 'effect-ended', id: e.id, reason: b });
  }
}

export function addEffect(ctx: Ctx, e: Omit<ActiveEffect, 'id' | 'since'>): string {
  const id = String(ctx.newId());
  const since = { round: ctx.state.flow.round, turn: ctx.state.flow.turn };
  ctx.emit({ type: 'effect-added', effect: { ...e, id, since } });
  return id;
}
