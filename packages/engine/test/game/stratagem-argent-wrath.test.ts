import { describe, expect, it } from 'vitest';
import { suggestMove } from '../../src/index.js';
import { row, TANK, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Argent Wrath (Sanctic Spearhead, 1CP): just after a VEHICLE unit of yours ends a Charge move, "Each
 * enemy unit within 3" of your unit must take a Battle-shock test, subtracting 1 from that test."
 */
describe('Argent Wrath', () => {
  it('each enemy unit within 3" tests at -1: 3+4-1 = 6 fails against Leadership 7+ (Battle-shocked)', () => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Grey Knights',
          detachment: 'Sanctic Spearhead',
          units: [{ datasheet: TANK }],
        },
        { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: TARGET5 }] },
      ],
      // The second Targets stand far off (more than 3" from the Tank after its charge).
      positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 5, 17, 17), p2u2: row('p2u2', 5, 17, 40) },
      phase: 'charge',
      cp: [2, 0],
      // Charge 6+6; the one Battle-shock test: 3 and 4.
      dice: [6, 6, 3, 4],
    } as never);
    // (Force Wave is offered at the start of the Charge phase: passed.)
    g.passWindows();
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    g.passWindows();
    g.do(0, suggestMove(g.state) as never);
    g.choose('Argent Wrath');
    expect(g.find('stratagem-used')[0]).toMatchObject({ name: 'Argent Wrath', cp: 1, target: 'p1u1', manual: false });
    const tests = g.find('battle-shock-test');
    expect(tests).toHaveLength(1);
    expect(tests[0]).toMatchObject({ unit: 'p2u1', faces: [3, 4], total: 6, leadership: 7, passed: false });
    expect(g.find('effect-added')[0]?.effect).toMatchObject({
      kind: 'battle-shocked',
      unit: 'p2u1',
      until: { kind: 'next-command-phase', player: 1 },
    });
  });
});
