import {
  InputError,
  LIST_FORMAT_NAMES,
  type ListFormat,
  type ParsedEnhancement,
  type ParsedItem,
  type ParsedList,
  type ParsedUnit,
  type Warning,
} from '@cogitator/engine';

/** One line of the input, numbered from 1, trailing spaces removed. */
export interface Line {
  n: number;
  text: string;
}

/**
 * The text of a list file's bytes: UTF-8, or UTF-16 (little or big endian) where the file says so
 * with its byte-order mark or, without one, by the zero bytes every ASCII character then carries.
 */
export function decodeText(bytes: Uint8Array): string {
  const [a, b] = [bytes[0], bytes[1]];
  if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes.length >= 4 && bytes.length % 2 === 0) {
    const head = bytes.subarray(0, Math.min(bytes.length, 400));
    let even = 0;
    let odd = 0;
    for (let i = 0; i < head.length; i++) if (head[i] === 0) i % 2 ? odd++ : even++;
    if (odd > head.length / 4 && even === 0) return new TextDecoder('utf-16le').decode(bytes);
    if (even > head.length / 4 && odd === 0) return new TextDecoder('utf-16be').decode(bytes);
  }
  return new TextDecoder('utf-8').decode(bytes);
}

/** Splits text into numbered lines (BOM, CRLF and non-breaking spaces forgiven). */
export function toLines(text: string): Line[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((t, i) => ({ n: i + 1, text: t.replace(/\u00a0/g, ' ').replace(/\s+$/, '') }));
}

/** Where a parser stopped understanding the input: the line, what it found, the format it expected. */
export function fail(format: ListFormat, line: Line | number | undefined, message: string, source?: string): never {
  const n = typeof line === 'number' ? line : line?.n;
  const shown = typeof line === 'object' && line.text.trim() ? `: "${clip(line.text)}"` : '';
  throw new InputError(`${message}${shown} (reading ${LIST_FORMAT_NAMES[format]})`, {
    ...(source ? { source } : {}),
    ...(n !== undefined ? { line: n } : {}),
  });
}

export function clip(s: string, max = 60): string {
  const t = s.trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

export function note(message: string, line?: number): Warning {
  return { code: 'note', message, ...(line !== undefined ? { where: { line } } : {}) };
}

/**
 * A number as exporters write it: "1985", "2,000", "2.000", "2 000" (a thousands separator is a
 * comma, a dot, an apostrophe or a space; points are never fractions).
 */
export const NUM = String.raw`(\d{1,3}(?:[,.'\u2009\u202f ]\d{3})+(?!\d)|\d+)`;

/** A points figure: "95 pts", "95pts", "1985 Points", "15 pt", "2,000 points" (and the app's translations). */
export const PTS = String.raw`${NUM}\s*(?:pts?|points?|punkte|puntos|punti)\.?`;

/** Larger than any army: a figure beyond it is a mistake in the list, not a points cost. */
export const MAX_POINTS = 100_000;

/** The value of a points figure matched by `NUM`/`PTS`; a located error when it is too large to be one. */
export function pointsOf(
  raw: string,
  format: ListFormat | null,
  line: Line | number | undefined,
  source?: string,
): number {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > 6 || Number(digits) > MAX_POINTS) {
    const shown = digits.length > 12 ? `${digits.slice(0, 6)}… (${digits.length} digits)` : digits;
    const message = `the points figure ${shown} is too large (at most ${MAX_POINTS})`;
    if (format) fail(format, line, message, source);
    const n = typeof line === 'number' ? line : line?.n;
    throw new InputError(message, { ...(source ? { source } : {}), ...(n !== undefined ? { line: n } : {}) });
  }
  return Number(digits);
}

/** "Nx Name", "N x Name" or "Name". */
const COUNTED = /^(\d+)\s*x\s+(.+)$/i;

/** Splits "a, 2x b (c, d), e" at top-level commas. */
export function splitItems(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}

/** "2x Missile Drone (Missile pod)" -> {name: "Missile Drone", count: 2, note: "Missile pod"}. */
export function parseItem(text: string, line: number, multiplier = 1): ParsedItem {
  let t = text.trim();
  let count = 1;
  const m = COUNTED.exec(t);
  if (m) {
    count = Number(m[1]);
    t = (m[2] as string).trim();
  }
  const item: ParsedItem = { name: t, count: Math.max(1, count * multiplier), line };
  const p = /^(.+?)\s*\(([^()]+)\)$/.exec(t);
  if (p && !/^\+?\d+\s*(?:pts?|points?)$/i.test(p[2] as string)) {
    item.name = (p[1] as string).trim();
    item.note = (p[2] as string).trim();
  }
  return item;
}

/** "Nx Name" -> [N, Name]; "Name" -> [null, Name]. */
export function counted(text: string): [number | null, string] {
  const m = COUNTED.exec(text.trim());
  return m ? [Number(m[1]), (m[2] as string).trim()] : [null, text.trim()];
}

const ENH_PREFIX = /^(?:Enhancements?|E)\s*:\s*(.+)$/i;
const ENH_POINTS = new RegExp(String.raw`^(.+?)\s*[([]\+?${PTS}[)\]]$`, 'i');

/**
 * What one selection text means for the unit: the Warlord marker, an enhancement ("Enhancements: X",
 * "E: X", "X (+15 pts)", "X [15 pts]"), or a plain item.
 */
export function applySelection(
  unit: ParsedUnit,
  text: string,
  line: number,
  target: ParsedItem[],
  multiplier = 1,
): void {
  const t = text.trim();
  if (!t) return;
  if (/^warlord$/i.test(t)) {
    unit.warlord = true;
    unit.warlordLine ??= line;
    return;
  }
  const pre = ENH_PREFIX.exec(t);
  if (pre || ENH_POINTS.test(t)) {
    unit.enhancements.push(enhancement(pre ? (pre[1] as string) : t, line));
    return;
  }
  target.push(parseItem(t, line, multiplier));
}

function enhancement(text: string, line: number): ParsedEnhancement {
  const pts = ENH_POINTS.exec(text.trim());
  return pts
    ? { name: (pts[1] as string).trim(), points: pointsOf(pts[2] as string, null, line), line }
    : { name: text.trim(), points: null, line };
}

/** Applies a comma-separated selection list ("Warlord, Armoured feet, 2x War Dog autocannon"). */
export function applySelections(
  unit: ParsedUnit,
  text: string,
  line: number,
  target: ParsedItem[],
  multiplier = 1,
): void {
  for (const part of splitItems(text)) applySelection(unit, part, line, target, multiplier);
}

export function emptyList(format: ListFormat): ParsedList {
  return {
    format,
    name: null,
    faction: null,
    detachment: null,
    battleSize: null,
    statedPoints: null,
    units: [],
    notes: [],
  };
}

/** Sets model counts from model lines where the header gave none, and notes disagreements. */
export function finishUnit(list: ParsedList, u: ParsedUnit): void {
  const sum = u.models.reduce((s, g) => s + g.count, 0);
  if (u.modelCount === null) {
    if (sum > 0) u.modelCount = sum;
  } else if (sum > 0 && sum !== u.modelCount) {
    list.notes.push(
      note(`${u.name}: the unit line says ${u.modelCount} models, its model lines add up to ${sum}`, u.line),
    );
  }
}

/** "Xenos - T'au Empire" -> ["Xenos", "T'au Empire"]. */
export function factionParts(text: string): string[] {
  return text
    .split(/\s+-\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
