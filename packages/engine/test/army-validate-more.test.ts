import { describe, expect, it } from 'vitest';
import { attachUnit, coverageReport, type NewUnit, validateArmy } from '../src/index.js';
import { build, captain, problems, q, SM, squad } from './army-fixtures.js';

describe('army validation: retinues, allies, wargear and points', () => {
  const AMList = {
    faction: 'Astra Militarum',
    detachment: 'Combined Regiment',
    battleSize: 'Strike Force' as const,
    pointsLimit: 2000,
  };
  const enginseer: NewUnit = { name: 'Tech-Priest Enginseer', warlord: true };
  const troops: NewUnit = { name: 'Cadian Shock Troops', models: 10 };
  const servitors: NewUnit = { name: 'Munitorum Servitors', models: 4 };

  it('servitor retinue: joining a unit an Enginseer leads is legal', () => {
    let l = build(AMList, [enginseer, troops, servitors]);
    l = attachUnit(l, 'u1', 'u2');
    l = attachUnit(l, 'u3', 'u2');
    expect(problems(l)).toEqual([]);
  });

  it('servitor retinue: joining a unit led by someone else', () => {
    let l = build(AMList, [enginseer, troops, servitors, { name: 'Cadian Castellan' }]);
    l = attachUnit(l, 'u4', 'u2');
    l = attachUnit(l, 'u3', 'u2');
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'servitor-retinue',
        message: 'Munitorum Servitors joins Cadian Shock Troops, which is not led by a REGIMENTAL ENGINSEER',
        line: 12,
        unit: 'u3',
      },
    ]);
  });

  it('servitor retinue: a second Munitorum Servitors unit on the same unit', () => {
    let l = build(AMList, [enginseer, troops, servitors, servitors]);
    l = attachUnit(l, 'u1', 'u2');
    l = attachUnit(l, 'u3', 'u2');
    l = attachUnit(l, 'u4', 'u2');
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'servitor-retinue',
        message: 'Cadian Shock Troops already has a MUNITORUM SERVITORS unit joined to it',
        line: 13,
        unit: 'u4',
      },
    ]);
  });

  const IKList = {
    faction: 'Imperial Knights',
    detachment: 'Questor Forgepact',
    battleSize: 'Strike Force' as const,
    pointsLimit: 2000,
  };
  const preceptor: NewUnit = { name: 'Knight Preceptor', warlord: true };

  it('allies (seed 003 Forge World Allies): AdMech units within 500 pts at Strike Force are legal', () => {
    const l = build(IKList, [preceptor, { name: 'Tech-Priest Dominus' }, { name: 'Skitarii Rangers', models: 10 }]);
    expect(problems(l)).toEqual([]);
  });

  it('allies (seed 003): over the Strike Force cap of 500 pts', () => {
    const rangers: NewUnit = { name: 'Skitarii Rangers', models: 10 };
    const vanguard: NewUnit = { name: 'Skitarii Vanguard', models: 10 };
    const l = build(IKList, [
      preceptor,
      { name: 'Tech-Priest Dominus' },
      rangers,
      rangers,
      rangers,
      vanguard,
      vanguard,
    ]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'allies',
        message: 'units included through Forge World Allies cost 510 pts; at Strike Force the limit is 500 pts',
        line: 16,
        unit: 'u7',
      },
    ]);
  });

  it('allies (seed 003): the cap is 250 pts at Incursion', () => {
    const l = build({ ...IKList, battleSize: 'Incursion', pointsLimit: 1000 }, [
      preceptor,
      { name: 'Skitarii Rangers', models: 10 },
      { name: 'Skitarii Rangers', models: 10 },
      { name: 'Skitarii Vanguard', models: 10 },
    ]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'allies',
        message: 'units included through Forge World Allies cost 265 pts; at Incursion the limit is 250 pts',
        line: 13,
        unit: 'u4',
      },
    ]);
  });

  it('allies (seed 003): an AdMech Warlord, and an AdMech unit the rule does not list', () => {
    const l = build(IKList, [
      { name: 'Knight Preceptor' },
      { name: 'Tech-Priest Dominus', warlord: true },
      { name: 'Kastelan Robots', models: 2 },
    ]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'army-faction',
        message:
          'Kastelan Robots is an Adeptus Mechanicus unit, not Imperial Knights, and no allies rule of this army admits it',
        line: 12,
        unit: 'u3',
      },
      {
        severity: 'error',
        rule: 'allies',
        message: 'Tech-Priest Dominus is included through Forge World Allies and cannot be the Warlord',
        line: 11,
        unit: 'u2',
      },
    ]);
  });

  it('allies (seed 003): Forge World Allies needs the Questor Forgepact detachment', () => {
    const l = build({ ...IKList, detachment: 'Spearhead-at-Arms' }, [preceptor, { name: 'Tech-Priest Dominus' }]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'army-faction',
        message:
          'Tech-Priest Dominus can be included only through Forge World Allies, which needs the Questor Forgepact Detachment',
        line: 11,
        unit: 'u2',
      },
    ]);
  });

  it('allies (Daemonic Pact): more non-BATTLELINE NURGLE units than BATTLELINE ones', () => {
    const l = build(
      { faction: 'Chaos Knights', detachment: 'Traitoris Lance', battleSize: 'Strike Force', pointsLimit: 2000 },
      [
        { name: 'Knight Abominant', warlord: true },
        { name: 'Beasts of Nurgle', models: 1 },
        { name: 'Nurglings', models: 3 },
      ],
    );
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'allies',
        message:
          'Daemonic Pact: 2 non-BATTLELINE NURGLE units but 0 BATTLELINE NURGLE units; the first may not outnumber the second',
        line: 12,
        unit: 'u3',
      },
    ]);
  });

  it('allies (Freeblades): an Armiger and a Knight Paladin together in an Imperium army', () => {
    const l = build(AMList, [enginseer, { name: 'Armiger Warglaive' }, { name: 'Knight Paladin' }]);
    expect(problems(l)).toEqual([
      {
        severity: 'error',
        rule: 'allies',
        message: 'Freeblades: TITANIC and ARMIGER models together; only one kind may be included',
        line: 11,
      },
    ]);
  });

  it('wargear (partial): a weapon the datasheet does not have, with the nearest name', () => {
    const l = build(SM, [captain, { ...squad, wargear: [{ name: 'Bolt rifel', count: 9, line: 30 }] }]);
    expect(problems(l)).toEqual([
      {
        severity: 'warning',
        rule: 'wargear',
        message: 'Intercessor Squad: "Bolt rifel" is not wargear of this datasheet; nearest: Bolt rifle',
        line: 30,
        unit: 'u2',
      },
    ]);
  });

  it('points: a difference from the stated points is a note, never an error', () => {
    const l = build(SM, [{ ...captain, statedPoints: 95 }]);
    l.statedPoints = 95;
    const r = validateArmy(l, q);
    expect(r.valid).toBe(true);
    expect(r.findings).toEqual([
      {
        severity: 'note',
        rule: 'points',
        message:
          'Captain: the list says 95 pts, the catalogue 90 pts (the data snapshot and the list may date from different points updates)',
        line: 10,
        unit: 'u1',
      },
      { severity: 'note', rule: 'points', message: 'the list states 95 pts in total; the catalogue gives 90 pts' },
    ]);
  });

  it('every army rule has a row in the coverage report', () => {
    const rows = coverageReport().filter((r) => r.group === 'Army building');
    expect(rows.map((r) => r.name)).toContain('Servitor Retinue');
    // Army rules apply to lists, not to the calculator or the game.
    expect(rows.find((r) => r.name === 'Wargear options')).toMatchObject({
      lists: 'partial',
      game: 'n/a',
      calculator: 'n/a',
    });
    expect(rows.every((r) => r.lists !== 'n/a')).toBe(true);
    expect(rows).toHaveLength(15);
  });
});
