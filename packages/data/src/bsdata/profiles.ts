import { type ModelProfile, parseWeaponAbilities, type WeaponProfile } from '@cogitator/engine';
import { characteristics, cleanName, cleanText } from './text.js';
import { readAp, readDice, readInches, readInt, readPlus, type StatReading } from './values.js';
import type { XmlElement } from './xml.js';

/** What a profile is, by the game system's profile type ids (names as a fallback). */
export type ProfileKind = 'unit' | 'ranged' | 'melee' | 'abilities' | 'transport' | 'other';

const BY_TYPE_ID: Readonly<Record<string, ProfileKind>> = {
  'c547-1836-d8a-ff4f': 'unit',
  'f77d-b953-8fa4-b762': 'ranged',
  '8a40-4aaa-c780-9046': 'melee',
  '9cc3-6d83-4dd3-9b64': 'abilities',
  '74f8-5443-9d6d-1f1e': 'transport',
};

const BY_TYPE_NAME: Readonly<Record<string, ProfileKind>> = {
  unit: 'unit',
  'ranged weapons': 'ranged',
  'melee weapons': 'melee',
  abilities: 'abilities',
  transport: 'transport',
};

export function profileKind(profile: XmlElement): ProfileKind {
  const byId = BY_TYPE_ID[profile.attr('typeId') ?? ''];
  if (byId) return byId;
  return BY_TYPE_NAME[(profile.attr('typeName') ?? '').trim().toLowerCase()] ?? 'other';
}

/** A characteristic that was not in canonical form or could not be read, with its raw text. */
export interface StatNote {
  readonly field: string;
  readonly raw: string;
  readonly note: string;
  readonly unreadable: boolean;
}

function noteOf(field: string, r: StatReading<unknown>, notes: StatNote[]): void {
  if (r.note) notes.push({ field, raw: r.raw, note: r.note, unreadable: r.unreadable === true });
}

function get(chars: Map<string, string>, ...names: string[]): string | undefined {
  for (const n of names) {
    const v = chars.get(n);
    if (v !== undefined) return v;
  }
  return undefined;
}

const PRINTED_FIELDS = {
  unit: ['M', 'T', 'SV', 'W', 'LD', 'OC'],
  ranged: ['Range', 'A', 'BS', 'S', 'AP', 'D', 'Keywords'],
  melee: ['Range', 'A', 'WS', 'S', 'AP', 'D', 'Keywords'],
} as const;

/** Other spellings of a characteristic's name seen in the catalogues. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  SV: ['Sv'],
  LD: ['Ld'],
  BS: ['WS'],
  WS: ['BS'],
};

/**
 * A model or weapon profile's characteristics exactly as printed (for `data diff`): the texts of
 * its characteristic elements, none read or cleaned; a missing one is the empty string.
 */
export function printedProfile(
  profile: XmlElement,
  kind: 'unit' | 'ranged' | 'melee',
): { kind: 'model' | 'ranged' | 'melee'; name: string; values: Record<string, string> } {
  const chars = characteristics(profile);
  const values: Record<string, string> = {};
  for (const f of PRINTED_FIELDS[kind]) values[f] = get(chars, f, ...(ALIASES[f] ?? [])) ?? '';
  return { kind: kind === 'unit' ? 'model' : kind, name: cleanName(profile.attr('name') ?? ''), values };
}

/** A `Unit` profile as a model statline (invulnerable save and base size are filled in later). */
export function readModelProfile(profile: XmlElement, notes: StatNote[]): ModelProfile {
  const chars = characteristics(profile);
  const read = <T>(field: string, raw: string | undefined, f: (s: string) => StatReading<T>): T | null => {
    if (raw === undefined) {
      notes.push({ field, raw: '', note: 'missing', unreadable: true });
      return null;
    }
    const r = f(raw);
    noteOf(field, r, notes);
    return r.value;
  };
  let minimum = false;
  const movement = read('M', get(chars, 'M'), (s) => {
    const r = readInches(s, 'M');
    minimum = r.minimum === true;
    return r;
  });
  /** A characteristic read and held to the range the model allows (outside it: null, noted). */
  const bounded = (field: 'T' | 'SV' | 'W' | 'LD', lo: number, hi: number) => {
    const raw = get(chars, field, field === 'SV' ? 'Sv' : field === 'LD' ? 'Ld' : field);
    const v = read(field, raw, (s) => (field === 'SV' || field === 'LD' ? readPlus(s, field) : readInt(s, field)));
    if (v === null || (v >= lo && v <= hi)) return v;
    notes.push({ field, raw: String(v), note: `${v} is outside ${lo}-${hi}`, unreadable: true });
    return null;
  };
  return {
    name: cleanName(profile.attr('name') ?? '') || '(unnamed)',
    movement,
    ...(minimum ? { movementIsMinimum: true } : {}),
    toughness: bounded('T', 1, 99),
    save: bounded('SV', 2, 7),
    wounds: bounded('W', 1, 999),
    leadership: bounded('LD', 2, 12),
    objectiveControl: read('OC', get(chars, 'OC'), (s) => readInt(s, 'OC')),
    invulnerableSave: null,
    baseSize: null,
  };
}

/**
 * A `Ranged Weapons` or `Melee Weapons` profile. Undefined (with an unreadable note) when Attacks,
 * Strength or Damage cannot be read: the model needs them.
 */
export function readWeaponProfile(
  profile: XmlElement,
  kind: 'ranged' | 'melee',
  notes: StatNote[],
): WeaponProfile | undefined {
  const chars = characteristics(profile);
  const rawOf = (f: string) => get(chars, f) ?? '';
  const range = readInches(rawOf('Range'), 'Range');
  const attacks = readDice(rawOf('A'), 'A');
  const skill = readPlus(get(chars, kind === 'ranged' ? 'BS' : 'WS') ?? get(chars, 'BS', 'WS') ?? '', 'BS');
  const strength = readInt(rawOf('S'), 'S');
  const ap = readAp(rawOf('AP'));
  const damage = readDice(rawOf('D'), 'D');
  noteOf('Range', range, notes);
  noteOf('A', attacks, notes);
  noteOf(kind === 'ranged' ? 'BS' : 'WS', skill, notes);
  noteOf('S', strength, notes);
  noteOf('AP', ap, notes);
  noteOf('D', damage, notes);
  if (attacks.value === null || strength.value === null || damage.value === null) {
    const bad = [
      attacks.value === null ? 'A' : '',
      strength.value === null ? 'S' : '',
      damage.value === null ? 'D' : '',
    ].filter(Boolean);
    notes.push({
      field: bad.join(','),
      raw: '',
      note: `weapon profile left out: no ${bad.join('/')}`,
      unreadable: true,
    });
    return undefined;
  }
  const skillValue = skill.value !== null && skill.value >= 2 && skill.value <= 6 ? skill.value : null;
  const keywords = cleanText(get(chars, 'Keywords') ?? '').trim();
  return {
    name: cleanName(profile.attr('name') ?? '') || '(unnamed)',
    type: kind,
    range: kind === 'melee' ? null : range.value,
    attacks: attacks.value,
    skill: skillValue,
    strength: strength.value,
    ap: ap.value ?? 0,
    damage: damage.value,
    abilities: keywords === '-' || keywords === '–' ? [] : parseWeaponAbilities(keywords),
  };
}
