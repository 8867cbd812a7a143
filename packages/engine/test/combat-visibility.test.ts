import { describe, expect, it } from 'vitest';
import { evaluate, InputError, parseScenario, sample } from '../src/index.js';
import { scenario, weapon } from './combat-fixtures.js';

/**
 * Visibility in the calculator (issue 12, "Fix while here"): `conditions.targetVisible: false` says no
 * model of the target is visible to the attacking models.
 */

const binom = (n: number, k: number, p: number) => {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
};
const atLeast = (n: number, k: number, p: number) => {
  let s = 0;
  for (let j = k; j <= n; j++) s += binom(n, j, p);
  return s;
};
const bodyguard = { name: 'bodyguard', models: 4, toughness: 4, wounds: 1 };
const leader = { name: 'leader', models: 1, toughness: 4, wounds: 5, keywords: ['CHARACTER'] };

describe('Precision needs a visible CHARACTER', () => {
  // Seed 000, Precision: "Each time an attack made with such a weapon successfully wounds an Attached
  // unit (see Leader ability), if a CHARACTER model in that unit is visible to the attacking model, the
  // attacking model's player can choose to have that attack allocated to that CHARACTER model".
  const w = 5 / 6; // S8 against T4, no save: every attack that hits is an unsaved wound on 2+.
  const six = (visible: boolean, abilities = 'torrent, precision') =>
    scenario({
      weapons: [weapon({ type: 'melee', skill: null, strength: 8, attacks: '6', abilities })],
      groups: [bodyguard, leader],
      conditions: { targetVisible: visible },
    });

  it('visible: the Precision attacks go to the CHARACTER (5 wounds kill it, the 6th a Bodyguard model)', () => {
    const r = evaluate(six(true));
    expect(r.modelsDestroyed.pmf[1]).toBeCloseTo(binom(6, 5, w), 14);
    expect(r.modelsDestroyed.pmf[2]).toBeCloseTo(binom(6, 6, w), 14);
  });

  it('not visible: no CHARACTER is visible, so the attacks follow the normal sequence, with a note', () => {
    const r = evaluate(six(false));
    // Bodyguard models first: 4 or more unsaved wounds destroy the 4 of them, the 5-wound Leader survives.
    expect(r.modelsDestroyed.pmf[4]).toBeCloseTo(atLeast(6, 4, w), 14);
    expect(r.modelsDestroyed.pmf[1]).toBeCloseTo(binom(6, 1, w), 14);
    expect(r.modelsDestroyed.pmf[5]).toBe(0);
    expect(r.modelsDestroyed.pmf).toEqual(evaluate(six(false, 'torrent')).modelsDestroyed.pmf);
    expect(r.notes.join(' ')).toContain('Precision: no model of the target is visible');
    expect(r.weapons[0]?.params.precision).toBe(false);
  });

  it('an Indirect Fire weapon with Precision at an unseen target: allocated as usual (sampler too)', () => {
    // BS 2+ at an unseen target: -1 to hit and "an unmodified Hit roll of 1-3 always fails": 4+ hits (1/2).
    // AP -1 against no save with the Benefit of Cover: still no save. 1/2 x 5/6 per attack.
    const p = 1 / 2 / (6 / 5);
    const input = scenario({
      weapons: [weapon({ skill: 2, strength: 8, ap: -1, attacks: '6', abilities: 'indirect fire, precision' })],
      groups: [bodyguard, leader],
      conditions: { targetVisible: false },
    });
    const r = evaluate(input);
    expect(r.modelsDestroyed.pmf[4]).toBeCloseTo(atLeast(6, 4, p), 14);
    expect(r.modelsDestroyed.pmf[5]).toBe(0);
    const s = sample(input, { trials: 200, seed: 3 });
    expect(s.modelsDestroyed.pmf[5] ?? 0).toBe(0);
  });
});

describe('an unseen target needs Indirect Fire', () => {
  // Seed 000, Indirect Fire: "attacks can be made with them even if the target is not visible to the
  // attacking model"; a ranged weapon without it cannot target a unit none of whose models are visible.
  const file = (abilities: string[], type: 'ranged' | 'melee' = 'ranged') => ({
    attacker: {
      weapons: [
        { name: 'Bolt rifle', models: 5, attacks: '2', skill: 3, strength: 4, ap: -1, damage: '1' },
        { name: 'Frag launcher', type, models: 1, attacks: 'D6', skill: 4, strength: 4, damage: '1', abilities },
      ],
    },
    defender: { name: 'Intercessors', models: 5, toughness: 4, save: 3, wounds: 2 },
    conditions: { targetVisible: false },
  });

  it('a ranged weapon without [INDIRECT FIRE]: an error naming the weapon and its place, no result', () => {
    const caught = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e as InputError;
      }
      return null;
    };
    const message =
      'Bolt rifle: a ranged weapon without [INDIRECT FIRE] cannot target a unit none of whose models are visible (conditions.targetVisible is false)';
    const err = caught(() => parseScenario(file(['indirect fire'])));
    expect(err).toBeInstanceOf(InputError);
    expect(err?.where.field).toBe('attacker.weapons[0]');
    expect(err?.message).toBe(message);
    // The calculator's own input, exact and sampled alike.
    const input = scenario({
      weapons: [weapon({ name: 'Bolt rifle', attacks: '2' })],
      conditions: { targetVisible: false },
    });
    expect(caught(() => evaluate(input))?.message).toBe(message);
    expect(caught(() => sample(input, { trials: 10, seed: 1 }))?.message).toBe(message);
  });

  it('Indirect Fire and melee weapons are answered: -1 to hit, 1-3 fail, cover for the Indirect one', () => {
    const ok = parseScenario({
      ...file(['indirect fire']),
      attacker: { weapons: [file(['indirect fire']).attacker.weapons[1]] },
    });
    const r = evaluate(ok);
    // BS 4+ with -1: 5+ hits (1/3); S4 vs T4: 4+ (1/2); Sv 3+ with cover against AP 0: stays 3+ (fail 1/3).
    expect(r.unsaved.mean).toBeCloseTo(3.5 * (1 / 3) * (1 / 2) * (1 / 3), 14);
    const melee = parseScenario({
      ...file([], 'melee'),
      attacker: { weapons: [file([], 'melee').attacker.weapons[1]] },
    });
    // WS 4+ (1/2), 4+ to wound (1/2), Sv 3+ (fail 1/3).
    expect(evaluate(melee).unsaved.mean).toBeCloseTo(3.5 * (1 / 2) * (1 / 2) * (1 / 3), 14);
  });
});
