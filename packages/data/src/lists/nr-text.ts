import { emptyParsedUnit, namesFaction, type ParsedList, type ParsedUnit } from '@cogitator/engine';
import {
  applySelections,
  counted,
  emptyList,
  factionParts,
  fail,
  finishUnit,
  type Line,
  NUM,
  note,
  PTS,
  pointsOf,
  toLines,
} from './text.js';

const TITLE = new RegExp(String.raw`^(.+?)\s+-\s+\[${PTS}\]$`, 'i');
const ROSTER = new RegExp(String.raw`^#\s*\+\+\s*Army Roster\s*\+\+\s*\[${PTS}\]$`, 'i');
const SECTION = new RegExp(String.raw`^##\s+(.+?)(?:\s+\[${PTS}\])?$`, 'i');
/** "Name [95 pts]: selections", "Name [95pts]" (a unit with nothing to list has no colon). */
const UNIT = new RegExp(String.raw`^(?![•◦*-])(.+?)\s*\[${PTS}\](?:\s*:\s*(.*))?$`, 'i');
const MODEL = /^[•◦*-]\s*(.+?)(?::\s+(.*)|:)?$/;
/** A model line's own points, where New Recruit gives them: "1x Biovore [50pts]". */
const MODEL_POINTS = new RegExp(String.raw`\s*\[${PTS}\]$`, 'i');
const SIZE = new RegExp(String.raw`^Battle Size:\s*(?:\d+\.\s*)?(.+?)\s*\(${NUM}\s*Points?(?: limit)?\)$`, 'i');
const DETACHMENT = /^Detachments?(?: Choice)?\s*:\s*(.+)$/i;

export function looksLikeNrText(lines: Line[]): boolean {
  const full = lines.filter((l) => l.text.trim()).slice(0, 6);
  return (
    full.some((l) => ROSTER.test(l.text.trim()) || /^##\s+\S/.test(l.text.trim())) ||
    (full.length > 1 && TITLE.test((full[0] as Line).text.trim()) && UNIT.test((full[1] as Line).text.trim()))
  );
}

/**
 * New Recruit's default (and simple) text export:
 *
 *   Xenos - T'au Empire - Tauuuu - [1985 pts]
 *   # ++ Army Roster ++ [1985 pts]
 *   ## Configuration
 *   Battle Size: Strike Force (2000 Point limit)
 *   Detachment: Experimental Prototype Cadre
 *   ## Character [325 pts]
 *   Commander in Coldstar Battlesuit [105 pts]: Plasma Accelerator Rifle, ..., 2x Shield Drone
 *   Kroot Carnivores [65 pts]:
 *   • 1x Long-quill: Close combat weapon, Kroot pistol, Kroot carbine
 */
export function parseNrText(text: string, source?: string): ParsedList {
  const lines = toLines(text);
  const list = emptyList('nr-text');
  let section: string | undefined;
  let config = false;
  let unit: ParsedUnit | null = null;
  const close = () => {
    if (unit) {
      finishUnit(list, unit);
      list.units.push(unit);
    }
    unit = null;
  };
  for (const l of lines) {
    const t = l.text.trim();
    if (!t) continue;
    const title = list.units.length === 0 && !unit && !section && !config ? TITLE.exec(t) : null;
    if (title && !ROSTER.test(t)) {
      // "Xenos - T'au Empire - Tauuuu": the last part is the list's name, unless it names a faction.
      const parts = factionParts(title[1] as string);
      list.name = parts.length > 1 && !namesFaction(parts[parts.length - 1] as string) ? (parts.pop() as string) : null;
      list.faction = { value: parts, line: l.n };
      list.statedPoints ??= pointsOf(title[2] as string, 'nr-text', l, source);
      continue;
    }
    const roster = ROSTER.exec(t);
    if (roster) {
      list.statedPoints = pointsOf(roster[1] as string, 'nr-text', l, source);
      continue;
    }
    const sec = SECTION.exec(t);
    if (sec) {
      close();
      config = /^configuration$/i.test(sec[1] as string);
      section = config ? undefined : (sec[1] as string);
      continue;
    }
    if (config) {
      const size = SIZE.exec(t);
      const det = DETACHMENT.exec(t);
      if (size) {
        const points = pointsOf(size[2] as string, 'nr-text', l, source);
        list.battleSize = { value: { name: size[1] as string, points }, line: l.n };
      } else if (det) list.detachment = { value: (det[1] as string).trim(), line: l.n };
      else if (!/^show\/hide options\b/i.test(t)) list.notes.push(note(`configuration line not used: ${t}`, l.n));
      continue;
    }
    const u = UNIT.exec(t);
    if (u) {
      close();
      unit = emptyParsedUnit((u[1] as string).trim(), l.n);
      unit.points = pointsOf(u[2] as string, 'nr-text', l, source);
      if (section) unit.section = section;
      applySelections(unit, u[3] ?? '', l.n, unit.wargear);
      continue;
    }
    const m = MODEL.exec(t);
    if (m) {
      if (!unit) fail('nr-text', l, 'a "•" model line before any unit line', source);
      const [n, name] = counted((m[1] as string).replace(MODEL_POINTS, ''));
      const group = { name, count: n ?? 1, line: l.n, wargear: [] as ParsedUnit['wargear'] };
      // Model lines give one model's loadout: "• 8x Kroot Carnivores: Kroot rifle" is 8 rifles.
      applySelections(unit as ParsedUnit, m[2] ?? '', l.n, group.wargear, group.count);
      (unit as ParsedUnit).models.push(group);
      continue;
    }
    if (/^show\/hide options\b/i.test(t)) continue;
    if (unit && /^\s/.test(l.text)) {
      // New Recruit restates an option group's choice under a model line ("  B: 1 mauler chainblade,
      // 7 chainblades"); the models it chose are listed on their own lines.
      list.notes.push(note(`${(unit as ParsedUnit).name}: option line passed over: ${t}`, l.n));
      continue;
    }
    fail('nr-text', l, 'expected a unit line "Name [N pts]: ...", a "## Section" heading or a "•" model line', source);
  }
  close();
  if (!list.faction && list.units.length === 0) fail('nr-text', 1, 'no title line and no units', source);
  return list;
}
