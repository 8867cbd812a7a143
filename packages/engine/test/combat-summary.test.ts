import { describe, expect, it } from 'vitest';
import { evaluate, LIMITS, parseScenario, runScenario, summariseCombat } from '../src/index.js';

const weapon = {
  name: 'Bolt rifle',
  models: 1,
  type: 'ranged',
  attacks: '10',
  skill: 3,
  strength: 4,
  ap: -1,
  damage: '1',
};
const scenario = {
  attacker: { weapons: [weapon] },
  defender: { models: 5, toughness: 4, save: 3, wounds: 2 },
};

describe('combat summary', () => {
  it('carries every stage exactly, the rolls needed and the profile as printed', () => {
    const reply = runScenario({ ...scenario, conditions: { stealth: true } });
    if (!reply.ok) throw new Error(reply.error);
    const s = reply.summary;
    // Stealth: 4+ to hit instead of 3+.
    expect(s.hits.mean).toBeCloseTo(5, 12);
    expect(s.target).toMatchObject({ name: 'target', models: 5, totalWounds: 10, toughness: 4 });
    const w = s.weapons[0]!;
    expect(w.profile).toEqual({ attacks: '10', skill: '3+', strength: 4, ap: -1, damage: '1', abilities: '' });
    expect(w.needs).toEqual({
      hit: 4,
      critHit: 6,
      wound: 4,
      critWound: 6,
      saves: [{ group: 'models', kind: 'armour', roll: 4 }],
    });
    expect(w.modifiers.map((m) => m.text)).toEqual(['-1 to hit: Stealth']);
    // Plain data: a JSON round trip changes nothing.
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('equals evaluate() on the same scenario, and names the abilities it was given', () => {
    const input = parseScenario({ ...scenario, attacker: { weapons: [{ ...weapon, abilities: ['lethal hits'] }] } });
    const s = summariseCombat(evaluate(input), ['[LETHAL HITS]']);
    expect(s.damage).toEqual(evaluate(input).damage);
    expect(s.modelsDestroyed.atLeast[1]).toBeCloseTo(1 - (s.modelsDestroyed.pmf[0] as number), 12);
    expect(s.weapons[0]?.profile.abilities).toBe('[LETHAL HITS]');
  });

  it('Torrent needs no hit roll', () => {
    const reply = runScenario({
      ...scenario,
      attacker: { weapons: [{ ...weapon, skill: null, abilities: ['torrent'] }] },
    });
    expect(reply.ok && reply.summary.weapons[0]?.needs.hit).toBeNull();
  });

  it('bad input is a reply naming the field, never a throw', () => {
    expect(runScenario({ ...scenario, attacker: { weapons: [{ ...weapon, attacks: 'D7' }] } })).toEqual({
      ok: false,
      error: 'attacker.weapons[0].attacks: "D7" is not a dice expression (expected forms like 3, D3, D6+1, 2D6)',
      field: 'attacker.weapons[0].attacks',
    });
    expect(runScenario('nope')).toMatchObject({
      ok: false,
      error: 'not valid JSON: Unexpected token \'o\', "nope" is not valid JSON',
    });
  });

  it('refuses sizes beyond its limits before computing', () => {
    const many = runScenario({ ...scenario, attacker: { weapons: [{ ...weapon, models: 300, attacks: 'D6+4' }] } });
    expect(many).toEqual({
      ok: false,
      error: `attacker.weapons[0].models: 300 x up to 10 attacks is over the limit of ${LIMITS.attacks}`,
      field: 'attacker.weapons[0].models',
    });
    const big = runScenario({
      ...scenario,
      defender: { ...scenario.defender, profiles: [{ name: 'x', models: 1, toughness: 4, save: 3, wounds: 500 }] },
    });
    expect(big).toMatchObject({ ok: false, field: 'defender.profiles[0].wounds' });
    const huge = runScenario({ ...scenario, attacker: { weapons: [{ ...weapon, damage: 'D6+200' }] } });
    expect(huge).toMatchObject({ ok: false, field: 'attacker.weapons[0].damage' });
  });

  it('checks the limits after every modifier and ability, before any work (issue 19)', () => {
    // The crash requests: within the limits as written, far beyond them once modifiers apply.
    const one = { ...weapon, models: 1, attacks: 1 };
    for (const [conditions, abilities, what] of [
      [{ attacksModifier: 1e9 }, [], 'attacks'],
      [{ withinHalfRange: true }, ['rapid fire 1000000000'], 'attacks'],
      [{}, ['sustained hits 1000000000'], 'abilities'],
      [{ damageModifier: 1e9 }, [], 'damage'],
      [{ withinHalfRange: true }, ['melta 1000000000'], 'damage'],
    ] as const) {
      const reply = runScenario({ ...scenario, conditions, attacker: { weapons: [{ ...one, abilities }] } });
      expect(reply).toMatchObject({ ok: false, field: `attacker.weapons[0].${what}` });
    }
    expect(runScenario({ ...scenario, attacker: { weapons: [{ ...one, attacks: 1e15 }] } })).toMatchObject({
      ok: false,
      field: 'attacker.weapons[0].attacks',
    });
    expect(runScenario({ ...scenario, attacker: { weapons: [{ ...one, attacks: '9'.repeat(400) }] } })).toMatchObject({
      ok: false,
      field: 'attacker.weapons[0].attacks',
    });
    // Dice that can total below zero are refused where they are written.
    expect(runScenario({ ...scenario, attacker: { weapons: [{ ...one, damage: 'D6-10' }] } })).toEqual({
      ok: false,
      error: 'attacker.weapons[0].damage: "D6-10" can be below zero (as low as -9); the lowest total must be 0 or more',
      field: 'attacker.weapons[0].damage',
    });
  });
});
