import { type Ctx, reject } from '../ctx.js';
import { counterHolder, counterValue } from '../rule-state.js';
import type { GameState, PlayerIndex } from '../types.js';
import type { StratagemDef } from './types.js';

/**
 * Points a Stratagem lets you spend ("Each time you use this Stratagem, you can spend 3YP"): kept as a
 * counter of the player (rule-state.ts), reduced by a logged `counter-set` when a use spends them.
 */

/** Whether the player has the points a use can spend ("your YP cannot go below 0"). */
export function canSpend(state: GameState, player: PlayerIndex, def: StratagemDef): boolean {
  return !!def.spend && counterValue(state, player, def.spend.counter) >= def.spend.amount;
}

/** "Whenever a rule allows you to spend YP, reduce the number of YP you have by that amount." */
export function spendPoints(ctx: Ctx, player: PlayerIndex, def: StratagemDef): void {
  const spend = def.spend;
  if (!spend) return;
  const have = counterValue(ctx.state, player, spend.counter);
  if (have < spend.amount)
    reject(`${def.name}: spending ${spend.amount}${spend.unit} needs that many; you have ${have}`);
  ctx.emit({
    type: 'counter-set',
    holder: counterHolder(player),
    counter: spend.counter,
    value: have - spend.amount,
    rule: def.rule ?? def.id,
  });
}
