import type { ParsedList } from '@cogitator/engine';
import { parseBulletBody } from './bullets.js';
import { emptyList, factionParts, fail, type Line, PTS, pointsOf, toLines } from './text.js';

const TITLE = new RegExp(String.raw`^(.+?)\s*\(${PTS}\)$`, 'i');
const SECTION = /^([A-Z][A-Za-z ]*):$/;
const UNIT = new RegExp(String.raw`^(.+?)\s*\(${PTS}\)$`, 'i');

export function looksLikeListForge(lines: Line[]): boolean {
  const first = lines.find((l) => l.text.trim());
  if (!first || !TITLE.test(first.text.trim()) || !first.text.includes(' - ')) return false;
  return lines.some((l) => SECTION.test(l.text.trim()));
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
