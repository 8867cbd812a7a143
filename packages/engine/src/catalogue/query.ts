import type { Catalogue, CatalogueQuery, SearchHit } from '../model/catalogue.js';
import type { Datasheet } from '../model/datasheet.js';
import type { Detachment, Enhancement, Faction, Stratagem } from '../model/stratagem.js';
import { type Prepared, prepare } from '../names/fuzzy.js';
import { type NameIndex, nameIndex, scoreAll } from '../names/name-index.js';
import { normaliseName } from '../names/normalise.js';
import { storedLinks } from './links.js';

/** Search hits scoring below this are not shown. */
export const SEARCH_THRESHOLD = 0.55;

type SearchEntry = { hit: Omit<SearchHit, 'score'>; prepared: Prepared; datasheet?: Datasheet };

interface Indexes {
  byId: Map<string, Datasheet>;
  byName: Map<string, Datasheet[]>;
  factions: Map<string, Faction>;
  stratagems: Map<string, Stratagem>;
  coreStratagems: Stratagem[];
  dsStratagems: Map<string, string[]>;
  enhancements: Map<string, Enhancement>;
  dsEnhancements: Map<string, string[]>;
  hasEnhancementLinks: boolean;
  /** Detachment Stratagems no source links to a datasheet, by normalised faction name. */
  unlinkedStratagems: Map<string, Stratagem[]>;
  search: { entries: SearchEntry[]; names: NameIndex } | undefined;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Read access to a compiled catalogue. Indexes are built once, on first use; name look-ups are then
 * map reads (normalised: case, punctuation and diacritics do not matter).
 */
export function createCatalogueQuery(catalogue: Catalogue): CatalogueQuery {
  let ix: Indexes | undefined;
  const index = (): Indexes => {
    if (ix) return ix;
    const byId = new Map<string, Datasheet>();
    const byName = new Map<string, Datasheet[]>();
    for (const ds of catalogue.datasheets) {
      byId.set(ds.id, ds);
      for (const other of ds.otherIds ?? []) byId.set(other, ds);
      push(byName, normaliseName(ds.name), ds);
    }
    const factions = new Map<string, Faction>();
    for (const f of catalogue.factions) {
      factions.set(normaliseName(f.name), f);
      factions.set(f.id, f);
    }
    const dsStratagems = new Map<string, string[]>();
    const dsEnhancements = new Map<string, string[]>();
    const stored = storedLinks(catalogue);
    if (stored) {
      // A loaded catalogue: read its per-datasheet indexes rather than build 96,000 link pairs.
      stored.datasheetIds.forEach((id, i) => {
        const s = stored.links.stratagems[i]!;
        if (s.length)
          dsStratagems.set(
            id,
            s.map((j) => stored.stratagemIds[j]!),
          );
        const e = stored.links.enhancements[i]!;
        if (e.length)
          dsEnhancements.set(
            id,
            e.map((j) => stored.enhancementIds[j]!),
          );
      });
    } else {
      for (const l of catalogue.datasheetStratagems) push(dsStratagems, l.datasheet, l.stratagem);
      for (const l of catalogue.datasheetEnhancements ?? []) push(dsEnhancements, l.datasheet, l.enhancement);
    }
    const hasEnhancementLinks = dsEnhancements.size > 0;
    const linkedIds = new Set([...dsStratagems.values()].flat());
    const unlinkedStratagems = new Map<string, Stratagem[]>();
    for (const s of catalogue.stratagems) {
      if (!s.detachment || !s.faction || linkedIds.has(s.id)) continue;
      push(unlinkedStratagems, normaliseName(s.faction), s);
    }
    ix = {
      byId,
      byName,
      factions,
      stratagems: new Map(catalogue.stratagems.map((s) => [s.id, s])),
      coreStratagems: catalogue.stratagems.filter((s) => s.source === 'Core'),
      dsStratagems,
      enhancements: new Map(catalogue.enhancements.map((e) => [e.id, e])),
      dsEnhancements,
      hasEnhancementLinks,
      unlinkedStratagems,
      search: undefined,
    };
    return ix;
  };

  const factionName = (nameOrId: string): string | undefined => {
    const f = index().factions.get(nameOrId) ?? index().factions.get(normaliseName(nameOrId));
    return f?.name;
  };

  /**
   * Datasheets of a faction: those whose faction it is; failing that, those with it as a faction
   * keyword ("Black Templars" within Space Marines). Genestealer Cults' Munitorum Servitors carry the
   * ASTRA MILITARUM keyword, but "Astra Militarum" means the Astra Militarum ones.
   */
  const inFaction = (list: Datasheet[], faction: string): Datasheet[] => {
    const key = normaliseName(factionName(faction) ?? faction);
    const own = list.filter((ds) => normaliseName(ds.faction) === key);
    return own.length ? own : list.filter((ds) => ds.factionKeywords.some((k) => normaliseName(k) === key));
  };

  const searchIndex = () => {
    const i = index();
    if (i.search) return i.search;
    const entries: SearchEntry[] = [];
    for (const ds of catalogue.datasheets) {
      entries.push({
        hit: { kind: 'datasheet', id: ds.id, name: ds.name, faction: ds.faction },
        prepared: prepare(ds.name),
        datasheet: ds,
      });
    }
    for (const f of catalogue.factions)
      entries.push({ hit: { kind: 'faction', id: f.id, name: f.name }, prepared: prepare(f.name) });
    for (const d of catalogue.detachments) {
      // Other sources' spellings find it too (the hit keeps the catalogue's name).
      for (const n of [d.name, ...(d.aliases ?? [])]) {
        entries.push({ hit: { kind: 'detachment', id: d.id, name: d.name, faction: d.faction }, prepared: prepare(n) });
      }
    }
    const hitOf = (kind: 'stratagem' | 'enhancement', x: Stratagem | Enhancement): Omit<SearchHit, 'score'> => ({
      kind,
      id: x.id,
      name: x.name,
      ...(x.faction ? { faction: x.faction } : {}),
      ...(x.detachment ? { detachment: x.detachment } : {}),
    });
    for (const s of catalogue.stratagems) entries.push({ hit: hitOf('stratagem', s), prepared: prepare(s.name) });
    for (const e of catalogue.enhancements) {
      for (const n of [e.name, ...(e.aliases ?? [])])
        entries.push({ hit: hitOf('enhancement', e), prepared: prepare(n) });
    }
    i.search = { entries, names: nameIndex(entries.map((e) => e.prepared)) };
    return i.search;
  };

  const rank = (words: string, kinds: Set<SearchHit['kind']> | null, limit: number) => {
    const q = prepare(words);
    const { entries, names } = searchIndex();
    const scores = scoreAll(names, q);
    const scored: { entry: SearchEntry; score: number }[] = [];
    for (let n = 0; n < entries.length; n++) {
      const entry = entries[n]!;
      if (kinds && !kinds.has(entry.hit.kind)) continue;
      const s = scores[n]!;
      if (s >= SEARCH_THRESHOLD) scored.push({ entry, score: s });
    }
    scored.sort((a, b) => b.score - a.score || a.entry.hit.name.localeCompare(b.entry.hit.name));
    // An item found by its name and by an alias is one hit (its best score).
    const seen = new Set<string>();
    return scored
      .filter(
        (r) => !seen.has(`${r.entry.hit.kind}|${r.entry.hit.id}`) && seen.add(`${r.entry.hit.kind}|${r.entry.hit.id}`),
      )
      .slice(0, limit);
  };

  return {
    catalogue,
    factions: () => catalogue.factions,
    findDatasheets(name, faction) {
      const found = index().byName.get(normaliseName(name)) ?? [];
      return faction ? inFaction(found, faction) : found;
    },
    datasheetById: (id) => index().byId.get(id),
    search(words, limit = 10) {
      return rank(words, new Set(['datasheet']), limit).map((r) => ({ datasheet: r.entry.datasheet!, score: r.score }));
    },
    searchAll(words, limit = 20) {
      return rank(words, null, limit).map((r) => ({ ...r.entry.hit, score: r.score }));
    },
    detachments(faction) {
      const name = normaliseName(factionName(faction) ?? faction);
      return catalogue.detachments.filter((d: Detachment) => normaliseName(d.faction) === name);
    },
    enhancements(faction, detachment) {
      const name = normaliseName(factionName(faction) ?? faction);
      const det = detachment === undefined ? undefined : normaliseName(detachment);
      return catalogue.enhancements.filter(
        (e) =>
          normaliseName(e.faction ?? '') === name &&
          (det === undefined || normaliseName(e.detachment ?? '') === det || e.detachmentId === detachment),
      );
    },
    stratagemsFor(datasheetId) {
      const i = index();
      const ds = i.byId.get(datasheetId);
      if (!ds) return [];
      const linked = (i.dsStratagems.get(ds.id) ?? []).map((id) => i.stratagems.get(id)).filter((s) => s !== undefined);
      // A datasheet without links (a source that has none) gets the Core Stratagems every unit may use;
      // detachment Stratagems no source links (a seed page's) go to every datasheet of their faction.
      const unlinked = i.unlinkedStratagems.get(normaliseName(ds.faction)) ?? [];
      return [...(linked.length > 0 ? linked : i.coreStratagems), ...unlinked];
    },
    faction(nameOrId) {
      return index().factions.get(nameOrId) ?? index().factions.get(normaliseName(nameOrId));
    },
    enhancementsFor(datasheetId) {
      const i = index();
      const ds = i.byId.get(datasheetId);
      if (!ds) return [];
      const linked = i.dsEnhancements.get(ds.id);
      if (linked) return linked.map((id) => i.enhancements.get(id)).filter((e) => e !== undefined);
      if (i.hasEnhancementLinks) return [];
      // No links in the catalogue at all: Enhancements go to CHARACTER models of the faction.
      if (!ds.keywords.some((k) => normaliseName(k) === 'character')) return [];
      const name = normaliseName(ds.faction);
      return catalogue.enhancements.filter((e) => normaliseName(e.faction ?? '') === name);
    },
  };
}
