import { expect } from 'vitest';
import {
  type Action,
  applyCommand,
  type BattleRecord,
  type BattleSetup,
  type DecisionRequest,
  type GameEvent,
  type GameState,
  newBattle,
  type PlayerIndex,
  pending,
  quickDatasheet,
  type ScenarioSetup,
  startScenario,
  stateHash,
} from '../../src/index.js';

/** Small datasheets for scenarios. */
export const INFANTRY = quickDatasheet('test:infantry', 'Infantry', [{ M: 6, W: 1, Ld: 7, OC: 2, base: 32 }], {
  minModels: 5,
});
export const HERO = quickDatasheet('test:hero', 'Hero', [{ M: 6, W: 4, Ld: 6, OC: 1, base: 40 }], {
  keywords: ['INFANTRY', 'CHARACTER'],
});
export const WALKER = quickDatasheet(
  'test:walker',
  'Walker',
  [{ M: 8, W: 10, Ld: 7, OC: 3, base: { kind: 'oval', mm: [90, 52] } }],
  {
    keywords: ['VEHICLE', 'WALKER'],
  },
);
export const JUMPERS = quickDatasheet('test:jumpers', 'Jumpers', [{ M: 12, W: 1, Ld: 7, OC: 1, base: 32 }], {
  keywords: ['INFANTRY', 'FLY'],
});

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/**
 * A battle under test: every state is frozen (so any mutation throws), commands go through the same
 * `decide` as everyone else, and each call returns the events it caused.
 */
export class Game {
  record: BattleRecord;
  state: GameState;
  last: GameEvent[] = [];

  constructor(setup: Partial<ScenarioSetup> & Pick<ScenarioSetup, 'armies' | 'positions'>) {
    const r = startScenario({ seed: 1, ...setup });
    this.record = r.record;
    this.state = deepFreeze(r.state);
    this.last = r.record.events;
  }

  /** A battle from its beginning (Declare Battle Formations), as `newBattle` starts it. */
  static fromBattle(setup: BattleSetup): Game {
    const { record, state } = newBattle(setup);
    const g = new Game({ armies: setup.armies, positions: {} });
    g.record = record;
    g.state = deepFreeze(state);
    g.last = record.events;
    return g;
  }

  get pending(): DecisionRequest {
    const p = pending(this.state);
    if (!p) throw new Error('nothing pending');
    return p;
  }

  do(player: PlayerIndex, action: Action): GameEvent[] {
    const r = applyCommand(this.record, this.state, { seq: this.state.seq, player, action });
    if (!r.ok) throw new Error(`rejected: ${r.reason}`);
    this.record = r.record;
    this.state = deepFreeze(r.state);
    this.last = r.events;
    return r.events;
  }

  /** Expect a rejection; checks that nothing changed and returns the reason. */
  rejects(player: PlayerIndex, action: Action, seq = this.state.seq): string {
    const before = stateHash(this.state);
    const r = applyCommand(this.record, this.state, { seq, player, action });
    expect(r.ok).toBe(false);
    expect(stateHash(this.state)).toBe(before);
    return r.ok ? '' : r.reason;
  }

  /** Inject dice faces for the next rolls (they still appear in the events). */
  withDice(...faces: number[]): this {
    this.state = deepFreeze({ ...this.state, injectedDice: [...this.state.injectedDice, ...faces] });
    this.record = { ...this.record };
    return this;
  }

  types(events = this.last): string[] {
    return events.map((e) => e.type);
  }

  find<T extends GameEvent['type']>(type: T, events = this.last): Extract<GameEvent, { type: T }>[] {
    return events.filter((e) => e.type === type) as Extract<GameEvent, { type: T }>[];
  }

  /** Pass open Stratagem windows; returns every event that caused. */
  passWindows(): GameEvent[] {
    const out: GameEvent[] = [];
    while (!this.state.result && this.pending.kind === 'stratagem-window')
      out.push(...this.do(this.pending.player, { type: 'pass' }));
    this.last = out;
    return out;
  }

  /** Answer with the choice whose label contains `text` (throws when there is none). */
  choose(text: string): GameEvent[] {
    const p = this.pending;
    const o = p.options.find((x) => x.kind === 'choice' && x.label.includes(text));
    if (o?.kind !== 'choice')
      throw new Error(`no choice "${text}" in ${p.kind}: ${p.options.map((x) => x.label).join(' | ')}`);
    return this.do(p.player, o.action);
  }

  labels(): string[] {
    return this.pending.options.map((o) => o.label);
  }

  /** The uses of the Stratagem whose id ends with `slug` that the pending Stratagem window offers. */
  stratagemUses(slug: string): Action[] {
    const p = this.pending;
    if (p.kind !== 'stratagem-window') return [];
    return p.options.flatMap((x) =>
      x.kind === 'choice' && x.action.type === 'use-stratagem' && x.action.stratagem.endsWith(slug) ? [x.action] : [],
    );
  }

  /**
   * During an attack: pass the other Stratagem windows and allocate as first offered until the Stratagem whose id
   * ends with `slug` is offered (its uses), or the attack has ended (none).
   */
  offeredDuringAttack(slug: string): Action[] {
    for (
      let i = 0;
      i < 30 && !this.stratagemUses(slug).length && !this.find('attack-ended', this.record.events).length;
      i++
    ) {
      const p = this.pending;
      if (p.kind === 'stratagem-window') this.do(p.player, { type: 'pass' });
      else if (p.kind === 'allocate-attack' && p.options[0]?.kind === 'choice') this.do(p.player, p.options[0].action);
      else break;
    }
    return this.stratagemUses(slug);
  }

  /** Pass every open Stratagem window, and end the Move Units step if it is asked, until `until` holds. */
  passUntil(until: (g: Game) => boolean, limit = 200): void {
    for (let i = 0; i < limit && !until(this) && !this.state.result; i++) {
      const p = this.pending;
      if (p.kind === 'stratagem-window') this.do(p.player, { type: 'pass' });
      else if (p.kind === 'move-units') this.do(p.player, { type: 'end-move-units' });
      else if (p.kind === 'reinforcements') this.do(p.player, { type: 'end-reinforcements' });
      else if (p.kind === 'shoot') this.do(p.player, { type: 'end-shooting' });
      else if (p.kind === 'declare-charge') this.do(p.player, { type: 'end-charges' });
      else throw new Error(`passUntil: cannot pass a ${p.kind} decision`);
    }
  }
}
