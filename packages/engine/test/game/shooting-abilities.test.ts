import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Weapon abilities in the game, each with the condition measured on the battlefield: Heavy after
 * Remaining Stationary, Rapid Fire and Melta by measured half range, Hazardous tests after the unit's
 * attacks, and the Damaged bracket's -1 to hit.
 */
const GUNS = quickDatasheet('t:guns', 'Gunners', [{ M: 6, W: 2, base: 32 }], {
  minModels: 2,
  weapons: [
    { name: 'Heavy bolter', range: 36, A: 1, skill: 4, S: 5, AP: -1, D: 2, abilities: '[heavy]' },
    { name: 'Storm bolter', range: 24, A: 1, skill: 3, S: 4, AP: 0, D: 1, abilities: '[rapid fire 1]' },
    { name: 'Meltagun', range: 12, A: 1, skill: 3, S: 9, AP: -4, D: 'D6', abilities: '[melta 2]' },
    { name: 'Plasma gun', range: 24, A: 1, skill: 3, S: 8, AP: -3, D: 2, abilities: '[hazardous]' },
    ccw,
  ],
});
const WRECK = quickDatasheet('t:wreck', 'Wreck', [{ M: 8, T: 9, W: 10, base: { kind: 'oval', mm: [90, 52] } }], {
  keywords: ['VEHICLE'],
  weapons: [{ name: 'Autocannon', range: 48, A: 2, skill: 3, S: 9, AP: -1, D: 3 }, ccw],
  damaged: { min: 1, max: 4 },
});

function game(phase: 'movement' | 'shooting', targetAt: number, dice: number[]) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: GUNS }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: row('p1u1', 2, 10, 10), p2u1: row('p2u1', 10, 10, targetAt, 1.2) },
    phase,
    dice,
  });
}
const one = (weapon: string, model = 'p1u1m1') => ({ model, weapon, target: 'p2u1' });

describe('weapon abilities as the game measures them', () => {
  it('Heavy: +1 to the Hit roll after the unit Remained Stationary, not after it moved', () => {
    // Hit roll 3 with BS4: hits only with Heavy's +1.
    const still = game('movement', 30, [3, 1]);
    still.do(0, { type: 'remain-stationary', unit: 'p1u1' });
    still.passUntil((x) => x.pending.kind === 'shoot');
    still.do(0, { type: 'shoot', unit: 'p1u1', attacks: [one('Heavy bolter')] });
    expect(still.find('hits-scored')[0]).toMatchObject({ hits: 1 });
    const moved = game('movement', 30, [3]);
    moved.do(0, {
      type: 'normal-move',
      unit: 'p1u1',
      paths: { p1u1m1: [{ x: 10, y: 11 }], p1u1m2: [{ x: 11.5, y: 11 }] },
    });
    moved.passUntil((x) => x.pending.kind === 'shoot');
    moved.do(0, { type: 'shoot', unit: 'p1u1', attacks: [one('Heavy bolter')] });
    expect(moved.find('hits-scored')[0]).toMatchObject({ hits: 0 });
  });

  it('Rapid Fire 1: an extra attack when the target is within half range, measured from the model', () => {
    const near = game('shooting', 21, [1, 1]);
    near.do(0, { type: 'shoot', unit: 'p1u1', attacks: [one('Storm bolter')] });
    expect(near.find('hits-scored')[0]).toMatchObject({ attacks: 2 });
    const far = game('shooting', 24.5, [1]);
    far.do(0, { type: 'shoot', unit: 'p1u1', attacks: [one('Storm bolter')] });
    expect(far.find('hits-scored')[0]).toMatchObject({ attacks: 1 });
  });

  it('Melta 2: +2 Damage within half range', () => {
    // Hit 3, wound 2 (S9 vs T4: 2+), no save (4+ and AP-4), damage D6 = 2, +2 Melta = 4 on a 2-wound Gunner.
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: GUNS }] },
        { name: 'Blue', units: [{ datasheet: GUNS }] },
      ],
      positions: { p1u1: row('p1u1', 2, 10, 10), p2u1: row('p2u1', 2, 10, 15) },
      phase: 'shooting',
      dice: [3, 2, 2],
    });
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [one('Meltagun')] });
    expect(g.find('dice-rolled').map((e) => [e.kind, e.faces])).toEqual([
      ['hit', [3]],
      ['wound', [2]],
      ['damage', [2]],
    ]);
    expect(g.find('save-result')[0]).toMatchObject({ kind: 'none', face: null, passed: false });
    expect(g.find('model-wounded')[0]).toMatchObject({ model: 'p2u1m2', lost: 2, remaining: 0 });
    // Out of half range: D6 alone (2 damage on a 2-wound model still kills; 1 does not).
    const far = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: GUNS }] },
        { name: 'Blue', units: [{ datasheet: GUNS }] },
      ],
      positions: { p1u1: row('p1u1', 2, 10, 10), p2u1: row('p2u1', 2, 10, 19) },
      phase: 'shooting',
      dice: [3, 2, 1],
    });
    far.do(0, { type: 'shoot', unit: 'p1u1', attacks: [one('Meltagun')] });
    expect(far.find('model-wounded')[0]).toMatchObject({ model: 'p2u1m2', lost: 1, remaining: 1 });
  });

  it('Hazardous: after the unit’s attacks, one test per Hazardous weapon; a 1 inflicts 3 mortal wounds on its bearer', () => {
    // Two plasma guns: hits 1, 1; Hazardous tests 1 (fails) and 4.
    const g = game('shooting', 30, [1, 1, 1, 4]);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [one('Plasma gun'), one('Plasma gun', 'p1u1m2')] });
    expect(g.find('dice-rolled').map((e) => [e.kind, e.faces])).toEqual([
      ['hit', [1, 1]],
      ['hazardous', [1, 4]],
    ]);
    expect(g.find('mortal-wounds')[0]).toMatchObject({ unit: 'p1u1', amount: 3, source: 'Hazardous' });
    // A 2-wound bearer is destroyed; the excess is lost.
    expect(g.find('model-wounded')).toMatchObject([{ unit: 'p1u1', model: 'p1u1m1', lost: 2, remaining: 0 }]);
    expect(g.state.units.p1u1?.models.map((m) => m.destroyed)).toEqual([true, false]);
  });

  it('Damaged: with 1-4 wounds left, -1 to the Hit roll', () => {
    const setup = (wounds: number) =>
      new Game({
        armies: [
          { name: 'Red', units: [{ datasheet: WRECK }] },
          { name: 'Blue', units: [{ datasheet: GUARD }] },
        ],
        positions: { p1u1: { x: 10, y: 8 }, p2u1: row('p2u1', 10, 5, 30, 1.2) },
        wounds: { p1u1m1: wounds },
        phase: 'shooting',
        dice: [3, 3, 6, 6, 6, 6],
      });
    const hurt = setup(4);
    hurt.choose('shoots Guard');
    expect(hurt.find('hits-scored')[0]).toMatchObject({ attacks: 2, hits: 0 });
    const fine = setup(5);
    fine.choose('shoots Guard');
    expect(fine.find('hits-scored')[0]).toMatchObject({ attacks: 2, hits: 2 });
  });
});
