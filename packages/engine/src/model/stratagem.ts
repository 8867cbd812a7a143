import { z } from 'zod';
import { NamedTextSchema, ProvenanceSchema } from './primitives.js';

export const StratagemCategorySchema = z.enum(['Battle Tactic', 'Strategic Ploy', 'Epic Deed', 'Wargear', 'Other']);
export type StratagemCategory = z.infer<typeof StratagemCategorySchema>;

/** The four parts of a Stratagem's rule text. */
export const StratagemPartsSchema = z.object({
  when: z.string(),
  target: z.string(),
  effect: z.string(),
  restrictions: z.string().optional(),
});
export type StratagemParts = z.infer<typeof StratagemPartsSchema>;

export const StratagemSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  cp: z.number().int().min(0),
  category: StratagemCategorySchema,
  /** "Core", "Boarding Actions", or the detachment's name. */
  source: z.string().min(1),
  /** Set for detachment Stratagems. */
  detachment: z.string().optional(),
  /** Id of that detachment (names are not unique: two "Daemonic Incursion" detachments). */
  detachmentId: z.string().optional(),
  faction: z.string().optional(),
  /** Flavour line, where the source has one. */
  lore: z.string().optional(),
  /** "Your turn", "Opponent’s turn", "Either player’s turn", as the source gives it. */
  turn: z.string().optional(),
  /** "Shooting phase", "Shooting or Fight phase", as the source gives it. */
  phase: z.string().optional(),
  parts: StratagemPartsSchema.nullable(),
  /** The whole rule text (HTML stripped), for Stratagems whose parts could not be split. */
  text: z.string().optional(),
  provenance: ProvenanceSchema.optional(),
});
export type Stratagem = z.infer<typeof StratagemSchema>;

export const DetachmentSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  faction: z.string().min(1),
  /** The detachment rule(s). */
  rules: z.array(NamedTextSchema),
  /** "Boarding Actions" for Boarding Actions detachments. */
  type: z.string().optional(),
  provenance: ProvenanceSchema.optional(),
});
export type Detachment = z.infer<typeof DetachmentSchema>;

export const EnhancementSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  points: z.number().int().min(0),
  detachment: z.string().optional(),
  detachmentId: z.string().optional(),
  faction: z.string().optional(),
  text: z.string().optional(),
  provenance: ProvenanceSchema.optional(),
});
export type Enhancement = z.infer<typeof EnhancementSchema>;

export const FactionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** "Imperium", "Chaos", "Xenos", where known. */
  group: z.string().optional(),
  /** The Army Rule(s). */
  rules: z.array(NamedTextSchema),
});
export type Faction = z.infer<typeof FactionSchema>;
