import { EYE_OF_THE_ANCESTORS } from '../rules/factions/leagues-of-votann/army-rules.js';
import { JUDGEMENT } from '../rules/factions/words.js';
import { ruleById } from '../rules/known.js';
import type { AbilityHandler, AbilityUse } from './ability-windows.js';
import { reject } from './ctx.js';
import { counterValue } from './rule-state.js';
import { setCounter } from './rule-triggers.js';
import { enemyUnits } from './spatial.js';
import { unitVisibleTo } from './terrain/visibility.js';
import type { GameState, ModelState, UnitState } from './types.js';
import { datasheetOf, modelsOnTable, onBattlefield } from './units.js';

/**
 * A Long List (Oathband): "Each time the bearer's unit destroys an enemy unit, if that enemy unit has one or more
 * Judgement tokens, you can select one other enemy unit that is visible to the bearer. That other unit gains one
 * Judgement token." Offered when the attacks of the bearer's unit have destroyed an enemy unit that had (or counted
 * as having) a token (game/enhancement-points.ts enhancementsAfterDestroying); the destroyed unit is no longer on the
 * battlefield, so every enemy unit offered is another. A unit with 2 tokens (their maximum) is not offered.
 */

const JUDGEMENT_TOKEN = EYE_OF_THE_ANCESTORS.counters?.find((c) => c.id === JUDGEMENT);

/** The bearer's unit and its models: the Leader's models in the unit it leads, or the bearer's own unit. */
function bearer(state: GameState, i: AbilityUse): { unit: UnitState; models: ModelState[] } | undefined {
  const own = state.units[i.holder];
  const unit = own?.attachedTo ? state.units[own.attachedTo] : own;
  if (!own || !unit) return undefined;
  return { unit, models: modelsOnTable(unit).filter((m) => datasheetOf(state, unit, m).id === own.datasheet) };
}

export const LONG_LIST_HANDLERS: Record<string, AbilityHandler> = {
  'judgement-token-visible-enemy': {
    options: (state, i) => {
      const b = bearer(state, i);
      if (!b?.models.length) return [];
      return enemyUnits(state, b.unit.player)
        .filter(
          (e) =>
            onBattlefield(e) &&
            counterValue(state, e.id, JUDGEMENT) < 2 &&
            b.models.some((m) => unitVisibleTo(state, b.unit, m, e)),
        )
        .map((e) => ({ label: `${i.name}: ${e.name} (${e.id}) gains one Judgement token`, enemy: e.id }));
    },
    apply: (ctx, i, enemy) => {
      const def = ruleById(i.rule);
      if (!def || !enemy || !JUDGEMENT_TOKEN) return reject(`${i.name}: select one of the units it offers`);
      setCounter(ctx, def, JUDGEMENT_TOKEN, enemy, counterValue(ctx.state, enemy, JUDGEMENT) + 1);
    },
  },
};
