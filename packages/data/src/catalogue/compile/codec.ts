import type { Datasheet, WeaponProfile } from '@cogitator/engine';
import { type Catalogue, STORED_LINKS, type StoredLinks, type StoredLinkTables } from '@cogitator/engine';
import { decodeWeaponProfile, encodeWeaponProfile } from './codec-profiles.js';

/**
 * The stored form of a catalogue: the same content, smaller and faster to parse. Link tables (74,000
 * datasheet-Stratagem pairs) become per-datasheet lists of indexes, and weapon profiles become rows
 * (`codec-profiles.ts`). `decodeCatalogue(encodeCatalogue(c))` deep-equals `c` for a compiled
 * catalogue (whose links are grouped by datasheet, in datasheet order, as `compileCatalogue` makes
 * them).
 */
export interface StoredCatalogue
  extends Omit<Catalogue, 'datasheetStratagems' | 'datasheetEnhancements' | 'datasheetDetachmentRules'> {
  links: StoredLinkTables;
}

function mapProfiles(ds: Datasheet, f: (p: WeaponProfile) => WeaponProfile): Datasheet {
  return { ...ds, weapons: ds.weapons.map((w) => ({ ...w, profiles: w.profiles.map(f) })) };
}

export function encodeCatalogue(c: Catalogue): StoredCatalogue {
  const dsIndex = new Map(c.datasheets.map((d, i) => [d.id, i]));
  const perDatasheet = <T>(rows: readonly T[], ds: (r: T) => string, encode: (r: T) => number[]): number[][] => {
    const out: number[][] = c.datasheets.map(() => []);
    let last = -1;
    for (const r of rows) {
      const i = dsIndex.get(ds(r));
      if (i === undefined || i < last) throw new Error(`catalogue links are not grouped by datasheet (${ds(r)})`);
      last = i;
      out[i]!.push(...encode(r));
    }
    return out;
  };
  const index = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((x, i) => [x.id, i]));
  const strat = index(c.stratagems);
  const enh = index(c.enhancements);
  const det = index(c.detachments);
  const must = (m: Map<string, number>, id: string) => {
    const i = m.get(id);
    if (i === undefined) throw new Error(`catalogue link to unknown id ${id}`);
    return i;
  };
  const { datasheetStratagems, datasheetEnhancements, datasheetDetachmentRules, ...rest } = c;
  return {
    ...rest,
    datasheets: c.datasheets.map((ds) => mapProfiles(ds, (p) => encodeWeaponProfile(p) as WeaponProfile)),
    links: {
      stratagems: perDatasheet(
        datasheetStratagems,
        (l) => l.datasheet,
        (l) => [must(strat, l.stratagem)],
      ),
      enhancements: perDatasheet(
        datasheetEnhancements ?? [],
        (l) => l.datasheet,
        (l) => [must(enh, l.enhancement)],
      ),
      detachmentRules: perDatasheet(
        datasheetDetachmentRules ?? [],
        (l) => l.datasheet,
        (l) => {
          const d = must(det, l.detachment);
          const r = c.detachments[d]!.rules.findIndex((x) => x.name === l.rule);
          if (r < 0) throw new Error(`catalogue link to unknown rule ${l.rule} of ${l.detachment}`);
          return [d, r];
        },
      ),
    },
  };
}

/** A property computed on first read (then an ordinary one); reads, spreads and JSON see its value. */
function lazy<T>(target: object, key: string, make: () => T): void {
  const settle = (value: T) => {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
    return value;
  };
  Object.defineProperty(target, key, {
    get: () => settle(make()),
    set: (value: T) => settle(value),
    enumerable: true,
    configurable: true,
  });
}

function checkIndexes(
  rows: number[][],
  size: number,
  what: string,
  step = 1,
  inner?: (k: number, v: number) => boolean,
): void {
  rows.forEach((row, i) => {
    if (!Array.isArray(row)) throw new Error(`links.${what}[${i}] is not a list`);
    for (let k = 0; k < row.length; k++) {
      const v = row[k]!;
      const ok = k % step === 0 ? Number.isInteger(v) && v >= 0 && v < size : (inner?.(row[k - 1]!, v) ?? true);
      if (!ok) throw new Error(`links.${what}[${i}] refers to ${v}, which is not there`);
    }
  });
}

/**
 * The catalogue a stored form holds. It takes ownership of `s`: weapon profiles are converted in
 * place (a load should not copy every datasheet), so pass a freshly parsed object. The link tables
 * (96,000 pairs) are checked now and built on first read; `createCatalogueQuery` reads the stored
 * per-datasheet indexes instead, so a load and a look-up never build them.
 */
export function decodeCatalogue(s: StoredCatalogue): Catalogue {
  const { links, ...rest } = s;
  const n = s.datasheets.length;
  for (const [what, rows] of Object.entries(links)) {
    if (!Array.isArray(rows) || rows.length !== n)
      throw new Error(`links.${what} does not have one entry per datasheet`);
  }
  checkIndexes(links.stratagems, s.stratagems.length, 'stratagems');
  checkIndexes(links.enhancements, s.enhancements.length, 'enhancements');
  checkIndexes(
    links.detachmentRules,
    s.detachments.length,
    'detachmentRules',
    2,
    (d, r) => r >= 0 && r < (s.detachments[d]?.rules.length ?? 0),
  );
  for (const ds of s.datasheets) {
    for (const w of ds.weapons) {
      for (let k = 0; k < w.profiles.length; k++) w.profiles[k] = decodeWeaponProfile(w.profiles[k]!);
    }
  }
  const out = { ...rest } as Catalogue;
  const perDatasheet =
    <T>(rows: number[][], make: (dsId: string, row: number[], push: (t: T) => void) => void) =>
    () => {
      const list: T[] = [];
      const push = (t: T) => {
        list.push(t);
      };
      for (let i = 0; i < n; i++) make(s.datasheets[i]!.id, rows[i]!, push);
      return list;
    };
  lazy(
    out,
    'datasheetStratagems',
    perDatasheet<Catalogue['datasheetStratagems'][number]>(links.stratagems, (datasheet, row, push) => {
      for (const j of row) push({ datasheet, stratagem: s.stratagems[j]!.id });
    }),
  );
  lazy(
    out,
    'datasheetEnhancements',
    perDatasheet<NonNullable<Catalogue['datasheetEnhancements']>[number]>(
      links.enhancements,
      (datasheet, row, push) => {
        for (const j of row) push({ datasheet, enhancement: s.enhancements[j]!.id });
      },
    ),
  );
  lazy(
    out,
    'datasheetDetachmentRules',
    perDatasheet<NonNullable<Catalogue['datasheetDetachmentRules']>[number]>(
      links.detachmentRules,
      (datasheet, row, push) => {
        for (let k = 0; k + 1 < row.length; k += 2) {
          const d = s.detachments[row[k]!]!;
          push({ datasheet, detachment: d.id, rule: d.rules[row[k + 1]!]!.name });
        }
      },
    ),
  );
  Object.defineProperty(out, STORED_LINKS, {
    value: {
      datasheetIds: s.datasheets.map((d) => d.id),
      stratagemIds: s.stratagems.map((x) => x.id),
      enhancementIds: s.enhancements.map((x) => x.id),
      links,
    } satisfies StoredLinks,
    enumerable: false,
  });
  return out;
}
