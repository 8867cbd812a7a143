/**
 * Bots behind the game's decision interface (`Bot.answer(state, request, rng)`): the random bot and
 * the heuristic bot, by id. See docs/bots.md for the heuristic bot's rules and weights.
 */
import { type Bot, RANDOM_BOT } from '../game/bot.js';
import { heuristicBot } from './heuristic.js';
import type { HeuristicWeights } from './weights.js';

export { chargeChance, heuristicBot } from './heuristic.js';
export { DEFAULT_WEIGHTS, type HeuristicWeights, parseWeights } from './weights.js';

export const BOT_IDS = ['heuristic', 'random'] as const;
export type BotId = (typeof BOT_IDS)[number];

/** A bot by id ("heuristic" with the given weights, or "random"), or null for an unknown id. */
export function botById(id: string, weights?: HeuristicWeights): Bot | null {
  if (id === 'random') return RANDOM_BOT;
  if (id === 'heuristic') return heuristicBot(weights);
  return null;
}
export { type AutoPlay, automaticCommand, autoPlayRng } from './autoplay.js';
