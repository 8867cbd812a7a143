import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONDITIONS,
  DEFAULT_RULESET,
  decide,
  evaluate,
  parseDice,
  parseWeaponAbilities,
  quickDatasheet,
  seedRng,
  startScenario,
} from '../../src/index.js';
import { ccw, row } from './fixtures.js';

/**
 * The game rolls the same rules the calculator evaluates exactly: over many seeded battles the mean
 * wounds lost and models destroyed by one unit's shooting match the calculator's exact means within 4
 * standard errors.
 */
const GUNS = quickDatasheet('t:exp', 'Heavy Weapons', [{ M: 5, W: 2, base: 40 }], {
  minModels: 5,
  weapons: [
    { name: 'Heavy bolter', range: 36, A: 3, skill: 4, S: 5, AP: -1, D: 'D3', abilities: '[sustained hits 1]' },
    ccw,
  ],
});
const TROOPS = quickDatasheet('t:exp-t', 'Troops', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
  minModels: 10,
  weapons: [ccw],
  core: ['Feel No Pain 6+'],
});

describe('the game’s shooting against the calculator’s exact mean', () => {
  it('5 heavy bolters into 10 T4 3+ W2 FNP6+: wounds lost and models destroyed within 4 standard errors', () => {
    const exact = evaluate({
      weapons: [
        {
          name: 'Heavy bolter',
          models: 5,
          type: 'ranged',
          attacks: parseDice('3'),
          skill: 4,
          strength: 5,
          ap: -1,
          damage: parseDice('D3'),
          abilities: parseWeaponAbilities('[sustained hits 1]'),
        },
      ],
      defender: {
        groups: [
          {
            name: 'Troops',
            models: 10,
            toughness: 4,
            save: 3,
            invulnerable: null,
            wounds: 2,
            feelNoPain: 6,
            keywords: ['INFANTRY'],
          },
        ],
        keywords: [],
      },
      conditions: { ...DEFAULT_CONDITIONS },
      ruleset: DEFAULT_RULESET,
    });
    const { state } = startScenario({
      seed: 1,
      armies: [
        { name: 'Red', units: [{ datasheet: GUNS }] },
        { name: 'Blue', units: [{ datasheet: TROOPS }] },
      ],
      positions: { p1u1: row('p1u1', 5, 10, 6, 2), p2u1: { x: 20, y: 30 } },
      phase: 'shooting',
    });
    const action = {
      type: 'shoot' as const,
      unit: 'p1u1',
      attacks: ['p1u1m1', 'p1u1m2', 'p1u1m3', 'p1u1m4', 'p1u1m5'].map((model) => ({
        model,
        weapon: 'Heavy bolter',
        target: 'p2u1',
      })),
    };
    const n = 1500;
    let wounds = 0;
    let models = 0;
    for (let i = 0; i < n; i++) {
      const r = decide({ ...state, rng: seedRng(`exp-${i}`) }, { seq: state.seq, player: 0, action });
      if (!r.ok) throw new Error(r.reason);
      // What the attacks did (later rules in the turn, such as coherency at its end, are not counted).
      for (const e of r.events) {
        if (e.type !== 'model-wounded' || e.unit !== 'p2u1') continue;
        wounds += e.lost;
        if (e.remaining === 0) models++;
      }
    }
    const check = (sum: number, dist: { mean: number; pmf: number[] }) => {
      const variance = dist.pmf.reduce((a, p, k) => a + p * (k - dist.mean) ** 2, 0);
      const se = Math.sqrt(variance / n);
      const mean = sum / n;
      expect(
        Math.abs(mean - dist.mean) / se,
        `game ${mean.toFixed(3)} vs exact ${dist.mean.toFixed(3)} (SE ${se.toFixed(3)})`,
      ).toBeLessThan(4);
    };
    check(wounds, exact.damage);
    check(models, exact.modelsDestroyed);
  });
});
