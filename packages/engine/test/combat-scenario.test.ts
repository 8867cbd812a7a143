import { describe, expect, it } from 'vitest';
import { DEFAULT_CONDITIONS, evaluate, InputError, parseQuickUnit, parseScenario } from '../src/index.js';

const minimal = {
  attacker: {
    weapons: [
      {
        name: 'Bolt rifle',
        models: 10,
        type: 'ranged',
        attacks: '2',
        skill: 3,
        strength: 4,
        ap: -1,
        damage: '1',
        abilities: ['sustained hits 1'],
      },
    ],
  },
  defender: {
    models: 5,
    toughness: 4,
    save: 3,
    invulnerable: null,
    wounds: 2,
    feelNoPain: null,
    keywords: ['INFANTRY'],
  },
};

function error(value: unknown): InputError {
  try {
    parseScenario(JSON.stringify(value), 'fight.json');
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('the scenario file', () => {
  it('reads the contract with every default', () => {
    const input = parseScenario(JSON.stringify(minimal));
    expect(input.conditions).toEqual(DEFAULT_CONDITIONS);
    expect(input.ruleset).toEqual({ devastatingWounds: 'current' });
    expect(input.weapons[0]).toMatchObject({
      models: 10,
      attacks: { count: 0, sides: 6, bonus: 2 },
      abilities: [{ kind: 'sustained-hits' }],
    });
    expect(input.defender.groups).toHaveLength(1);
    expect(evaluate(input).attacks.pmf[20]).toBe(1);
  });

  it('accepts upper-case abilities, extra profiles, CORE abilities and the original rule', () => {
    const input = parseScenario({
      ...minimal,
      attacker: { weapons: [{ ...minimal.attacker.weapons[0], abilities: ['SUSTAINED HITS 1', 'Lethal Hits'] }] },
      defender: {
        ...minimal.defender,
        abilities: ['Stealth', 'Feel No Pain 6+'],
        profiles: [
          { name: 'Captain', models: 1, toughness: 4, save: 3, invulnerable: 4, wounds: 5, keywords: ['CHARACTER'] },
        ],
      },
      conditions: { cover: true, rerollHits: 'ones' },
      ruleset: { devastatingWounds: 'original' },
    });
    expect(input.weapons[0]?.abilities.map((a) => a.kind)).toEqual(['sustained-hits', 'lethal-hits']);
    // Stealth: "If every model in a unit has this ability" (issue 12's fix): the Captain has not.
    expect(input.conditions).toMatchObject({ cover: true, rerollHits: 'ones', stealth: false, critHitOn: 6 });
    expect(input.defender.groups.map((g) => [g.name, g.feelNoPain])).toEqual([
      ['models', 6],
      ['Captain', null],
    ]);
    expect(input.ruleset.devastatingWounds).toBe('original');
  });

  it.each([
    [{ attacks: 'D7' }, 'fight.json: attacker.weapons[0].attacks: "D7" is not a dice expression'],
    [{ damage: 'lots' }, 'attacker.weapons[0].damage: "lots" is not a dice expression'],
    [{ skill: 9 }, 'attacker.weapons[0].skill:'],
    [{ ap: 2 }, 'attacker.weapons[0].ap:'],
    [{ skill: null }, 'attacker.weapons[0].skill: skill is N/A but the weapon has no [TORRENT]'],
  ])('names the field of a bad weapon %j', (patch, message) => {
    const e = error({ ...minimal, attacker: { weapons: [{ ...minimal.attacker.weapons[0], ...patch }] } });
    expect(e.format()).toContain(message);
  });

  it('names unknown fields, bad conditions and bad JSON', () => {
    expect(error({ ...minimal, defender: { ...minimal.defender, feelnopain: 5 } }).format()).toContain('defender');
    expect(error({ ...minimal, conditions: { rerollHits: 'sometimes' } }).format()).toContain('conditions.rerollHits');
    expect(error({ ...minimal, ruleset: { devastatingWounds: 'new' } }).format()).toContain(
      'ruleset.devastatingWounds',
    );
    expect(() => parseScenario('{"attacker":', 'x.json')).toThrow(/not valid JSON/);
    expect(error({ ...minimal, defender: { ...minimal.defender, abilities: ['Flying'] } }).format()).toContain(
      'defender.abilities[0]: "Flying" is not a CORE ability the calculator knows',
    );
  });
});

describe('the quick unit notation', () => {
  it('reads "5x T4 3+ W2 4++ FNP5 INFANTRY"', () => {
    const q = parseQuickUnit('5x T4 3+ W2 4++ FNP5 INFANTRY');
    expect(q.defender.groups[0]).toMatchObject({
      models: 5,
      toughness: 4,
      save: 3,
      wounds: 2,
      invulnerable: 4,
      feelNoPain: 5,
      keywords: ['INFANTRY'],
    });
    expect(q.stealth).toBe(false);
  });

  it('reads several profiles and the extras', () => {
    const q = parseQuickUnit('4x T4 Sv3+ W2 stealth + 1x T5 3+ 4++ W5 -1D FNP4-mortal CHARACTER');
    expect(q.stealth).toBe(true);
    expect(q.defender.groups[1]).toMatchObject({
      models: 1,
      toughness: 5,
      damageReduction: 1,
      feelNoPainMortal: 4,
      keywords: ['CHARACTER'],
    });
  });

  it('says what it did not understand', () => {
    expect(() => parseQuickUnit('5x T4 3+ W2 banana')).toThrow(/"banana" is not understood/);
    expect(() => parseQuickUnit('5x T4 W2')).toThrow(/has no save \(e.g. 3\+\)/);
  });
});
