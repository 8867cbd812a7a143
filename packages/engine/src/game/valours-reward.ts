import { rulesOfArmy } from '../rules/army-rules.js';
import { EXPENDABLE_ENHANCEMENTS } from '../rules/factions/imperial-knights/enhancements.js';
import { VALOURS_REWARD } from '../rules/factions/imperial-knights/lances.js';
import type { AnyRuleDef } from '../rules/registry.js';
import type { Ctx } from './ctx.js';
import { armyOf, counterValue } from './rule-state.js';
import type { GameState, PlayerIndex, UnitId } from './types.js';
import { unitsOf } from './units.js';

/**
 * Valour's Reward (Questoris Companions): "The Enhancements shown below can become expended. You cannot use such
 * Enhancements while they are expended. Each time you fulfil your Oath, each expended Enhancement is no longer
 * expended." An expended Enhancement is a counter on its bearer's unit (one Enhancement a bearer), set when it is
 * used (`expend`), cleared when the Oath is fulfilled (game/oath.ts); the ability windows do not offer it meanwhile.
 */

/** The bearer's unit's counter: its Enhancement is expended. */
export const EXPENDED = 'enhancement-expended';

function rewardApplies(state: GameState, player: PlayerIndex): boolean {
  const army = armyOf(state, player);
  return !!army.faction && rulesOfArmy(army).some((d) => d.id === VALOURS_REWARD.id);
}

/** The Enhancement is one of those shown (and its army's detachment has the rule). */
export function expendable(state: GameState, player: PlayerIndex, def: AnyRuleDef): boolean {
  return EXPENDABLE_ENHANCEMENTS.includes(def.id) && rewardApplies(state, player);
}

/** "You cannot use such Enhancements while they are expended." */
export function expended(state: GameState, player: PlayerIndex, def: AnyRuleDef, holder: UnitId): boolean {
  return expendable(state, player, def) && counterValue(state, holder, EXPENDED) >= 1;
}

/** "If it does, this Enhancement is expended". */
export function expend(ctx: Ctx, player: PlayerIndex, def: AnyRuleDef, holder: UnitId): void {
  if (!expendable(ctx.state, player, def)) return;
  ctx.emit({ type: 'counter-set', holder, counter: EXPENDED, value: 1, rule: VALOURS_REWARD.id });
}

/** "Each time you fulfil your Oath, each expended Enhancement is no longer expended." */
export function returnExpended(ctx: Ctx, player: PlayerIndex): void {
  if (!rewardApplies(ctx.state, player)) return;
  for (const u of unitsOf(ctx.state, player))
    if (counterValue(ctx.state, u.id, EXPENDED) >= 1)
      ctx.emit({ type: 'counter-set', holder: u.id, counter: EXPENDED, value: 0, rule: VALOURS_REWARD.id });
}
