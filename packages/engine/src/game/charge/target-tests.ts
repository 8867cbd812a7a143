import { battleShockTest } from '../battle-shock.js';
import type { Ctx } from '../ctx.js';
import type { UnitId } from '../types.js';
import { activeRows } from '../unit-rules.js';

/**
 * "Until the end of the phase, each time an enemy unit selects your unit as a target of a charge, that unit must take
 * a Battle-shock test, subtracting 1 from the result" (Fortress of Intimidation): just after the charge is declared,
 * one test of the charging unit for each of its targets whose active effects' rows say so (`battle-shock-test` on
 * `charging`), with the row's modifier.
 */
export function testsOnChargeTargets(ctx: Ctx, charger: UnitId, targets: readonly UnitId[]): void {
  for (const t of targets) {
    const target = ctx.state.units[t];
    if (!target) continue;
    for (const r of activeRows(ctx.state, target)) {
      const u = ctx.state.units[charger];
      if (!u || r.kind !== 'battle-shock-test' || r.on !== 'charging') continue;
      battleShockTest(ctx, u, r.modifier ?? 0);
    }
  }
}
