import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCatalogueQuery } from '@cogitator/engine';
import { runSuite } from '../../../testing/bench.js';
import { BSDATA_DIR, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { importCatalogue, loadCatalogue } from '../src/catalogue/index.js';

if (!existsSync(WAHAPEDIA_DIR) || !existsSync(BSDATA_DIR)) {
  console.error(`shared data missing: ${WAHAPEDIA_DIR} or ${BSDATA_DIR}`);
  process.exit(1);
}

const dir = await mkdtemp(join(tmpdir(), 'cogitator-bench-'));
const path = join(dir, 'catalogue.json');
// The catalogue `npm run setup` builds: both sources merged.
const catalogue = await importCatalogue([WAHAPEDIA_DIR, BSDATA_DIR], path);
const q = createCatalogueQuery(catalogue);
q.findDatasheets('warm up the indexes');
const names = catalogue.datasheets.map((d) => d.name);
let i = 0;

await runSuite(
  'Compiled catalogue (Wahapedia 2025-11-14 + BSData 2025-11-15)',
  [
    { name: 'loadCatalogue (read, parse, check, decode)', fn: () => loadCatalogue(path), budgetMs: 200 },
    {
      name: 'findDatasheets by name (normalised)',
      fn: () => q.findDatasheets(names[i++ % names.length]!.toUpperCase()),
      budgetMs: 1,
    },
    {
      name: 'findDatasheets by name and faction',
      fn: () => q.findDatasheets('land raider', 'Grey Knights'),
      budgetMs: 1,
    },
    {
      name: 'first look-up on a fresh query (builds indexes)',
      fn: () => createCatalogueQuery(catalogue).findDatasheets('Grimnyr'),
    },
    { name: 'search "land raidr" (fuzzy, all kinds)', fn: () => q.searchAll('land raidr') },
  ],
  { time: 5_000, iterations: 10 },
);
await rm(dir, { recursive: true, force: true });
