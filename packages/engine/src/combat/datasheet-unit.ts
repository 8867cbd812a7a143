import { singularName } from '../catalogue/normalise.js';
import { InputError } from '../errors.js';
import type { Datasheet, Weapon, WeaponProfile } from '../model/datasheet.js';

/**
 * A unit as its datasheet fields it: how many models of each kind, and which weapons each kind
 * carries by default (from the composition and equipment lines). Pure; used to build the attack
 * calculator's input from catalogue datasheets.
 */

/** One kind of model in a unit of a given size. */
export interface ModelLine {
  /** The composition line's model name (the datasheet's name where it has no composition). */
  model: string;
  count: number;
  /** Keywords only these models have (CHARACTER for a Grimnyr among CORVs). */
  keywords: string[];
}

/** A weapon a kind of model carries, and how many of it each model has ("2 godhammer lascannons"). */
export interface Carried {
  weapon: Weapon;
  perModel: number;
}

/** The unit size of the cheapest points option (add-on prices left out). */
export function smallestUnitSize(ds: Datasheet): number | undefined {
  const sizes = ds.points.filter((p) => !p.additional).map((p) => p.models);
  return sizes.length ? Math.min(...sizes) : undefined;
}

/**
 * The model lines of a unit of `models` models (default: the smallest points option, else the
 * composition's minimum): each composition line at its minimum, the rest given to the line that can
 * take most (the unit's ordinary models), then in order. An impossible size is an InputError.
 */
export function unitLines(
  ds: Datasheet,
  models: number | undefined,
  field: string,
): { lines: ModelLine[]; total: number } {
  const comp = ds.composition;
  const keywordsOf = (model: string) =>
    ds.modelKeywords.filter((m) => singularName(m.model) === singularName(model)).flatMap((m) => m.keywords);
  if (comp.length === 0) {
    const total = models ?? smallestUnitSize(ds) ?? 1;
    const model = ds.profiles[0]?.name ?? ds.name;
    return { lines: [{ model, count: total, keywords: keywordsOf(model) }], total };
  }
  const lo = comp.reduce((s, c) => s + c.min, 0);
  const hi = comp.reduce((s, c) => s + Math.max(c.min, c.max), 0);
  const total = models ?? smallestUnitSize(ds) ?? lo;
  if (total < lo || total > hi || total < 1) {
    const range = lo === hi ? `${lo}` : `${lo}-${hi}`;
    throw new InputError(`${ds.name} (${ds.faction}) has ${range} models, not ${total}`, { field });
  }
  const counts = comp.map((c) => c.min);
  let left = total - lo;
  const order = comp.map((c, i) => ({ room: Math.max(c.min, c.max) - c.min, i })).sort((a, b) => b.room - a.room);
  for (const { room, i } of order) {
    const add = Math.min(room, left);
    counts[i] = (counts[i] ?? 0) + add;
    left -= add;
  }
  const lines = comp.map((c, i) => ({ model: c.model, count: counts[i] ?? 0, keywords: keywordsOf(c.model) }));
  return { lines: lines.filter((l) => l.count > 0), total };
}

const EVERYONE = /^(?:models?|unit|this unit|every model|each model|all models)$/;

/** The model lines an equipment line's "who" means ("Every CORV", "The Theyn", "This model"). */
function linesFor(who: string, lines: readonly ModelLine[], ds: Datasheet): ModelLine[] {
  const w = singularName(who.replace(/^\s*(?:the|every|each|all|this|these)\s+/i, ''));
  const exact = lines.filter((l) => singularName(l.model) === w);
  if (exact.length) return exact;
  if (EVERYONE.test(w) || w === singularName(ds.name)) return [...lines];
  const loose = lines.filter((l) => singularName(l.model).includes(w) || w.includes(singularName(l.model)));
  return loose.length ? loose : [...lines];
}

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/** The weapon an equipment item names ("2 godhammer lascannons"), with how many. */
function weaponOfItem(item: string, weapons: readonly Weapon[]): Carried | undefined {
  const m = /^\s*(\d+|one|two|three|four)\s+(.+)$/i.exec(item);
  const perModel = m ? (NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1])) : 1;
  const key = singularName(m ? m[2]! : item);
  if (!key) return undefined;
  const weapon = weapons.find(
    (w) => singularName(w.name) === key || w.profiles.some((p) => singularName(p.name) === key),
  );
  return weapon ? { weapon, perModel } : undefined;
}

/** An item as weapons: whole, else split at commas, else at "and" ("bolt pistol and chainsword"). */
function weaponsOfItem(item: string, weapons: readonly Weapon[]): Carried[] {
  const whole = weaponOfItem(item, weapons);
  if (whole) return [whole];
  return item.split(/\s*,\s*/).flatMap((part) => {
    const one = weaponOfItem(part, weapons);
    if (one) return [one];
    return part.split(/\s+and\s+/).flatMap((p) => {
      const w = weaponOfItem(p, weapons);
      return w ? [w] : [];
    });
  });
}

/**
 * The weapons each model line carries by default, from the datasheet's equipment lines. Undefined
 * when the equipment names none of its weapons (which models carry what cannot be known).
 */
export function equipmentByLine(ds: Datasheet, lines: readonly ModelLine[]): Map<ModelLine, Carried[]> | undefined {
  const out = new Map<ModelLine, Carried[]>(lines.map((l) => [l, []]));
  let found = false;
  for (const e of ds.equipment) {
    const carried = e.items.flatMap((item) => weaponsOfItem(item, ds.weapons));
    if (!carried.length) continue;
    found = true;
    for (const line of linesFor(e.who, lines, ds)) {
      const list = out.get(line)!;
      for (const c of carried) {
        const have = list.find((x) => x.weapon === c.weapon);
        if (have) have.perModel = Math.max(have.perModel, c.perModel);
        else list.push({ ...c });
      }
    }
  }
  return found ? out : undefined;
}

/** A weapon or one of its profiles by name (case, punctuation, spacing and plurals do not matter). */
export function findWeapon(ds: Datasheet, name: string): { weapon: Weapon; profile?: WeaponProfile } | undefined {
  for (const key of [singularName, compactName]) {
    const k = key(name);
    for (const weapon of ds.weapons) {
      const profile = weapon.profiles.find((p) => key(p.name) === k);
      if (profile) return weapon.profiles.length > 1 ? { weapon, profile } : { weapon };
    }
    const weapon = ds.weapons.find((w) => key(w.name) === k);
    if (weapon) return { weapon };
  }
  return undefined;
}

/** Singular and without spaces: "multimelta" is "Multi-melta". */
function compactName(name: string): string {
  return singularName(name).replace(/ /g, '');
}
