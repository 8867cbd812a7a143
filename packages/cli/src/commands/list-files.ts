import { stat } from 'node:fs/promises';
import { type ArmyList, type CatalogueQuery, InputError, parseArmyListJson } from '@cogitator/engine';
import { readInput, writeFileAtomic } from '../files.js';
import type { Io } from '../io.js';
import { UsageError } from '../io.js';
import { type CatalogueOpts, cataloguePath, openCatalogue } from './catalogue-option.js';

/**
 * Where list commands get the catalogue: `--catalogue <path>`, else the default compiled catalogue
 * when there is one (without one, commands show what the list says and say names are not resolved).
 * Tests inject their own.
 */
export type CatalogueProvider = (opts: CatalogueOpts) => Promise<CatalogueQuery | null>;

const fromStore: CatalogueProvider = async (opts) => {
  if (!opts.catalogue && !(await exists(cataloguePath(opts)))) return null;
  return openCatalogue(opts);
};
let provider: CatalogueProvider = fromStore;

/** Replace the catalogue source (tests); `null` restores the compiled catalogue on disk. */
export function setListCatalogue(p: CatalogueProvider | null): void {
  provider = p ?? fromStore;
}

export function listCatalogue(opts: CatalogueOpts): Promise<CatalogueQuery | null> {
  return provider(opts);
}

/** A list file as text, or as bytes for a zipped BattleScribe roster; `-` reads stdin (text). */
export async function readListInput(path: string, io: Io): Promise<string | Uint8Array> {
  if (path === '-') return io.readText(path);
  const bytes = await readInput(path);
  const u8 = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Zipped rosters and UTF-16 text (a byte-order mark, or zero bytes) go to the reader as bytes, which it decodes.
  const utf16 =
    (u8[0] === 0xff && u8[1] === 0xfe) || (u8[0] === 0xfe && u8[1] === 0xff) || u8.subarray(0, 400).includes(0);
  return (u8[0] === 0x50 && u8[1] === 0x4b) || utf16 ? u8 : bytes.toString('utf8');
}

/** A list being edited (Cogitator list JSON). */
export async function loadListFile(path: string): Promise<ArmyList> {
  if (!(await exists(path))) {
    throw new UsageError(`${path} does not exist; create it with: cogitator list new --file ${path}`);
  }
  const text = (await readInput(path)).toString('utf8');
  return parseArmyListJson(text, path);
}

export async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

export async function saveListFile(path: string, list: ArmyList): Promise<void> {
  await writeFileAtomic(path, `${JSON.stringify(list, null, 2)}\n`);
}

export function needFile(file: string | undefined): string {
  if (!file) throw new UsageError('--file <list.json> is required');
  return file;
}

export function unitArg(list: ArmyList, ref: string): string {
  const byId = list.units.find((u) => u.id === ref);
  if (byId) return byId.id;
  const byName = list.units.filter((u) => u.name.toLowerCase() === ref.toLowerCase());
  if (byName.length === 1) return byName[0]!.id;
  const ids = list.units.map((u) => `${u.id} (${u.name})`).join(', ') || 'none';
  const why = byName.length > 1 ? `several units are named "${ref}"; use an id` : `no unit "${ref}"`;
  throw new InputError(`${why}; units: ${ids}`, { field: 'unit' });
}
