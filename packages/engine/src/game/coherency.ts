import type { Ctx } from './ctx.js';
import { COHERENCY, incoherent } from './geometry/rules.js';
import { gap } from './geometry/shapes.js';
import { within } from './geometry/vec.js';
import { bodyOf } from './spatial.js';
import type { UnitState } from './types.js';
import { modelsOnTable } from './units.js';

/**
 * End of turn: a unit out of Unit Coherency removes models until it is coherent. The rules let the
 * player pick; the engine removes the model with the fewest neighbours in range first (support: partial).
 */
export function restoreCoherency(ctx: Ctx): void {
  for (const id of ctx.state.unitOrder) {
    const u = ctx.state.units[id] as UnitState;
    let models = modelsOnTable(u);
    const removed: string[] = [];
    while (models.length > 1) {
      const bodies = models.map((m) => bodyOf(ctx.state, u, m));
      if (incoherent(bodies).length === 0) break;
      let worst = 0;
      let fewest = Number.POSITIVE_INFINITY;
      bodies.forEach((b, i) => {
        const n = bodies.filter((o, j) => j !== i && within(gap(b.c, o.c), COHERENCY.horizontal)).length;
        if (n <= fewest) {
          fewest = n;
          worst = i;
        }
      });
      removed.push((models[worst] as UnitState['models'][number]).id);
      models = models.filter((_, i) => i !== worst);
    }
    if (removed.length)
      ctx.emit({ type: 'models-destroyed', unit: u.id, models: removed, cause: 'Unit Coherency (end of turn)' });
  }
}
