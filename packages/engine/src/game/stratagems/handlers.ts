import type { Ctx } from '../ctx.js';
import { reject } from '../ctx.js';
import type { GameState, PlayerIndex, UnitId, WindowState } from '../types.js';
import type { StratagemHandlerId } from './types.js';

/** The small pieces of code behind automated Stratagems. Everything else about them is data. */
export interface StratagemHandler {
  /** Conditions beyond the engine-wide ones. */
  usable(state: GameState, player: PlayerIndex, w: WindowState): boolean;
  /** For re-rolls: which dice may be chosen. */
  dice?(state: GameState): number[];
  apply(ctx: Ctx, player: PlayerIndex, target: UnitId | undefined, die: number | undefined): void;
}

function rerollableDice(state: GameState): number[] {
  const r = state.roll;
  if (!r) return [];
  return r.faces.map((_, i) => i).filter((i) => !r.rerolled[i]);
}

export const STRATAGEM_HANDLERS: Record<StratagemHandlerId, StratagemHandler> = {
  'command-re-roll': {
    usable: (state, player, w) => {
      const r = state.roll;
      return !!r && r.kind === w.roll && r.player === player && r.unit === w.unit && rerollableDice(state).length > 0;
    },
    dice: rerollableDice,
    apply: (ctx, _player, _target, die) => {
      const r = ctx.state.roll;
      if (!r) return reject('there is no roll to re-roll');
      const index = die ?? 0;
      if (!rerollableDice(ctx.state).includes(index)) return reject(`die ${index} cannot be re-rolled`);
      ctx.emit({ type: 'die-rerolled', id: r.id, index, from: r.faces[index] as number, to: ctx.die(6) });
    },
  },
  'insane-bravery-before': {
    usable: (state, _player, w) => {
      const c = state.flow.cursor;
      return c?.step === 'battle-shock' && c.stage === 'before' && c.unit === w.unit;
    },
    apply: (ctx, _player, target) => {
      if (!target) return reject('Insane Bravery needs the unit about to test');
      ctx.emit({ type: 'battle-shock-auto-passed', unit: target, source: 'Insane Bravery' });
      ctx.emit({ type: 'cursor-set', cursor: { step: 'battle-shock', unit: target, stage: 'resolved' } });
    },
  },
  'insane-bravery-after': {
    usable: (state, _player, w) => {
      const c = state.flow.cursor;
      return c?.step === 'battle-shock' && c.stage === 'after' && c.unit === w.unit;
    },
    apply: (ctx, _player, target) => {
      if (!target) return reject('Insane Bravery needs the unit that failed its test');
      for (const e of ctx.state.effects) {
        if (e.kind === 'battle-shocked' && e.unit === target) {
          ctx.emit({ type: 'effect-ended', id: e.id, reason: 'Insane Bravery: treated as passed' });
        }
      }
      ctx.emit({ type: 'battle-shock-overridden', unit: target, source: 'Insane Bravery' });
      ctx.emit({ type: 'cursor-set', cursor: { step: 'battle-shock', unit: target, stage: 'resolved' } });
    },
  },
};
