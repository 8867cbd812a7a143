import { charCounts, type Prepared, scoreWith, wordScore } from './fuzzy.js';

/**
 * Many names scored against one query at a time (a search). Each distinct word of the names is
 * numbered once, so a query works out its score against every word once, in a table, and a name's
 * score reads the table. Only names that can score are scored: those holding a word the query's
 * first word matches (every query word must match one) and those whose letters are within the
 * typos allowed of the query's length (a whole-name match). Every other name scores 0. The scores
 * are `score`'s, exactly.
 */
export interface NameIndex {
  readonly names: readonly Prepared[];
  /** The distinct words of all names. */
  readonly words: readonly string[];
  /** Each word's `charCounts`. */
  readonly wordCounts: readonly Uint8Array[];
  /** Each name's words, as positions in `words`. */
  readonly wordIds: readonly Int32Array[];
  /** For each word, the names holding it. */
  readonly namesOfWord: readonly Int32Array[];
  /** For each length of a name without spaces, the names of that length. */
  readonly namesOfLength: ReadonlyMap<number, Int32Array>;
}

/** The most typos a whole-name match allows (`allowance` of the longest names). */
const MOST_TYPOS = 3;

export function nameIndex(names: readonly Prepared[]): NameIndex {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const holders: number[][] = [];
  const byLength = new Map<number, number[]>();
  const wordIds = names.map((p, n) => {
    const len = p.compact.length;
    const same = byLength.get(len);
    if (same) same.push(n);
    else byLength.set(len, [n]);
    return Int32Array.from(p.tokens, (t) => {
      let id = ids.get(t);
      if (id === undefined) {
        id = words.length;
        ids.set(t, id);
        words.push(t);
        holders.push([]);
      }
      const h = holders[id]!;
      if (h[h.length - 1] !== n) h.push(n);
      return id;
    });
  });
  return {
    names,
    words,
    wordCounts: words.map(charCounts),
    wordIds,
    namesOfWord: holders.map((h) => Int32Array.from(h)),
    namesOfLength: new Map([...byLength].map(([len, ns]) => [len, Int32Array.from(ns)])),
  };
}

/** `score(query, name)` for every name of the index, in its order. */
export function scoreAll(index: NameIndex, query: Prepared): Float64Array {
  const { names, words: all, wordCounts } = index;
  const table = query.tokens.map((t) => {
    const counts = charCounts(t);
    const row = new Float64Array(all.length);
    for (let w = 0; w < all.length; w++) row[w] = wordScore(t, all[w]!, counts, wordCounts[w]);
    return row;
  });
  const candidate = new Uint8Array(names.length);
  const first = table[0];
  if (first) {
    for (let w = 0; w < first.length; w++) if (first[w]! > 0) for (const n of index.namesOfWord[w]!) candidate[n] = 1;
  }
  const len = query.compact.length;
  for (let l = Math.max(0, len - MOST_TYPOS); l <= len + MOST_TYPOS; l++) {
    for (const n of index.namesOfLength.get(l) ?? []) candidate[n] = 1;
  }
  let ids: Int32Array = new Int32Array(0);
  const words = (k: number, i: number) => table[k]![ids[i]!]!;
  const out = new Float64Array(names.length);
  for (let n = 0; n < out.length; n++) {
    if (!candidate[n]) continue;
    ids = index.wordIds[n]!;
    out[n] = scoreWith(query, names[n]!, words);
  }
  return out;
}
