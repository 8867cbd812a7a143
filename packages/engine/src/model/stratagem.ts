import { z } from 'zod';
import { normaliseName } from '../names/normalise.js';
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
  /** Other sources' spellings of its name ("Haloscreed Battleclade"), merged at compile time. */
  aliases: z.array(z.string()).optional(),
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
  /** Other sources' spellings of its name ("Ephemeral Tome" for "The Ephemeral Tome"), merged at compile time. */
  aliases: z.array(z.string()).optional(),
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
  /** The detachments a source prints these rules with (a seed page names them around its rules). */
  detachments: z.array(z.string()).optional(),
  /**
   * Other published versions of the Army Rules, each with the detachments it is printed with (a seed
   * page of an older snapshot): an army of one of those detachments has those rules instead.
   */
  variants: z.array(z.object({ detachments: z.array(z.string()), rules: z.array(NamedTextSchema) })).optional(),
});
export type Faction = z.infer<typeof FactionSchema>;

/**
 * The Army Rules of an army of `detachment`: the variant printed with that detachment, where the
 * faction has one, else the faction's rules (Oathband and Void Salvagers armies have the Leagues of
 * Votann's Eye of the Ancestors, the others Prioritised Efficiency).
 */
export function armyRulesOf(faction: Faction, detachment: string | null | undefined): Faction['rules'] {
  if (!detachment) return faction.rules;
  const key = normaliseName(detachment);
  const v = faction.variants?.find((x) => x.detachments.some((d) => normaliseName(d) === key));
  return v ? v.rules : faction.rules;
}
