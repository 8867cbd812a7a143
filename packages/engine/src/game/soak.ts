import { Rng, seedRng } from '../dice/prng.js';
import { type Bot, BotStuck, RANDOM_BOT } from './bot.js';
import type { Command } from './commands.js';
import { ActionSchema } from './commands.js';
import { decide } from './decide.js';
import type { GameEvent } from './events.js';
import { evolve } from './evolve.js';
import { pending } from './flow.js';
import { checkInvariants } from './invariants.js';
import type { BattleRecord } from './record.js';
import { terrainInvariants } from './terrain/invariants.js';
import type { GameState } from './types.js';

export interface PlayOutcome {
  record: BattleRecord;
  state: GameState;
  commands: number;
  /** Invariant violations, with the event they followed. */
  failures: string[];
}

export interface PlayOptions {
  maxRounds?: number;
  maxCommands?: number;
  /** Check the invariants after every event (default true). */
  check?: boolean;
}

/** Let random bots play a battle to its end (or `maxRounds`): `playBots` with two random bots. */
export function playRandom(
  start: { record: BattleRecord; state: GameState },
  botSeed: number,
  opts: PlayOptions = {},
): PlayOutcome {
  return playBots(start, [RANDOM_BOT, RANDOM_BOT], botSeed, opts);
}

/**
 * Let two bots (player 1's, player 2's) play a battle to its end (or `maxRounds`), checking the
 * invariants after every event. A rejected bot command, a bot that finds no answer, or a stuck decision
 * is a failure. Both bots draw from one Rng seeded with `botSeed`.
 */
export function playBots(
  start: { record: BattleRecord; state: GameState },
  bots: readonly [Bot, Bot],
  botSeed: number,
  opts: PlayOptions = {},
): PlayOutcome {
  const rng = new Rng(seedRng(botSeed));
  let { state } = start;
  const record = start.record;
  // The log grows in place here (copying it per command would make a battle quadratic in its length).
  const events: GameEvent[] = [...record.events];
  const failures: string[] = [];
  const check = opts.check ?? true;
  let commands = 0;
  // Units that lost models while their move was under way (Desperate Escape, Fire Overwatch) may end it
  // out of coherency until the end of the turn.
  const lost = new Set<string>();
  const inspect = (from: GameState, events: readonly GameEvent[]) => {
    let s = from;
    for (const e of events) {
      const before = s;
      s = evolve(s, e);
      const c = s.flow.cursor;
      const moving = c?.step === 'move-units' ? c.unit : undefined;
      if ((e.type === 'models-destroyed' || (e.type === 'model-wounded' && e.remaining <= 0)) && e.unit === moving)
        lost.add(e.unit);
      const bad = [
        ...checkInvariants(s, e, e.type === 'unit-moved' && lost.has(e.unit)),
        ...terrainInvariants(before, s, e),
      ];
      if (e.type === 'unit-moved') lost.delete(e.unit);
      for (const b of bad) failures.push(`event ${e.seq} (${e.type}): ${b}`);
    }
  };
  if (check) inspect(record.initial, record.events);
  const maxCommands = opts.maxCommands ?? 20_000;
  while (!state.result && (opts.maxRounds === undefined || state.flow.round <= opts.maxRounds)) {
    if (commands >= maxCommands) {
      failures.push(`no result after ${commands} commands`);
      break;
    }
    const req = pending(state);
    let c: Command | null;
    try {
      c = req ? { seq: state.seq, player: req.player, action: bots[req.player].answer(state, req, rng) } : null;
    } catch (e) {
      if (!(e instanceof BotStuck)) throw e;
      failures.push(`bot "${bots[req?.player ?? 0].id}" (player ${(req?.player ?? 0) + 1}): ${e.message}`);
      break;
    }
    if (!c) {
      failures.push(`nothing pending at event ${state.seq} but no result`);
      break;
    }
    // decide trusts an offered option as is (offeredAsIs): check here that every one the bots send parses.
    if (check && !ActionSchema.safeParse(c.action).success)
      failures.push(
        `the engine offered an action its schema rejects at event ${state.seq}: ${JSON.stringify(c.action)}`,
      );
    const r = decide(state, c);
    if (!r.ok) {
      failures.push(`bot command rejected at event ${state.seq}: ${r.reason}`);
      break;
    }
    if (check) inspect(state, r.events);
    if (check && !r.state.result && !pending(r.state))
      failures.push(`a settled state at event ${r.state.seq} has no decision`);
    for (const e of r.events) events.push(e);
    state = r.state;
    commands++;
  }
  return { record: { ...record, events }, state, commands, failures };
}
