import { InputError } from '../errors.js';
import { unitModelsOf } from '../model/composition.js';
import type { Datasheet, Weapon, WeaponProfile } from '../model/datasheet.js';
import { defaultGear, findWeapon } from '../model/equipment.js';
import type { GameState, ModelState, UnitState } from './types.js';
import { datasheetOf } from './units.js';

/**
 * What each model carries: the datasheet's default equipment (model/equipment.ts reads who carries
 * what); a unit setup can give any model another loadout.
 */

/**
 * The default loadout of each model (same order as `profiles`, one profile name per model): the
 * models of each profile take their composition lines in order, and each carries what the equipment
 * lines give a model of its line (every weapon when no equipment line names one).
 */
export function defaultLoadouts(ds: Datasheet, profiles: readonly string[]): string[][] {
  const counts: Record<string, number> = {};
  for (const p of profiles) counts[p] = (counts[p] ?? 0) + 1;
  const units = unitModelsOf(ds, counts);
  const queues = new Map<string | undefined, string[][]>();
  for (const m of defaultGear(ds, units).models) {
    const profile = units.lines[m.line]?.profile;
    const queue = queues.get(profile) ?? [];
    queue.push(m.weapons.map((w) => w.name));
    queues.set(profile, queue);
  }
  return profiles.map((p) => queues.get(p)?.shift() ?? []);
}

/** Check an explicit loadout against the datasheet (weapon names as `findWeapon` matches them). */
export function checkLoadout(ds: Datasheet, weapons: unknown, field: string): string[] {
  if (!Array.isArray(weapons)) throw new InputError('a loadout is a list of weapon names', { field });
  return weapons.map((w, i) => {
    const found = typeof w === 'string' ? findWeapon(ds, w) : undefined;
    if (!found)
      throw new InputError(
        `"${String(w)}" is not a weapon of ${ds.name} (it has ${ds.weapons.map((x) => x.name).join(', ')})`,
        {
          field: `${field}[${i}]`,
        },
      );
    return found.weapon.name;
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
