// Both bots over every pair of legal shared lists, mirrors included (issue 16): N battles per pair,
// half with the heuristic bot on list A against the random bot, half the other way round, on a pool of
// worker threads. Prints every failure and a last line with the totals; exit 1 on any failure.
//   npx tsx --conditions=source packages/sim/bench/pairs-soak.ts [battles per pair, default 1000] [threads]
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { importCatalogue, loadCatalogue } from '@cogitator/data';
import { createCatalogueQuery } from '@cogitator/engine';
import { BSDATA_DIR, LISTS_DIR, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { legalSharedLists } from '../../../testing/shared-lists.js';
import { defaultThreads, runPool } from '../src/pool.js';

const perPair = Number(process.argv[2] ?? 1000);
const threads = Number(process.argv[3] ?? defaultThreads());
const catalogue = join(mkdtempSync(join(tmpdir(), 'cogitator-pairs-')), 'catalogue.json');
await importCatalogue([WAHAPEDIA_DIR, BSDATA_DIR], catalogue);
const q = createCatalogueQuery(await loadCatalogue(catalogue));
const lists = legalSharedLists(q);
console.log(`legal shared lists: ${lists.map((l) => relative(LISTS_DIR, l.path)).join(', ')}`);
const t0 = performance.now();
let played = 0;
let failures = 0;
for (let i = 0; i < lists.length; i++)
  for (let j = i; j < lists.length; j++) {
    const a = lists[i] as (typeof lists)[number];
    const b = lists[j] as (typeof lists)[number];
    for (const [k, bots] of [
      { A: 'heuristic', B: 'random' },
      { A: 'random', B: 'heuristic' },
    ].entries()) {
      const battles = k === 0 ? Math.ceil(perPair / 2) : Math.floor(perPair / 2);
      const spec = { lists: { A: a.army, B: b.army }, bots, battles, seed: 1 + k * 100_000, mission: 'take-and-hold' };
      const r = (await runPool(spec, { threads })).result;
      played += r.battles;
      failures += r.failures.length;
      const name = `${relative(LISTS_DIR, a.path)} v ${relative(LISTS_DIR, b.path)} (${bots.A} v ${bots.B})`;
      for (const f of r.failures) console.log(`FAILURE ${name} battle ${f.index}: ${f.reason}`);
      console.log(`${name}: ${r.battles} battles, ${r.failures.length} failures`);
    }
  }
const s = (performance.now() - t0) / 1000;
console.log(
  `pairs soak: ${played} battles over ${(lists.length * (lists.length + 1)) / 2} pairs, ${failures} failures, ${s.toFixed(0)} s on ${threads} threads (load ${loadavg()[0]?.toFixed(1)})`,
);
process.exit(failures ? 1 : 0);
