import { z } from 'zod';
import type { CompiledText } from '../rules/text/corpus.js';
import { EffectSchema } from './effects.js';

/**
 * The rule texts of a catalogue as the rules-text compiler (rules/text) read them at `data import`,
 * stored in the compiled catalogue so that loading it never compiles again. Each entry carries the
 * key of the text it was read from (rules/text-key.ts) and the compiler version: a catalogue stored
 * by another compiler version is read as if it had no compiled rules (run `data import` again).
 */
export interface StoredCompiledRules {
  /** The compiler version (rules/text/version.ts) that produced `texts`. */
  compiler: string;
  texts: CompiledText[];
}

const loose = z.record(z.string(), z.unknown());

const ReadingSchema = z.object({
  when: z.array(loose).optional(),
  who: loose.optional(),
  effects: z.array(EffectSchema),
  duration: loose.optional(),
  restrictions: loose.optional(),
  asks: z.array(loose),
});

const CompiledSchema = z.union([
  z.object({ status: z.literal('compiled'), reading: ReadingSchema, phrases: z.array(z.string()) }),
  z.object({
    status: z.literal('manual'),
    unknown: z.string(),
    part: z.enum(['when', 'target', 'effect', 'restrictions', 'text']).optional(),
    phrases: z.array(z.string()),
  }),
]);

const CompiledTextSchema = z.object({
  kind: z.enum(['stratagem', 'detachment-rule', 'enhancement', 'datasheet-ability']),
  id: z.string(),
  name: z.string(),
  faction: z.string(),
  detachment: z.string().optional(),
  datasheet: z.string().optional(),
  source: z.string().optional(),
  category: z.string().optional(),
  cp: z.number().int().min(0).optional(),
  textKey: z.string(),
  compiled: CompiledSchema,
});

/** Checked with the rest of the catalogue at import (the effect rows by EffectSchema). */
export const StoredCompiledRulesSchema = z.object({
  compiler: z.string(),
  texts: z.array(CompiledTextSchema),
}) as unknown as z.ZodType<StoredCompiledRules>;
