import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * HERO’S TREAD (Questoris Companions, 1CP, seed 003 / the 2025-11 export): "WHEN: End of your Command phase. TARGET:
 * One IMPERIAL KNIGHTS TITANIC model from your army that is within range of an objective marker you control. EFFECT:
 * Your Level of Control over that objective marker is 5 (unless it would otherwise be higher), until your opponent’s
 * Level of Control over that objective marker is greater than yours at the end of a phase."
 *
 * Take and Hold: objective 4 ('home-1') at (20, 6).
 */
const KNIGHT = quickDatasheet('t:knight', 'Knight Errant', [{ M: 10, T: 11, Sv: 3, W: 22, OC: 1, base: 100 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [],
});
const red = {
  name: 'Red',
  faction: 'Imperial Knights',
  detachment: 'Questoris Companions',
  units: [{ datasheet: KNIGHT }],
};

describe('Hero’s Tread', () => {
  it('at the end of the Command phase; the Knight (OC 1) walks off: Red’s Level of Control stays 5, Red keeps it', () => {
    const g = new Game({
      armies: [red, { name: 'Blue', units: [{ datasheet: GUARD }] }] as never,
      positions: { p1u1: { p1u1m1: { x: 20, y: 8 } }, p2u1: row('p2u1', 10, 15, 40, 1.2) },
      round: 2,
      phase: 'command',
      active: 0,
      firstPlayer: 0,
      cp: [3, 3],
    });
    g.passUntil((x) => x.stratagemUses('questoris-companions/heros-tread').length > 0, 20);
    expect(g.state.flow.phase).toBe('command');
    const use = g.stratagemUses('questoris-companions/heros-tread');
    expect(use).toEqual([{ type: 'use-stratagem', stratagem: 'questoris-companions/heros-tread', target: 'p1u1' }]);
    const events = g.do(0, use[0] as Action);
    expect(g.find('counter-set', events).map((e) => [e.holder, e.counter, e.value])).toEqual([
      ['player-1', 'control-floor-4', 5],
    ]);
    g.passUntil((x) => x.pending.kind === 'move-units', 20);
    g.do(0, { type: 'normal-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 18 }] } });
    g.passUntil((x) => x.state.flow.phase !== 'movement', 20);
    const control = g.find('objective-control', g.record.events).at(-1);
    expect(control?.levels[3]).toEqual([5, 0]);
    expect(control?.control[3]).toBe(0);
  });

  it('ends at the end of a phase in which the opponent’s Level of Control is greater (Guard: OC 2 each)', () => {
    const g = new Game({
      armies: [red, { name: 'Blue', units: [{ datasheet: GUARD }] }] as never,
      positions: { p1u1: { p1u1m1: { x: 40, y: 20 } }, p2u1: row('p2u1', 10, 15, 7, 1.2) },
      phase: 'movement',
      active: 1,
      cp: [3, 3],
      counters: { 'player-1': { 'control-floor-4': 5 } },
    });
    g.passUntil((x) => x.state.flow.phase !== 'movement', 20);
    const control = g.find('objective-control', g.record.events).at(-1);
    // Seven of the Guard are within range of it: 14.
    expect(control?.levels[3]).toEqual([5, 14]);
    expect(g.find('counter-set', g.record.events).map((e) => [e.holder, e.counter, e.value])).toEqual([
      ['player-1', 'control-floor-4', 0],
    ]);
  });
});
