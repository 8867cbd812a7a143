import { emptyParsedUnit, type ListFormat, type ParsedList, type ParsedUnit } from '@cogitator/engine';
import { applySelection, applySelections, counted, fail, finishUnit, type Line, note } from './text.js';

/** A "•" line with the lines indented under it. */
export interface Bullet {
  /** Where its "•" stands (a continuation line takes the indent of the bullet it continues). */
  indent: number;
  /** Where its text starts. */
  column: number;
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
  unit(text: string, line: Line): UnitHead | null;
  section(text: string): string | null;
  /** How a unit's bullets become models and selections (the default: `interpret`). */
  interpret?: (unit: ParsedUnit, bullets: Bullet[], list: ParsedList) => void;
  /** Lines to pass over with a note (app trailers). */
  trailer?: RegExp;
  source?: string;
}

/**
 * The unit body shared by the app, GW-style and ListForge exports: unit lines, then "•" lines. A
 * top-level "•" line with lines indented under it is a model line ("• 4x Infiltrator" over its
 * weapons); one without is a selection of the unit (wargear, "Warlord", an enhancement). An indented
 * line without a "•" continues the bullet whose text it lines up with (the app from 1.3x writes
 * "  • 1x Hand flamer" then "    1x Power fist").
 */
export function parseBulletBody(lines: Line[], list: ParsedList, style: BodyStyle): void {
  let section: string | undefined;
  let unit: ParsedUnit | null = null;
  let bullets: Bullet[] = [];
  /** The last bullet placed and its ancestors, innermost last. */
  let path: Bullet[] = [];
  const close = () => {
    if (unit) {
      (style.interpret ?? interpret)(unit, bullets, list);
      finishUnit(list, unit);
      list.units.push(unit);
    }
    unit = null;
    bullets = [];
    path = [];
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
      const indent = (b[1] as string).length;
      const column = l.text.length - l.text.trimStart().slice(1).trimStart().length;
      path = place(bullets, { indent, column, text: (b[2] as string).trim(), line: l.n, children: [] });
      continue;
    }
    if (/^\s/.test(l.text)) {
      if (!unit) fail(style.format, l, 'an indented line before any unit line', style.source);
      const column = l.text.length - l.text.trimStart().length;
      // The innermost bullet whose text starts at or before this line's: this line is its sibling.
      const sibling = [...path].reverse().find((p) => p.column <= column);
      const indent = sibling ? sibling.indent : column;
      path = place(bullets, { indent, column, text: l.text.trim(), line: l.n, children: [] });
      continue;
    }
    const head = style.unit(l.text, l);
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

/** Puts a bullet under the last bullet with a smaller indent, or at the top; returns its path. */
function place(top: Bullet[], node: Bullet): Bullet[] {
  const path: Bullet[] = [];
  let level = top;
  for (;;) {
    const last = level[level.length - 1];
    if (!last || node.indent <= last.indent) break;
    path.push(last);
    level = last.children;
  }
  level.push(node);
  path.push(node);
  return path;
}

/** Every bullet under these, depth first, without recursion (deep input must not exhaust the stack). */
export function flatten(bs: Bullet[]): Bullet[] {
  const out: Bullet[] = [];
  const stack = [...bs].reverse();
  while (stack.length) {
    const b = stack.pop() as Bullet;
    out.push(b);
    for (let i = b.children.length - 1; i >= 0; i--) stack.push(b.children[i] as Bullet);
  }
  return out;
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
