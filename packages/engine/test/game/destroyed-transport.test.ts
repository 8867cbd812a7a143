import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Deadly Demise and Emergency Disembarkation: a destroyed model with Deadly Demise X rolls a D6; on a 6
 * each unit within 6" suffers X mortal wounds (rolled per unit). Passengers of a destroyed TRANSPORT that
 * cannot set up wholly within 3" set up wholly within 6" and suffer a mortal wound per 1-3.
 */
const BOX = quickDatasheet('t:box', 'Battle Wagon', [{ M: 10, T: 10, Sv: 3, W: 12, base: { kind: 'hull' } }], {
  keywords: ['VEHICLE', 'TRANSPORT'],
  weapons: [ccw],
  transport: { capacity: 10, allowed: ['INFANTRY'] },
  core: ['Deadly Demise D6'],
});
const RIDERS = quickDatasheet('t:riders', 'Riders', [{ M: 6, W: 2, base: 32 }], { minModels: 5, weapons: [ccw] });
const KILLERS = quickDatasheet('t:killers', 'Killers', [{ M: 6, W: 2, base: 40 }], {
  weapons: [{ name: 'Demolisher', range: 24, A: 1, skill: 2, S: 14, AP: -4, D: 12 }, ccw],
});

describe('a destroyed TRANSPORT and Deadly Demise', () => {
  it('Deadly Demise on a 6: each unit within 6" suffers D6 mortal wounds, rolled for each', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: BOX }, { datasheet: GUARD }] },
        { name: 'Blue', units: [{ datasheet: KILLERS }, { datasheet: GUARD }] },
      ],
      positions: {
        p1u1: { x: 20, y: 10 },
        p1u2: row('p1u2', 10, 12, 16, 1.2),
        p2u1: { x: 20, y: 30 },
        p2u2: row('p2u2', 10, 40, 10, 1.2),
      },
      active: 1,
      phase: 'shooting',
      // Hit 2, wound 3 (S14 vs T10: 3+), no save (3+ at AP-4 is 7+), 12 damage; Deadly Demise 6; the
      // Guard nearby: D6 = 3.
      dice: [2, 3, 6, 3],
    });
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Demolisher', target: 'p1u1' }] });
    expect(g.find('dice-rolled').map((e) => [e.kind, e.faces, e.unit])).toEqual([
      ['hit', [2], 'p2u1'],
      ['wound', [3], 'p2u1'],
      ['deadly-demise', [6], 'p1u1'],
      ['mortal-wounds', [3], 'p1u2'],
    ]);
    expect(g.find('mortal-wounds')).toMatchObject([{ unit: 'p1u2', amount: 3, source: 'Deadly Demise (p1u1m1)' }]);
    expect(g.state.units.p1u2?.models.filter((m) => m.destroyed).length).toBe(3);
    expect(g.state.units.p2u2?.models.some((m) => m.destroyed)).toBe(false);
  });

  it('passengers hemmed in make an Emergency Disembarkation: within 6", a mortal wound per 1-3', () => {
    const ring: Record<string, { x: number; y: number }> = {};
    const ring2: Record<string, { x: number; y: number }> = {};
    for (let i = 0; i < 10; i++) {
      ring[`p2u2m${i + 1}`] = { x: 15 + i * 1.1, y: 13.6 };
      ring2[`p2u3m${i + 1}`] = { x: 15 + i * 1.1, y: 6.4 };
    }
    ring.p2u2m11 = { x: 15.1, y: 11.5 };
    ring.p2u2m12 = { x: 15.1, y: 10.4 };
    ring.p2u2m13 = { x: 15.1, y: 9.3 };
    ring2.p2u3m11 = { x: 24.9, y: 11.5 };
    ring2.p2u3m12 = { x: 24.9, y: 10.4 };
    ring2.p2u3m13 = { x: 24.9, y: 9.3 };
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: BOX }, { datasheet: RIDERS }] },
        {
          name: 'Blue',
          units: [
            { datasheet: KILLERS },
            { datasheet: GUARD, models: { Guard: 13 } },
            { datasheet: GUARD, models: { Guard: 13 } },
          ],
        },
      ],
      positions: { p1u1: { x: 20, y: 10 }, p2u1: { x: 30, y: 28 }, p2u2: ring, p2u3: ring2 },
      embarked: { p1u2: 'p1u1' },
      active: 1,
      phase: 'shooting',
      // Demolisher: hit 2, wound 3; Deadly Demise 1; five passengers roll 1, 3, 4, 6, 2: three mortal wounds.
      dice: [2, 3, 1, 1, 3, 4, 6, 2],
    });
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Demolisher', target: 'p1u1' }] });
    expect(g.find('unit-disembarked')[0]).toMatchObject({ unit: 'p1u2', when: 'emergency' });
    expect(g.find('dice-rolled').find((e) => e.kind === 'disembark')?.faces).toEqual([1, 3, 4, 6, 2]);
    expect(g.find('mortal-wounds')).toMatchObject([{ unit: 'p1u2', amount: 3, source: 'Emergency Disembarkation' }]);
    // 3 mortal wounds on 2-wound models: one destroyed, one wounded.
    expect(g.state.units.p1u2?.models.map((m) => m.wounds)).toEqual([2, 2, 2, 1, 0]);
  });
});
