import type { Catalogue } from '../../model/catalogue.js';
import type { StoredCompiledRules } from '../../model/compiled-rules.js';
import { ruleTextKey } from '../text-key.js';
import { compileAbility, compileStratagem } from './compile.js';
import type { PhraseContext } from './phrase.js';
import type { Compiled, RuleTextKind } from './types.js';
import { RULES_COMPILER } from './version.js';

/**
 * The catalogue's rule texts, each compiled: Stratagems, detachment rules, Enhancements and
 * datasheet abilities. Pure (the texts come from the catalogue); `data import` stores the result and
 * `cogitator data rules --report` sums it up.
 */
export interface CompiledText {
  kind: RuleTextKind;
  /** The catalogue entry's id (a Stratagem's, an Enhancement's; a detachment's or datasheet's for their rules). */
  id: string;
  /** The rule's name. */
  name: string;
  faction: string;
  /** The detachment, for detachment rules, Stratagems and Enhancements of one. */
  detachment?: string;
  /** The datasheet, for datasheet abilities. */
  datasheet?: string;
  /** A Stratagem's source ("Core", "Boarding Actions", the detachment's name). */
  source?: string;
  /** Battle Tactic, Strategic Ploy... for Stratagems. */
  category?: string;
  /** A Stratagem's CP cost. */
  cp?: number;
  /** The key of the text it was read from (rules/text-key.ts; a Stratagem's four parts joined). */
  textKey: string;
  compiled: Compiled;
}

/** Every keyword the catalogue's datasheets carry, upper case: the compiler splits keyword runs by them. */
export function catalogueKeywords(c: Pick<Catalogue, 'datasheets' | 'factions'>): Set<string> {
  const out = new Set<string>();
  for (const d of c.datasheets) {
    for (const k of d.keywords) out.add(k.toUpperCase().replace(/’/g, "'"));
    for (const k of d.factionKeywords ?? []) out.add(k.toUpperCase().replace(/’/g, "'"));
    for (const f of d.abilities.faction) out.add(f.toUpperCase());
    for (const m of d.modelKeywords) for (const k of m.keywords) out.add(k.toUpperCase().replace(/’/g, "'"));
  }
  for (const f of c.factions) out.add(f.name.toUpperCase().replace(/’/g, "'"));
  return out;
}

/** What compileCatalogue reads: a catalogue, or one source's import. */
export type RuleTexts = Pick<Catalogue, 'stratagems' | 'detachments' | 'enhancements' | 'datasheets' | 'factions'>;

/** Compile every rule text of a catalogue (Wahapedia's texts; other sources' copies are skipped). */
export function compileCatalogue(
  c: RuleTexts,
  ctx: PhraseContext = { keywords: catalogueKeywords(c) },
): CompiledText[] {
  const out: CompiledText[] = [];
  for (const s of c.stratagems) {
    if (!s.parts) continue;
    out.push({
      kind: 'stratagem',
      id: s.id,
      name: s.name,
      faction: s.faction ?? 'Core',
      ...(s.detachment ? { detachment: s.detachment } : {}),
      source: s.source,
      category: s.category,
      cp: s.cp,
      textKey: ruleTextKey(stratagemText(s.parts)),
      compiled: compileStratagem(s.parts, ctx),
    });
  }
  for (const d of c.detachments) {
    if (!d.id.startsWith('wahapedia:')) continue;
    for (const r of d.rules)
      out.push({
        kind: 'detachment-rule',
        id: d.id,
        name: r.name,
        faction: d.faction,
        detachment: d.name,
        textKey: ruleTextKey(r.text),
        compiled: compileAbility(r.text, ctx),
      });
  }
  for (const e of c.enhancements) {
    if (!e.text || !e.id.startsWith('wahapedia:')) continue;
    out.push({
      kind: 'enhancement',
      id: e.id,
      name: e.name,
      faction: e.faction ?? '',
      ...(e.detachment ? { detachment: e.detachment } : {}),
      textKey: ruleTextKey(e.text),
      compiled: compileAbility(e.text, ctx),
    });
  }
  for (const ds of c.datasheets) {
    for (const a of ds.abilities.datasheet) {
      if (!a.text) continue;
      out.push({
        kind: 'datasheet-ability',
        id: ds.id,
        name: a.name,
        faction: ds.faction,
        datasheet: ds.name,
        textKey: ruleTextKey(a.text),
        compiled: compileAbility(a.text, ctx),
      });
    }
  }
  return out;
}

