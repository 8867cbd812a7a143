import { describe, expect, it } from 'vitest';
import {
  allRules,
  computeStat,
  coverageReport,
  defineRule,
  EffectSchema,
  evaluate,
  InputError,
  parseScenario,
  registerRules,
  ruleById,
  type ScenarioInput,
  STATS,
} from '../../src/index.js';

/**
 * The registry and the declarative vocabulary: a rule that is only data rows, applied by the generic
 * handler in the calculator; characteristics in the rules' order; rows checked at the boundary.
 */

registerRules([
  defineRule({
    id: 'test/wound-vs-big',
    name: 'Big game',
    group: 'Stratagem',
    support: { calculator: 'automated', game: 'automated' },
    source: { kind: 'stratagem', source: 'Test', stratagem: 'Big game' },
    // "each time a model in your unit makes an attack that targets a MONSTER or VEHICLE unit, add 1 to the Wound roll"
    effects: [{ kind: 'roll', roll: 'wound', n: 1, when: [{ kind: 'target-keyword', any: ['MONSTER', 'VEHICLE'] }] }],
  }),
  defineRule({
    id: 'test/ranged-ward',
    name: 'Ward',
    group: 'Datasheet ability',
    support: { calculator: 'automated', game: 'automated' },
    source: { kind: 'datasheet', faction: 'Test', datasheet: 'Knight', ability: 'Ward' },
    // "This model has a 5+ invulnerable save against ranged attacks."
    effects: [{ kind: 'invulnerable', value: 5, type: 'ranged', scope: 'holder' }],
  }),
]);

const gun = { name: 'gun', attacks: 6, skill: 4, strength: 4, ap: -4, damage: 1 };

function run(s: ScenarioInput) {
  return evaluate(parseScenario(s));
}

describe('a rule that is only data', () => {
  it('adds 1 to the Wound roll against a VEHICLE, and not against INFANTRY', () => {
    const vs = (keywords: string[]) =>
      run({
        attacker: { weapons: [gun], rules: [{ rule: 'test/wound-vs-big' }] },
        defender: { models: 10, toughness: 4, save: 7, wounds: 1, keywords },
      });
    const tank = vs(['VEHICLE']);
    // 6 attacks x 1/2 hit x 4+ improved to 3+ (2/3) = 2 wounds.
    expect(tank.wounds.mean).toBeCloseTo(2, 12);
    expect(tank.weapons[0]?.params.modifiers.map((m) => m.text)).toContain('+1 to wound: Big game');
    expect(vs(['INFANTRY']).wounds.mean).toBeCloseTo(1.5, 12);
  });

  it('gives a ranged-only invulnerable save that melee attacks do not meet', () => {
    const attack = (type: 'ranged' | 'melee') =>
      run({
        attacker: { weapons: [{ ...gun, type }] },
        defender: {
          models: 1,
          toughness: 4,
          save: 3,
          wounds: 20,
          rules: [{ rule: 'test/ranged-ward', profiles: ['models'] }],
        },
      });
    const shot = attack('ranged');
    // 6 x 1/2 x 1/2 = 1.5 wounds; the 5+ invulnerable save (AP -4 makes the 3+ a 7+) stops 1/3.
    expect(shot.unsaved.mean).toBeCloseTo(1, 12);
    expect(shot.weapons[0]?.params.vs[0]?.save).toEqual({ kind: 'invulnerable', threshold: 5, reroll: 'none' });
    const cut = attack('melee');
    expect(cut.unsaved.mean).toBeCloseTo(1.5, 12);
    expect(cut.weapons[0]?.params.vs[0]?.save.kind).toBe('none');
  });

  it('names an unknown rule where it is written', () => {
    let error: unknown;
    try {
      parseScenario({
        attacker: { weapons: [gun], rules: [{ rule: 'no/such-rule' }] },
        defender: { models: 1, toughness: 4, save: 3, wounds: 1 },
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).format()).toMatch(
      /^attacker\.rules\[0\]\.rule: "no\/such-rule" is not a rule the engine knows/,
    );
  });
});

describe('characteristics', () => {
  it('apply set, then halve, then add, then the limits', () => {
    const m = computeStat('M', 10, [
      { change: { change: 'add', by: 2 }, source: 'Rule A' },
      { change: { change: 'halve' }, source: 'Rule B' },
    ]);
    expect(m.value).toBe(7);
    expect(m.applied).toEqual([
      { source: 'Rule B', change: 'halved' },
      { source: 'Rule A', change: '+2' },
    ]);
    expect(computeStat('OC', 2, [{ change: { change: 'set', to: 0 }, source: 'Battle-shocked' }]).value).toBe(0);
    // Improving a 2+ save cannot make it 1+; improving AP makes it more negative; T stays at least 1.
    expect(computeStat('Sv', 2, [{ change: { change: 'improve', by: 1 }, source: 'x' }]).value).toBe(2);
    expect(computeStat('AP', -1, [{ change: { change: 'improve', by: 1 }, source: 'x' }]).value).toBe(-2);
    expect(computeStat('AP', 0, [{ change: { change: 'worsen', by: 1 }, source: 'x' }]).value).toBe(0);
    expect(computeStat('T', 1, [{ change: { change: 'worsen', by: 2 }, source: 'x' }]).value).toBe(1);
  });
});

describe('the effect vocabulary at the boundary', () => {
  it('accepts rows as written and rejects a malformed one with its path', () => {
    expect(EffectSchema.safeParse({ kind: 'stat', stat: 'T', change: 'improve', by: 1 }).success).toBe(true);
    expect(
      EffectSchema.safeParse({ kind: 'invulnerable', value: 5, type: 'ranged', when: [{ kind: 'leading' }] }).success,
    ).toBe(true);
    expect(EffectSchema.safeParse({ kind: 'invulnerable', value: 1 }).success).toBe(false);
    for (const stat of STATS)
      expect(EffectSchema.safeParse({ kind: 'stat', stat, change: 'halve' }).success).toBe(true);
    expect(EffectSchema.safeParse({ kind: 'roll', roll: 'hit', n: 1, bogus: true }).success).toBe(false);
  });
});

describe('the registry', () => {
  it('holds every weapon ability and CORE ability once, and the coverage report is generated from it', () => {
    const ids = allRules().map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ruleById('weapon/lethal-hits')?.name).toBe('LETHAL HITS');
    expect(ruleById('core/stealth')?.support.calculator).toBe('automated');
    const rows = coverageReport();
    expect(rows.filter((r) => r.group === 'Weapon ability')).toHaveLength(20);
    expect(rows.find((r) => r.name === 'Big game')).toMatchObject({ group: 'Stratagem', calculator: 'automated' });
  });
});
