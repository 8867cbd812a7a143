import { offerAbilities } from '../ability-windows.js';
import { battleShockTest } from '../battle-shock.js';
import type { Ctx } from '../ctx.js';
import type { UnitState } from '../types.js';
import { belowHalfStrength, onBattlefield, unitsOf } from '../units.js';
import { openWindow } from '../windows.js';
import type { StepHandler } from './step.js';

/**
 * Battle-shock step: each of the active player's units on the battlefield that is Below Half-strength
 * tests (2D6 >= its best Leadership); a failure makes it Battle-shocked until that player's next
 * Command phase. Windows open just before each test and just after a failed one.
 */
function nextToTest(ctx: Ctx): UnitState | undefined {
  const s = ctx.state;
  return unitsOf(s, s.flow.active).find(
    (u) => onBattlefield(u) && !s.flow.done.includes(u.id) && belowHalfStrength(s, u),
  );
}

export const battleShockStep: StepHandler = {
  auto(ctx) {
    const c = ctx.state.flow.cursor;
    if (c?.step !== 'battle-shock') {
      const u = nextToTest(ctx);
      if (!u) return false;
      ctx.emit({ type: 'unit-done', unit: u.id });
      ctx.emit({ type: 'cursor-set', cursor: { step: 'battle-shock', unit: u.id, stage: 'before' } });
      openWindow(ctx, { kind: 'before-battle-shock-test', unit: u.id });
      return true;
    }
    const u = ctx.state.units[c.unit] as UnitState;
    if (c.stage === 'before' || c.stage === 'roll') {
      if (battleShockTest(ctx, u)) {
        ctx.emit({ type: 'cursor-set', cursor: { ...c, stage: 'resolved' } });
        return true;
      }
      ctx.emit({ type: 'cursor-set', cursor: { ...c, stage: 'after' } });
      offerAbilities(ctx, 'after-battle-shock-test-failed', u);
      openWindow(ctx, { kind: 'after-battle-shock-test-failed', unit: u.id });
      return true;
    }
    ctx.emit({ type: 'cursor-set', cursor: null });
    return true;
  },
};
