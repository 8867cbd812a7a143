import type { Ctx } from './ctx.js';
import { stratagemsInWindow } from './stratagems/compiled.js';
import { sourcesFor } from './stratagems/offers.js';
import type { UnitId } from './types.js';
import { openWindow } from './windows.js';

/**
 * "Just after a unit from your army is destroyed" (Vengeance of the Machine Cult): the `unit-destroyed` Stratagem
 * window, opened when an attack has destroyed `unit` (`by`: the attacking unit), only where a hand-written Stratagem
 * with that timing is in play for the unit's player (an unopened window still takes an id: the logs of other armies
 * stay as they were). The compiled readings of that timing are not offered in it (offers.ts).
 */
export function unitDestroyedWindow(ctx: Ctx, unit: UnitId, by: UnitId): void {
  const s = ctx.state;
  const owner = s.units[unit]?.player;
  if (owner === undefined) return;
  const sources = sourcesFor(s, owner);
  const some = stratagemsInWindow('unit-destroyed')?.some((d) => !d.compiled && sources.includes(d.source));
  if (some) openWindow(ctx, { kind: 'unit-destroyed', unit, by });
}
