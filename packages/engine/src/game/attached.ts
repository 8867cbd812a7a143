import type { Ctx } from './ctx.js';
import { addEffect } from './effects.js';
import type { UnitState } from './types.js';
import { unitsWithLeaders } from './units.js';

/**
 * Attached units come apart when one side of them is destroyed: the last Bodyguard model gone (after
 * the attacking unit has resolved all its attacks, which the caller guarantees by not calling this
 * while attacks are being resolved), or a Leader's last model gone. Each part keeps what the unit did
 * this turn and the effects on it; Starting Strength follows (units.ts `startingStrength`).
 * Returns whether anything split.
 */
export function splitAttachedUnits(ctx: Ctx): boolean {
  let any = false;
  for (const found of unitsWithLeaders(ctx.state)) {
    const u = ctx.state.units[found.id] as UnitState;
    if (!u.leaders?.length) continue;
    const bodyAlive = u.models.some((m) => !m.component && !m.destroyed);
    for (const leader of u.leaders) {
      const leaderAlive = u.models.some((m) => m.component === leader && !m.destroyed);
      if (bodyAlive && leaderAlive) continue;
      ctx.emit({
        type: 'unit-split',
        unit: u.id,
        leader,
        reason: bodyAlive ? 'its Leader was destroyed' : 'its Bodyguard unit was destroyed',
      });
      if (leaderAlive) {
        for (const e of ctx.state.effects) {
          if (e.unit !== u.id) continue;
          const { id: _i, since: _s, ...copy } = e;
          addEffect(ctx, { ...copy, unit: leader });
        }
      }
      any = true;
    }
  }
  return any;
}
