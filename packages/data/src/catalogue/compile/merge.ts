import type {
  Catalogue,
  Conflict,
  Datasheet,
  Detachment,
  Enhancement,
  Faction,
  ImportedSource,
  SourceKind,
} from '@cogitator/engine';
import { invulnerableAgainstOf, nameKey, normaliseName } from '@cogitator/engine';
import { ConflictRecorder } from './conflicts.js';
import { contentHash } from './hash.js';
import { type Member, mergeDatasheet } from './merge-datasheet.js';
import { mergeNearNames } from './near-names.js';

/** Per item id: its source's place in precedence order, and the sources merged into it by exact key. */
interface Provenance {
  rank: Map<string, number>;
  mergedFrom: Map<string, Set<number>>;
}

/**
 * Which source's value a catalogue uses where sources disagree, first wins. Wahapedia comes first:
 * it alone has Stratagems, detachments and which datasheet may use which, and those links name its
 * datasheets; BSData fills what Wahapedia lacks; a seed page last (it is an older snapshot).
 */
export const SOURCE_PRECEDENCE: readonly SourceKind[] = ['wahapedia', 'bsdata', 'seed'];

export interface MergeOptions {
  precedence?: readonly SourceKind[];
}

/** A profile's invulnerable save restriction ("against ranged attacks only") as data, read once here. */
function typedInvulnerable(ds: Datasheet): Datasheet {
  if (!ds.profiles.some((p) => p.invulnerableSave !== null && invulnerableAgainstOf(p.invulnerableNote))) return ds;
  return {
    ...ds,
    profiles: ds.profiles.map((p) => {
      const against = p.invulnerableSave !== null ? invulnerableAgainstOf(p.invulnerableNote) : undefined;
      return against ? { ...p, invulnerableAgainst: against } : p;
    }),
  };
}

/**
 * Merge any number of imported sources into one catalogue. Datasheets merge by faction and
 * normalised name; where one source has several datasheets of that name (Space Marines' Black
 * Templars variants, Legends reissues), each pairs with the one sharing most faction keywords.
 * Pure and deterministic: the same sources give the same catalogue and hash.
 */
export function compileCatalogue(sources: readonly ImportedSource[], opts: MergeOptions = {}): Catalogue {
  const order = opts.precedence ?? SOURCE_PRECEDENCE;
  const rank = (k: SourceKind) => (order.indexOf(k) < 0 ? order.length : order.indexOf(k));
  const sorted = sources
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s.info.kind) - rank(b.s.info.kind) || a.i - b.i);
  const ordered = sorted.map((x) => x.s);

  const idMap = new Map<string, string>();
  const conflicts: Conflict[] = [];
  const factions = mergeFactions(ordered);
  const datasheets = mergeDatasheets(ordered, idMap, conflicts).map(typedInvulnerable);
  const from: Provenance = { rank: new Map(), mergedFrom: new Map() };
  const detachments = mergeDetachments(ordered, idMap, from);
  const remap = (id: string) => idMap.get(id) ?? id;
  // A detachment another source spells differently: its Enhancements are the kept detachment's.
  const detachmentName = new Map<string, string>();
  for (const d of detachments) {
    for (const n of [d.name, ...(d.aliases ?? [])]) detachmentName.set(nameKey(d.faction, n), d.name);
  }
  const canonical = (e: Enhancement) =>
    e.detachment ? (detachmentName.get(nameKey(e.faction ?? '', e.detachment)) ?? e.detachment) : e.detachment;
  const enhancements = mergeEnhancements(ordered, idMap, conflicts, canonical, from).map((e) => {
    const detachment = canonical(e);
    return {
      ...e,
      ...(detachment !== undefined ? { detachment } : {}),
      ...(e.detachmentId ? { detachmentId: remap(e.detachmentId) } : {}),
    };
  });
  // One Stratagem per faction, source and name: a seed page's copy of a Wahapedia Stratagem merges with it.
  const stratagems = mergeByKey(
    ordered,
    (s) => dedupeById(s.stratagems),
    (st) => `${normaliseName(st.faction ?? '')}|${nameKey(st.source, st.name)}`,
    idMap,
  ).map((st) => (st.detachmentId ? { ...st, detachmentId: remap(st.detachmentId) } : st));
  const dsIndex = new Map(datasheets.map((d, i) => [d.id, i]));
  const ids = (items: { id: string }[]) => new Set(items.map((x) => x.id));
  const stratagemIds = ids(stratagems);
  const enhancementIds = ids(enhancements);
  const detachmentRules = new Set(detachments.flatMap((d) => d.rules.map((r) => `${d.id}|${r.name}`)));
  /** Links grouped by datasheet in datasheet order, deduplicated, dangling ones dropped. */
  const links = <T extends { datasheet: string }>(rows: T[], key: (r: T) => string, ok: (r: T) => boolean): T[] => {
    const seen = new Set<string>();
    const kept: { r: T; i: number; n: number }[] = [];
    rows.forEach((row, n) => {
      const r = { ...row, datasheet: remap(row.datasheet) };
      const i = dsIndex.get(r.datasheet);
      const k = `${r.datasheet}|${key(r)}`;
      if (i === undefined || !ok(r) || seen.has(k)) return;
      seen.add(k);
      kept.push({ r, i, n });
    });
    return kept.sort((a, b) => a.i - b.i || a.n - b.n).map((x) => x.r);
  };

  const body: Omit<Catalogue, 'hash'> = {
    formatVersion: 1,
    sources: ordered.map((s) => s.info),
    factions,
    datasheets,
    stratagems,
    datasheetStratagems: links(
      ordered.flatMap((s) => s.datasheetStratagems.map((r) => ({ ...r, stratagem: remap(r.stratagem) }))),
      (r) => r.stratagem,
      (r) => stratagemIds.has(r.stratagem),
    ),
    detachments,
    enhancements,
    skipped: ordered.flatMap((s) => s.skipped),
    datasheetEnhancements: links(
      ordered.flatMap((s) => (s.datasheetEnhancements ?? []).map((r) => ({ ...r, enhancement: remap(r.enhancement) }))),
      (r) => r.enhancement,
      (r) => enhancementIds.has(r.enhancement),
    ),
    datasheetDetachmentRules: links(
      ordered.flatMap((s) =>
        (s.datasheetDetachmentRules ?? []).map((r) => ({ ...r, detachment: remap(r.detachment) })),
      ),
      (r) => `${r.detachment}|${r.rule}`,
      (r) => detachmentRules.has(`${r.detachment}|${r.rule}`),
    ),
    conflicts,
    warnings: ordered.flatMap((s) =>
      s.warnings.map((w) => ({
        source: s.info.kind,
        code: w.code,
        message: w.message,
        ...(w.where ? { where: w.where } : {}),
      })),
    ),
  };
  return { ...body, hash: catalogueHash(body) };
}

