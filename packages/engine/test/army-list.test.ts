import { describe, expect, it } from 'vitest';
import { fixtureQuery } from '../../../testing/army-fixture.js';
import {
  addUnit,
  attachUnit,
  createList,
  emptyDatasheet,
  InputError,
  makeUnit,
  modelsByProfile,
  nearestNames,
  newBattle,
  parseArmyListJson,
  removeUnit,
  setBattleSize,
  setDetachment,
  setEnhancement,
  setModels,
  setWargear,
  setWarlord,
  toGameArmy,
} from '../src/index.js';

const q = fixtureQuery();

function sample() {
  let l = setBattleSize(createList({ faction: 'Space Marines', detachment: 'Gladius Task Force' }), 'strike force');
  l = addUnit(l, { name: 'Captain' }).list;
  l = addUnit(l, { name: 'Intercessor Squad', models: 10 }).list;
  l = attachUnit(l, 'u1', 'u2');
  return setWarlord(l, 'u1');
}

describe('the list API', () => {
  it('builds a list step by step, immutably', () => {
    const l = sample();
    expect(l.battleSize).toBe('Strike Force');
    expect(l.pointsLimit).toBe(2000);
    expect(l.units.map((u) => [u.id, u.name, u.models, u.attachedTo, u.warlord])).toEqual([
      ['u1', 'Captain', 1, 'u2', true],
      ['u2', 'Intercessor Squad', 10, null, false],
    ]);
    const l2 = setEnhancement(l, 'u1', 'Artificer Armour');
    expect(l.units[0]!.enhancement).toBeNull();
    expect(l2.units[0]!.enhancement).toBe('Artificer Armour');
    expect(setWarlord(l2, 'u2').units.map((u) => u.warlord)).toEqual([false, true]);
  });

  it('removing a unit detaches what was attached to it; new ids never reuse old ones', () => {
    let l = removeUnit(sample(), 'u2');
    expect(l.units.map((u) => [u.id, u.attachedTo])).toEqual([['u1', null]]);
    l = addUnit(addUnit(sample(), { name: 'Rhino' }).list, { name: 'Rhino' }).list;
    l = removeUnit(l, 'u3');
    expect(addUnit(l, { name: 'Rhino' }).id).toBe('u5');
  });

  it('sets wargear and model counts', () => {
    let l = setWargear(sample(), 'u2', [{ name: 'Bolt rifle', count: 9 }]);
    l = setModels(l, 'u2', 5);
    expect(l.units[1]).toMatchObject({ models: 5, wargear: [{ name: 'Bolt rifle', count: 9 }] });
  });

  it('refuses bad edits with located InputErrors', () => {
    expect(() => setBattleSize(sample(), 'Apocalypse')).toThrow(
      'unknown battle size "Apocalypse": expected Incursion, Strike Force or Onslaught',
    );
    expect(() => attachUnit(sample(), 'u1', 'u1')).toThrow('unit u1 cannot be attached to itself');
    expect(() => removeUnit(sample(), 'u9')).toThrow(
      'no unit u9 in the list; units: u1 (Captain), u2 (Intercessor Squad)',
    );
    expect(() => setModels(sample(), 'u2', 0)).toThrow(InputError);
    expect(() => setWargear(sample(), 'u2', [{ name: '', count: 1 }])).toThrow('bad wargear entry ""');
  });

  it('reads list JSON and says where it is wrong', () => {
    const l = sample();
    expect(parseArmyListJson(JSON.stringify(l))).toEqual(l);
    const bad = { ...l, units: [l.units[0], { ...l.units[1], attachedTo: 'u7' }] };
    const e = (() => {
      try {
        parseArmyListJson(JSON.stringify(bad), 'l.json');
      } catch (x) {
        return x as InputError;
      }
    })();
    expect(e?.format()).toBe('l.json: units[1].attachedTo: attached to u7, which is not in the list');
    expect(() => parseArmyListJson(JSON.stringify({ ...l, units: [l.units[0], l.units[0]] }))).toThrow(
      'duplicate unit id u1',
    );
  });

  it('nearest names rank containment, then small edit distances', () => {
    expect(nearestNames('Intercesor', ['Intercessor Squad', 'Infiltrator Squad', 'Rhino'])).toEqual([
      'Intercessor Squad',
    ]);
    expect(nearestNames('Rhin', ['Rhino', 'Razorback', 'Land Raider'])).toEqual(['Rhino']);
    expect(nearestNames('Zzzzzz', ['Rhino'])).toEqual([]);
  });
});

describe('into the game', () => {
  it('a legal list becomes the game army input, and the game sets it up', () => {
    const g = toGameArmy(setDetachment(sample(), 'Gladius Task Force'), q);
    expect(g.army.faction).toBe('Space Marines');
    expect(g.army.units.map((u) => [u.datasheet.name, u.models])).toEqual([
      ['Captain', { Captain: 1 }],
      ['Intercessor Squad', { 'Intercessor Squad': 10 }],
    ]);
    expect([g.unitIds, g.attachments, g.warlord]).toEqual([['u1', 'u2'], [{ unit: 'u1', to: 'u2' }], 'u1']);
    const { state } = newBattle({ seed: 7, armies: [g.army, g.army] });
    expect(
      Object.values(state.units)
        .filter((u) => u.player === 0)
        .map((u) => [u.name, u.models.length]),
    ).toEqual([
      ['Captain', 1],
      ['Intercessor Squad', 10],
    ]);
    // The list's WARLORD is the game's (Newfound Nemesis asks whether a unit contained it).
    expect(state.units.p1u1?.warlord).toBe(true);
    expect(state.units.p1u2?.warlord).toBeUndefined();
  });

  it('an illegal list is refused with its first error', () => {
    const l = setModels(sample(), 'u2', 7);
    expect(() => toGameArmy(l, q)).toThrow(
      'the list is not legal (1 error); first: Intercessor Squad has 7 models; the datasheet allows 5 or 10',
    );
  });

  it('models per profile: from model lines that name profiles, else the composition', () => {
    const ds = emptyDatasheet('x', 'Grimnyr', 'Leagues of Votann');
    const p = {
      movement: 5,
      toughness: 5,
      save: 4,
      wounds: 4,
      leadership: 6,
      objectiveControl: 1,
      invulnerableSave: null,
      baseSize: null,
    };
    ds.profiles = [
      { ...p, name: 'GRIMNYR' },
      { ...p, name: 'CORV' },
    ];
    ds.composition = [
      { model: 'GRIMNYR', min: 1, max: 1 },
      { model: 'CORVs', min: 0, max: 2 },
    ];
    const unit = (models: number, groups: [string, number][] = []) =>
      makeUnit('u1', {
        name: 'Grimnyr',
        models,
        modelGroups: groups.map(([name, count]) => ({ name, count, wargear: [] })),
      });
    expect(modelsByProfile(ds, unit(3))).toEqual({ GRIMNYR: 1, CORV: 2 });
    expect(
      modelsByProfile(
        ds,
        unit(2, [
          ['Grimnyr', 1],
          ['CORV', 1],
        ]),
      ),
    ).toEqual({ GRIMNYR: 1, CORV: 1 });
    expect(modelsByProfile(ds, unit(2, [['Someone else', 2]]))).toEqual({ GRIMNYR: 1, CORV: 1 });
  });
});
