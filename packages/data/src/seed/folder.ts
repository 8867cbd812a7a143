import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ImportedSource, InputError } from '@cogitator/engine';
import { importSeedTexts, type SeedFile } from './source.js';

/** A seed page opens with "Faction – Datasheet name". */
const TITLE_RE = /^\uFEFF?[^|:\n]{2,80}?\s+[–—-]\s+[^|\n]{1,120}\r?\n/;
const MAX_PAGE_BYTES = 4 * 1024 * 1024;
const utf8 = new TextDecoder('utf-8');

async function pageNames(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((n) => n.toLowerCase().endsWith('.txt')).sort();
}

/**
 * True when a directory holds seed pages: one or more `.txt` files, each opening with a
 * "Faction – Datasheet" title line, and no Wahapedia or BSData files.
 */
export async function isSeedDir(dir: string): Promise<boolean> {
  try {
    const names = await pageNames(dir);
    if (names.length === 0) return false;
    for (const n of names) {
      const head = utf8.decode((await readFile(join(dir, n))).subarray(0, 400));
      if (!TITLE_RE.test(head)) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Read every `.txt` page of a seed folder (sorted by name), hash them and import them. */
export async function importSeeds(
  dir: string,
  opts: { onProgress?: (m: string) => void } = {},
): Promise<ImportedSource> {
  let names: string[];
  try {
    names = await pageNames(dir);
  } catch (e) {
    throw new InputError(`cannot read the directory: ${(e as NodeJS.ErrnoException).code ?? String(e)}`, {
      source: dir,
    });
  }
  const hash = createHash('sha256');
  const files: SeedFile[] = [];
  for (const name of names) {
    opts.onProgress?.(`reading ${name}`);
    const bytes = await readFile(join(dir, name));
    if (bytes.length > MAX_PAGE_BYTES)
      throw new InputError(`a seed page is at most ${MAX_PAGE_BYTES} bytes; this one has ${bytes.length}`, {
        source: join(dir, name),
      });
    hash.update(`${name}\0${bytes.length}\0`);
    hash.update(bytes);
    files.push({ name, text: utf8.decode(bytes) });
  }
  return importSeedTexts(files, { path: dir, hash: hash.digest('hex') });
}
