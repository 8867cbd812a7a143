import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CombatInput,
  type Conditions,
  DAMAGE_REROLL_POLICIES,
  DEFAULT_CONDITIONS,
  evaluate,
  type ModelGroupInput,
  REROLL_POLICIES,
  resolveCombat,
  SAVE_REROLL_POLICIES,
  sample,
} from '../src/index.js';
import { weapon } from './combat-fixtures.js';
import { chiSquare, standardErrors } from './stats.js';

/**
 * The exact evaluator against the sampler over random scenarios: every mean within 4 standard
 * errors, and the distribution of models destroyed passing a chi-square test (p > 1e-4).
 */

const ABILITIES = [
  'sustained hits 1',
  'sustained hits 2',
  'sustained hits d3',
  'lethal hits',
  'devastating wounds',
  'twin-linked',
  'lance',
  'heavy',
  'blast',
  'melta 2',
  'melta d3',
  'rapid fire 1',
  'rapid fire d3',
  'anti-infantry 4+',
  'precision',
  'psychic',
  'hazardous',
  'ignores cover',
  'indirect fire',
  'torrent',
];

const weaponArb = fc
  .record({
    models: fc.integer({ min: 1, max: 4 }),
    attacks: fc.constantFrom('1', '2', '3', 'D3', 'D6', 'D3+1'),
    skill: fc.integer({ min: 2, max: 6 }),
    strength: fc.integer({ min: 2, max: 10 }),
    ap: fc.integer({ min: -4, max: 0 }),
    damage: fc.constantFrom('1', '1', '2', '3', 'D3', 'D6', 'D3+1'),
    abilities: fc.subarray(ABILITIES, { maxLength: 4 }),
    type: fc.constantFrom('ranged' as const, 'melee' as const),
    rerollHits: fc.option(fc.constantFrom(...REROLL_POLICIES), { nil: undefined }),
  })
  .map(({ abilities, skill, rerollHits, ...w }) =>
    weapon({
      ...w,
      skill: abilities.includes('torrent') ? null : skill,
      abilities: abilities.join(', '),
      ...(rerollHits ? { rerollHits } : {}),
    }),
  );

const groupArb = (character: boolean) =>
  fc.record({
    name: fc.constant(character ? 'leader' : 'models'),
    models: fc.integer({ min: 1, max: character ? 1 : 5 }),
    toughness: fc.integer({ min: 2, max: 8 }),
    save: fc.integer({ min: 2, max: 7 }),
    invulnerable: fc.constantFrom(null, null, 4, 5),
    wounds: fc.integer({ min: 1, max: character ? 5 : 3 }),
    feelNoPain: fc.constantFrom(null, null, 5, 6),
    feelNoPainMortal: fc.constantFrom(null, null, 4),
    feelNoPainPsychic: fc.constantFrom(null, 4),
    damageReduction: fc.constantFrom(0, 0, 1),
    halveDamage: fc.constantFrom(false, false, false, false, true),
    keywords: fc.constant(character ? ['CHARACTER'] : []),
  }) as fc.Arbitrary<ModelGroupInput>;

const conditionsArb: fc.Arbitrary<Conditions> = fc.record({
  ...Object.fromEntries(Object.entries(DEFAULT_CONDITIONS).map(([k, v]) => [k, fc.constant(v)])),
  hitModifier: fc.integer({ min: -2, max: 2 }),
  woundModifier: fc.integer({ min: -2, max: 2 }),
  rerollHits: fc.constantFrom(...REROLL_POLICIES),
  rerollWounds: fc.constantFrom(...REROLL_POLICIES),
  rerollSaves: fc.constantFrom(...SAVE_REROLL_POLICIES),
  rerollDamage: fc.constantFrom(...DAMAGE_REROLL_POLICIES),
  critHitOn: fc.constantFrom(5, 6, 6),
  critWoundOn: fc.constantFrom(4, 5, 6, 6),
  remainedStationary: fc.boolean(),
  withinHalfRange: fc.boolean(),
  charged: fc.boolean(),
  targetVisible: fc.boolean(),
  cover: fc.boolean(),
  stealth: fc.boolean(),
  damageModifier: fc.constantFrom(0, 0, 1),
  precisionOnCharacter: fc.boolean(),
}) as fc.Arbitrary<Conditions>;

