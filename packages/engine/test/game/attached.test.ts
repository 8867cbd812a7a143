import { describe, expect, it } from 'vitest';
import { belowHalfStrength, isDestroyed, quickDatasheet, startingStrength, unitKeywords } from '../../src/index.js';
import { boltRifle, ccw, GUARD, HERO, MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Attached units: a Leader joins a Bodyguard unit in Declare Battle Formations and the two are one unit
 * for the rules; attacks use the Bodyguard's Toughness and cannot be allocated to CHARACTER models while
 * Bodyguard models remain (Precision excepted); the unit splits when one side is destroyed, after the
 * attacking unit has resolved its attacks; Starting Strength follows. A Servitor Retinue joins a unit an
 * Enginseer leads.
 */
const SNIPERS = quickDatasheet('t:snipers', 'Snipers', [{ M: 6, W: 1, base: 32 }], {
  minModels: 5,
  weapons: [
    { name: 'Sniper rifle', range: 36, A: 1, skill: 3, S: 4, AP: -1, D: 3, abilities: '[precision]' },
    boltRifle,
    ccw,
  ],
  equipment: [
    { who: 'Every model', items: ['Bolt rifle', 'Close combat weapon'] },
    { who: 'The Snipers', items: ['Sniper rifle'] },
  ],
});

function attachedGame(dice: number[], attacker = GUARD) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: attacker }] },
      { name: 'Blue', units: [{ datasheet: MARINES }, { datasheet: HERO }] },
    ],
    attach: [{ leader: 'p2u2', bodyguard: 'p2u1' }],
    positions: { p1u1: row('p1u1', attacker === GUARD ? 10 : 5, 5, 10, 1.2), p2u1: { x: 14, y: 30 } },
    phase: 'shooting',
    dice,
  });
}

