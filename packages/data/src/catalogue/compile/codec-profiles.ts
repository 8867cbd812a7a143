import type { WeaponProfile } from '@cogitator/engine';
import {
  type DiceExpr,
  formatDice,
  formatWeaponAbility,
  parseDice,
  parseWeaponAbility,
  type WeaponAbility,
} from '@cogitator/engine';

/**
 * Weapon profiles in the stored catalogue: a row `[name, type, range, attacks, skill, strength, ap,
 * damage, abilities]` with dice and abilities in their printed form ("D6+1", "RAPID FIRE 1"). There
 * are 9,000 of them; rows drop the repeated key names and cut the file by a seventh. A profile whose
 * keys differ from these (or whose dice or abilities would not read back exactly) is stored as it is.
 */
const KEYS = ['name', 'type', 'range', 'attacks', 'skill', 'strength', 'ap', 'damage', 'abilities'] as const;
const KEY_LIST = KEYS.join(',');

export type StoredProfile = WeaponProfile | unknown[];

function exact<T>(value: T, text: string, read: (s: string) => T): boolean {
  return JSON.stringify(read(text)) === JSON.stringify(value);
}

export function encodeWeaponProfile(p: WeaponProfile): StoredProfile {
  if (Object.keys(p).join(',') !== KEY_LIST) return p;
  const attacks = formatDice(p.attacks);
  const damage = formatDice(p.damage);
  const abilities = p.abilities.map(formatWeaponAbility);
  const ok =
    exact(p.attacks, attacks, parseDice) &&
    exact(p.damage, damage, parseDice) &&
    p.abilities.every((a, i) => exact(a, abilities[i]!, parseWeaponAbility));
  return ok ? [p.name, p.type, p.range, attacks, p.skill, p.strength, p.ap, damage, abilities] : p;
}

const dice = new Map<string, DiceExpr>();
const abilities = new Map<string, WeaponAbility>();

function cached<T>(cache: Map<string, T>, key: string, read: (s: string) => T): T {
  let v = cache.get(key);
  if (v === undefined) {
    v = read(key);
    cache.set(key, v);
  }
  return v;
}

/** Throws (a plain Error, for the loader to report) when a row is not a profile. */
export function decodeWeaponProfile(s: StoredProfile): WeaponProfile {
  if (!Array.isArray(s)) return s;
  const [name, type, range, attacks, skill, strength, ap, damage, list] = s;
  if (typeof attacks !== 'string' || typeof damage !== 'string' || !Array.isArray(list) || s.length !== KEYS.length) {
    throw new Error(`weapon profile ${JSON.stringify(name)} is not a stored profile row`);
  }
  return {
    name: name as string,
    type: type as WeaponProfile['type'],
    range: range as number | null,
    attacks: cached(dice, attacks, parseDice),
    skill: skill as number | null,
    strength: strength as number,
    ap: ap as number,
    damage: cached(dice, damage, parseDice),
    abilities: list.map((a) => cached(abilities, String(a), parseWeaponAbility)),
  };
}
