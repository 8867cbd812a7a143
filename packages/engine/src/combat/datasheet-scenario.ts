import { InputError } from '../errors.js';
import { sizeRange, unitModels } from '../model/composition.js';
import type { Datasheet, Weapon, WeaponProfile } from '../model/datasheet.js';
import { defaultGear, findWeapon } from '../model/equipment.js';
import { prepare, score } from '../names/fuzzy.js';
import { DAMAGED_ASK, DAMAGED_BRACKET, damagedIsHitMinusOne, damagedSource } from '../rules/core/damaged.js';
import { formatCoreAbility } from '../rules/core-abilities.js';
import type { NotApplied } from '../rules/instances.js';
import { type DatasheetDefence, datasheetDefence, scenarioWeapon } from './from-datasheet.js';
import { carriedWeapons, defaultWeapons, weaponType } from './loadout.js';
import {
  parseScenario,
  type ScenarioConditions,
  type ScenarioDefender,
  type ScenarioInput,
  type ScenarioWeapon,
} from './scenario.js';
import type { CombatInput } from './types.js';
import { notAppliedNote, type ScenarioRule, scenarioRules, sideRules } from './unit-rules.js';

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
  /** Leaders attached to the defending unit (their abilities reach it while they lead it). */
  defenderLeaders?: readonly Datasheet[];
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

/** An attacker above its Damaged bracket: assumed, and said. */
function damagedNote(ds: Datasheet): string[] {
  const d = ds.damaged;
  if (!d) return [];
  const toggle = damagedIsHitMinusOne(d.effects) ? ` unless "${(DAMAGED_ASK as { text: string }).text}" is set` : '';
  return [
    `${ds.name} is assumed above its Damaged bracket (${d.minWounds}-${d.maxWounds} wounds left: ${d.text})${toggle}`,
  ];
}

/** The Damaged bracket's -1 to hit, typed at import, as a rule its toggle turns on (rules/core/damaged.ts). */
function damagedRule(ds: Datasheet): ScenarioRule[] {
  const d = ds.damaged;
  return d && damagedIsHitMinusOne(d.effects) ? [{ rule: DAMAGED_BRACKET.id, source: damagedSource(d) }] : [];
}

/** The notes of the printed abilities not applied, one per datasheet (the unit's, then its Leaders'). */
function notAppliedNotes(sheets: readonly Datasheet[], list: readonly NotApplied[]): string[] {
  return sheets.flatMap((ds) => notAppliedNote(ds, list) ?? []);
}

/** A side's rules from the catalogue: those applied (scenario rules), those named for the user. */
export interface SideResult {
  rules: ScenarioRule[];
  notApplied: NotApplied[];
}

function attackerRules(ds: Datasheet, weapons: readonly ScenarioWeapon[]): SideResult {
  const side = sideRules({ unit: ds, weapons: weapons.map((w) => w.name) });
  return {
    rules: [...scenarioRules(side.instances, () => undefined), ...damagedRule(ds)],
    notApplied: side.notApplied,
  };
}

/** The attacking unit's weapons as scenario weapons, and what was assumed. */
export function attackerFromDatasheet(
  ds: Datasheet,
  opts: AttackerOptions = {},
): { weapons: ScenarioWeapon[]; notes: string[] } & SideResult {
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
    const side = attackerRules(ds, weapons);
    return { weapons, notes: [...notes, ...damagedNote(ds), ...notAppliedNotes([ds], side.notApplied)], ...side };
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
  const side = attackerRules(ds, weapons);
  return { weapons, notes: [...notes, ...damagedNote(ds), ...notAppliedNotes([ds], side.notApplied)], ...side };
}

/** The defence as a scenario defender: its first group at the top level (named "models" there). */
function scenarioDefender(name: string, d: DatasheetDefence): ScenarioDefender {
  const [main, ...rest] = d.groups as [DatasheetDefence['groups'][number], ...DatasheetDefence['groups']];
  const { name: _name, ...mainFields } = main;
  return {
    name,
    ...mainFields,
    keywords: [...new Set([...d.keywords, ...(main.keywords ?? [])])],
    abilities: main.abilities ?? [],
    profiles: rest,
  };
}

/**
 * The defending unit as a scenario defender (see `datasheetDefence`), with the Leaders attached to
 * it, the rules the calculator applies to it (by id, held by their models' profiles) and the ones
 * it names as not applied; and what was assumed.
 */
export function defenderFromDatasheet(
  ds: Datasheet,
  models?: number,
  leaders: readonly Datasheet[] = [],
): { defender: ScenarioDefender; notes: string[] } & SideResult {
  const d = datasheetDefence(ds, sizeOf(ds, models, 'defender models'), leaders);
  const name = leaders.length ? `${ds.name} led by ${leaders.map((l) => l.name).join(' and ')}` : ds.name;
  const defender = scenarioDefender(name, d);
  const side = sideRules({ unit: ds, leaders, weapons: [] });
  const profilesOf = (holder: string) =>
    d.groups.flatMap((g, i) => (d.datasheets[i] === holder ? [i === 0 ? 'models' : g.name] : []));
  const rules = scenarioRules(side.instances, profilesOf);
  if (rules.length) defender.rules = rules;
  const notes: string[] = [];
  for (const sheet of [ds, ...leaders])
    for (const p of sheet.profiles) {
      if (p.invulnerableSave === null || !p.invulnerableNote) continue;
      notes.push(
        p.invulnerableAgainst
          ? `${p.name}: invulnerable save ${p.invulnerableSave}+ against ${p.invulnerableAgainst} attacks only`
          : `${p.name}: invulnerable save ${p.invulnerableSave}+ applied; it says "${p.invulnerableNote}"`,
      );
    }
  for (const sheet of [ds, ...leaders]) {
    const applied = sheet.abilities.core.filter((a) => a.kind === 'stealth' || a.kind === 'feel-no-pain');
    if (applied.length) notes.push(`${sheet.name}: ${applied.map(formatCoreAbility).join(', ')} applied`);
  }
  for (const r of rules) notes.push(`${r.source}: applied`);
  return {
    defender,
    notes: [...notes, ...notAppliedNotes([ds, ...leaders], side.notApplied)],
    rules,
    notApplied: side.notApplied,
  };
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
): { input: CombatInput; scenario: ScenarioInput; notes: string[]; notApplied: NotApplied[] } {
  const a = attackerFromDatasheet(attacker, opts);
  const d = defenderFromDatasheet(defender, opts.defenderModels, opts.defenderLeaders ?? []);
  const scenario: ScenarioInput = {
    attacker: {
      name: attacker.name,
      datasheet: attacker.id,
      weapons: a.weapons,
      ...(a.rules.length ? { rules: a.rules } : {}),
    },
    defender: {
      ...d.defender,
      datasheet: defender.id,
      ...(opts.defenderLeaders?.length ? { leaders: opts.defenderLeaders.map((l) => l.id) } : {}),
    },
    ...(opts.conditions ? { conditions: opts.conditions } : {}),
    ...(opts.ruleset ? { ruleset: opts.ruleset } : {}),
  };
  return {
    input: parseScenario(scenario),
    scenario,
    notes: [...a.notes, ...d.notes],
    notApplied: [...a.notApplied, ...d.notApplied],
  };
}
