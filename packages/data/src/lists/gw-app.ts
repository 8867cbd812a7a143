import type { ParsedList } from '@cogitator/engine';
import { parseBulletBody } from './bullets.js';
import { emptyList, fail, type Line, PTS, toLines } from './text.js';

const TITLE = new RegExp(String.raw`^(.*?)\s*\(${PTS}\)$`, 'i');
const SIZE = new RegExp(String.raw`^(Incursion|Strike Force|Onslaught|Combat Patrol)\s*\(${PTS}\)$`, 'i');
const UNIT = new RegExp(String.raw`^(.+?)\s*\(${PTS}\)$`, 'i');
const SECTION = /^[A-Z][A-Z &'’/-]+$/;

/** True when the text has the app's shape: a titled first line and a battle-size line soon after. */
export function looksLikeGwApp(lines: Line[]): boolean {
  const first = lines.find((l) => l.text.trim());
  if (!first || !TITLE.test(first.text.trim())) return false;
  return lines.slice(0, 12).some((l) => SIZE.test(l.text.trim()));
}

/**
 * The Warhammer 40,000 app's text export:
 *
 *   Boop (1985 Points)            list name and total
 *   Space Marines                 faction (and sub-faction lines)
 *   Space Wolves
 *   Stormlance Task Force         detachment (the last line before the battle size)
 *   Strike Force (2000 Points)
 *   CHARACTERS
 *   Logan Grimnar on Stormrider (180 Points)
 *     • Warlord
 *     • 1x The Axe Morkai
 *     • Enhancements: Fury of the Storm
 */
export function parseGwApp(text: string, source?: string): ParsedList {
  const lines = toLines(text);
  const list = emptyList('gw-app');
  let i = lines.findIndex((l) => l.text.trim());
  const title = TITLE.exec(lines[i]?.text.trim() ?? '');
  if (!title) fail('gw-app', lines[i], 'expected a first line "List name (N Points)"', source);
  list.name = (title[1] as string).trim() || null;
  list.statedPoints = Number(title[2]);
  const header: Line[] = [];
  for (i++; i < lines.length; i++) {
    const l = lines[i] as Line;
    const t = l.text.trim();
    if (!t) continue;
    const size = SIZE.exec(t);
    if (size) {
      list.battleSize = { value: { name: size[1] as string, points: Number(size[2]) }, line: l.n };
      i++;
      break;
    }
    header.push(l);
  }
  if (!list.battleSize)
    fail('gw-app', lines[lines.length - 1], 'no battle size line such as "Strike Force (2000 Points)"', source);
  if (header.length === 0) fail('gw-app', list.battleSize.line, 'no faction line before the battle size', source);
  if (header.length >= 2) {
    const det = header[header.length - 1] as Line;
    list.detachment = { value: det.text.trim(), line: det.n };
    header.pop();
  }
  list.faction = { value: header.map((h) => h.text.trim()), line: (header[0] as Line).n };
  parseBulletBody(lines.slice(i), list, {
    format: 'gw-app',
    source,
    trailer: /^Exported with App Version/i,
    unit: (t) => {
      const m = UNIT.exec(t);
      return m ? { name: (m[1] as string).trim(), points: Number(m[2]) } : null;
    },
    section: (t) => (SECTION.test(t) ? t : null),
  });
  return list;
}
