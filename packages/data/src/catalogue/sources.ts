import { type ImportedSource, InputError, type SourceKind } from '@cogitator/engine';
import { importBsdata, isBsdataDir } from '../bsdata/index.js';
import { importSeeds, isSeedDir } from '../seed/index.js';
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

/** The importers `data import` tries, in order. */
export const SOURCE_IMPORTERS: SourceImporter[] = [
  {
    kind: 'wahapedia',
    describe: 'a Wahapedia CSV export (Datasheets.csv, Factions.csv, ...)',
    detect: isWahapediaDir,
    import: (dir, opts) => importWahapedia(dir, opts),
  },
  {
    kind: 'bsdata',
    describe: 'a BSData wh40k-10e folder (Warhammer 40,000.gst and the .cat catalogues)',
    detect: isBsdataDir,
    import: (dir, opts) => importBsdata(dir, opts),
  },
  {
    kind: 'seed',
    describe: 'a folder of seed pages (plain-text Wahapedia datasheet pages, *.txt, as in ../shared/seeds)',
    detect: isSeedDir,
    import: (dir, opts) => importSeeds(dir, opts),
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
