import { z } from 'zod';
import type { Warning } from '../errors.js';
import { DatasheetSchema } from './datasheet.js';
import { DetachmentSchema, EnhancementSchema, FactionSchema, StratagemSchema } from './stratagem.js';

export const SourceKindSchema = z.enum(['wahapedia', 'bsdata', 'seed']);
export type SourceKind = z.infer<typeof SourceKindSchema>;

export const SourceInfoSchema = z.object({
  kind: SourceKindSchema,
  /** The directory or file it was read from, as given. */
  path: z.string(),
  /** Snapshot date (yyyy-mm-dd) where the source states one. */
  snapshot: z.string().nullable(),
  edition: z.literal('10e'),
  /** Content hash of the files read (hex). */
  hash: z.string(),
});
export type SourceInfo = z.infer<typeof SourceInfoSchema>;

/** Something an importer did not import, and why. */
export const SkippedSchema = z.object({
  what: z.string(),
  id: z.string(),
  name: z.string(),
  reason: z.string(),
});
export type Skipped = z.infer<typeof SkippedSchema>;

/**
 * What one importer produces from one source. Faction names are Wahapedia's (Factions.csv `name`),
 * so sources merge by faction and datasheet name. Ids are prefixed by source: `wahapedia:000000123`,
 * `bsdata:<entry id>`.
 */
export const ImportedSourceSchema = z.object({
  info: SourceInfoSchema,
  factions: z.array(FactionSchema),
  datasheets: z.array(DatasheetSchema),
  stratagems: z.array(StratagemSchema),
  /** Which datasheets may use which Stratagems (Wahapedia only). */
  datasheetStratagems: z.array(z.object({ datasheet: z.string(), stratagem: z.string() })),
  detachments: z.array(DetachmentSchema),
  enhancements: z.array(EnhancementSchema),
  skipped: z.array(SkippedSchema),
});
export type ImportedSource = z.infer<typeof ImportedSourceSchema> & { warnings: Warning[] };
