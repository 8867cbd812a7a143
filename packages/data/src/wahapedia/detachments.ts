import type { Detachment, Enhancement, NamedText } from '@cogitator/engine';
import { htmlToText } from '../text/html.js';
import type { ImportContext } from './context.js';
import type { Tables } from './tables.js';

export interface DetachmentResult {
  detachments: Detachment[];
  enhancements: Enhancement[];
  /** Detachment rule id (raw) -> detachment id (prefixed) and rule name. */
  rules: Map<string, { detachment: string; rule: string }>;
}

/** Detachments with their rules (Detachment_abilities.csv), and Enhancements. */
export function detachmentsOf(
  ctx: ImportContext,
  t: Tables,
  factionName: (id: string) => string | undefined,
): DetachmentResult {
  const provenance = (file: string, line: number) => ({
    kind: 'wahapedia' as const,
    ref: `${file}:${line}`,
    ...(ctx.snapshot ? { snapshot: ctx.snapshot } : {}),
  });
  const rulesOf = new Map<string, NamedText[]>();
  const ruleIndex = new Map<string, { detachment: string; rule: string }>();
  const known = new Set(t.detachments.rows.map((r) => r.get('id').trim()));
  for (const row of t.detachmentAbilities.rows) {
    const det = row.get('detachment_id').trim();
    const name = htmlToText(row.get('name'));
    if (!known.has(det)) {
      ctx.warn(
        'unknown',
        `detachment rule "${name}": detachment id ${det} is not in Detachments.csv; left out`,
        t.detachmentAbilities.file,
        row,
        'detachment_id',
      );
      continue;
    }
    const list = rulesOf.get(det) ?? [];
    list.push({ name, text: htmlToText(row.get('description')) });
    rulesOf.set(det, list);
    ruleIndex.set(row.get('id').trim(), { detachment: `wahapedia:${det}`, rule: name });
  }
  const detachments: Detachment[] = [];
  for (const row of t.detachments.rows) {
    const id = row.get('id').trim();
    const name = htmlToText(row.get('name'));
    const faction = factionName(row.get('faction_id').trim());
    if (!faction) {
      ctx.skipped.push({
        what: 'detachment',
        id: `wahapedia:${id}`,
        name,
        reason: `faction id "${row.get('faction_id')}" is not in Factions.csv`,
      });
      continue;
    }
    const type = htmlToText(row.get('type'));
    detachments.push({
      id: `wahapedia:${id}`,
      name,
      faction,
      rules: rulesOf.get(id) ?? [],
      ...(type ? { type } : {}),
      provenance: provenance(t.detachments.file, row.line),
    });
  }
  const enhancements: Enhancement[] = [];
  for (const row of t.enhancements.rows) {
    const id = `wahapedia:${row.get('id').trim()}`;
    const name = htmlToText(row.get('name'));
    const cost = /^\+?\s*(\d+)$/.exec(row.get('cost').trim());
    if (!cost) {
      ctx.skipped.push({
        what: 'enhancement',
        id,
        name,
        reason: `cost "${row.get('cost')}" is not a number of points`,
      });
      ctx.warn(
        'skipped',
        `${name}: cost "${row.get('cost')}" is not a number of points`,
        t.enhancements.file,
        row,
        'cost',
      );
      continue;
    }
    const detachment = htmlToText(row.get('detachment'));
    const detachmentId = row.get('detachment_id').trim();
    const faction = factionName(row.get('faction_id').trim());
    enhancements.push({
      id,
      name,
      points: Number(cost[1]),
      ...(detachment ? { detachment } : {}),
      ...(detachmentId ? { detachmentId: `wahapedia:${detachmentId}` } : {}),
      ...(faction ? { faction } : {}),
      text: htmlToText(row.get('description')),
      provenance: provenance(t.enhancements.file, row.line),
    });
  }
  return { detachments, enhancements, rules: ruleIndex };
}
