import type { ListFormat, ParsedList, ParsedUnit } from '@cogitator/engine';
import { normaliseName } from '@cogitator/engine';
import { factionParts, fail, type Line, NUM, note, pointsOf } from './text.js';

/** A unit reference in the header: "Char2: Commander Shadowsun". */
interface Ref {
  label?: string;
  name: string;
}

export interface Header {
  warlord: (Ref & { line: number }) | null;
  enhancements: (Ref & { enhancement: string; points: number | null; line: number })[];
  units: { count: number; line: number } | null;
}

const RULE = /^\+{3,}$/;
const KEY_VALUE = /^\+\s*([A-Z][A-Z ]+?)\s*:\s*(.*)$/;

/** The "+++" header: a rule of "+" or, where the rule was not copied, a "+ KEY: value" line first. */
export function isHeaderStart(lines: Line[]): boolean {
  const first = lines.find((l) => l.text.trim());
  return Boolean(first && (RULE.test(first.text.trim()) || KEY_VALUE.test(first.text.trim())));
}

function ref(text: string): Ref {
  const m = /^(\w+\d+):\s*(.+)$/.exec(text.trim());
  return m ? { label: m[1] as string, name: (m[2] as string).trim() } : { name: text.trim() };
}

/**
 * The "+++" header of New Recruit's GW and WTC styles. Returns the index of the first body line.
 *
 *   + FACTION KEYWORD: Xenos - T'au Empire
 *   + DETACHMENT: Houndpack Lance (Marked Prey)
 *   + TOTAL ARMY POINTS: 1985pts
 *   + WARLORD: Char2: Commander Shadowsun
 *   + ENHANCEMENT: Fusion Blades (on Char2: Commander in Coldstar Battlesuit)
 *   & Thermoneutronic Projector (on Char3: ...)
 */
export function parseHeader(
  lines: Line[],
  list: ParsedList,
  format: ListFormat,
  source?: string,
): { body: number; header: Header } {
  const header: Header = { warlord: null, enhancements: [], units: null };
  let i = lines.findIndex((l) => l.text.trim());
  let key = '';
  if (RULE.test((lines[i] as Line).text.trim())) i++;
  for (; i < lines.length; i++) {
    const l = lines[i] as Line;
    const t = l.text.trim();
    if (RULE.test(t)) return { body: i + 1, header };
    if (t === '+' || t === '') continue;
    const kv = KEY_VALUE.exec(t);
    const cont = /^&\s*(.+)$/.exec(t);
    if (!kv && !(cont && key === 'ENHANCEMENT')) {
      if (t.startsWith('+') || t.startsWith('&')) fail(format, l, 'expected a "+ KEY: value" header line', source);
      // The closing rule was not copied: the body starts here.
      list.notes.push(note('the "+++" header has no closing rule; it ends before this line', l.n));
      return { body: i, header };
    }
    const value = kv ? (kv[2] as string).trim() : (cont![1] as string).trim();
    if (kv) key = kv[1] as string;
    switch (key) {
      case 'LIST NAME':
        list.name = value || null;
        break;
      case 'FACTION KEYWORD':
        list.faction = { value: factionParts(value), line: l.n };
        break;
      case 'DETACHMENT':
        // "Houndpack Lance (Marked Prey)": the detachment rule in brackets.
        list.detachment = { value: value.replace(/\s*\([^()]*\)$/, ''), line: l.n };
        break;
      case 'TOTAL ARMY POINTS':
        list.statedPoints = points(value, l, format, source);
        break;
      case 'POINTS LIMIT':
        list.battleSize = { value: { name: null, points: points(value, l, format, source) }, line: l.n };
        break;
      case 'WARLORD':
        header.warlord = { ...ref(value), line: l.n };
        break;
      case 'ENHANCEMENT': {
        const m = /^(.+?)\s*\(on\s+(.+)\)$/.exec(value);
        if (!m) fail(format, l, 'expected "Enhancement (on Unit)"', source);
        const enh = new RegExp(String.raw`^(.+?)\s*\(\+?${NUM}\s*pts?\)$`, 'i').exec(m[1] as string);
        header.enhancements.push({
          ...ref(m[2] as string),
          enhancement: enh ? (enh[1] as string) : (m[1] as string),
          points: enh ? pointsOf(enh[2] as string, format, l, source) : null,
          line: l.n,
        });
        break;
      }
      case 'NUMBER OF UNITS':
        header.units = { count: Number.parseInt(value, 10), line: l.n };
        break;
      default:
        list.notes.push(note(`header line not used: ${t}`, l.n));
    }
  }
  const last = [...lines].reverse().find((l) => l.text.trim());
  return fail(format, last, 'the "+++" header is not closed', source);
}

function points(value: string, l: Line, format: ListFormat, source?: string): number {
  const m = new RegExp(String.raw`^${NUM}\s*(?:pts?|points?)?$`, 'i').exec(value);
  if (!m) fail(format, l, 'expected a points figure such as "2000pts"', source);
  return pointsOf(m[1] as string, format, l, source);
}

const sameName = (u: ParsedUnit, r: Ref) => normaliseName(u.name) === normaliseName(r.name);

function find(units: ParsedUnit[], r: Ref, ok: (u: ParsedUnit) => boolean): ParsedUnit | undefined {
  const named = units.filter((u) => normaliseName(u.name) === normaliseName(r.name) && ok(u));
  return named.find((u) => r.label !== undefined && u.label === r.label) ?? named[0];
}

/**
 * The body is what the list says; the header repeats the Warlord and enhancements. Where the body
 * leaves one out, the header's is applied to the named unit (a note says so).
 */
export function applyHeader(list: ParsedList, header: Header): void {
  const w = header.warlord;
  if (w && !list.units.some((u) => u.warlord)) {
    const u = find(list.units, w, () => true);
    if (u) {
      u.warlord = true;
      u.warlordLine = w.line;
      list.notes.push(note(`Warlord taken from the header: ${u.name}`, w.line));
    } else list.notes.push(note(`the header's Warlord "${w.name}" is not among the units`, w.line));
  }
  for (const e of header.enhancements) {
    const same = (u: ParsedUnit) => u.enhancements.some((x) => normaliseName(x.name) === normaliseName(e.enhancement));
    // The labelled unit the header names ("on Char2: ..."): the body's copy elsewhere is another unit's.
    const labelled = list.units.find((u) => e.label !== undefined && u.label === e.label && sameName(u, e));
    if (labelled ? same(labelled) : list.units.some(same)) continue;
    const u =
      labelled && labelled.enhancements.length === 0
        ? labelled
        : find(list.units, e, (x) => x.enhancements.length === 0);
    if (u) {
      u.enhancements.push({ name: e.enhancement, points: e.points, line: e.line });
      list.notes.push(note(`Enhancement ${e.enhancement} taken from the header`, e.line));
    } else list.notes.push(note(`the header's Enhancement ${e.enhancement} is on no unit named ${e.name}`, e.line));
  }
  if (header.units && header.units.count !== list.units.length) {
    list.notes.push(
      note(`the header says ${header.units.count} units; the list has ${list.units.length}`, header.units.line),
    );
  }
}
