import { describe, expect, it } from 'vitest';
import { suggestMove } from '../../src/index.js';
import { MARINES, row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Heroic Intervention (1CP): in the opponent's Charge phase, just after an enemy unit ends a Charge
 * move, one of your units within 6" of it that could declare a charge against it does so, and resolves
 * it as in its Charge phase, without the Charge bonus.
 */
describe('Heroic Intervention', () => {
  it('a unit within 6" counter-charges the charger, with no Charge bonus', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: MARINES }] },
      ],
      positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', 5, 10, 16), p2u2: row('p2u2', 5, 20, 19) },
      phase: 'charge',
      cp: [0, 1],
      dice: [4, 4, 3, 3],
    });
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    // Player 2 declines Fire Overwatch (keeping the CP).
    expect(g.labels()).toEqual(['Fire Overwatch (1CP, Core) on Marines', 'pass']);
    g.passWindows();
    g.do(0, suggestMove(g.state) as never);
    expect(g.pending).toMatchObject({ player: 1, kind: 'stratagem-window' });
    expect(g.labels()).toEqual(['Heroic Intervention (1CP, Core) on Marines', 'pass']);
    g.choose('Heroic Intervention');
    expect(g.find('charge-declared')[0]).toMatchObject({ unit: 'p2u2', targets: ['p1u1'] });
    expect(g.find('dice-rolled')[0]).toMatchObject({ kind: 'charge', player: 1, unit: 'p2u2', faces: [3, 3] });
    expect(g.pending).toMatchObject({ player: 1, kind: 'charge-move' });
    g.do(1, suggestMove(g.state) as never);
    expect(g.find('charge-moved')[0]).toMatchObject({ unit: 'p2u2', bonus: false });
    expect(g.state.units.p2u2?.history).toMatchObject({ charged: true });
    expect(g.state.units.p2u2?.history.chargeBonus).toBeUndefined();
  });
});
