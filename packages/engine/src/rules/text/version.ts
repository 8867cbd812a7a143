import { PASSAGE_PHRASES } from './grammar-action.js';
import { EFFECT_GRAMMAR } from './grammar-effect.js';
import { RESTRICTION_PHRASES } from './grammar-restrictions.js';
import { TARGET_TAIL_PHRASES, WHO_PHRASES } from './grammar-target.js';
import { MOMENT_PHRASES, PHASE_PHRASES, STEP_PHRASES } from './grammar-when.js';
import type { Phrase } from './phrase.js';

/**
 * The rules-text compiler's version, stored with the compiled rules of a catalogue: a catalogue
 * compiled by another version is read as if it had none (its readings are compiled again, never read
 * with an older grammar). It is the hand-kept version of the compiler's logic (raise it when compile.ts
 * or a phrase's reader reads differently) and a key of the whole grammar (every phrase's id and pattern).
 */
const COMPILER_LOGIC = 6;

const phrases: readonly Phrase<unknown>[] = [
  ...EFFECT_GRAMMAR,
  ...PASSAGE_PHRASES,
  ...RESTRICTION_PHRASES,
  ...WHO_PHRASES,
  ...TARGET_TAIL_PHRASES,
  ...PHASE_PHRASES,
  ...MOMENT_PHRASES,
  ...STEP_PHRASES,
];

/** 32-bit FNV-1a of the exact text (punctuation counts: it is the patterns'). */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

export const RULES_COMPILER = `rules-text/${COMPILER_LOGIC}/${fnv(
  phrases.map((p) => `${p.id}\u0001${p.pattern}`).join('\u0002'),
)}`;
