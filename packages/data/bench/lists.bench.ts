import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyDatasheet, validateArmy } from '@cogitator/engine';
import { fixtureCatalogue, fixtureQuery } from '../../../testing/army-fixture.js';
import { runSuite } from '../../../testing/bench.js';
import { LISTS_DIR } from '../../../testing/shared.js';
import { parseList, readArmyList } from '../src/index.js';

const text = (name: string) => readFileSync(join(LISTS_DIR, name), 'utf8');
const app = text('gw-app/example1.txt');
const nr = text('newrecruit/nr1.txt');
const ck = text('gw-app/chaos-knights.txt');
const rosz = new Uint8Array(readFileSync(join(LISTS_DIR, 'battlescribe/01.LoV.Leviathan.v0102.rosz')));

// The fixture catalogue padded to the size of the real one (about 1,500 datasheets), so look-ups
// scan as many entries as they will in use.
const filler = Array.from({ length: 1500 }, (_, i) => {
  const ds = emptyDatasheet(`fill:${i}`, `Filler Unit ${i}`, `Filler Faction ${i % 25}`);
  ds.points = [{ models: 5, points: 100 }];
  return ds;
});
const q = fixtureQuery({ ...fixtureCatalogue, datasheets: [...fixtureCatalogue.datasheets, ...filler] });

await runSuite('army lists', [
  { name: 'parse app text (example1, 1985 pts, 14 units)', fn: () => parseList(app) },
  { name: 'parse New Recruit text (nr1, 1985 pts, 18 units)', fn: () => parseList(nr) },
  { name: 'parse BattleScribe .rosz (965 pts, 184 KB of XML)', fn: () => parseList(rosz) },
  {
    name: 'import + validate a 2,000-pt list (chaos-knights, 16 units)',
    budgetMs: 20,
    fn: () => {
      const r = readArmyList(ck, 'ck.txt', q);
      return validateArmy(r.list, q);
    },
  },
]);
