import { armyRuleNamed, cpCapExempt } from '../rules/army-rules.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import { armyOf, ruleUsed } from './rule-state.js';
import type { PlayerIndex } from './types.js';

/** The Command step's gain: both players, every Command phase; never capped. */
export const COMMAND_STEP_SOURCE = 'Command step';
/** CP cap: at most 1 CP per battle round from all sources other than the Command step. */
export const CP_GAIN_CAP_PER_ROUND = 1;

/** The Command step's gain (the hook's): the one source the cap never counts without a rule saying so. */
export function gainCommandStepCp(ctx: Ctx, player: PlayerIndex): void {
  emitGain(ctx, player, 1, COMMAND_STEP_SOURCE, true);
}

/**
 * A CP gain entered by a player (`gain-cp`): capped at 1CP per battle round, unless `source` names (by
 * name or id) one of that player's army's rules whose definition says its CP are an exemption to the cap
 * (Ruthless Efficiency, Code Chivalric). A rule used once per battle cannot be named twice.
 */
export function gainCp(ctx: Ctx, player: PlayerIndex, amount: number, source: string): void {
  const rule = armyRuleNamed(armyOf(ctx.state, player), source);
  const exempt = rule !== undefined && cpCapExempt(rule);
  if (rule && exempt && rule.uses?.per === 'battle' && ruleUsed(ctx.state, player, rule.id)) {
    reject(`${rule.name}: CP can be gained this way once per battle, and player ${player + 1} already has`);
  }
  emitGain(ctx, player, amount, rule?.name ?? source, exempt, exempt ? rule?.id : undefined);
}

function emitGain(ctx: Ctx, player: PlayerIndex, amount: number, source: string, exempt: boolean, rule?: string): void {
  const room = Math.max(0, CP_GAIN_CAP_PER_ROUND - ctx.state.players[player].cpGainedThisRound);
  const granted = exempt ? amount : Math.min(amount, room);
  ctx.emit({
    type: 'cp-gained',
    player,
    amount: granted,
    requested: amount,
    source,
    counted: !exempt,
    capped: granted < amount,
  });
  if (rule) ctx.emit({ type: 'rule-used', player, rule });
}
