import {
  type ArmyList,
  type CatalogueQuery,
  createCatalogueQuery,
  type Finding,
  setGrantedKeywords,
  validateArmy,
} from '@cogitator/engine';
import { beforeAll, expect, it } from 'vitest';
import { BSDATA_DIR, describeShared, LISTS_DIR, sharedPath, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { compileSources, exportGwApp, exportJson, exportNewRecruit, readArmyList } from '../src/index.js';
import { readShared } from './lists-shared.js';

/**
 * Houndpack Lance: "select three WAR DOG units from your army ... those units have the CHARACTER
 * keyword". The shared New Recruit exports put an Enhancement and the Warlord on War Dogs but do not
 * carry the choice; once it is made (`cogitator list set keyword <unit> CHARACTER`) they are legal,
 * and every export keeps it. The catalogue is the one `cogitator data import` builds from the three
 * shared sources (the Wahapedia snapshot alone lacks Preyslayer's Mantle).
 */
const SEEDS_DIR = sharedPath('seeds');
let q: CatalogueQuery;

const errors = (l: ArmyList): Finding[] => validateArmy(l, q).findings.filter((f) => f.severity === 'error');
const picks = (l: ArmyList) => l.units.map((u) => `${u.name}${u.grantedKeywords.map((k) => ` +${k}`).join('')}`);
const CHOSEN = [
  'War Dog Karnivore +CHARACTER',
  'War Dog Karnivore +CHARACTER',
  'War Dog Executioner +CHARACTER',
  'Nurglings',
];

describeShared('Houndpack Lance lists', [WAHAPEDIA_DIR, BSDATA_DIR, SEEDS_DIR, LISTS_DIR], () => {
  beforeAll(async () => {
    q = createCatalogueQuery(await compileSources([WAHAPEDIA_DIR, BSDATA_DIR, SEEDS_DIR]));
  }, 120_000);

  for (const name of ['newrecruit/houndpack-simple.txt', 'newrecruit/houndpack-wtc-full.txt'] as const) {
    it(`${name}: 0 errors once its three War Dogs are chosen as CHARACTERs, and the choice survives every export`, () => {
      const r = readArmyList(readShared(name), name, q);
      expect(errors(r.list).map((f) => f.message)).toEqual([
        "Preyslayer's Mantle is on War Dog Karnivore, which is not a CHARACTER",
        'War Dog Executioner is the Warlord but is not a CHARACTER',
      ]);
      let l = r.list;
      for (const id of ['u1', 'u2', 'u3']) l = setGrantedKeywords(l, id, ['CHARACTER']);
      expect(picks(l)).toEqual(CHOSEN);
      expect(errors(l)).toEqual([]);
      expect(l.units.filter((u) => u.warlord).map((u) => u.name)).toEqual(['War Dog Executioner']);
      expect(l.units.map((u) => u.enhancement)).toEqual(["Preyslayer's Mantle", null, null, null]);
      for (const text of [exportNewRecruit(l, q), exportGwApp(l, q), exportJson(l)]) {
        const again = readArmyList(text, 'export', q).list;
        expect(picks(again)).toEqual(CHOSEN);
        expect(errors(again)).toEqual([]);
      }
    });
  }

  it('a CHARACTER given to a unit the rule does not select is an error', () => {
    const l = setGrantedKeywords(readArmyList(readShared('newrecruit/houndpack-simple.txt'), 'hp', q).list, 'u4', [
      'CHARACTER',
    ]);
    expect(errors(l).map((f) => f.message)).toContain(
      'Nurglings is given CHARACTER by Marked Prey, which selects WAR DOG units only',
    );
  });
});
