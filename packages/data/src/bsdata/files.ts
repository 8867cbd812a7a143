import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { InputError } from '@cogitator/engine';
import { parseXml, type XmlElement } from './xml.js';

/** BattleScribe's game system id of Warhammer 40,000 10th edition (BSData/wh40k-10e). */
export const WH40K_10E_SYSTEM_ID = 'sys-352e-adc2-7639-d6a9';

/** One parsed `.gst` or `.cat` file. */
export interface BsFile {
  /** File name as in the directory, e.g. `Leagues of Votann.cat`. */
  readonly file: string;
  readonly kind: 'gameSystem' | 'catalogue';
  readonly id: string;
  /** The name inside the file (`Xenos - Leagues of Votann`), which can differ from the file name. */
  readonly name: string;
  readonly library: boolean;
  readonly root: XmlElement;
}

export interface BsDirectory {
  readonly dir: string;
  readonly gameSystem: BsFile;
  readonly catalogues: BsFile[];
  /** sha256 over every file read (name and bytes, in name order), hex. */
  readonly hash: string;
  /** yyyy-mm-dd when the directory name ends in one; BSData files carry no date. */
  readonly snapshot: string | null;
}

/** The date a directory name ends in (`bsdata-wh40k-10e-2025-11-15` -> `2025-11-15`), else null. */
export function snapshotFromDirName(dir: string): string | null {
  const m = /(\d{4})-(\d{2})-(\d{2})$/.exec(basename(dir.replace(/[\\/]+$/, '')));
  if (!m) return null;
  const [, , mo, d] = m.map(Number) as [number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/**
 * The edition guard: a game system must be 10th edition's, and a catalogue must declare that game
 * system. Anything else (11th edition, another game, no id) is refused, naming the file.
 */
export function checkEdition(file: string, root: XmlElement): void {
  const expectedTag = file.endsWith('.gst') ? 'gameSystem' : 'catalogue';
  if (root.tag !== expectedTag) {
    throw new InputError(`expected a <${expectedTag}> root element, found <${root.tag}>`, { source: file });
  }
  const id = expectedTag === 'gameSystem' ? root.attr('id') : root.attr('gameSystemId');
  const attrName = expectedTag === 'gameSystem' ? 'id' : 'gameSystemId';
  if (id === WH40K_10E_SYSTEM_ID) return;
  const found = id ? `game system id "${id}"` : `no ${attrName}`;
  throw new InputError(
    `not Warhammer 40,000 10th edition data: ${found}, expected "${WH40K_10E_SYSTEM_ID}" (BSData wh40k-10e). ` +
      'Other editions (11th edition data appears from mid-2026) are not supported.',
    { source: file, line: root.line, field: attrName },
  );
}

function toBsFile(file: string, text: string): BsFile {
  const root = parseXml(text, file);
  checkEdition(file, root);
  const id = root.attr('id');
  if (!id) throw new InputError('root element has no id', { source: file, line: root.line, field: 'id' });
  return {
    file,
    kind: root.tag === 'gameSystem' ? 'gameSystem' : 'catalogue',
    id,
    name: root.attr('name') ?? file,
    library: root.attr('library') === 'true',
    root,
  };
}

/** A file's name, its text, and (when read from disk) its bytes, which are what is hashed. */
export interface BsText {
  readonly file: string;
  readonly text: string;
  readonly bytes?: Uint8Array;
}

/** Parse files given as text (also used by tests and the fuzzer): one `.gst` and any `.cat`. */
export function parseBsFiles(dir: string, files: BsText[]): BsDirectory {
  const sorted = [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const gsts = sorted.filter((f) => f.file.toLowerCase().endsWith('.gst'));
  if (gsts.length === 0) {
    throw new InputError('no BattleScribe game system (.gst) file: expected "Warhammer 40,000.gst"', { source: dir });
  }
  if (gsts.length > 1) {
    throw new InputError(`more than one game system (.gst) file: ${gsts.map((g) => g.file).join(', ')}`, {
      source: dir,
    });
  }
  const cats = sorted.filter((f) => f.file.toLowerCase().endsWith('.cat'));
  if (cats.length === 0) throw new InputError('no BattleScribe catalogue (.cat) files', { source: dir });
  const hash = createHash('sha256');
  for (const f of sorted) {
    const bytes = f.bytes ?? Buffer.from(f.text, 'utf8');
    hash.update(`${f.file}\n${bytes.length}\n`);
    hash.update(bytes);
  }
  const gameSystem = toBsFile((gsts[0] as { file: string }).file, (gsts[0] as { text: string }).text);
  const catalogues = cats.map((c) => toBsFile(c.file, c.text));
  return { dir, gameSystem, catalogues, hash: hash.digest('hex'), snapshot: snapshotFromDirName(dir) };
}

/** Read and parse every `.gst` and `.cat` in a directory. */
export function readBsDirectory(dir: string): BsDirectory {
  let names: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new InputError('not a directory', { source: dir });
    names = readdirSync(dir);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`cannot read the BSData directory: ${(e as Error).message}`, { source: dir });
  }
  const files = names
    .filter((n) => /\.(gst|cat)$/i.test(n))
    .map((file) => {
      try {
        const bytes = readFileSync(join(dir, file));
        return { file, text: bytes.toString('utf8'), bytes };
      } catch (e) {
        throw new InputError(`cannot read: ${(e as Error).message}`, { source: file });
      }
    });
  return parseBsFiles(dir, files);
}
