import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readArmyList } from '@cogitator/data';
import { type ArmySetup, type CatalogueQuery, toGameArmy } from '@cogitator/engine';
import { LISTS_DIR } from './shared.js';

function files(d: string): string[] {
  return readdirSync(d)
    .sort()
    .flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : [join(d, n)]));
}

/**
 * Every shared list that is legal against the catalogue, one per distinct army (the formats of one
 * list count once), in path order.
 */
export function legalSharedLists(q: CatalogueQuery): { path: string; army: ArmySetup }[] {
  const out: { path: string; army: ArmySetup; key: string }[] = [];
  for (const path of files(LISTS_DIR)) {
    let army: ArmySetup;
    try {
      army = toGameArmy(readArmyList(new Uint8Array(readFileSync(path)), path, q).list, q).army;
    } catch {
      continue;
    }
    const key = JSON.stringify(army.units.map((u) => [u.datasheet.id, u.models, u.loadouts]));
    if (!out.some((o) => o.key === key)) out.push({ path, army, key });
  }
  return out.map(({ path, army }) => ({ path, army }));
}
