import { normaliseName } from '@cogitator/engine';

/**
 * The same item named a little differently by two sources: "The Ephemeral Tome" and "Ephemeral
 * Tome", "Arcanyst Evaluator" and "Arkanyst Evaluator", "Haloscreed Battle Clade" and "Haloscreed
 * Battleclade". The catalogue merges such a pair once, at compile time, keeping the other spelling
 * as an alias; nothing matches names loosely later.
 */

/** A name as compared here: normalised, a leading "The" and every space and hyphen dropped. */
export function looseKey(name: string): string {
  return normaliseName(name)
    .replace(/^the /, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Edit distance, stopping once it passes `max` (names here are short). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Two spellings of one name: equal once loosened, or one or two letters apart in a long name (a
 * typo in one source: one letter from 6 letters, two from 12).
 */
export function nearlySameName(a: string, b: string): boolean {
  const x = looseKey(a);
  const y = looseKey(b);
  if (x === y) return x.length > 0;
  const len = Math.min(x.length, y.length);
  const max = len >= 12 ? 2 : len >= 6 ? 1 : 0;
  return max > 0 && editDistance(x, y, max) <= max;
}

export interface NearItem {
  id: string;
  name: string;
  aliases?: string[] | undefined;
}

/**
 * Merge items of different sources (by `rank`, lower first) that no exact key paired: within one
 * `group` (faction and detachment), a later source's item joins the earlier one whose name is nearly
 * the same when exactly one such is free (and `compatible`, e.g. the same points). The kept item
 * gains the other's name as an alias; `idMap` sends the other's id (and ids merged into it) there.
 */
export function mergeNearNames<T extends NearItem>(
  items: readonly T[],
  opts: {
    /** The item's source, by id: its place in precedence order. */
    rank: (id: string) => number;
    group: (t: T) => string;
    /** Sources already merged into an item (by id) by exact key: it is not free for them. */
    mergedFrom: (id: string) => ReadonlySet<number> | undefined;
    compatible?: (kept: T, other: T) => boolean;
    idMap: Map<string, string>;
  },
): T[] {
  const { rank, group, mergedFrom, idMap } = opts;
  const kept: T[] = [];
  const byGroup = new Map<string, T[]>();
  const taken = new Map<string, Set<number>>();
  for (const item of items) {
    const g = group(item);
    const r = rank(item.id);
    const earlier = (byGroup.get(g) ?? []).filter(
      (k) =>
        rank(k.id) < r &&
        !mergedFrom(k.id)?.has(r) &&
        !taken.get(k.id)?.has(r) &&
        nearlySameName(k.name, item.name) &&
        (opts.compatible?.(k, item) ?? true),
    );
    const into = earlier.length === 1 ? earlier[0]! : undefined;
    if (!into) {
      kept.push(item);
      byGroup.set(g, [...(byGroup.get(g) ?? []), item]);
      continue;
    }
    const seen = taken.get(into.id) ?? new Set<number>();
    seen.add(r);
    taken.set(into.id, seen);
    const names = [...(into.aliases ?? []), item.name, ...(item.aliases ?? [])].filter(
      (n, i, all) => n !== into.name && all.indexOf(n) === i,
    );
    const index = kept.indexOf(into);
    const merged = { ...into, aliases: names };
    kept[index] = merged;
    byGroup.set(
      g,
      (byGroup.get(g) ?? []).map((k) => (k === into ? merged : k)),
    );
    for (const [k, v] of idMap) if (v === item.id) idMap.set(k, into.id);
    idMap.set(item.id, into.id);
  }
  return kept;
}
