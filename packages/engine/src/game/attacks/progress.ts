import type { Ctx } from '../ctx.js';
import type { GameState } from '../types.js';
import type { AttackSequence } from './types.js';

/** The attack sequence being resolved (`state.attack`). */
export function seqOf(state: GameState): AttackSequence {
  const s = state.attack;
  if (!s) throw new Error('no attacks are being resolved');
  return s;
}

/**
 * Progress is gathered while the stages run without anyone else looking, and logged as one event before
 * a window opens, a decision is asked for or the attacks end: fewer events, the same states where it
 * matters.
 */
const pendingPatch = new WeakMap<Ctx, Partial<AttackSequence>>();

/** Counts patches, so the merged view (current) is rebuilt only after one. */
let patches = 0;

export function patch(ctx: Ctx, p: Partial<AttackSequence>): void {
  patches++;
  // The pending patch is private until flush logs it: merging into it keeps the keys' order a copy would.
  const pending = pendingPatch.get(ctx);
  if (pending) Object.assign(pending, p);
  else pendingPatch.set(ctx, { ...p });
}

export function flush(ctx: Ctx): void {
  const p = pendingPatch.get(ctx);
  if (!p) return;
  pendingPatch.delete(ctx);
  ctx.emit({ type: 'attack-progress', patch: p });
}

/** The sequence as the stages see it: the state's, with the progress not yet logged. */
const merged = new WeakMap<Ctx, { attack: AttackSequence; patches: number; seq: AttackSequence }>();

export function current(ctx: Ctx): AttackSequence {
  const attack = seqOf(ctx.state);
  const hit = merged.get(ctx);
  if (hit && hit.attack === attack && hit.patches === patches) return hit.seq;
  const seq = { ...attack, ...pendingPatch.get(ctx) };
  merged.set(ctx, { attack, patches, seq });
  return seq;
}
