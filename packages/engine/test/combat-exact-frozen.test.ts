import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CombatInput,
  type CombatResult,
  evaluate,
  parseScenario,
  REROLL_POLICIES,
  type RerollPolicy,
  resolveCombat,
} from '../src/index.js';
import { LAND_RAIDER_VS_EARTHSHAKERS, reference, scenario, weapon } from './combat-fixtures.js';
import { evaluate as frozenEvaluate } from './frozen/index.js';

/** The evaluator from before (issue 12's frozen copy) on today's resolved parameters: only evaluation differs. */
const frozen = (i: CombatInput): CombatResult => frozenEvaluate(resolveCombat(i) as never) as unknown as CombatResult;

/**
 * The exact evaluator against the frozen copy from before issues 12 and 19 (test/frozen): the
 * devastating wounds of several weapons now wait in a state whose size does not grow with their
 * number, and every result must stay the same to 1e-12.
 */

function largestDifference(a: CombatResult, b: CombatResult): number {
  let worst = 0;
  const pmf = (x: number[], y: number[]) => {
    for (let i = 0; i < Math.max(x.length, y.length); i++) worst = Math.max(worst, Math.abs((x[i] ?? 0) - (y[i] ?? 0)));
  };
  const stages = (x: CombatResult | CombatResult['weapons'][number], y: typeof x) => {
    for (const k of ['attacks', 'hits', 'wounds', 'unsaved', 'damage', 'modelsDestroyed'] as const) {
      pmf(x[k].pmf, y[k].pmf);
      // Means run to the unit's wounds: compared relative to their size.
      worst = Math.max(worst, Math.abs(x[k].mean - y[k].mean) / Math.max(1, Math.abs(y[k].mean)));
    }
    pmf(x.modelsDestroyed.atLeast, y.modelsDestroyed.atLeast);
    worst = Math.max(worst, Math.abs(x.unitDestroyed - y.unitDestroyed));
  };
  stages(a, b);
  a.weapons.forEach((w, i) => {
    stages(w, b.weapons[i] as typeof w);
  });
  return worst;
}

function expectSame(input: CombatInput): void {
  expect(largestDifference(evaluate(input), frozen(input))).toBeLessThan(1e-12);
}

const ABILITIES = [
  '',
  'sustained hits 1',
  'sustained hits d3',
  'lethal hits',
  'devastating wounds',
  'twin-linked',
  'precision',
  'melta 2',
  'anti-infantry 4+',
  'psychic',
  'torrent',
  'blast',
  'hazardous',
];

const weaponArb = fc.record({
  attacks: fc.constantFrom('1', '2', '3', '4', '6', 'D3', 'D6', 'D6+1'),
  models: fc.integer({ min: 1, max: 3 }),
  skill: fc.integer({ min: 2, max: 5 }),
  strength: fc.integer({ min: 3, max: 10 }),
  ap: fc.integer({ min: -3, max: 0 }),
  damage: fc.constantFrom('1', '2', '3', 'D3', 'D6', 'D3+1'),
  abilities: fc.subarray(ABILITIES.slice(1), { maxLength: 3 }),
  devastating: fc.boolean(),
  rerollHits: fc.constantFrom<RerollPolicy>(...REROLL_POLICIES),
  rerollWounds: fc.constantFrom<RerollPolicy>(...REROLL_POLICIES),
});

const groupArb = fc.record({
  models: fc.integer({ min: 1, max: 4 }),
  wounds: fc.integer({ min: 1, max: 4 }),
  save: fc.integer({ min: 2, max: 7 }),
  feelNoPain: fc.option(fc.integer({ min: 4, max: 6 }), { nil: null }),
  feelNoPainMortal: fc.option(fc.integer({ min: 4, max: 6 }), { nil: null }),
  character: fc.boolean(),
});

const combatArb = fc.record({
  weapons: fc.array(weaponArb, { minLength: 1, maxLength: 3 }),
  groups: fc.array(groupArb, { minLength: 1, maxLength: 2 }),
  ignoreFirstFailedSave: fc.boolean(),
  original: fc.boolean(),
  rerollSaves: fc.constantFrom('none', 'ones', 'failed' as const),
});

type Combat = typeof combatArb extends fc.Arbitrary<infer T> ? T : never;

