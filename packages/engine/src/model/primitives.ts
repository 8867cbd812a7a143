import { z } from 'zod';

export const DiceExprSchema = z.object({
  count: z.number().int().min(0),
  sides: z.union([z.literal(3), z.literal(6)]),
  bonus: z.number().int(),
});

/** Where a value came from: a seed page, a Wahapedia export, a BSData catalogue, a user. */
export const ProvenanceSchema = z.object({
  kind: z.enum(['seed', 'wahapedia', 'bsdata', 'user']),
  /** File and line, row id or catalogue entry id. */
  ref: z.string(),
  /** Snapshot date of the source, ISO yyyy-mm-dd, where known. */
  snapshot: z.string().optional(),
});
export type Provenance = z.infer<typeof ProvenanceSchema>;

export const NamedTextSchema = z.object({ name: z.string(), text: z.string() });
export type NamedText = z.infer<typeof NamedTextSchema>;
