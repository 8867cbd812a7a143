import {
  applyCommand,
  automaticCommand,
  type BattleRecord,
  type Command,
  describeEvents,
  type GameState,
  InputError,
  type PlayerIndex,
  pending,
  replay,
  takeBack,
} from '@cogitator/engine';
import type { Io } from '../../io.js';
import { describePending, renderBoard } from './render.js';
import { parseTextCommand, TEXT_COMMANDS } from './text-commands.js';

/** How `game play` runs: who passes windows by themselves, which Stratagems are worth a stop, who is a bot. */
export interface PlayOptions {
  autoPass: PlayerIndex[];
  /** Stratagem ids worth stopping for: a window offering one is not passed automatically. */
  keep: string[];
  bots: PlayerIndex[];
  /** Every line must name its player (`p1 ...`, `p2 ...`): hot-seat input never answers the other's decision. */
  named: boolean;
}

export const PLAY_HELP = `
Each line is answered as it is typed. A line may name its player first ("p1 3", "p2: pass"): a named
line that is not that player's decision is refused, so hot-seat input never answers the other player's.
  help | board | options | quit     these commands, the board, the pending decision again, stop
With --auto-pass, a Stratagem window is passed by itself for those players unless it offers a Stratagem
named in --keep (ids, e.g. core/command-re-roll). With --bot, the heuristic bot answers for that player.
`;

/** A line that starts with its player: "p1 ...", "p2: ...", "P1> ...". */
function splitPlayer(text: string): { player?: PlayerIndex; rest: string } {
  const m = /^\s*p([12])\s*[:>]?\s*(.*)$/i.exec(text);
  if (!m) return { rest: text };
  return { player: (Number(m[1]) - 1) as PlayerIndex, rest: m[2] as string };
}

export class PlaySession {
  /** The seq of each command made for a player (bot answers, automatic passes): undo skips over them. */
  private readonly automatic = new Set<number>();
  rejected = 0;
  accepted = 0;

  constructor(
    public record: BattleRecord,
    public state: GameState,
    private readonly opts: PlayOptions,
    private readonly io: Io,
  ) {}

  /** Apply commands nobody needs to type: automatic passes and the bots' answers. Returns how many. */
  runAutomatic(limit = 5000): number {
    let n = 0;
    for (; n < limit; n++) {
      let next: ReturnType<typeof automaticCommand>;
      try {
        next = automaticCommand(this.state, this.record.seed, this.opts);
      } catch (e) {
        this.io.err(`the bot found no answer: ${(e as Error).message}\n`);
        break;
      }
      if (!next || !this.apply(next.command, next.by)) break;
      this.automatic.add(next.command.seq);
    }
    return n;
  }

  /** Decide one command and print what happened; false when it was rejected. */
  private apply(cmd: Command, label: string): boolean {
    const before = this.state;
    const r = applyCommand(this.record, this.state, cmd);
    if (!r.ok) {
      this.io.err(`${label}: rejected: ${r.reason}\n`);
      return false;
    }
    this.record = r.record;
    this.state = r.state;
    this.io.out(`${label}: ok (${r.events.length} events)\n`);
    for (const line of describeEvents(before, r.events)) this.io.out(`  · ${line}\n`);
    return true;
  }

  /** One typed line. Returns 'quit' to stop, 'changed' when the battle moved on, or 'same'. */
  line(text: string, n: number): 'quit' | 'changed' | 'same' {
    const t = text.trim();
    if (!t || t.startsWith('#')) return 'same';
    const { player, rest } = splitPlayer(t);
    const word = rest.trim().toLowerCase();
    if (word === 'quit' || word === 'exit') return 'quit';
    if (word === 'help') {
      this.io.out(`${TEXT_COMMANDS}\n${PLAY_HELP}`);
      return 'same';
    }
    if (word === 'board' || word === 'show') {
      this.io.out(renderBoard(this.state, this.io.isTty));
      return 'same';
    }
    if (word === 'options' || word === '?') {
      this.io.out(describePending(pending(this.state)));
      return 'same';
    }
    const label = `line ${n}`;
    if (this.opts.named && player === undefined) {
      this.rejected++;
      this.io.err(`${label}: rejected: name the player first (p1 ... or p2 ...)\n`);
      return 'same';
    }
    try {
      const cmd = parseTextCommand(this.state, rest, n);
      const req = pending(this.state);
      if (cmd.kind === 'undo') {
        const who = player ?? this.lastTyped() ?? req?.player ?? 0;
        const t = takeBack(this.record, who, (c) => this.automatic.has(c.seq));
        if (!t.ok) {
          this.rejected++;
          this.io.err(`${label}: cannot undo: ${t.reason}\n`);
          return 'same';
        }
        this.record = t.record;
        this.state = replay(t.record);
        for (const seq of this.automatic) if (seq >= this.state.seq) this.automatic.delete(seq);
        this.io.out(
          `${label}: undone (${t.commands} command${t.commands === 1 ? '' : 's'}); at event ${this.state.seq}\n`,
        );
        return 'changed';
      }
      if (player !== undefined && cmd.player !== undefined && cmd.player !== player) {
        throw new InputError(`the line names player ${player + 1} but its JSON names player ${cmd.player + 1}`, {
          line: n,
        });
      }
      const named = player ?? cmd.player;
      const by = named ?? req?.player ?? 0;
      if (
        named !== undefined &&
        req &&
        req.player !== named &&
        cmd.action.type !== 'gain-cp' &&
        cmd.action.type !== 'concede'
      ) {
        this.rejected++;
        this.io.err(
          `${label}: rejected: it is player ${req.player + 1}'s decision (${req.kind}), not player ${named + 1}'s\n`,
        );
        return 'same';
      }
      if (!this.apply({ seq: this.state.seq, player: by, action: cmd.action }, label)) {
        this.rejected++;
        return 'same';
      }
      this.accepted++;
      return 'changed';
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      this.rejected++;
      this.io.err(`${e.format()}\n`);
      return 'same';
    }
  }

  /** Who made the last command that was typed (not made for them). */
  private lastTyped(): PlayerIndex | undefined {
    const e = this.record.events.findLast((x) => x.type === 'command-accepted' && !this.automatic.has(x.command.seq));
    return e?.type === 'command-accepted' ? e.command.player : undefined;
  }

  prompt(): string {
    const req = pending(this.state);
    return req ? `p${req.player + 1}> ` : '> ';
  }
}
