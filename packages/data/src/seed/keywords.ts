import type { Datasheet } from '@cogitator/engine';
import type { ParseContext } from './context.js';
import { type Line, splitList, unique } from './lines.js';
import type { Block } from './sections.js';

type ModelKeywords = Datasheet['modelKeywords'];

/**
 * The model name at the end of the keyword run before "X MODEL:". The copy may have run it into the
 * last keyword ("GRIMNYRGRIMNYR"): split off a known model name, or halve a doubled word.
 */
function splitModelName(item: string, models: readonly string[]): { keyword?: string; model: string } {
  const upper = item.toUpperCase();
  for (const m of [...models].sort((a, b) => b.length - a.length)) {
    const name = m.toUpperCase();
    if (upper === name) return { model: item };
    if (upper.endsWith(name)) return { keyword: item.slice(0, -name.length).trim(), model: item.slice(-name.length) };
  }
  const half = item.length / 2;
  if (Number.isInteger(half) && half > 0 && item.slice(0, half) === item.slice(half)) {
    return { keyword: item.slice(0, half), model: item.slice(half) };
  }
  return { model: item };
}

/**
 * KEYWORDS: `KEYWORDS: A, B` or `KEYWORDS – ALL MODELS: A, B` followed (on the same line or the next)
 * by groups `NAME MODEL: C, D`. `models` are the names the page gives its models, to undo run-together
 * text.
 */
export function parseKeywords(
  block: Block,
  models: readonly string[],
  ctx: ParseContext,
): { keywords: string[]; modelKeywords: ModelKeywords } {
  const head = block.head.text.replace(/^KEYWORDS\s*(?:[–—-]\s*ALL MODELS)?\s*:?\s*/i, '');
  const text = [head, ...block.lines.map((l) => l.text)].filter(Boolean).join(', ');
  const parts = text.split(/\s+MODELS?:\s*/);
  const groups: string[][] = parts.map((p) => splitList(p));
  const keywords: string[] = [];
  const modelKeywords: ModelKeywords = [];
  let owner: string | undefined;
  groups.forEach((items, gi) => {
    const isLast = gi === groups.length - 1;
    let nextOwner: string | undefined;
    if (!isLast) {
      const tail = items.pop() ?? '';
      const split = splitModelName(tail, models);
      if (split.keyword) items.push(split.keyword);
      nextOwner = split.model;
      if (!nextOwner) ctx.warn('unknown', 'KEYWORDS: a "MODEL:" group has no model name', block.head);
    }
    if (owner === undefined) keywords.push(...items);
    else modelKeywords.push({ model: owner, keywords: unique(items) });
    owner = nextOwner || undefined;
  });
  if (keywords.length === 0 && modelKeywords.length === 0) {
    ctx.warn('missing', 'KEYWORDS: no keywords given', block.head, 'keywords');
  }
  return { keywords: unique(keywords), modelKeywords };
}

/** FACTION KEYWORDS: printed twice by the copy; may be empty (then reported). */
export function parseFactionKeywords(block: Block, ctx: ParseContext): string[] {
  const inline = block.head.text.replace(/^FACTION KEYWORDS\s*:?\s*/i, '');
  const lines: string[] = [inline, ...block.lines.map((l: Line) => l.text)];
  const out = unique(lines.flatMap((l) => splitList(l)));
  if (out.length === 0) {
    ctx.warn('missing', 'FACTION KEYWORDS: none given on the page', block.head, 'factionKeywords');
  }
  return out;
}
