import { type UnitModels, unitModels } from '../model/composition.js';
import type { Datasheet, Weapon, WeaponProfile } from '../model/datasheet.js';
import { type DefaultGear, defaultGear } from '../model/equipment.js';
import { singularName } from '../names/normalise.js';

/**
 * A unit's default wargear read from its datasheet: how many of each weapon its models carry at a
 * given unit size, and which of them they use by default (a model that is not a MONSTER or VEHICLE
 * shoots its Pistols or its other ranged weapons; a model fights with one melee weapon plus any
 * [EXTRA ATTACKS] ones). The calculator's starting point when a user picks a unit (web app,
 * `cogitator calc --attacker`); every count can be changed afterwards, so the reading is a best
 * effort over the printed "equipped with" lines.
 */

export interface LoadoutRow {
  /** The weapon's name and the profile's (they differ for "Plasma pistol – standard"). */
  weapon: string;
  profile: WeaponProfile;
  /** How many of this profile the unit fires (0 for wargear it does not carry by default). */
  count: number;
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

/** A weapon the models of one composition line carry, and how many of it in all. */
export interface Carried {
  /** Index into `UnitModels.lines`. */
  line: number;
  weapon: Weapon;
  count: number;
}

/**
 * What the models of each composition line carry by default, summed per line (see `defaultGear`);
 * `gear` when the caller has read it already.
 */
export function carriedWeapons(ds: Datasheet, units: UnitModels, gear = defaultGear(ds, units)): Carried[] {
  const out: Carried[] = [];
  for (const m of [...gear.models].sort((a, b) => a.line - b.line)) {
    for (const weapon of m.weapons) {
      const have = out.find((c) => c.line === m.line && c.weapon === weapon);
      if (have) have.count += 1;
      else out.push({ line: m.line, weapon, count: 1 });
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
 * The weapons of one type the unit uses by default, model by model: every ranged weapon but Pistols
 * where the model has others (not MONSTER or VEHICLE models: they fire everything), or the first
 * melee weapon listed plus any [EXTRA ATTACKS] weapons. `gear` when the caller has read it already.
 */
export function defaultWeapons(
  ds: Datasheet,
  opts: { size?: number; type?: 'ranged' | 'melee'; gear?: DefaultGear } = {},
): DefaultWeapons {
  const type = opts.type ?? 'ranged';
  const units = unitModels(ds, opts.size);
  const gear = opts.gear ?? defaultGear(ds, units);
  const out: DefaultWeapons = { counts: new Map(), pistolsLeftOut: [], meleeLeftOut: [] };
  const leftOut = (list: string[], w: Weapon) => {
    if (!list.includes(w.name)) list.push(w.name);
  };
  const bigGuns = units.lines.map((line) => {
    const keywords = [...ds.keywords.map((k) => k.toUpperCase()), ...lineKeywords(ds, line.model)];
    return keywords.includes('VEHICLE') || keywords.includes('MONSTER');
  });
  for (const m of gear.models) {
    const own = m.weapons.filter((w) => weaponType(w) === type);
    let used = own;
    if (type === 'ranged' && !bigGuns[m.line] && own.some((w) => !isPistol(w))) {
      used = own.filter((w) => !isPistol(w));
      for (const w of own.filter(isPistol)) leftOut(out.pistolsLeftOut, w);
    } else if (type === 'melee') {
      const main = [...new Set(own.filter((w) => !isExtra(w)))];
      for (const w of main.slice(1)) leftOut(out.meleeLeftOut, w);
      used = [...main.slice(0, 1), ...own.filter(isExtra)];
    }
    for (const w of used) out.counts.set(w, (out.counts.get(w) ?? 0) + 1);
  }
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