/** The content hash of a catalogue (its `hash` field left out), independent of top-level key order. */
export function catalogueHash(c: Omit<Catalogue, 'hash'> | Catalogue): string {
  const keys = Object.keys(c)
    .filter((k) => k !== 'hash')
    .sort();
  return contentHash(JSON.stringify(keys.map((k) => [k, (c as Record<string, unknown>)[k]])));
}

/**
 * Factions merge by name; the first source with Army Rules gives them. A later source whose rules
 * have other names and that says which detachments it prints them with (a seed page) adds them as a
 * variant for those detachments: the Leagues of Votann's Eye of the Ancestors, printed with Oathband
 * and Void Salvagers, beside the 2025 export's Prioritised Efficiency.
 */
function mergeFactions(sources: ImportedSource[]): Faction[] {
  const byName = new Map<string, Faction>();
  const names = (f: Faction) => f.rules.map((r) => normaliseName(r.name));
  for (const s of sources) {
    for (const f of s.factions) {
      const key = normaliseName(f.name);
      const have = byName.get(key);
      if (!have) byName.set(key, f);
      else if (have.rules.length === 0 && f.rules.length > 0) {
        byName.set(key, { ...have, rules: f.rules, ...(f.detachments ? { detachments: f.detachments } : {}) });
      } else if (f.detachments?.length && names(f).some((n) => !names(have).includes(n))) {
        const variants = [...(have.variants ?? [])];
        const same = variants.findIndex(
          (v) => v.rules.map((r) => normaliseName(r.name)).join('|') === names(f).join('|'),
        );
        if (same >= 0) {
          const v = variants[same]!;
          const extra = f.detachments.filter((d) => !v.detachments.some((x) => normaliseName(x) === normaliseName(d)));
          variants[same] = { ...v, detachments: [...v.detachments, ...extra] };
        } else variants.push({ detachments: f.detachments, rules: f.rules });
        byName.set(key, { ...have, variants });
      }
    }
  }
  return [...byName.values()];
}

/**
 * Detachments merge by faction, name and type. A detachment without a type from a later source (a
 * seed page does not say "Boarding Actions") merges with the faction's one detachment of that name.
 */
function mergeDetachments(sources: ImportedSource[], idMap: Map<string, string>, from: Provenance): Detachment[] {
  const typed = (d: Detachment) => `${nameKey(d.faction, d.name)}|${normaliseName(d.type ?? '')}`;
  const rank = new Map<Detachment, number>();
  sources.forEach((s, i) => {
    for (const d of s.detachments) rank.set(d, i);
  });
  const out: Detachment[] = [];
  for (const d of mergeByKey(sources, (s) => s.detachments, typed, idMap, from)) {
    const same = d.type
      ? []
      : out.filter((x) => nameKey(x.faction, x.name) === nameKey(d.faction, d.name) && rank.get(x)! < rank.get(d)!);
    const into = same.length === 1 ? same[0]! : undefined;
    if (!into) {
      out.push(d);
      continue;
    }
    for (const [k, v] of idMap) if (v === d.id) idMap.set(k, into.id);
    idMap.set(d.id, into.id);
    from.mergedFrom.set(into.id, new Set([...(from.mergedFrom.get(into.id) ?? []), rank.get(d)!]));
  }
  // "Haloscreed Battle Clade" and "Haloscreed Battleclade": one detachment, both names kept.
  return mergeNearNames(out, {
    rank: (id) => from.rank.get(id) ?? 0,
    group: (d) => `${normaliseName(d.faction)}|${normaliseName(d.type ?? '')}`,
    mergedFrom: (id) => from.mergedFrom.get(id),
    idMap,
  });
}

