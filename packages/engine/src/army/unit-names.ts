import type { CatalogueQuery } from '../model/catalogue.js';
import { profileOfModel } from '../model/composition.js';
import type { Datasheet } from '../model/datasheet.js';
import { hasWords, normaliseName, singularName } from '../names/normalise.js';
import type { ArmyItem } from './list.js';
import { sameName } from './names.js';

/**
 * A datasheet named with its faction in front, as ListForge writes them ("World Eaters Chaos Spawn",
 * "Death Guard Rhino", "Emperor's Children Rhino"): the rest of the name within the faction, exactly,
 * else the one datasheet of the faction whose name ends with it ("Rhino" -> "Chaos Rhino").
 */
export function prefixedDatasheet(
  q: CatalogueQuery,
  name: string,
  faction: string,
  prefixes: readonly string[],
): Datasheet | undefined {
  const n = normaliseName(name);
  for (const p of prefixes) {
    const pn = normaliseName(p);
    if (!pn || !n.startsWith(`${pn} `)) continue;
    const rest = n.slice(pn.length + 1);
    const exact = q.findDatasheets(rest, faction)[0];
    if (exact) return exact;
    const ending = q.catalogue.datasheets.filter(
      (d) => sameName(d.faction, faction) && normaliseName(d.name).endsWith(` ${rest}`),
    );
    if (ending.length === 1) return ending[0];
  }
  return undefined;
}

/** Whether a list's model line names a model of the datasheet (a profile, or a composition line's model). */
export function namesModel(ds: Datasheet, name: string): boolean {
  if (profileOfModel(ds, name) !== undefined || sameName(name, ds.name)) return true;
  const key = singularName(name);
  return ds.composition.some((c) => {
    const m = singularName(c.model);
    return m.length > 0 && hasWords(key, m);
  });
}

/** Names of the datasheet's wargear: weapons, their profiles and wargear abilities. */
function wargearOf(ds: Datasheet): string[] {
  return [
    ...ds.weapons.map((w) => w.name),
    ...ds.weapons.flatMap((w) => w.profiles.map((p) => p.name)),
    ...ds.abilities.wargear.map((a) => a.name),
  ];
}

/**
 * Wargear named in the plural ("2 magma cutters", as ListForge writes a count) takes the datasheet's
 * name for it ("Magma cutter") when that is the only match; other names stay as the list gave them.
 */
export function datasheetWargearNames(ds: Datasheet, items: ArmyItem[]): ArmyItem[] {
  const names = wargearOf(ds);
  const exact = new Set(names.map(normaliseName));
  return items.map((it) => {
    if (exact.has(normaliseName(it.name))) return it;
    const key = singularName(it.name);
    const found = new Map(names.filter((w) => singularName(w) === key).map((w) => [normaliseName(w), w]));
    return found.size === 1 ? { ...it, name: [...found.values()][0] as string } : it;
  });
}