const scenarioArb: fc.Arbitrary<CombatInput> = fc
  .record({
    weapons: fc.array(weaponArb, { minLength: 1, maxLength: 3 }),
    groups: fc.tuple(
      groupArb(false),
      fc.option(groupArb(false), { nil: undefined }),
      fc.option(groupArb(true), { nil: undefined }),
    ),
    infantry: fc.boolean(),
    ignoreFirstFailedSave: fc.constantFrom(false, false, false, true),
    conditions: conditionsArb,
    devastatingWounds: fc.constantFrom('current' as const, 'original' as const),
  })
  .map((s) => ({
    weapons: s.weapons.map((w, i) => ({ ...w, name: `w${i}` })),
    defender: {
      name: 'target',
      groups: s.groups.filter((g): g is ModelGroupInput => g !== undefined),
      keywords: s.infantry ? ['INFANTRY'] : [],
      ignoreFirstFailedSave: s.ignoreFirstFailedSave,
    },
    conditions: s.conditions,
    ruleset: { devastatingWounds: s.devastatingWounds },
  }));

const TRIALS = 2000;

describe('sampler vs exact evaluator', () => {
  it('agree on 200 random scenarios (means within 4 SE, models destroyed by chi-square)', () => {
    let runs = 0;
    let compared = 0;
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (input, seed) => {
        runs++;
        // A ranged weapon without [INDIRECT FIRE] cannot target an unseen unit: a located error, no result.
        const unseen = !input.conditions.targetVisible;
        if (
          unseen &&
          input.weapons.some((w) => w.type === 'ranged' && !w.abilities.some((a) => a.kind === 'indirect-fire'))
        ) {
          expect(() => resolveCombat(input)).toThrow(/a ranged weapon without \[INDIRECT FIRE\] cannot target/);
          return;
        }
        compared++;
        const r = resolveCombat(input);
        const exact = evaluate(r);
        const sim = sample(r, { trials: TRIALS, seed });
        const within = (name: string, pmf: number[], mean: number) => {
          const z = standardErrors(pmf, mean, TRIALS);
          if (!(z <= 4)) throw new Error(`${name}: sampled mean ${mean} is ${z.toFixed(2)} SE from exact`);
        };
        within('damage', exact.damage.pmf, sim.damage.mean);
        within('models destroyed', exact.modelsDestroyed.pmf, sim.modelsDestroyed.mean);
        within('attacks', exact.attacks.pmf, sim.attacks.mean);
        within('hits', exact.hits.pmf, sim.hits.mean);
        within('wounds', exact.wounds.pmf, sim.wounds.mean);
        if (!exact.notes.some((n) => n.includes('differ in save')))
          within('unsaved', exact.unsaved.pmf, sim.unsaved.mean);
        within('hazardous', exact.hazardous?.pmf ?? [1], sim.hazardous.mean);
        const chi = chiSquare(exact.modelsDestroyed.pmf, sim.modelsDestroyed.pmf, TRIALS);
        if (chi.p < 1e-4)
          throw new Error(`models destroyed: chi-square ${chi.statistic.toFixed(1)} (df ${chi.df}), p ${chi.p}`);
        // P(unit destroyed) by 4 SE where the normal approximation holds (the chi-square covers the rest).
        const unit = exact.unitDestroyed;
        if (TRIALS * unit >= 5 && TRIALS * (1 - unit) >= 5) {
          const se = Math.sqrt((unit * (1 - unit)) / TRIALS);
          if (Math.abs(sim.unitDestroyed - unit) > 4 * se) throw new Error('P(unit destroyed) off');
        }
      }),
      { numRuns: 200, seed: 20240604, endOnFailure: true },
    );
    expect(runs).toBe(200);
    expect(compared).toBeGreaterThanOrEqual(120);
  });

  it('the check itself fails on a wrong rule: the exact value of another ruleset is rejected', () => {
    const input: CombatInput = {
      weapons: [weapon({ attacks: '10', damage: '2', abilities: 'devastating wounds' })],
      defender: {
        groups: [
          {
            name: 'm',
            models: 5,
            toughness: 4,
            save: 3,
            invulnerable: null,
            wounds: 3,
            feelNoPain: null,
            keywords: [],
          },
        ],
        keywords: [],
      },
      conditions: { ...DEFAULT_CONDITIONS, critWoundOn: 4 },
      ruleset: { devastatingWounds: 'original' },
    };
    const sim = sample(input, { trials: 20000, seed: 3 });
    const wrong = evaluate({ ...input, ruleset: { devastatingWounds: 'current' } });
    const right = evaluate(input);
    expect(standardErrors(right.modelsDestroyed.pmf, sim.modelsDestroyed.mean, 20000)).toBeLessThan(4);
    expect(standardErrors(wrong.modelsDestroyed.pmf, sim.modelsDestroyed.mean, 20000)).toBeGreaterThan(4);
    expect(chiSquare(wrong.modelsDestroyed.pmf, sim.modelsDestroyed.pmf, 20000).p).toBeLessThan(1e-4);
  });
});
