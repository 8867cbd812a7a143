import type { Transport } from '@cogitator/engine';

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** "A, B or C", "X and Y models": the names, as printed, without a trailing "models". */
function keywordList(text: string): string[] {
  return text
    .split(/\s*[,;]\s*|\s+or\s+|\s+and\s+/)
    .map((k) =>
      k
        .replace(/\s+(models?|units?)$/i, '')
        .replace(/^(the|any)\s+/i, '')
        .trim(),
    )
    .filter((k) => k.length > 0 && k.length < 60);
}

/**
 * A TRANSPORT rule in plain text, however the source prints it: "This model has a transport
 * capacity of 12 GREY KNIGHTS INFANTRY models. Each TERMINATOR model takes up the space of 2 models.
 * It cannot transport JUMP PACK models." Also "of 1 NECRONS INFANTRY unit", "of 11 models from the
 * following units: A, B", "(excluding OBLITERATOR and JUMP PACK models)", "The Ghazghkull Thraka
 * model takes up the space of 18 models", "takes the space of two models". Keywords are kept as
 * printed; the text is kept whole. The one reader for seed pages, Wahapedia and BSData.
 */
export function parseTransportText(text: string): Transport {
  const t = text.replace(/\s+/g, ' ').trim();
  const allowed: string[] = [];
  const excluded: string[] = [];
  const cap = /transport capacity of (\d{1,3})\b\s*([^.]*)/i.exec(t);
  if (cap) {
    let what = cap[2] as string;
    for (const ex of what.matchAll(/\((?:excluding|except) ([^)]*)\)/gi))
      excluded.push(...keywordList(ex[1] as string));
    what = what.replace(/\([^)]*\)/g, ' ').trim();
    const units = /\b(?:models?|units?) from the following units?:?\s*(.*)$/i.exec(what);
    if (units) allowed.push(...keywordList(units[1] as string));
    else {
      const kw = (/^(.*?)\s*\b(?:models?|units?)\b/i.exec(what)?.[1] ?? what).trim();
      if (kw) allowed.push(kw);
    }
  }
  for (const m of t.matchAll(/cannot transport ([^.]*?)(?:\.|$)/gi)) {
    const body = (m[1] as string).replace(/\([^)]*\)/g, ' ').trim();
    if (/\bmodels? that\b/i.test(body)) excluded.push(body);
    else excluded.push(...keywordList(body));
  }
  const spaceCost: { keyword: string; spaces: number }[] = [];
  for (const m of t.matchAll(/\b(?:each|the) ([^.]+?) models? takes? (?:up )?the space of (\w+) models?/gi)) {
    const spaces = Number(m[2]) || NUMBER_WORDS[(m[2] as string).toLowerCase()];
    if (!spaces) continue;
    for (const k of keywordList((m[1] as string).replace(/\bwith\b.*$/i, ''))) spaceCost.push({ keyword: k, spaces });
  }
  return {
    text: text.trim(),
    capacity: cap ? Number(cap[1]) : null,
    allowed: [...new Set(allowed)],
    spaceCost,
    excluded: [...new Set(excluded)],
  };
}
