import { type DiceExpr, tryParseDice } from '@cogitator/engine';

/**
 * Reading one characteristic as printed in a BattleScribe profile. The value is what the model
 * stores; `note` says how the raw text differed from the canonical form (`7` for `7+`, `5*`, `N/A`),
 * so a cross-source diff can tell noise from a real difference. Exported for `data diff`.
 */
export interface StatReading<T> {
  readonly value: T | null;
  readonly raw: string;
  /** Set when the raw text was not in canonical form or could not be read. */
  readonly note?: string;
  /** True when the text was not understood at all (value is null). */
  readonly unreadable?: boolean;
  /** For movement: "20+\"" style minimum moves. */
  readonly minimum?: boolean;
}

export type PlusField = 'SV' | 'LD' | 'BS' | 'WS' | 'INV';
export type IntField = 'T' | 'W' | 'OC' | 'S';
export type InchField = 'M' | 'Range';
export type DiceField = 'A' | 'D';

const NONE = new Set(['-', '–', '—', '', 'n/a', 'na', 'none']);

function clean(raw: string): { text: string; notes: string[] } {
  const notes: string[] = [];
  let text = raw.replace(/\s+/g, ' ').trim();
  if (text !== raw) notes.push('surrounding or doubled spaces');
  if (/\*+$/.test(text)) {
    text = text.replace(/\s*\*+$/, '');
    notes.push('asterisk (a rule modifies it)');
  }
  text = text
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/[\u201d\u2033]/g, '"')
    .replace(/''/g, '"');
  return { text, notes };
}

function reading<T>(value: T | null, raw: string, notes: string[], extra: Partial<StatReading<T>> = {}) {
  const out: StatReading<T> = { value, raw, ...extra, ...(notes.length ? { note: notes.join('; ') } : {}) };
  return out;
}

/** `-` and `N/A` are how datasheets print "no value" (Torrent weapons' BS); anything else is noted. */
const CANONICAL_NONE = new Set(['-', 'n/a']);

function none<T>(raw: string, text: string, notes: string[]): StatReading<T> | undefined {
  if (!NONE.has(text.toLowerCase())) return undefined;
  if (!CANONICAL_NONE.has(text.toLowerCase())) notes.push(`"${raw.trim()}" read as no value`);
  return reading<T>(null, raw, notes);
}

function unreadable<T>(raw: string, notes: string[], what: string): StatReading<T> {
  return reading<T>(null, raw, [...notes, `"${raw}" is not ${what}`], { unreadable: true });
}

/** X of "X+": Save, Leadership, BS, WS, invulnerable save. */
export function readPlus(raw: string, field: PlusField): StatReading<number> {
  const { text, notes } = clean(raw);
  const n = none<number>(raw, text, notes);
  if (n) return n;
  const m = /^(\+)?\s*(\d+)\s*(\+)?$/.exec(text);
  if (!m) return unreadable(raw, notes, `an X+ ${field} value`);
  if (m[1]) notes.push(`leading plus "${text}" read as ${m[2]}+`);
  else if (!m[3]) notes.push(`"${text}" read as ${m[2]}+`);
  return reading(Number(m[2]), raw, notes);
}

/** Plain integers: Toughness, Wounds, OC, Strength. */
export function readInt(raw: string, field: IntField): StatReading<number> {
  const { text, notes } = clean(raw);
  const n = none<number>(raw, text, notes);
  if (n) return n;
  const m = /^(\d+)$/.exec(text);
  if (!m) return unreadable(raw, notes, `a whole number (${field})`);
  return reading(Number(m[1]), raw, notes);
}

/** Inches: Move and Range. `Melee` reads as null without a note; `20+"` sets `minimum`. */
export function readInches(raw: string, field: InchField): StatReading<number> {
  const { text, notes } = clean(raw);
  if (field === 'Range' && /^melee$/i.test(text)) return reading<number>(null, raw, notes);
  const n = none<number>(raw, text, notes);
  if (n) return n;
  const m = /^(\d+)\s*(\+)?\s*("|in|inches)?\s*(\+)?$/i.exec(text);
  if (!m) return unreadable(raw, notes, `a distance in inches (${field})`);
  if (!m[3]) notes.push(`"${text}" has no inch mark`);
  if (m[4]) notes.push(`"${text}" read as ${m[1]}+"`);
  return reading(Number(m[1]), raw, notes, m[2] || m[4] ? { minimum: true } : {});
}

/** Armour Penetration: 0 or negative. A positive or unsigned non-zero value is noted. */
export function readAp(raw: string): StatReading<number> {
  const { text, notes } = clean(raw);
  const n = none<number>(raw, text, notes);
  if (n) return n;
  const m = /^([-+])?\s*(\d+)$/.exec(text);
  if (!m) return unreadable(raw, notes, 'an AP value');
  const v = Number(m[2]);
  if (v !== 0 && m[1] !== '-') notes.push(`"${text}" read as -${v}`);
  return reading(v === 0 ? 0 : -v, raw, notes);
}

/** Attacks and Damage: dice expressions. */
export function readDice(raw: string, field: DiceField): StatReading<DiceExpr> {
  const { text, notes } = clean(raw);
  const n = none<DiceExpr>(raw, text, notes);
  if (n) return n;
  const d = tryParseDice(text);
  if (!d) return unreadable(raw, notes, `a dice expression (${field})`);
  return reading(d, raw, notes);
}

/** Every characteristic a model or weapon profile prints, by its column name. */
export type CharacteristicName =
  | 'M'
  | 'T'
  | 'SV'
  | 'W'
  | 'LD'
  | 'OC'
  | 'INV'
  | 'Range'
  | 'A'
  | 'BS'
  | 'WS'
  | 'S'
  | 'AP'
  | 'D';

/**
 * One entry point for comparing sources (`data diff`): read any characteristic as printed, get the
 * value the model stores and, in `note`, why the text was not canonical (`7` for `7+`, `5*`, `+6`,
 * `N/A` read as nothing is canonical for BS/WS). Two sources agree when their values are equal; a
 * difference whose raw texts carry notes is formatting noise rather than a different rule.
 */
export function readCharacteristic(name: CharacteristicName, raw: string): StatReading<number | DiceExpr> {
  switch (name) {
    case 'M':
    case 'Range':
      return readInches(raw, name);
    case 'T':
    case 'W':
    case 'OC':
    case 'S':
      return readInt(raw, name);
    case 'SV':
    case 'LD':
    case 'INV':
    case 'BS':
    case 'WS':
      return readPlus(raw, name);
    case 'AP':
      return readAp(raw);
    case 'A':
    case 'D':
      return readDice(raw, name);
  }
}
