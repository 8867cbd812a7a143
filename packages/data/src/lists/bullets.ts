import { emptyParsedUnit, type ListFormat, type ParsedList, type ParsedUnit } from '@cogitator/engine';
import { applySelection, applySelections, counted, fail, finishUnit, type Line, note } from './text.js';

/** A "•" line with the lines indented under it. */
interface Bullet {
  indent: number;
  text: string;
  line: number;
  children: Bullet[];
}

export const BULLET = /^(\s*)[•◦▪·*-]\s*(.*)$/;

export interface UnitHead {
  name: string;
  points: number | null;
  count?: number | null;
  label?: string;
}

export interface BodyStyle {
  format: ListFormat;
  unit(text: string): UnitHead | null;
  section(text: string): string | null;
  /** Lines to pass over with a note (app trailers). */
  trailer?: RegExp;
  source?: string;
}

/**
 * The unit body shared by the app, GW-style and ListForge exports: unit lines, then "•" lines. A
 * top-level "•" line with lines indented under it is a model line ("• 4x Infiltrator" over its
 * weapons); one without is a selection of the unit (wargear, "Warlord", an enhancement).
 */
export function parseBulletBody(lines: Line[], list: ParsedList, style: BodyStyle): void {
  let section: string | undefined;
  let unit: ParsedUnit | null = null;
  let bullets: Bullet[] = [];
  const close = () => {
    if (unit) {
      interpret(unit, bullets);
      finishUnit(list, unit);
      list.units.push(unit);
    }
    unit = null;
    bullets = [];
  };
  for (const l of lines) {
    if (!l.text.trim()) continue;
    if (style.trailer?.test(l.text.trim())) {
      list.notes.push(note(`passed over: ${l.text.trim()}`, l.n));
      continue;
    }
    const b = BULLET.exec(l.text);
    if (b) {
      if (!unit) fail(style.format, l, 'a "•" line before any unit line', style.source);
      const node: Bullet = { indent: (b[1] as string).length, text: (b[2] as string).trim(), line: l.n, children: [] };
      place(bullets, node);
      continue;
    }
    if (/^\s/.test(l.text)) fail(style.format, l, 'an indented line that is not a "•" line', style.source);
    const head = style.unit(l.text);
    if (head) {
      close();
      const u = emptyParsedUnit(head.name, l.n);
      u.points = head.points;
      u.modelCount = head.count ?? null;
      if (head.label) u.label = head.label;
      if (section) u.section = section;
      unit = u;
      continue;
    }
    const s = style.section(l.text.trim());
    if (s !== null) {
      close();
      section = s;
      continue;
    }
    fail(style.format, l, 'expected a unit line, a section heading or a "•" line', style.source);
  }
  close();
}

/** Puts a bullet under the last bullet with a smaller indent, or at the top. */
function place(top: Bullet[], node: Bullet): void {
  let level = top;
  for (;;) {
    const last = level[level.length - 1];
    if (!last || node.indent <= last.indent) break;
    level = last.children;
  }
  level.push(node);
}

function flatten(bs: Bullet[]): Bullet[] {
  return bs.flatMap((b) => [b, ...flatten(b.children)]);
}

function interpret(unit: ParsedUnit, bullets: Bullet[]): void {
  for (const b of bullets) {
    if (b.children.length === 0) {
      applySelections(unit, b.text, b.line, unit.wargear);
      continue;
    }
    const [n, name] = counted(b.text);
    const group = { name, count: n ?? 1, line: b.line, wargear: [] as ParsedUnit['wargear'] };
    for (const c of flatten(b.children)) applySelections(unit, c.text, c.line, group.wargear);
    unit.models.push(group);
  }
}

/** Applies one selection; exported for parsers with their own line shapes. */
export { applySelection };
