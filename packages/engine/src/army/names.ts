/**
 * Name matching for list entries: case, spacing, punctuation, apostrophe styles and diacritics are
 * forgiven ("Shas’vre" = "Shas'vre", "Dêlve" = "Delve").
 */
export function normName(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function sameName(a: string, b: string): boolean {
  return normName(a) === normName(b);
}

/** Levenshtein distance, bounded: returns `max + 1` as soon as it is certain to exceed `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] as number;
}

/**
 * The candidates nearest to `name`, best first: a shared word prefix or containment counts as close,
 * otherwise the edit distance on normalised names (at most a third of the name) decides.
 */
export function nearestNames(name: string, candidates: readonly string[], limit = 3): string[] {
  const n = normName(name);
  const scored: { c: string; score: number }[] = [];
  const seen = new Set<string>();
  for (const c of candidates) {
    const m = normName(c);
    if (seen.has(m)) continue;
    seen.add(m);
    let score: number;
    if (m === n) score = 0;
    else if (m.includes(n) || n.includes(m)) score = 1 + Math.abs(m.length - n.length) / 100;
    else {
      // Compare with the whole name and with its first words ("Intercesor" ~ "Intercessor Squad").
      const max = Math.max(2, Math.floor(n.length / 3));
      const words = n.split(' ').length;
      const head = m.split(' ').slice(0, words).join(' ');
      const d = Math.min(editDistance(n, m, max), head === m ? max + 1 : editDistance(n, head, max) + 0.5);
      if (d > max) continue;
      score = 2 + d;
    }
    scored.push({ c, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.c.localeCompare(b.c))
    .slice(0, limit)
    .map((s) => s.c);
}
