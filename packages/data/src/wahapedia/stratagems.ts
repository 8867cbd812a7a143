import type { Stratagem, StratagemCategory, StratagemParts } from '@cogitator/engine';
import type { Row } from '../csv/pipe-table.js';
import { htmlToText } from '../text/html.js';
import type { ImportContext } from './context.js';

const FILE = 'Stratagems.csv';
const CATEGORIES: readonly StratagemCategory[] = ['Battle Tactic', 'Strategic Ploy', 'Epic Deed', 'Wargear'];
const LABEL = /\b(WHEN|TRIGGER|TARGET|EFFECT|RESTRICTIONS?):/g;

/**
 * Split a Stratagem's text at its WHEN / TARGET / EFFECT / RESTRICTIONS labels. Text before the
 * first label is dropped (it is decoration); a repeated label keeps its first occurrence. Aeldari
 * Agile Manoeuvres have TRIGGER instead of WHEN and no TARGET. Null when WHEN or EFFECT is missing.
 */
export function splitStratagemText(text: string): StratagemParts | null {
  const marks = [...text.matchAll(LABEL)].map((m) => ({ label: m[1]!, at: m.index!, end: m.index! + m[0].length }));
  const parts: Record<string, string> = {};
  marks.forEach((m, i) => {
    const key = m.label === 'TRIGGER' ? 'WHEN' : m.label.replace(/S$/, '');
    if (key in parts) return;
    parts[key] = text.slice(m.end, marks[i + 1]?.at ?? text.length).trim();
  });
  if (parts.WHEN === undefined || parts.EFFECT === undefined) return null;
  return {
    when: parts.WHEN,
    target: parts.TARGET ?? '',
    effect: parts.EFFECT,
    ...(parts.RESTRICTION ? { restrictions: parts.RESTRICTION } : {}),
  };
}

/** "Sanctic Spearhead – Strategic Ploy Stratagem" gives source and category. */
export function parseStratagemType(type: string): { source: string; category: StratagemCategory } | undefined {
  const i = type.lastIndexOf(' – ');
  const left = (i >= 0 ? type.slice(0, i) : '').replace(/\s+Stratagem$/i, '').trim();
  const right = (i >= 0 ? type.slice(i + 3) : type).replace(/\s+Stratagem$/i, '').trim();
  const category = CATEGORIES.find((c) => c.toLowerCase() === right.toLowerCase());
  if (!category || !left) return undefined;
  return { source: left, category };
}

export function stratagemOf(ctx: ImportContext, row: Row, factionName: (id: string) => string | undefined): Stratagem {
  const name = htmlToText(row.get('name')) || `Stratagem ${row.get('id')}`;
  const detachment = htmlToText(row.get('detachment'));
  const detachmentId = row.get('detachment_id').trim();
  const type = htmlToText(row.get('type'));
  let kind = parseStratagemType(type);
  if (!kind) {
    ctx.warn(
      'unknown',
      `${name}: type "${type}" is not "<source> – <category> Stratagem"; kept with category Other`,
      FILE,
      row,
      'type',
    );
    kind = { source: detachment || 'Other', category: 'Other' };
  }
  const cpText = row.get('cp_cost').trim();
  let cp = Number(cpText);
  if (!/^\d+$/.test(cpText)) {
    ctx.warn('unknown', `${name}: CP cost "${cpText}" is not a number; kept as 0 CP`, FILE, row, 'cp_cost');
    cp = 0;
  }
  const text = htmlToText(row.get('description'));
  const parts = splitStratagemText(text);
  if (!parts) ctx.warn('unknown', `${name}: no WHEN/EFFECT in its text; kept as whole text`, FILE, row, 'description');
  const faction = factionName(row.get('faction_id').trim());
  const lore = htmlToText(row.get('legend'));
  const turn = htmlToText(row.get('turn'));
  const phase = htmlToText(row.get('phase'));
  return {
    id: `wahapedia:${row.get('id').trim()}`,
    name,
    cp,
    category: kind.category,
    source: kind.source,
    ...(detachment ? { detachment } : {}),
    ...(detachmentId ? { detachmentId: `wahapedia:${detachmentId}` } : {}),
    ...(faction ? { faction } : {}),
    ...(lore ? { lore } : {}),
    ...(turn ? { turn } : {}),
    ...(phase ? { phase } : {}),
    parts,
    ...(parts ? {} : { text }),
    provenance: { kind: 'wahapedia', ref: `${FILE}:${row.line}`, ...(ctx.snapshot ? { snapshot: ctx.snapshot } : {}) },
  };
}
