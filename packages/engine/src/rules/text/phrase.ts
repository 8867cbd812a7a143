import { SLOTS } from './slots.js';

/**
 * A phrase of the grammar: a pattern over normalised rule text with typed slots, and the reading it
 * gives. The grammar is data (rules/text/grammar-*.ts): lists of phrases, tried in order at each
 * point of a clause; the compiler (compile.ts) joins what they read.
 */
export interface PhraseContext {
  /** Keywords known to the catalogue, to split "ADEPTUS ASTARTES INFANTRY" into its keywords. */
  keywords: ReadonlySet<string>;
}

export interface Phrase<R> {
  /** Stable id, counted by the corpus report. */
  id: string;
  /** The pattern: literal words (a regular expression) with `{slot}` holes (rules/text/slots.ts). */
  pattern: string;
  /** The reading; null when the slots' words have no reading (the phrase then does not match). */
  read(slots: Record<string, string>, ctx: PhraseContext): R | null;
}

export interface CompiledPhrase<R> extends Phrase<R> {
  re: RegExp;
}

/** A pattern with its slots filled in, as a sticky regular expression. */
export function patternRegExp(pattern: string): RegExp {
  const src = pattern.replace(/\{([a-z]+)(\d?)\}/g, (_m, name: string, digit: string) => {
    const slot = SLOTS[name];
    if (slot === undefined) throw new Error(`phrase pattern "${pattern}": no slot {${name}}`);
    return `(?<${name}${digit}>${slot})`;
  });
  return new RegExp(src, 'y');
}

export function compilePhrases<R>(phrases: readonly Phrase<R>[]): CompiledPhrase<R>[] {
  const ids = new Set<string>();
  return phrases.map((p) => {
    if (ids.has(p.id)) throw new Error(`phrase ${p.id} is defined twice`);
    ids.add(p.id);
    return { ...p, re: patternRegExp(p.pattern) };
  });
}

/**
 * The phrase that reads the longest piece at `at` (the first of equals): its reading, id and end. A
 * longer phrase is the more specific one ("each time ... makes an attack that targets a MONSTER unit"
 * over "each time ... makes an attack").
 */
export function matchAt<R>(
  phrases: readonly CompiledPhrase<R>[],
  text: string,
  at: number,
  ctx: PhraseContext,
): { reading: R; id: string; end: number } | null {
  let best: { reading: R; id: string; end: number } | null = null;
  for (const p of phrases) {
    p.re.lastIndex = at;
    const m = p.re.exec(text);
    if (!m || (best && at + m[0].length <= best.end)) continue;
    const reading = p.read(m.groups ?? {}, ctx);
    if (reading !== null) best = { reading, id: p.id, end: at + m[0].length };
  }
  return best;
}

/** A whole text read by one phrase of a list (a WHEN line, a TARGET line), or null. */
export function matchWhole<R>(
  phrases: readonly CompiledPhrase<R>[],
  text: string,
  ctx: PhraseContext,
): { reading: R; id: string } | null {
  for (const p of phrases) {
    p.re.lastIndex = 0;
    const m = p.re.exec(text);
    if (!m || m[0].length !== text.length) continue;
    const reading = p.read(m.groups ?? {}, ctx);
    if (reading !== null) return { reading, id: p.id };
  }
  return null;
}
