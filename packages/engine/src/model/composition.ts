import { hasWords, singularName } from '../names/normalise.js';
import type { Datasheet } from './datasheet.js';
import { allowedSizes, defaultSize } from './points.js';

/**
 * Models per composition line at a unit size, and the model profile each line's models use: the one
 * definition the calculator, the game and the army builder read ("- 1 Grimnyr", "- 2 CORVs" is one
 * GRIMNYR and two CORV models).
 */

/** One composition line at a unit size. */
export interface ModelLine {
  /** The model as the composition line names it ("Intercessor Sergeant", "CORV"). */
  model: string;
  /** The model profile its models use (undefined only for a datasheet without profiles). */
  profile: string | undefined;
  count: number;
}

/** The models of a unit of `size` models, per composition line in datasheet order. */
export interface UnitModels {
  size: number;
  lines: ModelLine[];
}

type Line = Datasheet['composition'][number];

/** "10 MODELS MAXIMUM" (Kill Teams) is printed as a composition line; it caps the unit, it is no model. */
const CAP = /^models? maximum$/;

/** The composition's model lines, and the cap on the unit's models a "N MODELS MAXIMUM" line sets. */
export function compositionLines(ds: Datasheet): { lines: Line[]; cap?: number } {
  const caps = ds.composition.filter((c) => CAP.test(singularName(c.model)));
  const lines = ds.composition.filter((c) => !caps.includes(c));
  const cap = caps.length ? Math.min(...caps.map((c) => c.max)) : undefined;
  return cap === undefined ? { lines } : { lines, cap };
}

/**
 * The profile a model name means, by name alone ("CORVs" -> CORV; "Kill Team Sergeant" -> "KILL TEAM
 * SERGEANT, DEATHWATCH VETERAN"; "Kroot Carnivore w/ tanglebomb launcher" -> "Kroot Carnivore"):
 * singular and plural, case and punctuation do not matter; else the longest profile whose name holds
 * the model's words or is held in them.
 */
export function profileOfModel(ds: Datasheet, name: string): string | undefined {
  const key = singularName(name);
  const exact = ds.profiles.find((p) => singularName(p.name) === key);
  if (exact) return exact.name;
  return ds.profiles
    .filter((p) => {
      const k = singularName(p.name);
      return hasWords(key, k) || hasWords(k, key);
    })
    .sort((a, b) => b.name.length - a.name.length)[0]?.name;
}

/** Words two names share ("Hunting Wolf" and "Hunting Wolves" share "hunting"). */
function sharedWords(a: string, b: string): number {
  const words = new Set(singularName(b).split(' '));
  return singularName(a)
    .split(' ')
    .filter((w) => w.length > 2 && words.has(w)).length;
}

/**
 * The profile of each composition line: the only profile; else by name (`profileOfModel`); else the one
 * profile no line names ("OTHER MODELS", "BOY" for "Boyz", "SPACE MARINE BIKE" for "Biker Sergeant");
 * else the profile sharing the most words with it; else the first.
 */
export function lineProfiles(
  ds: Datasheet,
  lines: readonly Line[] = compositionLines(ds).lines,
): (string | undefined)[] {
  const first = ds.profiles[0]?.name;
  if (ds.profiles.length <= 1) return lines.map(() => first);
  const named = lines.map((l) => profileOfModel(ds, l.model));
  const unnamed = ds.profiles.filter((p) => !named.includes(p.name));
  return named.map((p, i) => {
    if (p) return p;
    if (unnamed.length === 1) return unnamed[0]!.name;
    const model = lines[i]!.model;
    const scored = ds.profiles.map((x) => ({ name: x.name, n: sharedWords(model, x.name) })).sort((a, b) => b.n - a.n);
    const best = scored[0]!;
    return best.n > 0 && best.n > (scored[1]?.n ?? 0) ? best.name : first;
  });
}

/**
 * Where models go, in order: each line's minimum (datasheet order), then the lines the unit must have
 * (minimum above 0) grow to their maximum in datasheet order, then the optional lines ("0-1 Attack
 * Bike"). Never more than `want` models, nor than the maximums (or the unit's cap) allow.
 */
