import type { StratagemCategory, StratagemRef } from '@cogitator/engine';
import type { ParseContext } from './context.js';
import { CP_RE, type Line } from './lines.js';
import type { Block } from './sections.js';

const CATEGORIES: readonly StratagemCategory[] = ['Battle Tactic', 'Strategic Ploy', 'Epic Deed', 'Wargear'];

/**
 * "Boarding Actions – Epic Deed" (list) or "Core – Strategic Ploy Stratagem" (rule text) into its
 * source and category. An unknown category is reported and kept as 'Other'.
 */
export function sourceAndCategory(
  line: Line | undefined,
  ctx: ParseContext,
): { source: string; category: StratagemCategory } {
  const text = (line?.text ?? '').replace(/\s+Stratagem$/, '');
  const m = /^(.*)\s+[–—-]\s+(.+)$/.exec(text);
  const source = (m ? (m[1] as string) : '').trim();
  const printed = (m ? (m[2] as string) : text).trim();
  const category = CATEGORIES.find((c) => c.toLowerCase() === printed.toLowerCase());
  if (!m && line) ctx.warn('unknown', `Stratagem source and category not understood: "${line.text}"`, line);
  else if (!category && line)
    ctx.warn('unknown', `Stratagem category "${printed}" is not one of ${CATEGORIES.join(', ')}`, line);
  return { source, category: category ?? 'Other' };
}

/** The page's Stratagem list: NAME, nCP, "Source – Category", and a badge (BA, C) on some. */
export function parseStratagemList(block: Block, ctx: ParseContext): StratagemRef[] {
  const out: StratagemRef[] = [];
  const lines = block.lines;
  for (let i = 0; i < lines.length; i++) {
    const name = lines[i] as Line;
    const cp = CP_RE.exec(lines[i + 1]?.text ?? '');
    if (!cp) continue;
    const src = lines[i + 2];
    const hasSource = src !== undefined && !CP_RE.test(lines[i + 3]?.text ?? '') && /\s[–—-]\s/.test(src.text);
    out.push({ name: name.text, cp: Number(cp[1]), ...sourceAndCategory(hasSource ? src : undefined, ctx) });
    if (!hasSource) ctx.warn('missing', `Stratagem ${name.text}: its source and category are missing`, name);
    i += hasSource ? 2 : 1;
  }
  return out;
}
