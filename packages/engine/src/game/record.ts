import { z } from 'zod';
import { seedRng } from '../dice/prng.js';
import { InputError } from '../errors.js';
import type { Command } from './commands.js';
import { decide, settleState } from './decide.js';
import type { GameEvent } from './events.js';
import { evolve } from './evolve.js';
import { canonicalJson, hashValue } from './hash.js';
import { type BattleSetup, buildInitialState } from './setup.js';
import type { GameState } from './types.js';

/** A battle on file: enough to rebuild every state, with no dice rolled on replay. */
export interface BattleRecord {
  format: 'cogitator-battle';
  version: 1;
  ruleset: string;
  dataHash: string;
  seed: number | string;
  initial: GameState;
  events: GameEvent[];
}

export function stateHash(state: GameState): string {
  return hashValue(state);
}

/** Start a record from an initial state: settle it to the first decision. */
export function recordFrom(
  initial: GameState,
  seed: number | string,
  dataHash = '',
): { record: BattleRecord; state: GameState } {
  const { events, state } = settleState(initial);
  return {
    record: { format: 'cogitator-battle', version: 1, ruleset: initial.ruleset.id, dataHash, seed, initial, events },
    state,
  };
}

export function newBattle(setup: BattleSetup): { record: BattleRecord; state: GameState } {
  return recordFrom(buildInitialState(setup), setup.seed, setup.dataHash ?? '');
}

/** The state after the first `upTo` events (all by default). */
export function replay(record: BattleRecord, upTo = record.events.length): GameState {
  let s = record.initial;
  for (const e of record.events.slice(0, upTo)) s = evolve(s, e);
  return s;
}

export type ApplyResult =
  | { ok: true; record: BattleRecord; state: GameState; events: GameEvent[] }
  | { ok: false; reason: string };

/** Decide a command on the record's current state and append its events. */
export function applyCommand(record: BattleRecord, state: GameState, command: Command): ApplyResult {
  const r = decide(state, command);
  if (!r.ok) return r;
  return { ok: true, record: { ...record, events: [...record.events, ...r.events] }, state: r.state, events: r.events };
}

/** The commands in the log, in order. */
export function commandsOf(record: BattleRecord): Command[] {
  return record.events.flatMap((e) => (e.type === 'command-accepted' ? [e.command] : []));
}

/** Undo for local play: cut the log back to just before the last `n` accepted commands. */
export function undo(record: BattleRecord, n = 1): BattleRecord {
  let cut = record.events.length;
  for (let k = 0; k < n; k++) {
    const i = record.events.slice(0, cut).findLastIndex((e) => e.type === 'command-accepted');
    if (i < 0) break;
    cut = i;
  }
  return { ...record, events: record.events.slice(0, cut) };
}

/**
 * Decide every logged command again from the initial state. Same commands must give the same events:
 * returns the first index where they differ, or -1.
 */
export function verifyByRedeciding(record: BattleRecord): { firstDifference: number; reason?: string } {
  let { record: r, state } = recordFrom(record.initial, record.seed, record.dataHash);
  for (const c of commandsOf(record)) {
    const res = applyCommand(r, state, c);
    if (!res.ok) return { firstDifference: r.events.length, reason: res.reason };
    r = res.record;
    state = res.state;
  }
  const a = record.events.map((e) => canonicalJson(e));
  const b = r.events.map((e) => canonicalJson(e));
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return { firstDifference: i };
  return { firstDifference: -1 };
}

export function saveBattle(record: BattleRecord): string {
  return `${JSON.stringify({ ...record, finalHash: stateHash(replay(record)) })}\n`;
}

const RecordSchema = z.strictObject({
  format: z.literal('cogitator-battle'),
  version: z.literal(1),
  ruleset: z.string(),
  dataHash: z.string(),
  seed: z.union([z.number(), z.string()]),
  initial: z.object({ version: z.literal(1), seq: z.number() }).passthrough(),
  events: z.array(z.object({ type: z.string(), seq: z.number().int() }).passthrough()),
  finalHash: z.string().optional(),
});

/** Read a saved battle; checks its shape, replays it, and checks the final state hash when present. */
export function loadBattle(
  text: string,
  source = 'battle',
): { record: BattleRecord; state: GameState; finalHash?: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new InputError(`not JSON: ${(e as Error).message}`, { source });
  }
  const parsed = RecordSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new InputError(`not a saved battle: ${i?.message}`, { source, field: i?.path.join('.') || undefined });
  }
  const { finalHash, ...rest } = parsed.data;
  const record = rest as unknown as BattleRecord;
  // The fields beside the initial state must say what it holds: an edited seed or ruleset is refused.
  const initial = record.initial as Partial<GameState>;
  if (initial.ruleset?.id !== record.ruleset) {
    throw new InputError(`ruleset "${record.ruleset}" is not the initial state's ("${String(initial.ruleset?.id)}")`, {
      source,
      field: 'ruleset',
    });
  }
  if (JSON.stringify(initial.rng) !== JSON.stringify(seedRng(record.seed))) {
    throw new InputError(
      `seed ${JSON.stringify(record.seed)} does not give the initial state's dice; the file was changed`,
      {
        source,
        field: 'seed',
      },
    );
  }
  let state = record.initial;
  record.events.forEach((e, i) => {
    try {
      state = evolve(state, e);
    } catch (err) {
      throw new InputError(`event ${i + 1} (${e.type}) does not apply: ${(err as Error).message}`, {
        source,
        field: `events[${i}]`,
      });
    }
  });
  return { record, state, ...(finalHash ? { finalHash } : {}) };
}
