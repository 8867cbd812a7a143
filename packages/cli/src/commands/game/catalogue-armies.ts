import { type ArmySetup, CatalogueSchema, type Datasheet, InputError } from '@cogitator/engine';
import type { Io } from '../../io.js';

/** Armies from a compiled catalogue: "Datasheet name[:models], ..." per player. */
export async function armiesFromCatalogue(
  io: Io,
  path: string,
  army1: string | undefined,
  army2: string | undefined,
): Promise<{ armies: [ArmySetup, ArmySetup]; hash: string }> {
  let json: unknown;
  try {
    json = JSON.parse(await io.readText(path));
  } catch (e) {
    throw new InputError(`cannot read a catalogue: ${(e as Error).message}`, { source: path });
  }
  const parsed = CatalogueSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new InputError(`not a compiled catalogue: ${i?.message}`, { source: path, field: i?.path.join('.') });
  }
  const cat = parsed.data;
  const find = (name: string, field: string): Datasheet => {
    const n = name.trim().toLowerCase();
    const ds = cat.datasheets.find((d) => d.name.toLowerCase() === n);
    if (!ds) throw new InputError(`no datasheet named "${name.trim()}" in the catalogue`, { source: path, field });
    return ds;
  };
  const army = (list: string | undefined, flag: string): ArmySetup => {
    if (!list) throw new InputError(`${flag} is needed with --catalogue`, { field: flag });
    const units = list.split(',').map((item, i) => {
      const [name = '', count] = item.split(':');
      const ds = find(name, `${flag}[${i}]`);
      const n = count === undefined ? undefined : Number(count);
      if (n !== undefined && (!Number.isInteger(n) || n < 1))
        throw new InputError(`model count must be a whole number, got "${count}"`, { field: `${flag}[${i}]` });
      const only = ds.profiles.length === 1 ? ds.profiles[0] : undefined;
      return { datasheet: ds, ...(n !== undefined && only ? { models: { [only.name]: n } } : {}) };
    });
    return { name: flag, units };
  };
  return { armies: [army(army1, '--army1'), army(army2, '--army2')], hash: cat.hash };
}
