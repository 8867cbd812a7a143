import { normaliseName } from '../catalogue/normalise.js';
import { InputError } from '../errors.js';
import type { ArmySetup, UnitSetup } from '../game/setup.js';
import type { CatalogueQuery } from '../model/catalogue.js';
import type { Datasheet } from '../model/datasheet.js';
import { buildContext } from './context.js';
import type { ArmyList, ArmyUnit } from './list.js';
import { validateArmy } from './validate.js';

/** "Kroot Carnivores" and "Kroot Carnivore" are one profile; case and punctuation do not count. */
function profileKey(name: string): string {
  return normaliseName(name).replace(/s\b/g, '');
}

function profileOf(ds: Datasheet, name: string): string | undefined {
  const key = profileKey(name);
  const exact = ds.profiles.find((p) => profileKey(p.name) === key);
  if (exact) return exact.name;
  // "Kroot Carnivore w/ tanglebomb launcher": the longest profile name it starts with.
  return ds.profiles
    .filter((p) => key.startsWith(`${profileKey(p.name)} `))
    .sort((a, b) => b.name.length - a.name.length)[0]?.name;
}

/**
 * Models per profile, as the game sets a unit up: one profile takes every model; otherwise the list's
 * model lines where they name profiles, else the composition's minimums with the rest on the line
 * that can take the most.
 */
export function modelsByProfile(ds: Datasheet, unit: ArmyUnit): Record<string, number> {
  const profiles = ds.profiles;
  if (profiles.length === 0) return {};
  if (profiles.length === 1) return { [profiles[0]!.name]: unit.models };
  const fromGroups: Record<string, number> = {};
  let matched = 0;
  for (const g of unit.modelGroups) {
    const p = profileOf(ds, g.name);
    if (!p) break;
    fromGroups[p] = (fromGroups[p] ?? 0) + g.count;
    matched += g.count;
  }
  if (unit.modelGroups.length && matched === unit.models) return fromGroups;
  const lines = ds.composition.flatMap((c) => {
    const p = profileOf(ds, c.model);
    return p ? [{ p, min: c.min, max: c.max }] : [];
  });
  if (lines.length === 0) return { [profiles[0]!.name]: unit.models };
  const out: Record<string, number> = {};
  for (const l of lines) out[l.p] = (out[l.p] ?? 0) + l.min;
  let rest = unit.models - lines.reduce((s, l) => s + l.min, 0);
  for (const l of [...lines].sort((a, b) => b.max - b.min - (a.max - a.min))) {
    const add = Math.max(0, Math.min(rest, l.max - l.min));
    out[l.p] = (out[l.p] ?? 0) + add;
    rest -= add;
  }
  if (rest > 0) out[lines[0]!.p] = (out[lines[0]!.p] ?? 0) + rest;
  return out;
}

/** A legal list as the game engine's army input, with what the game does not set up yet. */
export interface GameArmy {
  army: ArmySetup;
  /** List unit id of each `army.units` entry, in order. */
  unitIds: string[];
  /** Leaders and joined units, by list unit id (the game's Declare Battle Formations is still to come). */
  attachments: { unit: string; to: string }[];
  warlord: string | null;
  enhancements: { unit: string; enhancement: string }[];
}

/**
 * A list that validates without errors becomes the game's army input. Throws an InputError naming
 * the first error finding otherwise.
 */
export function toGameArmy(list: ArmyList, q: CatalogueQuery): GameArmy {
  const report = validateArmy(list, q);
  const errors = report.findings.filter((f) => f.severity === 'error');
  const first = errors[0];
  if (first) {
    throw new InputError(
      `the list is not legal (${errors.length} error${errors.length === 1 ? '' : 's'}); first: ${first.message}`,
      first.line !== undefined ? { line: first.line } : {},
    );
  }
  const ctx = buildContext(list, q);
  const units: UnitSetup[] = ctx.units.map((u) => ({
    datasheet: u.ds!,
    models: modelsByProfile(u.ds!, u.unit),
    name: u.unit.name,
  }));
  return {
    army: {
      name: list.name ?? ctx.faction!.name,
      faction: ctx.faction!.name,
      ...(ctx.detachment ? { detachment: ctx.detachment.name } : {}),
      units,
    },
    unitIds: list.units.map((u) => u.id),
    attachments: list.units.flatMap((u) => (u.attachedTo ? [{ unit: u.id, to: u.attachedTo }] : [])),
    warlord: list.units.find((u) => u.warlord)?.id ?? null,
    enhancements: list.units.flatMap((u) => (u.enhancement ? [{ unit: u.id, enhancement: u.enhancement }] : [])),
  };
}
