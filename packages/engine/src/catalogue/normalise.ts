/**
 * Name normalisation for look-ups: case, diacritics, apostrophes and punctuation do not matter.
 * "Dêlve Assault Shift", "delve assault-shift" and "DELVE ASSAULT SHIFT" all give
 * `delve assault shift`; "T’au Empire" gives `tau empire`.
 */
const FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ı: 'i' };

export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøđłþı]/g, (c) => FOLD[c] ?? c)
    .replace(/['’‘`´ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The key a catalogue merges datasheets (and detachments, enhancements) by. */
export function nameKey(faction: string, name: string): string {
  return `${normaliseName(faction)}|${normaliseName(name)}`;
}