function build(c: Combat): CombatInput {
  return scenario({
    weapons: c.weapons.map((w, i) =>
      weapon({
        name: `w${i}`,
        attacks: w.attacks,
        models: w.models,
        skill: w.abilities.includes('torrent') ? null : w.skill,
        strength: w.strength,
        ap: w.ap,
        damage: w.damage,
        abilities: `[${[...w.abilities, ...(w.devastating ? ['devastating wounds'] : [])].join(', ')}]`,
        rerollHits: w.rerollHits,
        rerollWounds: w.rerollWounds,
      }),
    ),
    groups: c.groups.map((g, i) => ({
      name: `g${i}`,
      models: g.models,
      wounds: g.wounds,
      save: g.save,
      feelNoPain: g.feelNoPain,
      feelNoPainMortal: g.feelNoPainMortal,
      keywords: g.character && i > 0 ? ['CHARACTER'] : ['INFANTRY'],
    })),
    defender: { keywords: ['INFANTRY'], ignoreFirstFailedSave: c.ignoreFirstFailedSave },
    conditions: { rerollSaves: c.rerollSaves },
    ruleset: { devastatingWounds: c.original ? 'original' : 'current' },
  });
}

describe('the exact evaluator equals the one from before issue 19', () => {
  it('on the fixtures of the combat tests', () => {
    for (const a of [
      '',
      '[sustained hits 1]',
      '[lethal hits]',
      '[devastating wounds]',
      '[sustained hits 1, devastating wounds]',
    ]) {
      expectSame(reference(a));
      expectSame(reference(a, { damage: 'D3', wounds: 3, fnp: 5 }));
    }
    expectSame(parseScenario(LAND_RAIDER_VS_EARTHSHAKERS));
  });

  it('with several weapons whose devastating wounds wait, both rules, Leaders and Feel No Pain', () => {
    const dw = (name: string, extra = '') =>
      weapon({ name, attacks: '6', damage: 'D3', abilities: `[devastating wounds${extra}]` });
    for (const rule of ['current', 'original'] as const) {
      for (const fnp of [null, 5]) {
        expectSame(
          scenario({
            weapons: [
              dw('a', ', sustained hits 1'),
              weapon({ name: 'b', attacks: '4' }),
              dw('c', ', lethal hits'),
              dw('d'),
            ],
            groups: [
              { models: 4, wounds: 2, save: 4, feelNoPain: fnp },
              { name: 'leader', models: 1, wounds: 4, save: 3, keywords: ['CHARACTER'], feelNoPainMortal: 4 },
            ],
            defender: { ignoreFirstFailedSave: true },
            ruleset: { devastatingWounds: rule },
          }),
        );
      }
    }
  });

  it('on random scenarios (fast-check)', () => {
    fc.assert(
      fc.property(combatArb, (c) => expectSame(build(c))),
      { numRuns: 150, seed: 19 },
    );
  });

  it('keeps the devastating wounds of several weapons polynomial: four of 40 attacks at once', () => {
    const four = scenario({
      weapons: [0, 1, 2, 3].map((i) =>
        weapon({
          name: `g${i}`,
          attacks: '40',
          ap: -1,
          damage: 'D3',
          abilities: '[sustained hits 1, devastating wounds]',
        }),
      ),
      groups: [{ models: 10, toughness: 4, save: 3, wounds: 3, feelNoPain: 5 }],
    });
    // The frozen evaluator keeps 81^4 branches here; its one-weapon answer is the reference.
    const r = evaluate(four);
    const oneBig = frozen(
      scenario({
        weapons: [
          weapon({ attacks: '160', ap: -1, damage: 'D3', abilities: '[sustained hits 1, devastating wounds]' }),
        ],
        groups: [{ models: 10, toughness: 4, save: 3, wounds: 3, feelNoPain: 5 }],
      }),
    );
    // With the current rule and Feel No Pain alike for both, the four weapons act as one of 160 attacks.
    expect(Math.abs(r.unitDestroyed - oneBig.unitDestroyed)).toBeLessThan(1e-12);
    r.modelsDestroyed.pmf.forEach((p, k) => {
      expect(Math.abs(p - (oneBig.modelsDestroyed.pmf[k] ?? 0))).toBeLessThan(1e-12);
    });
  });
});