describe('attached units', () => {
  it('a Leader is attached in Declare Battle Formations to a Bodyguard unit it can lead', () => {
    const g = Game.fromBattle({
      seed: 1,
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }, { datasheet: HERO }, { datasheet: GUARD }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
    });
    expect(g.pending).toMatchObject({ player: 0, kind: 'declare-formations' });
    expect(g.labels()).toEqual(['attach Captain (p1u2) to Marines (p1u1)', 'done declaring battle formations']);
    g.do(0, { type: 'attach-leader', leader: 'p1u2', bodyguard: 'p1u1' });
    expect(g.state.units.p1u2).toMatchObject({ attachedTo: 'p1u1', models: [] });
    expect(g.state.units.p1u1?.leaders).toEqual(['p1u2']);
    expect(g.state.units.p1u1?.models.map((m) => [m.id, m.component ?? '-'])).toEqual([
      ['p1u1m1', '-'],
      ['p1u1m2', '-'],
      ['p1u1m3', '-'],
      ['p1u1m4', '-'],
      ['p1u1m5', '-'],
      ['p1u2m1', 'p1u2'],
    ]);
    expect(startingStrength(g.state, g.state.units.p1u1 as never)).toBe(6);
    // Nothing left to declare: the player is passed by, and deployment starts with the Attached unit as one.
    expect(g.pending.kind).toBe('deploy-unit');
    expect(g.labels()).toEqual(['set up Marines (p1u1)', 'set up Guard (p1u3)']);
  });

  it('attacks use the Bodyguard’s Toughness and go to Bodyguard models while any remain', () => {
    // 10 lasgun attacks hit on 4+: six hit; S3 vs T4 (not the Captain's T5) wounds on 5+: two wound.
    const g = attachedGame([4, 4, 4, 4, 4, 4, 1, 1, 1, 1, 5, 5, 4, 4, 4, 4, 1, 1]);
    g.choose('shoots Marines');
    expect(g.find('wounds-scored')[0]).toMatchObject({ wounds: 2 });
    // The defender is not asked (the Marines are alike); the engine takes the last whose loss keeps the
    // unit coherent: p2u1m5 stands between p2u1m4 and the Captain.
    expect(g.find('attack-allocated').map((e) => e.model)).toEqual(['p2u1m4', 'p2u1m4']);
  });

  it('Precision attacks are allocated to the CHARACTER while Bodyguard models remain', () => {
    // Sniper rifle: hit 3, wound 6, save 1 (the Captain's 3+ at AP-1 and 4++ both need 4) -> 3 damage (5W -> 2).
    const g = attachedGame([3, 6, 1], SNIPERS);
    g.do(0, {
      type: 'shoot',
      unit: 'p1u1',
      attacks: [{ model: 'p1u1m1', weapon: 'Sniper rifle', target: 'p2u1' }],
    });
    expect(g.find('attack-allocated')[0]).toMatchObject({ model: 'p2u2m1', precision: true });
    expect(g.find('model-wounded')[0]).toMatchObject({ model: 'p2u2m1', lost: 3, remaining: 2 });
  });

  it('when the last Bodyguard model dies the Leader becomes its own unit again, with its own Starting Strength', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: GUARD }] },
        { name: 'Blue', units: [{ datasheet: MARINES }, { datasheet: HERO }] },
      ],
      attach: [{ leader: 'p2u2', bodyguard: 'p2u1' }],
      positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: { x: 14, y: 30 } },
      destroyed: ['p2u1m1', 'p2u1m2', 'p2u1m3', 'p2u1m4'],
      phase: 'shooting',
      // Two hits, two wounds (5+), two failed saves: the last Marine (2W) dies; the Captain is untouched.
      dice: [4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 5, 5, 1, 1],
    });
    expect(startingStrength(g.state, g.state.units.p2u1 as never)).toBe(6);
    g.choose('shoots Marines');
    expect(g.find('unit-split')).toMatchObject([
      { unit: 'p2u1', leader: 'p2u2', reason: 'its Bodyguard unit was destroyed' },
    ]);
    const leader = g.state.units.p2u2;
    expect(leader?.attachedTo).toBeUndefined();
    expect(leader?.models.map((m) => [m.id, m.destroyed, m.component])).toEqual([['p2u2m1', false, undefined]]);
    expect(startingStrength(g.state, leader as never)).toBe(1);
    expect(belowHalfStrength(g.state, leader as never)).toBe(false);
    expect(g.state.units.p2u1?.leaders).toBeUndefined();
  });

  it('destroyed triggers count each unit of an Attached unit, each with only its own keywords', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: GUARD }] },
        { name: 'Blue', units: [{ datasheet: MARINES }, { datasheet: HERO }] },
      ],
      attach: [{ leader: 'p2u2', bodyguard: 'p2u1' }],
      positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: { x: 14, y: 30 } },
      destroyed: ['p2u1m1', 'p2u1m2', 'p2u1m3', 'p2u1m4'],
      wounds: { p2u1m5: 1, p2u2m1: 1 },
      phase: 'shooting',
      // Two hits, two wounds (S3 vs the Bodyguard's T4: 5+, kept for all the attacks), two failed saves:
      // the last Marine, then the Captain.
      dice: [4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 5, 5, 1, 1],
    });
    g.choose('shoots Marines');
    expect(g.find('attack-allocated').map((e) => e.model)).toEqual(['p2u1m5', 'p2u2m1']);
    expect(g.find('unit-split')).toHaveLength(1);
    const destroyed = g.state.unitOrder.filter((id) => isDestroyed(g.state.units[id] as never));
    expect(destroyed).toEqual(['p2u1', 'p2u2']);
    expect(unitKeywords(g.state, g.state.units.p2u1 as never)).not.toContain('CHARACTER');
    expect(unitKeywords(g.state, g.state.units.p2u2 as never)).toContain('CHARACTER');
  });

  it('a Servitor Retinue joins a unit led by an Enginseer; the Bodyguard’s Starting Strength grows', () => {
    const ENGINSEER = quickDatasheet('t:enginseer', 'Tech-Priest Enginseer', [{ M: 6, W: 3, base: 32 }], {
      keywords: ['INFANTRY', 'CHARACTER', 'TECH-PRIEST ENGINSEER'],
      core: ['Leader'],
      leads: ['Marines'],
      weapons: [ccw],
    });
    const SERVITORS = quickDatasheet('t:servitors', 'Munitorum Servitors', [{ M: 6, W: 1, base: 25 }], {
      minModels: 4,
      weapons: [ccw],
      sections: [{ name: 'SERVITOR RETINUE', text: '(read from data)' }],
    });
    const g = Game.fromBattle({
      seed: 1,
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }, { datasheet: ENGINSEER }, { datasheet: SERVITORS }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
    });
    expect(g.labels()).not.toContain('Munitorum Servitors (p1u3) joins Marines (p1u1) as its Servitor Retinue');
    g.do(0, { type: 'attach-leader', leader: 'p1u2', bodyguard: 'p1u1' });
    g.choose('as its Servitor Retinue');
    const body = g.state.units.p1u1;
    expect(body?.startingStrength).toBe(9);
    expect(startingStrength(g.state, body as never)).toBe(10);
    expect(body?.models.filter((m) => m.datasheet === 't:servitors').length).toBe(4);
    expect(g.state.units.p1u3).toMatchObject({ attachedTo: 'p1u1', models: [] });
  });
});
