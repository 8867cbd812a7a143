import { prepare, score } from '../catalogue/fuzzy.js';
import { singularName } from '../catalogue/normalise.js';
import { InputError } from '../errors.js';
import type { Datasheet, Weapon, WeaponProfile } from '../model/datasheet.js';
import { applyCoreDefence } from '../rules/attack-effects.js';
import { formatCoreAbility } from '../rules/core-abilities.js';
import { type Carried, equipmentByLine, findWeapon, type ModelLine, unitLines } from './datasheet-unit.js';
import {
  type CombatInput,
  type CombatRuleset,
  type Conditions,
  DEFAULT_CONDITIONS,
  DEFAULT_RULESET,
  type DefenderInput,
  type ModelGroupInput,
  type WeaponInput,
} from './types.js';

/**
 * The attack calculator's input built from catalogue datasheets (`cogitator calc --attacker ...
 * --defender ...`, and the web app): the attacker's weapons with how many models fire each, the
 * defender's model groups with their characteristics, Feel No Pain and Stealth from its CORE
 * abilities, and keywords. Everything assumed or left out is said in `notes`.
 */

export interface WeaponChoice {
  /** A weapon's name, or one profile's ("Plasma gun – supercharge"). */
  name: string;
  /** How many models use it (default: those equipped with it; every model if none is). */
  models?: number;
}

export interface AttackerOptions {
  /** Named weapons; default: every ranged weapon the models are equipped with (melee with `melee`). */
  weapons?: readonly WeaponChoice[];
  melee?: boolean;
  /** Models in the unit (default: the smallest points option). */
  models?: number;
}

export interface DatasheetCombatOptions extends AttackerOptions {
  defenderModels?: number;
  conditions?: Partial<Conditions>;
  ruleset?: Partial<CombatRuleset>;
}

export interface DatasheetCombat {
  input: CombatInput;
  notes: string[];
}

const label = (ds: Datasheet) => `${ds.name} (${ds.faction})`;
const has = (keywords: readonly string[], k: string) => keywords.some((x) => x.toUpperCase() === k);

function weaponInput(p: WeaponProfile, models: number): WeaponInput {
  return {
    name: p.name,
    models,
    type: p.type,
    attacks: p.attacks,
    skill: p.skill,
    strength: p.strength,
    ap: p.ap,
    damage: p.damage,
    abilities: p.abilities,
  };
}

/** A weapon's profile to fire: the one named, else its first (the others noted). */
function profileOf(weapon: Weapon, named: WeaponProfile | undefined, notes: string[]): WeaponProfile {
  if (named) return named;
  const first = weapon.profiles[0]!;
  if (weapon.profiles.length > 1) {
    const others = weapon.profiles.slice(1).map((p) => `"${p.name}"`);
    notes.push(`${weapon.name}: using its profile "${first.name}" (also ${others.join(', ')}: name one to use it)`);
  }
  return first;
}

const isPistol = (w: Weapon) => w.profiles.every((p) => p.abilities.some((a) => a.kind === 'pistol'));
const isExtra = (w: Weapon) => w.profiles.every((p) => p.abilities.some((a) => a.kind === 'extra-attacks'));
const typeOf = (w: Weapon) => w.profiles[0]!.type;

/**
 * The weapons one kind of model uses by default: all its ranged weapons (a model that is not a
 * MONSTER or VEHICLE shoots its Pistols or its other ranged weapons, so Pistols are left out when
 * it has others), or one melee weapon plus any [EXTRA ATTACKS] weapons.
 */
function defaultWeapons(carried: readonly Carried[], melee: boolean, bigGuns: boolean, notes: Set<string>): Carried[] {
  const own = carried.filter((c) => typeOf(c.weapon) === (melee ? 'melee' : 'ranged'));
  if (!melee) {
    const others = own.filter((c) => !isPistol(c.weapon));
    if (bigGuns || others.length === 0) return own;
    for (const c of own.filter((x) => isPistol(x.weapon))) notes.add(c.weapon.name);
    return others;
  }
  const main = own.filter((c) => !isExtra(c.weapon));
  for (const c of main.slice(1)) notes.add(c.weapon.name);
  return [...main.slice(0, 1), ...own.filter((c) => isExtra(c.weapon))];
}

