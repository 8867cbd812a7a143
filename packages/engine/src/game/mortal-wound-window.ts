import type { Ctx } from './ctx.js';
import { stratagemsInWindow } from './stratagems/compiled.js';
import type { PlayerIndex, UnitId } from './types.js';
import { onBattlefield } from './units.js';

/**
 * "Any phase, just after a GREY KNIGHTS PSYKER VEHICLE unit from your army suffers a mortal wound" (Truesilver Will):
 * the `mortal-wounds-suffered` window, opened just after a unit still on the battlefield has suffered the mortal
 * wounds of one rule outside an attack (damage.ts mortalWounds, Hazardous tests), all of them at once.
 *
 * Damage cannot import the windows (their Stratagem handlers deal mortal wounds), so the window is opened here by its
 * event, only where a Stratagem of the sources in play with such a WHEN clause is affordable by the player whose
 * clause it is; the flow closes it if nobody can use it after all (game/flow.ts settle).
 */
export function mortalWoundsSuffered(ctx: Ctx, unitId: UnitId): void {
  const s = ctx.state;
  const u = s.units[unitId];
  const defs = stratagemsInWindow('mortal-wounds-suffered');
  if (!u || !defs?.length || !onBattlefield(u)) return;
  if (s.windows.some((w) => w.kind === 'mortal-wounds-suffered' && w.unit === unitId)) return;
  const can = defs.some((d) =>
    d.when.some((c) => {
      if (c.window !== 'mortal-wounds-suffered') return false;
      const p = (c.unit === 'enemy' ? 1 - u.player : u.player) as PlayerIndex;
      const sources = [...s.ruleset.stratagemSources, s.players[p].detachment];
      return sources.includes(d.source) && s.players[p].cp >= d.cp;
    }),
  );
  if (!can) return;
  ctx.emit({
    type: 'window-opened',
    window: {
      kind: 'mortal-wounds-suffered',
      unit: unitId,
      id: ctx.newId(),
      phase: s.flow.phase,
      passed: [false, false],
    },
  });
}