function mergeDatasheets(sources: ImportedSource[], idMap: Map<string, string>, conflicts: Conflict[]): Datasheet[] {
  const clusters = new Map<string, Member[][]>();
  const all: Member[][] = [];
  for (const s of sources) {
    for (const ds of s.datasheets) {
      const key = nameKey(ds.faction, ds.name);
      const group = clusters.get(key) ?? [];
      if (!group.length) clusters.set(key, group);
      const free = group.filter((c) => !c.some((m) => m.source === s.info.kind));
      let best: Member[] | undefined;
      let bestScore = -1;
      for (const c of free) {
        const score = datasheetAffinity(c[0]!.datasheet, ds);
        if (score > bestScore) [best, bestScore] = [c, score];
      }
      const member = { source: s.info.kind, datasheet: ds };
      if (best) best.push(member);
      else {
        const c = [member];
        group.push(c);
        all.push(c);
      }
    }
  }
  return all.map((members) => {
    const { datasheet, conflicts: found } = mergeDatasheet(members);
    for (const m of members) idMap.set(m.datasheet.id, datasheet.id);
    conflicts.push(...found);
    return datasheet;
  });
}

/**
 * How alike two same-named datasheets of two sources are: shared faction keywords, and the same
 * Legends status. Pairs them where a name is not enough (Black Templars variants, Legends reissues).
 */
export function datasheetAffinity(a: Datasheet, b: Datasheet): number {
  const fa = new Set(a.factionKeywords.map(normaliseName));
  const fb = b.factionKeywords.map(normaliseName);
  const shared = fb.filter((k) => fa.has(k)).length;
  const union = new Set([...fa, ...fb]).size || 1;
  return shared / union + (Boolean(a.legends) === Boolean(b.legends) ? 0.5 : 0);
}

function mergeByKey<T extends { id: string }>(
  sources: ImportedSource[],
  get: (s: ImportedSource) => T[],
  key: (t: T) => string,
  idMap: Map<string, string>,
  from?: Provenance,
): T[] {
  const byKey = new Map<string, T>();
  const out: T[] = [];
  for (const [i, s] of sources.entries()) {
    const seen = new Set<string>();
    for (const item of get(s)) {
      from?.rank.set(item.id, i);
      let k = key(item);
      // Two items of one source never merge with each other (Chaos Daemons has two "Daemonic Incursion").
      if (seen.has(k)) k = `${k}|${item.id}`;
      seen.add(k);
      const have = byKey.get(k);
      if (have) {
        idMap.set(item.id, have.id);
        from?.mergedFrom.set(have.id, new Set([...(from.mergedFrom.get(have.id) ?? []), i]));
      } else {
        byKey.set(k, item);
        out.push(item);
      }
    }
  }
  return out;
}

function mergeEnhancements(
  sources: ImportedSource[],
  idMap: Map<string, string>,
  conflicts: Conflict[],
  detachment: (e: Enhancement) => string | undefined,
  from: Provenance,
): Enhancement[] {
  const first = new Map<string, { e: Enhancement; source: SourceKind }[]>();
  const key = (e: Enhancement) => `${nameKey(e.faction ?? '', e.name)}|${normaliseName(detachment(e) ?? '')}`;
  const exact = mergeByKey(sources, (s) => s.enhancements, key, idMap, from);
  // "The Ephemeral Tome" and "Ephemeral Tome" (same faction, detachment and points): one, both names kept.
  const out = mergeNearNames(exact, {
    rank: (id) => from.rank.get(id) ?? 0,
    group: (e) => `${normaliseName(e.faction ?? '')}|${normaliseName(detachment(e) ?? '')}`,
    mergedFrom: (id) => from.mergedFrom.get(id),
    compatible: (a, b) => a.points === b.points,
    idMap,
  });
  for (const s of sources) {
    for (const e of s.enhancements) {
      const list = first.get(key(e)) ?? [];
      if (!list.some((x) => x.source === s.info.kind)) list.push({ e, source: s.info.kind });
      first.set(key(e), list);
    }
  }
  for (const list of first.values()) {
    if (list.length < 2) continue;
    const e0 = list[0]!.e;
    const rec = new ConflictRecorder(e0.faction ?? '', `Enhancement: ${e0.name}`);
    rec.pick(
      'points',
      list.map((x) => ({ source: x.source, value: x.e.points })),
    );
    conflicts.push(...rec.conflicts);
  }
  return out;
}

function dedupeById<T extends { id: string }>(items: T[]): T[] {
  return dedupeBy(items, (t) => t.id);
}

function dedupeBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => {
    const k = key(t);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
