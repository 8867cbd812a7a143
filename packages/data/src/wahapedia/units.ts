import { type Datasheet, damagedEffects, type NamedText, normaliseName, type Transport } from '@cogitator/engine';
import type { Row } from '../csv/pipe-table.js';
import { htmlToText } from '../text/html.js';
import { parseTransportText } from '../text/transport.js';
import type { ImportContext } from './context.js';

/**
 * The loadout paragraphs: "<b>The Grimnyr is equipped with:</b> Ancestral Wrath; ancestral ward
 * stave." gives `{who: 'The Grimnyr', items: [...]}`; other paragraphs (footnotes) are kept as notes.
 */
export function equipmentOf(html: string): { equipment: Datasheet['equipment']; notes: NamedText[] } {
  const equipment: Datasheet['equipment'] = [];
  const notes: NamedText[] = [];
  for (const para of html.split(/<br\s*\/?>/i)) {
    if (!para.trim()) continue;
    const m = /^\s*<b>([\s\S]*?)<\/b>([\s\S]*)$/i.exec(para);
    const head = m ? htmlToText(m[1]!) : '';
    const who = /^(.*?)\s+(?:is|are)\s+equipped\s+with:?$/i.exec(head);
    if (!m || !who) {
      const text = htmlToText(para);
      if (text) notes.push({ name: 'LOADOUT', text });
      continue;
    }
    const items = htmlToText(m[2]!)
      .replace(/\.\s*$/, '')
      .split(';')
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    equipment.push({ who: who[1]!.trim(), items });
  }
  return { equipment, notes };
}

/** A Wahapedia transport field (HTML) read by the shared transport reader. */
export function transportOf(html: string): Transport | null {
  const text = htmlToText(html);
  return text ? parseTransportText(text) : null;
}

export function damagedOf(ctx: ImportContext, row: Row, datasheet: string): Datasheet['damaged'] {
  const range = row.get('damaged_w').trim();
  const text = htmlToText(row.get('damaged_description'));
  if (!range && !text) return null;
  const m = /^(\d+)\s*[-–]\s*(\d+)$/.exec(range);
  if (!m) {
    ctx.warn(
      'unknown',
      `${datasheet}: Damaged range "${range}" is not "N-M"; bracket left out`,
      'Datasheets.csv',
      row,
      'damaged_w',
    );
    return null;
  }
  return { minWounds: Number(m[1]), maxWounds: Number(m[2]), text, effects: damagedEffects(text) };
}

const ALL_MODELS = new Set(['', 'all models', 'all']);

/** Unit keywords, per-model keywords ("GRIMNYR: CHARACTER, PSYKER") and faction keywords, upper case. */
export function keywordsOf(
  rows: readonly Row[],
  profiles: readonly string[],
): Pick<Datasheet, 'keywords' | 'modelKeywords' | 'factionKeywords'> {
  const keywords: string[] = [];
  const factionKeywords: string[] = [];
  const perModel = new Map<string, string[]>();
  const add = (list: string[], k: string) => {
    if (!list.includes(k)) list.push(k);
  };
  for (const row of rows) {
    const k = htmlToText(row.get('keyword')).toUpperCase();
    if (!k) continue;
    if (row.get('is_faction_keyword').trim().toLowerCase() === 'true') {
      add(factionKeywords, k);
      continue;
    }
    const model = row.get('model').trim();
    if (ALL_MODELS.has(model.toLowerCase())) {
      add(keywords, k);
      continue;
    }
    // "GRIMNYR MODEL", "CULT DEMAGOGUE ONLY" name the Grimnyr, Cult Demagogue profiles.
    const bare = normaliseName(model.replace(/(?:\s+(?:models?|only))+$/i, ''));
    const name = profiles.find((p) => normaliseName(p) === bare) ?? model;
    const list = perModel.get(name) ?? [];
    add(list, k);
    perModel.set(name, list);
  }
  return {
    keywords,
    modelKeywords: [...perModel].map(([model, kws]) => ({ model, keywords: kws })),
    factionKeywords,
  };
}
