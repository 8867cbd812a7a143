import { type DiceExpr, formatWeaponAbility, normaliseName, parseWeaponAbilities } from '@cogitator/engine';
import { type CharacteristicName, readCharacteristic, type StatReading } from '../bsdata/values.js';

/**
 * How two printed values of one characteristic compare: the same text; the same value written
 * differently (noise: `7` for `7+`, `5*`, `+6`, stray spaces, `N/A` for `-`); or different values.
 */
export type Verdict = { kind: 'same' } | { kind: 'noise'; note: string } | { kind: 'real'; note?: string };

const SAME: Verdict = { kind: 'same' };

const CHARACTERISTICS: ReadonlySet<string> = new Set<CharacteristicName>([
  'M',
  'T',
  'SV',
  'W',
  'LD',
  'OC',
  'INV',
  'Range',
  'A',
  'BS',
  'WS',
  'S',
  'AP',
  'D',
]);

function sameValue(a: StatReading<number | DiceExpr>, b: StatReading<number | DiceExpr>): boolean {
  if (Boolean(a.minimum) !== Boolean(b.minimum)) return false;
  const x = a.value;
  const y = b.value;
  if (x === null || y === null || typeof x === 'number' || typeof y === 'number') return x === y;
  return x.count === y.count && x.sides === y.sides && x.bonus === y.bonus;
}

function notesOf(labels: readonly [string, string], a: StatReading<unknown>, b: StatReading<unknown>): string {
  const parts = [a.note ? `${labels[0]}: ${a.note}` : '', b.note ? `${labels[1]}: ${b.note}` : ''].filter(Boolean);
  return parts.join('; ');
}

/**
 * Compare one characteristic as two sources print it. Both texts are read with the BSData reader
 * (`readCharacteristic`, which says in a note how a text strays from the canonical form); equal
 * readings of different texts are noise, anything else a real difference.
 */
export function compareCharacteristic(field: string, a: string, b: string, labels: readonly [string, string]): Verdict {
  if (a === b) return SAME;
  if (!CHARACTERISTICS.has(field)) return { kind: 'real' };
  const ra = readCharacteristic(field as CharacteristicName, a);
  const rb = readCharacteristic(field as CharacteristicName, b);
  let note = notesOf(labels, ra, rb);
  if (Boolean(ra.minimum) !== Boolean(rb.minimum) && ra.value === rb.value) {
    note = [note, 'a minimum move against a fixed one'].filter(Boolean).join('; ');
  }
  if (ra.unreadable || rb.unreadable || !sameValue(ra, rb)) return { kind: 'real', ...(note ? { note } : {}) };
  return { kind: 'noise', note: note || 'the same value written differently' };
}

/** A weapon's abilities as a comparable key: parsed, in datasheet spelling, sorted. */
function abilitiesKey(text: string): string {
  const t = text
    .replace(/\s+/g, ' ')
    .replace(/\.\s+(?=\S)/g, ', ')
    .replace(/\.$/, '')
    .trim();
  if (/^[-–—]?$/.test(t)) return '';
  return parseWeaponAbilities(t)
    .map((x) => normaliseName(formatWeaponAbility(x)))
    .sort()
    .join(',');
}

/** Keywords as printed, up to each source's conventions: case, and "-" or nothing for none. */
function keywordsText(text: string): string {
  const t = text.trim().toLowerCase();
  return t === '-' ? '' : t;
}

/**
 * Compare a weapon's abilities (its Keywords). Case is not compared (Wahapedia prints them in lower
 * case), nor "-" against nothing (how BSData and Wahapedia print none); the same abilities in
 * another order or spelling are noise.
 */
export function compareKeywords(a: string, b: string): Verdict {
  if (keywordsText(a) === keywordsText(b)) return SAME;
  if (abilitiesKey(a) === abilitiesKey(b)) return { kind: 'noise', note: 'the same abilities written differently' };
  return { kind: 'real' };
}
