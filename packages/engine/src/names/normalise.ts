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

/** A name as an id segment: "Dêlve Assault Shift" gives `delve-assault-shift`, "Huntr’s Mark" `huntrs-mark`. */
export function slugName(text: string): string {
  return normaliseName(text).replace(/ /g, '-');
}

/** The key a catalogue merges datasheets (and detachments, enhancements) by. */
export function nameKey(faction: string, name: string): string {
  return `${normaliseName(faction)}|${normaliseName(name)}`;
}

/** Plurals the composition and equipment lines use that are not a plain -s: Wolves, Knives, Guardsmen. */
const IRREGULAR_PLURALS: [RegExp, string][] = [
  [/lves$/, 'lf'],
  [/nives$/, 'nife'],
  [/smen$/, 'sman'],
];

/**
 * A comparison key: a name's words in the singular where they look plural ("Custodians",
 * "Batteries", "Hunting Wolves"); singular and plural names get the same key ("Chaos Lord" and
 * "Chaos Lords", "Every Hearthkyn Warrior" and "Hearthkyn Warriors").
 */

export function singularName(name: string): string {
  return normaliseName(name)
    .split(' ')
    .map((w) => {
      if (w.length <= 3 || w.endsWith('ss') || w.endsWith('us')) return w;
      if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
      const irregular = IRREGULAR_PLURALS.find(([plural]) => plural.test(w));
      if (irregular) return w.replace(irregular[0], irregular[1]);
      if (/(?:ch|sh|x)es$/.test(w)) return w.slice(0, -2);
      return w.endsWith('s') ? w.slice(0, -1) : w;
    })
    .join(' ');
}

/** Whether `inner`'s words appear whole, in order, in `outer` ("a b c" holds "b c", not "b c d" or ""). */
export function hasWords(outer: string, inner: string): boolean {
  return inner !== '' && ` ${outer} `.includes(` ${inner} `);
}
