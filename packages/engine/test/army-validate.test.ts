import { describe, expect, it } from 'vitest';
import { attachUnit, type NewUnit, validateArmy } from '../src/index.js';
import { build, captain, problems, q, SM, squad } from './army-fixtures.js';

describe('army validation: a legal list', () => {
  it('has no errors or warnings, and its points come from the catalogue', () => {
    let l = build(SM, [captain, squad, { name: 'Lieutenant' }, { name: 'Rhino' }]);
    l = attachUnit(l, 'u1', 'u2');
    l = attachUnit(l, 'u3', 'u2');
    const r = validateArmy(l, q);
    expect(r.findings).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.points.total).toBe(80 + 10 + 160 + 65 + 75);
  });
});

describe('army validation: one test per rule', () => {
  it('resolve: an unknown datasheet, with the nearest names', () => {
    const l = build(SM, [captain, { name: 'Intercesor Squad', models: 5 }]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'resolve',
        message: 'no datasheet "Intercesor Squad" in Space Marines; nearest: Intercessor Squad',
        line: 11,
        unit: 'u2',
      },
    ]);
  });

  it('battle size: over the points limit', () => {
    const l = build({ ...SM, battleSize: 'Incursion', pointsLimit: 1000 }, [
      captain,
      squad,
      squad,
      squad,
      squad,
      { name: 'Eradicator Squad', models: 6 },
      { name: 'Eradicator Squad', models: 6 },
    ]);
    l.lines = { battleSize: 4 };
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'battle-size',
        message: 'the army costs 1110 pts, over Incursion (1000 pts) by 110 pts',
        line: 4,
      },
    ]);
  });

  it("battle size: the list's own points decide; a higher catalogue total is only a warning", () => {
    const units = [
      captain,
      squad,
      squad,
      squad,
      squad,
      { name: 'Eradicator Squad', models: 6 },
      { name: 'Eradicator Squad', models: 6 },
    ];
    const l = build({ ...SM, battleSize: 'Incursion', pointsLimit: 1000, statedPoints: 990 }, units);
    l.lines = { battleSize: 4 };
    expect(problems(l)).toEqual([
      {
        severity: 'warning',
        rule: 'battle-size',
        message:
          "at the catalogue's points the army costs 1110 pts, over Incursion (1000 pts) by 110 pts (the list says 990 pts)",
        line: 4,
      },
    ]);
    l.statedPoints = 1015;
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'battle-size',
        message: 'the list costs 1015 pts, over Incursion (1000 pts) by 15 pts',
        line: 4,
      },
    ]);
  });

  it('battle size: a list that states none is checked against the smallest size that holds it', () => {
    const l = build({ faction: 'Space Marines', detachment: 'Gladius Task Force' }, [captain, squad]);
    expect(validateArmy(l, q).findings).toEqual([
      {
        severity: 'note',
        rule: 'battle-size',
        message: 'the list states no battle size; checked against Incursion (1000 pts)',
      },
    ]);
  });

  it('one Army Faction: a unit of another faction that no allies rule admits', () => {
    const l = build(SM, [captain, { name: 'Cadian Shock Troops', models: 10 }]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'army-faction',
        message:
          'Cadian Shock Troops is an Astra Militarum unit, not Space Marines, and no allies rule of this army admits it',
        line: 11,
        unit: 'u2',
      },
    ]);
  });

  it('one Army Faction: an unknown faction, with the nearest name', () => {
    const l = build({ ...SM, faction: 'Space Marine' }, []);
    l.lines = { faction: 3 };
    expect(problems(l)).toContainEqual({
      severity: 'error',
      rule: 'army-faction',
      message: 'unknown faction "Space Marine"; nearest: Space Marines',
      line: 3,
    });
  });

  it('one Detachment: a detachment of another faction', () => {
    const l = build({ ...SM, detachment: 'Houndpack Lance' }, [{ name: 'Captain', warlord: true }]);
    l.lines = { detachment: 2 };
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'detachment',
        message: '"Houndpack Lance" is not a Space Marines Detachment',
        line: 2,
      },
    ]);
  });

  it('one Detachment: none named', () => {
    const l = build({ ...SM, detachment: null }, [{ name: 'Captain', warlord: true }]);
    expect(problems(l)).toEqual([{ severity: 'error', rule: 'detachment', message: 'the list names no Detachment' }]);
  });

  it('rule of three: a fourth Eradicator Squad', () => {
    const era: NewUnit = { name: 'Eradicator Squad', models: 3 };
    const l = build(SM, [captain, era, era, era, era]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'rule-of-three',
        message: 'Eradicator Squad: 4 units of this datasheet; at most 3',
        line: 14,
        unit: 'u5',
      },
    ]);
  });

  it('rule of three: six for BATTLELINE, a seventh is an error', () => {
    const s: NewUnit = { name: 'Intercessor Squad', models: 5 };
    const l = build(SM, [captain, s, s, s, s, s, s, s]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'rule-of-three',
        message: 'Intercessor Squad: 7 units of this datasheet; at most 6 (BATTLELINE or DEDICATED TRANSPORT)',
        line: 17,
        unit: 'u8',
      },
    ]);
  });

  it('rule of three: BATTLELINE granted by the detachment lifts War Dogs to six', () => {
    const dog: NewUnit = { name: 'War Dog Stalker' };
    const ck = { faction: 'Chaos Knights', battleSize: 'Strike Force' as const, pointsLimit: 2000 };
    const warlord: NewUnit = { name: 'Knight Abominant', warlord: true };
    expect(problems(build({ ...ck, detachment: 'Houndpack Lance' }, [warlord, dog, dog, dog, dog]))).toEqual([]);
    expect(problems(build({ ...ck, detachment: 'Traitoris Lance' }, [warlord, dog, dog, dog, dog]))).toEqual([
      {
        severity: 'error',
        rule: 'rule-of-three',
        message: 'War Dog Stalker: 4 units of this datasheet; at most 3',
        line: 14,
        unit: 'u5',
      },
    ]);
  });

  it('epic heroes: Marneus Calgar twice', () => {
    const l = build(SM, [captain, { name: 'Marneus Calgar' }, { name: 'Marneus Calgar' }]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'epic-hero',
        message: 'Marneus Calgar is an EPIC HERO and is already in the army',
        line: 12,
        unit: 'u3',
      },
    ]);
  });

  it('unit size: an Intercessor Squad of 7', () => {
    const l = build(SM, [captain, { name: 'Intercessor Squad', models: 7 }]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'unit-size',
        message: 'Intercessor Squad has 7 models; the datasheet allows 5 or 10',
        line: 11,
        unit: 'u2',
      },
    ]);
  });

  it('enhancements: more than three', () => {
    const l = build(SM, [
      captain,
      { name: 'Captain', enhancement: 'The Honour Vehement' },
      { name: 'Captain', enhancement: 'Adept of the Codex' },
      { name: 'Lieutenant', enhancement: 'Fire Discipline' },
    ]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'enhancements',
        message: 'Fire Discipline: more than 3 Enhancements in the army',
        line: 13,
        unit: 'u4',
      },
    ]);
  });

  it('enhancements: the same one twice', () => {
    const l = build(SM, [captain, { name: 'Lieutenant', enhancement: 'Artificer Armour' }]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'enhancements',
        message: 'Artificer Armour is taken more than once',
        line: 11,
        unit: 'u2',
      },
    ]);
  });

  it('enhancements: not on a CHARACTER', () => {
    const l = build(SM, [captain, { ...squad, enhancement: 'Fire Discipline' }]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'enhancements',
        message: 'Fire Discipline is on Intercessor Squad, which is not a CHARACTER',
        line: 11,
        unit: 'u2',
      },
    ]);
  });

  it('enhancements: not on an EPIC HERO', () => {
    const l = build(SM, [captain, { name: 'Marneus Calgar', enhancement: 'Fire Discipline' }]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'enhancements',
        message: 'Fire Discipline is on Marneus Calgar, an EPIC HERO',
        line: 11,
        unit: 'u2',
      },
    ]);
  });

  it('enhancements: from another detachment', () => {
    const l = build(SM, [{ ...captain, enhancement: 'Feinting Withdrawal' }]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'enhancements',
        message: 'Feinting Withdrawal belongs to the Stormlance Task Force Detachment, not Gladius Task Force',
        line: 10,
        unit: 'u1',
      },
    ]);
  });

  it('enhancements: unknown, with the nearest name', () => {
    const l = build(SM, [{ ...captain, enhancement: 'Artificer Armor' }]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'enhancements',
        message: 'Artificer Armor is not a Space Marines Enhancement; nearest: Artificer Armour',
        line: 10,
        unit: 'u1',
      },
    ]);
  });

  it('warlord: none', () => {
    const l = build(SM, [{ name: 'Captain' }]);
    expect(problems(l)).toEqual([{ severity: 'error', rule: 'warlord', message: 'no unit is the Warlord' }]);
  });

  it('warlord: two', () => {
    const l = build(SM, [captain, { name: 'Lieutenant', warlord: true }]);
    expect(problems(l)).toEqual([
      { severity: 'error', rule: 'warlord', message: 'Lieutenant is a second Warlord', line: 11, unit: 'u2' },
    ]);
  });

  it('warlord: not a CHARACTER', () => {
    const l = build(SM, [{ ...squad, warlord: true }]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'warlord',
        message: 'Intercessor Squad is the Warlord but is not a CHARACTER',
        line: 10,
        unit: 'u1',
      },
    ]);
  });

  it('detachment keywords: a fourth War Dog made a CHARACTER (Houndpack Lance selects three)', () => {
    const dog = (extra: Partial<NewUnit> = {}): NewUnit => ({
      name: 'War Dog Karnivore',
      grantedKeywords: ['CHARACTER'],
      ...extra,
    });
    const l = build(
      { faction: 'Chaos Knights', detachment: 'Houndpack Lance', battleSize: 'Strike Force', pointsLimit: 2000 },
      [dog({ warlord: true }), dog({ enhancement: "Preyslayer's Mantle" }), dog(), dog()],
    );
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'detachment-keywords',
        message: 'War Dog Karnivore: Marked Prey gives CHARACTER to at most 3 units; this is unit 4',
        line: 13,
        unit: 'u4',
      },
    ]);
  });

  it('leader: a Leader attached to a unit it cannot lead', () => {
    let l = build(SM, [captain, { name: 'Eradicator Squad', models: 3 }]);
    l = attachUnit(l, 'u1', 'u2');
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'leader',
        message: 'Captain cannot lead Eradicator Squad; it can lead: Intercessor Squad',
        line: 10,
        unit: 'u1',
      },
    ]);
  });

  it('leader: a unit that is not a Leader', () => {
    let l = build(SM, [captain, { name: 'Rhino' }, squad]);
    l = attachUnit(l, 'u2', 'u3');
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'leader',
        message: 'Rhino is not a Leader and cannot be attached to Intercessor Squad',
        line: 11,
        unit: 'u2',
      },
    ]);
  });

  it('leader: two Leaders on one Bodyguard unit when no rule allows it', () => {
    let l = build(SM, [captain, squad, { name: 'Chaplain' }]);
    l = attachUnit(l, 'u1', 'u2');
    l = attachUnit(l, 'u3', 'u2');
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'leader',
        message:
          'Intercessor Squad already has Captain attached; a Bodyguard unit takes one Leader unless a rule allows another',
        line: 12,
        unit: 'u3',
      },
    ]);
  });

  it('leader: the same Leader datasheet twice on one unit', () => {
    let l = build(SM, [captain, squad, { name: 'Captain' }]);
    l = attachUnit(l, 'u1', 'u2');
    l = attachUnit(l, 'u3', 'u2');
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'leader',
        message: 'Intercessor Squad already has a Captain attached',
        line: 12,
        unit: 'u3',
      },
    ]);
  });
});
