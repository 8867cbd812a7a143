import { describe, expect, it } from 'vitest';
import { combatInputFromDatasheets, evaluate, ruleTextKey, unitRuleInstances } from '../../src/index.js';
import { FORTIFY_2025_TEXT, FORTIFY_SEED_TEXT, grimnyr, hearthkyn, rifles } from './fixtures.js';

/**
 * Fortify in both published wordings, the one applied being the one the datasheet in use carries
 * (issue 12): the seed 000 page's "improve the Toughness characteristic of models in that unit by 1",
 * the 2025-11 export's "models in that unit have the Feel No Pain 5+ ability".
 */

const calc = (fortify: string | null) => {
  const leaders = fortify === null ? [] : [grimnyr(fortify)];
  const r = combatInputFromDatasheets(rifles(), hearthkyn(), { defenderLeaders: leaders });
  return { ...r, result: evaluate(r.input) };
};

describe('Fortify', () => {
  it('binds each wording to its own definition', () => {
    expect(ruleTextKey(FORTIFY_SEED_TEXT)).toBe('42bf9adf2723a927');
    expect(ruleTextKey(FORTIFY_2025_TEXT)).toBe('14c89df3ded0157c');
    const rule = (text: string) =>
      unitRuleInstances({ unit: hearthkyn(), leaders: [grimnyr(text)] }).find((i) => i.name === 'Fortify (Psychic)');
    expect(rule(FORTIFY_SEED_TEXT)).toMatchObject({ rule: 'leagues-of-votann/grimnyr/fortify@seed', leading: true });
    expect(rule(FORTIFY_2025_TEXT)).toMatchObject({ rule: 'leagues-of-votann/grimnyr/fortify@2025', leading: true });
  });

  it('Hearthkyn Warriors alone: T5, no Feel No Pain (10 shots, 3+ to hit, S6 wounds on 3+, 4+ save)', () => {
    const { result } = calc(null);
    expect(result.resolved.target.toughness).toBe(5);
    expect(result.damage.mean).toBeCloseTo((10 * 2 * 2 * 1) / (3 * 3 * 2), 12);
  });

  it('led by the seed page Grimnyr: T6 (S6 now wounds on 4+), and no Feel No Pain', () => {
    const { result, notes, input } = calc(FORTIFY_SEED_TEXT);
    expect(result.resolved.target.toughness).toBe(6);
    expect(result.resolved.target.modifiers.map((m) => m.text)).toEqual(['+1 Toughness: Fortify (Psychic) (Grimnyr)']);
    expect(input.defender.groups.map((g) => [g.name, g.models, g.toughness])).toEqual([
      ['models', 10, 5],
      ['CORV', 2, 5],
      ['GRIMNYR', 1, 5],
    ]);
    expect(result.weapons[0]?.params.vs.every((g) => g.fnp === null)).toBe(true);
    expect(result.damage.mean).toBeCloseTo((10 * 2 * 1 * 1) / (3 * 2 * 2), 12);
    expect(notes).toContain('Fortify (Psychic) (Grimnyr): applied');
  });

  it("led by the 2025 export's Grimnyr: T5 and Feel No Pain 5+ for every model of the unit", () => {
    const { result } = calc(FORTIFY_2025_TEXT);
    expect(result.resolved.target.toughness).toBe(5);
    expect(result.weapons[0]?.params.vs.map((g) => g.fnp)).toEqual([5, 5, 5]);
    expect(result.damage.mean).toBeCloseTo((10 * 2 * 2 * 1 * 2) / (3 * 3 * 2 * 3), 12);
  });

  it('a third wording binds to neither: not applied, and named', () => {
    const { result, notApplied } = calc(
      'While this model is leading a unit, models in that unit have the Stealth ability.',
    );
    expect(result.resolved.target.toughness).toBe(5);
    expect(notApplied).toContainEqual(
      expect.objectContaining({ name: 'Fortify (Psychic)', holder: 'Grimnyr', support: 'manual' }),
    );
  });
});
