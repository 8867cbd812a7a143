import type { Transport } from '@cogitator/engine';
import { cleanText } from './text.js';

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

function splitKeywords(s: string): string[] {
  return s
    .replace(/\bmodels?\b/gi, '')
    .split(/\s*,\s*|\s+or\s+|\s+and\s+/)
    .map((k) => k.replace(/^(the|any)\s+/i, '').trim())
    .filter((k) => k.length > 0 && k.length < 60)
    .map((k) => k.toUpperCase());
}

/**
 * Reads a transport capacity sentence ("This model has a transport capacity of 12 ASTRA MILITARUM
 * INFANTRY models. Each OGRYN model takes up the space of 3 models. It cannot transport ARTILLERY
 * models.") into numbers and keyword lists; the text is always kept whole.
 */
export function parseTransportText(text: string): Transport {
  const t = cleanText(text).replace(/\s+/g, ' ');
  const cap = /transport capacity of (\d+)\s*(.*?)(?:\.|$)/i.exec(t);
  const allowed: string[] = [];
  const excluded: string[] = [];
  if (cap?.[2]) {
    let what = cap[2];
    const ex = /\((?:excluding|except) ([^)]*)\)/i.exec(what);
    if (ex) {
      excluded.push(...splitKeywords(ex[1] as string));
      what = what.replace(ex[0], '');
    }
    const units = /models? from the following units?:?\s*(.*)$/i.exec(what);
    if (units) allowed.push(...splitKeywords(units[1] as string));
    else {
      const kw = what.replace(/\bmodels?\b.*$/i, '').trim();
      if (kw) allowed.push(kw.toUpperCase());
    }
  }
  for (const m of t.matchAll(/cannot transport ([^.]*?)(?:\.|$)/gi)) {
    const body = (m[1] as string).replace(/\(excluding[^)]*\)/gi, '');
    if (/models? that can/i.test(body)) excluded.push(body.trim().toUpperCase());
    else excluded.push(...splitKeywords(body));
  }
  const spaceCost: { keyword: string; spaces: number }[] = [];
  for (const m of t.matchAll(/each ([^.]*?) models? takes? (?:up )?the space of (\w+) models?/gi)) {
    const n = Number(m[2]) || NUMBER_WORDS[(m[2] as string).toLowerCase()];
    if (!n) continue;
    for (const k of splitKeywords(m[1] as string)) spaceCost.push({ keyword: k, spaces: n });
  }
  return {
    text: cleanText(text),
    capacity: cap ? Number(cap[1]) : null,
    allowed: [...new Set(allowed)],
    spaceCost,
    excluded: [...new Set(excluded)],
  };
}
