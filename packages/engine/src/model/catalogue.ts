import { z } from 'zod';
import type { Warning } from '../errors.js';
import { StoredCompiledRulesSchema } from './compiled-rules.js';
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
  /** Which datasheets may take which Enhancements, where the source says (Wahapedia). */
  datasheetEnhancements: z.array(z.object({ datasheet: z.string(), enhancement: z.string() })).optional(),
  /** Which detachment rules apply to which datasheets, where the source says (Wahapedia). */
  datasheetDetachmentRules: z
    .array(z.object({ datasheet: z.string(), detachment: z.string(), rule: z.string() }))
    .optional(),
});
export type ImportedSource = z.infer<typeof ImportedSourceSchema> & {
  warnings: Warning[];
  /**
   * Every model and weapon profile's characteristics as the source prints them, for comparing
   * sources (`data diff`). Not part of a compiled catalogue.
   */
  printed?: PrintedProfile[];
};

/**
 * One profile's characteristics as printed, before any reading: `M T SV W LD OC` for a model,
 * `Range A BS|WS S AP D Keywords` for a weapon. Texts are the source's own, in datasheet form (a
 * source whose columns leave out the `+` of a skill or the inch mark of a range has them added to
 * bare numbers, and says so in its importer); anything else, odd spacing and marks included, is kept.
 */
export interface PrintedProfile {
  /** The datasheet's id, as in `datasheets`. */
  datasheet: string;
  kind: 'model' | 'ranged' | 'melee';
  /** The profile's name as printed (may be empty). */
  name: string;
  values: Record<string, string>;
}

/** Where two sources disagree on a value: both values with their provenance, and the one used. */
export const ConflictSchema = z.object({
  faction: z.string(),
  datasheet: z.string(),
  /** Dotted path, e.g. `profiles[0].save` or `points[0].points`. */
  field: z.string(),
  values: z.array(z.object({ source: SourceKindSchema, value: z.unknown() })),
  used: SourceKindSchema,
});
export type Conflict = z.infer<typeof ConflictSchema>;

/** The compiled catalogue: every source merged, versioned, content-hashed. */
export const CatalogueSchema = ImportedSourceSchema.omit({ info: true }).extend({
  formatVersion: z.literal(1),
  sources: z.array(SourceInfoSchema),
  /** Hash of the catalogue's content (hex), for game records' `dataHash`. */
  hash: z.string(),
  conflicts: z.array(ConflictSchema),
  /** The rule texts compiled at import (rules/text), so loading never compiles them again. */
  compiledRules: StoredCompiledRulesSchema.optional(),
  /** The importers' warnings, kept so `data status` can report them after the import. */
  warnings: z
    .array(
      z.object({
        source: SourceKindSchema,
        code: z.string(),
        message: z.string(),
        where: z
          .object({
            source: z.string().optional(),
            line: z.number().optional(),
            column: z.number().optional(),
            field: z.string().optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
export type Catalogue = z.infer<typeof CatalogueSchema>;

/** One hit of a search across everything a catalogue names. */
export interface SearchHit {
  kind: 'datasheet' | 'faction' | 'detachment' | 'stratagem' | 'enhancement';
  id: string;
  name: string;
  faction?: string;
  /** Detachment, for Stratagems and Enhancements. */
  detachment?: string;
  /** 0..1, higher is better; 1 is an exact (normalised) match. */
  score: number;
}

/**
 * Read access to a catalogue (implemented in `engine/src/catalogue/`; pure, so it runs in the browser
 * too). Name look-ups forgive case, spacing, punctuation and diacritics ("Delve" finds "Dêlve").
 */
export interface CatalogueQuery {
  readonly catalogue: Catalogue;
  factions(): z.infer<typeof FactionSchema>[];
  /** Exact (normalised) name match, optionally within a faction. */
  findDatasheets(name: string, faction?: string): z.infer<typeof DatasheetSchema>[];
  datasheetById(id: string): z.infer<typeof DatasheetSchema> | undefined;
  /** Ranked fuzzy search across factions. */
  search(words: string, limit?: number): { datasheet: z.infer<typeof DatasheetSchema>; score: number }[];
  detachments(faction: string): z.infer<typeof DetachmentSchema>[];
  enhancements(faction: string, detachment?: string): z.infer<typeof EnhancementSchema>[];
  /** Stratagems a datasheet may use (Core ones included). */
  stratagemsFor(datasheetId: string): z.infer<typeof StratagemSchema>[];
  /** A faction by (normalised) name or id. */
  faction(nameOrId: string): z.infer<typeof FactionSchema> | undefined;
  /** Enhancements a datasheet may take (the source's links, else its faction's). */
  enhancementsFor(datasheetId: string): z.infer<typeof EnhancementSchema>[];
  /** Ranked fuzzy search across datasheets, factions, detachments, Stratagems and Enhancements. */
  searchAll(words: string, limit?: number): SearchHit[];
}
