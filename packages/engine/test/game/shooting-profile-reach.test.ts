import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * A weapon with profiles of different ranges (Canis Rex's las-impulsor: high intensity 24", low intensity 36"):
 * "shoot everything at X" fires, for each weapon, a profile that reaches X. Found by the seed-faction soak: the
 * option took the first profile, out of range of a target only the longer one reached, and was rejected.
 */
const IMPULSOR = quickDatasheet('t:impulsor', 'Impulsor Knight', [{ M: 10, W: 22, base: 40 }], {
  weapons: [
    {
      name: 'Las-impulsor – high intensity',
      range: 24,
      A: 1,
      skill: 2,
      S: 14,
      AP: -3,
      D: 4,
      profiles: [{ name: 'Las-impulsor – low intensity', range: 36, A: 2, skill: 2, S: 7, AP: -1, D: 2 }],
    },
  ],
});

function game(y: number) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: IMPULSOR }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: { x: 30, y: 4 }, p2u1: row('p2u1', 10, 25, y, 1.2) },
    phase: 'shooting',
  });
}

const shootAll = (g: Game) => {
  const o = g.pending.options.find((x) => x.kind === 'choice' && x.action.type === 'shoot');
  if (o?.kind !== 'choice' || o.action.type !== 'shoot') throw new Error('no shoot-at option');
  return o.action;
};

describe('a weapon’s profiles and the range to the target', () => {
  it('beyond 24" and within 36": the option fires the low intensity profile, and the command is accepted', () => {
    const g = game(34);
    const action = shootAll(g);
    expect(action.attacks).toEqual([
      { model: 'p1u1m1', weapon: 'Las-impulsor', profile: 'Las-impulsor – low intensity', target: 'p2u1' },
    ]);
    g.do(0, action);
    expect(g.find('attacks-declared')).toHaveLength(1);
  });

  it('within 24": the first profile, as before', () => {
    const action = shootAll(game(20));
    expect(action.attacks[0]).toMatchObject({ profile: 'Las-impulsor – high intensity' });
  });
});
