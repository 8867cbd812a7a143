import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCatalogueQuery, validateArmy } from '@cogitator/engine';
import { runSuite } from '../../../testing/bench.js';
import { LISTS_DIR, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { compileSources, parseList, readArmyList } from '../src/index.js';

const text = (name: string) => readFileSync(join(LISTS_DIR, name), 'utf8');
const app = text('gw-app/example1.txt');
const nr = text('newrecruit/nr1.txt');
const ck = text('gw-app/chaos-knights.txt');
const rosz = new Uint8Array(readFileSync(join(LISTS_DIR, 'battlescribe/01.LoV.Leviathan.v0102.rosz')));

// The catalogue compiled from the pinned Wahapedia snapshot (1,675 datasheets).
const q = createCatalogueQuery(await compileSources([WAHAPEDIA_DIR]));
const nrText = text('newrecruit/nr1.txt');

await runSuite('army lists', [
  { name: 'parse app text (example1, 1985 pts, 14 units)', fn: () => parseList(app) },
  { name: 'parse New Recruit text (nr1, 1985 pts, 18 units)', fn: () => parseList(nr) },
  { name: 'parse BattleScribe .rosz (965 pts, 184 KB of XML)', fn: () => parseList(rosz) },
  {
    name: 'import + validate a 2,000-pt list (chaos-knights, 16 units, Wahapedia catalogue)',
    budgetMs: 20,
    fn: () => validateArmy(readArmyList(ck, 'ck.txt', q).list, q),
  },
  {
    name: 'import + validate a 1,985-pt list (nr1, 18 units, Wahapedia catalogue)',
    budgetMs: 20,
    fn: () => validateArmy(readArmyList(nrText, 'nr1.txt', q).list, q),
  },
]);
