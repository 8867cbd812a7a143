import { Rng, seedRng } from '../dice/prng.js';
import type { Bot } from '../game/bot.js';
import type { Command } from '../game/commands.js';
import { pending } from '../game/flow.js';
import type { GameState, PlayerIndex } from '../game/types.js';
import { heuristicBot } from './heuristic.js';

/** Who plays by themselves in a local battle: bots, and players whose Stratagem windows pass by themselves. */
export interface AutoPlay {
  /** Players the bot answers for. */
  bots: readonly PlayerIndex[];
  /** Players whose Stratagem windows are passed unless one offers a Stratagem in `keep`. */
  autoPass: readonly PlayerIndex[];
  /** Stratagem ids worth stopping for. */
  keep?: readonly string[];
}

const BOT: Bot = heuristicBot();

/** The bot's own dice: seeded by the battle's seed and the event number, so the same battle plays the same. */
export function autoPlayRng(seed: number | string, state: GameState): Rng {
  return new Rng(seedRng(`${String(seed)}:bot:${state.seq}`));
}

/**
 * The command nobody needs to type for the pending decision (the bot's answer, or an automatic pass),
 * with who made it, or null when a player must decide. A bot that finds no answer throws BotStuck.
 */
export function automaticCommand(
  state: GameState,
  seed: number | string,
  auto: AutoPlay,
  bot: Bot = BOT,
): { command: Command; by: string } | null {
  const req = pending(state);
  if (!req || state.result) return null;
  if (auto.bots.includes(req.player)) {
    const action = bot.answer(state, req, autoPlayRng(seed, state));
    return { command: { seq: state.seq, player: req.player, action }, by: `bot (player ${req.player + 1})` };
  }
  if (req.kind === 'stratagem-window' && auto.autoPass.includes(req.player)) {
    const keep = auto.keep ?? [];
    const wanted = req.options.some(
      (o) => o.kind === 'choice' && o.action.type === 'use-stratagem' && keep.includes(o.action.stratagem),
    );
    if (wanted) return null;
    return {
      command: { seq: state.seq, player: req.player, action: { type: 'pass' } },
      by: `auto-pass (player ${req.player + 1})`,
    };
  }
  return null;
}
