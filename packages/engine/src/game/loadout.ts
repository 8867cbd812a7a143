import { InputError } from '../errors.js';
import type { Datasheet, Weapon, WeaponProfile } from '../model/datasheet.js';
import type { GameState, ModelState, UnitState } from './types.js';
import { datasheetOf } from './units.js';

/**
 * What each model carries. A datasheet's equipment lines ("The Grimnyr is equipped with: ...", "Every
 * CORV is equipped with: ...") give the default; a unit setup can give any model another loadout.
 */

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const singular = (s: string) => s.replace(/(?<=[a-z]{3})(es|s)$/, '');

/** The datasheet weapon an equipment item names ("2 godhammer lascannons" -> 2 x Godhammer lascannon). */
function weaponItem(ds: Datasheet, item: string): { weapon: string; count: number } | undefined {
  const m = /^(\d+)\s+(.*)$/.exec(item.trim());
  const count = m ? Number(m[1]) : 1;
  const name = norm(m ? (m[2] as string) : item);
  for (const w of ds.weapons) {
    const n = norm(w.name);
    if (n === name || singular(n) === singular(name) || `${n}s` === name) return { weapon: w.name, count };
  }
  return undefined;
}

/** Which models an equipment line's "who" names: a profile, the first model ("The X"), or every model. */
function whoIs(ds: Datasheet, who: string): { profile?: string; single: boolean } {
  const w = norm(who.replace(/^(the|every|each|this|all)\s+/i, ''));
  const single = /^(the|this)\s/i.test(who.trim()) && !/^this (unit|model)/i.test(who.trim());
  for (const p of ds.profiles) {
    const n = norm(p.name);
    if (n === w || singular(n) === singular(w)) return { profile: p.name, single };
  }
  return { single };
}

/** The default loadout of each model (same order as `profiles`): from the equipment lines, else every weapon. */
export function defaultLoadouts(ds: Datasheet, profiles: readonly string[]): string[][] {
  const out: string[][] = profiles.map(() => []);
  const assigned = new Set<number>();
  const all = () => profiles.map((_, i) => i);
  if (
    ds.equipment.length === 0 ||
    !ds.equipment.some((e) => e.items.some((it) => weaponItem(ds, it.split(',')[0] ?? '')))
  )
    return profiles.map(() => ds.weapons.map((w) => w.name));
  for (const line of ds.equipment) {
    const who = whoIs(ds, line.who);
    let models = who.profile ? all().filter((i) => profiles[i] === who.profile) : all();
    if (who.single) models = models.slice(0, 1);
    else models = models.filter((i) => !assigned.has(i));
    if (who.single && !who.profile) {
      const free = all().filter((i) => !assigned.has(i));
      models = free.slice(0, 1);
    }
    const items = line.items.flatMap((it) => it.split(/,\s*|\s+and\s+/));
    for (const i of models) {
      for (const it of items) {
        const w = weaponItem(ds, it);
        if (w) for (let k = 0; k < w.count; k++) (out[i] as string[]).push(w.weapon);
      }
      if (who.single) assigned.add(i);
    }
  }
  return out;
}

/** Check an explicit loadout against the datasheet. */
export function checkLoadout(ds: Datasheet, weapons: unknown, field: string): string[] {
  if (!Array.isArray(weapons)) throw new InputError('a loadout is a list of weapon names', { field });
  return weapons.map((w, i) => {
    const found = typeof w === 'string' ? ds.weapons.find((x) => norm(x.name) === norm(w)) : undefined;
    if (!found)
      throw new InputError(
        `"${String(w)}" is not a weapon of ${ds.name} (it has ${ds.weapons.map((x) => x.name).join(', ')})`,
        {
          field: `${field}[${i}]`,
        },
      );
    return found.name;
  });
}

export function weaponNamed(ds: Datasheet, name: string): Weapon | undefined {
  return ds.weapons.find((w) => w.name === name);
}

/** A weapon's profile by name (default: the first). */
export function profileNamed(w: Weapon, name: string | undefined): WeaponProfile | undefined {
  return name === undefined ? w.profiles[0] : w.profiles.find((p) => p.name === name);
}

/** A model's weapons of one type, each with its datasheet entry. */
export function modelWeapons(
  state: GameState,
  u: UnitState,
  m: ModelState,
  type?: 'ranged' | 'melee',
): { weapon: Weapon; datasheet: Datasheet }[] {
  const ds = datasheetOf(state, u, m);
  const out: { weapon: Weapon; datasheet: Datasheet }[] = [];
  for (const name of m.weapons) {
    const w = weaponNamed(ds, name);
    if (!w) continue;
    if (type && !w.profiles.some((p) => p.type === type)) continue;
    out.push({ weapon: w, datasheet: ds });
  }
  return out;
}
