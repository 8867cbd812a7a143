import { reject } from '../ctx.js';
import type { GameState } from '../types.js';
import type { StratagemHandler } from './types.js';

/** Command Re-roll and Insane Bravery. */

/** The rolls of the latest roll (index of each roll's first die) none of whose dice was re-rolled. */
export function rerollableRolls(state: GameState): number[] {
  const r = state.roll;
  if (!r) return [];
  const sizes = r.split ?? r.faces.map(() => 1);
  const out: number[] = [];
  let i = 0;
  for (const n of sizes) {
    if (!r.rerolled.slice(i, i + n).some(Boolean)) out.push(i);
    i += n;
  }
  return out;
}

/** The dice of the roll that starts at `first` (all of a 2D6 are re-rolled together). */
function rollDice(state: GameState, first: number): number[] {
  const r = state.roll;
  if (!r) return [];
  const sizes = r.split ?? r.faces.map(() => 1);
  let i = 0;
  for (const n of sizes) {
    if (i === first) return Array.from({ length: n }, (_, k) => i + k);
    i += n;
  }
  return [];
}

export const CORE_HANDLERS = {
  'command-re-roll': {
    usable: (state, player, w) => {
      const r = state.roll;
      return !!r && r.kind === w.roll && r.player === player && r.unit === w.unit && rerollableRolls(state).length > 0;
    },
    options: (state) => rerollableRolls(state).map((die) => ({ die })),
    apply: (ctx, _player, { die }) => {
      const r = ctx.state.roll;
      if (!r) return reject('there is no roll to re-roll');
      const first = die ?? 0;
      if (!rerollableRolls(ctx.state).includes(first)) return reject(`die ${first} cannot be re-rolled`);
      for (const index of rollDice(ctx.state, first))
        ctx.emit({ type: 'die-rerolled', id: r.id, index, from: r.faces[index] as number, to: ctx.die(6) });
    },
  },
  'insane-bravery-before': {
    usable: (state, _player, w) => {
      const c = state.flow.cursor;
      return c?.step === 'battle-shock' && c.stage === 'before' && c.unit === w.unit;
    },
    apply: (ctx, _player, { target }) => {
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
    apply: (ctx, _player, { target }) => {
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
} satisfies Record<string, StratagemHandler>;
