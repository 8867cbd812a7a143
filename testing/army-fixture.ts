/**
 * A small in-code catalogue for army-list tests, and a CatalogueQuery over it. Names follow real
 * datasheets where the tests need them; the points and texts are fixtures, not the published data.
 */
import {
  type Catalogue,
  type CatalogueQuery,
  createCatalogueQuery,
  type Datasheet,
  type Detachment,
  type Enhancement,
  emptyDatasheet,
} from '@cogitator/engine';
import { testProfile } from './profile.js';

interface SheetOpts {
  keywords?: string[];
  factionKeywords?: string[];
  points?: [number, number][];
  leader?: boolean;
  leads?: string[];
  weapons?: string[];
  wargearOptions?: string[];
  rules?: [string, string][];
}

function sheet(id: string, name: string, faction: string, o: SheetOpts = {}): Datasheet {
  const ds = emptyDatasheet(`fx:${id}`, name, faction);
  ds.profiles = [testProfile(name, { objectiveControl: 1, baseSize: { kind: 'round', mm: 32 } })];
  ds.keywords = o.keywords ?? [];
  ds.factionKeywords = o.factionKeywords ?? [faction];
  ds.points = (o.points ?? [[1, 100]]).map(([models, points]) => ({ models, points }));
  ds.leads = o.leads ?? [];
  if (o.leader) ds.abilities.core = [{ kind: 'leader' }];
  ds.weapons = (o.weapons ?? []).map((w) => ({
    name: w,
    profiles: [
      {
        name: w,
        type: 'melee' as const,
        range: null,
        attacks: { count: 0, sides: 6 as const, bonus: 2 },
        skill: 3,
        strength: 4,
        ap: 0,
        damage: { count: 0, sides: 6 as const, bonus: 1 },
        abilities: [],
      },
    ],
  }));
  ds.wargearOptions = o.wargearOptions ?? [];
  ds.abilities.datasheet = (o.rules ?? []).map(([n, text]) => ({ name: n, text }));
  return ds;
}

const CK = 'Chaos Knights';
const CD = 'Chaos Daemons';
const SM = 'Space Marines';
const AM = 'Astra Militarum';
const IK = 'Imperial Knights';
const ADM = 'Adeptus Mechanicus';
const LOV = 'Leagues of Votann';

