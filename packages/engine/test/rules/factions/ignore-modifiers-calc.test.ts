import { describe, expect, it } from 'vitest';
import { evaluate, parseScenario, type ScenarioInput } from '../../../src/index.js';

/**
 * "Ignore any or all modifiers" rows in the calculator, each against a value computed by hand: the attack ignores
 * the modifiers that make it worse and keeps the others (the best choice of "any or all"). Base case: 6 attacks,
 * BS/WS 4+, S4 AP0 D1, against T4, no save (Sv 7+): 6 x 1/2 x 1/2 = 3/2 wounds.
 */
type Rules = { rule: string; bonded?: boolean }[];
interface Case {
  weapon?: Record<string, unknown>;
  attacker?: Rules;
  conditions?: Record<string, unknown>;
}
const gun = { name: 'gun', attacks: 6, skill: 4, strength: 4, ap: 0, damage: 1 };
function run(c: Case) {
  const s: ScenarioInput = {
    attacker: { weapons: [{ ...gun, ...c.weapon }], ...(c.attacker ? { rules: c.attacker } : {}) },
    defender: { models: 10, toughness: 4, save: 7, wounds: 1 },
    conditions: { ...c.conditions },
  };
  return evaluate(parseScenario(s));
}
const MACHINE_FOCUS: Rules = [{ rule: 'imperial-knights/questor-forgepact/machine-focus' }];
const ANTICIPATION: Rules = [{ rule: 'grey-knights/augurium-task-force/aggressive-anticipation' }];
const wounds = (c: Case) => run(c).wounds.mean;

describe('Machine Focus: "your unit can ignore any or all modifiers to ... the Weapon Skill or Ballistic Skill characteristics ...; any Hit roll or Wound roll made for it"', () => {
  it('drops a -1 to the Hit roll: BS3+ hits on 3+ (2/3), not 4+ (1/2)', () => {
    const bs3 = { skill: 3 };
    // 6 x 2/3 x 1/2 = 2 unmodified; -1 to hit: 6 x 1/2 x 1/2 = 3/2; Machine Focus ignores the -1: 2.
    expect(wounds({ weapon: bs3 })).toBeCloseTo(2, 12);
    expect(wounds({ weapon: bs3, conditions: { hitModifier: -1 } })).toBeCloseTo(3 / 2, 12);
    expect(wounds({ weapon: bs3, conditions: { hitModifier: -1 }, attacker: MACHINE_FOCUS })).toBeCloseTo(2, 12);
    // The hit probability itself: 2/3 of 6 attacks.
    expect(run({ weapon: bs3, conditions: { hitModifier: -1 }, attacker: MACHINE_FOCUS }).hits.mean).toBeCloseTo(4, 12);
  });

  it('keeps a +1 to the Hit roll, and drops only the -1 of a +1/-1 pair (Stealth)', () => {
    // +1 kept: hits on 3+: 6 x 2/3 x 1/2 = 2.
    expect(wounds({ conditions: { hitModifier: 1 }, attacker: MACHINE_FOCUS })).toBeCloseTo(2, 12);
    // +1 and Stealth's -1 net 0 (3/2); ignoring the -1 leaves +1: 2.
    expect(wounds({ conditions: { hitModifier: 1, stealth: true } })).toBeCloseTo(3 / 2, 12);
    expect(wounds({ conditions: { hitModifier: 1, stealth: true }, attacker: MACHINE_FOCUS })).toBeCloseTo(2, 12);
    // -1 and Stealth's -1, capped at -1 (hits on 5+: 6 x 1/3 x 1/2 = 1); both ignored: 3/2.
    expect(wounds({ conditions: { hitModifier: -1, stealth: true } })).toBeCloseTo(1, 12);
    expect(wounds({ conditions: { hitModifier: -1, stealth: true }, attacker: MACHINE_FOCUS })).toBeCloseTo(3 / 2, 12);
  });

  it('drops a worsened BS (4+ to 5+) but keeps an improved one (4+ to 3+)', () => {
    // BS 5+: 6 x 1/3 x 1/2 = 1; ignored: 3/2.
    expect(wounds({ conditions: { skillModifier: 1 } })).toBeCloseTo(1, 12);
    expect(wounds({ conditions: { skillModifier: 1 }, attacker: MACHINE_FOCUS })).toBeCloseTo(3 / 2, 12);
    // BS 3+ kept: 2.
    expect(wounds({ conditions: { skillModifier: -1 }, attacker: MACHINE_FOCUS })).toBeCloseTo(2, 12);
    // WS of a melee weapon alike.
    expect(
      wounds({ weapon: { type: 'melee' }, conditions: { skillModifier: 1 }, attacker: MACHINE_FOCUS }),
    ).toBeCloseTo(3 / 2, 12);
  });

  it('drops a -1 to the Wound roll, keeps a +1', () => {
    // Wound 5+: 6 x 1/2 x 1/3 = 1; ignored: 3/2; +1 kept: wound 3+: 6 x 1/2 x 2/3 = 2.
    expect(wounds({ conditions: { woundModifier: -1 } })).toBeCloseTo(1, 12);
    expect(wounds({ conditions: { woundModifier: -1 }, attacker: MACHINE_FOCUS })).toBeCloseTo(3 / 2, 12);
    expect(wounds({ conditions: { woundModifier: 1 }, attacker: MACHINE_FOCUS })).toBeCloseTo(2, 12);
  });

  it('names the modifier it ignored', () => {
    const r = run({ conditions: { hitModifier: -1 }, attacker: MACHINE_FOCUS });
    const mods = r.resolved.weapons[0]?.modifiers ?? [];
    expect(mods.some((m) => m.stat === 'hit' && m.value === '-1 ignored' && m.source.includes('Machine Focus'))).toBe(
      true,
    );
  });
});

