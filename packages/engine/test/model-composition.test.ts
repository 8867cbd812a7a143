import { describe, expect, it } from 'vitest';
import { testProfile } from '../../../testing/profile.js';
import {
  compositionLines,
  type Datasheet,
  defaultGear,
  defaultLoadouts,
  emptyDatasheet,
  hasWords,
  lineProfiles,
  parseDice,
  profileCounts,
  profileOfModel,
  singularName,
  sizeRange,
  unitModels,
  unitModelsOf,
  type Weapon,
} from '../src/index.js';

const profile = testProfile;

const weapon = (name: string, type: 'ranged' | 'melee' = 'ranged'): Weapon => ({
  name,
  profiles: [
    {
      name,
      type,
      range: type === 'melee' ? null : 24,
      attacks: parseDice('1'),
      skill: 3,
      strength: 4,
      ap: 0,
      damage: parseDice('1'),
      abilities: [],
    },
  ],
});

function sheet(profiles: string[], composition: [string, number, number][], weapons: string[] = []): Datasheet {
  const ds = emptyDatasheet('t:1', 'Test Unit', 'Test Faction');
  ds.profiles = profiles.map((name) => profile(name));
  ds.composition = composition.map(([model, min, max]) => ({ model, min, max }));
  ds.weapons = weapons.map((w) => weapon(w));
  return ds;
}

/** Who carries what, as weapon names per model. */
const gearOf = (ds: Datasheet, size?: number) =>
  defaultGear(ds, unitModels(ds, size)).models.map((m) => m.weapons.map((w) => w.name).join('+'));

describe('names in the singular', () => {
  it('reads plain, -ies, -es and irregular plurals', () => {
    expect(singularName('Hearthkyn Warriors')).toBe('hearthkyn warrior');
    expect(singularName('Batteries')).toBe('battery');
    expect(singularName('Hunting Wolves')).toBe('hunting wolf');
    expect(singularName('Knives')).toBe('knife');
    expect(singularName('Guardsmen')).toBe('guardsman');
    expect(singularName('Custodes Torches')).toBe('custode torch');
    // A key, not a display name: what matters is that both forms agree.
    expect(singularName('Chaos Lords')).toBe(singularName('Chaos Lord'));
  });

  it('finds whole words only', () => {
    expect(hasWords('kill team sergeant', 'team sergeant')).toBe(true);
    expect(hasWords('kill team sergeant', 'team serg')).toBe(false);
    expect(hasWords('kill team sergeant', '')).toBe(false);
  });
});

describe('composition lines and their profiles', () => {
  it('a "N MODELS MAXIMUM" line caps the unit and is no model', () => {
    const ds = sheet(
      ['Kill Team Sergeant', 'Veteran'],
      [
        ['Kill Team Sergeant', 1, 1],
        ['Veterans', 4, 9],
        ['models maximum', 10, 10],
      ],
    );
    expect(compositionLines(ds)).toEqual({ lines: ds.composition.slice(0, 2), cap: 10 });
    expect(sizeRange(ds)).toEqual({ min: 5, max: 10 });
    expect(unitModels(ds, 12).size).toBe(10);
  });

  it('names a profile by singular, by words held, else the one profile no line names', () => {
    const ds = sheet(
      ['KILL TEAM SERGEANT, DEATHWATCH VETERAN', 'BOY', 'Kroot Carnivore'],
      [
        ['Kill Team Sergeant', 1, 1],
        ['Boyz', 9, 19],
        ['Kroot Carnivores w/ tanglebomb launcher', 0, 1],
      ],
    );
    expect(profileOfModel(ds, 'Kroot Carnivores w/ tanglebomb launcher')).toBe('Kroot Carnivore');
    expect(lineProfiles(ds)).toEqual(['KILL TEAM SERGEANT, DEATHWATCH VETERAN', 'BOY', 'Kroot Carnivore']);
  });

  it('fills minimums, then the lines the unit must have, then the optional ones', () => {
    const ds = sheet(
      ['Biker Sergeant', 'Attack Bike', 'Space Marine Biker'],
      [
        ['Biker Sergeant', 1, 1],
        ['Attack Bike', 0, 1],
        ['Space Marine Bikers', 2, 5],
      ],
    );
    expect(unitModels(ds, 3).lines.map((l) => l.count)).toEqual([1, 0, 2]);
    expect(unitModels(ds, 6).lines.map((l) => l.count)).toEqual([1, 0, 5]);
    expect(unitModels(ds, 7).lines.map((l) => l.count)).toEqual([1, 1, 5]);
    expect(profileCounts(ds, 7)).toEqual({ 'Biker Sergeant': 1, 'Attack Bike': 1, 'Space Marine Biker': 5 });
    expect(sizeRange(ds)).toEqual({ min: 3, max: 7 });
  });

  it("spreads models given per profile over that profile's lines, extras on its first", () => {
    const ds = sheet(
      ['Sergeant', 'Trooper'],
      [
        ['Sergeant', 1, 1],
        ['Troopers', 4, 9],
        ['Trooper w/ heavy gun', 0, 1],
      ],
    );
    expect(unitModelsOf(ds, { Sergeant: 1, Trooper: 11 }).lines.map((l) => [l.model, l.count])).toEqual([
      ['Sergeant', 1],
      ['Troopers', 10],
      ['Trooper w/ heavy gun', 1],
    ]);
    // A profile without a line is a line of its own.
    expect(unitModelsOf(ds, { Stranger: 2 }).lines.at(-1)).toEqual({
      model: 'Stranger',
      profile: 'Stranger',
      count: 2,
    });
  });

  it('a datasheet without composition is one line of its first profile at its default size', () => {
    const ds = sheet(['Tank'], [], ['Cannon']);
    expect(unitModels(ds)).toEqual({ size: 1, lines: [{ model: 'Test Unit', profile: 'Tank', count: 1 }] });
    expect(profileCounts(ds)).toEqual({ Tank: 1 });
  });
});

