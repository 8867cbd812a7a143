import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSuite } from '../../../testing/bench.js';
import { BSDATA_DIR } from '../../../testing/shared.js';
import { importBsdata } from '../src/bsdata/index.js';
import { parseXml } from '../src/bsdata/xml.js';

if (!existsSync(BSDATA_DIR)) {
  console.error(`BSData snapshot not found at ${BSDATA_DIR} (set COGITATOR_SHARED)`);
  process.exit(1);
}

const texts = readdirSync(BSDATA_DIR)
  .filter((f) => /\.(gst|cat)$/.test(f))
  .map((f) => ({ f, text: readFileSync(join(BSDATA_DIR, f), 'utf8') }));

await runSuite(
  `BSData import (${texts.length} files, ${(texts.reduce((a, t) => a + t.text.length, 0) / 1e6).toFixed(1)} M chars)`,
  [
    {
      name: 'parse every .gst/.cat (XML only)',
      fn: () => {
        for (const t of texts) parseXml(t.text, t.f);
      },
    },
    {
      name: 'import all BSData (read, parse, resolve, datasheets, detachments)',
      fn: () => importBsdata(BSDATA_DIR),
      budgetMs: 6000,
    },
  ],
  { iterations: 5, time: 0 },
);
