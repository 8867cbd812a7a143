import { describe, expect, it } from 'vitest';
import { type ArmySetup, describeEvents, replay, stateHash, takeBack } from '../../src/index.js';
import { GUARD, MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

const armies: [ArmySetup, ArmySetup] = [
  { name: 'Red', units: [{ datasheet: MARINES }] },
  { name: 'Blue', units: [{ datasheet: GUARD }] },
];

function shooting(dice: number[]) {
  return new Game({
    armies,
    positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', 10, 10, 30, 1.2) },
    phase: 'shooting',
    dice,
  });
}

describe('the log in words', () => {
  it('says who rolled what, the hits, wounds, saves and casualties, with the faces', () => {
    // The same dice as shooting.test.ts: 7 hits of 10 (2 critical), 5 wounds, 5 saves (two passed).
    const g = shooting([1, 2, 3, 4, 5, 6, 3, 3, 2, 6, 1, 3, 4, 2, 6, 5, 3, 5, 1, 6, 2, 4]);
    const before = g.state;
    const opt = g.pending.options[0];
    if (opt?.kind !== 'choice') throw new Error('expected a choice');
    const events = g.do(0, opt.action);
    const words = describeEvents(before, events);
    expect(words).toContain('Marines (p1u1) shoots at Guard (p2u1)');
    expect(words).toContain('player 1 rolls hit for Marines (p1u1): [1 2 3 4 5 6 3 3 2 6]');
    expect(words).toContain('player 1 rolls wound for Marines (p1u1): [1 3 4 2 6 5 3]');
    expect(words.filter((w) => w.includes('armour save 5+'))).toEqual([
      'p2u1m10: armour save 5+ rolled 5, saved',
      'p2u1m10: armour save 5+ rolled 1, failed',
      'p2u1m9: armour save 5+ rolled 6, saved',
      'p2u1m9: armour save 5+ rolled 2, failed',
      'p2u1m8: armour save 5+ rolled 4, failed',
    ]);
    expect(words.some((w) => /7 of 10 attacks hit \(2 critical\)/.test(w))).toBe(true);
    // Bookkeeping (command-accepted, rng-advanced, cursors) has no words.
    expect(words.length).toBeLessThan(events.length);
  });
});

describe('takeBack: undo for local play where the rules allow it', () => {
  it('takes back a move (no dice): the state is the one before it, hash and all', () => {
    const g = new Game({
      armies,
      positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', 10, 10, 36, 1.2) },
      phase: 'movement',
    });
    const hash = stateHash(g.state);
    const paths = Object.fromEntries(
      (g.state.units.p1u1?.models ?? []).map((m) => [m.id, [{ x: (m.pos?.x ?? 0) + 0, y: (m.pos?.y ?? 0) + 3 }]]),
    );
    g.do(0, { type: 'normal-move', unit: 'p1u1', paths });
    const t = takeBack(g.record, 0);
    expect(t.ok).toBe(true);
    if (!t.ok) return;
    expect(stateHash(replay(t.record))).toBe(hash);
    // Player 2 may not take back past player 1's move.
    expect(takeBack(g.record, 1)).toEqual({ ok: false, reason: 'player 1 has answered since your last command' });
  });

  it('refuses once dice were rolled: "the roll stands"', () => {
    const g = shooting([1, 2, 3, 4, 5, 6, 3, 3, 2, 6, 1, 3, 4, 2, 6, 5, 3, 5, 1, 6, 2, 4]);
    const opt = g.pending.options[0];
    if (opt?.kind !== 'choice') throw new Error('expected a choice');
    g.do(0, opt.action);
    expect(takeBack(g.record, 0)).toEqual({
      ok: false,
      reason: 'dice were rolled since your last command: the roll stands',
    });
  });
});