describe('default equipment', () => {
  const squad = () => {
    const ds = sheet(
      ['Sergeant', 'Trooper'],
      [
        ['Sergeant', 1, 1],
        ['Troopers', 4, 9],
      ],
      ['Bolt rifle', 'Plasma gun', 'Missile launcher', 'Bolt pistol', 'Power sword'],
    );
    ds.points = [
      { models: 5, points: 90 },
      { models: 10, points: 180 },
    ];
    return ds;
  };

  it('"Every model", "The Sergeant", "2 Troopers", "Every other Trooper"', () => {
    const ds = squad();
    ds.equipment = [
      { who: 'Every model', items: ['bolt pistol'] },
      { who: 'The Sergeant', items: ['power sword'] },
      { who: '1 Trooper', items: ['plasma gun'] },
      { who: 'Every other Trooper', items: ['bolt rifle'] },
    ];
    expect(gearOf(ds)).toEqual([
      'Bolt pistol+Power sword',
      'Bolt pistol+Plasma gun',
      'Bolt pistol+Bolt rifle',
      'Bolt pistol+Bolt rifle',
      'Bolt pistol+Bolt rifle',
    ]);
  });

  it('"For every 5 models in this unit, 1 Trooper" and "If this unit contains 10 models" depend on size', () => {
    const ds = squad();
    ds.equipment = [
      { who: 'For every 5 models in this unit, 1 Trooper', items: ['missile launcher'] },
      { who: 'If this unit contains 10 models, 1 Trooper', items: ['plasma gun'] },
      { who: 'Every other Trooper', items: ['bolt rifle'] },
    ];
    expect(gearOf(ds, 5)).toEqual(['', 'Missile launcher', 'Bolt rifle', 'Bolt rifle', 'Bolt rifle']);
    const ten = gearOf(ds, 10);
    expect(ten.filter((g) => g === 'Missile launcher')).toHaveLength(2);
    expect(ten.filter((g) => g === 'Plasma gun')).toHaveLength(1);
    expect(ten.filter((g) => g === 'Bolt rifle')).toHaveLength(6);
  });

  it('"The Sergeant and every Trooper" is both; "2 bolt pistols" is two', () => {
    const ds = squad();
    ds.equipment = [{ who: 'The Sergeant and every Trooper', items: ['2 bolt pistols'] }];
    expect(gearOf(ds)).toEqual(Array(5).fill('Bolt pistol+Bolt pistol'));
  });

  it('without any weapon named, every model carries every weapon and says so', () => {
    const ds = squad();
    ds.equipment = [{ who: 'Every model', items: ['a banner'] }];
    const gear = defaultGear(ds, unitModels(ds));
    expect(gear.read).toBe(false);
    expect(gear.models[0]!.weapons).toHaveLength(5);
  });

  it("the game gives each model of a profile its line's gear, in the order asked", () => {
    const ds = squad();
    ds.equipment = [
      { who: 'The Sergeant', items: ['power sword'] },
      { who: 'Every Trooper', items: ['bolt rifle'] },
    ];
    expect(defaultLoadouts(ds, ['Trooper', 'Sergeant', 'Trooper'])).toEqual([
      ['Bolt rifle'],
      ['Power sword'],
      ['Bolt rifle'],
    ]);
  });
});
