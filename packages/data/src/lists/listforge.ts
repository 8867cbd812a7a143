import type { ParsedItem, ParsedList, ParsedModelGroup, ParsedUnit } from '@cogitator/engine';
import { type Bullet, flatten, parseBulletBody } from './bullets.js';
import {
  applySelections,
  counted,
  emptyList,
  factionParts,
  fail,
  type Line,
  note,
  PTS,
  pointsOf,
  toLines,
} from './text.js';

const TITLE = new RegExp(String.raw`^(.+?)\s*\(${PTS}\)$`, 'i');
const SECTION = /^([A-Z][A-Za-z ]*):$/;
const UNIT = new RegExp(String.raw`^(.+?)\s*\(${PTS}\)$`, 'i');
/** ListForge's own option labels: "2 magma cutters", "1 mauler chainblade, 7 chainblades", "B: ...". */
const COUNT_WORDS = /^(\d+)\s+(?!x\s)([^\d].*)$/i;
const LABEL = /^[A-Z]:\s+/;

export function looksLikeListForge(lines: Line[]): boolean {
  const first = lines.find((l) => l.text.trim());
  if (!first || !TITLE.test(first.text.trim()) || !first.text.includes(' - ')) return false;
  return lines.some((l) => SECTION.test(l.text.trim()));
}

/** A leaf selection; "2 magma cutters" is two of them (the name as written, matched in the catalogue later). */
function selection(unit: ParsedUnit, b: Bullet, target: ParsedItem[]): void {
  const m = COUNT_WORDS.exec(b.text);
  if (m && !b.text.includes(',')) {
    target.push({ name: (m[2] as string).trim(), count: Number(m[1]), line: b.line });
    return;
  }
  applySelections(unit, b.text, b.line, target);
}

function group(unit: ParsedUnit, b: Bullet): ParsedModelGroup {
  const [n, name] = counted(b.text);
  const g: ParsedModelGroup = { name, count: n ?? 1, line: b.line, wargear: [] };
  if (n === null) g.maybeOption = true;
  for (const c of flatten(b.children)) selection(unit, c, g.wargear);
  return g;
}

/**
 * ListForge's unit body. A bullet over bullets that have their own is an option group ("B: 1 mauler
 * chainblade, 7 chainblades" over the models it chose): its label is not a model. A bullet over plain
 * bullets is a model line, unless its label is a count of wargear ("2 ectoplasma cannons" over
 * "2x Ectoplasma cannon"), which makes it a wargear choice.
 */
function interpretListForge(unit: ParsedUnit, bullets: Bullet[], list: ParsedList): void {
  for (const b of bullets) {
    if (b.children.length === 0) {
      selection(unit, b, unit.wargear);
      continue;
    }
    if (b.children.some((c) => c.children.length > 0)) {
      list.notes.push(note(`${unit.name}: option group "${b.text}" read as the models under it`, b.line));
      for (const c of b.children) {
        if (c.children.length) unit.models.push(group(unit, c));
        else selection(unit, c, unit.wargear);
      }
      continue;
    }
    if (LABEL.test(b.text) || COUNT_WORDS.test(b.text)) {
      list.notes.push(note(`${unit.name}: wargear choice "${b.text}" read as the wargear under it`, b.line));
      for (const c of b.children) selection(unit, c, unit.wargear);
      continue;
    }
    unit.models.push(group(unit, b));
  }
}

/**
 * ListForge's text export:
 *
 *   all gas no breaks - Chaos Daemons - Daemonic Incursion (1995 Points)
 *   Character:
 *   Great Unclean One (295 pts)
 *     • Bileblade
 *     • E: The Endless Gift
 *     • Warlord
 */
export function parseListForge(text: string, source?: string): ParsedList {
  const lines = toLines(text);
  const list = emptyList('listforge');
  const i = lines.findIndex((l) => l.text.trim());
  const first = lines[i] as Line;
  const title = TITLE.exec(first.text.trim());
  if (!title) fail('listforge', first, 'expected a first line "Name - Faction - Detachment (N Points)"', source);
  const parts = factionParts(title[1] as string);
  if (parts.length < 2)
    fail('listforge', first, 'expected a first line "Name - Faction - Detachment (N Points)"', source);
  const detachment = parts.pop() as string;
  const faction = parts.pop() as string;
  list.name = parts.length ? parts.join(' - ') : null;
  list.faction = { value: [faction], line: first.n };
  list.detachment = { value: detachment, line: first.n };
  list.statedPoints = pointsOf(title[2] as string, 'listforge', first, source);
  parseBulletBody(lines.slice(i + 1), list, {
    format: 'listforge',
    source,
    interpret: interpretListForge,
    unit: (t, l) => {
      const m = UNIT.exec(t);
      return m ? { name: (m[1] as string).trim(), points: pointsOf(m[2] as string, 'listforge', l, source) } : null;
    },
    section: (t) => {
      const m = SECTION.exec(t);
      return m ? (m[1] as string) : null;
    },
  });
  return list;
}
