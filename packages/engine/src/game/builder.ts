import { parseDice } from '../dice/expr.js';
import type { BaseSize, Datasheet, ModelProfile, Weapon, WeaponProfile } from '../model/datasheet.js';
import { emptyDatasheet } from '../model/datasheet.js';
import { damagedEffects } from '../rules/core/damaged.js';
import { parseCoreAbility } from '../rules/core-abilities.js';
import { parseWeaponAbilities } from '../rules/weapon-abilities.js';

/** Characteristics for a quick datasheet, in the order printed on a datasheet. */
export interface QuickProfile {
  name?: string;
  M?: number;
  T?: number;
  Sv?: number;
  W?: number;
  Ld?: number;
  OC?: number;
  /** Invulnerable save X of "X+". */
  inv?: number;
  /** Round base diameter in mm, or a full base size. */
  base?: number | BaseSize | null;
}

/** A weapon profile in brief: `range` in inches or 'melee'; A and D as printed ("D6+1"); abilities as "[blast, heavy]". */
export interface QuickWeapon {
  name: string;
  range: number | 'melee';
  A: string | number;
  /** BS or WS X of "X+"; null for N/A (Torrent). */
  skill: number | null;
  S: number;
  AP?: number;
  D: string | number;
  abilities?: string;
  /** Further profiles of the same weapon ("– supercharge"). */
  profiles?: Omit<QuickWeapon, 'profiles'>[];
}

function weaponProfile(w: Omit<QuickWeapon, 'profiles'>): WeaponProfile {
  return {
    name: w.name,
    type: w.range === 'melee' ? 'melee' : 'ranged',
    range: w.range === 'melee' ? null : w.range,
    attacks: parseDice(String(w.A)),
    skill: w.skill,
    strength: w.S,
    ap: w.AP ?? 0,
    damage: parseDice(String(w.D)),
    abilities: parseWeaponAbilities(w.abilities ?? ''),
  };
}

/** One weapon from its brief (the name of the first profile names the weapon). */
export function quickWeapon(w: QuickWeapon): Weapon {
  const base = w.name.split(' – ')[0] as string;
  return { name: base, profiles: [weaponProfile(w), ...(w.profiles ?? []).map(weaponProfile)] };
}

export interface QuickOptions {
  faction?: string;
  keywords?: string[];
  minModels?: number;
  modelKeywords?: { model: string; keywords: string[] }[];
  /** Every model carries every weapon unless `equipment` says otherwise. */
  weapons?: QuickWeapon[];
  equipment?: { who: string; items: string[] }[];
  /** CORE abilities as printed: "Deep Strike", "Leader", "Deadly Demise D3", "Firing Deck 2", "Feel No Pain 5+". */
  core?: string[];
  /** Datasheet abilities by name (e.g. "Assault Ramp"), with their text. */
  abilities?: { name: string; text: string }[];
  /** Bodyguard datasheet names this Leader can lead. */
  leads?: string[];
  transport?: { capacity: number; allowed?: string[]; spaceCost?: { keyword: string; spaces: number }[] };
  damaged?: { min: number; max: number; text?: string };
  /** Points for the composition's minimum. */
  points?: number;
  factionKeywords?: string[];
  sections?: { name: string; text: string }[];
}

/**
 * Build a small datasheet in code (tests, demo armies): one or more model profiles, keywords, weapons,
 * abilities and the composition's minimum. Defaults are a plain infantry model: M6 T4 Sv3 W2 Ld6 OC2
 * on a 32 mm base.
 */
export function quickDatasheet(
  id: string,
  name: string,
  profiles: QuickProfile[] = [{}],
  opts: QuickOptions = {},
): Datasheet {
  const ds = emptyDatasheet(id, name, opts.faction ?? 'Test');
  ds.profiles = profiles.map((p, i): ModelProfile => {
    const base = p.base === undefined ? 32 : p.base;
    return {
      name: p.name ?? (i === 0 ? name : `${name} ${i + 1}`),
      movement: p.M ?? 6,
      toughness: p.T ?? 4,
      save: p.Sv ?? 3,
      wounds: p.W ?? 2,
      leadership: p.Ld ?? 6,
      objectiveControl: p.OC ?? 2,
      invulnerableSave: p.inv ?? null,
      baseSize: base === null ? null : typeof base === 'number' ? { kind: 'round', mm: base } : base,
    };
  });
  ds.keywords = opts.keywords ?? ['INFANTRY'];
  ds.modelKeywords = opts.modelKeywords ?? [];
  ds.factionKeywords = opts.factionKeywords ?? [];
  ds.composition = ds.profiles.map((p) => ({ model: p.name, min: opts.minModels ?? 1, max: opts.minModels ?? 1 }));
  ds.weapons = (opts.weapons ?? []).map(quickWeapon);
  ds.equipment = opts.equipment ?? [];
  ds.abilities.core = (opts.core ?? []).map(parseCoreAbility);
  ds.abilities.datasheet = opts.abilities ?? [];
  ds.leads = opts.leads ?? [];
  ds.sections = opts.sections ?? [];
  if (opts.transport)
    ds.transport = {
      text: `capacity ${opts.transport.capacity}`,
      capacity: opts.transport.capacity,
      allowed: opts.transport.allowed ?? [],
      spaceCost: opts.transport.spaceCost ?? [],
      excluded: [],
    };
  if (opts.damaged)
    ds.damaged = {
      minWounds: opts.damaged.min,
      maxWounds: opts.damaged.max,
      text: opts.damaged.text ?? 'each time this model makes an attack, subtract 1 from the Hit roll',
      effects: damagedEffects(opts.damaged.text ?? 'subtract 1 from the Hit roll'),
    };
  if (opts.points !== undefined)
    ds.points = [{ models: (opts.minModels ?? 1) * ds.profiles.length, points: opts.points }];
  return ds;
}
