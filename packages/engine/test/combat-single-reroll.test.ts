import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CombatInput, evaluate, SHARED_NOTE, sample } from '../src/index.js';
import { scenario, weapon } from './combat-fixtures.js';
import { standardErrors } from './stats.js';

/**
 * The single re-roll of the calculator's conditions is a Command Re-roll (seed 000, Core Stratagems:
 * "EFFECT: You re-roll that roll, test or saving throw. If you are using fast dice rolling, select one
 * of those rolls or saving throws to re-roll."): one re-roll for the whole attacking unit, not one per
 * weapon entry. Splitting one weapon into two identical entries must not change the result.
 */

type Result = ReturnType<typeof evaluate>;
const unit = (r: Result) => ({
  attacks: r.attacks.pmf,
  hits: r.hits.pmf,
  wounds: r.wounds.pmf,
  unsaved: r.unsaved.pmf,
  damage: r.damage.pmf,
  models: r.modelsDestroyed.pmf,
  destroyed: r.unitDestroyed,
});

function expectClose(a: ReturnType<typeof unit>, b: ReturnType<typeof unit>): void {
  for (const k of Object.keys(a) as (keyof typeof a)[]) {
    const x = [a[k]].flat();
    const y = [b[k]].flat();
    const n = Math.max(x.length, y.length);
    for (let i = 0; i < n; i++) {
      const d = Math.abs((x[i] ?? 0) - (y[i] ?? 0));
      if (d > 1e-12) throw new Error(`${k}[${i}]: ${x[i]} != ${y[i]}`);
    }
  }
}

describe('one single re-roll for the attacking unit', () => {
  const one = (name: string) => weapon({ name, skill: 4, strength: 4, attacks: '1' });

  it('two weapons of one attack, BS 4+, one hit re-roll: P(no hit) = 1/8, not 1/16', () => {
    const r = evaluate(
      scenario({ weapons: [one('a'), one('b')], groups: [{ models: 5 }], conditions: { rerollHits: 'single' } }),
    );
    // Both miss (1/4), the re-roll misses too (1/2): 1/8. Two hits: both hit (1/4), or one miss
    // re-rolled into a hit (1/2 x 1/2). The rest: one hit.
    expect(r.hits.pmf).toEqual([expect.closeTo(1 / 8, 14), expect.closeTo(3 / 8, 14), expect.closeTo(1 / 2, 14)]);
    expect(r.hits.mean).toBeCloseTo(11 / 8, 14);
    expect(r.notes).toContain(SHARED_NOTE);
    // Each weapon's own figures: as if it fired alone, with the re-roll (3/4 to hit).
    expect(r.weapons.map((w) => w.hits.mean)).toEqual([expect.closeTo(3 / 4, 14), expect.closeTo(3 / 4, 14)]);
  });

  it('a wound re-roll: two weapons of one Torrent attack, 4+ to wound, P(no wound) = 1/8', () => {
    const t = (name: string) => weapon({ name, skill: null, strength: 4, attacks: '1', abilities: 'torrent' });
    const r = evaluate(
      scenario({ weapons: [t('a'), t('b')], groups: [{ models: 5 }], conditions: { rerollWounds: 'single' } }),
    );
    expect(r.wounds.pmf[0]).toBeCloseTo(1 / 8, 14);
    expect(r.modelsDestroyed.pmf[0]).toBeCloseTo(1 / 8, 14);
    expect(r.modelsDestroyed.mean).toBeCloseTo(11 / 8, 14);
  });

  it('splitting a weapon into two identical entries changes nothing (hit and wound re-rolls, Devastating Wounds)', () => {
    const spec = {
      skill: 3,
      strength: 5,
      ap: -1,
      damage: 'D3',
      attacks: '3',
      abilities: 'devastating wounds, sustained hits 1',
    };
    const whole = weapon({ ...spec, models: 4 });
    const half = weapon({ ...spec, models: 2 });
    const groups = [{ models: 5, save: 3, wounds: 2, feelNoPain: 6 }];
    for (const conditions of [
      { rerollHits: 'single' as const },
      { rerollWounds: 'single' as const },
      { rerollHits: 'single' as const, rerollWounds: 'single' as const },
    ]) {
      const a = evaluate(scenario({ weapons: [whole], groups, conditions }));
      const b = evaluate(scenario({ weapons: [half, { ...half, name: 'gun 2' }], groups, conditions }));
      expectClose(unit(a), unit(b));
    }
  });

  it('any weapon split into two entries: the same unit result to 1e-12 (200 random cases)', () => {
    const arb = fc.record({
      models: fc.integer({ min: 2, max: 4 }),
      attacks: fc.constantFrom('1', '2', 'D3', 'D6'),
      skill: fc.integer({ min: 2, max: 6 }),
      strength: fc.integer({ min: 2, max: 10 }),
      ap: fc.integer({ min: -3, max: 0 }),
      damage: fc.constantFrom('1', '2', 'D3'),
      abilities: fc.constantFrom('', 'lethal hits', 'devastating wounds', 'sustained hits 1', 'torrent'),
      rerollHits: fc.constantFrom('single' as const, 'none' as const, 'ones' as const),
      rerollWounds: fc.constantFrom('single' as const, 'none' as const),
      save: fc.integer({ min: 2, max: 7 }),
      wounds: fc.integer({ min: 1, max: 3 }),
      fnp: fc.constantFrom(null, 5),
      first: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(arb, (s) => {
        const first = Math.min(s.first, s.models - 1);
        const spec = { ...s, skill: s.abilities === 'torrent' ? null : s.skill };
        const w = (models: number, name: string) =>
          weapon({
            name,
            models,
            attacks: spec.attacks,
            skill: spec.skill,
            strength: spec.strength,
            ap: spec.ap,
            damage: spec.damage,
            abilities: spec.abilities,
          });
        const groups = [{ models: 3, save: s.save, wounds: s.wounds, feelNoPain: s.fnp }];
        const conditions = { rerollHits: s.rerollHits, rerollWounds: s.rerollWounds };
        const a = evaluate(scenario({ weapons: [w(s.models, 'a')], groups, conditions }));
        const b = evaluate(scenario({ weapons: [w(first, 'a'), w(s.models - first, 'b')], groups, conditions }));
        expectClose(unit(a), unit(b));
      }),
      { numRuns: 200, seed: 19 },
    );
  });

  it('the sampler spends the one re-roll the same way', () => {
    const input: CombatInput = scenario({
      weapons: [one('a'), one('b'), one('c')],
      groups: [{ models: 5 }],
      conditions: { rerollHits: 'single' },
    });
    const exact = evaluate(input);
    // Three attacks, 4+, one re-roll: P(no hit) = 1/16.
    expect(exact.hits.pmf[0]).toBeCloseTo(1 / 16, 14);
    const trials = 20000;
    const s = sample(input, { trials, seed: 7 });
    expect(standardErrors(exact.hits.pmf, s.hits.mean, trials)).toBeLessThan(4);
    expect(Math.abs((s.hits.pmf[0] ?? 0) - 1 / 16)).toBeLessThan(4 * Math.sqrt(((1 / 16) * (15 / 16)) / trials));
  });
});
