import { describe, expect, it } from 'vitest';
import { evaluate, parseScenario, type ScenarioInput } from '../../../src/index.js';

/**
 * Doctrina Imperatives (Imperial Knights, 2025-11 export) in the calculator: the active Imperative, the Doctrina
 * Imperatives ability and the BATTLELINE condition are toggles. "Protector Imperative - Ranged weapons ... have the
 * [HEAVY] ability. - Improve the Ballistic Skill characteristic of ranged weapons ... by 1. - Each time a melee attack
 * targets this unit, if this unit has the BATTLELINE keyword and/or ..., subtract 1 from the Hit roll. Conqueror
 * Imperative - ... - Improve the Weapon Skill characteristic of melee weapons ... by 1. - Each time a model in this
 * unit makes an attack, if this unit has the BATTLELINE keyword and/or ..., improve the Armour Penetration
 * characteristic of that attack by 1." Base: 6 attacks, BS/WS 4+, S4 AP0 D1, against T4.
 */
const DOCTRINA = [{ rule: 'imperial-knights/doctrina-imperatives' }];
function run(o: {
  melee?: boolean;
  attacker?: boolean;
  defender?: boolean;
  save?: number;
  asks?: Record<string, boolean>;
  stationary?: boolean;
}) {
  const s: ScenarioInput = {
    attacker: {
      weapons: [
        { name: 'gun', attacks: 6, skill: 4, strength: 4, ap: 0, damage: 1, ...(o.melee ? { type: 'melee' } : {}) },
      ],
      ...(o.attacker ? { rules: DOCTRINA } : {}),
    },
    defender: { models: 10, toughness: 4, save: o.save ?? 7, wounds: 1, ...(o.defender ? { rules: DOCTRINA } : {}) },
    conditions: { asks: o.asks ?? {}, ...(o.stationary ? { remainedStationary: true } : {}) },
  };
  return evaluate(parseScenario(s));
}

describe('Doctrina Imperatives (calculator)', () => {
  it('Protector: BS 4+ improved to 3+ (6 x 2/3 x 1/2 = 2); with [HEAVY] after Remaining Stationary, 2+ (5/2)', () => {
    const p = { 'doctrina-protector': true };
    expect(run({ attacker: true }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(run({ attacker: true, asks: p }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: true, asks: p, stationary: true }).wounds.mean).toBeCloseTo(5 / 2, 12);
  });

  it('Protector against melee: subtract 1 from the Hit roll when the target is BATTLELINE (6 x 1/3 x 1/2 = 1)', () => {
    const p = { 'doctrina-protector-target': true, 'doctrina-battleline-target': true };
    expect(run({ melee: true, defender: true, asks: p }).wounds.mean).toBeCloseTo(1, 12);
    expect(run({ melee: true, defender: true, asks: { 'doctrina-protector-target': true } }).wounds.mean).toBeCloseTo(
      3 / 2,
      12,
    );
  });

  it('Conqueror: WS 4+ improved to 3+ (2); AP improved by 1 when BATTLELINE: Sv 4+ 3/4 unsaved -> 1', () => {
    const c = { 'doctrina-conqueror': true };
    expect(run({ melee: true, attacker: true, asks: c }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: true, asks: c, save: 4 }).unsaved.mean).toBeCloseTo(3 / 4, 12);
    expect(run({ attacker: true, asks: { ...c, 'doctrina-battleline': true }, save: 4 }).unsaved.mean).toBeCloseTo(
      1,
      12,
    );
  });
});
