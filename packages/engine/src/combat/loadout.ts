import { normaliseName } from '../catalogue/normalise.js';
import type { Datasheet, WeaponProfile } from '../model/datasheet.js';

/**
 * A unit's default wargear read from its datasheet: how many of each weapon its models carry at a
 * given unit size. The calculator's starting point when a user picks a unit; every count can be
 * changed afterwards, so the reading is a best effort over the printed "equipped with" lines.
 */

/** Models of each composition line at one unit size. */
export interface UnitModels {
  size: number;
  lines: { model: string; count: number }[];
}

export interface LoadoutRow {
  /** The weapon's name and the profile's (they differ for "Plasma pistol – standard"). */
  weapon: string;
  profile: WeaponProfile;
  /** How many of this profile the unit fires (0 for wargear it does not carry by default). */
  count: number;
}

/** The unit sizes it can be fielded at: its points options, else its minimum composition. */
export function unitSizes(ds: Datasheet): number[] {
  const priced = ds.points.filter((p) => !p.additional).map((p) => p.models);
  const min = ds.composition.reduce((s, c) => s + c.min, 0);
  const sizes = [...new Set(priced.length ? priced : [Math.max(1, min)])].filter((n) => n > 0);
  return sizes.sort((a, b) => a - b);
}

/** The models of each composition line when the unit has `size` models (minimums first, then extras). */
export function unitModels(ds: Datasheet, size?: number): UnitModels {
  const lines = ds.composition.map((c) => ({ model: c.model, count: c.min, max: c.max }));
  const min = lines.reduce((s, l) => s + l.count, 0);
  const want = size ?? unitSizes(ds)[0] ?? Math.max(1, min);
  let extra = Math.max(0, want - min);
  for (const l of lines) {
    const add = Math.min(extra, Math.max(0, l.max - l.count));
    l.count += add;
    extra -= add;
  }
  const out = lines.map(({ model, count }) => ({ model, count }));
  if (out.length === 0) out.push({ model: ds.name, count: want });
  return { size: out.reduce((s, l) => s + l.count, 0), lines: out };
}

/** "godhammer lascannons" -> the spellings it may stand for: as is, and without a plural ending. */
function singulars(text: string): string[] {
  const n = normaliseName(text);
  const out = [n];
  if (n.endsWith('es')) out.push(n.slice(0, -2));
  if (n.endsWith('s')) out.push(n.slice(0, -1));
  return out;
}

function sameModel(a: string, b: string): boolean {
  const x = singulars(a);
  return singulars(b).some((s) => x.includes(s));
}

const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** How many models an "equipped with" line speaks for ("Every model", "The Sergeant", "2 Havocs"). */
export function modelsFor(who: string, units: UnitModels): number {
  const w = normaliseName(who);
  if (/^(this|the) (model|unit)$/.test(w)) return units.size === 1 ? 1 : w.endsWith('unit') ? units.size : 1;
  if (/^(every|each|all) models?( in (this|the) unit)?$/.test(w)) return units.size;
  const every = /^(?:every|each|all)( other)? (.+)$/.exec(w);
  if (every) {
    const line = units.lines.find((l) => sameModel(l.model, every[2] as string));
    const n = line ? line.count : units.size;
    return Math.max(0, every[1] ? n - 1 : n);
  }
  const counted = /^(\d+|a|an|one|two|three|four|five) (?:other )?(.+)$/.exec(w);
  if (counted) return Number(counted[1]) || WORD_NUMBERS[counted[1] as string] || 1;
  return 1;
}

/** "2 godhammer lascannons" -> 2 and the name; "twin heavy bolter" -> 1. */
function item(text: string): { count: number; name: string } {
  const m = /^\s*(\d+)\s*x?\s+(.+)$/i.exec(text);
  return m ? { count: Number(m[1]), name: (m[2] as string).trim() } : { count: 1, name: text.trim() };
}

/** Weapons carried by default, by weapon name (normalised), at `size` models. */
export function equippedCounts(ds: Datasheet, size?: number): Map<string, number> {
  const units = unitModels(ds, size);
  const names = ds.weapons.map((w) => ({ name: w.name, key: normaliseName(w.name) }));
  const counts = new Map<string, number>();
  for (const line of ds.equipment) {
    const per = modelsFor(line.who, units);
    for (const piece of line.items.flatMap((i) => i.split(/[;,]/))) {
      if (!piece.trim()) continue;
      const { count, name } = item(piece);
      const keys = singulars(name);
      const weapon = names.find((w) => keys.includes(w.key));
      if (weapon) counts.set(weapon.name, (counts.get(weapon.name) ?? 0) + count * per);
    }
  }
  return counts;
}

/**
 * Every weapon profile of the unit, with the number fired by default: for the chosen type, the
 * weapons it is equipped with (the first profile of a weapon with several); everything else 0.
 */
export function datasheetLoadout(ds: Datasheet, opts: { size?: number; type?: 'ranged' | 'melee' } = {}): LoadoutRow[] {
  const counts = equippedCounts(ds, opts.size);
  const type = opts.type ?? 'ranged';
  return ds.weapons.flatMap((w) =>
    w.profiles.map((profile, i) => ({
      weapon: w.name,
      profile,
      count: i === 0 && profile.type === type ? (counts.get(w.name) ?? 0) : 0,
    })),
  );
}
