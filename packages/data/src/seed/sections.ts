import { CP_RE, isHeadingAt, isNavigation, isParagraph, isUpperCase, type Line } from './lines.js';

export type BlockKind =
  | 'loose'
  | 'statline'
  | 'ranged'
  | 'melee'
  | 'wargear-options'
  | 'abilities'
  | 'wargear-abilities'
  | 'composition'
  | 'leader'
  | 'led-by'
  | 'damaged'
  | 'transport'
  | 'keywords'
  | 'faction-keywords'
  | 'section'
  | 'stratagems'
  | 'detachment-ability'
  | 'enhancements';

/**
 * A run of lines under one heading. `head` is the heading line (for `loose`, the stray line itself;
 * for a Stratagem list that continues after another block, its first entry, which `lines` repeats).
 */
export interface Block {
  kind: BlockKind;
  head: Line;
  lines: Line[];
}

/** The page cut into its title, the datasheet and list blocks, and the rule texts after them. */
export interface PageParts {
  title: Line;
  blocks: Block[];
  glossary: Line[];
}

const HEADERS: readonly [RegExp, BlockKind][] = [
  [/^RANGED WEAPONS\b/, 'ranged'],
  [/^MELEE WEAPONS\b/, 'melee'],
  [/^WARGEAR OPTIONS$/, 'wargear-options'],
  [/^WARGEAR ABILITIES$/, 'wargear-abilities'],
  [/^ABILITIES$/, 'abilities'],
  [/^UNIT COMPOSITION$/, 'composition'],
  [/^LEADER$/, 'leader'],
  [/^LED BY$/, 'led-by'],
  [/^DAMAGED:/, 'damaged'],
  [/^TRANSPORT$/, 'transport'],
  [/^FACTION KEYWORDS\b/, 'faction-keywords'],
  [/^KEYWORDS\b/, 'keywords'],
  [/^STRATAGEMS$/, 'stratagems'],
  [/^DETACHMENT ABILIT(?:Y|IES)$/, 'detachment-ability'],
  [/^ENHANCEMENTS$/, 'enhancements'],
  [/^M$/, 'statline'],
];

const LIST_KINDS = new Set<BlockKind>(['stratagems', 'detachment-ability', 'enhancements']);
const UNIT_LIST_RE = /following units?:?$/i;

export function headerKind(text: string): BlockKind | undefined {
  for (const [re, kind] of HEADERS) if (re.test(text)) return kind;
  return undefined;
}

/** An upper-case line inside the datasheet that names a special section ("SERVITOR RETINUE"). */
function isSectionHeading(text: string): boolean {
  return isUpperCase(text) && text.length <= 60 && !/[:|]/.test(text) && !text.startsWith('-');
}

/** `NAME` / `1CP` / `Source – Category` as in the page's Stratagem list (not its rule text). */
function startsStratagemEntry(lines: readonly Line[], i: number): boolean {
  const name = lines[i];
  const cp = lines[i + 1];
  if (!name || !cp || isParagraph(name.text) || headerKind(name.text) || !CP_RE.test(cp.text)) return false;
  return !/ Stratagem$/.test(lines[i + 2]?.text ?? '');
}

function stratagemListEnd(lines: readonly Line[], i: number): number {
  let j = i;
  while (startsStratagemEntry(lines, j)) {
    j += 2;
    const src = lines[j];
    if (src && /\s[–—-]\s/.test(src.text) && !isParagraph(src.text) && !CP_RE.test(lines[j + 1]?.text ?? '')) j++;
    if (/^[A-Z]{1,3}$/.test(lines[j]?.text ?? '')) j++;
  }
  return j;
}

/** Names listed one a line (and, for enhancements, a points line after each) up to the first rule text. */
function nameListEnd(lines: readonly Line[], i: number, withPoints: boolean): number {
  let j = i;
  for (;;) {
    const line = lines[j];
    if (!line || headerKind(line.text) || isParagraph(line.text) || startsStratagemEntry(lines, j)) return j;
    if (withPoints && /^\d{1,4}$/.test(lines[j + 1]?.text ?? '')) j += 2;
    else if (!isHeadingAt(lines, j)) j++;
    else return j;
  }
}

/** After LEADER / LED BY in the list part: the intro line, then unit names up to the next rule. */
function unitListEnd(lines: readonly Line[], i: number): number {
  let j = i;
  if (UNIT_LIST_RE.test(lines[j]?.text ?? '')) j++;
  for (;;) {
    const line = lines[j];
    if (!line || headerKind(line.text) || isHeadingAt(lines, j) || isNavigation(line.text) || isParagraph(line.text))
      return j;
    j++;
  }
}

function factionKeywordsEnd(lines: readonly Line[], i: number): number {
  let j = i;
  for (;;) {
    const line = lines[j];
    if (!line || headerKind(line.text) || !isUpperCase(line.text) || isParagraph(line.text) || isHeadingAt(lines, j))
      return j;
    j++;
  }
}

/**
 * Cut the page into blocks. The datasheet runs from the title to FACTION KEYWORDS (or to the first
 * list); then come the lists (Stratagems, detachment abilities, enhancements, and LED BY on some
 * pages); the first line that belongs to none of them starts the rule texts.
 */
export function splitPage(lines: readonly Line[]): PageParts {
  const title = lines[0] as Line;
  const blocks: Block[] = [];
  let i = 1;
  let current: Block | undefined;

  // The datasheet.
  while (i < lines.length) {
    const line = lines[i] as Line;
    const kind = headerKind(line.text);
    if ((kind && LIST_KINDS.has(kind)) || startsStratagemEntry(lines, i)) break;
    if (kind === 'faction-keywords') {
      const end = factionKeywordsEnd(lines, i + 1);
      blocks.push({ kind, head: line, lines: lines.slice(i + 1, end) });
      i = end;
      break;
    }
    if (kind) {
      current = { kind, head: line, lines: [] };
      blocks.push(current);
    } else if (current?.kind !== 'statline' && isSectionHeading(line.text)) {
      current = { kind: 'section', head: line, lines: [] };
      blocks.push(current);
    } else if (current) {
      current.lines.push(line);
    } else {
      blocks.push({ kind: 'loose', head: line, lines: [] });
    }
    i++;
  }

  // The lists.
  while (i < lines.length) {
    const line = lines[i] as Line;
    const kind = headerKind(line.text);
    let end: number;
    if (kind === 'stratagems') end = stratagemListEnd(lines, i + 1);
    else if (kind === 'detachment-ability') end = nameListEnd(lines, i + 1, false);
    else if (kind === 'enhancements') end = nameListEnd(lines, i + 1, true);
    else if ((kind === 'leader' || kind === 'led-by') && UNIT_LIST_RE.test(lines[i + 1]?.text ?? ''))
      end = unitListEnd(lines, i + 1);
    else if (startsStratagemEntry(lines, i)) {
      end = stratagemListEnd(lines, i);
      blocks.push({ kind: 'stratagems', head: line, lines: lines.slice(i, end) });
      i = end;
      continue;
    } else break;
    blocks.push({ kind: kind as BlockKind, head: line, lines: lines.slice(i + 1, end) });
    i = end;
  }

  return { title, blocks, glossary: lines.slice(i) };
}
