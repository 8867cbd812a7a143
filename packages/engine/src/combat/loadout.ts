import { normaliseName, singularName } from '../catalogue/normalise.js';
import type { Datasheet, Weapon, WeaponProfile } from '../model/datasheet.js';
import { defaultSize } from '../model/points.js';

/**
 * A unit's default wargear read from its datasheet: how many of each weapon its models carry at a
 * given unit size, and which of them they use by default (a model that is not a MONSTER or VEHICLE
 * shoots its Pistols or its other ranged weapons; a model fights with one melee weapon plus any
 * [EXTRA ATTACKS] ones). The calculator's starting point when a user picks a unit (web app,
 * `cogitator calc --attacker`); every count can be changed afterwards, so the reading is a best
 * effort over the printed "equipped with" lines.
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

/** The models of each composition line when the unit has `size` models (minimums first, then extras). */
export function unitModels(ds: Datasheet, size?: number): UnitModels {
  const lines = ds.composition.map((c) => ({ model: c.model, count: c.min, max: c.max }));
  const min = lines.reduce((s, l) => s + l.count, 0);
  const want = size ?? defaultSize(ds);
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

/** Keywords printed for some models only ("GRIMNYR MODEL: CHARACTER"), upper case. */
export function lineKeywords(ds: Datasheet, model: string): string[] {
  const key = singularName(model);
  return ds.modelKeywords
    .filter((m) => {
      const k = singularName(m.model.replace(/\s+(model|models|only)$/i, ''));
      return k === key || key.includes(k) || k.includes(key);
    })
    .flatMap((m) => m.keywords.map((k) => k.toUpperCase()));
}

const sameModel = (a: string, b: string) => singularName(a) === singularName(b);

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

/** The composition line an "equipped with" line names ("The Theyn", "Every CORV"), if it names one. */
function lineFor(who: string, units: UnitModels): number | undefined {
  const w = normaliseName(who).replace(/^(?:the|every|each|all)( other)? |^(?:\d+|a|an|one|two|three|four|five) /, '');
  const i = units.lines.findIndex((l) => sameModel(l.model, w));
  if (i >= 0) return i;
  const loose = units.lines.findIndex((l) => singularName(l.model).includes(singularName(w)));
  return loose >= 0 && singularName(w).length > 2 ? loose : undefined;
}

const compactName = (name: string) => singularName(name).replace(/ /g, '');

/** A weapon or one of its profiles by name (case, punctuation, spacing and plurals do not matter). */
export function findWeapon(ds: Datasheet, name: string): { weapon: Weapon; profile?: WeaponProfile } | undefined {
  for (const key of [singularName, compactName]) {
    const k = key(name);
    if (!k) continue;
    for (const weapon of ds.weapons) {
      const profile = weapon.profiles.find((p) => key(p.name) === k);
      if (profile) return weapon.profiles.length > 1 ? { weapon, profile } : { weapon };
    }
    const weapon = ds.weapons.find((w) => key(w.name) === k);
    if (weapon) return { weapon };
  }
  return undefined;
}

/** "2 godhammer lascannons" -> the weapon and 2; "twin heavy bolter" -> 1. */
function weaponOfItem(text: string, ds: Datasheet): { weapon: Weapon; each: number } | undefined {
  const m = /^\s*(\d+|a|an|one|two|three|four|five)\s*x?\s+(.+)$/i.exec(text);
  const each = m ? Number(m[1]) || WORD_NUMBERS[(m[1] as string).toLowerCase()] || 1 : 1;
  const found = findWeapon(ds, m ? (m[2] as string) : text);
  return found ? { weapon: found.weapon, each } : undefined;
}

/** An item as weapons: whole, else split at commas and semicolons, else at "and". */
function weaponsOfItem(item: string, ds: Datasheet): { weapon: Weapon; each: number }[] {
  const whole = weaponOfItem(item, ds);
  if (whole) return [whole];
  return item.split(/\s*[;,]\s*/).flatMap((part) => {
    if (!part.trim()) return [];
    const one = weaponOfItem(part, ds);
    if (one) return [one];
    return part.split(/\s+and\s+/).flatMap((p) => {
      const w = weaponOfItem(p, ds);
      return w ? [w] : [];
    });
  });
}

/** A weapon the models of one composition line carry, and how many of it in all. */
export interface Carried {
  /** Index into `UnitModels.lines`. */
  line: number;
  weapon: Weapon;
  count: number;
}

/**
 * What the models carry by default, per composition line, from the equipment lines: an "Every
 * model" line is split over the composition lines; "The Sergeant", "Every other Trooper" and
 * "2 Troopers" speak for some models of one line.
 */
export function carriedWeapons(ds: Datasheet, units: UnitModels): Carried[] {
  const out: Carried[] = [];
  const add = (line: number, weapon: Weapon, count: number) => {
    if (count <= 0) return;
    const have = out.find((c) => c.line === line && c.weapon === weapon);
    if (have) have.count += count;
    else out.push({ line, weapon, count });
  };
  for (const e of ds.equipment) {
    const carried = e.items.flatMap((item) => weaponsOfItem(item, ds));
    if (!carried.length) continue;
    const line = lineFor(e.who, units);
    const models = modelsFor(e.who, units);
    for (const { weapon, each } of carried) {
      if (line !== undefined || units.lines.length === 1) add(line ?? 0, weapon, models * each);
      else if (models === units.size) {
        units.lines.forEach((l, i) => {
          add(i, weapon, l.count * each);
        });
      } else add(0, weapon, models * each);
    }
  }
  return out;
}

/** Weapons carried by default, by weapon name, at `size` models. */
export function equippedCounts(ds: Datasheet, size?: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of carriedWeapons(ds, unitModels(ds, size))) {
    counts.set(c.weapon.name, (counts.get(c.weapon.name) ?? 0) + c.count);
  }
  return counts;
}

