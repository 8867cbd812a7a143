import { readdirSync } from 'node:fs';
import type { ParsedList } from '@cogitator/engine';
import { expect, it } from 'vitest';
import { describeShared, LISTS_DIR } from '../../../testing/shared.js';
import { detectListFormat, parseList } from '../src/index.js';
import { listPath, readShared, SHARED_LISTS } from './lists-shared.js';

/** One line per unit: source line, name, model count, stated points, Warlord, enhancements. */
function summary(l: ParsedList): string[] {
  return l.units.map(
    (u) =>
      `${u.line} ${u.name} x${u.modelCount ?? '?'} ${u.points}${u.warlord ? ' W' : ''}${u.enhancements.map((e) => ` E:${e.name}`).join('')}`,
  );
}

const EXPECTED: Record<(typeof SHARED_LISTS)[number], unknown> = {
  'battlescribe/01.LoV.Leviathan.v0102.rosz': {
    format: 'battlescribe',
    name: '01 | LoV | Leviathan | v0102',
    faction: ['Xenos', 'Leagues of Votann'],
    detachment: 'Oathband',
    battleSize: { name: 'Incursion', points: 1000 },
    statedPoints: 965,
    units: [
      '42 Hearthkyn Warriors x10 110',
      '440 Einhyr Hearthguard x5 150',
      '663 Hernkyn Pioneers x3 90',
      '1059 Hekaton Land Fortress x1 225',
      '1227 Sagitaur x1 100',
      '1384 Sagitaur x1 100',
      '1541 Hearthkyn Warriors x10 110',
      '1952 Einhyr Champion x1 80 W E:Appraising Glare',
    ],
  },
  'gw-app/chaos-knights.txt': {
    format: 'nr-gw',
    name: null,
    faction: ['Chaos', 'Chaos Knights'],
    detachment: 'Houndpack Lance',
    battleSize: null,
    statedPoints: 2000,
    units: [
      '14 War Dog Brigand x? 140',
      '20 War Dog Brigand x? 140',
      '26 War Dog Executioner x? 130 W',
      '32 War Dog Executioner x? 130',
      "37 War Dog Karnivore x? 165 E:Preyslayer's Mantle",
      '44 War Dog Karnivore x? 150',
      '49 War Dog Karnivore x? 150',
      '54 War Dog Karnivore x? 150',
      '59 War Dog Stalker x? 140',
      '64 War Dog Stalker x? 140',
      '70 War Dog Stalker x? 140',
      '75 War Dog Stalker x? 140',
      '80 War Dog Stalker x? 140',
      '87 Beasts of Nurgle x1 65',
      '91 Nurglings x3 40',
      '95 Nurglings x3 40',
    ],
  },
  'gw-app/example1.txt': {
    format: 'gw-app',
    name: 'Boop',
    faction: ['Space Marines', 'Space Wolves'],
    detachment: 'Stormlance Task Force',
    battleSize: { name: 'Strike Force', points: 2000 },
    statedPoints: 1985,
    units: [
      '10 Bjorn the Fell-Handed x? 190',
      '15 Harald Deathwolf x? 85',
      '20 Lieutenant with Combi-weapon x? 70',
      '24 Logan Grimnar on Stormrider x? 180 W',
      '30 Wolf Guard Battle Leader on Thunderwolf x? 80',
      '36 Wolf Guard Battle Leader on Thunderwolf x? 95 E:Portents of Wisdom',
      '43 Wolf Lord on Thunderwolf x? 125 E:Fury of the Storm',
      '50 Gladiator Lancer x? 160',
      '57 Infiltrator Squad x5 100',
      '67 Scout Squad x5 70',
      '77 Thunderwolf Cavalry x6 240',
      '87 Thunderwolf Cavalry x6 240',
      '97 Thunderwolf Cavalry x6 240',
      '107 Vanguard Veteran Squad with Jump Packs x5 110',
    ],
  },
  'listforge/daemonic-incursion.txt': {
    format: 'listforge',
    name: 'all gas no breaks',
    faction: ['Chaos Daemons'],
    detachment: 'Daemonic Incursion',
    battleSize: null,
    statedPoints: 1995,
    units: [
      '5 Rotigus x? 250',
      '11 Great Unclean One x? 295 W E:The Endless Gift',
      '18 Bloodmaster x? 65',
      '23 Bloodletters x10 110',
      '33 Flesh Hounds x5 75',
    ],
  },
  'newrecruit/houndpack-simple.txt': {
    format: 'nr-text',
    name: 'Dog Kill God?',
    faction: ['Chaos Knights'],
    detachment: 'Houndpack Lance',
    battleSize: { name: 'Strike Force', points: 2000 },
    statedPoints: 485,
    units: [
      "9 War Dog Karnivore x? 165 E:Preyslayer's Mantle",
      '10 War Dog Karnivore x? 150',
      '11 War Dog Executioner x? 130 W',
      '12 Nurglings x3 40',
    ],
  },
  'newrecruit/houndpack-wtc-full.txt': {
    format: 'nr-wtc',
    name: 'Dog Kill God?',
    faction: ['Chaos Knights'],
    detachment: 'Houndpack Lance',
    battleSize: { name: null, points: 2000 },
    statedPoints: 485,
    units: [
      "15 War Dog Karnivore x1 165 E:Preyslayer's Mantle",
      '19 War Dog Karnivore x1 150',
      '22 War Dog Executioner x1 130 W',
      '25 Nurglings x3 40',
    ],
  },
  'newrecruit/nr1.txt': {
    format: 'nr-text',
    name: 'Tauuuu',
    faction: ['Xenos', "T'au Empire"],
    detachment: 'Experimental Prototype Cadre',
    battleSize: { name: 'Strike Force', points: 2000 },
    statedPoints: 1985,
    units: [
      '10 Commander Farsight x? 95',
      '11 Commander Shadowsun x? 100 W',
      '14 Commander in Coldstar Battlesuit x? 105',
      '15 Commander in Coldstar Battlesuit x? 120',
      '16 Commander in Enforcer Battlesuit x? 100',
      '19 Kroot Carnivores x10 65',
      '23 Kroot Carnivores x10 65',
      '27 Pathfinder Team x10 90',
      '30 Stealth Battlesuits x3 60',
      '33 Stealth Battlesuits x3 60',
      '36 Stealth Battlesuits x3 60',
      '39 Vespid Stingwings x5 65',
      '44 Broadside Battlesuits x3 300',
      '47 Crisis Fireknife Battlesuits x3 130',
      '50 Crisis Starscythe Battlesuits x3 110',
      '53 Crisis Sunforge Battlesuits x3 150',
      '56 Crisis Sunforge Battlesuits x3 150',
      '59 Ghostkeel Battlesuit x? 160',
    ],
  },
  'newrecruit/nr1_gw.txt': {
    format: 'nr-gw',
    name: null,
    faction: ['Xenos', "T'au Empire"],
    detachment: 'Experimental Prototype Cadre',
    battleSize: null,
    statedPoints: 1985,
    units: [
      '16 Commander Farsight x1 95',
      '20 Commander Shadowsun x1 100 W',
      '28 Commander in Coldstar Battlesuit x1 105 E:Plasma Accelerator Rifle',
      '36 Commander in Coldstar Battlesuit x1 120 E:Fusion Blades',
      '46 Commander in Enforcer Battlesuit x1 100 E:Thermoneutronic Projector',
      '58 Kroot Carnivores x10 65',
      '70 Kroot Carnivores x10 65',
      '82 Pathfinder Team x10 90',
      '96 Stealth Battlesuits x3 60',
      '105 Stealth Battlesuits x3 60',
      '114 Stealth Battlesuits x3 60',
      '123 Vespid Stingwings x5 65',
      '131 Broadside Battlesuits x3 300',
      '145 Crisis Fireknife Battlesuits x3 130',
      '157 Crisis Starscythe Battlesuits x3 110',
      '169 Crisis Sunforge Battlesuits x3 150',
      '181 Crisis Sunforge Battlesuits x3 150',
      '193 Ghostkeel Battlesuit x1 160',
    ],
  },
  'newrecruit/nr1_short.txt': {
    format: 'nr-short',
    name: null,
    battleSize: null,
    statedPoints: 1985,
    units: [
      '1 Commander Farsight x? 95',
      '2 Commander Shadowsun x? 100 W',
      '3 Commander in Coldstar Battlesuit x? 105',
      '4 Commander in Coldstar Battlesuit x? 120',
      '5 Commander in Enforcer Battlesuit x? 100',
      '7 Kroot Carnivores x10 65',
      '8 Kroot Carnivores x10 65',
      '9 Pathfinder Team x10 90',
      '10 Stealth Battlesuits x3 60',
      '11 Stealth Battlesuits x3 60',
      '12 Stealth Battlesuits x3 60',
      '13 Vespid Stingwings x5 65',
      '14 Broadside Battlesuits x3 300',
      '15 Crisis Fireknife Battlesuits x3 130',
      '16 Crisis Starscythe Battlesuits x3 110',
      '17 Crisis Sunforge Battlesuits x3 150',
      '18 Crisis Sunforge Battlesuits x3 150',
      '19 Ghostkeel Battlesuit x? 160',
    ],
  },
  'newrecruit/nr1_wtc.txt': {
    format: 'nr-wtc',
    name: null,
    faction: ['Xenos', "T'au Empire"],
    detachment: 'Experimental Prototype Cadre',
    battleSize: null,
    statedPoints: 1985,
    units: [
      '16 Commander Farsight x1 95',
      '19 Commander Shadowsun x1 100 W',
      '23 Commander in Coldstar Battlesuit x1 105 E:Plasma Accelerator Rifle',
      '29 Commander in Coldstar Battlesuit x1 120 E:Fusion Blades',
      '35 Commander in Enforcer Battlesuit x1 100 E:Thermoneutronic Projector',
      '43 Kroot Carnivores x10 65',
      '51 Kroot Carnivores x10 65',
      '59 Pathfinder Team x10 90',
      '66 Stealth Battlesuits x3 60',
      '74 Stealth Battlesuits x3 60',
      '81 Stealth Battlesuits x3 60',
      '88 Vespid Stingwings x5 65',
      '94 Broadside Battlesuits x3 300',
      '102 Crisis Fireknife Battlesuits x3 130',
      '110 Crisis Starscythe Battlesuits x3 110',
      '118 Crisis Sunforge Battlesuits x3 150',
      '128 Crisis Sunforge Battlesuits x3 150',
      '136 Ghostkeel Battlesuit x1 160',
    ],
  },
};

