import type { GlossaryEntry } from '../../model/page.js';
import type { Stratagem } from '../../model/stratagem.js';
import { gameStratagems } from './compiled.js';
import { stratagemSlug } from './data.js';
import type { StratagemDef } from './types.js';

/** A Stratagem definition with its rule text, where the data at hand has it. */
export interface StratagemWithText extends StratagemDef {
  text?: { when: string; target: string; effect: string; restrictions?: string };
}

const key = (name: string, source: string) => `${stratagemSlug(source)}/${stratagemSlug(name)}`;

/**
 * Join rule texts to the definitions at run time (the texts are the publisher's and are not kept in
 * the repository): from a seed page's glossary entries or a catalogue's Stratagems, matched by name and
 * source. Every Stratagem the game offers gets its text: the hand-written ones and those compiled from
 * their text (whose ids are their registry ids).
 */
export function withTexts(sources: { glossary?: GlossaryEntry[]; stratagems?: Stratagem[] }): StratagemWithText[] {
  const texts = new Map<string, StratagemWithText['text']>();
  for (const g of sources.glossary ?? [])
    if (g.stratagem) texts.set(key(g.name, g.stratagem.source), g.stratagem.parts);
  for (const s of sources.stratagems ?? []) if (s.parts) texts.set(key(s.name, s.detachment ?? s.source), s.parts);
  return gameStratagems().map((d) => {
    const t = texts.get(key(d.name, d.source));
    return t ? { ...d, text: t } : { ...d };
  });
}
