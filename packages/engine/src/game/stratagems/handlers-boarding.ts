import { has } from '../attacks/targeting.js';
import { reject } from '../ctx.js';
import { addEffect } from '../effects.js';
import { modelWeapons } from '../loadout.js';
import type { GameState, ModelState, UnitState } from '../types.js';
import { modelsOnTable } from '../units.js';
import type { StratagemHandler } from './types.js';

/** The Boarding Actions Stratagems of the seed pages that are not core ones printed again: Explosive Clearance. */

/** A model of the unit equipped with a ranged weapon with the [BLAST] ability. */
function blastModels(state: GameState, u: UnitState): ModelState[] {
  return modelsOnTable(u).filter((m) =>
    modelWeapons(state, u, m, 'ranged').some(({ weapon }) =>
      weapon.profiles.some((p) => p.type === 'ranged' && has(p, 'blast')),
    ),
  );
}

export const BOARDING_HANDLERS = {
  /**
   * Explosive Clearance: "Select one model in your unit that is equipped with a weapon with the [BLAST] ability."
   * One offer per such model. The game counts every model of the target for Blast and lets attacks be allocated
   * to models the attacker cannot see in any case, so the effect it records (until the end of the phase) changes
   * nothing further; its data row's note says so.
   */
  'explosive-clearance': {
    usable: () => true,
    options: (state, _player, _w, target) => {
      const u = target ? state.units[target] : undefined;
      return u ? blastModels(state, u).map((m) => ({ model: m.id })) : [];
    },
    apply: (ctx, player, { target, model }) => {
      const u = target ? ctx.state.units[target] : undefined;
      if (!u || !model || !blastModels(ctx.state, u).some((m) => m.id === model))
        return reject('Explosive Clearance needs a model of the unit equipped with a [BLAST] weapon');
      addEffect(ctx, {
        kind: 'stratagem',
        player,
        unit: u.id,
        source: 'boarding-actions/explosive-clearance',
        until: { kind: 'end-of-phase' },
      });
    },
  },
} satisfies Record<string, StratagemHandler>;
