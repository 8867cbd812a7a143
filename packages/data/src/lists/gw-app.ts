import type { ParsedList } from '@cogitator/engine';
import { BULLET, parseBulletBody } from './bullets.js';
import { emptyList, fail, type Line, note, PTS, pointsOf, toLines } from './text.js';

const SIZES = '(Incursion|Strike Force|Onslaught|Combat Patrol)';
/** "Strike Force (2,000 Points)" */
const SIZE = new RegExp(String.raw`^${SIZES}\s*\(${PTS}\)$`, 'i');
/** "Boop (1985 Points)", "Unit name (95 points)" */
const POINTED = new RegExp(String.raw`^(.*?)\s*\(${PTS}\)$`, 'i');
/** Section headings in capitals: "CHARACTERS", "OTHER DATASHEETS", "ALLIED UNITS". */
const SECTION = /^[\p{Lu}][\p{Lu} &'’/-]+$/u;
const TRAILER = /^(?:Exported with App Version|Export(?:é|ed)? (?:avec|with))/i;

/**
 * True when the text has the app's shape: a battle-size line ("Strike Force (2000 Points)") among the
 * first lines, before any "•" line, and units with "•" lines. The title line is optional.
 */
export function looksLikeGwApp(lines: Line[]): boolean {
  const full = lines.filter((l) => l.text.trim());
  const firstBullet = full.findIndex((l) => BULLET.test(l.text));
  const head = full.slice(0, firstBullet < 0 ? 12 : Math.min(firstBullet, 12));
  if (head.some((l) => SIZE.test(l.text.trim()))) return true;
  // A list stating no battle size: a titled first line, then a capitals heading before the first "•".
  return (
    firstBullet > 0 && POINTED.test((full[0] as Line).text.trim()) && head.some((l) => SECTION.test(l.text.trim()))
  );
}

/** Where the body starts: the first section heading, or the first line with a "•"/indented line under it. */
function bodyStart(lines: Line[], from: number): number {
  let prev = -1;
  for (let i = from; i < lines.length; i++) {
    const l = lines[i] as Line;
    const t = l.text.trim();
    if (!t) continue;
    if (SECTION.test(t)) return i;
    if (/^\s/.test(l.text) || BULLET.test(l.text)) return prev < 0 ? i : prev;
    prev = i;
  }
  return lines.length;
}

/**
 * The Warhammer 40,000 app's text export, in the shapes its versions write:
 *
 *   Boop (1,985 Points)           list name and total (some versions, or users, leave it out)
 *   Space Marines                 faction (and sub-faction lines)
 *   Space Wolves
 *   Stormlance Task Force         detachment: before the battle size, or after it (1.3x-1.4x)
 *   Strike Force (2,000 Points)
 *   CHARACTERS
 *   Logan Grimnar on Stormrider (180 Points)
 *     • Warlord
 *     • 1x The Axe Morkai
 *       1x Storm bolter           a continuation line: indented, no "•"
 *     • Enhancements: Fury of the Storm
 */
export function parseGwApp(text: string, source?: string): ParsedList {
  const lines = toLines(text);
  const list = emptyList('gw-app');
  const first = lines.findIndex((l) => l.text.trim());
  const body = bodyStart(lines, first);
  const header = lines.slice(first, body).filter((l) => l.text.trim());
  const sizeAt = header.map((l) => SIZE.test(l.text.trim())).lastIndexOf(true);
  const sizeLine = sizeAt < 0 ? undefined : (header[sizeAt] as Line);
  if (sizeLine) {
    const size = SIZE.exec(sizeLine.text.trim()) as RegExpExecArray;
    list.battleSize = {
      value: { name: size[1] as string, points: pointsOf(size[2] as string, 'gw-app', sizeLine, source) },
      line: sizeLine.n,
    };
  }
  let before = sizeLine ? header.slice(0, sizeAt) : header;
  const after = sizeLine ? header.slice(sizeAt + 1) : [];
  const title = before.length ? POINTED.exec((before[0] as Line).text.trim()) : null;
  if (title) {
    list.name = (title[1] as string).trim() || null;
    list.statedPoints = pointsOf(title[2] as string, 'gw-app', before[0], source);
    before = before.slice(1);
  }
  if (before.length === 0) {
    fail('gw-app', sizeLine ?? header[0] ?? lines[first], 'no faction line before the battle size', source);
  }
  // The detachment is the line after the battle size where there is one, else the last line before it.
  let detachment: Line | undefined = after[0];
  if (!detachment && before.length >= 2) detachment = before.pop();
  for (const extra of after.slice(1)) list.notes.push(note(`header line not used: ${extra.text.trim()}`, extra.n));
  if (detachment) list.detachment = { value: detachment.text.trim(), line: detachment.n };
  list.faction = { value: before.map((h) => h.text.trim()), line: (before[0] as Line).n };
  parseBulletBody(lines.slice(body), list, {
    format: 'gw-app',
    source,
    trailer: TRAILER,
    unit: (t, l) => {
      const m = POINTED.exec(t);
      return m ? { name: (m[1] as string).trim(), points: pointsOf(m[2] as string, 'gw-app', l, source) } : null;
    },
    section: (t) => (SECTION.test(t) ? t : null),
  });
  return list;
}
