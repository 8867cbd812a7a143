import type { Catalogue, SourceInfo, SourceKind } from '@cogitator/engine';

export interface CatalogueCounts {
  factions: number;
  datasheets: number;
  stratagems: number;
  detachments: number;
  enhancements: number;
  skipped: number;
  conflicts: number;
  warnings: number;
}

export interface CatalogueStatus {
  hash: string;
  formatVersion: number;
  sources: (SourceInfo & { counts: Omit<CatalogueCounts, 'factions' | 'conflicts'> })[];
  counts: CatalogueCounts;
  skipped: Catalogue['skipped'];
  /** Warnings by source and code. */
  warnings: { source: SourceKind; code: string; count: number }[];
}

const kindOf = (id: string) => id.slice(0, id.indexOf(':'));

/** What `data status` reports: sources, snapshot dates, hash, counts, skipped items with reasons. */
export function catalogueStatus(c: Catalogue): CatalogueStatus {
  const count = (items: { id: string }[], kind: string) => items.filter((x) => kindOf(x.id) === kind).length;
  const warnings = c.warnings ?? [];
  const byCode = new Map<string, { source: SourceKind; code: string; count: number }>();
  for (const w of warnings) {
    const key = `${w.source}|${w.code}`;
    const have = byCode.get(key);
    if (have) have.count++;
    else byCode.set(key, { source: w.source, code: w.code, count: 1 });
  }
  return {
    hash: c.hash,
    formatVersion: c.formatVersion,
    sources: c.sources.map((s) => ({
      ...s,
      counts: {
        datasheets: c.datasheets.filter(
          (d) => kindOf(d.id) === s.kind || (d.otherIds ?? []).some((o) => kindOf(o) === s.kind),
        ).length,
        stratagems: count(c.stratagems, s.kind),
        detachments: count(c.detachments, s.kind),
        enhancements: count(c.enhancements, s.kind),
        skipped: count(c.skipped, s.kind),
        warnings: warnings.filter((w) => w.source === s.kind).length,
      },
    })),
    counts: {
      factions: c.factions.length,
      datasheets: c.datasheets.length,
      stratagems: c.stratagems.length,
      detachments: c.detachments.length,
      enhancements: c.enhancements.length,
      skipped: c.skipped.length,
      conflicts: c.conflicts.length,
      warnings: warnings.length,
    },
    skipped: c.skipped,
    warnings: [...byCode.values()],
  };
}
