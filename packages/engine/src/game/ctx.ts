import { Rng } from '../dice/prng.js';
import type { EventBody, GameEvent } from './events.js';
import { evolve } from './evolve.js';
import type { GameState } from './types.js';

/**
 * A command that breaks a rule: `decide` turns it into `{ok: false, reason}`; nothing changes. Not an
 * Error subclass on purpose: validators throw it often (bots probe moves), and a stack trace is costly.
 */
export class Rejection {
  readonly name = 'Rejection';
  constructor(readonly reason: string) {}

  toString(): string {
    return `Rejection: ${this.reason}`;
  }
}

export function reject(reason: string): never {
  throw new Rejection(reason);
}

/**
 * The working context of one `decide` call: the state so far, the events emitted, and the dice. Dice
 * come from the state's injected faces first, then from the PRNG; `finish` logs the PRNG's new state.
 * This is the only place in the engine where dice are rolled.
 */
export class Ctx {
  state: GameState;
  readonly events: GameEvent[] = [];
  private readonly rng: Rng;
  private injectedUsed = 0;
  private rolled = false;
  private ids: number;

  constructor(state: GameState) {
    this.state = state;
    this.rng = new Rng(state.rng);
    this.ids = state.nextId;
  }

  emit(body: EventBody): void {
    // Every caller passes a fresh object literal: stamping it (seq last, as a copy would put it) saves a copy.
    const e = body as GameEvent;
    e.seq = this.state.seq + 1;
    this.state = evolve(this.state, e);
    this.events.push(e);
  }

  /** One die with `sides` faces. */
  die(sides = 6): number {
    const forced = this.state.injectedDice[this.injectedUsed];
    if (forced !== undefined) {
      if (!Number.isInteger(forced) || forced < 1 || forced > sides) {
        throw new Error(`injected die ${forced} is not a face of a D${sides}`);
      }
      this.injectedUsed++;
      return forced;
    }
    this.rolled = true;
    return this.rng.die(sides);
  }

  dice(n: number, sides = 6): number[] {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(this.die(sides));
    return out;
  }

  /** A fresh id for a roll, window or effect. */
  newId(): number {
    const id = Math.max(this.ids, this.state.nextId);
    this.ids = id + 1;
    return id;
  }

  /** Log how far the dice went, so replays and later commands continue from there. */
  finish(): void {
    if (this.rolled || this.injectedUsed > 0) {
      this.emit({ type: 'rng-advanced', rng: this.rng.state(), injectedUsed: this.injectedUsed });
    }
  }
}
