import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Smokescreen (1CP): in the opponent's Shooting phase, just after an enemy unit has selected its
 * targets, one of your SMOKE units it targets has the Benefit of Cover and Stealth until the end of the
 * phase (-1 to hit, +1 to armour saves).
 */
const RHINO = quickDatasheet('t:rhino', 'Rhino', [{ M: 12, T: 9, Sv: 4, W: 10, base: { kind: 'hull' } }], {
  keywords: ['VEHICLE', 'SMOKE'],
  weapons: [ccw],
});

describe('Smokescreen', () => {
  it('a SMOKE unit targeted gets Stealth (-1 to hit) and cover', () => {
    // Two rifle attacks: Hit rolls 3 (misses with -1) and 4 (hits); wound 5 (S4 vs T9: 6+) fails.
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: RHINO }] },
      ],
      positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: { x: 14, y: 26 } },
      phase: 'shooting',
      cp: [0, 1],
      dice: [3, 4, 5],
    });
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Bolt rifle', target: 'p2u1' }] });
    expect(g.labels()).toEqual(['Smokescreen (1CP, Core) on Rhino', 'pass']);
    g.choose('Smokescreen');
    expect(g.find('effect-added')[0]?.effect.grants).toEqual([{ kind: 'cover' }, { kind: 'stealth' }]);
    expect(g.find('hits-scored')[0]).toMatchObject({ attacks: 2, hits: 1 });
  });
});
