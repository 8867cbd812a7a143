import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Rapid Ingress (1CP): at the end of the opponent's Movement phase, one of your units in Reserves
 * arrives as in your Reinforcements step (Deep Strike rules if it has them), but never in a battle round
 * it could not arrive in normally.
 */
const DROP = quickDatasheet('t:drop2', 'Drop Squad', [{ M: 6, W: 2, base: 32 }], {
  minModels: 5,
  weapons: [ccw],
  core: ['Deep Strike'],
});

function game(round: number) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: GUARD }] },
      { name: 'Blue', units: [{ datasheet: DROP }, { datasheet: GUARD }] },
    ],
    positions: { p1u1: row('p1u1', 10, 10, 6, 1.2), p2u2: row('p2u2', 10, 30, 38, 1.2) },
    reserves: { p2u1: 'deep-strike' },
    round,
    phase: 'movement',
    cp: [0, 1],
  });
}

describe('Rapid Ingress', () => {
  it('at the end of the opponent’s Movement phase a unit in Reserves arrives by Deep Strike', () => {
    const g = game(2);
    g.do(0, { type: 'end-move-units' });
    expect(g.pending).toMatchObject({ player: 1, kind: 'stratagem-window' });
    expect(g.labels()).toEqual(['Rapid Ingress (1CP, Core) on Drop Squad', 'pass']);
    g.choose('Rapid Ingress');
    expect(g.pending).toMatchObject({ player: 1, kind: 'arrive' });
    expect(
      g.rejects(1, { type: 'arrive', unit: 'p2u1', positions: row('p2u1', 5, 10, 12), method: 'deep-strike' }),
    ).toBe('model p2u1m1: not more than 9" horizontally from every enemy model');
    g.do(1, { type: 'arrive', unit: 'p2u1', positions: row('p2u1', 5, 10, 20), method: 'deep-strike' });
    expect(g.find('unit-arrived')[0]).toMatchObject({ unit: 'p2u1', method: 'deep-strike' });
    expect(g.state.players[1].cp).toBe(0);
    expect(g.state.flow.phase).not.toBe('movement');
  });

  it('is not offered in the first battle round', () => {
    const g = game(1);
    g.do(0, { type: 'end-move-units' });
    expect(g.find('window-opened')).toEqual([]);
  });
});
