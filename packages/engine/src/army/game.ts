import { InputError } from '../errors.js';
import type { ArmySetup, UnitSetup } from '../game/setup.js';
import type { CatalogueQuery } from '../model/catalogue.js';
import { profileCounts, profileOfModel } from '../model/composition.js';
import type { Datasheet } from '../model/datasheet.js';
import { armyRulesOf } from '../model/stratagem.js';
import { buildContext } from './context.js';
import type { ArmyList, ArmyUnit } from './list.js';
import { validateArmy } from './validate.js';

/**
 * Models per profile, as the game sets a unit up: the list's model lines where every one names a
 * profile (`profileOfModel`) and they add up to the unit's models; otherwise the composition at the
 * unit's size (`profileCounts`).
 */
export function modelsByProfile(ds: Datasheet, unit: ArmyUnit): Record<string, number> {
  const fromGroups: Record<string, number> = {};
  let matched = 0;
  for (const g of unit.modelGroups) {
    const p = profileOfModel(ds, g.name);
    if (!p) break;
    fromGroups[p] = (fromGroups[p] ?? 0) + g.count;
    matched += g.count;
  }
  if (unit.modelGroups.length && matched === unit.models) return fromGroups;
  return profileCounts(ds, unit.models);
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
    ...(u.unit.enhancement ? { enhancement: u.enhancement?.name ?? u.unit.enhancement } : {}),
    ...(u.unit.warlord ? { warlord: true } : {}),
  }));
  // The Army Rules the faction's data carries for this detachment (a faction with two published versions).
  const armyRules = armyRulesOf(ctx.faction!, ctx.detachment?.name).map((r) => r.name);
  return {
    army: {
      name: list.name ?? ctx.faction!.name,
      faction: ctx.faction!.name,
      ...(ctx.detachment ? { detachment: ctx.detachment.name } : {}),
      ...(armyRules.length ? { armyRules } : {}),
      units,
    },
    unitIds: list.units.map((u) => u.id),
    attachments: list.units.flatMap((u) => (u.attachedTo ? [{ unit: u.id, to: u.attachedTo }] : [])),
    warlord: list.units.find((u) => u.warlord)?.id ?? null,
    enhancements: list.units.flatMap((u) => (u.enhancement ? [{ unit: u.id, enhancement: u.enhancement }] : [])),
  };
}
