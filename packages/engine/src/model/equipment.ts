import { hasWords, normaliseName, singularName } from '../names/normalise.js';
import type { UnitModels } from './composition.js';
import { profileOfModel } from './composition.js';
import type { Datasheet, Weapon, WeaponProfile } from './datasheet.js';

/**
 * Who carries what by default, read from a datasheet's equipment lines ("The Grimnyr is equipped with:
 * Ancestral Wrath; ancestral ward stave." / "Every CORV is equipped with: ..."): the one reading the
 * calculator's loadouts and the game's models start from.
 */

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

const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const numberOf = (word: string) => Number(word) || NUMBERS[word.toLowerCase()] || 1;

/** "2 godhammer lascannons" -> the weapon, 2 each; "twin heavy bolter" -> 1. */
function weaponOfItem(text: string, ds: Datasheet): { weapon: Weapon; each: number } | undefined {
  const m = /^\s*(\d+|a|an|one|two|three|four|five|six)\s*x?\s+(.+)$/i.exec(text);
  const found = findWeapon(ds, m ? (m[2] as string) : text);
  return found ? { weapon: found.weapon, each: m ? numberOf(m[1] as string) : 1 } : undefined;
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

/** The weapons one model carries (a weapon twice for "2 bolt pistols"), and its composition line. */
export interface ModelGear {
  /** Index into `UnitModels.lines`. */
  line: number;
  weapons: Weapon[];
}

export interface DefaultGear {
  /** One entry per model, line by line in composition order. */
  models: ModelGear[];
  /**
   * False when no equipment line names a weapon of the datasheet: then every model is assumed to
   * carry every weapon (callers say so).
   */
  read: boolean;
}

/** Whom a "who" phrase names: all of some lines, those not yet named one by one, or N of them. */
type Quantity = { kind: 'all' } | { kind: 'other' } | { kind: 'some'; n: number };

const ALL_MODELS = /^(?:(?:this|the) )?(?:models?|units?)(?: in (?:the|this) unit)?$/;
const QUANTIFIED = /^(the|this|every|each|all|a|an|one|two|three|four|five|six|\d+)(?: (other))? (.+)$/;

/**
 * The lines a name means: every line for "model"/"unit"; the lines of that name; unless `exact`, the
 * lines whose name holds it ("Sergeant"), else the longest line name it holds ("Grenadier model"), else
 * the lines of the profile it names (none when that profile has no line at this size).
 */
function linesNamed(ds: Datasheet, units: UnitModels, name: string, exact: boolean): number[] | undefined {
  if (ALL_MODELS.test(name)) return [...units.lines.keys()];
  const key = singularName(name.replace(/ (?:models?|only)$/, ''));
  const keys = units.lines.map((l) => singularName(l.model));
  const same = keys.flatMap((k, i) => (k === key ? [i] : []));
  if (same.length || exact) return same.length ? same : undefined;
  const holding = keys.flatMap((k, i) => (hasWords(k, key) ? [i] : []));
  if (holding.length) return holding;
  const held = keys.filter((k) => hasWords(key, k)).sort((a, b) => b.length - a.length)[0];
  if (held !== undefined) return keys.flatMap((k, i) => (k === held ? [i] : []));
  const profile = profileOfModel(ds, key);
  // A profile no line has at this size ("Every Brimstone Horror added to this unit") names no model.
  return profile === undefined ? undefined : units.lines.flatMap((l, i) => (l.profile === profile ? [i] : []));
}

/** One "who" phrase without conjunctions: its quantity and lines (undefined: no line by that name). */
function target(
  ds: Datasheet,
  units: UnitModels,
  phrase: string,
  exact = false,
): { q: Quantity; lines: number[] | undefined } {
  const m = QUANTIFIED.exec(phrase);
  if (!m || ALL_MODELS.test(phrase)) return { q: { kind: 'all' }, lines: linesNamed(ds, units, phrase, exact) };
  const [, word, other, rest] = m as unknown as [string, string, string | undefined, string];
  // "The 1 Long-quill" is one model.
  const counted = /^(\d+) (.+)$/.exec(rest);
  const name = counted ? (counted[2] as string) : rest;
  const lines = linesNamed(ds, units, name, exact);
  if (counted) return { q: { kind: 'some', n: Number(counted[1]) }, lines };
  if (word === 'every' || word === 'each' || word === 'all' || word === 'this')
    return { q: other ? { kind: 'other' } : { kind: 'all' }, lines };
  return { q: { kind: 'some', n: word === 'the' ? 1 : numberOf(word) }, lines };
}

/**
 * The models an equipment line's "who" names, as indices into `models`. "Every X" / "Each X" / "X":
 * every model of X's lines; "The X", "One X", "2 Xs", "1 other X": that many models of X not yet
 * named one by one (they are then taken); "Every other X": the models of X not taken; "Every model",
 * "This model": every model. "For every 5 models in the unit, 1 X" and "If the unit contains 10
 * models, 1 X" depend on the size; "The Sergeant and every Trooper" is both. A name that matches no
 * line means the whole unit (the first models not yet taken for "The X").
 */
function whoCarries(ds: Datasheet, units: UnitModels, models: ModelGear[], who: string, taken: Set<number>): number[] {
  let phrase = normaliseName(who);
  let times = 1;
  const per = /^for every (\d+) models? in (?:the|this) unit (.+)$/.exec(phrase);
  if (per) {
    times = Math.floor(units.size / Number(per[1]));
    phrase = per[2] as string;
  }
  const when = /^if (?:the|this) unit contains (\d+) models? (.+)$/.exec(phrase);
  if (when) {
    if (units.size < Number(when[1])) return [];
    phrase = when[2] as string;
  }
  // "The Biker Sergeant and every Space Marine Biker": both, unless a line has the whole name.
  const split = phrase.split(' and ');
  const both =
    split.length > 1 &&
    target(ds, units, phrase, true).lines === undefined &&
    split.every((part) => target(ds, units, part).lines !== undefined);
  const out: number[] = [];
  for (const part of both ? split : [phrase]) {
    const t = target(ds, units, part);
    const own = models.flatMap((m, i) => (t.lines === undefined || t.lines.includes(m.line) ? [i] : []));
    const free = own.filter((i) => !taken.has(i));
    let chosen: number[];
    if (t.q.kind === 'all') chosen = own;
    else if (t.q.kind === 'other') chosen = free;
    else {
      chosen = free.slice(0, t.q.n * times);
      for (const i of chosen) taken.add(i);
    }
    for (const i of chosen) if (!out.includes(i)) out.push(i);
  }
  return out;
}

/**
 * What each model of a unit carries by default, from the datasheet's equipment lines (see
 * `whoCarries` for whom a line names). Items are matched to the datasheet's weapons by name ("2
 * godhammer lascannons" is two); items that are not weapons are left out. When no line names a
 * weapon, every model carries every weapon and `read` is false.
 */
export function defaultGear(ds: Datasheet, units: UnitModels): DefaultGear {
  const models: ModelGear[] = units.lines.flatMap((l, line) =>
    Array.from({ length: l.count }, () => ({ line, weapons: [] })),
  );
  const lines = ds.equipment
    .map((e) => ({ who: e.who, carried: e.items.flatMap((item) => weaponsOfItem(item, ds)) }))
    .filter((e) => e.carried.length > 0);
  if (lines.length === 0) {
    for (const m of models) m.weapons = [...ds.weapons];
    return { models, read: false };
  }
  const taken = new Set<number>();
  for (const e of lines) {
    for (const i of whoCarries(ds, units, models, e.who, taken)) {
      for (const { weapon, each } of e.carried) for (let k = 0; k < each; k++) models[i]!.weapons.push(weapon);
    }
  }
  return { models, read: true };
}