const DOG = ['Vehicle', 'Walker', 'War Dog'];
const datasheets: Datasheet[] = [
  sheet('ck1', 'War Dog Karnivore', CK, {
    keywords: DOG,
    points: [[1, 150]],
    weapons: ['Reaper chaintalon', 'Slaughterclaw', 'Havoc multi-launcher'],
  }),
  sheet('ck2', 'War Dog Executioner', CK, {
    keywords: DOG,
    points: [[1, 130]],
    weapons: ['Armoured feet', 'War Dog autocannon', 'Diabolus heavy stubber'],
  }),
  sheet('ck3', 'War Dog Stalker', CK, {
    keywords: DOG,
    points: [[1, 140]],
    weapons: ['Havoc multi-launcher', 'Daemonbreath spear', 'Slaughterclaw'],
  }),
  sheet('ck6', 'War Dog Brigand', CK, {
    keywords: DOG,
    points: [[1, 140]],
    weapons: ['Armoured feet', 'Avenger chaincannon', 'Daemonbreath spear', 'Havoc multi-launcher'],
  }),
  sheet('ck4', 'Knight Despoiler', CK, { keywords: ['Vehicle', 'Titanic', 'Abominant'], points: [[1, 400]] }),
  sheet('ck5', 'Knight Abominant', CK, {
    keywords: ['Vehicle', 'Titanic', 'Character', 'Abominant'],
    points: [[1, 415]],
  }),
  sheet('cd1', 'Beasts of Nurgle', CD, {
    keywords: ['Beasts', 'Nurgle', 'Legiones Daemonica'],
    weapons: ['Putrid appendages'],
    factionKeywords: ['Legiones Daemonica'],
    points: [
      [1, 65],
      [2, 130],
    ],
  }),
  sheet('cd2', 'Nurglings', CD, {
    keywords: ['Swarm', 'Nurgle', 'Legiones Daemonica'],
    weapons: ['Diseased claws and teeth'],
    factionKeywords: ['Legiones Daemonica'],
    points: [
      [3, 40],
      [6, 80],
    ],
  }),
  sheet('cd3', 'Plaguebearers', CD, {
    keywords: ['Infantry', 'Battleline', 'Nurgle', 'Legiones Daemonica'],
    factionKeywords: ['Legiones Daemonica'],
    points: [[10, 110]],
  }),
  sheet('cd4', 'Great Unclean One', CD, {
    keywords: ['Monster', 'Character', 'Nurgle', 'Legiones Daemonica'],
    factionKeywords: ['Legiones Daemonica'],
    points: [[1, 230]],
  }),
  sheet('sm1', 'Captain', SM, {
    keywords: ['Infantry', 'Character', 'Imperium', 'Captain'],
    factionKeywords: ['Adeptus Astartes'],
    points: [[1, 80]],
    leader: true,
    leads: ['Intercessor Squad'],
  }),
  sheet('sm2', 'Lieutenant', SM, {
    keywords: ['Infantry', 'Character', 'Imperium', 'Lieutenant'],
    factionKeywords: ['Adeptus Astartes'],
    points: [[1, 65]],
    leader: true,
    leads: ['Intercessor Squad'],
    rules: [
      [
        'Leader',
        'This model can be attached to the following units: Intercessor Squad. You can attach this model to one of the above units even if one CAPTAIN or CHAPTER MASTER model has already been attached to it.',
      ],
    ],
  }),
  sheet('sm3', 'Chaplain', SM, {
    keywords: ['Infantry', 'Character', 'Imperium', 'Chaplain'],
    factionKeywords: ['Adeptus Astartes'],
    points: [[1, 60]],
    leader: true,
    leads: ['Intercessor Squad'],
  }),
  sheet('sm4', 'Intercessor Squad', SM, {
    keywords: ['Infantry', 'Battleline', 'Imperium'],
    factionKeywords: ['Adeptus Astartes'],
    points: [
      [5, 80],
      [10, 160],
    ],
    weapons: ['Bolt rifle', 'Bolt pistol', 'Close combat weapon', 'Astartes grenade launcher'],
  }),
  sheet('sm5', 'Eradicator Squad', SM, {
    keywords: ['Infantry', 'Imperium', 'Gravis'],
    factionKeywords: ['Adeptus Astartes'],
    points: [
      [3, 95],
      [6, 190],
    ],
  }),
  sheet('sm6', 'Rhino', SM, {
    keywords: ['Vehicle', 'Transport', 'Dedicated Transport', 'Imperium'],
    factionKeywords: ['Adeptus Astartes'],
    points: [[1, 75]],
  }),
  sheet('sm7', 'Marneus Calgar', SM, {
    keywords: ['Infantry', 'Character', 'Epic Hero', 'Imperium'],
    factionKeywords: ['Adeptus Astartes', 'Ultramarines'],
    points: [[1, 200]],
  }),
  sheet('am1', 'Tech-Priest Enginseer', AM, {
    keywords: ['Infantry', 'Character', 'Imperium', 'Tech-Priest Enginseer'],
    points: [[1, 45]],
    leader: true,
    leads: ['Cadian Shock Troops'],
  }),
  sheet('am2', 'Munitorum Servitors', AM, {
    keywords: ['Infantry', 'Imperium', 'Munitorum Servitors'],
    points: [[4, 35]],
    rules: [
      ['SERVITOR RETINUE', 'At the start of the Declare Battle Formations step, this unit can join one other unit ...'],
    ],
  }),
  sheet('am3', 'Cadian Shock Troops', AM, {
    keywords: ['Infantry', 'Battleline', 'Imperium', 'Regiment'],
    points: [
      [10, 65],
      [20, 130],
    ],
  }),
  sheet('am4', 'Cadian Castellan', AM, {
    keywords: ['Infantry', 'Character', 'Imperium', 'Officer'],
    points: [[1, 45]],
    leader: true,
    leads: ['Cadian Shock Troops'],
  }),
  sheet('ik1', 'Knight Paladin', IK, { keywords: ['Vehicle', 'Titanic', 'Imperium', 'Questoris'], points: [[1, 375]] }),
  sheet('ik2', 'Armiger Warglaive', IK, { keywords: ['Vehicle', 'Armiger', 'Imperium'], points: [[1, 140]] }),
  sheet('ik3', 'Canis Rex', IK, {
    keywords: ['Vehicle', 'Titanic', 'Character', 'Epic Hero', 'Imperium'],
    points: [[1, 385]],
  }),
  sheet('ik4', 'Knight Preceptor', IK, {
    keywords: ['Vehicle', 'Titanic', 'Character', 'Imperium'],
    points: [[1, 390]],
  }),
  sheet('adm1', 'Tech-Priest Dominus', ADM, {
    keywords: ['Infantry', 'Character', 'Imperium', 'Tech-Priest'],
    points: [[1, 65]],
  }),
  sheet('adm2', 'Skitarii Rangers', ADM, { keywords: ['Infantry', 'Battleline', 'Imperium'], points: [[10, 85]] }),
  sheet('adm3', 'Skitarii Vanguard', ADM, { keywords: ['Infantry', 'Battleline', 'Imperium'], points: [[10, 95]] }),
  sheet('adm4', 'Kastelan Robots', ADM, { keywords: ['Vehicle', 'Imperium'], points: [[2, 180]] }),
  // Leagues of Votann, with BSData ids as the merged catalogue keeps them.
  {
    ...sheet('lov1', 'Hearthkyn Warriors', LOV, { keywords: ['Infantry', 'Battleline'], points: [[10, 100]] }),
    id: 'bsdata:ba4f-c3f9-6925-af0c',
  },
  sheet('lov2', 'Einhyr Hearthguard', LOV, {
    keywords: ['Infantry', 'Exo-armour'],
    points: [
      [5, 150],
      [10, 300],
    ],
  }),
  sheet('lov3', 'Hernkyn Pioneers', LOV, { keywords: ['Mounted', 'Fly'], points: [[3, 90]] }),
  sheet('lov4', 'Hekaton Land Fortress', LOV, { keywords: ['Vehicle', 'Transport'], points: [[1, 230]] }),
  sheet('lov5', 'Sagitaur', LOV, { keywords: ['Vehicle', 'Transport', 'Dedicated Transport'], points: [[1, 100]] }),
  sheet('lov6', 'Einhyr Champion', LOV, { keywords: ['Infantry', 'Character', 'Exo-armour'], points: [[1, 70]] }),
];

