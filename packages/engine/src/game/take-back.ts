import type { Command } from './commands.js';
import type { BattleRecord } from './record.js';
import type { PlayerIndex } from './types.js';

export type TakeBack = { ok: true; record: BattleRecord; commands: number } | { ok: false; reason: string };

/**
 * Undo for local play, where the rules allow it: a player takes back their own last command, with the
 * commands made for the players after it (`automatic`: a bot's answers, automatic passes), as long as
 * no dice were rolled since (a roll stands once it is seen) and no other player has answered since (they
 * decided on what they saw). The record is cut back to just before that command; replaying it gives the
 * state the player saw then.
 */
export function takeBack(
  record: BattleRecord,
  player: PlayerIndex,
  automatic: (command: Command) => boolean = () => false,
): TakeBack {
  const events = record.events;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (!e) continue;
    if (e.type === 'rng-advanced')
      return { ok: false, reason: 'dice were rolled since your last command: the roll stands' };
    if (e.type !== 'command-accepted') continue;
    const by = e.command.player;
    if (automatic(e.command)) continue;
    if (by === player) {
      const commands = events.slice(i).filter((x) => x.type === 'command-accepted').length;
      return { ok: true, record: { ...record, events: events.slice(0, i) }, commands };
    }
    return { ok: false, reason: `player ${by + 1} has answered since your last command` };
  }
  return { ok: false, reason: `player ${player + 1} has made no command to take back` };
}
