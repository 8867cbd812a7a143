import { normaliseName } from './normalise.js';

/**
 * Fuzzy name matching for search: forgiving typos ("land raidr"), diacritics ("Delve" for "Dêlve"),
 * case, punctuation and word order. Scores are 0..1; 1 is an exact normalised match.
 */
export interface Prepared {
  norm: string;
  compact: string;
  tokens: string[];
}

export function prepare(text: string): Prepared {
  const norm = normaliseName(text);
  return { norm, compact: norm.replace(/ /g, ''), tokens: norm ? norm.split(' ') : [] };
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), capped. */
export function editDistance(a: string, b: string, cap = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > cap) return cap + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

/** Typos allowed in a word of this length. */
function allowance(len: number): number {
  return len <= 3 ? 0 : len <= 5 ? 1 : len <= 9 ? 2 : 3;
}

/** How well one query word matches one candidate word. */
function wordScore(q: string, c: string): number {
  if (q === c) return 1;
  if (q.length >= 3 && c.startsWith(q)) return 0.75 + 0.2 * (q.length / c.length);
  const cap = allowance(Math.max(q.length, c.length));
  if (cap === 0) return 0;
  const d = editDistance(q, c, cap);
  return d > cap ? 0 : 0.9 - (0.5 * d) / Math.max(q.length, c.length);
}

/** Score a prepared candidate name against a prepared query. */
export function score(query: Prepared, cand: Prepared): number {
  if (!query.norm || !cand.norm) return 0;
  if (query.norm === cand.norm) return 1;
  if (query.compact === cand.compact) return 0.99;
  // Every query word must match some candidate word.
  let sum = 0;
  const used = new Set<number>();
  for (const q of query.tokens) {
    let best = 0;
    let bestIdx = -1;
    cand.tokens.forEach((c, i) => {
      const s = wordScore(q, c) - (used.has(i) ? 0.1 : 0);
      if (s > best) [best, bestIdx] = [s, i];
    });
    if (best <= 0) {
      sum = -1;
      break;
    }
    used.add(bestIdx);
    sum += best;
  }
  let tokenScore = 0;
  if (sum > 0) {
    const coverage = used.size / cand.tokens.length;
    tokenScore = 0.97 * (sum / query.tokens.length) * (0.75 + 0.25 * coverage);
  }
  // Whole-name typos ("landraidr", "ghazkull thraka").
  const cap = allowance(cand.compact.length);
  let whole = 0;
  if (cap > 0) {
    const d = editDistance(query.compact, cand.compact, cap);
    if (d <= cap) whole = 0.95 - (0.5 * d) / cand.compact.length;
  }
  return Math.max(tokenScore, whole);
}