describe('Aggressive Anticipation: "you can ignore any or all modifiers to that attack’s Weapon Skill or Ballistic Skill characteristics and/or any or all modifiers to the Hit roll"', () => {
  it('drops the -1 to hit and the worsened BS, not a -1 to the Wound roll', () => {
    expect(wounds({ conditions: { hitModifier: -1 }, attacker: ANTICIPATION })).toBeCloseTo(3 / 2, 12);
    expect(wounds({ conditions: { skillModifier: 1 }, attacker: ANTICIPATION })).toBeCloseTo(3 / 2, 12);
    // BS 5+ and -1 to hit (hits on 6: 6 x 1/6 x 1/2 = 1/2); both ignored: 3/2.
    expect(wounds({ conditions: { hitModifier: -1, skillModifier: 1 } })).toBeCloseTo(1 / 2, 12);
    expect(wounds({ conditions: { hitModifier: -1, skillModifier: 1 }, attacker: ANTICIPATION })).toBeCloseTo(
      3 / 2,
      12,
    );
    // The Wound roll's -1 stays: 1.
    expect(wounds({ conditions: { woundModifier: -1 }, attacker: ANTICIPATION })).toBeCloseTo(1, 12);
  });
});

/**
 * The Spearhead-At-Arms Enhancements that reach the ARMIGER models under the bearer's Bondsman ability: in the
 * calculator, the Enhancement in the ARMIGER's rules marked `bonded`, "two or more ARMIGER models are under the
 * effects of the bearer's Bondsman ability" a toggle. Unmarked, it is the bearer's, which it does not affect.
 */
describe('Spearhead-At-Arms Enhancements on a bonded ARMIGER', () => {
  const enh = (name: string, bonded = true): Rules => [
    { rule: `imperial-knights/spearhead-at-arms/${name}`, ...(bonded ? { bonded } : {}) },
  ];
  const two = { asks: { 'two-armigers-under-bearers-bondsman': true } };
  const melee = { type: 'melee' };

  it('Mentor’s Pride: "each time each of those ARMIGER models makes an attack, you can re-roll a Hit roll of 1"', () => {
    // Hit 1/2 + 1/6 x 1/2 = 7/12: 6 x 7/12 x 1/2 = 7/4.
    expect(wounds({ attacker: enh('mentors-pride'), conditions: two })).toBeCloseTo(7 / 4, 12);
    expect(wounds({ attacker: enh('mentors-pride') })).toBeCloseTo(3 / 2, 12);
    expect(wounds({ attacker: enh('mentors-pride', false), conditions: two })).toBeCloseTo(3 / 2, 12);
  });

  it('Tales of Heroism: "each time one of those ARMIGER models makes a melee attack, you can ignore any or all modifiers to the Hit roll and/or the Wound roll"', () => {
    const worse = { ...two, hitModifier: -1, woundModifier: -1 };
    // Both ignored in melee: 3/2; not in a ranged attack: 6 x 1/3 x 1/3 = 2/3; without the toggle: 2/3.
    expect(wounds({ weapon: melee, attacker: enh('tales-of-heroism'), conditions: worse })).toBeCloseTo(3 / 2, 12);
    expect(wounds({ attacker: enh('tales-of-heroism'), conditions: worse })).toBeCloseTo(2 / 3, 12);
    expect(
      wounds({ weapon: melee, attacker: enh('tales-of-heroism'), conditions: { hitModifier: -1, woundModifier: -1 } }),
    ).toBeCloseTo(2 / 3, 12);
  });

  it('Fables of Nightmare: "melee weapons equipped by those ARMIGER models have the [precision] ability"', () => {
    const precision = (c: Case) => run(c).resolved.weapons[0]?.precision;
    expect(precision({ weapon: melee, attacker: enh('fables-of-nightmare'), conditions: two })).toBe(true);
    expect(precision({ attacker: enh('fables-of-nightmare'), conditions: two })).toBe(false);
    expect(precision({ weapon: melee, attacker: enh('fables-of-nightmare') })).toBe(false);
  });
});

describe('Grim Demeanour: "models in that unit can ignore any or all modifiers to their characteristics and/or to any rolls or tests made for them (excluding modifiers to saving throws)"', () => {
  const GRIM: Rules = [{ rule: 'leagues-of-votann/oathband/grim-demeanour' }];
  it('drops the -1 to hit and the -1 to wound (6 x 1/3 x 1/3 = 2/3 becomes 3/2), keeps a +1', () => {
    const worse = { hitModifier: -1, woundModifier: -1 };
    expect(wounds({ conditions: worse })).toBeCloseTo(2 / 3, 12);
    expect(wounds({ conditions: worse, attacker: GRIM })).toBeCloseTo(3 / 2, 12);
    expect(wounds({ conditions: { hitModifier: 1 }, attacker: GRIM })).toBeCloseTo(2, 12);
  });
});
