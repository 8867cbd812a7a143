/**
 * Rule text as the grammar reads it: one space, straight apostrophes and quotes, plain hyphens, and
 * every word in lower case except keywords (words printed all in capitals, two letters or more:
 * "ADEPTUS ASTARTES", "KÂHL", "[LETHAL HITS]", "D6", "OC"; accented letters are letters).
 */
export function normaliseText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/[\u2010\u2011\u2012\u2013]/g, '-')
    .replace(/[\u00a0\u2002\u2003\u2009]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim()
    .replace(/[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ0-9'-]*/g, (w) =>
      /[a-zß-öø-ÿ]/.test(w) || w.length === 1 ? w.toLowerCase() : w,
    );
}

/** The sentences of a normalised text (each without its full stop); a line break ends one too. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=\.)\s+(?=\S)/)
    .map((s) => s.trim().replace(/\.$/, '').trim())
    .filter((s) => s.length > 0);
}

/** The clause starting at `at` (up to the next comma or the end), to name what was not understood. */
export function clauseAt(s: string, at: number): string {
  const rest = s.slice(at);
  const m = /^[^,;:]*/.exec(rest);
  return (m?.[0] ?? rest).trim() || rest.trim();
}
