import type { Rng } from '../dice/prng.js';
import { deployPositions, randomPaths, setUpPositions } from './bot-moves.js';
import type { Action, Command } from './commands.js';
import type { DecisionOption, DecisionRequest } from './decisions.js';
import { pending } from './flow.js';
import { suggestMove } from './suggest.js';
import type { GameState } from './types.js';

/**
 * The decision interface every bot answers through: given a state and its pending DecisionRequest, an
 * action. Pure: a bot's randomness is the explicit Rng it is handed, so the same seed gives the same
 * battle. A bot that finds no legal answer throws BotStuck (a failure to report, never a crash).
 */
export interface Bot {
  /** A short name for reports ("random", "heuristic"). */
  readonly id: string;
  answer(state: GameState, req: DecisionRequest, rng: Rng): Action;
}

/** A bot found no legal answer to a decision (although the engine offered options). */
export class BotStuck extends Error {
  constructor(
    readonly kind: DecisionRequest['kind'],
    readonly seq: number,
  ) {
    super(`bot found no legal answer to ${kind} at event ${seq}`);
    this.name = 'BotStuck';
  }
}

/** The command a bot sends for the pending decision, or null when nothing is pending. */
export function botCommand(bot: Bot, state: GameState, rng: Rng): Command | null {
  const req = pending(state);
  if (!req) return null;
  return { seq: state.seq, player: req.player, action: bot.answer(state, req, rng) };
}

/**
 * A bot that answers every decision with a random legal command (for the soak test, the CLI's
 * `game bot`, benchmarks, and as an example of answering DecisionRequests). It prefers acting (moving
 * toward the enemy, shooting, charging, fighting) to passing, so every phase is exercised; it uses
 * offered Stratagems half of the time.
 */
export const RANDOM_BOT: Bot = { id: 'random', answer: (state, req, rng) => randomAction(state, req, rng) };

export function randomCommand(state: GameState, rng: Rng): Command | null {
  return botCommand(RANDOM_BOT, state, rng);
}

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[rng.below(xs.length)] as T;
}

/** Answers that end a step or decline: taken now and then, or when nothing else works. */
const CLOSING = new Set<string>([
  'end-move-units',
  'end-shooting',
  'end-charges',
  'end-reinforcements',
  'end-formations',
  'decline-charge',
  'pass',
]);

const CLOSING_CHANCE: Partial<Record<DecisionRequest['kind'], number>> = {
  'move-units': 0.05,
  shoot: 0.05,
  'declare-charge': 0.15,
  reinforcements: 0.1,
  'declare-formations': 0.35,
  overwatch: 0.1,
  arrive: 0.05,
  // Gate of Infinity and the like: select no more units half of the time.
  'rule-choice': 0.5,
};

function actionType(o: DecisionOption): string {
  return o.kind === 'choice' ? o.action.type : o.action;
}

export function randomAction(state: GameState, req: DecisionRequest, rng: Rng): Action {
  if (req.kind === 'stratagem-window') {
    const uses = req.options.filter((o) => o.kind === 'choice' && o.action.type !== 'pass');
    if (uses.length > 0 && rng.float() < 0.5) return (pick(rng, uses) as DecisionOption & { kind: 'choice' }).action;
    return { type: 'pass' };
  }
  // The engine's suggested move (Charge move, Pile In, Consolidate) is the bot's move.
  if (req.kind === 'charge-move' || req.kind === 'pile-in' || req.kind === 'consolidate') {
    const suggested = rng.float() < 0.9 ? suggestMove(state) : null;
    if (suggested) return suggested;
  }
  const closing = req.options.filter((o) => CLOSING.has(actionType(o)));
  const acting = req.options.filter((o) => !CLOSING.has(actionType(o)));
  const chance = CLOSING_CHANCE[req.kind] ?? 0;
  if (closing.length && (rng.float() < chance || !acting.length))
    return (closing[0] as DecisionOption & { kind: 'choice' }).action;
  // Try options in a random order until one yields a legal action.
  const order = acting.map((o) => ({ o, k: rng.float() })).sort((a, b) => a.k - b.k);
  for (const { o } of order) {
    if (o.kind === 'choice') return o.action;
    const a = parametric(state, o, rng);
    if (a) return a;
  }
  const fallback = closing[0];
  if (fallback?.kind === 'choice') return fallback.action;
  throw new BotStuck(req.kind, state.seq);
}

function parametric(state: GameState, o: DecisionOption & { kind: 'parametric' }, rng: Rng): Action | null {
  const s = o.schema;
  switch (s.kind) {
    case 'positions': {
      const positions = deployPositions(state, s, rng);
      return positions ? { type: 'deploy', unit: s.unit, positions } : null;
    }
    case 'paths': {
      if (s.move !== 'normal' && s.move !== 'advance' && s.move !== 'fall-back') return null;
      const found = randomPaths(state, s, rng);
      if (!found) return null;
      const type = o.action as 'normal-move' | 'advance-move' | 'fall-back';
      return { type, unit: s.unit, paths: found.paths, ...(found.embark ? { embark: found.embark } : {}) };
    }
    case 'models': {
      if (s.suggested) return { type: 'select-casualties', models: s.suggested };
      const ids = [...s.candidates];
      const out: string[] = [];
      while (out.length < s.count) out.push(ids.splice(rng.below(ids.length), 1)[0] as string);
      return { type: 'select-casualties', models: out };
    }
    case 'setup': {
      const positions = setUpPositions(state, s, rng);
      if (!positions) return null;
      if (o.action === 'disembark') return { type: 'disembark', unit: s.unit, positions };
      return { type: 'arrive', unit: s.unit, positions, method: s.method ?? 'deep-strike' };
    }
    case 'attacks':
      return null;
  }
}