const rule = (name: string, text: string) => ({ name, text });
const detachments: Detachment[] = [
  {
    id: 'fx:d1',
    name: 'Houndpack Lance',
    faction: CK,
    rules: [
      rule(
        'Marked Prey',
        'While using the Houndpack Lance Detachment, the following rules apply: Your army must include three or more WAR DOG units. WAR DOG units from your army have the BATTLELINE keyword. When mustering your army, select three WAR DOG units from your army. Until the end of the battle, those units have the CHARACTER keyword.',
      ),
    ],
  },
  { id: 'fx:d2', name: 'Traitoris Lance', faction: CK, rules: [rule('Pledges', '...')] },
  { id: 'fx:d3', name: 'Gladius Task Force', faction: SM, rules: [rule('Combat Doctrines', '...')] },
  { id: 'fx:d4', name: 'Stormlance Task Force', faction: SM, rules: [rule('Lightning Assault', '...')] },
  { id: 'fx:d5', name: 'Combined Regiment', faction: AM, rules: [rule('Born Soldiers', '...')] },
  { id: 'fx:d6', name: 'Questor Forgepact', faction: IK, rules: [rule('Cogbound Alliance', 'FORGE WORLD ALLIES ...')] },
  {
    id: 'fx:d7',
    name: 'Spearhead-at-Arms',
    faction: IK,
    rules: [rule('Knightly Teachings', 'ARMIGER models from your army gain the BATTLELINE keyword.')],
  },
  { id: 'fx:d8', name: 'Oathband', faction: LOV, rules: [rule('Oathband', '...')] },
];

const enh = (id: string, name: string, points: number, detachment: string, faction: string): Enhancement => ({
  id: `fx:${id}`,
  name,
  points,
  detachment,
  faction,
});
const enhancements: Enhancement[] = [
  enh('e1', "Preyslayer's Mantle", 15, 'Houndpack Lance', CK),
  enh('e2', 'Blessing of the Dark Master', 20, 'Houndpack Lance', CK),
  enh('e3', 'Diabolic Bond', 20, 'Houndpack Lance', CK),
  enh('e4', 'Lord of Dread', 25, 'Houndpack Lance', CK),
  enh('e5', 'Mark of the Hunter', 35, 'Traitoris Lance', CK),
  enh('e6', 'Artificer Armour', 10, 'Gladius Task Force', SM),
  enh('e7', 'The Honour Vehement', 15, 'Gladius Task Force', SM),
  enh('e8', 'Adept of the Codex', 20, 'Gladius Task Force', SM),
  enh('e9', 'Fire Discipline', 25, 'Gladius Task Force', SM),
  enh('e10', 'Feinting Withdrawal', 10, 'Stormlance Task Force', SM),
  enh('e11', 'Appraising Glare', 20, 'Oathband', LOV),
];

export const fixtureCatalogue: Catalogue = {
  formatVersion: 1,
  sources: [],
  hash: 'fixture',
  conflicts: [],
  factions: [CK, CD, SM, AM, IK, ADM, LOV].map((name, i) => ({ id: `fx:f${i}`, name, rules: [] })),
  datasheets,
  stratagems: [],
  datasheetStratagems: [],
  detachments,
  enhancements,
  skipped: [],
};

/** The engine's CatalogueQuery over the fixture (or another) catalogue. */
export function fixtureQuery(cat: Catalogue = fixtureCatalogue): CatalogueQuery {
  return createCatalogueQuery(cat);
}
