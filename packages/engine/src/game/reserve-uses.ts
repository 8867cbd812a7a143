import type { Effect } from '../rules/effects.js';
import { ruleById } from '../rules/known.js';
import type { AbilityHandler, AbilityUse } from './ability-windows.js';
import { reject } from './ctx.js';
import { addEffect } from './effects.js';
import type { GameState } from './types.js';
import { aliveModels, hasKeyword, unitsOf } from './units.js';

/**
 * Enhancements that select a friendly unit in Reserves ("select one friendly CTHONIAN unit that is in Reserves. Until
 * the end of the phase, for the purposes of setting up that unit on the battlefield, treat the current battle round
 * number as being one higher than it actually is"): the unit selected holds the rule as an active effect until the end
 * of the phase; its `arrival-round` row is read where units arrive (game/reserves.ts arrivalRound). The unit travels in
 * the option's `enemy` field, as a friendly unit does for the other handlers.
 */

type ArrivalRow = Extract<Effect, { kind: 'arrival-round' }>;

const rowOf = (i: AbilityUse): ArrivalRow | undefined =>
  ruleById(i.rule)?.effects?.find((e): e is ArrivalRow => e.kind === 'arrival-round');

function candidates(state: GameState, i: AbilityUse) {
  const row = rowOf(i);
  if (!row) return [];
  return unitsOf(state, i.player).filter(
    (u) => !!u.reserve && aliveModels(u).length > 0 && hasKeyword(state, u, row.keyword),
  );
}

export const RESERVE_USE_HANDLERS: Record<string, AbilityHandler> = {
  'select-reserves-unit': {
    options: (state, i) =>
      candidates(state, i).map((u) => ({
        label: `${i.name}: ${u.name} (${u.id}) is set up this phase as if it were battle round ${state.flow.round + (rowOf(i)?.add ?? 0)}`,
        enemy: u.id,
      })),
    apply: (ctx, i, unit) => {
      const d = ruleById(i.rule);
      if (!d || !unit || !candidates(ctx.state, i).some((u) => u.id === unit))
        return reject(`${i.name}: select one of the units in Reserves it offers`);
      addEffect(ctx, {
        kind: 'rule',
        player: i.player,
        unit,
        source: d.id,
        rule: d.id,
        until: { kind: 'end-of-phase' },
      });
    },
  },
};
