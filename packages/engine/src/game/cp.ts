import type { Ctx } from './ctx.js';
import type { PlayerIndex } from './types.js';

/** The Command step's gain: both players, every Command phase; never capped. */
export const COMMAND_STEP_SOURCE = 'Command step';
/** CP cap: at most 1 CP per battle round from all sources other than the Command step. */
export const CP_GAIN_CAP_PER_ROUND = 1;
/** Rules whose CP gains the seeds name as exemptions to that cap. */
export const CP_CAP_EXEMPTIONS: readonly string[] = ['Ruthless Efficiency', 'Code Chivalric'];

/** Gain CP from `source`, applying the per-round cap unless the source is the Command step or exempt. */
export function gainCp(ctx: Ctx, player: PlayerIndex, amount: number, source: string): void {
  const exempt = source === COMMAND_STEP_SOURCE || CP_CAP_EXEMPTIONS.includes(source);
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
}
