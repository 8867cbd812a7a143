import { emptyParsedUnit, type ParsedList, type ParsedUnit } from '@cogitator/engine';
import {
  applySelections,
  counted,
  emptyList,
  factionParts,
  fail,
  finishUnit,
  type Line,
  note,
  PTS,
  toLines,
} from './text.js';

const TITLE = new RegExp(String.raw`^(.+?)\s+-\s+\[${PTS}\]$`, 'i');
const ROSTER = new RegExp(String.raw`^#\s*\+\+\s*Army Roster\s*\+\+\s*\[${PTS}\]$`, 'i');
const SECTION = new RegExp(String.raw`^##\s+(.+?)(?:\s+\[${PTS}\])?$`, 'i');
const UNIT = new RegExp(String.raw`^(.+?)\s+\[${PTS}\]\s*:\s*(.*)$`, 'i');
const MODEL = /^[•◦*-]\s*(.+?)(?::\s*(.*))?$/;
const SIZE = /^Battle Size:\s*(?:\d+\.\s*)?(.+?)\s*\((\d+)\s*Points?(?: limit)?\)$/i;

export function looksLikeNrText(lines: Line[]): boolean {
  return lines.slice(0, 6).some((l) => ROSTER.test(l.text.trim()) || /^## Configuration$/i.test(l.text.trim()));
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
      const parts = factionParts(title[1] as string);
      list.name = parts.length > 1 ? (parts.pop() as string) : null;
      list.faction = { value: parts, line: l.n };
      list.statedPoints ??= Number(title[2]);
      continue;
    }
    const roster = ROSTER.exec(t);
    if (roster) {
      list.statedPoints = Number(roster[1]);
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
      const det = /^Detachment:\s*(.+)$/i.exec(t);
      if (size) list.battleSize = { value: { name: size[1] as string, points: Number(size[2]) }, line: l.n };
      else if (det) list.detachment = { value: (det[1] as string).trim(), line: l.n };
      else list.notes.push(note(`configuration line not used: ${t}`, l.n));
      continue;
    }
    const u = UNIT.exec(t);
    if (u) {
      close();
      unit = emptyParsedUnit((u[1] as string).trim(), l.n);
      unit.points = Number(u[2]);
      if (section) unit.section = section;
      applySelections(unit, u[3] as string, l.n, unit.wargear);
      continue;
    }
    const m = MODEL.exec(t);
    if (m) {
      if (!unit) fail('nr-text', l, 'a "•" model line before any unit line', source);
      const [n, name] = counted(m[1] as string);
      const group = { name, count: n ?? 1, line: l.n, wargear: [] as ParsedUnit['wargear'] };
      // Model lines give one model's loadout: "• 8x Kroot Carnivores: Kroot rifle" is 8 rifles.
      applySelections(unit as ParsedUnit, m[2] ?? '', l.n, group.wargear, group.count);
      (unit as ParsedUnit).models.push(group);
      continue;
    }
    if (/^show\/hide options$/i.test(t)) continue;
    fail('nr-text', l, 'expected a unit line "Name [N pts]: ...", a "## Section" heading or a "•" model line', source);
  }
  close();
  if (!list.faction && list.units.length === 0) fail('nr-text', 1, 'no title line and no units', source);
  return list;
}
