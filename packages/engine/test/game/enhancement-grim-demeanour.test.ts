import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Grim Demeanour (Leagues of Votann, Oathband, seed 000): "You can re-roll Battle-shock tests taken for the bearer's
 * unit, and models in that unit can ignore any or all modifiers to their characteristics and/or to any rolls or tests
 * made for them (excluding modifiers to saving throws)." The game re-rolls a failed Battle-shock test, ignores a
 * negative modifier to it and the modifiers that worsen the unit's Hit and Wound rolls.
 */
const rifle = { name: 'Autoch-pattern bolter', range: 24, A: 1, skill: 4, S: 4, AP: 0, D: 1 };
const KIN = quickDatasheet('t:kin', 'Hearthkyn Warriors', [{ M: 5, T: 5, Sv: 4, W: 1, Ld: 7, OC: 2, base: 28 }], {
  minModels: 10,
  faction: 'Leagues of Votann',
  keywords: ['INFANTRY'],
  factionKeywords: ['LEAGUES OF VOTANN'],
  weapons: [rifle],
});
const HIDDEN = quickDatasheet('t:hidden', 'Hidden', [{ M: 6, T: 3, Sv: 7, W: 1, Ld: 7, OC: 2, base: 25 }], {
  minModels: 5,
});
HIDDEN.abilities.core.push({ kind: 'stealth' });

const kin = (enhancement?: string) => ({
  name: 'Red',
  faction: 'Leagues of Votann',
  detachment: 'Oathband',
  units: [{ datasheet: KIN, ...(enhancement ? { enhancement } : {}) }],
});

describe('Grim Demeanour: "You can re-roll Battle-shock tests taken for the bearer’s unit"', () => {
  /** Red's Command phase: the Hearthkyn (Ld 7+) Below Half-strength (4 of 10) test: 2D6 of 3 + 2, then 6 + 3. */
  function test(enhancement?: string) {
    const g = new Game({
      armies: [kin(enhancement), { name: 'Blue', units: [{ datasheet: GUARD }] }],
      positions: { p1u1: row('p1u1', 10, 5, 6, 1.3), p2u1: row('p2u1', 10, 5, 40, 1.2) },
      destroyed: ['p1u1m1', 'p1u1m2', 'p1u1m3', 'p1u1m4', 'p1u1m5', 'p1u1m6'],
      cp: [0, 0],
      dice: [3, 2, 6, 3],
    });
    g.passUntil((x) => x.find('battle-shock-test', x.record.events).length > 0, 10);
    return g;
  }
  it('the failed 5 is re-rolled: 9 passes', () => {
    const g = test('Grim Demeanour');
    expect(g.find('die-rerolled', g.record.events).map((e) => [e.from, e.to])).toEqual([
      [3, 6],
      [2, 3],
    ]);
    expect(g.find('battle-shock-test', g.record.events)).toEqual([
      expect.objectContaining({ unit: 'p1u1', faces: [6, 3], total: 9, leadership: 7, passed: true }),
    ]);
    expect(g.state.effects.some((e) => e.kind === 'battle-shocked')).toBe(false);
  });
  it('without it, the 5 fails: Battle-shocked', () => {
    const g = test();
    expect(g.find('die-rerolled', g.record.events)).toEqual([]);
    expect(g.find('battle-shock-test', g.record.events)).toEqual([
      expect.objectContaining({ unit: 'p1u1', total: 5, passed: false }),
    ]);
  });
});

describe('Grim Demeanour: "models in that unit can ignore any or all modifiers to ... any rolls or tests made for them"', () => {
  /** Red's Shooting phase: ten shots at BS 4+ at a unit with Stealth (-1 to hit), every Hit roll a 4. */
  function shot(enhancement?: string) {
    const g = new Game({
      armies: [kin(enhancement), { name: 'Blue', units: [{ datasheet: HIDDEN }] }],
      positions: { p1u1: row('p1u1', 10, 5, 10, 1.3), p2u1: row('p2u1', 5, 10, 25, 1.2) },
      phase: 'shooting',
      cp: [0, 0],
      dice: Array(10).fill(4),
    });
    return g.find('hits-scored', g.choose('shoots Hidden'))[0];
  }
  it('the Hit roll’s -1 (Stealth) is ignored: the 4s hit', () => {
    expect(shot('Grim Demeanour')).toMatchObject({ attacks: 10, hits: 10 });
  });
  it('without it, the 4s miss', () => {
    expect(shot()).toMatchObject({ attacks: 10, hits: 0 });
  });
});

describe('Grim Demeanour: a negative modifier to the Battle-shock test is ignored', () => {
  // Doomseer's Amulet (Grey Knights, Augurium Task Force): "That enemy unit must take a Battle-shock test, subtracting
  // 1 from that test." The Hearthkyn (Ld 7+) 10" from the arriving bearer; a test of 4 + 3.
  const SEER = quickDatasheet('t:seer', 'Brother-Captain', [{ M: 6, T: 4, Sv: 2, W: 6, base: 40 }], {
    keywords: ['INFANTRY', 'CHARACTER', 'GREY KNIGHTS'],
    core: ['Deep Strike'],
  });
  function tested(enhancement?: string) {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Grey Knights',
          detachment: 'Augurium Task Force',
          units: [{ datasheet: SEER, enhancement: 'Doomseer’s Amulet' }],
        },
        { ...kin(enhancement), name: 'Blue' },
      ],
      positions: { p2u1: row('p2u1', 10, 14, 29.5, 1.3) },
      reserves: { p1u1: 'deep-strike' },
      round: 2,
      phase: 'movement',
      cp: [0, 0],
      dice: [4, 3],
    });
    g.passUntil((x) => x.pending.kind === 'reinforcements');
    g.do(0, { type: 'arrive', unit: 'p1u1', positions: { p1u1m1: { x: 20, y: 19 } }, method: 'deep-strike' });
    const events = g.choose('Hearthkyn Warriors (p2u1) takes a Battle-shock test');
    return { g, test: g.find('battle-shock-test', events)[0] };
  }
  it('with it: 7, the -1 ignored, passes (no re-roll needed)', () => {
    const { g, test } = tested('Grim Demeanour');
    expect(test).toMatchObject({ unit: 'p2u1', total: 7, leadership: 7, passed: true });
    expect(g.find('die-rerolled', g.record.events)).toEqual([]);
  });
  it('without it: 7 - 1 = 6 fails', () => {
    expect(tested().test).toMatchObject({ unit: 'p2u1', total: 6, leadership: 7, passed: false });
  });
});
