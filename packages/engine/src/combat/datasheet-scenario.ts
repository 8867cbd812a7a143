import { InputError } from '../errors.js';
import { sizeRange, unitModels } from '../model/composition.js';
import type { Datasheet, Weapon, WeaponProfile } from '../model/datasheet.js';
import { defaultGear, findWeapon } from '../model/equipment.js';
import { prepare, score } from '../names/fuzzy.js';
import { formatCoreAbility } from '../rules/core-abilities.js';
import { datasheetDefender, scenarioWeapon } from './from-datasheet.js';
import { carriedWeapons, defaultWeapons, weaponType } from './loadout.js';
import {
  parseScenario,
  type ScenarioConditions,
  type ScenarioDefender,
  type ScenarioInput,
  type ScenarioWeapon,
} from './scenario.js';
import type { CombatInput } from './types.js';

/**
 * Two catalogue datasheets as a calculator scenario (`cogitator calc --attacker ... --defender
 * ...`): the attacker's weapons with how many models fire each, the defender's model groups, and
 * in `notes` everything assumed or left out. Built on the loadout and defence readings the web app
 * uses (loadout.ts, from-datasheet.ts) and on the scenario file contract, so the result can be
 * saved and replayed with `calc --scenario`.
 */

export interface WeaponPick {
  /** A weapon's name, or one profile's ("Plasma gun – supercharge"). */
  name: string;
  /** How many models use it (default: those equipped with it; every model if none is). */
  models?: number;
}

export interface AttackerOptions {
  /** Named weapons; default: the ranged weapons its models use (melee with `melee`). */
  weapons?: readonly WeaponPick[];
  melee?: boolean;
  /** Models in the unit (default: the smallest points option). */
  models?: number;
}

export interface DatasheetCombatOptions extends AttackerOptions {
  defenderModels?: number;
  conditions?: ScenarioConditions;
  ruleset?: ScenarioInput['ruleset'];
}

const label = (ds: Datasheet) => `${ds.name} (${ds.faction})`;

