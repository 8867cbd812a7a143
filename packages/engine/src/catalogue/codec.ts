import { type DiceExpr, formatDice, parseDice } from '../dice/expr.js';
import type { Catalogue } from '../model/catalogue.js';
import type { Datasheet, WeaponProfile } from '../model/datasheet.js';

/**
 * The stored form of a catalogue: the same content, smaller and faster to parse. Link tables (74,000
 * datasheet-Stratagem pairs) become per-datasheet lists of indexes, and dice expressions become
 * their printed form ("D6+1"). `decodeCatalogue(encodeCatalogue(c))` deep-equals `c` for a compiled
 * catalogue (whose links are grouped by datasheet, in datasheet order, as `compileCatalogue` makes
 * them).
 */
export interface StoredCatalogue
  extends Omit<Catalogue, 'datasheetStratagems' | 'datasheetEnhancements' | 'datasheetDetachmentRules'> {
  links: {
    /** Per datasheet (by index): indexes into `stratagems`. */
    stratagems: number[][];
    /** Per datasheet: indexes into `enhancements`. */
    enhancements: number[][];
    /** Per datasheet: pairs (detachment index, rule index within it), flattened. */
    detachmentRules: number[][];
  };
}

type StoredDice = DiceExpr | string;

function encodeDice(d: DiceExpr): StoredDice {
  const text = formatDice(d);
  const back = parseDice(text);
  return back.count === d.count && back.sides === d.sides && back.bonus === d.bonus ? text : d;
}

function decodeDice(d: StoredDice): DiceExpr {
  return typeof d === 'string' ? parseDice(d) : d;
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
    datasheets: c.datasheets.map((ds) =>
      mapProfiles(
        ds,
        (p) => ({ ...p, attacks: encodeDice(p.attacks), damage: encodeDice(p.damage) }) as unknown as WeaponProfile,
      ),
    ),
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

/**
 * The catalogue a stored form holds. It takes ownership of `s`: weapon profiles are converted in
 * place (a load should not copy 9,000 profiles), so pass a freshly parsed object.
 */
export function decodeCatalogue(s: StoredCatalogue): Catalogue {
  const { links, ...rest } = s;
  const datasheetStratagems: Catalogue['datasheetStratagems'] = [];
  const datasheetEnhancements: NonNullable<Catalogue['datasheetEnhancements']> = [];
  const datasheetDetachmentRules: NonNullable<Catalogue['datasheetDetachmentRules']> = [];
  s.datasheets.forEach((ds, i) => {
    for (const j of links.stratagems[i] ?? [])
      datasheetStratagems.push({ datasheet: ds.id, stratagem: s.stratagems[j]!.id });
    for (const j of links.enhancements[i] ?? [])
      datasheetEnhancements.push({ datasheet: ds.id, enhancement: s.enhancements[j]!.id });
    const pairs = links.detachmentRules[i] ?? [];
    for (let k = 0; k + 1 < pairs.length; k += 2) {
      const d = s.detachments[pairs[k]!]!;
      datasheetDetachmentRules.push({ datasheet: ds.id, detachment: d.id, rule: d.rules[pairs[k + 1]!]!.name });
    }
  });
  for (const ds of s.datasheets) {
    for (const w of ds.weapons) {
      for (const p of w.profiles) {
        p.attacks = decodeDice(p.attacks as StoredDice);
        p.damage = decodeDice(p.damage as StoredDice);
      }
    }
  }
  return {
    ...rest,
    datasheetStratagems,
    datasheetEnhancements,
    datasheetDetachmentRules,
  };
}
