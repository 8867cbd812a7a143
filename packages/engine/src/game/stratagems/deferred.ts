import type { Ctx } from '../ctx.js';
import { addEffect } from '../effects.js';
import type { UnitId } from '../types.js';
import { untilFor } from '../windows.js';
import { stratagemById } from './compiled.js';

/**
 * Stratagems whose effect waits on what their target then does: "If your unit scores one or more hits against that
 * enemy unit this phase, until the end of your opponent's next turn, each time a model in that enemy unit makes an
 * attack, subtract 1 from the Hit roll" (Suppression Fire). The use names the enemy unit (`stratagem-used` with
 * `enemy`); once the target's attacks are resolved, if one or more of them hit that enemy unit (its hits this turn:
 * a unit shoots once in a phase), the Stratagem's registry rows are added as an active effect on that enemy unit.
 */
export function afterStratagemTargets(ctx: Ctx, unit: UnitId): void {
  const s = ctx.state;
  const { round, turn, phase } = s.flow;
  for (const use of s.stratagemUses) {
    if (use.target !== unit || !use.enemy || use.round !== round || use.turn !== turn || use.phase !== phase) continue;
    const def = stratagemById(use.stratagem);
    if (!def?.rule || !def.enemy?.ifHits || def.support === 'manual') continue;
    if (!s.units[use.enemy]?.history.hitBy?.includes(unit)) continue;
    addEffect(ctx, {
      kind: 'stratagem',
      player: use.player,
      unit: use.enemy,
      source: def.id,
      rule: def.rule,
      until: untilFor(def.until, use.player),
    });
  }
}