export interface Share {
  compiled: number;
  total: number;
}

export interface CorpusReport {
  /** Per kind of text. */
  kinds: Record<RuleTextKind, Share>;
  /** Stratagems of the Battle Tactic category. */
  battleTactics: Share;
  /** Per faction, all kinds together. */
  factions: Record<string, Share>;
  /** The clauses not understood, most frequent first (each text counts its first such clause). */
  unknown: { clause: string; count: number }[];
  /** How many texts use each phrase (compiled or not). */
  phrases: Record<string, number>;
}

const share = (): Share => ({ compiled: 0, total: 0 });
const add = (s: Share, ok: boolean) => {
  s.total++;
  if (ok) s.compiled++;
};

/** Sum up compiled texts: shares per kind and faction, the Battle Tactic share, the top clauses not understood. */
export function corpusReport(texts: readonly CompiledText[], top = 10): CorpusReport {
  const kinds: CorpusReport['kinds'] = {
    stratagem: share(),
    'detachment-rule': share(),
    enhancement: share(),
    'datasheet-ability': share(),
  };
  const battleTactics = share();
  const factions: Record<string, Share> = {};
  const unknown = new Map<string, number>();
  const phrases: Record<string, number> = {};
  for (const t of texts) {
    const ok = t.compiled.status === 'compiled';
    add(kinds[t.kind], ok);
    if (t.kind === 'stratagem' && t.category === 'Battle Tactic') add(battleTactics, ok);
    factions[t.faction] ??= share();
    add(factions[t.faction] as Share, ok);
    if (t.compiled.status === 'manual') {
      const key = t.compiled.unknown.replace(/\d+/g, 'N').replace(/\b[A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+)*\b/g, 'KEYWORD');
      unknown.set(key, (unknown.get(key) ?? 0) + 1);
    }
    for (const p of new Set(t.compiled.phrases)) phrases[p] = (phrases[p] ?? 0) + 1;
  }
  const sortedFactions = Object.fromEntries(Object.entries(factions).sort(([a], [b]) => a.localeCompare(b)));
  return {
    kinds,
    battleTactics,
    factions: sortedFactions,
    unknown: [...unknown.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, top)
      .map(([clause, count]) => ({ clause, count })),
    phrases,
  };
}

/** A Stratagem's four parts as one text (its text key's input). */
export function stratagemText(p: { when: string; target: string; effect: string; restrictions?: string }): string {
  return [p.when, p.target, p.effect, p.restrictions ?? ''].join('\n');
}

/** What `data import` stores: every rule text compiled, with the compiler version. */
export function compileCatalogueRules(c: RuleTexts): StoredCompiledRules {
  return { compiler: RULES_COMPILER, texts: compileCatalogue(c) };
}

/** The compiled rules stored in the catalogue, when this compiler version stored them. */
export function storedCompiledTexts(c: Pick<Catalogue, 'compiledRules'>): readonly CompiledText[] | undefined {
  return c.compiledRules?.compiler === RULES_COMPILER ? c.compiledRules.texts : undefined;
}

/**
 * The catalogue's rule texts, compiled: as stored at `data import`, else compiled now (a catalogue
 * imported before the compiler or by another version of it; about 0.3 s of CPU for the 2025-11 export).
 */
export function compiledTexts(c: Catalogue): readonly CompiledText[] {
  return storedCompiledTexts(c) ?? compileCatalogue(c);
}
