import { type ImportedSource, InputError, type SourceKind } from '@cogitator/engine';
import { importWahapedia, isWahapediaDir } from '../wahapedia/index.js';

export interface ImportProgress {
  onProgress?: (message: string) => void;
}

/** A kind of source directory: how to recognise it and how to import it. */
export interface SourceImporter {
  kind: SourceKind;
  /** What a user should point at, for error messages. */
  describe: string;
  detect(dir: string): Promise<boolean>;
  import(dir: string, opts: ImportProgress): Promise<ImportedSource>;
}

/**
 * The importers `data import` tries, in order. A BSData importer joins with one entry:
 * `{ kind: 'bsdata', describe: ..., detect: isBsdataDir, import: importBsdata }`.
 */
export const SOURCE_IMPORTERS: SourceImporter[] = [
  {
    kind: 'wahapedia',
    describe: 'a Wahapedia CSV export (Datasheets.csv, Factions.csv, ...)',
    detect: isWahapediaDir,
    import: (dir, opts) => importWahapedia(dir, opts),
  },
];

/** Recognise a directory's kind and import it. */
export async function importSource(dir: string, opts: ImportProgress = {}): Promise<ImportedSource> {
  for (const imp of SOURCE_IMPORTERS) {
    if (await imp.detect(dir)) {
      opts.onProgress?.(`${dir}: ${imp.kind}`);
      return imp.import(dir, opts);
    }
  }
  throw new InputError(
    `not a data directory Cogitator can import: expected ${SOURCE_IMPORTERS.map((i) => i.describe).join(', or ')}`,
    {
      source: dir,
    },
  );
}
