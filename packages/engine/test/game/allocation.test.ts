import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { boltRifle, ccw, MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Allocating attacks: the defender chooses the model when the choice matters (models that differ);
 * a model that has lost wounds (or had attacks allocated this phase) must take the next one; the better
 * of armour and invulnerable save is used; Feel No Pain is rolled for each wound.
 */
const SQUAD = quickDatasheet(
  't:squad',
  'Squad',
  [
    { name: 'Trooper', M: 6, T: 4, Sv: 3, W: 1, base: 32 },
    { name: 'Sergeant', M: 6, T: 4, Sv: 3, W: 2, inv: 4, base: 32 },
  ],
  {
    weapons: [boltRifle, ccw],
    core: ['Feel No Pain 5+'],
  },
);
const LASCANNONS = quickDatasheet('t:las', 'Lascannons', [{ M: 6, W: 2, base: 40 }], {
  minModels: 2,
  weapons: [{ name: 'Lascannon', range: 48, A: 1, skill: 3, S: 12, AP: -3, D: 2 }, ccw],
});

function game(dice: number[], attacker = MARINES) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: attacker }] },
      { name: 'Blue', units: [{ datasheet: SQUAD, models: { Trooper: 4, Sergeant: 1 } }] },
    ],
    positions: { p1u1: row('p1u1', attacker === MARINES ? 5 : 2, 10, 10), p2u1: row('p2u1', 5, 10, 30) },
    phase: 'shooting',
    dice,
  });
}

describe('allocating attacks', () => {
  it('the defender picks among models that differ; then the wounded model takes the next attack', () => {
    // Two lascannon shots: hits 3, 3; wounds 2, 2 (S12 vs T4); the Sergeant's 4++ beats its 3+ at AP-3.
    const g = game([3, 3, 2, 2, 1, 3, 6, 1, 2], LASCANNONS);
    g.choose('shoots Squad');
    expect(g.pending).toMatchObject({ player: 1, kind: 'allocate-attack' });
    expect(g.labels()).toEqual([
      'p2u1m1 (Trooper, 1W, Bolt rifle, Close combat weapon)',
      'p2u1m2 (Trooper, 1W, Bolt rifle, Close combat weapon)',
      'p2u1m3 (Trooper, 1W, Bolt rifle, Close combat weapon)',
      'p2u1m4 (Trooper, 1W, Bolt rifle, Close combat weapon)',
      'p2u1m5 (Sergeant, 2W, Bolt rifle, Close combat weapon)',
    ]);
    expect(g.rejects(0, { type: 'allocate', model: 'p2u1m5' })).toMatch(/it is player 2's decision/);
    g.do(1, { type: 'allocate', model: 'p2u1m5' });
    // Save 1 fails (4++); 2 damage; Feel No Pain 5+: 3 fails, 6 saves one; 1 wound lost.
    expect(g.find('save-result')[0]).toMatchObject({
      model: 'p2u1m5',
      kind: 'invulnerable',
      threshold: 4,
      face: 1,
      passed: false,
    });
    expect(
      g
        .find('dice-rolled')
        .filter((e) => e.kind === 'feel-no-pain')
        .map((e) => e.faces),
    ).toEqual([[3, 6], [2]]);
    expect(g.find('model-wounded')[0]).toMatchObject({ model: 'p2u1m5', lost: 1, remaining: 1 });
    // The second wound goes to the wounded Sergeant without asking: save 1, FNP 2 -> destroyed.
    expect(g.find('attack-allocated').map((e) => e.model)).toEqual(['p2u1m5', 'p2u1m5']);
    expect(g.state.units.p2u1?.models[4]).toMatchObject({ destroyed: true, wounds: 0 });
  });

  it('models that are all alike are not asked about: the last is taken first', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: LASCANNONS }] },
        { name: 'Blue', units: [{ datasheet: SQUAD, models: { Trooper: 3 } }] },
      ],
      positions: { p1u1: row('p1u1', 2, 10, 10), p2u1: row('p2u1', 3, 10, 30) },
      phase: 'shooting',
      dice: [3, 1, 2, 1, 5, 4],
    });
    g.choose('shoots Squad');
    expect(g.find('attack-allocated').map((e) => e.model)).toEqual(['p2u1m3']);
    // 2 damage on a 1-wound model: Feel No Pain for each wound it would lose until it is destroyed.
    expect(g.find('dice-rolled').map((e) => [e.kind, e.faces])).toEqual([
      ['hit', [3, 1]],
      ['wound', [2]],
      ['save', [1]],
      ['feel-no-pain', [5]],
      ['feel-no-pain', [4]],
    ]);
    expect(g.find('model-wounded')).toMatchObject([{ model: 'p2u1m3', lost: 1, remaining: 0 }]);
  });
});
