import { createCatalogueQuery, toArmyList } from '@cogitator/engine';
import { expect, it } from 'vitest';
import { BSDATA_DIR, describeShared, LISTS_DIR } from '../../../testing/shared.js';
import { compileSources, parseList, readArmyList } from '../src/index.js';
import { listPath, readShared } from './lists-shared.js';

const ROSZ = 'battlescribe/01.LoV.Leviathan.v0102.rosz';

/**
 * A BattleScribe roster names its units by BSData entry ids. Against a catalogue compiled from BSData
 * alone, every unit must resolve by that id (not by name): rename every unit in the parsed roster and
 * the same datasheets must still be found.
 */
describeShared(
  'BattleScribe entry ids resolve into the BSData catalogues',
  [BSDATA_DIR, listPath(ROSZ), LISTS_DIR],
  () => {
    it('resolves every unit of the shared .rosz by its entry id', async () => {
      const q = createCatalogueQuery(await compileSources([BSDATA_DIR]));
      const bytes = readShared(ROSZ);
      const parsed = parseList(bytes, ROSZ);
      expect(parsed.units.every((u) => typeof u.id === 'string' && u.id.length > 0)).toBe(true);

      const byName = readArmyList(bytes, ROSZ, q).list.units.map((u) => [u.name, u.datasheet]);
      expect(byName).toEqual([
        ['Hearthkyn Warriors', expect.stringMatching(/^bsdata:/)],
        ['Einhyr Hearthguard', expect.stringMatching(/^bsdata:/)],
        ['Hernkyn Pioneers', expect.stringMatching(/^bsdata:/)],
        ['Hekaton Land Fortress', expect.stringMatching(/^bsdata:/)],
        ['Sagitaur', expect.stringMatching(/^bsdata:/)],
        ['Sagitaur', expect.stringMatching(/^bsdata:/)],
        ['Hearthkyn Warriors', expect.stringMatching(/^bsdata:/)],
        ['Einhyr Champion', expect.stringMatching(/^bsdata:/)],
      ]);
      for (const [name, id] of byName) expect(q.datasheetById(id as string)?.name).toBe(name);

      // The ids alone carry the resolution: with every unit renamed to nonsense, the same datasheets.
      const renamed = { ...parsed, units: parsed.units.map((u, i) => ({ ...u, name: `Unknown unit ${i}` })) };
      const byId = toArmyList(renamed, q).list.units.map((u) => u.datasheet);
      expect(byId).toEqual(byName.map(([, id]) => id));
      // And without the ids, the nonsense names resolve to nothing.
      const anonymous = { ...renamed, units: renamed.units.map(({ id: _id, ...u }) => u) };
      expect(toArmyList(anonymous, q).list.units.every((u) => !u.datasheet)).toBe(true);
    });
  },
);
