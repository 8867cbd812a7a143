import {
  addUnit,
  attachUnit,
  type Catalogue,
  type CatalogueQuery,
  createCatalogueQuery,
  createList,
  defaultSize,
  formatFinding,
  newBattle,
  toGameArmy,
  validateArmy,
} from '@cogitator/engine';
import { beforeAll, expect, it } from 'vitest';
import { describeShared, LISTS_DIR, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { compileSources, readArmyList } from '../src/index.js';
import { readShared, SHARED_LISTS } from './lists-shared.js';

/**
 * Every shared list against the catalogue compiled from the pinned Wahapedia snapshot (2025-11-14).
 * The lists date from 2023-2024, so points differ (notes, never errors), some enhancements and a
 * detachment were renamed or replaced since, and the Stealth Battlesuits unit went from 3 to 5
 * models: those are real findings against this snapshot.
 */
const EXPECTED: Record<
  (typeof SHARED_LISTS)[number],
  {
    faction: string | null;
    detachment: string | null;
    units: string[];
    total: number;
    findings: string[];
    pointsNotes: number[];
  }
> = {
  'battlescribe/01.LoV.Leviathan.v0102.rosz': {
    faction: 'Leagues of Votann',
    detachment: 'Oathband',
    units: [
      'wahapedia:000002598 10',
      'wahapedia:000002599 5',
      'wahapedia:000002601 3',
      'wahapedia:000002604 1',
      'wahapedia:000002602 1',
      'wahapedia:000002602 1',
      'wahapedia:000002598 10',
      'wahapedia:000002595 1',
    ],
    total: 915,
    findings: [
      'error [One Detachment] line 14: "Oathband" is not a Leagues of Votann Detachment; nearest: Brandfast Oathband, Needgaârd Oathband',
      'error [Enhancements] line 2058: Appraising Glare is not a Leagues of Votann Enhancement',
      'warning [Wargear options] line 221: Hearthkyn Warriors: "Comms array" is not wargear of this datasheet',
      'warning [Wargear options] line 233: Hearthkyn Warriors: "Medipack" is not wargear of this datasheet',
      'warning [Wargear options] line 251: Hearthkyn Warriors: "Pan spectral scanner" is not wargear of this datasheet',
      'warning [Wargear options] line 191: Hearthkyn Warriors: "Etacarn plasma pistol" is not wargear of this datasheet; nearest: EtaCarn plasma beamer',
      'warning [Wargear options] line 511: Einhyr Hearthguard: "Concussion hammer" is not wargear of this datasheet',
      'warning [Wargear options] line 1327: Sagitaur: "L7 missile launcher and Sagitaur missile launcher" is not wargear of this datasheet; nearest: Sagitaur missile launcher, L7 missile launcher',
      'warning [Wargear options] line 1484: Sagitaur: "L7 missile launcher and Sagitaur missile launcher" is not wargear of this datasheet; nearest: Sagitaur missile launcher, L7 missile launcher',
      'warning [Wargear options] line 1893: Hearthkyn Warriors: "Comms array" is not wargear of this datasheet',
      'warning [Wargear options] line 1905: Hearthkyn Warriors: "Medipack" is not wargear of this datasheet',
      'warning [Wargear options] line 1923: Hearthkyn Warriors: "Pan spectral scanner" is not wargear of this datasheet',
      'warning [Wargear options] line 1703: Hearthkyn Warriors: "Etacarn plasma pistol" is not wargear of this datasheet; nearest: EtaCarn plasma beamer',
    ],
    pointsNotes: [42, 440, 663, 1059, 1227, 1384, 1541, 1952, 0],
  },
  'gw-app/chaos-knights.txt': {
    faction: 'Chaos Knights',
    detachment: 'Houndpack Lance',
    units: [
      'wahapedia:000002565 1',
      'wahapedia:000002565 1',
      'wahapedia:000002562 1',
      'wahapedia:000002562 1',
      'wahapedia:000002564 1',
      'wahapedia:000002564 1',
      'wahapedia:000002564 1',
      'wahapedia:000002564 1',
      'wahapedia:000002563 1',
      'wahapedia:000002563 1',
      'wahapedia:000002563 1',
      'wahapedia:000002563 1',
      'wahapedia:000002563 1',
      'wahapedia:000001134 1',
      'wahapedia:000001133 3',
      'wahapedia:000001133 3',
    ],
    total: 1985,
    findings: [
      'note [Battle size] the list states no battle size; checked against Strike Force (2000 pts)',
      "error [Enhancements] line 42: Preyslayer's Mantle is not a Chaos Knights Enhancement",
    ],
    pointsNotes: [37, 0],
  },
  'gw-app/example1.txt': {
    faction: 'Space Marines',
    detachment: 'Stormlance Task Force',
    units: [
      'wahapedia:000000302 1',
      'wahapedia:000000287 1',
      'wahapedia:000000076 1',
      'wahapedia:000000283 1',
      'wahapedia:000000301 1',
      'wahapedia:000000301 1',
      'wahapedia:000000284 1',
      'wahapedia:000002705 1',
      'wahapedia:000000128 5',
      'wahapedia:000001160 5',
      'wahapedia:000000322 6',
      'wahapedia:000000322 6',
      'wahapedia:000000322 6',
      'wahapedia:000000147 5',
    ],
    total: 1920,
    findings: [
      'warning [Wargear options] line 79: Thunderwolf Cavalry: "Crushing teeth and claws" is not wargear of this datasheet; nearest: Teeth and claws',
      'warning [Wargear options] line 80: Thunderwolf Cavalry: "Heirloom weapon" is not wargear of this datasheet',
      'warning [Wargear options] line 89: Thunderwolf Cavalry: "Crushing teeth and claws" is not wargear of this datasheet; nearest: Teeth and claws',
      'warning [Wargear options] line 90: Thunderwolf Cavalry: "Heirloom weapon" is not wargear of this datasheet',
      'warning [Wargear options] line 99: Thunderwolf Cavalry: "Crushing teeth and claws" is not wargear of this datasheet; nearest: Teeth and claws',
      'warning [Wargear options] line 100: Thunderwolf Cavalry: "Heirloom weapon" is not wargear of this datasheet',
    ],
    pointsNotes: [10, 77, 87, 97, 107, 0],
  },
  'listforge/daemonic-incursion.txt': {
    faction: 'Chaos Daemons',
    detachment: 'Daemonic Incursion',
    units: [
      'wahapedia:000001465 1',
      'wahapedia:000001130 1',
      'wahapedia:000001455 1',
      'wahapedia:000001114 10',
      'wahapedia:000001112 5',
    ],
    total: 795,
    findings: [
      'note [Battle size] the list states no battle size; checked against Strike Force (2000 pts)',
      'warning [Wargear options] line 35: Flesh Hounds: "Burning maw" is not wargear of this datasheet; nearest: Burning roar',
    ],
    pointsNotes: [0],
  },
  'newrecruit/houndpack-simple.txt': {
    faction: 'Chaos Knights',
    detachment: 'Houndpack Lance',
    units: ['wahapedia:000002564 1', 'wahapedia:000002564 1', 'wahapedia:000002562 1', 'wahapedia:000001133 3'],
    total: 470,
    findings: [
      "error [Enhancements] line 9: Preyslayer's Mantle is on War Dog Karnivore, which is not a CHARACTER",
      "error [Enhancements] line 9: Preyslayer's Mantle is not a Chaos Knights Enhancement",
      'error [Warlord] line 11: War Dog Executioner is the Warlord but is not a CHARACTER',
    ],
    pointsNotes: [9, 0],
  },
  'newrecruit/houndpack-wtc-full.txt': {
    faction: 'Chaos Knights',
    detachment: 'Houndpack Lance',
    units: ['wahapedia:000002564 1', 'wahapedia:000002564 1', 'wahapedia:000002562 1', 'wahapedia:000001133 3'],
    total: 470,
    findings: [
      "error [Enhancements] line 17: Preyslayer's Mantle is on War Dog Karnivore, which is not a CHARACTER",
      "error [Enhancements] line 17: Preyslayer's Mantle is not a Chaos Knights Enhancement",
      'error [Warlord] line 23: War Dog Executioner is the Warlord but is not a CHARACTER',
    ],
    pointsNotes: [15, 0],
  },
  'newrecruit/nr1.txt': {
    faction: 'T’au Empire',
    detachment: 'Experimental Prototype Cadre',
    units: [
      'wahapedia:000000406 1',
      'wahapedia:000000407 1',
      'wahapedia:000000402 1',
      'wahapedia:000000402 1',
      'wahapedia:000001478 1',
      'wahapedia:000000413 10',
      'wahapedia:000000413 10',
      'wahapedia:000000422 10',
      'wahapedia:000000417 3',
      'wahapedia:000000417 3',
      'wahapedia:000000417 3',
      'wahapedia:000000427 5',
      'wahapedia:000000433 3',
      'wahapedia:000003700 3',
      'wahapedia:000003701 3',
      'wahapedia:000003699 3',
      'wahapedia:000003699 3',
      'wahapedia:000000420 1',
    ],
    total: 2065,
    findings: [
      "warning [Battle size] line 5: at the catalogue's points the army costs 2065 pts, over Strike Force (2000 pts) by 65 pts (the list says 1985 pts)",
      'error [Unit size] line 30: Stealth Battlesuits has 3 models; the datasheet allows 5',
      'error [Unit size] line 33: Stealth Battlesuits has 3 models; the datasheet allows 5',
      'error [Unit size] line 36: Stealth Battlesuits has 3 models; the datasheet allows 5',
      'warning [Wargear options] line 31: Stealth Battlesuits: "Battlesuit support system" is not wargear of this datasheet',
      'warning [Wargear options] line 31: Stealth Battlesuits: "Shield Drone" is not wargear of this datasheet',
      'warning [Wargear options] line 34: Stealth Battlesuits: "Battlesuit support system" is not wargear of this datasheet',
      'warning [Wargear options] line 34: Stealth Battlesuits: "Shield Drone" is not wargear of this datasheet',
      'warning [Wargear options] line 37: Stealth Battlesuits: "Battlesuit support system" is not wargear of this datasheet',
      'warning [Wargear options] line 37: Stealth Battlesuits: "Shield Drone" is not wargear of this datasheet',
    ],
    pointsNotes: [10, 30, 30, 33, 33, 36, 36, 44, 47, 53, 56, 0],
  },
  'newrecruit/nr1_gw.txt': {
    faction: 'T’au Empire',
    detachment: 'Experimental Prototype Cadre',
    units: [
      'wahapedia:000000406 1',
      'wahapedia:000000407 1',
      'wahapedia:000000402 1',
      'wahapedia:000000402 1',
      'wahapedia:000001478 1',
      'wahapedia:000000413 10',
      'wahapedia:000000413 10',
      'wahapedia:000000422 10',
      'wahapedia:000000417 3',
      'wahapedia:000000417 3',
      'wahapedia:000000417 3',
      'wahapedia:000000427 5',
      'wahapedia:000000433 3',
      'wahapedia:000003700 3',
      'wahapedia:000003701 3',
      'wahapedia:000003699 3',
      'wahapedia:000003699 3',
      'wahapedia:000000420 1',
    ],
    total: 2065,
    findings: [
      'note [Battle size] the list states no battle size; checked against Strike Force (2000 pts)',
      "warning [Battle size] at the catalogue's points the army costs 2065 pts, over Strike Force (2000 pts) by 65 pts (the list says 1985 pts)",
      'error [Unit size] line 96: Stealth Battlesuits has 3 models; the datasheet allows 5',
      'error [Unit size] line 105: Stealth Battlesuits has 3 models; the datasheet allows 5',
      'error [Unit size] line 114: Stealth Battlesuits has 3 models; the datasheet allows 5',
      'warning [Wargear options] line 100: Stealth Battlesuits: "Battlesuit support system" is not wargear of this datasheet',
      'warning [Wargear options] line 100: Stealth Battlesuits: "Shield Drone" is not wargear of this datasheet',
      'warning [Wargear options] line 109: Stealth Battlesuits: "Battlesuit support system" is not wargear of this datasheet',
      'warning [Wargear options] line 109: Stealth Battlesuits: "Shield Drone" is not wargear of this datasheet',
      'warning [Wargear options] line 118: Stealth Battlesuits: "Battlesuit support system" is not wargear of this datasheet',
      'warning [Wargear options] line 118: Stealth Battlesuits: "Shield Drone" is not wargear of this datasheet',
      'warning [Wargear options] line 149: Crisis Fireknife Battlesuits: "Twin pulse carbine" is not wargear of this datasheet',
      'warning [Wargear options] line 161: Crisis Starscythe Battlesuits: "Twin pulse carbine" is not wargear of this datasheet',
      'warning [Wargear options] line 173: Crisis Sunforge Battlesuits: "Twin pulse carbine" is not wargear of this datasheet',
      'warning [Wargear options] line 185: Crisis Sunforge Battlesuits: "Twin pulse carbine" is not wargear of this datasheet',
    ],
    pointsNotes: [16, 96, 96, 105, 105, 114, 114, 131, 145, 169, 181, 0],
  },
  'newrecruit/nr1_short.txt': {
    faction: 'T’au Empire',
    detachment: null,
    units: [
      'wahapedia:000000406 1',
      'wahapedia:000000407 1',
      'wahapedia:000000402 1',
      'wahapedia:000000402 1',
      'wahapedia:000001478 1',
      'wahapedia:000000413 10',
      'wahapedia:000000413 10',
      'wahapedia:000000422 10',
      'wahapedia:000000417 3',
      'wahapedia:000000417 3',
      'wahapedia:000000417 3',
      'wahapedia:000000427 5',
      'wahapedia:000000433 3',
      'wahapedia:000003700 3',
      'wahapedia:000003701 3',
      'wahapedia:000003699 3',
      'wahapedia:000003699 3',
      'wahapedia:000000420 1',
    ],
    total: 2065,
    findings: [
      'note [One Army Faction] the list names no faction; its units are T’au Empire',
      'error [One Detachment] the list names no Detachment',
      'note [Battle size] the list states no battle size; checked against Strike Force (2000 pts)',
      "warning [Battle size] at the catalogue's points the army costs 2065 pts, over Strike Force (2000 pts) by 65 pts (the list says 1985 pts)",
      'error [Unit size] line 10: Stealth Battlesuits has 3 models; the datasheet allows 5',
      'error [Unit size] line 11: Stealth Battlesuits has 3 models; the datasheet allows 5',
      'error [Unit size] line 12: Stealth Battlesuits has 3 models; the datasheet allows 5',
    ],
    pointsNotes: [1, 10, 10, 11, 11, 12, 12, 14, 15, 17, 18, 0],
  },
  'newrecruit/nr1_wtc.txt': {
    faction: 'T’au Empire',
    detachment: 'Experimental Prototype Cadre',
    units: [
      'wahapedia:000000406 1',
      'wahapedia:000000407 1',
      'wahapedia:000000402 1',
      'wahapedia:000000402 1',
      'wahapedia:000001478 1',
      'wahapedia:000000413 10',
      'wahapedia:000000413 10',
      'wahapedia:000000422 10',
      'wahapedia:000000417 3',
      'wahapedia:000000417 3',
      'wahapedia:000000417 3',
      'wahapedia:000000427 5',
      'wahapedia:000000433 3',
      'wahapedia:000003700 3',
      'wahapedia:000003701 3',
      'wahapedia:000003699 3',
      'wahapedia:000003699 3',
      'wahapedia:000000420 1',
    ],
    total: 2065,
    findings: [
      'note [Battle size] the list states no battle size; checked against Strike Force (2000 pts)',
      "warning [Battle size] at the catalogue's points the army costs 2065 pts, over Strike Force (2000 pts) by 65 pts (the list says 1985 pts)",
      'error [Unit size] line 66: Stealth Battlesuits has 3 models; the datasheet allows 5',
      'error [Unit size] line 74: Stealth Battlesuits has 3 models; the datasheet allows 5',
      'error [Unit size] line 81: Stealth Battlesuits has 3 models; the datasheet allows 5',
      'warning [Wargear options] line 69: Stealth Battlesuits: "Battlesuit support system" is not wargear of this datasheet',
      'warning [Wargear options] line 69: Stealth Battlesuits: "Shield Drone" is not wargear of this datasheet',
      'warning [Wargear options] line 77: Stealth Battlesuits: "Battlesuit support system" is not wargear of this datasheet',
      'warning [Wargear options] line 77: Stealth Battlesuits: "Shield Drone" is not wargear of this datasheet',
      'warning [Wargear options] line 84: Stealth Battlesuits: "Battlesuit support system" is not wargear of this datasheet',
      'warning [Wargear options] line 84: Stealth Battlesuits: "Shield Drone" is not wargear of this datasheet',
      'warning [Wargear options] line 104: Crisis Fireknife Battlesuits: "Twin pulse carbine" is not wargear of this datasheet',
      'warning [Wargear options] line 112: Crisis Starscythe Battlesuits: "Twin pulse carbine" is not wargear of this datasheet',
      'warning [Wargear options] line 120: Crisis Sunforge Battlesuits: "Twin pulse carbine" is not wargear of this datasheet',
      'warning [Wargear options] line 130: Crisis Sunforge Battlesuits: "Twin pulse carbine" is not wargear of this datasheet',
    ],
    pointsNotes: [16, 66, 66, 74, 74, 81, 81, 94, 102, 118, 128, 0],
  },
};

let catalogue: Catalogue;
let q: CatalogueQuery;

describeShared('shared lists against the compiled Wahapedia catalogue', [WAHAPEDIA_DIR, LISTS_DIR], () => {
  beforeAll(async () => {
    catalogue = await compileSources([WAHAPEDIA_DIR]);
    q = createCatalogueQuery(catalogue);
  });

  for (const name of SHARED_LISTS) {
    it(`${name}: datasheets, model counts, catalogue points and every finding with its line`, () => {
      const r = readArmyList(readShared(name), name, q);
      const v = validateArmy(r.list, q);
      const all = [...r.findings, ...v.findings];
      expect({
        faction: r.list.faction,
        detachment: r.list.detachment,
        units: r.list.units.map((u) => `${u.datasheet} ${u.models}`),
        total: v.points.total,
        findings: all.filter((f) => f.rule !== 'points').map(formatFinding),
        pointsNotes: all.filter((f) => f.rule === 'points').map((f) => f.line ?? 0),
      }).toEqual(EXPECTED[name]);
      // Points differences are notes, never errors.
      expect(all.filter((f) => f.rule === 'points' && f.severity !== 'note')).toEqual([]);
    });
  }

  it('allied Nurglings resolve to the Chaos Daemons datasheet (Daemonic Pact), not Death Guard', () => {
    const r = readArmyList(readShared('gw-app/chaos-knights.txt'), 'ck', q);
    const nurglings = r.list.units
      .filter((u) => u.name === 'Nurglings')
      .map((u) => q.datasheetById(u.datasheet!)?.faction);
    expect(nurglings).toEqual(['Chaos Daemons', 'Chaos Daemons']);
  });

  it('enhancements listed as plain wargear (New Recruit default and short styles) are recognised', () => {
    for (const name of ['newrecruit/nr1.txt', 'newrecruit/nr1_short.txt']) {
      const r = readArmyList(readShared(name), name, q);
      expect(r.list.units.filter((u) => u.enhancement).map((u) => u.enhancement)).toEqual([
        'Plasma Accelerator Rifle',
        'Fusion Blades',
        'Thermoneutronic Projector',
      ]);
    }
  });

  it('a list that validates becomes a game army the game engine sets up', () => {
    const r = readArmyList(readShared('gw-app/example1.txt'), 'example1', q);
    const g = toGameArmy(r.list, q);
    const { state } = newBattle({ seed: 1, armies: [g.army, g.army], dataHash: catalogue.hash });
    const mine = Object.values(state.units).filter((u) => u.player === 0);
    expect(mine.map((u) => u.models.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 5, 5, 6, 6, 6, 5]);
    expect(g.warlord).toBe('u4');
    expect(g.enhancements).toEqual([
      { unit: 'u6', enhancement: 'Portents of Wisdom' },
      { unit: 'u7', enhancement: 'Fury of the Storm' },
    ]);
  });

  it('a list with errors is refused by the game conversion, naming the first error and its line', () => {
    const r = readArmyList(readShared('newrecruit/houndpack-simple.txt'), 'hp', q);
    expect(() => toGameArmy(r.list, q)).toThrow(
      "the list is not legal (3 errors); first: Preyslayer's Mantle is on War Dog Karnivore, which is not a CHARACTER",
    );
  });

  /** A list built with the list API against the real catalogue; unit i sits on line 10 + i. */
  function build(
    init: Parameters<typeof createList>[0],
    units: [string, { warlord?: boolean }?][],
    attach: [string, string][] = [],
  ) {
    let l = createList(init);
    units.forEach(([name, o], i) => {
      const ds = q.findDatasheets(name, init?.faction ?? undefined)[0]!;
      l = addUnit(l, {
        name,
        datasheet: ds.id,
        models: defaultSize(ds),
        warlord: o?.warlord ?? false,
        line: 10 + i,
      }).list;
    });
    for (const [a, b] of attach) l = attachUnit(l, a, b);
    return validateArmy(l, q).findings.map(formatFinding);
  }
  const SM = {
    faction: 'Space Marines',
    detachment: 'Gladius Task Force',
    battleSize: 'Strike Force' as const,
    pointsLimit: 2000,
  };
  const AM = {
    faction: 'Astra Militarum',
    detachment: 'Combined Arms',
    battleSize: 'Strike Force' as const,
    pointsLimit: 2000,
  };
  const IK = {
    faction: 'Imperial Knights',
    detachment: 'Questor Forgepact',
    battleSize: 'Strike Force' as const,
    pointsLimit: 2000,
  };

  it('Leaders as the real datasheets allow: a Lieutenant may join a Captain, a second Lieutenant may not', () => {
    expect(
      build(
        SM,
        [['Captain', { warlord: true }], ['Lieutenant'], ['Tactical Squad']],
        [
          ['u1', 'u3'],
          ['u2', 'u3'],
        ],
      ),
    ).toEqual([]);
    expect(
      build(
        SM,
        [['Captain', { warlord: true }], ['Lieutenant'], ['Lieutenant'], ['Tactical Squad']],
        [
          ['u2', 'u4'],
          ['u3', 'u4'],
        ],
      ),
    ).toEqual(['error [Leader attachments] line 12: Tactical Squad already has a Lieutenant attached']);
    expect(
      build(
        SM,
        [['Captain', { warlord: true }], ['Chaplain'], ['Intercessor Squad']],
        [
          ['u1', 'u3'],
          ['u2', 'u3'],
        ],
      ),
    ).toEqual([
      'error [Leader attachments] line 11: Intercessor Squad already has Captain attached; a Bodyguard unit takes one Leader unless a rule allows another',
    ]);
  });

  it('Servitor Retinue (seed 001) with the real Munitorum Servitors and Tech-Priest Enginseer', () => {
    const units: [string, { warlord?: boolean }?][] = [
      ['Tech-Priest Enginseer', { warlord: true }],
      ['Cadian Shock Troops'],
      ['Munitorum Servitors'],
      ['Cadian Castellan'],
    ];
    expect(
      build(AM, units, [
        ['u1', 'u2'],
        ['u3', 'u2'],
      ]),
    ).toEqual([]);
    expect(
      build(AM, units, [
        ['u4', 'u2'],
        ['u3', 'u2'],
      ]),
    ).toEqual([
      'error [Servitor Retinue] line 12: Munitorum Servitors joins Cadian Shock Troops, which is not led by a REGIMENTAL ENGINSEER',
    ]);
  });

  it('Forge World Allies (seed 003) with the Adeptus Mechanicus units Wahapedia lists under Imperial Knights', () => {
    const knight: [string, { warlord?: boolean }?] = ['Knight Preceptor', { warlord: true }];
    expect(build(IK, [knight, ['Tech-priest Dominus'], ['Skitarii Rangers'], ['Skitarii Vanguard']])).toEqual([]);
    const over = build(IK, [
      knight,
      ['Tech-priest Dominus'],
      ['Skitarii Rangers'],
      ['Skitarii Rangers'],
      ['Skitarii Rangers'],
      ['Skitarii Vanguard'],
      ['Skitarii Vanguard'],
    ]);
    expect(over).toEqual([
      expect.stringMatching(
        /^error \[Allied units\] line 16: units included through Forge World Allies cost \d+ pts; at Strike Force the limit is 500 pts$/,
      ),
    ]);
    expect(build({ ...IK, detachment: 'Valourstrike Lance' }, [knight, ['Skitarii Rangers']])).toEqual([
      'error [One Army Faction] line 11: Skitarii Rangers can be included only through Forge World Allies, which needs the Questor Forgepact Detachment',
    ]);
    expect(build(IK, [['Knight Preceptor'], ['Tech-priest Dominus', { warlord: true }]])).toEqual([
      'error [Allied units] line 11: Tech-priest Dominus is included through Forge World Allies and cannot be the Warlord',
    ]);
  });
});
