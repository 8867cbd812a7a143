import { describe, expect, it } from 'vitest';
import { evaluate, parseScenario, rulesOfArmy, type ScenarioInput } from '../../../src/index.js';

/**
 * The Leagues of Votann's two Army Rules in the calculator, each situation a toggle named by the rule's
 * own questions, checked against hand-computed odds.
 */

const run = (s: ScenarioInput) => evaluate(parseScenario(s));
// 6 attacks, BS 4+, S4 AP0 D1, against T4 Sv 7+ (no save): 6 x 1/2 x 1/2 = 3/2 wounds unmodified.
const gun = { name: 'gun', attacks: 6, skill: 4, strength: 4, ap: 0, damage: 1 };
const target = { models: 10, toughness: 4, save: 7, wounds: 1 };

describe('Eye of the Ancestors (seed 000)', () => {
  // "Each time a model from your army with this ability makes an attack that targets a unit that has one or more
  // Judgement tokens, ... apply the relevant bonus": 1 token +1 to hit; 2 tokens +1 to hit and +1 to wound.
  const eye = (asks: Record<string, boolean>) =>
    run({
      attacker: { weapons: [gun], rules: [{ rule: 'leagues-of-votann/eye-of-the-ancestors' }] },
      defender: target,
      conditions: { asks },
    });

  it('adds nothing against a unit without Judgement tokens', () => {
    expect(eye({}).wounds.mean).toBeCloseTo(3 / 2, 12);
  });
  it('adds 1 to the Hit roll against a unit with one token', () => {
    // 6 x 2/3 x 1/2 = 2.
    const r = eye({ 'judgement-token-target-1': true });
    expect(r.wounds.mean).toBeCloseTo(2, 12);
    expect(r.weapons[0]?.params.modifiers.map((m) => m.text)).toContain('+1 to hit: Eye of the Ancestors');
  });
  it('adds 1 to the Hit and the Wound roll against a unit with two tokens', () => {
    // 6 x 2/3 x 2/3 = 8/3.
    expect(eye({ 'judgement-token-target-1': true, 'judgement-token-target-2': true }).wounds.mean).toBeCloseTo(
      8 / 3,
      12,
    );
  });
});

describe('Prioritised Efficiency (seed 004, 2025-11 text)', () => {
  const pe = (asks: Record<string, boolean>, side: 'attacker' | 'defender', strength = 4) =>
    run({
      attacker: {
        weapons: [{ ...gun, strength }],
        ...(side === 'attacker' ? { rules: [{ rule: 'leagues-of-votann/prioritised-efficiency' }] } : {}),
      },
      defender: {
        ...target,
        ...(side === 'defender' ? { rules: [{ rule: 'leagues-of-votann/prioritised-efficiency' }] } : {}),
      },
      conditions: { asks },
    });

  it('Hostile Acquisition: "an enemy unit within range of one or more objective markers, add 1 to the Hit roll"', () => {
    expect(pe({}, 'attacker').wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(pe({ 'target-on-objective': true }, 'attacker').wounds.mean).toBeCloseTo(2, 12);
    // Under Fortify Takeover the target's objective no longer counts.
    expect(pe({ 'target-on-objective': true, 'fortify-takeover': true }, 'attacker').wounds.mean).toBeCloseTo(
      3 / 2,
      12,
    );
  });

  it('Fortify Takeover: "if this unit is within range of one or more objective markers you control, add 1 to the Hit roll"', () => {
    expect(pe({ 'fortify-takeover': true, 'own-on-controlled-objective': true }, 'attacker').wounds.mean).toBeCloseTo(
      2,
      12,
    );
  });

  it('Fortify Takeover: "if the Strength ... is greater than this unit’s Toughness ... subtract 1 from the Wound roll"', () => {
    // S5 vs T4 wounds on 3+ (2/3), on 4+ (1/2) with -1: 6 x 1/2 x 1/2 = 3/2.
    expect(pe({}, 'defender', 5).wounds.mean).toBeCloseTo(2, 12);
    expect(pe({ 'fortify-takeover': true }, 'defender', 5).wounds.mean).toBeCloseTo(3 / 2, 12);
    // S4 is not greater than T4: no change.
    expect(pe({ 'fortify-takeover': true }, 'defender', 4).wounds.mean).toBeCloseTo(3 / 2, 12);
    // "and this unit is not a VEHICLE".
    const tank = run({
      attacker: { weapons: [{ ...gun, strength: 5 }] },
      defender: { ...target, keywords: ['VEHICLE'], rules: [{ rule: 'leagues-of-votann/prioritised-efficiency' }] },
      conditions: { asks: { 'fortify-takeover': true } },
    });
    expect(tank.wounds.mean).toBeCloseTo(2, 12);
  });
});

describe('which version an army applies', () => {
  const names = (detachment: string, armyRules?: string[]) =>
    rulesOfArmy({ faction: 'Leagues of Votann', detachment, armyRules })
      .filter((d) => d.group === 'Faction rule')
      .map((d) => d.name);
  it('is the one its data carries', () => {
    expect(names('Oathband', ['Eye of the Ancestors'])).toEqual(['Eye of the Ancestors']);
    expect(names('Hearthband', ['Prioritised Efficiency'])).toEqual(['Prioritised Efficiency']);
  });
});
