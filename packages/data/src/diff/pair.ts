import { type Datasheet, nameKey } from '@cogitator/engine';
import { datasheetAffinity } from '../catalogue/compile/index.js';

export interface Pairing<T> {
  pairs: [T, T][];
  firstOnly: T[];
  secondOnly: T[];
}

/**
 * Pair two lists by key, in order: each item of the first takes a free item of the second with
 * its key; where several share it, the one `better` ranks highest (the first of equals).
 */
export function pairBy<T>(
  first: readonly T[],
  second: readonly T[],
  key: (t: T) => string,
  better?: (a: T, b: T) => number,
): Pairing<T> {
  const free = new Map<string, T[]>();
  for (const t of second) {
    const k = key(t);
    const list = free.get(k);
    if (list) list.push(t);
    else free.set(k, [t]);
  }
  const pairs: [T, T][] = [];
  const firstOnly: T[] = [];
  for (const a of first) {
    const list = free.get(key(a));
    if (!list?.length) {
      firstOnly.push(a);
      continue;
    }
    let best = 0;
    if (better) {
      for (let i = 1; i < list.length; i++) if (better(a, list[i]!) > better(a, list[best]!)) best = i;
    }
    pairs.push([a, list.splice(best, 1)[0]!]);
  }
  const left = new Set([...free.values()].flat());
  return { pairs, firstOnly, secondOnly: second.filter((t) => left.has(t)) };
}

/** Pair by each key in turn, the next key only among what the previous ones left unpaired. */
export function pairInTiers<T>(
  first: readonly T[],
  second: readonly T[],
  keys: readonly ((t: T) => string)[],
  better?: (a: T, b: T) => number,
): Pairing<T> & { tier: Map<T, number> } {
  const tier = new Map<T, number>();
  const pairs: [T, T][] = [];
  let a = first;
  let b = second;
  keys.forEach((key, i) => {
    const p = pairBy(a, b, key, better);
    for (const pair of p.pairs) tier.set(pair[0], i);
    pairs.push(...p.pairs);
    a = p.firstOnly;
    b = p.secondOnly;
  });
  return { pairs, firstOnly: [...a], secondOnly: [...b], tier };
}

/**
 * Datasheets of two sources paired as a catalogue merges them: by faction and normalised name;
 * where a source has several of one name, by shared faction keywords and Legends status.
 */
export function pairDatasheets(first: readonly Datasheet[], second: readonly Datasheet[]): Pairing<Datasheet> {
  return pairBy(first, second, (d) => nameKey(d.faction, d.name), datasheetAffinity);
}
