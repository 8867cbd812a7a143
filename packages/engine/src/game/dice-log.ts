import type { Dice } from '../combat/rolls.js';
import { type Ctx, reject } from './ctx.js';
import type { ModelId, PlayerIndex, RollKind, UnitId } from './types.js';

/** The context's dice as a combat `Dice` source (rolls.ts functions roll through it). */
export class CtxDice implements Dice {
  readonly faces: number[] = [];
  constructor(private readonly ctx: Ctx) {}
  d6(): number {
    const f = this.ctx.die(6);
    this.faces.push(f);
    return f;
  }
}

/** Roll `n` D6 and log them as one roll of a kind (the latest roll, which a re-roll may change). */
export function rollLogged(
  ctx: Ctx,
  kind: RollKind,
  player: PlayerIndex,
  unit: UnitId,
  n: number,
  opts: { split?: number[]; models?: ModelId[] } = {},
): number[] {
  const faces = ctx.dice(n);
  logRoll(ctx, kind, player, unit, faces, opts);
  return faces;
}

/** Log faces already rolled (through CtxDice) as one roll. */
export function logRoll(
  ctx: Ctx,
  kind: RollKind,
  player: PlayerIndex,
  unit: UnitId,
  faces: number[],
  opts: { split?: number[]; models?: ModelId[] } = {},
): number {
  const id = ctx.newId();
  ctx.emit({
    type: 'dice-rolled',
    id,
    kind,
    player,
    unit,
    faces,
    ...(opts.split?.some((n) => n !== 1) ? { split: opts.split } : {}),
    ...(opts.models ? { models: opts.models } : {}),
  });
  return id;
}

/** Re-roll faces of the latest roll (an automatic re-roll: Twin-linked, re-roll 1s...). */
export function rerollFaces(ctx: Ctx, indexes: number[]): void {
  const r = ctx.state.roll;
  if (!r) throw new Error('no roll to re-roll');
  for (const index of indexes) {
    ctx.emit({ type: 'die-rerolled', id: r.id, index, from: r.faces[index] as number, to: ctx.die(6) });
  }
}

/** Re-roll the whole of the latest roll ("re-roll the Charge roll"): a player's rule use, so no roll is a rejection. */
export function rerollWhole(ctx: Ctx, what: string): void {
  const r = ctx.state.roll;
  if (!r) reject(`there is no ${what} to re-roll`);
  rerollFaces(
    ctx,
    r.faces.map((_, k) => k),
  );
}
