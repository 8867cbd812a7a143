import { bestLeadership } from './characteristics.js';
import type { Ctx } from './ctx.js';
import { addEffect } from './effects.js';
import { endOrderOnBattleShock } from './orders.js';
import type { UnitState } from './types.js';

/**
 * A Battle-shock test: 2D6 plus `modifier` against the best Leadership in the unit. A failed test
 * leaves the unit Battle-shocked until its player's next Command phase. Returns whether it passed.
 */
export function battleShockTest(ctx: Ctx, u: UnitState, modifier = 0): boolean {
  const faces = ctx.dice(2);
  const total = (faces[0] as number) + (faces[1] as number) + modifier;
  const leadership = bestLeadership(ctx.state, u);
  const passed = total >= leadership;
  ctx.emit({ type: 'dice-rolled', id: ctx.newId(), kind: 'battle-shock', player: u.player, unit: u.id, faces });
  ctx.emit({ type: 'battle-shock-test', unit: u.id, faces, total, leadership, passed });
  if (!passed) endOrderOnBattleShock(ctx, u);
  if (!passed)
    addEffect(ctx, {
      kind: 'battle-shocked',
      player: u.player,
      unit: u.id,
      source: 'Battle-shock test',
      until: { kind: 'next-command-phase', player: u.player },
    });
  return passed;
}
