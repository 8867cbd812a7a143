import type { DatasheetPage } from '@cogitator/engine';
import type { ParseContext } from './context.js';
import type { Block } from './sections.js';

export type DetachmentRule = DatasheetPage['detachmentRules'][number];
export type Enhancement = DatasheetPage['enhancements'][number];

/** Names under DETACHMENT ABILITY, one a line. */
export function parseDetachmentRules(block: Block): DetachmentRule[] {
  return block.lines.map((l) => ({ name: l.text }));
}

/** ENHANCEMENTS: a name, then its points on the next line (some have none: reported). */
export function parseEnhancements(block: Block, ctx: ParseContext): Enhancement[] {
  const out: Enhancement[] = [];
  const lines = block.lines;
  for (let i = 0; i < lines.length; i++) {
    const name = lines[i]!;
    const pts = lines[i + 1];
    if (pts && /^\d{1,4}$/.test(pts.text)) {
      out.push({ name: name.text, points: Number(pts.text) });
      i++;
    } else {
      out.push({ name: name.text, points: null });
      ctx.warn('missing', `enhancement ${name.text}: its points are not given`, name, 'points');
    }
  }
  return out;
}
