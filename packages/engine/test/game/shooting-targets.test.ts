import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, MARINES, row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/** Targeting rules: Lone Operative (12"), Blast never into units engaged with the attacker's army. */
const LONE = quickDatasheet('t:lone', 'Assassin', [{ M: 6, W: 4, base: 32 }], {
  keywords: ['INFANTRY', 'CHARACTER'],
  core: ['Lone Operative'],
  weapons: [ccw],
});
const MORTARS = quickDatasheet('t:mortar', 'Mortar Team', [{ M: 6, W: 2, base: 40 }], {
  weapons: [
    { name: 'Mortar', range: 48, A: 'D6', skill: 4, S: 5, AP: 0, D: 1, abilities: '[blast, heavy, indirect fire]' },
    ccw,
  ],
});

describe('shooting targets', () => {
  it('a Lone Operative can only be targeted from within 12"', () => {
    const far = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: LONE }, { datasheet: GUARD }] },
      ],
      positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: { x: 13, y: 24 }, p2u2: row('p2u2', 10, 30, 30, 1.2) },
      phase: 'shooting',
    });
    expect(far.labels()).not.toContain('Marines (p1u1) shoots Assassin (p2u1) with 5 weapon(s)');
    expect(
      far.rejects(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [{ model: 'p1u1m3', weapon: 'Bolt rifle', target: 'p2u1' }],
      }),
    ).toBe('attack 1: p2u1 is a Lone Operative more than 12" away');
    const near = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: LONE }, { datasheet: GUARD }] },
      ],
      positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: { x: 13, y: 21 }, p2u2: row('p2u2', 10, 30, 30, 1.2) },
      phase: 'shooting',
    });
    expect(near.labels()).toContain('Marines (p1u1) shoots Assassin (p2u1) with 5 weapon(s)');
  });

  it('Blast weapons cannot target a unit within Engagement Range of a unit from the attacker’s army', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MORTARS }, { datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: GUARD }] },
      ],
      positions: {
        p1u1: { x: 10, y: 4 },
        p1u2: row('p1u2', 5, 30, 20),
        p2u1: row('p2u1', 5, 30, 21.9),
        p2u2: row('p2u2', 10, 5, 30, 1.2),
      },
      phase: 'shooting',
    });
    expect(g.labels()).toContain('Mortar Team (p1u1) shoots Guard (p2u2) with 1 weapon(s)');
    expect(g.labels()).not.toContain('Mortar Team (p1u1) shoots Targets (p2u1) with 1 weapon(s)');
    expect(
      g.rejects(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Mortar', target: 'p2u1' }] }),
    ).toBe('attack 1: Mortar is a Blast weapon and p2u1 is within Engagement Range of p1u2');
  });

  it('Blast adds an attack per five models in the target when it was selected', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MORTARS }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: { x: 10, y: 4 }, p2u1: row('p2u1', 10, 5, 30, 1.2) },
      phase: 'shooting',
      // D6 attacks: 3, +2 for ten models; five Hit rolls all 1.
      dice: [3, 1, 1, 1, 1, 1],
    });
    g.choose('shoots Guard');
    expect(g.find('dice-rolled').map((e) => [e.kind, e.faces])).toEqual([
      ['attacks', [3]],
      ['hit', [1, 1, 1, 1, 1]],
    ]);
    expect(g.find('hits-scored')[0]).toMatchObject({ attacks: 5, hits: 0 });
  });
});
