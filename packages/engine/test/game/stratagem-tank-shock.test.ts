import { describe, expect, it } from 'vitest';
import { suggestMove } from '../../src/index.js';
import { row, TANK, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Tank Shock (1CP): just after a VEHICLE unit of yours ends a Charge move, pick an enemy unit within
 * Engagement Range and a VEHICLE model within its Engagement Range; roll as many D6 as that model's
 * Toughness: each 5+ is a mortal wound on the enemy unit (at most 6).
 */
describe('Tank Shock', () => {
  it('rolls D6 equal to the VEHICLE’s Toughness; each 5+ is a mortal wound, at most 6', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: TANK }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }] },
      ],
      positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 5, 17, 17) },
      phase: 'charge',
      cp: [1, 0],
      // Charge 6+6; ten Tank Shock dice (Toughness 10): seven 5+ -> 6 mortal wounds.
      dice: [6, 6, 5, 6, 5, 6, 5, 6, 5, 1, 2, 3],
    });
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    // Keep the CP: no Command Re-roll of the Charge roll.
    expect(g.labels()).toEqual(['Command Re-roll (1CP, Core) on Tank (6+6)', 'pass']);
    g.passWindows();
    g.do(0, suggestMove(g.state) as never);
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    const offer = g.pending.options[0];
    expect(offer?.kind === 'choice' && offer.action).toEqual({
      type: 'use-stratagem',
      stratagem: 'core/tank-shock',
      target: 'p1u1',
      model: 'p1u1m1',
      enemy: 'p2u1',
    });
    g.choose('Tank Shock');
    expect(g.find('dice-rolled')[0]).toMatchObject({ kind: 'tank-shock', faces: [5, 6, 5, 6, 5, 6, 5, 1, 2, 3] });
    expect(g.find('mortal-wounds')[0]).toMatchObject({ unit: 'p2u1', amount: 6, source: 'Tank Shock' });
    // Five 1-wound models: the unit is destroyed and the sixth mortal wound is lost.
    expect(g.state.units.p2u1?.models.every((m) => m.destroyed)).toBe(true);
  });
});
