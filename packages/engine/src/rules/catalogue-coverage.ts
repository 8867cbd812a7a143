import type { CatalogueQuery } from '../model/catalogue.js';
import type { Faction, Stratagem } from '../model/stratagem.js';
import { normaliseName } from '../names/normalise.js';
import { bindPrinted, type PrintedRule } from './binding.js';
import type { CoverageRow } from './coverage.js';
import { UNBOUND_SUPPORT } from './instances.js';
import type { RuleSupport } from './registry.js';

/**
 * Coverage of a catalogue's army rules: one row for every datasheet ability, faction rule, detachment
 * rule, Stratagem and Enhancement, with the support of the registry definition it binds to
 * (rules/binding.ts), or `manual` where none does. Generated, never written by hand.
 */
export interface CatalogueCoverageRow extends CoverageRow {
  faction: string;
  /** The detachment (detachment rules, Stratagems, Enhancements) or the datasheet (its abilities). */
  detachment?: string;
  datasheet?: string;
  /** The registry definition's id, where one binds. */
  rule?: string;
  /** The definition binding it was compiled from the printed text (rules/text), not written by hand. */
  compiled?: true;
}

export interface CatalogueCoverageOptions {
  /** Only this faction (name or id); every faction when absent. */
  faction?: string;
  /** Only this detachment's rules, Stratagems and Enhancements (the faction's datasheets all). */
  detachment?: string;
  /** A Stratagem's support where the registry has no definition for it (the game's Stratagem table). */
  stratagemSupport?: (s: Stratagem) => RuleSupport | undefined;
}

function row(
  p: PrintedRule,
  group: string,
  base: Omit<CatalogueCoverageRow, 'group' | 'name' | 'calculator' | 'game' | 'lists'>,
  fallback?: RuleSupport,
): CatalogueCoverageRow {
  const def = bindPrinted(p);
  const s = def?.support ?? fallback ?? UNBOUND_SUPPORT;
  return {
    group,
    name: p.name,
    ...base,
    calculator: s.calculator,
    game: s.game,
    lists: s.lists ?? 'n/a',
    ...(s.note ? { note: s.note } : {}),
    ...(def ? { rule: def.id } : {}),
    ...(def?.compiled ? { compiled: true as const } : {}),
  };
}

/** A faction's Army Rules in every published version the catalogue holds, each wording once. */
function armyRules(f: Faction): { name: string; text: string }[] {
  const seen = new Set<string>();
  return [...f.rules, ...(f.variants ?? []).flatMap((v) => v.rules)].filter((r) => {
    const k = `${normaliseName(r.name)}|${normaliseName(r.text)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function catalogueCoverage(q: CatalogueQuery, opts: CatalogueCoverageOptions = {}): CatalogueCoverageRow[] {
  const want = opts.faction ? q.faction(opts.faction) : undefined;
  if (opts.faction && !want) return [];
  const factions = want ? [want] : q.factions();
  const inDetachment = (d: string | undefined) =>
    !opts.detachment || normaliseName(d ?? '') === normaliseName(opts.detachment);
  const out: CatalogueCoverageRow[] = [];
  for (const f of factions) {
    const faction = f.name;
    for (const r of armyRules(f))
      out.push(row({ kind: 'faction', faction, name: r.name, text: r.text }, 'Faction rule', { faction }));
    for (const d of q.detachments(faction)) {
      if (!inDetachment(d.name)) continue;
      for (const r of d.rules)
        out.push(
          row({ kind: 'detachment', faction, within: d.name, name: r.name, text: r.text }, 'Detachment rule', {
            faction,
            detachment: d.name,
          }),
        );
    }
    for (const s of q.catalogue.stratagems) {
      if (normaliseName(s.faction ?? '') !== normaliseName(faction) || !inDetachment(s.detachment ?? s.source))
        continue;
      const p: PrintedRule = {
        kind: 'stratagem',
        faction,
        within: s.detachment ?? s.source,
        name: s.name,
        ...(s.text ? { text: s.text } : {}),
      };
      out.push(row(p, 'Stratagem', { faction, detachment: s.detachment ?? s.source }, opts.stratagemSupport?.(s)));
    }
    for (const e of q.enhancements(faction)) {
      if (!inDetachment(e.detachment)) continue;
      const p: PrintedRule = {
        kind: 'enhancement',
        faction,
        within: e.detachment ?? '',
        name: e.name,
        ...(e.text ? { text: e.text } : {}),
      };
      out.push(row(p, 'Enhancement', { faction, ...(e.detachment ? { detachment: e.detachment } : {}) }));
    }
    for (const ds of q.catalogue.datasheets) {
      if (ds.faction !== faction) continue;
      for (const a of [...ds.abilities.datasheet, ...ds.abilities.wargear])
        out.push(
          row({ kind: 'datasheet', faction, within: ds.name, name: a.name, text: a.text }, 'Datasheet ability', {
            faction,
            datasheet: ds.name,
          }),
        );
    }
  }
  return out;
}
