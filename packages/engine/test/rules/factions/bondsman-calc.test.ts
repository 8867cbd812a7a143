import { describe, expect, it } from 'vitest';
import { evaluate, parseScenario, type ScenarioInput } from '../../../src/index.js';

/**
 * The KNIGHTs' Bondsman abilities in the calculator (2025-11 export), each against a value computed by hand. The
 * toggle: the ability in the ARMIGER's rules marked `bonded` ("that ARMIGER model is affected by that Bondsman
 * ability"); the same rule unmarked is the KNIGHT holding it, which it does not affect. Base case: 6 attacks,
 * BS/WS 4+, S4 AP0 D1, against T4, no save (Sv 7+): 6 x 1/2 x 1/2 = 3/2 wounds.
 */
type Side = { rule: string; bonded?: boolean }[];
interface Case {
  weapon?: Record<string, unknown>;
  attacker?: Side;
  defender?: Side;
  targetKeywords?: string[];
  save?: number;
  wounds?: number;
  asks?: Record<string, boolean>;
  charged?: boolean;
}
const gun = { name: 'gun', attacks: 6, skill: 4, strength: 4, ap: 0, damage: 1 };
function run(c: Case) {
  const s: ScenarioInput = {
    attacker: { weapons: [{ ...gun, ...c.weapon }], ...(c.attacker ? { rules: c.attacker } : {}) },
    defender: {
      models: 10,
      toughness: 4,
      save: c.save ?? 7,
      wounds: c.wounds ?? 1,
      keywords: c.targetKeywords ?? [],
      ...(c.defender ? { rules: c.defender } : {}),
    },
    conditions: { asks: c.asks ?? {}, ...(c.charged ? { charged: true } : {}) },
  };
  return evaluate(parseScenario(s));
}
const duty = (datasheet: string, name: string, bonded = true): Side => [
  { rule: `imperial-knights/${datasheet}/${name}`, ...(bonded ? { bonded } : {}) },
];
const melee = { type: 'melee' };

describe('Bondsman abilities: only the ARMIGER affected', () => {
  it('Paladin’s Duty: "weapons ... have the [LETHAL HITS] ability, and melee weapons ... have the [LANCE] ability"', () => {
    const pd = duty('knight-paladin', 'paladins-duty-bondsman');
    // Critical Hits 6 x 1/6 = 1 wound automatically; the other hits 6 x 1/3 = 2 wound on 4+: 1. In all 2.
    expect(run({ attacker: pd }).wounds.mean).toBeCloseTo(2, 12);
    // The KNIGHT holding it is not affected by it.
    expect(run({ attacker: duty('knight-paladin', 'paladins-duty-bondsman', false) }).wounds.mean).toBeCloseTo(
      3 / 2,
      12,
    );
    // Melee, having charged: [LANCE] adds 1 to the Wound roll (3+): 1 + 2 x 2/3 = 7/3.
    expect(run({ attacker: pd, weapon: melee, charged: true }).wounds.mean).toBeCloseTo(7 / 3, 12);
    // A ranged weapon has no [LANCE]: still 2.
    expect(run({ attacker: pd, charged: true }).wounds.mean).toBeCloseTo(2, 12);
  });

  it('Crusader’s Duty: "each time that model makes a ranged attack, add 1 to the Hit roll"', () => {
    const cd = duty('knight-crusader', 'crusaders-duty-bondsman');
    // Hit 3+: 6 x 2/3 x 1/2 = 2; melee unchanged.
    expect(run({ attacker: cd }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: cd, weapon: melee }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Castigator’s Duty: "its ranged weapons have the [SUSTAINED HITS 1] ability and the Armour Penetration ... is improved by 1"', () => {
    const cd = duty('cerastus-knight-castigator', 'castigators-duty-bondsman');
    // Hits 6 x (1/2 + 1/6) = 4, wounds 2; against Sv 4+, AP-1 saves on 5+: 2 x 2/3 = 4/3 unsaved.
    expect(run({ attacker: cd }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: cd, save: 4 }).unsaved.mean).toBeCloseTo(4 / 3, 12);
  });

  it('Warden’s Duty: "weapons ... have the [SUSTAINED HITS 1] ability"', () => {
    expect(run({ attacker: duty('knight-warden', 'wardens-duty-bondsman'), weapon: melee }).wounds.mean).toBeCloseTo(
      2,
      12,
    );
  });

  it('Gallant’s Duty: "each time that model makes a melee attack, you can re-roll the Hit roll"', () => {
    const gd = duty('knight-gallant', 'gallants-duty-bondsman');
    // Hit 1/2 + 1/2 x 1/2 = 3/4: 6 x 3/4 x 1/2 = 9/4; ranged unchanged.
    expect(run({ attacker: gd, weapon: melee }).wounds.mean).toBeCloseTo(9 / 4, 12);
    expect(run({ attacker: gd }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Atrapos’ Duty: "an attack that targets a TITANIC or TOWERING model, you can re-roll the Hit roll and ... the Wound roll"', () => {
    const ad = duty('cerastus-knight-atrapos', 'atrapos-duty-bondsman');
    // 6 x 3/4 x 3/4 = 27/8 against a TITANIC target; 3/2 against another.
    expect(run({ attacker: ad, targetKeywords: ['TITANIC'] }).wounds.mean).toBeCloseTo(27 / 8, 12);
    expect(run({ attacker: ad, targetKeywords: ['VEHICLE'] }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Magaera’s Duty: "a ranged attack that targets the closest eligible target, improve the Strength and Armour Penetration ... by 1"', () => {
    const md = duty('questoris-knight-magaera', 'magaeras-duty-bondsman');
    const asks = { 'closest-eligible-target': true };
    // S5 against T4 wounds on 3+: 6 x 1/2 x 2/3 = 2; against Sv 4+ at AP-1: 2 x 2/3 = 4/3 unsaved.
    expect(run({ attacker: md, asks }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: md, asks, save: 4 }).unsaved.mean).toBeCloseTo(4 / 3, 12);
    expect(run({ attacker: md }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Defender’s Duty: "each time an attack is allocated to that model, subtract 1 from the Damage characteristic"', () => {
    const dd = duty('knight-defender', 'defenders-duty-bondsman');
    // D3 against W20 (no damage lost): 3/2 unsaved x 3 = 9/2 damage; reduced to D2: 3.
    expect(run({ weapon: { damage: 3 }, wounds: 20 }).damage.mean).toBeCloseTo(9 / 2, 12);
    expect(run({ weapon: { damage: 3 }, wounds: 20, defender: dd }).damage.mean).toBeCloseTo(3, 12);
    expect(
      run({ weapon: { damage: 3 }, wounds: 20, defender: duty('knight-defender', 'defenders-duty-bondsman', false) })
        .damage.mean,
    ).toBeCloseTo(9 / 2, 12);
  });
});
