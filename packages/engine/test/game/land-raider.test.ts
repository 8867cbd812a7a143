import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The seed 002 Land Raider's Damaged bracket and Deadly Demise in the game (issue 13): neither needs a
 * definition of its own. The bracket is the datasheet's `damaged` field (-1 to hit, game/attacks/eligibility.ts),
 * Deadly Demise its CORE ability (game/damage.ts).
 */

// Seed 002: "DAMAGED: 1-5 WOUNDS REMAINING. While this model has 1-5 wounds remaining, each time this model makes an
// attack, subtract 1 from the Hit roll." "CORE: Deadly Demise D6". Godhammer lascannon 48" A2 BS3+ S12 AP-3 D6+1.
const LAND_RAIDER = quickDatasheet(
  't:land-raider',
  'Land Raider',
  [{ M: 10, T: 12, Sv: 2, W: 16, Ld: 6, OC: 5, base: { kind: 'hull' } }],
  {
    faction: 'Grey Knights',
    keywords: ['VEHICLE', 'TRANSPORT', 'SMOKE', 'IMPERIUM', 'LAND RAIDER'],
    weapons: [{ name: 'Godhammer lascannon', range: 48, A: 2, skill: 3, S: 12, AP: -3, D: 'D6+1' }],
    core: ['Deadly Demise D6'],
    damaged: {
      min: 1,
      max: 5,
      text: 'While this model has 1-5 wounds remaining, each time this model makes an attack, subtract 1 from the Hit roll.',
    },
    transport: { capacity: 12, allowed: ['GREY KNIGHTS INFANTRY'] },
  },
);
const KILLERS = quickDatasheet('t:killers', 'Killers', [{ M: 6, W: 2, base: 40 }], {
  weapons: [{ name: 'Demolisher', range: 24, A: 1, skill: 2, S: 14, AP: -4, D: 12 }],
});

function shootWith(wounds: number, dice: number[]) {
  const g = new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: LAND_RAIDER }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 10, 12, 34, 1.2) },
    wounds: { p1u1m1: wounds },
    phase: 'shooting',
    cp: [0, 0],
    dice,
  });
  return g.do(0, {
    type: 'shoot',
    unit: 'p1u1',
    attacks: [{ model: 'p1u1m1', weapon: 'Godhammer lascannon', target: 'p2u1' }],
  });
}

describe('the Land Raider (seed 002)', () => {
  it('Damaged 1-5 wounds remaining: subtract 1 from the Hit roll (a 3 misses at 5 wounds, hits at 6)', () => {
    // Two Hit rolls of 3 against BS 3+.
    const healthy = shootWith(6, [3, 3, 1, 1]);
    const damaged = shootWith(5, [3, 3]);
    const hits = (events: ReturnType<typeof shootWith>) =>
      events.filter((e) => e.type === 'hits-scored').map((e) => (e as { hits: number }).hits);
    expect(hits(healthy)).toEqual([2]);
    expect(hits(damaged)).toEqual([0]);
  });

  it('Deadly Demise D6: destroyed, on a 6 each unit within 6" suffers D6 mortal wounds', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: LAND_RAIDER }, { datasheet: GUARD }] },
        { name: 'Blue', units: [{ datasheet: KILLERS }] },
      ],
      positions: { p1u1: { x: 20, y: 10 }, p1u2: row('p1u2', 10, 12, 17, 1.2), p2u1: { x: 20, y: 30 } },
      wounds: { p1u1m1: 5 },
      active: 1,
      phase: 'shooting',
      cp: [0, 0],
      // Hit 2; wound 3 (S14 against T12: 3+); the Land Raider's 2+ save at AP-4 is a 6+: 5 fails; 12 damage
      // destroys it; Deadly Demise 6; the Guard within 6": D6 = 4 mortal wounds.
      dice: [2, 3, 5, 6, 4],
    });
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Demolisher', target: 'p1u1' }] });
    expect(g.find('dice-rolled', g.record.events).map((e) => [e.kind, e.faces, e.unit])).toEqual([
      ['hit', [2], 'p2u1'],
      ['wound', [3], 'p2u1'],
      ['save', [5], 'p1u1'],
      ['deadly-demise', [6], 'p1u1'],
      ['mortal-wounds', [4], 'p1u2'],
    ]);
    expect(g.find('mortal-wounds', g.record.events)).toMatchObject([
      { unit: 'p1u2', amount: 4, source: 'Deadly Demise (p1u1m1)' },
    ]);
    expect(g.state.units.p1u2?.models.filter((m) => m.destroyed).length).toBe(4);
  });
});