describeShared('every shared list parses', SHARED_LISTS.map(listPath), () => {
  it('covers every file in the shared lists folder', () => {
    const files = readdirSync(LISTS_DIR).flatMap((d) => readdirSync(`${LISTS_DIR}/${d}`).map((f) => `${d}/${f}`));
    expect(files.sort()).toEqual([...SHARED_LISTS].sort());
  });

  for (const name of SHARED_LISTS) {
    it(`${name}: format, header, and every unit with its line, models, points, Warlord and Enhancement`, () => {
      const input = readShared(name);
      const l = parseList(input, name);
      expect(detectListFormat(input)).toBe(l.format);
      expect({
        format: l.format,
        name: l.name,
        faction: l.faction?.value,
        detachment: l.detachment?.value,
        battleSize: l.battleSize?.value ?? null,
        statedPoints: l.statedPoints,
        units: summary(l),
      }).toEqual(EXPECTED[name]);
    });
  }

  it('unit points add up to the stated total (the ListForge export holds only part of its list)', () => {
    for (const name of SHARED_LISTS) {
      const l = parseList(readShared(name), name);
      const sum = l.units.reduce((s, u) => s + (u.points ?? 0), 0);
      if (name.startsWith('listforge/')) expect([sum, l.statedPoints]).toEqual([795, 1995]);
      else expect(sum).toBe(l.statedPoints);
    }
  });

  it('the four New Recruit styles of one list agree on units, model counts, points and Warlord', () => {
    const core = (name: string) =>
      parseList(readShared(name), name).units.map((u) => [u.name, u.modelCount ?? 1, u.points, u.warlord]);
    const def = core('newrecruit/nr1.txt');
    expect(def).toHaveLength(18);
    expect(core('newrecruit/nr1_gw.txt')).toEqual(def);
    expect(core('newrecruit/nr1_wtc.txt')).toEqual(def);
    expect(core('newrecruit/nr1_short.txt')).toEqual(def);
  });

  it('app text: model lines with their weapons, and unit-level wargear', () => {
    const l = parseList(readShared('gw-app/example1.txt'));
    const infiltrators = l.units.find((u) => u.name === 'Infiltrator Squad')!;
    expect(
      infiltrators.models.map((g) => [g.name, g.count, g.line, g.wargear.map((w) => `${w.count}x ${w.name}`)]),
    ).toEqual([
      ['Infiltrator Sergeant', 1, 58, ['1x Bolt pistol', '1x Close combat weapon', '1x Marksman bolt carbine']],
      ['Infiltrator', 4, 62, ['4x Bolt pistol', '4x Close combat weapon', '4x Marksman bolt carbine']],
    ]);
    const lancer = l.units.find((u) => u.name === 'Gladiator Lancer')!;
    expect(lancer.wargear.map((w) => [w.count, w.name, w.line])).toContainEqual([2, 'Storm bolter', 55]);
    expect(l.units.find((u) => u.name === 'Wolf Lord on Thunderwolf')!.enhancements).toEqual([
      { name: 'Fury of the Storm', points: null, line: 46 },
    ]);
  });

  it('New Recruit default: per-model loadouts multiplied by the model count, drone weapons kept as notes', () => {
    const l = parseList(readShared('newrecruit/nr1.txt'));
    const broadside = l.units.find((u) => u.name === 'Broadside Battlesuits')!;
    expect(broadside.models[1]!.wargear.map((w) => [w.count, w.name, w.note ?? null])).toEqual([
      [2, 'Crushing bulk', null],
      [4, 'Missile Drone', 'Missile pod'],
      [2, 'High-yield missile pods', null],
      [2, 'Weapon support system', null],
      [2, 'Twin smart missile system', null],
    ]);
  });

  it('WTC style: "N with" loadouts, run-together selections split with a note', () => {
    const l = parseList(readShared('newrecruit/nr1_wtc.txt'));
    const enforcer = l.units.find((u) => u.label === 'Char5')!;
    expect(enforcer.wargear.map((w) => `${w.count}x ${w.name}`)).toEqual([
      "1x T'au flamer",
      '1x Thermoneutronic Projector upgrade',
      "1x T'au flamer",
      "1x T'au flamer",
      "1x T'au flamer",
      '1x Battlesuit fists',
      '2x Shield Drone',
    ]);
    expect(l.notes).toContainEqual({
      code: 'note',
      message:
        "selections run together, read as: Thermoneutronic Projector upgrade | T'au flamer | T'au flamer | T'au flamer | Battlesuit fists",
      where: { line: 37 },
    });
  });

  it('ListForge: models with nested weapons, unit selections, "E:" enhancements', () => {
    const l = parseList(readShared('listforge/daemonic-incursion.txt'));
    const bl = l.units.find((u) => u.name === 'Bloodletters')!;
    expect(bl.section).toBe('Battleline');
    expect(bl.wargear.map((w) => w.name)).toEqual(['Instrument of Chaos', 'Daemonic Icon']);
    expect(bl.models.map((g) => [g.count, g.name, g.wargear.map((w) => w.name)])).toEqual([
      [1, 'Bloodreaper', ['Hellblade']],
      [9, 'Bloodletter', ['Hellblade']],
    ]);
  });

  it('BattleScribe: entry ids, models and upgrades, warlord and enhancement selections', () => {
    const l = parseList(readShared('battlescribe/01.LoV.Leviathan.v0102.rosz'));
    const champ = l.units.find((u) => u.name === 'Einhyr Champion')!;
    expect(champ.id).toBe('af26-0d4c-e9c1-22ed::2cc6-e2bf-635f-1260');
    expect(champ.enhancements).toEqual([
      {
        name: 'Appraising Glare',
        points: 20,
        line: 2058,
        id: 'af26-0d4c-e9c1-22ed::1df7-57a7-b7eb-999d::dc6c-e67b-cada-188a',
      },
    ]);
    expect(champ.warlordLine).toBe(2070);
    const hk = l.units[0]!;
    expect(hk.models.map((g) => [g.count, g.name])).toEqual([
      [7, 'Hearthkyn Warrior'],
      [1, 'Theyn'],
      [1, 'Hearthkyn Warrior w/ heavy weapon'],
      [1, 'Hearthkyn Warrior w/ heavy weapon'],
    ]);
    expect(hk.wargear.map((w) => w.name)).toEqual(['Comms array', 'Medipack', 'Pan spectral scanner']);
  });
});
