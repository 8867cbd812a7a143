import { describe, expect, it } from 'vitest';
import {
  type ArmySetup,
  applyCommand,
  type BattleRecord,
  canonicalJson,
  commandsOf,
  decide,
  evolve,
  type GameState,
  loadBattle,
  newBattle,
  pending,
  Rng,
  randomCommand,
  replay,
  saveBattle,
  seedRng,
  stateHash,
  undo,
  verifyByRedeciding,
} from '../../src/index.js';
import { deepFreeze, Game, HERO, INFANTRY } from './harness.js';

const armies = (): [ArmySetup, ArmySetup] => [
  { name: 'Red', units: [{ datasheet: INFANTRY }, { datasheet: HERO }] },
  { name: 'Blue', units: [{ datasheet: INFANTRY }, { datasheet: HERO }] },
];

/** Play a battle with random bots, returning the record and the commands. */
function botBattle(seed: number, maxCommands = 10_000): { record: BattleRecord; state: GameState } {
  let { record, state } = newBattle({ seed, armies: [...armies()] });
  const rng = new Rng(seedRng(seed + 1000));
  for (let i = 0; i < maxCommands && !state.result; i++) {
    const c = randomCommand(state, rng);
    if (!c) break;
    const r = applyCommand(record, deepFreeze(state), c);
    if (!r.ok) throw new Error(r.reason);
    record = r.record;
    state = r.state;
  }
  return { record, state };
}

describe('battle record and event log', () => {
  it('a new battle is {ruleset, dataHash, seed, initial, events} and waits for the first unit to be set up', () => {
    const { record, state } = newBattle({ seed: 42, armies: [...armies()], dataHash: 'abc' });
    expect(Object.keys(record).sort()).toEqual([
      'dataHash',
      'events',
      'format',
      'initial',
      'ruleset',
      'seed',
      'version',
    ]);
    expect(record).toMatchObject({ ruleset: '10e-core', dataHash: 'abc', seed: 42 });
    // Neither army has anything to declare in Declare Battle Formations: both are passed by.
    expect(record.events.map((e) => e.type)).toEqual([
      'formations-declared',
      'formations-declared',
      'step-ended',
      'step-started',
    ]);
    expect(pending(state)).toMatchObject({ player: 0, kind: 'deploy-unit' });
  });

  it('evolve never mutates its input (states are deep-frozen) and returns a new state', () => {
    const g = new Game({
      armies: [...armies()],
      positions: { p1u1: { x: 10, y: 10 }, p1u2: { x: 20, y: 10 }, p2u1: { x: 40, y: 30 } },
      phase: 'movement',
    });
    const before = canonicalJson(g.state);
    g.do(0, { type: 'remain-stationary', unit: 'p1u1' });
    expect(g.state.units.p1u1?.history.movement).toBe('remain-stationary');
    expect(canonicalJson(replay(g.record, g.record.events.length - g.last.length))).toBe(before);
  });

  it('evolve rejects an event out of sequence', () => {
    const { state } = newBattle({ seed: 1, armies: [...armies()] });
    expect(() => evolve(state, { type: 'battle-started', seq: 9 })).toThrow('event 9 applied to state at 4');
  });

  it('the same seed and commands give a byte-identical log; a saved battle replays to the same state hash', () => {
    const a = botBattle(7);
    const b = botBattle(7);
    expect(a.state.result).not.toBeNull();
    expect(saveBattle(a.record)).toBe(saveBattle(b.record));
    const loaded = loadBattle(saveBattle(a.record));
    expect(stateHash(loaded.state)).toBe(stateHash(a.state));
    expect(loaded.finalHash).toBe(stateHash(a.state));
    expect(verifyByRedeciding(a.record)).toEqual({ firstDifference: -1 });
    expect(botBattle(8).record.events.length).not.toBe(0);
    expect(saveBattle(botBattle(8).record)).not.toBe(saveBattle(a.record));
  });

  it('replays to any event index without rolling dice', () => {
    const { record } = botBattle(3);
    const mid = Math.floor(record.events.length / 2);
    const s = replay(record, mid);
    expect(s.seq).toBe(mid);
    const rngEvents = record.events.slice(0, mid).filter((e) => e.type === 'rng-advanced');
    const lastRng = rngEvents[rngEvents.length - 1];
    if (lastRng?.type === 'rng-advanced') expect(s.rng).toEqual(lastRng.rng);
  });

  it('undo cuts the log back before the last command', () => {
    const g = new Game({
      armies: [...armies()],
      positions: { p1u1: { x: 10, y: 10 }, p2u1: { x: 40, y: 30 } },
      phase: 'movement',
    });
    const before = g.state.seq;
    g.do(0, { type: 'remain-stationary', unit: 'p1u1' });
    const cut = undo(g.record);
    expect(cut.events.length).toBe(before);
    expect(stateHash(replay(cut))).toBe(stateHash(replay(g.record, before)));
    expect(commandsOf(cut)).toEqual([]);
  });

  it('rejects a stale command (made against an older state) and changes nothing', () => {
    const g = new Game({
      armies: [...armies()],
      positions: { p1u1: { x: 10, y: 10 }, p2u1: { x: 40, y: 30 } },
      phase: 'movement',
    });
    const seq = g.state.seq;
    g.do(0, { type: 'remain-stationary', unit: 'p1u1' });
    expect(g.rejects(0, { type: 'end-move-units' }, seq)).toBe(
      `stale command: it was made at event ${seq}, the battle is at event ${g.state.seq}`,
    );
  });

  it('injected dice are used before the PRNG and still appear in the events', () => {
    const g = new Game({
      armies: [...armies()],
      positions: { p1u1: { x: 10, y: 10 }, p2u1: { x: 40, y: 30 } },
      phase: 'movement',
      dice: [4],
    });
    const events = g.do(0, { type: 'advance', unit: 'p1u1' });
    expect(g.find('dice-rolled', events)).toEqual([
      expect.objectContaining({ kind: 'advance', unit: 'p1u1', faces: [4] }),
    ]);
    expect(events[events.length - 1]).toMatchObject({ type: 'rng-advanced', injectedUsed: 1, rng: seedRng(1) });
    expect(g.state.injectedDice).toEqual([]);
  });

  it('rejects a malformed command with the field at fault', () => {
    const { state } = newBattle({ seed: 1, armies: [...armies()] });
    const r = decide(state, {
      seq: state.seq,
      player: 0,
      action: { type: 'deploy', unit: 'p1u1', positions: { p1u1m1: { x: 'a' } } } as never,
    });
    expect(r).toMatchObject({ ok: false });
    expect(r.ok ? '' : r.reason).toMatch(/^malformed command: action\.positions\.p1u1m1\.x: /);
  });

  it('loading a damaged file says where', () => {
    expect(() => loadBattle('{"format":"x"}', 'b.json')).toThrow(/not a saved battle/);
    const { record } = botBattle(2, 30);
    const bad = { ...record, events: record.events.map((e, i) => (i === 3 ? { ...e, seq: 99 } : e)) };
    expect(() => loadBattle(JSON.stringify(bad), 'b.json')).toThrow('event 4 (');
  });
});
