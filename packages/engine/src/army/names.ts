import { editDistance } from '../names/fuzzy.js';
import { normaliseName } from '../names/normalise.js';

/** List entries match catalogue names as the catalogue normalises them (case, punctuation, diacritics). */
export function sameName(a: string, b: string): boolean {
  return normaliseName(a) === normaliseName(b);
}

/**
 * The candidates nearest to `name`, best first, for "did you mean" suggestions: containment counts as
 * close, otherwise the edit distance (at most a third of the name) to the whole candidate or to its
 * first words ("Intercesor" ~ "Intercessor Squad").
 */
export function nearestNames(name: string, candidates: readonly string[], limit = 3): string[] {
  const n = normaliseName(name);
  const scored: { c: string; score: number }[] = [];
  const seen = new Set<string>();
  for (const c of candidates) {
    const m = normaliseName(c);
    if (seen.has(m)) continue;
    seen.add(m);
    let score: number;
    if (m === n) score = 0;
    else if (m.includes(n) || n.includes(m)) score = 1 + Math.abs(m.length - n.length) / 100;
    else {
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
