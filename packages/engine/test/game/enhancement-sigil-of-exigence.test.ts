import { describe, expect, it } from 'vitest';
import { type Datasheet, quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Sigil of Exigence (Grey Knights, Sanctic Spearhead): "Once per battle, in your opponent's Shooting phase, when the
 * bearer's unit is selected as the target of a ranged attack, you can remove the bearer's unit from the battlefield
 * and then set it back up again anywhere on the battlefield that is more than 9" horizontally away from all enemy
 * units. If the bearer's unit is no longer an eligible target, your opponent can then select new targets for any
 * attacks that had targeted the bearer's unit."
 */

const CAPTAIN: Datasheet = quickDatasheet('t:gkc', 'Brother-Captain', [{ M: 6, T: 4, Sv: 2, W: 6, base: 40 }], {
  keywords: ['INFANTRY', 'CHARACTER', 'GREY KNIGHTS'],
  weapons: [ccw],
});

/** Blue's Shooting phase: ten Guardsmen (Lasguns, 24") 15" from Red's bearer (p1u1) and 13" from Red's Targets. */
function battle(enhancement = 'Sigil of Exigence') {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment: 'Sanctic Spearhead',
        units: [{ datasheet: CAPTAIN, enhancement }, { datasheet: TARGET5 }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: { x: 20, y: 10 }, p1u2: row('p1u2', 5, 30, 12), p2u1: row('p2u1', 10, 14, 25, 1.2) },
    phase: 'shooting',
    active: 1,
    cp: [0, 0],
    dice: Array(40).fill(4),
  });
  g.choose('shoots Brother-Captain');
  return g;
}

const SET_UP = (x: number, y: number) => ({
  type: 'arrive' as const,
  unit: 'p1u1',
  positions: { p1u1m1: { x, y } },
  method: 'deep-strike' as const,
});

describe('Sigil of Exigence', () => {
  it('is offered to Red once the Guard declare their attacks at the bearer, before any is resolved', () => {
    const g = battle();
    expect(g.pending.player).toBe(0);
    expect(g.pending.prompt).toBe(
      'Sigil of Exigence (Brother-Captain): Brother-Captain was selected as a target: use it or pass',
    );
    expect(g.state.attack).toBeNull();
  });

  it('passed: the ten Lasgun attacks are resolved against the bearer', () => {
    const g = battle();
    const ev = g.choose('do not use Sigil of Exigence');
    expect(ev.find((e) => e.type === 'attacks-declared')).toMatchObject({
      attacks: Array(10).fill(expect.objectContaining({ target: 'p1u1' })),
    });
  });

  it('not within 9" of the enemy: a set-up 8" from a Guardsman is rejected', () => {
    const g = battle();
    // The Guardsman at (14, 25) (a 25 mm base, 0.49" radius); the bearer's 40 mm base (0.79"): 8" between them.
    expect(g.rejects(0, SET_UP(14, 25 - 0.49 - 0.79 - 8))).toMatch(/9"/);
    expect(g.state.units.p1u1?.models[0]?.pos).toMatchObject({ x: 20, y: 10 });
  });

  it('set up out of range: Blue selects new targets, and the ten attacks target the Targets instead', () => {
    const g = battle();
    g.do(0, SET_UP(58, 2));
    expect(g.state.units.p1u1?.models[0]?.pos).toMatchObject({ x: 58, y: 2 });
    expect(g.pending.player).toBe(1);
    expect(g.labels()).toEqual([
      'Sigil of Exigence: the attacks that targeted p1u1 select no new target',
      'Sigil of Exigence: those attacks now target Targets (p1u2)',
    ]);
    const ev = g.choose('now target Targets');
    const declared = ev.find((e) => e.type === 'attacks-declared');
    expect(declared).toMatchObject({ unit: 'p2u1' });
    expect(declared?.type === 'attacks-declared' && declared.attacks.map((a) => a.target)).toEqual(
      Array(10).fill('p1u2'),
    );
    expect(g.state.ruleUses?.filter((u) => u.rule.includes('sigil-of-exigence'))).toHaveLength(1);
  });

  it('no new target: the attacks are not made', () => {
    const g = battle();
    g.do(0, SET_UP(58, 2));
    const ev = g.choose('select no new target');
    expect(ev.some((e) => e.type === 'attacks-declared')).toBe(false);
  });

  it('still in range (set up 10" from the Guard): the attacks are resolved against it, Blue is not asked', () => {
    const g = battle();
    const ev = g.do(0, SET_UP(20, 12));
    expect(ev.find((e) => e.type === 'attacks-declared')).toMatchObject({
      attacks: Array(10).fill(expect.objectContaining({ target: 'p1u1' })),
    });
  });

  it('without the Enhancement nothing is asked: the attacks are resolved at once', () => {
    const g = new Game({
      armies: [
        { name: 'Red', faction: 'Grey Knights', detachment: 'Sanctic Spearhead', units: [{ datasheet: CAPTAIN }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 10, 14, 25, 1.2) },
      phase: 'shooting',
      active: 1,
      cp: [0, 0],
      dice: Array(40).fill(4),
    });
    expect(g.types(g.choose('shoots Brother-Captain'))).toContain('attacks-declared');
  });
});