function unknownWeapon(ds: Datasheet, name: string): InputError {
  const names = ds.weapons.flatMap((w) => (w.profiles.length > 1 ? w.profiles.map((p) => p.name) : [w.name]));
  const q = prepare(name);
  const close = names
    .map((n) => ({ n, s: score(q, prepare(n)) }))
    .filter((x) => x.s >= 0.55)
    .sort((a, b) => b.s - a.s)
    .map((x) => x.n);
  const hint = close.length
    ? `did you mean ${close
        .slice(0, 3)
        .map((n) => `"${n}"`)
        .join(' or ')}? `
    : '';
  return new InputError(`${label(ds)} has no weapon "${name}"; ${hint}its weapons: ${names.join(', ')}`);
}

/** The attacking unit's weapons (see `combatInputFromDatasheets`). */
export function attackerWeapons(
  ds: Datasheet,
  opts: AttackerOptions = {},
): { weapons: WeaponInput[]; notes: string[] } {
  const notes: string[] = [];
  const { lines, total } = unitLines(ds, opts.models, 'attacker models');
  const equipment = equipmentByLine(ds, lines);
  const carriers = (w: Weapon) =>
    equipment
      ? lines.reduce((s, l) => s + l.count * (equipment.get(l)?.find((c) => c.weapon === w)?.perModel ?? 0), 0)
      : 0;
  if (opts.weapons?.length) {
    const weapons = opts.weapons.map((choice) => {
      const found = findWeapon(ds, choice.name);
      if (!found) throw unknownWeapon(ds, choice.name);
      const profile = profileOf(found.weapon, found.profile, notes);
      let models = choice.models ?? carriers(found.weapon);
      if (models === 0) {
        models = total;
        notes.push(
          `${found.weapon.name} is not in the default equipment of ${ds.name}: assumed ${total === 1 ? 'on the model' : `one per model (${total})`}; give a count with "${choice.name}=N"`,
        );
      }
      return weaponInput(profile, models);
    });
    return { weapons, notes: [...notes, ...unitNotes(ds, true)] };
  }
  const melee = opts.melee ?? false;
  const kind = melee ? 'melee' : 'ranged';
  const counts = new Map<Weapon, number>();
  const pistols = new Set<string>();
  const extraMelee = new Set<string>();
  if (equipment) {
    for (const line of lines) {
      const bigGuns =
        has([...ds.keywords, ...line.keywords], 'VEHICLE') || has([...ds.keywords, ...line.keywords], 'MONSTER');
      const used = defaultWeapons(equipment.get(line) ?? [], melee, bigGuns, melee ? extraMelee : pistols);
      for (const c of used) counts.set(c.weapon, (counts.get(c.weapon) ?? 0) + line.count * c.perModel);
    }
  } else {
    const all = ds.weapons.map((weapon) => ({ weapon, perModel: 1 }));
    const bigGuns = has(ds.keywords, 'VEHICLE') || has(ds.keywords, 'MONSTER');
    for (const c of defaultWeapons(all, melee, bigGuns, melee ? extraMelee : pistols)) counts.set(c.weapon, total);
    if (counts.size) {
      notes.push(
        `${ds.name}: which models carry which weapon is not known; assumed every model (${total}) has each ${kind} weapon`,
      );
    }
  }
  if (pistols.size) {
    notes.push(`Pistols left out (a model shoots its Pistols or its other ranged weapons): ${[...pistols].join(', ')}`);
  }
  if (extraMelee.size) {
    notes.push(`a model fights with one melee weapon: not used: ${[...extraMelee].join(', ')} (name one to use it)`);
  }
  const ordered = ds.weapons.filter((w) => (counts.get(w) ?? 0) > 0);
  if (!ordered.length) {
    const names = ds.weapons.map((w) => w.name).join(', ') || 'none';
    throw new InputError(`${label(ds)} has no ${kind} weapon equipped (its weapons: ${names}); name one`);
  }
  const options = ds.weapons.filter((w) => typeOf(w) === kind && !counts.has(w) && !pistols.has(w.name));
  if (equipment && options.length) {
    notes.push(`not in the default equipment (name them to use them): ${options.map((w) => w.name).join(', ')}`);
  }
  const weapons = ordered.map((w) => weaponInput(profileOf(w, undefined, notes), counts.get(w)!));
  return { weapons, notes: [...notes, ...unitNotes(ds, true)] };
}

/** The profile a composition line's models use. */
function profileFor(ds: Datasheet, line: ModelLine, notes: string[]) {
  const key = singularName(line.model);
  const p = ds.profiles.find((x) => singularName(x.name) === key);
  if (p) return p;
  const first = ds.profiles[0];
  if (!first) throw new InputError(`${label(ds)} has no model profile`, { field: 'defender' });
  if (ds.profiles.length > 1) notes.push(`${ds.name}: no profile named "${line.model}"; used "${first.name}"`);
  return first;
}

