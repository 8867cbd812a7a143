import {
  emptyParsedUnit,
  type ParsedItem,
  type ParsedList,
  type ParsedModelGroup,
  type ParsedUnit,
} from '@cogitator/engine';
import { BULLET } from './bullets.js';
import { applyHeader, parseHeader } from './header.js';
import { CAPS_SECTION, HEADED_UNIT_SELECTIONS } from './nr-gw.js';
import {
  applySelection,
  applySelections,
  counted,
  emptyList,
  fail,
  finishUnit,
  note,
  pointsOf,
  splitItems,
  toLines,
} from './text.js';

const WITH = /^(\d+) with (.+)$/;
const ENHANCEMENT = /^Enhancement:\s*(.+)$/i;

/**
 * The exporter sometimes runs two selections together ("Plasma Accelerator Rifle upgradeBattlesuit
 * fists"): split where three lower-case letters run into a capital.
 */
export function splitRunTogether(text: string): string[] {
  return text.split(/(?<=[a-z]{3})(?=[A-Z])/).map((s) => s.trim());
}

/**
 * New Recruit's WTC and WTC-Compact styles: the "+++" header, then units whose loadouts are "N with a, b" lines
 * (per model line when the unit has "•" model lines), extra selections as indented "•" lines under a
 * loadout, and "Enhancement: X (+N pts)". WTC-Compact puts the selections on the unit line
 * ("Char1: 1x Commander Farsight (95 pts): Dawn Blade, ...") and on model lines ("• 2x Shas'ui: 2 with a, b").
 */
export function parseNrWtc(text: string, source?: string): ParsedList {
  const lines = toLines(text);
  const list = emptyList('nr-wtc');
  const { body, header } = parseHeader(lines, list, 'nr-wtc', source);
  let section: string | undefined;
  let unit: ParsedUnit | null = null;
  let group: ParsedModelGroup | null = null;
  /** Where the last "N with" line put its selections, and its N. */
  let loadout: { target: ParsedItem[]; n: number } | null = null;
  const close = () => {
    if (unit) {
      finishUnit(list, unit);
      list.units.push(unit);
    }
    unit = null;
    group = null;
    loadout = null;
  };
  for (const l of lines.slice(body)) {
    const t = l.text.trim();
    if (!t) continue;
    const indented = /^\s/.test(l.text);
    const b = BULLET.exec(l.text);
    const w = WITH.exec(t);
    const e = ENHANCEMENT.exec(t);
    if (b && !indented && !w) {
      if (!unit) fail('nr-wtc', l, 'a "•" model line before any unit line', source);
      // "• 2x Stealth Shas'ui" (loadouts on "N with" lines below), or WTC-Compact's
      // "• 2x Stealth Shas'ui: 2 with Battlesuit fists, Burst cannon" / "• 1x Shas'vre: a, b".
      const colon = /^(.+?):\s+(.*)$/.exec(b[2] as string);
      const [n, name] = counted(colon ? (colon[1] as string) : (b[2] as string));
      group = { name, count: n ?? 1, line: l.n, wargear: [] };
      (unit as ParsedUnit).models.push(group);
      loadout = null;
      if (colon) {
        const inline = WITH.exec(colon[2] as string);
        const per = inline ? Number(inline[1]) : group.count;
        applySelections(
          unit as ParsedUnit,
          inline ? (inline[2] as string) : (colon[2] as string),
          l.n,
          group.wargear,
          per,
        );
        loadout = { target: group.wargear, n: per };
      }
      continue;
    }
    if (w) {
      if (!unit) fail('nr-wtc', l, 'a loadout line before any unit line', source);
      const n = Number(w[1]);
      const target = group ? (group as ParsedModelGroup).wargear : (unit as ParsedUnit).wargear;
      applySelections(unit as ParsedUnit, w[2] as string, l.n, target, n);
      loadout = { target, n };
      continue;
    }
    if (b && indented) {
      if (!unit || !loadout) fail('nr-wtc', l, 'an indented "•" line that follows no loadout line', source);
      const u = unit as ParsedUnit;
      const lo = loadout as { target: ParsedItem[]; n: number };
      const parts = splitItems(b[2] as string).flatMap(splitRunTogether);
      if (parts.length > splitItems(b[2] as string).length) {
        list.notes.push(note(`selections run together, read as: ${parts.join(' | ')}`, l.n));
      }
      for (const p of parts) applySelection(u, p, l.n, lo.target, lo.n);
      continue;
    }
    if (e) {
      if (!unit) fail('nr-wtc', l, 'an Enhancement line before any unit line', source);
      applySelection(unit as ParsedUnit, `Enhancement: ${e[1]}`, l.n, []);
      continue;
    }
    if (indented) fail('nr-wtc', l, 'expected "N with ..." or a "•" line', source);
    const h = HEADED_UNIT_SELECTIONS.exec(t);
    if (h) {
      close();
      const u = emptyParsedUnit((h[3] as string).trim(), l.n);
      u.points = pointsOf(h[4] as string, 'nr-wtc', l, source);
      u.modelCount = h[2] ? Number(h[2]) : null;
      if (h[1]) u.label = h[1] as string;
      if (section) u.section = section;
      if (h[5]) applySelections(u, h[5] as string, l.n, u.wargear);
      unit = u;
      continue;
    }
    if (CAPS_SECTION.test(t)) {
      close();
      section = t;
      continue;
    }
    fail('nr-wtc', l, 'expected a unit line "Nx Name (N pts)", a section heading, "N with ..." or a "•" line', source);
  }
  close();
  applyHeader(list, header);
  return list;
}
