import { type Datasheet, type ImportedSource, InputError } from '@cogitator/engine';
import { htmlToText } from '../text/html.js';
import type { AbilityDef } from './abilities.js';
import { ImportContext } from './context.js';
import { type Children, datasheetOf } from './datasheets.js';
import { detachmentsOf } from './detachments.js';
import { checkEdition } from './edition.js';
import { stratagemOf } from './stratagems.js';
import { type ExportTexts, groupBy, parseTables, type Tables } from './tables.js';

export interface ImportOptions {
  /** The directory, as given (recorded in the source info and error messages). */
  path: string;
  /** Content hash of the files read. */
  hash: string;
  onProgress?: (message: string) => void;
}

/** The snapshot date (yyyy-mm-dd) from Last_update.csv ("2025-11-14 19:35:22"). */
export function snapshotOf(t: Tables): string {
  const row = t.lastUpdate.rows[0];
  const text = row?.get('last_update').trim() ?? '';
  const m = /^(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12 || Number(m[3]) < 1 || Number(m[3]) > 31) {
    throw new InputError(`expected a date "yyyy-mm-dd hh:mm:ss" but found "${text}"`, {
      source: t.lastUpdate.file,
      line: row?.line ?? 2,
      field: 'last_update',
    });
  }
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/**
 * Import a Wahapedia export from its files' texts (no I/O: `importWahapedia` reads the directory).
 * Throws InputError for a missing file or column, a malformed row, or an edition other than 10th.
 */
export function importWahapediaTexts(texts: ExportTexts, opts: ImportOptions): ImportedSource {
  const progress = opts.onProgress ?? (() => {});
  const early: ImportContext['warnings'] = [];
  progress('parsing files');
  const t = parseTables(texts, opts.path, early);
  checkEdition(t);
  const ctx = new ImportContext(snapshotOf(t));
  ctx.warnings.push(...early);

  const factionNames = new Map(t.factions.rows.map((r) => [r.get('id').trim(), htmlToText(r.get('name'))]));
  const factionName = (id: string) => factionNames.get(id);
  const abilityDefs = new Map<string, AbilityDef>();
  const factionRules = new Map<string, { name: string; text: string }[]>();
  for (const r of t.abilities.rows) {
    const def = { name: htmlToText(r.get('name')), text: htmlToText(r.get('description')) };
    abilityDefs.set(r.get('id').trim(), def);
    const f = r.get('faction_id').trim();
    if (f) factionRules.set(f, [...(factionRules.get(f) ?? []), def]);
  }
  const factions = t.factions.rows.map((r) => ({
    id: `wahapedia:${r.get('id').trim()}`,
    name: htmlToText(r.get('name')),
    rules: factionRules.get(r.get('id').trim()) ?? [],
  }));
  const publications = new Map(t.source.rows.map((r) => [r.get('id').trim(), htmlToText(r.get('name'))]));

  progress('datasheets');
  const children: Children = {
    models: groupBy(t.models, 'datasheet_id'),
    wargear: groupBy(t.wargear, 'datasheet_id'),
    abilities: groupBy(t.datasheetAbilities, 'datasheet_id'),
    keywords: groupBy(t.keywords, 'datasheet_id'),
    costs: groupBy(t.costs, 'datasheet_id'),
    options: groupBy(t.options, 'datasheet_id'),
    composition: groupBy(t.composition, 'datasheet_id'),
  };
  const datasheets: Datasheet[] = [];
  const byRawId = new Map<string, Datasheet>();
  const allIds = new Set<string>();
  for (const row of t.datasheets.rows) {
    const rawId = row.get('id').trim();
    const name = htmlToText(row.get('name')) || `datasheet ${rawId}`;
    allIds.add(rawId);
    const skip = (reason: string) => ctx.skipped.push({ what: 'datasheet', id: `wahapedia:${rawId}`, name, reason });
    const faction = factionName(row.get('faction_id').trim());
    if (!faction) {
      skip(`faction id "${row.get('faction_id')}" is not in Factions.csv`);
      continue;
    }
    if (!children.models.get(rawId)?.length) {
      const virtual = row.get('virtual').trim().toLowerCase() === 'true';
      skip(virtual ? 'virtual datasheet (not for army lists) with no model profiles' : 'no model profiles');
      continue;
    }
    const ds = datasheetOf(ctx, {
      row,
      faction,
      publication: publications.get(row.get('source_id').trim()),
      children,
      abilityDefs,
    });
    datasheets.push(ds);
    byRawId.set(rawId, ds);
  }
  reportOrphans(ctx, t, allIds);
  linkLeaders(ctx, t, byRawId);

  progress('stratagems, detachments, enhancements');
  const stratagems = t.stratagems.rows.map((r) => stratagemOf(ctx, r, factionName));
  const rawIds = (ids: string[]) => new Map(ids.map((id) => [id.slice('wahapedia:'.length), id]));
  const stratagemIds = rawIds(stratagems.map((s) => s.id));
  const { detachments, enhancements, rules } = detachmentsOf(ctx, t, factionName);
  const enhancementIds = rawIds(enhancements.map((e) => e.id));
  // Link tables are large (74,000 rows): look ids up by their raw form and reuse the id strings.
  const link = (table: Tables[keyof Tables], column: string, known: Map<string, string>) => {
    const out: { datasheet: string; target: string }[] = [];
    for (const r of table.rows) {
      const ds = byRawId.get(r.get('datasheet_id').trim());
      if (!ds) continue;
      const target = known.get(r.get(column).trim());
      if (target) out.push({ datasheet: ds.id, target });
      else ctx.warn('unknown', `${ds.name}: ${column} ${r.get(column)} is not defined`, table.file, r, column);
    }
    return out;
  };
  return {
    info: { kind: 'wahapedia', path: opts.path, snapshot: ctx.snapshot, edition: '10e', hash: opts.hash },
    factions,
    datasheets,
    stratagems,
    datasheetStratagems: link(t.datasheetStratagems, 'stratagem_id', stratagemIds).map((l) => ({
      datasheet: l.datasheet,
      stratagem: l.target,
    })),
    detachments,
    enhancements,
    skipped: ctx.skipped,
    datasheetEnhancements: link(t.datasheetEnhancements, 'enhancement_id', enhancementIds).map((l) => ({
      datasheet: l.datasheet,
      enhancement: l.target,
    })),
    datasheetDetachmentRules: t.datasheetDetachmentAbilities.rows.flatMap((r) => {
      const ds = byRawId.get(r.get('datasheet_id').trim());
      const rule = rules.get(r.get('detachment_ability_id').trim());
      if (!ds) return [];
      if (!rule) {
        ctx.warn(
          'unknown',
          `${ds.name}: detachment rule ${r.get('detachment_ability_id')} is not defined`,
          t.datasheetDetachmentAbilities.file,
          r,
          'detachment_ability_id',
        );
        return [];
      }
      return [{ datasheet: ds.id, detachment: rule.detachment, rule: rule.rule }];
    }),
    warnings: ctx.warnings,
    printed: ctx.printed,
  };
}

/** Rows of the per-datasheet files whose datasheet id is not in Datasheets.csv: one warning per file. */
function reportOrphans(ctx: ImportContext, t: Tables, ids: Set<string>): void {
  const perDatasheet = [
    t.models,
    t.wargear,
    t.datasheetAbilities,
    t.keywords,
    t.costs,
    t.options,
    t.composition,
    t.datasheetStratagems,
    t.datasheetEnhancements,
    t.datasheetDetachmentAbilities,
  ];
  for (const table of perDatasheet) {
    const orphans = table.rows.filter((r) => !ids.has(r.get('datasheet_id').trim()));
    if (!orphans.length) continue;
    const distinct = [...new Set(orphans.map((r) => r.get('datasheet_id').trim()))];
    ctx.warn(
      'unknown',
      `${orphans.length} rows name ${distinct.length} datasheet ids that are not in Datasheets.csv (${distinct.slice(0, 5).join(', ')}${distinct.length > 5 ? ', ...' : ''}); left out`,
      table.file,
      orphans[0],
      'datasheet_id',
    );
  }
}

function linkLeaders(ctx: ImportContext, t: Tables, byRawId: Map<string, Datasheet>): void {
  for (const row of t.leaders.rows) {
    const leader = byRawId.get(row.get('leader_id').trim());
    const unit = byRawId.get(row.get('attached_id').trim());
    if (!leader || !unit) {
      ctx.warn(
        'unknown',
        `leader link ${row.get('leader_id')} -> ${row.get('attached_id')} names a datasheet not imported`,
        t.leaders.file,
        row,
      );
      continue;
    }
    if (!leader.leads.includes(unit.name)) leader.leads.push(unit.name);
    if (!unit.ledBy.includes(leader.name)) unit.ledBy.push(leader.name);
  }
}
