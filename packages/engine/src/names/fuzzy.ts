import { normaliseName } from './normalise.js';

/**
 * Fuzzy name matching for search: forgiving typos ("land raidr"), diacritics ("Delve" for "Dêlve"),
 * case, punctuation and word order. Scores are 0..1; 1 is an exact normalised match.
 */
export interface Prepared {
  norm: string;
  compact: string;
  tokens: string[];
  /** How often each character occurs in `compact`, characters grouped by their code's low 5 bits. */
  counts: Uint8Array;
}

export function prepare(text: string): Prepared {
  const norm = normaliseName(text);
  const compact = norm.replace(/ /g, '');
  return { norm, compact, tokens: norm ? norm.split(' ') : [], counts: charCounts(compact) };
}

/** How often each character occurs in `s`, characters grouped by their code's low 5 bits. */
export function charCounts(s: string): Uint8Array {
  const counts = new Uint8Array(32);
  for (let i = 0; i < s.length; i++) {
    const k = s.charCodeAt(i) & 31;
    if (counts[k]! < 255) counts[k]!++;
  }
  return counts;
}

/**
 * A lower bound of the edit distance from the characters each string has in surplus: an insertion,
 * deletion or substitution removes at most one surplus character on each side, a transposition none.
 * Grouping characters (and capping counts) only lowers the bound, so it stays a bound.
 */
export function lettersBound(a: Uint8Array, b: Uint8Array): number {
  let more = 0;
  let fewer = 0;
  for (let k = 0; k < 32; k++) {
    const d = a[k]! - b[k]!;
    if (d > 0) more += d;
    else fewer -= d;
  }
  return more > fewer ? more : fewer;
}

/** Rows of the distance table, reused between calls (grown as needed). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), capped: exact when
 * it is at most `cap`, otherwise some value above `cap`. Only the band of cells within `cap` of the
 * diagonal is computed (a cell further off is more than `cap` away).
 */
export function editDistance(a: string, b: string, cap = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const n = b.length;
  if (rows[0]!.length < n + 1) rows = [0, 1, 2].map(() => new Int32Array(2 * (n + 1))) as typeof rows;
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  const band = Number.isFinite(cap) ? cap : n + a.length;
  const far = Number.isFinite(cap) ? cap + 1 : n + a.length + 1;
  for (let j = 0; j <= n; j++) prev[j] = j <= band ? j : far;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - band);
    const hi = Math.min(n, i + band);
    cur[0] = i <= band ? i : far;
    if (lo > 1) cur[lo - 1] = far;
    let rowMin = lo === 1 ? cur[0]! : far;
    const ai = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (hi < n) cur[hi + 1] = far;
    if (rowMin > cap) return cap + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[n]!, far);
}

/** Typos allowed in a word of this length. */
function allowance(len: number): number {
  return len <= 3 ? 0 : len <= 5 ? 1 : len <= 9 ? 2 : 3;
}

/**
 * How well one query word matches one candidate word. With the words' `charCounts`, a pair whose
 * characters alone differ by more than the typos allowed skips the distance table.
 */
export function wordScore(q: string, c: string, qCounts?: Uint8Array, cCounts?: Uint8Array): number {
  if (q === c) return 1;
  if (q.length >= 3 && c.startsWith(q)) return 0.75 + 0.2 * (q.length / c.length);
  const cap = allowance(Math.max(q.length, c.length));
  if (cap === 0 || Math.abs(q.length - c.length) > cap) return 0;
  if (qCounts && cCounts && lettersBound(qCounts, cCounts) > cap) return 0;
  const d = editDistance(q, c, cap);
  return d > cap ? 0 : 0.9 - (0.5 * d) / Math.max(q.length, c.length);
}

/** Word scores already worked out for a query (its words against candidate words), per query. */
const memos = new WeakMap<Prepared, Map<string, number>[]>();

/** The query's word-score memo (one map per query word), made on first use. */
function memoOf(query: Prepared): Map<string, number>[] {
  let memo = memos.get(query);
  if (!memo) {
    memo = query.tokens.map(() => new Map<string, number>());
    memos.set(query, memo);
  }
  return memo;
}

/** The score of query word `k` against the candidate's word `i`. */
export type WordScores = (k: number, i: number) => number;

/** Which candidate words a query word has matched already (reused between calls, grown as needed). */
let used = new Uint8Array(16);

/**
 * Score a prepared candidate name against a prepared query, its word scores read from `words`
 * (`score` works them out; a name index looks them up).
 */
export function scoreWith(query: Prepared, cand: Prepared, words: WordScores): number {
  if (!query.norm || !cand.norm) return 0;
  if (query.norm === cand.norm) return 1;
  if (query.compact === cand.compact) return 0.99;
  // Every query word must match some candidate word.
  const n = cand.tokens.length;
  if (used.length < n) used = new Uint8Array(2 * n);
  used.fill(0, 0, n);
  let sum = 0;
  let usedCount = 0;
  for (let k = 0; k < query.tokens.length; k++) {
    let best = 0;
    let bestIdx = -1;
    for (let i = 0; i < n; i++) {
      const s = words(k, i) - (used[i] ? 0.1 : 0);
      if (s > best) {
        best = s;
        bestIdx = i;
      }
    }
    if (best <= 0) {
      sum = -1;
      break;
    }
    if (!used[bestIdx]) usedCount++;
    used[bestIdx] = 1;
    sum += best;
  }
  let tokenScore = 0;
  if (sum > 0) {
    const coverage = usedCount / n;
    tokenScore = 0.97 * (sum / query.tokens.length) * (0.75 + 0.25 * coverage);
  }
  // Whole-name typos ("landraidr", "ghazkull thraka"); it scores at most 0.95.
  const cap = allowance(cand.compact.length);
  let whole = 0;
  if (
    cap > 0 &&
    tokenScore < 0.95 &&
    Math.abs(query.compact.length - cand.compact.length) <= cap &&
    lettersBound(query.counts, cand.counts) <= cap
  ) {
    const d = editDistance(query.compact, cand.compact, cap);
    if (d <= cap) whole = 0.95 - (0.5 * d) / cand.compact.length;
  }
  return Math.max(tokenScore, whole);
}

/**
 * Score a prepared candidate name against a prepared query. Scoring many candidates against one
 * query works each distinct candidate word out once.
 */
export function score(query: Prepared, cand: Prepared): number {
  const memo = memoOf(query);
  const ct = cand.tokens;
  return scoreWith(query, cand, (k, i) => {
    const m = memo[k]!;
    const c = ct[i]!;
    let w = m.get(c);
    if (w === undefined) {
      w = wordScore(query.tokens[k]!, c);
      m.set(c, w);
    }
    return w;
  });
}
