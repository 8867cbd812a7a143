import { describe, expect, it } from 'vitest';
import { GUARD, MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Fire Overwatch (1CP, once per turn): in the opponent's Movement or Charge phase, when an enemy unit
 * starts or ends a move, is set up, or declares a charge, a unit within 24" that could shoot it does so
 * as in its Shooting phase, hitting only on unmodified 6s.
 */
function game(dice: number[], phase: 'movement' | 'charge' = 'movement') {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: GUARD }] },
      { name: 'Blue', units: [{ datasheet: MARINES }] },
    ],
    positions: { p1u1: row('p1u1', 10, 33.5, 20, 1.2), p2u1: row('p2u1', 5, 34, 34) },
    phase,
    cp: [0, 2],
    dice,
  });
}
const forward = Object.fromEntries(
  Object.entries(row('p1u1', 10, 33.5, 20, 1.2)).map(([id, p]) => [id, [{ x: p.x, y: p.y + 3 }]]),
);

describe('Fire Overwatch', () => {
  it('when an enemy unit starts a move: shoot it, hitting only on 6s; the move then goes ahead', () => {
    // Five bolt rifles x2 attacks: Hit rolls 6,5,3,6,1,2,4,5,6,3 -> only the three 6s hit; wounds 1,1,1.
    const g = game([6, 5, 3, 6, 1, 2, 4, 5, 6, 3, 1, 1, 1]);
    g.do(0, { type: 'normal-move', unit: 'p1u1', paths: forward });
    expect(g.pending).toMatchObject({ player: 1, kind: 'stratagem-window' });
    expect(g.labels()).toEqual(['Fire Overwatch (1CP, Core) on Marines', 'pass']);
    g.choose('Fire Overwatch');
    expect(g.pending).toMatchObject({ player: 1, kind: 'overwatch' });
    // The Command Re-roll windows after each roll are passed.
    const ev = [...g.choose('every weapon'), ...g.passWindows()];
    expect(g.find('attacks-declared', ev)[0]).toMatchObject({ unit: 'p2u1', overwatch: true });
    expect(g.find('hits-scored', ev)[0]).toMatchObject({ attacks: 10, hits: 3, critical: 3 });
    expect(g.find('unit-moved', ev)[0]).toMatchObject({ unit: 'p1u1', kind: 'normal' });
    expect(g.state.players[1].cp).toBe(1);
    // Once per turn: the end of this move offers it no more; the Shooting phase follows.
    expect(g.state.stratagemUses.map((u) => u.stratagem)).toEqual(['core/fire-overwatch']);
    expect(g.pending).toMatchObject({ player: 0, kind: 'shoot' });
  });

  it('is offered when an enemy unit declares a charge, before the Charge roll', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: MARINES }] },
      ],
      positions: { p1u1: row('p1u1', 5, 10, 20), p2u1: row('p2u1', 5, 10, 28) },
      phase: 'charge',
      cp: [0, 1],
      dice: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    });
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    expect(g.pending).toMatchObject({ player: 1, kind: 'stratagem-window' });
    g.choose('Fire Overwatch');
    g.choose('every weapon');
    const kinds = g.find('dice-rolled').map((e) => e.kind);
    expect(kinds[0]).toBe('hit');
    expect(kinds[kinds.length - 1]).toBe('charge');
  });

  it('a unit that cannot reach the enemy unit with any weapon is not offered', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: GUARD }] },
        { name: 'Blue', units: [{ datasheet: MARINES }] },
      ],
      positions: { p1u1: row('p1u1', 10, 10, 4, 1.2), p2u1: row('p2u1', 5, 10, 40) },
      phase: 'movement',
      cp: [0, 2],
    });
    g.do(0, { type: 'normal-move', unit: 'p1u1', paths: {} });
    expect(g.pending.kind).toBe('move-units');
  });
});
