import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Catalogue, createCatalogueQuery, damagedEffects } from '@cogitator/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import {
  catalogueStatus,
  compileSources,
  defaultCataloguePath,
  importCatalogue,
  loadCatalogue,
  writeCatalogue,
} from '../src/catalogue/index.js';
import { catalogueHash } from '../src/index.js';
import { rejectionOf } from './fixtures/errors.js';
import { MINI, writeMiniExport } from './fixtures/mini-export.js';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'cogitator-cat-'));
  dirs.push(d);
  return d;
}
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('catalogue store', () => {
  let mini: string;
  beforeAll(async () => {
    mini = await writeMiniExport();
    dirs.push(mini);
  });

  it('defaults to $COGITATOR_HOME/catalogue.json, else ~/.cogitator/catalogue.json', () => {
    expect(defaultCataloguePath({ COGITATOR_HOME: '/srv/cog' })).toBe('/srv/cog/catalogue.json');
    expect(defaultCataloguePath({})).toMatch(/\/\.cogitator\/catalogue\.json$/);
  });

  it('types the Damaged bracket of a catalogue stored before import typed it, as import does', async () => {
    const path = join(await tempDir(), 'catalogue.json');
    await importCatalogue([mini], path);
    const stored = JSON.parse(await readFile(path, 'utf8'));
    const text =
      'While this model has 1-5 wounds remaining, each time this model makes an attack, subtract 1 from the Hit roll.';
    // The shape catalogues had before: the bracket's text, no effects.
    stored.datasheets[0].damaged = { minWounds: 1, maxWounds: 5, text };
    await writeFile(path, JSON.stringify(stored));
    const loaded = await loadCatalogue(path, { full: true });
    expect(loaded.datasheets[0]?.damaged?.effects).toEqual(damagedEffects(text));
    expect(loaded.datasheets[0]?.damaged?.effects?.length).toBeGreaterThan(0);
  });

  it("types an OFFICER's Orders of a catalogue stored before import typed them, as import does", async () => {
    const path = join(await tempDir(), 'catalogue.json');
    await importCatalogue([mini], path);
    const stored = JSON.parse(await readFile(path, 'utf8'));
    // The shape catalogues had before: the ORDERS section's text, no `officer`.
    stored.datasheets[0].sections.push({ name: 'ORDERS', text: 'This OFFICER can issue 2 Orders to REGIMENT units.' });
    expect(stored.datasheets[0].officer).toBeUndefined();
    await writeFile(path, JSON.stringify(stored));
    const loaded = await loadCatalogue(path, { full: true });
    expect(loaded.datasheets[0]?.officer).toEqual({ orders: 2, keywords: [['REGIMENT']] });
    expect(loaded.datasheets[1]?.officer).toBeUndefined();
  });

  it('writes a catalogue that loads back equal, with its hash and sources', async () => {
    const path = join(await tempDir(), 'nested', 'catalogue.json');
    const compiled = await importCatalogue([mini], path);
    const loaded = await loadCatalogue(path, { full: true });
    expect(loaded).toEqual(compiled);
    expect(catalogueHash(loaded)).toBe(compiled.hash);
    expect(loaded.sources).toEqual([
      {
        kind: 'wahapedia',
        path: mini,
        snapshot: '2025-01-31',
        edition: '10e',
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    expect(catalogueStatus(loaded).counts).toEqual({
      factions: 1,
      datasheets: 3,
      stratagems: 2,
      detachments: 1,
      enhancements: 1,
      skipped: 0,
      conflicts: 0,
      warnings: 1,
    });
    const q = createCatalogueQuery(loaded);
    expect(q.stratagemsFor('wahapedia:000000001').map((s) => s.name)).toEqual(['TEST GAMBIT', 'TEST RE-ROLL']);
  });

  it('loads link tables lazily: look-ups read the stored indexes, a read of the table builds it', async () => {
    const path = join(await tempDir(), 'catalogue.json');
    const compiled = await importCatalogue([mini], path);
    const loaded = await loadCatalogue(path);
    const q = createCatalogueQuery(loaded);
    expect(q.stratagemsFor('wahapedia:000000002').map((s) => s.name)).toEqual(['TEST GAMBIT']);
    expect(q.enhancementsFor('wahapedia:000000001').map((e) => e.name)).toEqual(['Test Relic']);
    expect(Object.getOwnPropertyDescriptor(loaded, 'datasheetStratagems')?.get).toBeTypeOf('function');
    expect(loaded.datasheetStratagems).toEqual(compiled.datasheetStratagems);
    expect(Object.getOwnPropertyDescriptor(loaded, 'datasheetStratagems')?.value).toEqual(compiled.datasheetStratagems);
  });

  it('refuses a stored catalogue whose links point nowhere', async () => {
    const path = join(await tempDir(), 'catalogue.json');
    await importCatalogue([mini], path);
    const stored = JSON.parse(await readFile(path, 'utf8'));
    stored.links.stratagems[1] = [0, 7];
    await writeFile(path, JSON.stringify(stored));
    expect((await rejectionOf(loadCatalogue(path))).format()).toBe(
      `${path}: not a valid catalogue (links.stratagems[1] refers to 7, which is not there); run \`cogitator data import\` again`,
    );
  });

  it('leaves the previous catalogue untouched when an import fails', async () => {
    const dir = await tempDir();
    const path = join(dir, 'catalogue.json');
    await importCatalogue([mini], path);
    const before = await readFile(path);
    const broken = await writeMiniExport({
      'Datasheets_models.csv': MINI['Datasheets_models.csv']!.map((r) => r.slice(0, 5)),
    });
    dirs.push(broken);
    const e = await rejectionOf(importCatalogue([mini, broken], path));
    expect(e.format()).toBe(
      'Datasheets_models.csv:1: Sv: missing column "Sv" (the header has: datasheet_id, line, name, M, T)',
    );
    expect(await readFile(path)).toEqual(before);
    expect(await readdir(dir)).toEqual(['catalogue.json']);
  });

  it('removes its temporary file when the write fails', async () => {
    const dir = await tempDir();
    const path = join(dir, 'catalogue.json');
    await mkdir(path); // a directory where the file should go: rename fails
    const catalogue = await compileSources([mini]);
    await expect(writeCatalogue(path, catalogue)).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['catalogue.json']);
  });

  it('says what is wrong with a missing, unreadable or foreign catalogue file', async () => {
    const dir = await tempDir();
    const missing = join(dir, 'none.json');
    expect((await rejectionOf(loadCatalogue(missing))).format()).toBe(
      `${missing}: no catalogue here yet: run \`cogitator data import <dir>...\` first`,
    );
    const bad = join(dir, 'bad.json');
    await writeFile(bad, '{"formatVersion": 1, "hash"');
    expect((await rejectionOf(loadCatalogue(bad))).message).toMatch(/^not a catalogue \(invalid JSON/);
    const foreign = join(dir, 'foreign.json');
    await writeFile(foreign, JSON.stringify({ formatVersion: 2 }));
    const e = await rejectionOf(loadCatalogue(foreign));
    expect(e.where).toEqual({ source: foreign, field: 'formatVersion' });
    const good = join(dir, 'good.json');
    await importCatalogue([mini], good);
    const stored = JSON.parse(await readFile(good, 'utf8'));
    stored.datasheets[2].name = 7;
    await writeFile(good, JSON.stringify(stored));
    expect((await rejectionOf(loadCatalogue(good))).format()).toBe(
      `${good}: datasheets.2.name: not a valid catalogue: expected a string; run \`cogitator data import\` again`,
    );
  });

  it('refuses two sources of one kind', async () => {
    const dir = await tempDir();
    expect((await rejectionOf(importCatalogue([mini, mini], join(dir, 'c.json')))).message).toBe(
      `two wahapedia sources given (${mini} and ${mini}); give one directory of each kind`,
    );
  });

  it('refuses a directory it does not recognise', async () => {
    const dir = await tempDir();
    expect((await rejectionOf(importCatalogue([dir], join(dir, 'c.json')))).message).toMatch(
      /^not a data directory Cogitator can import: expected a Wahapedia CSV export/,
    );
  });
});

describeShared('catalogue of the Wahapedia export', [WAHAPEDIA_DIR], () => {
  let compiled: Catalogue;
  let path: string;
  beforeAll(async () => {
    path = join(await tempDir(), 'catalogue.json');
    compiled = await importCatalogue([WAHAPEDIA_DIR], path);
  });

  it('round-trips through the stored form with its hash', async () => {
    const loaded = await loadCatalogue(path);
    expect(loaded).toEqual(compiled);
    expect(catalogueHash(loaded)).toBe(compiled.hash);
  });

  it('reports counts and sources for data status', () => {
    const s = catalogueStatus(compiled);
    expect(s.counts).toMatchObject({
      factions: 26,
      datasheets: 1675,
      stratagems: 1290,
      detachments: 228,
      enhancements: 797,
      skipped: 1,
      conflicts: 0,
    });
    expect(s.sources.map((x) => [x.kind, x.snapshot, x.counts.datasheets])).toEqual([
      ['wahapedia', '2025-11-14', 1675],
    ]);
  });

  it('searches the real catalogue forgiving accents and typos', () => {
    const q = createCatalogueQuery(compiled);
    const first = (w: string) => q.searchAll(w, 1)[0];
    expect(first('Delve')).toMatchObject({
      kind: 'detachment',
      name: 'Dêlve Assault Shift',
      faction: 'Leagues of Votann',
    });
    expect(first('Needgaard')).toMatchObject({ kind: 'detachment', name: 'Needgaârd Oathband' });
    expect(
      q
        .search('land raidr', 2)
        .map((h) => `${h.datasheet.name} (${h.datasheet.faction})`)
        .sort(),
    ).toEqual(['Land Raider (Grey Knights)', 'Land Raider (Space Marines)']);
    expect(q.search('sir hectur', 1)[0]?.datasheet.name).toBe('Sir Hekhtur');
    expect(q.search('cthonian earthshaker', 1)[0]?.datasheet.name).toBe('Cthonian Earthshakers');
  });
});
