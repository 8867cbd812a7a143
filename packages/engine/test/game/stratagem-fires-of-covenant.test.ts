import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row, TANK } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Fires of Covenant (Grey Knights, Warpbane Task Force, the 2025-11 export), 1CP: "WHEN: Start of your opponent’s
 * Movement phase. TARGET: One GREY KNIGHTS INFANTRY unit from your army. EFFECT: Until the end of the phase, each time
 * an enemy unit is set up or ends a Normal, Advance or Fall Back move within 6" of your unit, roll one D6, adding 2 to
 * the result if your unit is wholly within your army’s Hallowed Ground: on a 4+, that enemy unit suffers D3 mortal
 * wounds."
 */
const STRIKE = quickDatasheet('t:strike', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
  minModels: 5,
  weapons: [ccw],
  keywords: ['GREY KNIGHTS', 'INFANTRY', 'PSYKER'],
});
const DREAD = quickDatasheet('t:dread', 'Dreadknight', [{ M: 8, T: 8, Sv: 2, W: 12, base: 60 }], {
  weapons: [ccw],
  keywords: ['GREY KNIGHTS', 'VEHICLE', 'PSYKER'],
});

const shift = (g: Game, unit: string, dy: number) =>
  Object.fromEntries(
    (g.state.units[unit]?.models ?? []).flatMap((m) => (m.pos ? [[m.id, [{ x: m.pos.x, y: m.pos.y + dy }]]] : [])),
  );

const fires = (g: Game) => g.stratagemUses('fires-of-covenant');
const mortal = (g: Game) => g.find('mortal-wounds', g.record.events).map((e) => [e.unit, e.amount, e.source]);
const rolled = (g: Game) =>
  g
    .find('dice-rolled', g.record.events)
    .filter((e) => e.kind === 'mortal-wounds')
    .map((e) => [e.unit, e.faces]);
const alive = (g: Game, unit: string) => g.state.units[unit]?.models.filter((m) => !m.destroyed).length;

/**
 * Blue's Command phase, battle round 2, then its Movement phase: Red's Strike Squad p1u1 (row from (10, y)) and
 * Dreadknight p1u2 (not INFANTRY, far away); Blue's Guard squads and units as given.
 */
function game(y: number, blue: Record<string, Record<string, { x: number; y: number }> | { x: number; y: number }>) {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment: 'Warpbane Task Force',
        units: [{ datasheet: STRIKE }, { datasheet: DREAD }],
      },
      {
        name: 'Blue',
        units: [{ datasheet: GUARD }, { datasheet: GUARD }, { datasheet: GUARD }, { datasheet: TANK }],
      },
    ],
    positions: { p1u1: row('p1u1', 5, 10, y), p1u2: { x: 55, y: 5 }, ...blue },
    round: 2,
    phase: 'command',
    active: 1,
    cp: [0, 0],
  });
  g.passUntil((x) => fires(x).length > 0 || x.state.flow.phase === 'shooting');
  return g;
}

