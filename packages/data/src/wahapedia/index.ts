import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ImportedSource, InputError } from '@cogitator/engine';
import { TABLE_NAMES, WAHAPEDIA_FILES } from './files.js';
import { type ImportOptions, importWahapediaTexts } from './import.js';

export { WAHAPEDIA_FILES } from './files.js';
export { importWahapediaTexts, snapshotOf } from './import.js';
export { splitStratagemText } from './stratagems.js';

const utf8 = new TextDecoder('utf-8');
const FILES = TABLE_NAMES.map((n) => WAHAPEDIA_FILES[n].file);

/** True when a directory looks like a Wahapedia export (it has Datasheets.csv and Factions.csv). */
export async function isWahapediaDir(dir: string): Promise<boolean> {
  try {
    const names = new Set((await readdir(dir)).map((n) => n.toLowerCase()));
    return names.has('datasheets.csv') && names.has('factions.csv');
  } catch {
    return false;
  }
}

/**
 * Read the 20 files of a Wahapedia export (file names matched case-insensitively), hash them
 * (SHA-256 over names and bytes, in a fixed order) and import them.
 */
export async function importWahapedia(
  dir: string,
  opts: Pick<ImportOptions, 'onProgress'> = {},
): Promise<ImportedSource> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (e) {
    throw new InputError(`cannot read the directory: ${(e as NodeJS.ErrnoException).code ?? String(e)}`, {
      source: dir,
    });
  }
  const byLower = new Map(names.map((n) => [n.toLowerCase(), n]));
  const hash = createHash('sha256');
  const texts: Record<string, string> = {};
  for (const file of FILES) {
    const actual = byLower.get(file.toLowerCase());
    if (!actual) continue; // reported by the importer, which names every expected file
    opts.onProgress?.(`reading ${file}`);
    const bytes = await readFile(join(dir, actual));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
    texts[file] = utf8.decode(bytes);
  }
  return importWahapediaTexts(texts, { path: dir, hash: hash.digest('hex'), ...opts });
}
