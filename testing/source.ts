import type { ImportedSource } from '@cogitator/engine';

/** An imported source for tests: `info` and whatever `over` gives, every other list empty. */
export function testSource(info: ImportedSource['info'], over: Partial<ImportedSource> = {}): ImportedSource {
  return {
    info,
    factions: [],
    datasheets: [],
    stratagems: [],
    datasheetStratagems: [],
    detachments: [],
    enhancements: [],
    skipped: [],
    warnings: [],
    ...over,
  };
}
