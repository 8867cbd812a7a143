import { describe, expect, it } from 'vitest';
import { evaluate } from '../src/index.js';
import { reference } from './combat-fixtures.js';

/**
 * The table: 10 attacks BS3+ S4 AP-1 D1 into 5x T4 Sv3+ W2. The fractions were computed
 * independently (exact rational arithmetic over the same rules, outside this code base).
 */
describe('the issue 4 reference figures', () => {
  it('plain: 1.6667 damage (5/3), 0.5877 models', () => {
    const r = evaluate(reference(''));
    expect(r.damage.mean).toBeCloseTo(5 / 3, 12);
    expect(r.modelsDestroyed.mean).toBeCloseTo(138805 / 236196, 12);
    expect(r.modelsDestroyed.mean.toFixed(4)).toBe('0.5877');
  });

  it.each([
    // 26391871846917138427 / 33241631799575052288 (too long for a double literal)
    ['sustained hits 1', 0.79394032176406337, '0.7939'],
    ['lethal hits', 196354128625 / 247669456896, '0.7928'],
    ['devastating wounds', 3004950196 / 3486784401, '0.8618'],
    ['sustained hits 1, lethal hits', 3611055992127875 / 3606947894919168, '1.0011'],
    ['sustained hits 1, lethal hits, devastating wounds', 584076834244537 / 457019805007872, '1.2780'],
  ])('+ %s: %s models', (abilities, exact, shown) => {
    const r = evaluate(reference(abilities));
    expect(r.modelsDestroyed.mean).toBeCloseTo(exact, 12);
    expect(r.modelsDestroyed.mean.toFixed(4)).toBe(shown);
  });

  it('vs Feel No Pain 5+: 0.3258 models', () => {
    const r = evaluate(reference('', { fnp: 5 }));
    expect(r.modelsDestroyed.mean).toBeCloseTo(1136025157 / 3486784401, 12);
    expect(r.damage.mean).toBeCloseTo(10 / 9, 12);
  });

  it('D2 + devastating wounds into W3: 0.8618 (current rule), 1.0093 (original rule)', () => {
    const current = evaluate(reference('devastating wounds', { damage: '2', wounds: 3 }));
    expect(current.modelsDestroyed.mean).toBeCloseTo(3004950196 / 3486784401, 12);
    const input = reference('devastating wounds', { damage: '2', wounds: 3 });
    input.ruleset.devastatingWounds = 'original';
    const original = evaluate(input);
    expect(original.modelsDestroyed.mean).toBeCloseTo(3519079175 / 3486784401, 12);
    expect(original.modelsDestroyed.mean.toFixed(4)).toBe('1.0093');
  });

  it('gives full distributions that sum to 1, with P(>= k)', () => {
    const r = evaluate(reference('sustained hits 1'));
    for (const d of [r.attacks, r.hits, r.wounds, r.unsaved, r.damage, r.modelsDestroyed]) {
      expect(d.pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
    expect(r.attacks.pmf).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(r.modelsDestroyed.pmf).toHaveLength(6);
    expect(r.modelsDestroyed.atLeast[0]).toBeCloseTo(1, 12);
    expect(r.modelsDestroyed.atLeast[1]).toBeCloseTo(1 - (r.modelsDestroyed.pmf[0] as number), 12);
    expect(r.hits.mean).toBeCloseTo(10 * (3 / 6 + 2 / 6), 12);
  });
});