/** The unit size asked for, or its smallest; an InputError when the composition does not allow it. */
function sizeOf(ds: Datasheet, models: number | undefined, field: string): number {
  const units = unitModels(ds, models);
  const { min, max } = sizeRange(ds);
  if (models !== undefined && (units.size !== models || models < min)) {
    throw new InputError(`${label(ds)} has ${min === max ? min : `${min}-${max}`} models, not ${models}`, { field });
  }
  return units.size;
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

function unknownWeapon(ds: Datasheet, name: string): InputError {
  const names = ds.weapons.flatMap((w) => (w.profiles.length > 1 ? w.profiles.map((p) => p.name) : [w.name]));
  const q = prepare(name);
  const close = names
    .map((n) => ({ n, s: score(q, prepare(n)) }))
    .filter((x) => x.s >= 0.55)
    .sort((a, b) => b.s - a.s)
    .slice(0, 3)
    .map((x) => `"${x.n}"`);
  const hint = close.length ? `did you mean ${close.join(' or ')}? ` : '';
  return new InputError(`${label(ds)} has no weapon "${name}"; ${hint}its weapons: ${names.join(', ')}`);
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

/** The attacking unit's weapons as scenario weapons, and what was assumed. */
export function attackerFromDatasheet(
  ds: Datasheet,
  opts: AttackerOptions = {},
): { weapons: ScenarioWeapon[]; notes: string[] } {
  const notes: string[] = [];
  const size = sizeOf(ds, opts.models, 'attacker models');
  const units = unitModels(ds, size);
  const gear = defaultGear(ds, units);
  const carried = carriedWeapons(ds, units, gear);
  const type = opts.melee ? 'melee' : 'ranged';
  if (!gear.read) {
    const each = opts.weapons?.length ? 'weapon' : `${type} weapon`;
    notes.push(
      `${ds.name}: which models carry which weapon is not known; assumed every model (${size}) has each ${each}`,
    );
  }
  if (opts.weapons?.length) {
    const weapons = opts.weapons.map((choice) => {
      const found = findWeapon(ds, choice.name);
      if (!found) throw unknownWeapon(ds, choice.name);
      const profile = profileOf(found.weapon, found.profile, notes);
      let models = choice.models ?? carried.filter((c) => c.weapon === found.weapon).reduce((s, c) => s + c.count, 0);
      if (models === 0) {
        models = size;
        notes.push(
          `${found.weapon.name} is not in the default equipment of ${ds.name}: assumed ${size === 1 ? 'on the model' : `one per model (${size})`}; give a count with "${choice.name}=N"`,
        );
      }
      return scenarioWeapon(profile, models);
    });
    return { weapons, notes: [...notes, ...unitNotes(ds, true)] };
  }
  const used = defaultWeapons(ds, { size, type, gear });
  if (used.pistolsLeftOut.length) {
    notes.push(
      `Pistols left out (a model shoots its Pistols or its other ranged weapons): ${used.pistolsLeftOut.join(', ')}`,
    );
  }
  if (used.meleeLeftOut.length) {
    notes.push(`a model fights with one melee weapon: not used: ${used.meleeLeftOut.join(', ')} (name one to use it)`);
  }
  const ordered = ds.weapons.filter((w) => (used.counts.get(w) ?? 0) > 0);
  if (!ordered.length) {
    const names = ds.weapons.map((w) => w.name).join(', ') || 'none';
    throw new InputError(`${label(ds)} has no ${type} weapon equipped (its weapons: ${names}); name one`);
  }
  const options = ds.weapons.filter(
    (w) => weaponType(w) === type && !used.counts.has(w) && !carried.some((c) => c.weapon === w),
  );
  if (gear.read && options.length) {
    notes.push(`not in the default equipment (name them to use them): ${options.map((w) => w.name).join(', ')}`);
  }
  const weapons = ordered.map((w) => scenarioWeapon(profileOf(w, undefined, notes), used.counts.get(w)!));
  return { weapons, notes: [...notes, ...unitNotes(ds, true)] };
}

/** The defending unit as a scenario defender (see `datasheetDefender`), and what was assumed. */
export function defenderFromDatasheet(ds: Datasheet, models?: number): { defender: ScenarioDefender; notes: string[] } {
  const defender = datasheetDefender(ds, sizeOf(ds, models, 'defender models'));
  const notes: string[] = [];
  for (const p of ds.profiles) {
    if (p.invulnerableSave !== null && p.invulnerableNote) {
      notes.push(`${p.name}: invulnerable save ${p.invulnerableSave}+ applied; it says "${p.invulnerableNote}"`);
    }
  }
  const applied = ds.abilities.core.filter((a) => a.kind === 'stealth' || a.kind === 'feel-no-pain');
  if (applied.length) notes.push(`${ds.name}: ${applied.map(formatCoreAbility).join(', ')} applied`);
  return { defender, notes: [...notes, ...unitNotes(ds, false)] };
}

/**
 * `attacker` shooting (or fighting) `defender`, as a scenario and the calculator's input. Model
 * counts come from the smallest points option unless given; the attacker's weapons from its
 * equipment lines, all the ranged ones its models use by default; the defender's groups from its
 * composition and profiles (a Grimnyr and two CORVs are two groups), with its invulnerable save,
 * Feel No Pain and Stealth.
 */
export function combatInputFromDatasheets(
  attacker: Datasheet,
  defender: Datasheet,
  opts: DatasheetCombatOptions = {},
): { input: CombatInput; scenario: ScenarioInput; notes: string[] } {
  const a = attackerFromDatasheet(attacker, opts);
  const d = defenderFromDatasheet(defender, opts.defenderModels);
  const scenario: ScenarioInput = {
    attacker: { name: attacker.name, weapons: a.weapons },
    defender: d.defender,
    ...(opts.conditions ? { conditions: opts.conditions } : {}),
    ...(opts.ruleset ? { ruleset: opts.ruleset } : {}),
  };
  return { input: parseScenario(scenario), scenario, notes: [...a.notes, ...d.notes] };
}
