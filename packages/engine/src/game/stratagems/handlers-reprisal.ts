import { reject } from '../ctx.js';
import { mortalWounds } from '../damage.js';
import { rollLogged } from '../dice-log.js';
import { type GameState, type PlayerIndex, phaseKey, type UnitId, type UnitState } from '../types.js';
import { hasKeyword, onBattlefield, unitsOf } from '../units.js';
import type { StratagemHandler } from './types.js';

/** The mortal wounds the unit suffered this phase (outside attacks), or undefined. */
function thisPhase(state: GameState, u: UnitState) {
  const m = u.history.mortalWounds;
  return m && m.at === phaseKey(state) && m.n > 0 ? m : undefined;
}

/** The enemy units on the battlefield the game names as having inflicted mortal wounds on the unit this phase. */
function inflicters(state: GameState, u: UnitState): UnitId[] {
  return (thisPhase(state, u)?.by ?? []).filter((id) => {
    const e = state.units[id];
    return !!e && e.player !== u.player && onBattlefield(e);
  });
}

/**
 * Hexwrought Reprisal (Banishers): "TARGET: One GREY KNIGHTS PSYKER unit from your army that is on the battlefield and
 * suffered one or more mortal wounds this phase. EFFECT: Select one enemy unit which inflicted one or more mortal
 * wounds on your unit this phase, then roll a number of dice equal to the number of mortal wounds your unit suffered
 * this phase: for each 2+, that enemy unit suffers one mortal wound (to a maximum of 6 mortal wounds)." The count and
 * the enemy units are the unit's history (the `mortal-wounds` events of the phase that name who inflicted them).
 */
export const REPRISAL_HANDLERS = {
  'hexwrought-reprisal': {
    usable: () => true,
    *targets(state: GameState, player: PlayerIndex) {
      for (const u of unitsOf(state, player))
        if (
          onBattlefield(u) &&
          hasKeyword(state, u, 'GREY KNIGHTS') &&
          hasKeyword(state, u, 'PSYKER') &&
          inflicters(state, u).length
        )
          yield u.id;
    },
    options: (state, _player, _w, target) => {
      const u = target ? state.units[target] : undefined;
      return u ? inflicters(state, u).map((enemy) => ({ enemy })) : [];
    },
    apply: (ctx, player, { target, enemy, def }) => {
      const u = target ? ctx.state.units[target] : undefined;
      const n = u ? thisPhase(ctx.state, u)?.n : undefined;
      if (!u || !n || !enemy || !inflicters(ctx.state, u).includes(enemy))
        return reject(
          `${def?.name ?? 'the Stratagem'} needs your unit and an enemy unit that inflicted mortal wounds on it`,
        );
      const faces = rollLogged(ctx, 'mortal-wounds', player, enemy, n);
      mortalWounds(ctx, enemy, Math.min(6, faces.filter((f) => f >= 2).length), def?.name ?? 'Stratagem', true, u.id);
    },
  },
} satisfies Record<string, StratagemHandler>;
