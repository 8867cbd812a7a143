import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { Game, INFANTRY } from './harness.js';

/**
 * Core rules, Normal Moves: "each model in that unit can move a distance in inches less than or equal to
 * its Move (M) characteristic". A unit of one M12 model and one M5 model: the fast one may go 12".
 */
const MIXED = quickDatasheet('test:mixed', 'Mixed', [
  { name: 'Biker', M: 12, W: 2, base: 32 },
  { name: 'Walker', M: 5, W: 2, base: 32 },
]);

function game(): Game {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: MIXED }] },
      { name: 'Blue', units: [{ datasheet: INFANTRY }] },
    ],
    phase: 'movement',
    cp: [0, 0],
    positions: { p1u1: { x: 10, y: 10 }, p2u1: { x: 50, y: 38 } },
  });
}

describe('Movement: each model moves up to its own Move', () => {
  it('an M12 model in an M12 + M5 unit moves 12" (its partner 5"); the M5 model cannot move 6"', () => {
    const g = game();
    const [fast, slow] = g.state.units.p1u1?.models ?? [];
    if (!fast?.pos || !slow?.pos) throw new Error('no models');
    const req = g.pending;
    const schema = req.options.find((o) => o.kind === 'parametric' && o.action === 'normal-move');
    expect(schema).toMatchObject({ schema: { maxDistance: 5 } });
    const models = schema?.kind === 'parametric' && schema.schema.kind === 'paths' ? schema.schema.models : [];
    expect(models.map((m) => m.maxDistance)).toEqual([12, undefined]);
    expect(
      g.rejects(0, {
        type: 'normal-move',
        unit: 'p1u1',
        paths: { [slow.id]: [{ x: slow.pos.x, y: slow.pos.y + 6 }] },
      }),
    ).toBe(`model ${slow.id}: moves 6", more than the 5" allowed`);
    g.do(0, {
      type: 'normal-move',
      unit: 'p1u1',
      // The fast model goes 8.5" out and 3.5" back (12"), ending beside its partner.
      paths: {
        [fast.id]: [
          { x: fast.pos.x, y: fast.pos.y + 8.5 },
          { x: fast.pos.x, y: fast.pos.y + 5 },
        ],
        [slow.id]: [{ x: slow.pos.x, y: slow.pos.y + 5 }],
      },
    });
    expect(g.state.units.p1u1?.models.map((m) => m.pos?.y)).toEqual([fast.pos.y + 5, slow.pos.y + 5]);
  });

  it('Advance adds the roll to each model’s own Move', () => {
    const g = game().withDice(3);
    const [fast, slow] = g.state.units.p1u1?.models ?? [];
    if (!fast?.pos || !slow?.pos) throw new Error('no models');
    g.do(0, { type: 'advance', unit: 'p1u1' });
    g.passWindows();
    expect(
      g.rejects(0, {
        type: 'advance-move',
        unit: 'p1u1',
        paths: {
          [fast.id]: [
            { x: fast.pos.x, y: fast.pos.y + 10.25 },
            { x: fast.pos.x, y: fast.pos.y + 5 },
          ],
          [slow.id]: [{ x: slow.pos.x, y: slow.pos.y + 5 }],
        },
      }),
    ).toBe(`model ${fast.id}: moves 15.5", more than the 15" allowed`);
    g.do(0, {
      type: 'advance-move',
      unit: 'p1u1',
      paths: {
        [fast.id]: [
          { x: fast.pos.x, y: fast.pos.y + 10 },
          { x: fast.pos.x, y: fast.pos.y + 5 },
        ],
        [slow.id]: [
          { x: slow.pos.x, y: slow.pos.y + 6.5 },
          { x: slow.pos.x, y: slow.pos.y + 5 },
        ],
      },
    });
    expect(g.state.units.p1u1?.models.map((m) => m.pos?.y)).toEqual([fast.pos.y + 5, slow.pos.y + 5]);
  });
});
