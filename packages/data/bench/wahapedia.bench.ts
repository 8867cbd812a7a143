import { existsSync } from 'node:fs';
import { runSuite } from '../../../testing/bench.js';
import { WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { importWahapedia } from '../src/wahapedia/index.js';

if (!existsSync(WAHAPEDIA_DIR)) {
  console.error(`shared data missing: ${WAHAPEDIA_DIR}`);
  process.exit(1);
}

// The whole import: read and hash the 20 files, parse, edition check, build every datasheet, Stratagem,
// detachment and Enhancement with their links.
await runSuite(
  'Wahapedia import (2025-11-14 export, 20 files, 10 MB)',
  [{ name: 'importWahapedia (whole export)', fn: () => importWahapedia(WAHAPEDIA_DIR), budgetMs: 1500 }],
  { time: 15_000, iterations: 10 },
);
