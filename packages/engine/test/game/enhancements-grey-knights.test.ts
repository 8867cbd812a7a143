import { describe, expect, it } from 'vitest';
import { type Datasheet, quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The Grey Knights Enhancements the game applies (rules/factions/grey-knights/*.ts): each quoted, with injected
 * dice and the exact events or state it gives, against the same battle without it.
 */

const psycannon = { name: 'Storm bolter', range: 24, A: 10, skill: 4, S: 4, AP: 0, D: 1 };
/** A GREY KNIGHTS INFANTRY CHARACTER with ten BS4+ S4 AP0 shots. */
const CAPTAIN: Datasheet = quickDatasheet('t:gkc', 'Brother-Captain', [{ M: 6, T: 4, Sv: 2, W: 6, base: 40 }], {
  keywords: ['INFANTRY', 'CHARACTER', 'GREY KNIGHTS'],
  weapons: [psycannon, ccw],
});

/** Red's bearer in Red's (or Blue's) Shooting phase, Guard (T3 Sv5+) 15" away. */
function shooting(detachment: string, enhancement: string | undefined, dice: number[], active: 0 | 1 = 0) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment,
        units: [{ datasheet: CAPTAIN, ...(enhancement ? { enhancement } : {}) }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 10, 14, 25, 1.2) },
    phase: 'shooting',
    active,
    dice,
  });
}

describe('Sigil of the Hunt (Banishers): "In your Shooting phase, each time a model in the bearer’s unit makes an attack, re-roll a Hit roll of 1."', () => {
  // Ten hit rolls of 1, their re-rolls 4s (hits on 4+), then ten wound rolls of 1.
  const DICE = [...Array(10).fill(1), ...Array(10).fill(4), ...Array(10).fill(1)];

  it('the ten 1s are re-rolled: ten hits', () => {
    const g = shooting('Banishers', 'Sigil of the Hunt', DICE);
    expect(g.find('hits-scored', g.choose('shoots Guard'))[0]).toMatchObject({ hits: 10 });
  });

  it('without it, no hits', () => {
    const g = shooting('Banishers', undefined, DICE);
    expect(g.find('hits-scored', g.choose('shoots Guard'))[0]).toMatchObject({ hits: 0 });
  });
});

describe('The Sixty-sixth Seal (Banishers): "In your Shooting phase, each time a model in the bearer’s unit makes an attack, improve the Armour Penetration characteristic of that attack by 1."', () => {
  // Ten hits (4s), ten wounds (4s: S4 against T3 wounds on 3+), ten saves of 5: Sv5+ at AP-1 needs 6, all fail.
  const DICE = [...Array(10).fill(4), ...Array(10).fill(4), ...Array(10).fill(5)];
  const killed = (enhancement: string | undefined) => {
    const g = shooting('Banishers', enhancement, DICE);
    g.choose('shoots Guard');
    return g.state.units.p2u1?.models.filter((m) => m.destroyed).length;
  };

  it('at AP-1 the saves of 5 fail: ten Guardsmen destroyed', () => {
    expect(killed('The Sixty-sixth Seal')).toBe(10);
  });

  it('without it, at AP0 they pass: none destroyed', () => {
    expect(killed(undefined)).toBe(0);
  });
});

describe('Spiritus Machina (Sanctic Spearhead): "In your Shooting phase, each time the bearer’s unit is selected to shoot, if the bearer’s unit disembarked from a TRANSPORT this turn, ... you can re-roll the Wound roll."', () => {
  // Ten hits (4s), ten wound rolls of 2 (fail: 3+ needed), their re-rolls 3s.
  const DICE = [...Array(10).fill(4), ...Array(10).fill(2), ...Array(10).fill(3)];
  const wounds = (disembarked: boolean) => {
    const g = shooting('Sanctic Spearhead', 'Spiritus Machina', DICE);
    if (disembarked) {
      const u = g.state.units.p1u1;
      if (!u) throw new Error('no bearer');
      g.state = { ...g.state, units: { ...g.state.units, p1u1: { ...u, history: { disembarked: 'before' } } } };
    }
    return g.find('wounds-scored', g.choose('shoots Guard'))[0];
  };

  it('disembarked this turn: the 2s are re-rolled, ten wounds', () => {
    expect(wounds(true)).toMatchObject({ wounds: 10 });
  });

  it('not disembarked: no wounds', () => {
    expect(wounds(false)).toMatchObject({ wounds: 0 });
  });
});