function fill(lines: readonly { min: number; max: number }[], want: number, cap = Number.POSITIVE_INFINITY): number[] {
  let left = Math.min(want, cap);
  const counts = lines.map((l) => {
    const n = Math.max(0, Math.min(left, l.min));
    left -= n;
    return n;
  });
  const order = [...lines.keys()].sort((a, b) => Number(lines[a]!.min === 0) - Number(lines[b]!.min === 0) || a - b);
  for (const i of order) {
    const add = Math.max(0, Math.min(left, lines[i]!.max - counts[i]!));
    counts[i]! += add;
    left -= add;
  }
  return counts;
}

/**
 * The models of each composition line when the unit has `size` models (default: its smallest size).
 * A datasheet without composition lines is one line of its first profile.
 */
export function unitModels(ds: Datasheet, size?: number): UnitModels {
  const want = Math.max(0, size ?? defaultSize(ds));
  const { lines, cap } = compositionLines(ds);
  if (lines.length === 0) {
    const n = cap === undefined ? want : Math.min(want, cap);
    return { size: n, lines: [{ model: ds.name, profile: ds.profiles[0]?.name, count: n }] };
  }
  const profiles = lineProfiles(ds, lines);
  const counts = fill(lines, want, cap);
  const out = lines.map((l, i) => ({ model: l.model, profile: profiles[i], count: counts[i]! }));
  return { size: counts.reduce((s, n) => s + n, 0), lines: out };
}

/**
 * The lines of a unit given as models per profile (a game set-up, an army list's model lines): each
 * profile's models spread over its lines as `unitModels` spreads a unit; models beyond its lines'
 * maximums go on its first line; a profile no line uses is a line of its own.
 */
export function unitModelsOf(ds: Datasheet, counts: Readonly<Record<string, number>>): UnitModels {
  const { lines } = compositionLines(ds);
  const profiles = lineProfiles(ds, lines);
  const out: ModelLine[] = lines.map((l, i) => ({ model: l.model, profile: profiles[i], count: 0 }));
  for (const [profile, n] of Object.entries(counts)) {
    const mine = out.flatMap((l, i) => (l.profile === profile ? [i] : []));
    if (mine.length === 0) {
      out.push({ model: profile, profile, count: n });
      continue;
    }
    const got = fill(
      mine.map((i) => lines[i]!),
      n,
    );
    mine.forEach((i, k) => {
      out[i]!.count = got[k]!;
    });
    out[mine[0]!]!.count += n - got.reduce((s, x) => s + x, 0);
  }
  return { size: out.reduce((s, l) => s + l.count, 0), lines: out };
}

/**
 * Models per profile for a unit of exactly `size` models (default: its smallest size), as the game
 * sets it up: the lines' models as `unitModels` gives them, any models beyond the maximums on the
 * first line's profile; in composition order, profiles without models left out.
 */
export function profileCounts(ds: Datasheet, size?: number): Record<string, number> {
  const units = unitModels(ds, size);
  const out: Record<string, number> = {};
  const first = units.lines[0]?.profile;
  const beyond = Math.max(0, (size ?? units.size) - units.size);
  if (first !== undefined && beyond > 0) out[first] = beyond;
  for (const l of units.lines) {
    if (l.profile === undefined || l.count === 0) continue;
    out[l.profile] = (out[l.profile] ?? 0) + l.count;
  }
  return out;
}

/**
 * The fewest and most models the unit can have: its composition's minimums (or its smallest points
 * option, where the two disagree) to its maximums (or its cap).
 */
export function sizeRange(ds: Datasheet): { min: number; max: number } {
  const { lines, cap } = compositionLines(ds);
  if (lines.length === 0) return { min: 1, max: cap ?? Number.POSITIVE_INFINITY };
  const lo = lines.reduce((s, l) => s + l.min, 0);
  const hi = lines.reduce((s, l) => s + Math.max(l.min, l.max), 0);
  const smallest = allowedSizes(ds)[0] ?? lo;
  return { min: Math.max(1, Math.min(lo, smallest)), max: Math.max(1, Math.min(hi, cap ?? hi)) };
}
