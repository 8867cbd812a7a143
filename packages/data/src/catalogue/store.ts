import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  type Catalogue,
  CatalogueSchema,
  compileCatalogueRules,
  damagedEffects,
  type ImportedSource,
  InputError,
  withOfficer,
} from '@cogitator/engine';
import { z } from 'zod';
import {
  compileCatalogue,
  decodeCatalogue,
  encodeCatalogue,
  type MergeOptions,
  type StoredCatalogue,
} from './compile/index.js';
import { type ImportProgress, importSource } from './sources.js';

export { cogitatorHome, defaultCataloguePath } from '../home/index.js';

/** Import every directory and merge them (nothing is written). */
export async function compileSources(
  dirs: readonly string[],
  opts: ImportProgress & MergeOptions = {},
): Promise<Catalogue> {
  if (dirs.length === 0) throw new InputError('no data directory given');
  const sources: ImportedSource[] = [];
  for (const dir of dirs) {
    const source = await importSource(dir, opts);
    const twin = sources.find((s) => s.info.kind === source.info.kind);
    if (twin) {
      throw new InputError(
        `two ${source.info.kind} sources given (${twin.info.path} and ${dir}); give one directory of each kind`,
        {
          source: dir,
        },
      );
    }
    sources.push(source);
  }
  opts.onProgress?.('merging');
  const merged = compileCatalogue(sources, opts);
  // The rule texts read into rule data once, here: loading the catalogue never compiles them again.
  opts.onProgress?.('compiling rule texts');
  const catalogue: Catalogue = { ...merged, compiledRules: compileCatalogueRules(merged) };
  const checked = CatalogueSchema.safeParse(catalogue);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(`compiled catalogue fails its schema at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return catalogue;
}

/**
 * Write a catalogue atomically: to a temporary file beside the target, then renamed over it. A
 * failure at any point leaves the previous catalogue as it was.
 */
export async function writeCatalogue(path: string, catalogue: Catalogue): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, asciiJson(encodeCatalogue(catalogue)));
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

/**
 * JSON with every non-ASCII character escaped (\u2019). The file is then pure ASCII: Node reads it
 * as Latin-1 in a few milliseconds and parses one-byte strings, where UTF-8 decoding of the same
 * 7 MB takes well over 100 ms.
 */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Decode a catalogue file: Latin-1 when it is pure ASCII (as written), else UTF-8. */
function decodeText(bytes: Buffer): string {
  const latin1 = bytes.toString('latin1');
  return /[\u0080-\u00ff]/.test(latin1) ? bytes.toString('utf8') : latin1;
}

/** Compile the directories and write the catalogue: all or nothing. */
export async function importCatalogue(
  dirs: readonly string[],
  path: string,
  opts: ImportProgress & MergeOptions = {},
): Promise<Catalogue> {
  const catalogue = await compileSources(dirs, opts);
  opts.onProgress?.(`writing ${path}`);
  await writeCatalogue(path, catalogue);
  return catalogue;
}

/**
 * The envelope checked on load with zod (small parts only). The full schema was checked when the
 * catalogue was compiled; on load the collections get a structural check by hand (zod would copy
 * thousands of objects) and the decoder checks every link index, which keeps a load under 200 ms.
 * `loadCatalogue(path, {full: true})` checks everything.
 */
const StoredEnvelopeSchema = z.object({
  formatVersion: z.literal(1),
  hash: z.string().min(1),
  sources: CatalogueSchema.shape.sources,
  skipped: z.array(z.unknown()),
  conflicts: z.array(z.unknown()),
  /** Checked in full at import; on load its shape only (the readings are data the registry reads). */
  compiledRules: z.object({ compiler: z.string(), texts: z.array(z.object({}).passthrough()) }).optional(),
  links: z.object({
    stratagems: z.array(z.unknown()),
    enhancements: z.array(z.unknown()),
    detachmentRules: z.array(z.unknown()),
  }),
});

const COLLECTIONS: Record<string, readonly string[]> = {
  factions: ['id', 'name'],
  datasheets: ['id', 'name', 'faction'],
  stratagems: ['id', 'name'],
  detachments: ['id', 'name', 'faction'],
  enhancements: ['id', 'name'],
};

/** The first place where a collection is not an array of objects with these string fields. */
function collectionProblem(data: Record<string, unknown>): { field: string; message: string } | undefined {
  for (const [key, fields] of Object.entries(COLLECTIONS)) {
    const list = data[key];
    if (!Array.isArray(list)) return { field: key, message: 'expected an array' };
    for (let i = 0; i < list.length; i++) {
      const item = list[i] as Record<string, unknown> | null;
      if (typeof item !== 'object' || item === null) return { field: `${key}.${i}`, message: 'expected an object' };
      for (const f of fields) {
        if (typeof item[f] !== 'string') return { field: `${key}.${i}.${f}`, message: 'expected a string' };
      }
    }
  }
  return undefined;
}

export async function loadCatalogue(path: string, opts: { full?: boolean } = {}): Promise<Catalogue> {
  let text: string;
  try {
    text = decodeText(await readFile(path));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new InputError('no catalogue here yet: run `cogitator data import <dir>...` first', { source: path });
    }
    throw new InputError(`cannot read the catalogue: ${code ?? String(e)}`, { source: path });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new InputError(
      `not a catalogue (invalid JSON: ${(e as Error).message}); run \`cogitator data import\` again`,
      {
        source: path,
      },
    );
  }
  const envelope = StoredEnvelopeSchema.safeParse(data);
  if (!envelope.success) throw invalid(path, envelope.error.issues[0]);
  const problem = collectionProblem(data as Record<string, unknown>);
  if (problem) throw invalid(path, { message: problem.message, path: problem.field.split('.') });
  let catalogue: Catalogue;
  try {
    catalogue = decodeCatalogue(data as StoredCatalogue);
  } catch (e) {
    throw new InputError(`not a valid catalogue (${(e as Error).message}); run \`cogitator data import\` again`, {
      source: path,
    });
  }
  // The Damaged bracket's effects typed again, as import does: a catalogue stored before a kind of effect was
  // typed (the Objective Control one) gets it.
  for (const d of catalogue.datasheets) {
    if (d.damaged) d.damaged.effects = damagedEffects(d.damaged.text);
    // ... and before an OFFICER's Orders were (`Datasheet.officer`).
    if (!d.officer) withOfficer(d);
  }
  if (opts.full) {
    const checked = CatalogueSchema.safeParse(catalogue);
    if (!checked.success) throw invalid(path, checked.error.issues[0]);
  }
  return catalogue;
}

function invalid(path: string, issue: { message: string; path: PropertyKey[] } | undefined): InputError {
  return new InputError(
    `not a valid catalogue: ${issue?.message ?? 'unknown problem'}; run \`cogitator data import\` again`,
    {
      source: path,
      ...(issue?.path.length ? { field: issue.path.map(String).join('.') } : {}),
    },
  );
}
