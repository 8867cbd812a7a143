import { emptyParsedUnit, type ParsedList } from '@cogitator/engine';
import { applySelections, emptyList, fail, type Line, PTS, toLines } from './text.js';

const UNIT = new RegExp(String.raw`^(?:(\d+)x\s+)?(.+?)\s*\(${PTS}\)(?::\s*(.*))?$`, 'i');

export function looksLikeNrShort(lines: Line[]): boolean {
  const full = lines.filter((l) => l.text.trim());
  return full.length > 0 && full.every((l) => UNIT.test(l.text.trim()));
}

/**
 * New Recruit's short text: one line per unit, no faction, detachment or battle size.
 *
 *   Commander Shadowsun (100pts): Warlord, Battlesuit fists, 2x High-energy fusion blaster
 *   10x Kroot Carnivores (65pts)
 */
export function parseNrShort(text: string, source?: string): ParsedList {
  const list = emptyList('nr-short');
  for (const l of toLines(text)) {
    const t = l.text.trim();
    if (!t) continue;
    const m = UNIT.exec(t);
    if (!m) fail('nr-short', l, 'expected a unit line "Nx Name (Npts): selections"', source);
    const u = emptyParsedUnit((m[2] as string).trim(), l.n);
    u.points = Number(m[3]);
    u.modelCount = m[1] ? Number(m[1]) : null;
    applySelections(u, m[4] ?? '', l.n, u.wargear);
    list.units.push(u);
  }
  if (list.units.length === 0) fail('nr-short', 1, 'no units', source);
  list.statedPoints = list.units.reduce((s, u) => s + (u.points ?? 0), 0);
  return list;
}
