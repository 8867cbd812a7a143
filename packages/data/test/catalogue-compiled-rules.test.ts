import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileCatalogue, compiledTexts, RULES_COMPILER, ruleTextKey } from '@cogitator/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue, loadCatalogue } from '../src/catalogue/index.js';
import { catalogueHash } from '../src/index.js';
import { rejectionOf } from './fixtures/errors.js';
import { MINI, writeMiniExport } from './fixtures/mini-export.js';

/** `data import` compiles the rule texts and stores them; loading reads them back, never compiling again. */
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('compiled rules in the catalogue', () => {
  let mini: string;
  let path: string;
  beforeAll(async () => {
    // The mini export with a second Enhancement worded as the 2025 export words Feel No Pain.
    const enhancements = MINI['Enhancements.csv'] ?? [];
    mini = await writeMiniExport({
      'Enhancements.csv': [
        ...enhancements,
        [
          'TF',
          '000000500003',
          'Test Ward',
          '15',
          'Test Host',
          '000000050',
          '',
          'The bearer has the <b>Feel No Pain 5+</b> ability.',
        ],
      ],
    });
    const dir = await mkdtemp(join(tmpdir(), 'cogitator-rules-'));
    dirs.push(mini, dir);
    path = join(dir, 'catalogue.json');
  });

  it('stores every rule text of the import with its reading and text key', async () => {
    const compiled = await importCatalogue([mini], path);
    expect(compiled.compiledRules?.compiler).toBe(RULES_COMPILER);
    const texts = compiled.compiledRules?.texts ?? [];
    // "The bearer has the Feel No Pain 5+ ability."
    expect(texts.find((t) => t.name === 'Test Ward')).toEqual({
      kind: 'enhancement',
      id: 'wahapedia:000000500003',
      name: 'Test Ward',
      faction: 'Test Faction',
      detachment: 'Test Host',
      textKey: ruleTextKey('The bearer has the Feel No Pain 5+ ability.'),
      compiled: {
        status: 'compiled',
        reading: { who: { unit: 'holder' }, effects: [{ kind: 'feel-no-pain', value: 5, scope: 'holder' }], asks: [] },
        phrases: expect.any(Array),
      },
    });
    // "The bearer has Feel No Pain 5+." (no "the ... ability"): stored, manual, with the clause not read.
    expect(texts.find((t) => t.name === 'Test Relic')?.compiled).toEqual({
      status: 'manual',
      unknown: 'the bearer has feel no pain 5+',
      part: 'text',
      phrases: [],
    });
    // Its two Stratagems are stored too, compiled or not ("Re-roll one roll" is not read).
    const names = texts.filter((t) => t.kind === 'stratagem').map((t) => [t.name, t.compiled.status]);
    expect(names).toEqual([
      ['TEST GAMBIT', expect.any(String)],
      ['TEST RE-ROLL', 'manual'],
    ]);
    // The content hash leaves the compiled rules out (they are read from the content).
    const { compiledRules: _c, ...rest } = compiled;
    expect(catalogueHash(rest)).toBe(compiled.hash);
  });

  it('loads the stored readings as they are: no second compile', async () => {
    const loaded = await loadCatalogue(path);
    const stored = loaded.compiledRules?.texts;
    expect(stored?.length).toBeGreaterThan(0);
    expect(compiledTexts(loaded)).toBe(stored);
    expect(compiledTexts(loaded)).toEqual(compileCatalogue(loaded));
  });

  it('compiles again, at run time, what another compiler version stored', async () => {
    const loaded = await loadCatalogue(path);
    const old = { ...loaded, compiledRules: { compiler: 'rules-text/1', texts: [] } };
    expect(compiledTexts(old)).toEqual(loaded.compiledRules?.texts);
  });

  it('refuses stored compiled rules of the wrong shape, saying where', async () => {
    const stored = JSON.parse(await readFile(path, 'utf8'));
    stored.compiledRules.texts = 'all of them';
    const bad = `${path}.bad.json`;
    await writeFile(bad, JSON.stringify(stored));
    const e = await rejectionOf(loadCatalogue(bad));
    expect(e.where).toEqual({ source: bad, field: 'compiledRules.texts' });
    expect(e.message).toMatch(/^not a valid catalogue: .*; run `cogitator data import` again$/);
  });
});