const isPistol = (w: Weapon) => w.profiles.every((p) => p.abilities.some((a) => a.kind === 'pistol'));
const isExtra = (w: Weapon) => w.profiles.every((p) => p.abilities.some((a) => a.kind === 'extra-attacks'));
export const weaponType = (w: Weapon) => w.profiles[0]!.type;

/** The weapons a unit uses by default, and what the rules of use left out. */
export interface DefaultWeapons {
  counts: Map<Weapon, number>;
  /** Pistols of models that shoot their other ranged weapons instead. */
  pistolsLeftOut: string[];
  /** Melee weapons of models that fight with another one. */
  meleeLeftOut: string[];
}

/**
 * The weapons of one type the unit uses by default, per composition line: every ranged weapon but
 * Pistols where the models have others (not MONSTER or VEHICLE models: they fire everything), or
 * the first melee weapon listed plus any [EXTRA ATTACKS] weapons.
 */
export function defaultWeapons(
  ds: Datasheet,
  opts: { size?: number; type?: 'ranged' | 'melee'; carried?: Carried[] } = {},
): DefaultWeapons {
  const type = opts.type ?? 'ranged';
  const units = unitModels(ds, opts.size);
  const carried = (opts.carried ?? carriedWeapons(ds, units)).filter((c) => weaponType(c.weapon) === type);
  const out: DefaultWeapons = { counts: new Map(), pistolsLeftOut: [], meleeLeftOut: [] };
  const leftOut = (list: string[], w: Weapon) => {
    if (!list.includes(w.name)) list.push(w.name);
  };
  units.lines.forEach((line, i) => {
    const own = carried.filter((c) => c.line === i);
    const keywords = [...ds.keywords.map((k) => k.toUpperCase()), ...lineKeywords(ds, line.model)];
    const bigGuns = keywords.includes('VEHICLE') || keywords.includes('MONSTER');
    let used = own;
    if (type === 'ranged' && !bigGuns && own.some((c) => !isPistol(c.weapon))) {
      used = own.filter((c) => !isPistol(c.weapon));
      for (const c of own.filter((x) => isPistol(x.weapon))) leftOut(out.pistolsLeftOut, c.weapon);
    } else if (type === 'melee') {
      const main = own.filter((c) => !isExtra(c.weapon));
      for (const c of main.slice(1)) leftOut(out.meleeLeftOut, c.weapon);
      used = [...main.slice(0, 1), ...own.filter((c) => isExtra(c.weapon))];
    }
    for (const c of used) out.counts.set(c.weapon, (out.counts.get(c.weapon) ?? 0) + c.count);
  });
  return out;
}

/**
 * Every weapon profile of the unit, with the number fired by default: for the chosen type, the
 * weapons it uses by default (see `defaultWeapons`; the first profile of a weapon with several);
 * everything else 0.
 */
export function datasheetLoadout(ds: Datasheet, opts: { size?: number; type?: 'ranged' | 'melee' } = {}): LoadoutRow[] {
  const { counts } = defaultWeapons(ds, opts);
  return ds.weapons.flatMap((w) =>
    w.profiles.map((profile, i) => ({ weapon: w.name, profile, count: i === 0 ? (counts.get(w) ?? 0) : 0 })),
  );
}
