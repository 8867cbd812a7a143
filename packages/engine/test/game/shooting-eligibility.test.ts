import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { boltRifle, ccw, GUARD, MARINES, row, TANK, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Who may shoot, with what, at whom: Advanced units fire Assault weapons only, units that Fell Back do
 * not shoot, units within Engagement Range fire Pistols at a unit they are engaged with (MONSTERS and
 * VEHICLES: Big Guns Never Tire), targets within range, Lone Operative, Blast, Pistols, One Shot and
 * weapons with several profiles.
 */
const ASSAULT = quickDatasheet('t:assault', 'Assault Squad', [{ M: 6, W: 1, base: 32 }], {
  minModels: 5,
  weapons: [
    boltRifle,
    { name: 'Storm bolter', range: 24, A: 2, skill: 3, S: 4, AP: 0, D: 1, abilities: '[assault]' },
    ccw,
  ],
  equipment: [
    { who: 'The Assault Squad', items: ['Storm bolter'] },
    { who: 'Every model', items: ['Bolt rifle', 'Close combat weapon'] },
  ],
});

describe('shooting eligibility', () => {
  it('a unit that Advanced may only fire Assault weapons', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: ASSAULT }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', 10, 10, 30, 1.2) },
      phase: 'movement',
      dice: [2],
    });
    g.do(0, { type: 'advance', unit: 'p1u1' });
    g.do(0, { type: 'advance-move', unit: 'p1u1', paths: {} });
    g.passUntil((x) => x.pending.kind === 'shoot');
    const all = g.pending.options[0];
    expect(all?.kind === 'choice' && all.action).toEqual({
      type: 'shoot',
      unit: 'p1u1',
      attacks: [{ model: 'p1u1m1', weapon: 'Storm bolter', target: 'p2u1' }],
    });
    expect(
      g.rejects(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [{ model: 'p1u1m2', weapon: 'Bolt rifle', target: 'p2u1' }],
      }),
    ).toBe('attack 1: Bolt rifle: the unit Advanced and it is not an Assault weapon');
  });

  it('a unit that Fell Back cannot shoot', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }, { datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: GUARD }, { datasheet: GUARD }] },
      ],
      positions: {
        p1u1: row('p1u1', 5, 10, 10),
        p1u2: row('p1u2', 5, 40, 10),
        p2u1: row('p2u1', 10, 8, 11.9, 1.2),
        p2u2: row('p2u2', 10, 10, 30, 1.2),
      },
      phase: 'movement',
    });
    const paths = Object.fromEntries(
      Object.entries(row('p1u1', 5, 10, 10)).map(([id, p]) => [id, [{ x: p.x, y: p.y - 5 }]]),
    );
    g.do(0, { type: 'fall-back', unit: 'p1u1', paths });
    g.passUntil((x) => x.pending.kind === 'shoot');
    expect(g.state.units.p1u1?.history.movement).toBe('fall-back');
    expect(g.labels().some((l) => l.includes('p1u1'))).toBe(false);
    expect(
      g.rejects(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [{ model: 'p1u1m1', weapon: 'Bolt rifle', target: 'p2u2' }],
      }),
    ).toBe('Marines (p1u1) cannot shoot: it Fell Back this turn');
  });

  it('within Engagement Range only Pistols shoot, at a unit the shooter is engaged with', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: GUARD }] },
      ],
      positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', 5, 10, 11.9), p2u2: row('p2u2', 10, 10, 20, 1.2) },
      phase: 'shooting',
    });
    const shoot = g.pending.options.filter((o) => o.kind === 'choice' && o.action.type === 'shoot');
    expect(shoot.map((o) => o.label)).toEqual(['Marines (p1u1) shoots Targets (p2u1) with 5 weapon(s)']);
    expect(
      shoot[0]?.kind === 'choice' && shoot[0].action.type === 'shoot' && shoot[0].action.attacks.map((a) => a.weapon),
    ).toEqual(Array(5).fill('Bolt pistol'));
    expect(
      g.rejects(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [{ model: 'p1u1m1', weapon: 'Bolt pistol', target: 'p2u2' }],
      }),
    ).toBe('attack 1: p1u1 is within Engagement Range: its Pistols can only target a unit it is engaged with');
    expect(
      g.rejects(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [{ model: 'p1u1m1', weapon: 'Bolt rifle', target: 'p2u1' }],
      }),
    ).toBe('attack 1: Bolt rifle: within Engagement Range only Pistols can shoot');
  });

  it('a model fires its Pistols or its other ranged weapons, not both (a VEHICLE may fire both)', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', 10, 10, 18, 1.2) },
      phase: 'shooting',
    });
    expect(
      g.rejects(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [
          { model: 'p1u1m1', weapon: 'Bolt pistol', target: 'p2u1' },
          { model: 'p1u1m1', weapon: 'Bolt rifle', target: 'p2u1' },
        ],
      }),
    ).toBe('attack 2: p1u1m1 shoots either its Pistols or its other ranged weapons, not both');
    // "Everything that can" keeps the rifles, not the pistols.
    const all = g.pending.options[0];
    expect(all?.kind === 'choice' && all.action.type === 'shoot' && all.action.attacks.map((a) => a.weapon)).toEqual(
      Array(5).fill('Bolt rifle'),
    );
  });

  it('Big Guns Never Tire: a VEHICLE within Engagement Range shoots all its weapons, -1 to hit', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: TANK }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }] },
      ],
      positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 5, 17, 13.5) },
      phase: 'shooting',
      // Hit 3 (3+ -1: fails), wound -, -
      dice: [3],
    });
    const all = g.pending.options[0];
    expect(all?.kind === 'choice' && all.action).toMatchObject({
      type: 'shoot',
      attacks: [{ model: 'p1u1m1', weapon: 'Lascannon', target: 'p2u1' }],
    });
    g.do(0, all?.kind === 'choice' ? all.action : { type: 'pass' });
    expect(g.find('hits-scored')[0]).toMatchObject({ attacks: 1, hits: 0 });
  });

  it('One Shot weapons fire once per battle; a weapon with profiles fires the one selected', () => {
    const ds = quickDatasheet('t:oneshot', 'Raider', [{ M: 10, T: 10, W: 12, base: { kind: 'hull' } }], {
      keywords: ['VEHICLE'],
      weapons: [
        { name: 'Hunter-killer missile', range: 48, A: 1, skill: 2, S: 14, AP: -3, D: 'D6', abilities: '[one shot]' },
        {
          name: 'Plasma cannon – standard',
          range: 36,
          A: 1,
          skill: 3,
          S: 7,
          AP: -2,
          D: 1,
          profiles: [
            {
              name: 'Plasma cannon – supercharge',
              range: 36,
              A: 1,
              skill: 3,
              S: 8,
              AP: -3,
              D: 2,
              abilities: '[hazardous]',
            },
          ],
        },
      ],
    });
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: ds }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: { x: 20, y: 6 }, p2u1: row('p2u1', 10, 10, 30, 1.2) },
      phase: 'shooting',
      // missile: hit 1; plasma: hit 1; hazardous test 4
      dice: [1, 1, 4],
    });
    expect(
      g.rejects(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [{ model: 'p1u1m1', weapon: 'Plasma cannon', profile: 'Plasma cannon – overcharge', target: 'p2u1' }],
      }),
    ).toBe('attack 1: Plasma cannon has no profile "Plasma cannon – overcharge"');
    g.do(0, {
      type: 'shoot',
      unit: 'p1u1',
      attacks: [
        { model: 'p1u1m1', weapon: 'Hunter-killer missile', target: 'p2u1' },
        { model: 'p1u1m1', weapon: 'Plasma cannon', profile: 'Plasma cannon – supercharge', target: 'p2u1' },
      ],
    });
    expect(g.find('attacks-declared')[0]?.spent).toEqual([
      { unit: 'p1u1', model: 'p1u1m1', weapon: 'Hunter-killer missile' },
    ]);
    expect(g.find('dice-rolled').map((e) => e.kind)).toEqual(['hit', 'hit', 'hazardous']);
    expect(g.find('hits-scored').map((e) => e.weapon)).toEqual([
      'Hunter-killer missile',
      'Plasma cannon – supercharge',
    ]);
    // Later turns: the missile is spent.
    g.passUntil((x) => x.state.flow.round === 2 && x.state.flow.phase === 'shooting' && x.pending.kind === 'shoot');
    expect(g.state.units.p1u1?.models[0]?.fired).toEqual(['Hunter-killer missile']);
    expect(
      g.rejects(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [{ model: 'p1u1m1', weapon: 'Hunter-killer missile', target: 'p2u1' }],
      }),
    ).toBe('attack 1: Hunter-killer missile is One Shot and was already fired this battle');
  });
});
