import { readFile } from 'node:fs/promises';
import { readArmyList } from '@cogitator/data';
import {
  type ArmySetup,
  armyRulesOf,
  type CatalogueQuery,
  type Datasheet,
  defaultSize,
  InputError,
  makeUnit,
  modelsByProfile,
  normaliseName,
  toGameArmy,
} from '@cogitator/engine';

/**
 * Armies for `game new` from the compiled catalogue: either quick lists, "Datasheet name[:models], ..."
 * (a name may carry its faction: "Land Raider (Grey Knights)"), or army list files in any format
 * `cogitator list` reads, which must be legal.
 */
export function quickArmy(q: CatalogueQuery, list: string, flag: string): ArmySetup {
  const units = list.split(',').map((item, i) => {
    const field = `${flag}[${i}]`;
    const [spec = '', count] = item.split(':');
    const ds = findOne(q, spec.trim(), field);
    const n = count === undefined ? undefined : Number(count);
    if (n !== undefined && (!Number.isInteger(n) || n < 1)) {
      throw new InputError(`model count must be a whole number, got "${count}"`, { field });
    }
    const unit = makeUnit('u', { name: ds.name, datasheet: ds.id, ...(n !== undefined ? { models: n } : {}) });
    return {
      datasheet: ds,
      models: modelsByProfile(ds, n === undefined ? { ...unit, models: defaultSize(ds) } : unit),
    };
  });
  return { name: flag, units };
}

/**
 * A quick army's faction and detachment (`game new --detachment1`): the faction is the datasheets' (or
 * `faction` where given), the detachment one of the faction's in the catalogue, and the Army Rules the
 * faction's data carries for it. Unknown names are located errors naming what the catalogue has.
 */
export function withDetachment(
  q: CatalogueQuery,
  army: ArmySetup,
  detachment: string | undefined,
  factionName: string | undefined,
  flag: string,
): ArmySetup {
  if (detachment === undefined && factionName === undefined) return army;
  const name = factionName ?? army.units[0]?.datasheet.faction ?? '';
  const faction = q.faction(name);
  if (!faction) throw new InputError(`no faction "${name}" in the catalogue`, { field: `--faction${flag}` });
  let chosen: string | undefined;
  if (detachment !== undefined) {
    const all = q.detachments(faction.name);
    const d = all.find((x) => normaliseName(x.name) === normaliseName(detachment));
    if (!d) {
      const known = all.map((x) => x.name).join(', ');
      throw new InputError(`${faction.name} has no detachment "${detachment}" (it has: ${known})`, {
        field: `--detachment${flag}`,
      });
    }
    chosen = d.name;
  }
  const armyRules = armyRulesOf(faction, chosen).map((r) => r.name);
  return {
    ...army,
    faction: faction.name,
    ...(chosen ? { detachment: chosen } : {}),
    ...(armyRules.length ? { armyRules } : {}),
  };
}

export async function listArmy(q: CatalogueQuery, path: string): Promise<ArmySetup> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch (e) {
    throw new InputError(`cannot read the list: ${(e as NodeJS.ErrnoException).code ?? String(e)}`, { source: path });
  }
  try {
    return toGameArmy(readArmyList(bytes, path, q).list, q).army;
  } catch (e) {
    throw e instanceof InputError ? e.within({ source: path }) : e;
  }
}

function findOne(q: CatalogueQuery, spec: string, field: string): Datasheet {
  const m = /^(.*?)\s*\(([^()]+)\)$/.exec(spec);
  const name = m ? (m[1] as string) : spec;
  const found = q.findDatasheets(name, m?.[2]);
  if (found.length === 1) return found[0] as Datasheet;
  if (found.length > 1) {
    const factions = found.map((d) => `"${d.name} (${d.faction})"`).join(', ');
    throw new InputError(`"${spec}" names ${found.length} datasheets; write one of ${factions}`, { field });
  }
  const near = q
    .search(name, 3)
    .map((h) => `${h.datasheet.name} (${h.datasheet.faction})`)
    .join(', ');
  throw new InputError(`no datasheet named "${spec}" in the catalogue${near ? `; nearest: ${near}` : ''}`, { field });
}
