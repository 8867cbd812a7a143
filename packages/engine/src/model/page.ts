import { z } from 'zod';
import { DatasheetSchema } from './datasheet.js';
import { StratagemCategorySchema, StratagemPartsSchema } from './stratagem.js';

/** A Stratagem as listed on a datasheet page: name, cost, where it comes from. */
export const StratagemRefSchema = z.object({
  name: z.string(),
  cp: z.number().int().min(0),
  /** "Core", "Boarding Actions" or a detachment name. */
  source: z.string(),
  category: StratagemCategorySchema,
});
export type StratagemRef = z.infer<typeof StratagemRefSchema>;

export const GlossaryEntrySchema = z.object({
  name: z.string(),
  text: z.string(),
  /** Set for Stratagems. */
  stratagem: z
    .object({
      cp: z.number().int().min(0),
      category: StratagemCategorySchema,
      source: z.string(),
      parts: StratagemPartsSchema,
    })
    .optional(),
  /** The short bullet-point summary that follows some rules on the page. */
  summary: z.array(z.string()).optional(),
});
export type GlossaryEntry = z.infer<typeof GlossaryEntrySchema>;

/** Everything one datasheet page holds. */
export const DatasheetPageSchema = z.object({
  datasheet: DatasheetSchema,
  stratagems: z.array(StratagemRefSchema),
  detachmentRules: z.array(z.object({ name: z.string(), detachment: z.string().optional() })),
  enhancements: z.array(
    z.object({
      name: z.string(),
      /** Null where the page lists an enhancement without its points (importers report it). */
      points: z.number().int().min(0).nullable(),
      detachment: z.string().optional(),
    }),
  ),
  /** Every rule text on the page, keyed by its name, de-duplicated. */
  glossary: z.array(GlossaryEntrySchema),
});
export type DatasheetPage = z.infer<typeof DatasheetPageSchema>;

/** A value `completePage` (data) took from the catalogue for a page that lacked it. */
export interface FilledField {
  /** Path in the datasheet (`profiles[0].toughness`) or the page (`enhancements[1].points`). */
  field: string;
  value: unknown;
  /** The value as a reader would write it ("6", "4+", "80mm", "2 models: 110 pts"). */
  text: string;
}

/** Where a page and the catalogue disagree; the page's value is kept. */
export interface PageConflict {
  field: string;
  page: string;
  catalogue: string;
}

/** A page completed from the catalogue's datasheet of the same faction and name. */
export interface PageCompletion {
  page: DatasheetPage;
  /** The catalogue datasheet used, or null when none has this faction and name. */
  match: { id: string; name: string; faction: string } | null;
  filled: FilledField[];
  conflicts: PageConflict[];
}
