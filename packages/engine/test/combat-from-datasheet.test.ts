import { describe, expect, it } from 'vitest';
import { testProfile } from '../../../testing/profile.js';
import {
  allowedSizes,
  type Datasheet,
  datasheetDefender,
  datasheetLoadout,
  emptyDatasheet,
  equippedCounts,
  InputError,
  parseDice,
  parseScenario,
  parseWeaponAbilities,
  scenarioWeapon,
  unitModels,
  type WeaponProfile,
} from '../src/index.js';

const profile = testProfile;

function gun(name: string, over: Partial<WeaponProfile> = {}): WeaponProfile {
  return {
    name,
    type: 'ranged',
    range: 24,
    attacks: parseDice('2'),
    skill: 3,
    strength: 4,
    ap: -1,
    damage: parseDice('1'),
    abilities: [],
    ...over,
  };
}

/** A squad: 1 Sergeant + 4-9 Troopers, every model with a rifle, the Sergeant with a sword. */
function squad(): Datasheet {
  const ds = emptyDatasheet('t:1', 'Test Squad', 'Test Faction');
  ds.profiles = [profile('Sergeant'), profile('Trooper')];
  ds.composition = [
    { model: 'Sergeant', min: 1, max: 1 },
    { model: 'Troopers', min: 4, max: 9 },
  ];
  ds.points = [
    { models: 5, points: 90 },
    { models: 10, points: 180 },
  ];
  ds.weapons = [
    { name: 'Test rifle', profiles: [gun('Test rifle', { abilities: parseWeaponAbilities('[rapid fire 1]') })] },
    {
      name: 'Plasma gun',
      profiles: [gun('Plasma gun – standard'), gun('Plasma gun – supercharge', { strength: 8 })],
    },
    { name: 'Power sword', profiles: [gun('Power sword', { type: 'melee', range: null, ap: -2 })] },
  ];
  ds.equipment = [
    { who: 'Every model', items: ['test rifles'] },
    { who: 'The Sergeant', items: ['power sword'] },
  ];
  ds.keywords = ['Infantry'];
  return ds;
}

describe('unit sizes and models', () => {
  it('sizes come from the points options; models fill the minimums, then the first line that grows', () => {
    const ds = squad();
    expect(allowedSizes(ds)).toEqual([5, 10]);
    expect(unitModels(ds).lines).toEqual([
      { model: 'Sergeant', profile: 'Sergeant', count: 1 },
      { model: 'Troopers', profile: 'Trooper', count: 4 },
    ]);
    expect(unitModels(ds, 10)).toEqual({
      size: 10,
      lines: [
        { model: 'Sergeant', profile: 'Sergeant', count: 1 },
        { model: 'Troopers', profile: 'Trooper', count: 9 },
      ],
    });
    // Never beyond the maximums.
    expect(unitModels(ds, 40).size).toBe(10);
  });
});

describe('default loadout', () => {
  it('counts plural and numbered items per model, for the chosen weapon type', () => {
    const ds = squad();
    expect([...equippedCounts(ds, 10)]).toEqual([
      ['Test rifle', 10],
      ['Power sword', 1],
    ]);
    const rows = datasheetLoadout(ds, { size: 5 }).map((r) => [r.profile.name, r.count]);
    expect(rows).toEqual([
      ['Test rifle', 5],
      ['Plasma gun – standard', 0],
      ['Plasma gun – supercharge', 0],
      ['Power sword', 0],
    ]);
    const melee = datasheetLoadout(ds, { size: 5, type: 'melee' }).map((r) => r.count);
    expect(melee).toEqual([0, 0, 0, 1]);
  });

  it('splits items joined by commas and reads "2 godhammer lascannons"', () => {
    const ds = emptyDatasheet('t:2', 'Tank', 'Test Faction');
    ds.profiles = [profile('Tank', { toughness: 12, wounds: 16, save: 2 })];
    ds.composition = [{ model: 'Tank', min: 1, max: 1 }];
    ds.weapons = [
      { name: 'Godhammer lascannon', profiles: [gun('Godhammer lascannon')] },
      { name: 'Twin heavy bolter', profiles: [gun('Twin heavy bolter')] },
    ];
    ds.equipment = [{ who: 'This model', items: ['2 godhammer lascannons, twin heavy bolter'] }];
    expect([...equippedCounts(ds)]).toEqual([
      ['Godhammer lascannon', 2],
      ['Twin heavy bolter', 1],
    ]);
  });
});

describe('datasheets as scenario parts', () => {
  it('a weapon profile becomes a scenario weapon the scenario parser accepts', () => {
    const w = scenarioWeapon(squad().weapons[0]!.profiles[0]!, 5);
    expect(w).toEqual({
      name: 'Test rifle',
      models: 5,
      type: 'ranged',
      attacks: '2',
      skill: 3,
      strength: 4,
      ap: -1,
      damage: '1',
      abilities: ['RAPID FIRE 1'],
      range: 24,
    });
  });

  it('a unit becomes a defender: same profiles merged, unit keywords, FNP and Stealth from CORE', () => {
    const ds = squad();
    ds.abilities.core = [{ kind: 'feel-no-pain', threshold: 5 }, { kind: 'stealth' }];
    const d = datasheetDefender(ds, 10);
    expect(d).toEqual({
      name: 'Test Squad',
      models: 10,
      toughness: 4,
      save: 3,
      invulnerable: null,
      wounds: 2,
      feelNoPain: 5,
      keywords: ['INFANTRY'],
      abilities: ['Stealth'],
      profiles: [],
    });
    const input = parseScenario({
      attacker: { weapons: [scenarioWeapon(ds.weapons[0]!.profiles[0]!, 1)] },
      defender: d,
    });
    expect(input.conditions.stealth).toBe(true);
    expect(input.defender.groups[0]?.feelNoPain).toBe(5);
  });

  it('different profiles are groups: the largest first, CHARACTER models last', () => {
    const ds = emptyDatasheet('t:3', 'Grimnyr', 'Leagues of Votann');
    ds.profiles = [
      profile('GRIMNYR', { toughness: 5, save: 4, wounds: 4, invulnerableSave: 4 }),
      profile('CORV', { toughness: 5, save: 4, wounds: 1, invulnerableSave: 4 }),
    ];
    ds.composition = [
      { model: 'Grimnyr', min: 1, max: 1 },
      { model: 'CORVs', min: 2, max: 2 },
    ];
    ds.modelKeywords = [{ model: 'GRIMNYR', keywords: ['CHARACTER', 'PSYKER'] }];
    const d = datasheetDefender(ds);
    expect(d.models).toBe(2);
    expect(d.wounds).toBe(1);
    expect(d.profiles).toEqual([
      {
        name: 'GRIMNYR',
        models: 1,
        toughness: 5,
        save: 4,
        invulnerable: 4,
        wounds: 4,
        feelNoPain: null,
        keywords: ['CHARACTER', 'PSYKER'],
      },
    ]);
  });

  it('a profile without Toughness is an InputError naming the field', () => {
    const ds = squad();
    ds.profiles = [profile('Sergeant', { toughness: null })];
    const e = (() => {
      try {
        datasheetDefender(ds);
      } catch (err) {
        return err as InputError;
      }
    })();
    expect(e).toBeInstanceOf(InputError);
    expect(e?.format()).toBe(
      't:1: profiles[0].toughness: Sergeant has no Toughness in the catalogue; type the profile instead',
    );
  });
});
