import { existsSync } from 'node:fs';
import { catalogueKeywords, compileCatalogue } from '@cogitator/engine';
import { runSuite } from '../../../testing/bench.js';
import { WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { importWahapedia } from '../src/wahapedia/index.js';

if (!existsSync(WAHAPEDIA_DIR)) {
  console.error(`Wahapedia export not found at ${WAHAPEDIA_DIR} (set COGITATOR_SHARED)`);
  process.exit(1);
}

const src = await importWahapedia(WAHAPEDIA_DIR);
const ctx = { keywords: catalogueKeywords(src) };

await runSuite(
  'rules-text compiler (every Stratagem, detachment rule, Enhancement and datasheet ability of the export)',
  [{ name: 'compile the whole catalogue', fn: () => compileCatalogue(src, ctx), budgetMs: 2000 }],
  { iterations: 5, time: 0 },
);