/** The defending unit (see `combatInputFromDatasheets`); `stealth` when it has the Stealth ability. */
export function defenderUnit(
  ds: Datasheet,
  models?: number,
): { defender: DefenderInput; stealth: boolean; notes: string[] } {
  const notes: string[] = [];
  const { lines } = unitLines(ds, models, 'defender models');
  const groups: ModelGroupInput[] = [];
  let stealth = false;
  for (const line of lines) {
    const p = profileFor(ds, line, notes);
    const missing = (['toughness', 'save', 'wounds'] as const).filter((k) => p[k] === null);
    if (missing.length) {
      throw new InputError(`${label(ds)}: the ${p.name} profile has no ${missing.join(', ')} in the catalogue`, {
        field: 'defender',
      });
    }
    const keywords = line.keywords.map((k) => k.toUpperCase());
    const same = groups.find((g) => g.name === p.name && g.keywords.join() === keywords.join());
    if (same) {
      same.models += line.count;
      continue;
    }
    const group: ModelGroupInput = {
      name: p.name,
      models: line.count,
      toughness: p.toughness!,
      save: p.save!,
      invulnerable: p.invulnerableSave,
      wounds: p.wounds!,
      feelNoPain: null,
      keywords,
    };
    if (p.invulnerableSave !== null && p.invulnerableNote) {
      notes.push(`${p.name}: invulnerable save ${p.invulnerableSave}+ applied; it says "${p.invulnerableNote}"`);
    }
    groups.push(group);
  }
  for (const a of ds.abilities.core) {
    applyCoreDefence(a, {
      stealth: () => {
        stealth = true;
      },
      feelNoPain: (t) => {
        for (const g of groups) g.feelNoPain = g.feelNoPain === null ? t : Math.min(g.feelNoPain, t);
      },
    });
  }
  const applied = ds.abilities.core.filter((a) => a.kind === 'stealth' || a.kind === 'feel-no-pain');
  if (applied.length) notes.push(`${ds.name}: ${applied.map(formatCoreAbility).join(', ')} applied`);
  const keywords = [...new Set([...ds.keywords, ...ds.factionKeywords].map((k) => k.toUpperCase()))];
  return { defender: { name: ds.name, groups, keywords }, stealth, notes: [...notes, ...unitNotes(ds, false)] };
}

/**
 * What the calculator assumes about a unit and does not apply: an attacker above its Damaged
 * bracket; faction, datasheet and wargear abilities (listed for the user to check).
 */
function unitNotes(ds: Datasheet, attacking: boolean): string[] {
  const notes: string[] = [];
  if (attacking && ds.damaged) {
    const d = ds.damaged;
    notes.push(
      `${ds.name} is assumed above its Damaged bracket (${d.minWounds}-${d.maxWounds} wounds left: ${d.text})`,
    );
  }
  const names = [
    ...ds.abilities.faction,
    ...ds.abilities.datasheet.map((a) => a.name),
    ...ds.abilities.wargear.map((a) => a.name),
  ];
  if (names.length) notes.push(`${ds.name}: not applied (check them): ${[...new Set(names)].join(', ')}`);
  return notes;
}

/**
 * The attack calculator's input for `attacker` shooting (or fighting) `defender`. Model counts come
 * from the smallest points option unless given; the attacker's weapons from its equipment lines
 * (which models carry what), all ranged ones by default; the defender's model groups from its
 * composition and profiles (a Grimnyr and two CORVs are two groups), with its invulnerable save,
 * Feel No Pain and Stealth. Abilities the calculator does not apply are listed in `notes`.
 */
export function combatInputFromDatasheets(
  attacker: Datasheet,
  defender: Datasheet,
  opts: DatasheetCombatOptions = {},
): DatasheetCombat {
  const a = attackerWeapons(attacker, opts);
  const d = defenderUnit(defender, opts.defenderModels);
  const conditions: Conditions = { ...DEFAULT_CONDITIONS, ...opts.conditions };
  if (d.stealth) conditions.stealth = true;
  const notes = [...a.notes, ...d.notes];
  return {
    input: {
      weapons: a.weapons,
      defender: d.defender,
      conditions,
      ruleset: { ...DEFAULT_RULESET, ...opts.ruleset },
    },
    notes,
  };
}
