import { InputError } from '../errors.js';
import type { CatalogueQuery } from '../model/catalogue.js';
import type { Datasheet } from '../model/datasheet.js';
import { buildContext } from './context.js';
import type { ArmyList } from './list.js';
import { validateArmy } from './validate.js';

/**
 * What the game engine needs to set up one army. The game engine is being built alongside this; until
 * its own army input lands, this is the minimal shape: each unit's datasheet and model count, with the
 * attachments, enhancement and Warlord the list chose.
 */
export interface GameArmyUnit {
  id: string;
  datasheet: Datasheet;
  models: number;
  wargear: { name: string; count: number }[];
  enhancement: string | null;
  warlord: boolean;
  /** The Bodyguard unit this one joins, by list unit id. */
  attachedTo: string | null;
}

export interface GameArmy {
  faction: string;
  detachment: string | null;
  units: GameArmyUnit[];
}

/**
 * A list that validates without errors becomes the game's army input. Throws an InputError naming
 * the first error finding otherwise (or every unresolved unit).
 */
export function toGameArmy(list: ArmyList, q: CatalogueQuery): GameArmy {
  const report = validateArmy(list, q);
  const firstError = report.findings.find((f) => f.severity === 'error');
  if (firstError) {
    const n = report.findings.filter((f) => f.severity === 'error').length;
    throw new InputError(`the list is not legal (${n} error${n === 1 ? '' : 's'}); first: ${firstError.message}`, {
      ...(firstError.line !== undefined ? { line: firstError.line } : {}),
    });
  }
  const ctx = buildContext(list, q);
  return {
    faction: ctx.faction!.name,
    detachment: ctx.detachment?.name ?? null,
    units: ctx.units.map((u) => ({
      id: u.unit.id,
      datasheet: u.ds!,
      models: u.unit.models,
      wargear: [...u.unit.wargear, ...u.unit.modelGroups.flatMap((g) => g.wargear)].map((w) => ({
        name: w.name,
        count: w.count,
      })),
      enhancement: u.unit.enhancement,
      warlord: u.unit.warlord,
      attachedTo: u.unit.attachedTo,
    })),
  };
}
