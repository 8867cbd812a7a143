import { type Catalogue, type Datasheet, DatasheetSchema, type ImportedSource } from '@cogitator/engine';
import { beforeAll, expect, it } from 'vitest';
import { BSDATA_DIR, describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { importBsdata } from '../src/bsdata/index.js';
import { compileCatalogue } from '../src/index.js';
import { importWahapedia } from '../src/wahapedia/index.js';

/**
 * Voice of Command: "Each OFFICER's datasheet will specify how many Orders it can issue in a battle round and which
 * units are eligible to receive those Orders." Every OFFICER datasheet's ORDERS section is typed when the data is
 * imported (`Datasheet.officer`), from the 2025-11-14 Wahapedia export and the 2025-11-15 BSData snapshot; the game
 * reads only that field.
 */
let wah: ImportedSource;
let bs: ImportedSource;
let merged: Catalogue;

const isOfficer = (d: Datasheet) =>
  [...d.keywords, ...d.modelKeywords.flatMap((m) => m.keywords)].some((k) => k.toUpperCase() === 'OFFICER');
/** The Astra Militarum OFFICER datasheets of a source, by name (apostrophes made one), with their field. */
const officers = (datasheets: readonly Datasheet[]) =>
  Object.fromEntries(
    datasheets
      .filter((d) => d.faction === 'Astra Militarum' && isOfficer(d))
      .map((d) => [d.name.replace(/'/g, '’'), d.officer ?? null]),
  );

const REGIMENT_1 = { orders: 1, keywords: [['REGIMENT']] };
const REGIMENT_2 = { orders: 2, keywords: [['REGIMENT']] };
const REGIMENT_3 = { orders: 3, keywords: [['REGIMENT']] };
const SQUADRON_2 = { orders: 2, keywords: [['SQUADRON']] };
// "This OFFICER can issue 1 Order to a REGIMENT unit. This OFFICER can only issue the Duty and Honour! and Fix
// Bayonets! Orders."
const COMMISSAR = { orders: 1, keywords: [['REGIMENT']], only: ['order-fix-bayonets', 'order-duty-and-honour'] };

/** The 16 Astra Militarum OFFICER datasheets, as their ORDERS sections print them. */
const EXPECTED = {
  // "This OFFICER can issue 2 Orders to REGIMENT units."
  'Cadian Castellan': REGIMENT_2,
  // "This unit’s OFFICER can issue 1 Order to a REGIMENT unit."
  'Cadian Command Squad': REGIMENT_1,
  'Catachan Command Squad': REGIMENT_1,
  'Krieg Command Squad': REGIMENT_1,
  'Militarum Tempestus Command Squad': REGIMENT_1,
  Commissar: COMMISSAR,
  'Death Rider Commissar': COMMISSAR,
  // "This unit’s OFFICER can issue up to 2 Orders to REGIMENT or GAUNT’S GHOSTS units."
  'Gaunt’s Ghosts': { orders: 2, keywords: [['REGIMENT'], ['GAUNT’S GHOSTS']] },
  'Hell’s Last': REGIMENT_2,
  '‘Iron Hand’ Straken': REGIMENT_2,
  // "This OFFICER can issue up to 2 Orders to SQUADRON units."
  'Leman Russ Commander': SQUADRON_2,
  'Rogal Dorn Commander': SQUADRON_2,
  // "This OFFICER can issue up to 3 Orders to: - REGIMENT units - SQUADRON units - TITANIC units"
  'Lord Solar Leontus': { orders: 3, keywords: [['REGIMENT'], ['SQUADRON'], ['TITANIC']] },
  'Lord Marshal Dreir': REGIMENT_3,
  'Ursula Creed': REGIMENT_3,
  // "This Officer can issue 1 Order to a CATACHAN JUNGLE FIGHTERS unit."
  'Sergeant Harker': { orders: 1, keywords: [['CATACHAN JUNGLE FIGHTERS']] },
};

describeShared('OFFICER Orders typed at import (2025-11 Wahapedia and BSData)', [WAHAPEDIA_DIR, BSDATA_DIR], () => {
  beforeAll(async () => {
    [wah, bs] = await Promise.all([importWahapedia(WAHAPEDIA_DIR), importBsdata(BSDATA_DIR)]);
    merged = compileCatalogue([wah, bs]);
  }, 180_000);

  it('Wahapedia: every Astra Militarum OFFICER datasheet gets its Orders, exactly as printed', () => {
    expect(Object.keys(EXPECTED)).toHaveLength(16);
    expect(officers(wah.datasheets)).toEqual(EXPECTED);
  });

  it('BSData: the same, but for the Death Rider Commissar, whose entry in the snapshot has no Orders profile', () => {
    // Its Library entry (d58c-e97f-5062-d9e1) lists Summary Execution and Political Overwatch but no "Officer"
    // profile of type Orders; the Commissar's (a979-5b21-dc69-b949) has one.
    expect(officers(bs.datasheets)).toEqual({ ...EXPECTED, 'Death Rider Commissar': null });
  });

  it("the merged catalogue: every one, the Death Rider Commissar's from Wahapedia; no other datasheet has one", () => {
    expect(officers(merged.datasheets)).toEqual(EXPECTED);
    const others = merged.datasheets.filter((d) => d.officer && d.faction !== 'Astra Militarum');
    // The Brood Brothers copies in Genestealer Cults carry their datasheets' Orders too (their army has no Voice of
    // Command, so the game issues none there); nothing else has the field.
    expect(others.every((d) => d.faction === 'Genestealer Cults' && isOfficer(d))).toBe(true);
    expect(others).toHaveLength(8);
    expect(merged.datasheets.filter((d) => d.officer && !isOfficer(d)).map((d) => d.name)).toEqual([]);
    expect(merged.conflicts.filter((c) => c.field === 'officer')).toEqual([]);
  });

  it('the field is valid in the schema, and a datasheet stored without it still is', () => {
    const castellan = merged.datasheets.find((d) => d.faction === 'Astra Militarum' && d.name === 'Cadian Castellan');
    if (!castellan) throw new Error('no Cadian Castellan');
    expect(DatasheetSchema.parse(castellan).officer).toEqual(REGIMENT_2);
    const { officer: _dropped, ...old } = castellan;
    expect(DatasheetSchema.safeParse(old).success).toBe(true);
  });
});