describe('Fires of Covenant', () => {
  it('at the start of the opponent’s Movement phase, for the INFANTRY unit; a D6 each time an enemy unit ends a move within 6"', () => {
    // Guard p2u1 (y 28) moves to y 25 (3.88" from the Strike Squad), p2u2 (x 40) moves far off, p2u3 (y 30) to y 27
    // (5.88" away); the Tank p2u4 stays where it is.
    const g = game(20, {
      p2u1: row('p2u1', 10, 10, 28, 1.2),
      p2u2: row('p2u2', 10, 40, 28, 1.2),
      p2u3: row('p2u3', 10, 1, 30, 1.2),
      p2u4: { x: 45, y: 40 },
    });
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(g.state.flow).toMatchObject({ phase: 'movement', at: 'phase-start' });
    // Only the INFANTRY unit (not the Dreadknight).
    expect(fires(g)).toEqual([
      { type: 'use-stratagem', stratagem: 'warpbane-task-force/fires-of-covenant', target: 'p1u1' },
    ]);
    g.do(0, fires(g)[0] as Action);
    expect(g.find('stratagem-used')[0]).toMatchObject({ name: 'Fires of Covenant', cp: 1, manual: false });
    expect(g.find('effect-added')[0]?.effect).toMatchObject({
      unit: 'p1u1',
      rule: 'grey-knights/warpbane-task-force/fires-of-covenant',
      until: { kind: 'end-of-phase' },
    });
    expect(g.state.players[0].cp).toBe(0);
    g.passUntil((x) => x.pending.kind === 'move-units');
    // The D6 4 (a 4+), then the D3 5 (3): 3 mortal wounds, three Guardsmen slain.
    g.withDice(4, 5);
    g.do(1, { type: 'normal-move', unit: 'p2u1', paths: shift(g, 'p2u1', -3) });
    g.passWindows();
    expect(mortal(g)).toEqual([['p2u1', 3, 'Fires of Covenant']]);
    expect(alive(g, 'p2u1')).toBe(7);
    // More than 6" away: no roll.
    g.do(1, { type: 'normal-move', unit: 'p2u2', paths: shift(g, 'p2u2', -3) });
    g.passWindows();
    // The D6 3: no mortal wounds.
    g.withDice(3);
    g.do(1, { type: 'normal-move', unit: 'p2u3', paths: shift(g, 'p2u3', -3) });
    g.passWindows();
    expect(rolled(g)).toEqual([
      ['p2u1', [4]],
      ['p2u1', [5]],
      ['p2u3', [3]],
    ]);
    expect(mortal(g)).toEqual([['p2u1', 3, 'Fires of Covenant']]);
    expect(alive(g, 'p2u3')).toBe(10);
    // It ends with the phase.
    g.passUntil((x) => x.state.flow.phase === 'shooting');
    expect(g.state.effects.filter((e) => e.rule?.endsWith('fires-of-covenant'))).toEqual([]);
  });

  it('"adding 2 to the result if your unit is wholly within your army’s Hallowed Ground": a 2 is enough', () => {
    // The Strike Squad at y 10, wholly within Red's deployment zone; Guard p2u1 (y 18) moves to y 16 (4.88" away).
    const g = game(10, {
      p2u1: row('p2u1', 10, 10, 18, 1.2),
      p2u2: row('p2u2', 10, 40, 38, 1.2),
      p2u3: row('p2u3', 10, 1, 40, 1.2),
      p2u4: { x: 45, y: 30 },
    });
    g.do(0, fires(g)[0] as Action);
    g.passUntil((x) => x.pending.kind === 'move-units');
    // The D6 2 (+2: 4), then the D3 1 (1).
    g.withDice(2, 1);
    g.do(1, { type: 'normal-move', unit: 'p2u1', paths: shift(g, 'p2u1', -2) });
    expect(rolled(g)).toEqual([
      ['p2u1', [2]],
      ['p2u1', [1]],
    ]);
    expect(mortal(g)).toEqual([['p2u1', 1, 'Fires of Covenant']]);
    expect(alive(g, 'p2u1')).toBe(9);
  });

  it('"each time an enemy unit is set up ... within 6"": a unit disembarking within 6" of it', () => {
    // The Tank p2u4 at (30, 28) carries Guard p2u3; it disembarks south of the hull, 3.78" from the Strike Squad
    // (row from (24, 19)).
    const g = new Game({
      armies: [
        { name: 'Red', faction: 'Grey Knights', detachment: 'Warpbane Task Force', units: [{ datasheet: STRIKE }] },
        { name: 'Blue', units: [{ datasheet: TANK }, { datasheet: GUARD }] },
      ],
      positions: { p1u1: row('p1u1', 5, 24, 19), p2u1: { x: 30, y: 28 } },
      embarked: { p2u2: 'p2u1' },
      round: 2,
      phase: 'command',
      active: 1,
      cp: [0, 0],
    });
    g.passUntil((x) => fires(x).length > 0 || x.state.flow.phase === 'shooting');
    g.do(0, fires(g)[0] as Action);
    g.passUntil((x) => x.pending.kind === 'move-units');
    const positions = Object.fromEntries([
      ...Array.from({ length: 5 }, (_, i) => [`p2u2m${i + 1}`, { x: 27.5 + i, y: 24.9 }]),
      ...Array.from({ length: 5 }, (_, i) => [`p2u2m${i + 6}`, { x: 27.5 + i, y: 23.9 }]),
    ]);
    // The D6 6, then the D3 6 (3).
    g.withDice(6, 6);
    g.do(1, { type: 'disembark', unit: 'p2u2', positions });
    expect(g.find('unit-disembarked')[0]).toMatchObject({ unit: 'p2u2', when: 'before' });
    expect(rolled(g)).toEqual([
      ['p2u2', [6]],
      ['p2u2', [6]],
    ]);
    expect(mortal(g)).toEqual([['p2u2', 3, 'Fires of Covenant']]);
    expect(alive(g, 'p2u2')).toBe(7);
  });
});
