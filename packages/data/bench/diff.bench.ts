import { existsSync } from 'node:fs';
import { runSuite } from '../../../testing/bench.js';
import { BSDATA_DIR, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { importBsdata } from '../src/bsdata/index.js';
import { diffSources } from '../src/diff/index.js';
import { importWahapedia } from '../src/wahapedia/index.js';

for (const dir of [WAHAPEDIA_DIR, BSDATA_DIR]) {
  if (!existsSync(dir)) {
    console.error(`shared data missing: ${dir}`);
    process.exit(1);
  }
}

// `data diff` = both imports (benchmarked in wahapedia.bench.ts and bsdata.bench.ts) + the comparison.
let started = performance.now();
const wahapedia = await importWahapedia(WAHAPEDIA_DIR);
const tw = performance.now() - started;
started = performance.now();
const bsdata = await importBsdata(BSDATA_DIR);
const tb = performance.now() - started;
started = performance.now();
const first = diffSources(wahapedia, bsdata);
console.log(
  `one-off: Wahapedia import ${tw.toFixed(0)} ms, BSData import ${tb.toFixed(0)} ms, first comparison ` +
    `${(performance.now() - started).toFixed(0)} ms (${first.total.models.pairs} statline and ` +
    `${first.total.weapons.pairs} weapon profile pairs)`,
);

await runSuite(
  'data diff: the comparison (Wahapedia 2025-11-14 vs BSData 2025-11-15, imports excluded)',
  [
    { name: 'diffSources, every faction', fn: () => diffSources(wahapedia, bsdata), budgetMs: 500 },
    {
      name: 'diffSources --faction "Space Marines"',
      fn: () => diffSources(wahapedia, bsdata, { faction: 'Space Marines' }),
      budgetMs: 100,
    },
  ],
  { time: 3_000, iterations: 10 },
);
