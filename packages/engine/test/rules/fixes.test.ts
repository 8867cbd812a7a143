import { describe, expect, it } from 'vitest';
import { evaluate, parseScenario, type ScenarioInput } from '../../src/index.js';

/** The fixes issue 12 lists, each against the rule text it follows. */

const run = (s: ScenarioInput) => evaluate(parseScenario(s));

describe('Fire Overwatch concerns the ranged attacks it allows', () => {
  // Seed 000, Fire Overwatch: "each time a model in your unit makes a ranged attack, an unmodified Hit
  // roll of 6 is required to score a hit, irrespective of the attacking weapon's Ballistic Skill or any
  // modifiers."
  const weapons = [
    { name: 'rifle', type: 'ranged' as const, attacks: 6, skill: 3, strength: 4, damage: 1 },
    { name: 'blade', type: 'melee' as const, attacks: 6, skill: 3, strength: 4, damage: 1 },
  ];
  const r = run({
    attacker: { weapons },
    defender: { models: 20, toughness: 4, save: 7, wounds: 1 },
    conditions: { overwatch: true },
  });

  it('a ranged weapon hits only on a 6', () => {
    expect(r.weapons[0]?.hits.mean).toBeCloseTo(1, 12);
    expect(r.weapons[0]?.params.modifiers.map((m) => m.text)).toContain('unmodified 6 only to hit: Fire Overwatch');
  });

  it('a melee weapon keeps its WS 3+', () => {
    expect(r.weapons[1]?.hits.mean).toBeCloseTo(4, 12);
    expect(r.weapons[1]?.params.modifiers.map((m) => m.text)).not.toContain('unmodified 6 only to hit: Fire Overwatch');
  });
});
