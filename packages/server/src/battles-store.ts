import {
  type AutoPlay,
  applyCommand,
  automaticCommand,
  type BattleRecord,
  type Command,
  describeEvent,
  evolve,
  type GameEvent,
  type GameState,
  type PlayerIndex,
  pending,
  replay,
  type StratagemWithText,
  stateHash,
  stratagemById,
  takeBack,
} from '@cogitator/engine';

/** A battle the server holds for local play: its record, current state, automation and the log in words. */
export interface Battle {
  id: string;
  record: BattleRecord;
  state: GameState;
  auto: AutoPlay;
  /** The seq of each command made for a player (the bot's answers, automatic passes): undo skips them. */
  automatic: Set<number>;
  /** Each event's words (null for bookkeeping), index for index with the record's events. */
  words: (string | null)[];
  /** Who made each event's command, for the log ("bot (player 2)"), by the command's seq. */
  madeBy: Map<number, string>;
  touched: number;
  /** Stratagem rule texts from the catalogue the armies came from (by Stratagem id), where it has them. */
  texts: Map<string, StratagemWithText['text']>;
}

/** The most battles held at once; the least recently used one is dropped to make room. */
export const MAX_BATTLES = 64;
/** The most commands the server makes on its own after one command (a bot's whole turn fits easily). */
export const MAX_AUTOMATIC = 4000;

function wordsOf(from: GameState, events: readonly GameEvent[]): (string | null)[] {
  let s = from;
  return events.map((e) => {
    const w = describeEvent(s, e);
    s = evolve(s, e);
    return w;
  });
}

export type Applied = { ok: true; events: GameEvent[]; from: number; stuck?: string } | { ok: false; reason: string };

export class BattleStore {
  private readonly battles = new Map<string, Battle>();
  private next = 1;
  private clock = 0;

  constructor(private readonly max = MAX_BATTLES) {}

  add(
    record: BattleRecord,
    state: GameState,
    auto: AutoPlay,
    texts: Map<string, StratagemWithText['text']> = new Map(),
  ): { battle: Battle; stuck?: string } {
    while (this.battles.size >= this.max) {
      let oldest: Battle | undefined;
      for (const b of this.battles.values()) if (!oldest || b.touched < oldest.touched) oldest = b;
      if (!oldest) break;
      this.battles.delete(oldest.id);
    }
    const id = `b${this.next++}`;
    const battle: Battle = {
      id,
      record,
      state,
      auto,
      automatic: new Set(),
      words: wordsOf(record.initial, record.events),
      madeBy: new Map(),
      touched: ++this.clock,
      texts,
    };
    this.battles.set(id, battle);
    const r = this.runAutomatic(battle);
    return { battle, ...(r.stuck ? { stuck: r.stuck } : {}) };
  }

  get(id: string): Battle | undefined {
    const b = this.battles.get(id);
    if (b) b.touched = ++this.clock;
    return b;
  }

  list(): Battle[] {
    return [...this.battles.values()].sort((a, b) => b.touched - a.touched);
  }

  delete(id: string): boolean {
    return this.battles.delete(id);
  }

  /** Decide a player's command with the engine's `decide`, then let the bots and automatic passes play on. */
  command(b: Battle, command: Command): Applied {
    const from = b.record.events.length;
    const refused = this.step(b, command);
    if (refused !== null) return { ok: false, reason: refused };
    const auto = this.runAutomatic(b);
    return { ok: true, events: b.record.events.slice(from), from, ...(auto.stuck ? { stuck: auto.stuck } : {}) };
  }

  /** Apply one command; the engine's reason when it refuses, or null. */
  private step(b: Battle, command: Command, by?: string): string | null {
    const before = b.state;
    const r = applyCommand(b.record, b.state, command);
    if (!r.ok) return r.reason;
    b.record = r.record;
    b.state = r.state;
    b.words.push(...wordsOf(before, r.events));
    if (by) {
      b.automatic.add(command.seq);
      b.madeBy.set(command.seq, by);
    }
    return null;
  }

  private runAutomatic(b: Battle): { stuck?: string } {
    for (let n = 0; n < MAX_AUTOMATIC; n++) {
      let next: ReturnType<typeof automaticCommand>;
      try {
        next = automaticCommand(b.state, b.record.seed, b.auto);
      } catch (e) {
        return { stuck: (e as Error).message };
      }
      if (!next) return {};
      const refused = this.step(b, next.command, next.by);
      if (refused !== null) return { stuck: `${next.by}: ${refused}` };
    }
    return { stuck: `more than ${MAX_AUTOMATIC} automatic commands in a row` };
  }

  /** Take back the player's last command where the rules allow it (see takeBack). */
  undo(b: Battle, player: PlayerIndex): { ok: true; commands: number } | { ok: false; reason: string } {
    const t = takeBack(b.record, player, (c) => b.automatic.has(c.seq));
    if (!t.ok) return t;
    b.record = t.record;
    b.state = replay(t.record);
    b.words.length = t.record.events.length;
    for (const seq of [...b.automatic])
      if (seq >= b.state.seq) {
        b.automatic.delete(seq);
        b.madeBy.delete(seq);
      }
    return { ok: true, commands: t.commands };
  }

  /** Whether the player could take a command back now. */
  canUndo(b: Battle, player: PlayerIndex): boolean {
    return takeBack(b.record, player, (c) => b.automatic.has(c.seq)).ok;
  }
}

/** The Stratagems the pending decision offers: name, CP, whether the engine applies it, and its text. */
function offeredStratagems(b: Battle) {
  const out: Record<string, unknown> = {};
  for (const o of pending(b.state)?.options ?? []) {
    if (o.kind !== 'choice' || o.action.type !== 'use-stratagem') continue;
    const d = stratagemById(o.action.stratagem);
    if (!d || out[d.id]) continue;
    const text = b.texts.get(d.id);
    out[d.id] = {
      name: d.name,
      cp: d.cp,
      source: d.source,
      category: d.category,
      support: d.support,
      ...(d.note ? { note: d.note } : {}),
      ...(text ? { text } : {}),
    };
  }
  return out;
}

/** What the API answers about a battle: the state to draw, the decision, and where the log is. */
export function battleView(store: BattleStore, b: Battle) {
  return {
    stratagems: offeredStratagems(b),
    id: b.id,
    seq: b.state.seq,
    events: b.record.events.length,
    hash: stateHash(b.state),
    bots: b.auto.bots,
    autoPass: b.auto.autoPass,
    canUndo: [store.canUndo(b, 0), store.canUndo(b, 1)],
    pending: pending(b.state),
    result: b.state.result,
    state: b.state,
  };
}

/** A slice of the log: each event with its words and, for commands, who made it. */
export function logSlice(b: Battle, from: number, limit: number) {
  const events = b.record.events.slice(from, from + limit);
  return events.map((event, i) => ({
    index: from + i,
    event,
    words: b.words[from + i] ?? null,
    ...(event.type === 'command-accepted' && b.madeBy.has(event.command.seq)
      ? { by: b.madeBy.get(event.command.seq) }
      : {}),
  }));
}
