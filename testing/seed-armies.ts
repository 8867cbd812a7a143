import { compileSources } from '@cogitator/data';
import {
  type ArmySetup,
  armyRulesOf,
  type CatalogueQuery,
  createCatalogueQuery,
  type Datasheet,
  type UnitSetup,
} from '@cogitator/engine';
import { BSDATA_DIR, sharedPath, WAHAPEDIA_DIR } from './shared.js';

/**
 * The seed factions' armies for the soak (issue 13): each of the 18 detachments the seed pages name,
 * in an army of that faction's datasheets from the catalogue (the 2025-11 exports and the seed pages),
 * with its faction, detachment, the Army Rules its data carries, and an Enhancement of the detachment
 * on a CHARACTER where the detachment has one.
 */
export const SEEDS_DIR = sharedPath('seeds');

/** The 18 detachments of the five seed pages, by faction (seeds 000 and 004: Leagues of Votann). */
export const SEED_DETACHMENTS: readonly (readonly [faction: string, detachment: string])[] = [
  ['Leagues of Votann', 'Oathband'],
  ['Leagues of Votann', 'Void Salvagers'],
  ['Astra Militarum', 'Combined Regiment'],
  ['Grey Knights', 'Warpbane Task Force'],
  ['Grey Knights', 'Brotherhood Strike'],
  ['Grey Knights', 'Banishers'],
  ['Grey Knights', 'Sanctic Spearhead'],
  ['Grey Knights', 'Augurium Task Force'],
  ['Imperial Knights', 'Questor Forgepact'],
  ['Imperial Knights', 'Valourstrike Lance'],
  ['Imperial Knights', 'Gate Warden Lance'],
  ['Imperial Knights', 'Questoris Companions'],
  ['Imperial Knights', 'Spearhead-At-Arms'],
  ['Leagues of Votann', 'Hearthband'],
  ['Leagues of Votann', 'Needgaârd Oathband'],
  ['Leagues of Votann', 'Persecution Prospect'],
  ['Leagues of Votann', 'Brandfast Oathband'],
  ['Leagues of Votann', 'Dêlve Assault Shift'],
];

/**
 * Each faction's units, the seed datasheets among them (Grimnyr, Cthonian Earthshakers; Munitorum
 * Servitors with the Tech-Priest Enginseer they join; the Land Raider; Sir Hekhtur with Canis Rex), with
 * Leaders, a TRANSPORT, Deep Strikers and VEHICLEs where the faction has them; each unit at its smallest size.
 */
const ROSTERS: Record<string, readonly string[]> = {
  'Leagues of Votann': [
    'Kâhl',
    'Hearthkyn Warriors',
    'Grimnyr',
    'Einhyr Hearthguard',
    'Cthonian Earthshakers',
    'Sagitaur',
    'Hernkyn Pioneers',
  ],
  'Astra Militarum': [
    'Cadian Castellan',
    'Cadian Shock Troops',
    'Tech-Priest Enginseer',
    'Munitorum Servitors',
    'Leman Russ Battle Tank',
    'Chimera',
    'Tempestus Scions',
  ],
  'Grey Knights': [
    'Brother-captain',
    'Brotherhood Terminator Squad',
    'Strike Squad',
    'Land Raider',
    'Interceptor Squad',
    'Purifier Squad',
  ],
  'Imperial Knights': ['Knight Paladin', 'Canis Rex', 'Sir Hekhtur', 'Armiger Warglaive', 'Armiger Helverin'],
};

function datasheet(q: CatalogueQuery, name: string, faction: string): Datasheet {
  const found = q.findDatasheets(name, faction);
  if (found.length !== 1) throw new Error(`${found.length} datasheets "${name}" (${faction}) in the catalogue`);
  return found[0] as Datasheet;
}

/** The army of one seed detachment, named after it. */
export function seedArmy(q: CatalogueQuery, faction: string, detachment: string): ArmySetup {
  const f = q.faction(faction);
  if (!f) throw new Error(`no faction ${faction} in the catalogue`);
  const d = q.detachments(faction).find((x) => x.name === detachment);
  if (!d) throw new Error(`${faction} has no detachment ${detachment} in the catalogue`);
  const enhancement = q.enhancements(faction, detachment)[0]?.name;
  let placed = false;
  const units: UnitSetup[] = (ROSTERS[faction] ?? []).map((name) => {
    const ds = datasheet(q, name, faction);
    const holder = !placed && enhancement && ds.keywords.includes('CHARACTER') && !ds.keywords.includes('EPIC HERO');
    if (holder) placed = true;
    return { datasheet: ds, ...(holder ? { enhancement } : {}) };
  });
  const armyRules = armyRulesOf(f, d.name).map((r) => r.name);
  return { name: detachment, faction: f.name, detachment: d.name, armyRules, units };
}

/** The catalogue the seed armies come from: the shared 2025-11 exports and the seed pages. */
export async function seedCatalogue(): Promise<CatalogueQuery> {
  return createCatalogueQuery(await compileSources([WAHAPEDIA_DIR, BSDATA_DIR, SEEDS_DIR]));
}

/** The 18 seed armies, in the order of SEED_DETACHMENTS. */
export function seedArmies(q: CatalogueQuery): ArmySetup[] {
  return SEED_DETACHMENTS.map(([f, d]) => seedArmy(q, f, d));
}
