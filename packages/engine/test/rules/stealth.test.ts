import { describe, expect, it } from 'vitest';
import { combatInputFromDatasheets, evaluate, parseScenario } from '../../src/index.js';
import { grimnyr, hearthkyn, rifles } from './fixtures.js';

/**
 * Stealth needs every model (issue 12). Seed, Stealth: "If every model in a unit has this ability,
 * then each time a ranged attack is made against it, subtract 1 from that attack's Hit roll."
 */

const shot = { name: 'Rifle', attacks: 6, skill: 3, strength: 4, damage: 1 };

describe('Stealth', () => {
  it('a unit whose every profile has Stealth: -1 to be hit by ranged attacks (6 shots at 3+ -> 4+)', () => {
    const r = evaluate(
      parseScenario({
        attacker: { weapons: [shot] },
        defender: {
          models: 4,
          toughness: 4,
          save: 7,
          wounds: 1,
          abilities: ['Stealth'],
          profiles: [{ name: 'Sergeant', models: 1, toughness: 4, save: 7, wounds: 2, abilities: ['Stealth'] }],
        },
      }),
    );
    expect(r.hits.mean).toBeCloseTo(3, 12);
  });

  it('a Leader with Stealth does not give the unit it leads -1 to be hit', () => {
    const r = evaluate(
      parseScenario({
        attacker: { weapons: [shot] },
        defender: {
          models: 5,
          toughness: 4,
          save: 7,
          wounds: 1,
          profiles: [
            {
              name: 'Leader',
              models: 1,
              toughness: 4,
              save: 7,
              wounds: 4,
              keywords: ['CHARACTER'],
              abilities: ['Stealth'],
            },
          ],
        },
      }),
    );
    expect(r.hits.mean).toBeCloseTo(4, 12);
    expect(r.weapons[0]?.params.modifiers.map((m) => m.text).join(' ')).not.toContain('Stealth');
  });

  it('by name: a Grimnyr with Stealth leading Hearthkyn Warriors without it, no -1 to be hit', () => {
    const leader = grimnyr('x');
    leader.abilities.core.push({ kind: 'stealth' });
    const alone = combatInputFromDatasheets(rifles(), leader);
    expect(alone.input.conditions.stealth).toBe(true);
    const led = combatInputFromDatasheets(rifles(), hearthkyn(), { defenderLeaders: [leader] });
    expect(led.input.conditions.stealth).toBe(false);
    expect(evaluate(led.input).hits.mean).toBeCloseTo(10 * (2 / 3), 12);
  });
});
