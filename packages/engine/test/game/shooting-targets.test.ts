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

  it('a unit within Engagement Range of a friendly unit can be shot only by a unit engaged with it (Pistols)', () => {
    // rules-10e.md "Shooting": a unit cannot select as the target of its ranged attacks an enemy unit that
    // is within Engagement Range of one or more units from its own army, except as Big Guns Never Tire
    // and Pistols allow ("can target an enemy unit even if other friendly units are within Engagement
    // Range of the same enemy unit").
    //   y=21.9  T T T T T      p2u1, engaged with both Marine units
    //   y=20    M M M M M      p1u2 (x 30..36)   and   p1u3 at y=23.8
    //   y=4     M M M M M      p1u1, 16" away: may not shoot p2u1
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }, { datasheet: MARINES }, { datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: GUARD }] },
      ],
      positions: {
        p1u1: row('p1u1', 5, 30, 4),
        p1u2: row('p1u2', 5, 30, 20),
        p1u3: row('p1u3', 5, 30, 23.8),
        p2u1: row('p2u1', 5, 30, 21.9),
        p2u2: row('p2u2', 10, 5, 36, 1.2),
      },
      phase: 'shooting',
    });
    expect(g.labels().filter((l) => l.includes('shoots Targets'))).toEqual([
      'Marines (p1u2) shoots Targets (p2u1) with 5 weapon(s)',
      'Marines (p1u3) shoots Targets (p2u1) with 5 weapon(s)',
    ]);
    expect(
      g.rejects(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [{ model: 'p1u1m3', weapon: 'Bolt rifle', target: 'p2u1' }],
      }),
    ).toBe(
      'attack 1: p2u1 is within Engagement Range of p1u2 (a unit of your army): only a unit engaged with it can shoot it',
    );
    // p1u2 is engaged with p2u1, and p1u3 too: each may fire its Pistols at it.
    g.do(0, {
      type: 'shoot',
      unit: 'p1u2',
      attacks: [{ model: 'p1u2m1', weapon: 'Bolt pistol', target: 'p2u1' }],
    });
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
