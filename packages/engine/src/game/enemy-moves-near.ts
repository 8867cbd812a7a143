import { rollExpr } from '../combat/rolls.js';
import type { Effect } from '../rules/effects.js';
import { ruleById } from '../rules/known.js';
import type { Ctx } from './ctx.js';
import { mortalWounds } from './damage.js';
import { CtxDice, logRoll, rollLogged } from './dice-log.js';
import { rowHolds } from './row-conditions.js';
import { unitsWithin } from './spatial.js';
import type { UnitId } from './types.js';
import { onBattlefield } from './units.js';

type Row = Extract<Effect, { kind: 'mortal-wounds-roll' }>;

/**
 * "Until the end of the phase, each time an enemy unit is set up or ends a Normal, Advance or Fall Back move within 6"
 * of your unit, roll one D6 ...: on a 4+, that enemy unit suffers D3 mortal wounds" (Fires of Covenant): called
 * where a unit is set up (Reinforcements, disembarking) or ends such a move. Each active effect on a unit of the other
 * side whose rule has a `mortal-wounds-roll` row with `enemy: 'moves-near'` whose conditions hold (its first such
 * row) rolls one D6 if the unit is within the row's distance of the effect's unit; on `on`+ the unit suffers the
 * row's mortal wounds. The dice are logged.
 */
export function enemyMovedNear(ctx: Ctx, unitId: UnitId): void {
  for (const eff of [...ctx.state.effects]) {
    const s = ctx.state;
    const e = s.units[unitId];
    const u = eff.unit ? s.units[eff.unit] : undefined;
    const def = eff.rule ? ruleById(eff.rule) : undefined;
    if (!e || !u || !def || u.player === e.player || !onBattlefield(e) || !onBattlefield(u)) continue;
    const row = def.effects?.find(
      (r): r is Row => r.kind === 'mortal-wounds-roll' && r.enemy === 'moves-near' && rowHolds(s, u, e, def.id, r),
    );
    if (!row || !unitsWithin(s, u, e, row.within ?? 0)) continue;
    const [face] = rollLogged(ctx, 'mortal-wounds', u.player, e.id, 1);
    if ((face ?? 0) < row.on) continue;
    const dice = new CtxDice(ctx);
    const amount = rollExpr(row.amount, dice);
    if (dice.faces.length) logRoll(ctx, 'mortal-wounds', u.player, e.id, dice.faces);
    mortalWounds(ctx, e.id, amount, def.name, true, u.id);
  }
}
