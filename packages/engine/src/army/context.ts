import type { CatalogueQuery } from '../model/catalogue.js';
import type { Datasheet } from '../model/datasheet.js';
import { unitCost } from '../model/points.js';
import type { Detachment, Enhancement, Faction } from '../model/stratagem.js';
import { armyGrants } from '../rules/army-grants.js';
import { ALLIES_RULES, type AlliesRule, admits } from './allies.js';
import { type BattleSizeName, battleSizeByName, battleSizeByPoints, smallestSizeFor } from './battle-size.js';
import { datasheetKeywords, datasheetUnitKeywords, type KeywordGrant, keywordGrants, kw } from './keywords.js';
import type { ArmyList, ArmyUnit } from './list.js';
import { sameName } from './names.js';

/** A list unit with what the catalogue says about it. */
export interface UnitInfo {
  unit: ArmyUnit;
  ds: Datasheet | undefined;
  /** Unit keywords, faction keywords, the unit's name, detachment grants and chosen grants. */
  keywords: Set<string>;
  /** The same plus keywords only some models have (CHARACTER on a Grimnyr in a unit with CORVs). */
  anyModelKeywords: Set<string>;
  /** The datasheet's faction is not the Army Faction. */
  foreign: boolean;
  /** The allies rule that includes this unit (a foreign unit, or one with the rule's allied keyword). */
  ally: AlliesRule | null;
  /** An allies rule of the Army Faction that would include this unit, but is not in effect. */
  needsAllies: AlliesRule | null;
  /** Catalogue points for its model count, enhancement excluded. */
  cost: number | null;
  costExact: boolean;
  enhancement: Enhancement | undefined;
}

export interface ArmyContext {
  list: ArmyList;
  q: CatalogueQuery;
  faction: Faction | undefined;
  detachment: Detachment | undefined;
  grants: KeywordGrant[];
  /** Every enhancement of the Army Faction (all detachments). */
  enhancements: Enhancement[];
  size: { name: BattleSizeName | null; points: number; assumed: boolean } | null;
  units: UnitInfo[];
  byId: Map<string, UnitInfo>;
  /** Allies rules that apply to this army. */
  alliesRules: AlliesRule[];
}

/** A unit's datasheet: by id, else by name within the Army Faction; null when the name must be chosen among others. */
function sureDatasheet(q: CatalogueQuery, unit: ArmyUnit, faction: string | undefined): Datasheet | undefined {
  if (unit.datasheet) {
    const byId = q.datasheetById(unit.datasheet);
    if (byId) return byId;
  }
  return faction ? q.findDatasheets(unit.name, faction)[0] : undefined;
}

/**
 * The Enhancement a list names: within the list's own Detachment first (its "Battle-lust" is not
 * another Detachment's "Battle Lust"), spelled exactly before normalised, then in any Detachment.
 */
export function enhancementNamed(
  enhancements: readonly Enhancement[],
  name: string,
  detachment: string | null,
): Enhancement | undefined {
  const own = detachment ? enhancements.filter((e) => e.detachment && sameName(e.detachment, detachment)) : [];
  const exact = (e: Enhancement) => e.name.toLowerCase() === name.toLowerCase();
  const near = (e: Enhancement) => sameName(e.name, name);
  return own.find(exact) ?? own.find(near) ?? enhancements.find(exact) ?? enhancements.find(near);
}

export function findFaction(q: CatalogueQuery, name: string | null): Faction | undefined {
  if (!name) return undefined;
  return q.factions().find((f) => sameName(f.name, name));
}

export function findDetachment(q: CatalogueQuery, faction: string, name: string | null): Detachment | undefined {
  if (!name) return undefined;
  return q.detachments(faction).find((d) => sameName(d.name, name));
}

/**
 * The keywords the registry's definitions of the army's rules give to units with a keyword (rules/army-grants.ts:
 * Fury From The Dêlve's BATTLELINE for CTHONIAN BESERKS), as the grants the detachment's text would state.
 */
function registryGrants(faction: string | undefined, detachment: string): KeywordGrant[] {
  if (!faction) return [];
  return armyGrants({ faction, detachment }).flatMap((g) => {
    const keyword = g.grant.kind === 'keyword' ? g.grant.keyword : null;
    return keyword ? g.to.map((to) => ({ to: kw(to), keyword: kw(keyword), rule: g.name })) : [];
  });
}

export function buildContext(list: ArmyList, q: CatalogueQuery): ArmyContext {
  const faction = findFaction(q, list.faction);
  const detachment = faction ? findDetachment(q, faction.name, list.detachment) : undefined;
  const grants = detachment ? [...keywordGrants(detachment), ...registryGrants(faction?.name, detachment.name)] : [];
  const enhancements = faction ? q.enhancements(faction.name) : [];
  const info = (unit: ArmyUnit, ds: Datasheet | undefined): UnitInfo => {
    const base = ds ? datasheetUnitKeywords(ds) : new Set<string>([kw(unit.name)]);
    const all = ds ? datasheetKeywords(ds) : new Set(base);
    for (const g of grants) {
      if (g.select === undefined && base.has(g.to)) {
        base.add(g.keyword);
        all.add(g.keyword);
      }
    }
    for (const k of unit.grantedKeywords) {
      base.add(kw(k));
      all.add(kw(k));
    }
    const cost = ds ? unitCost(ds, unit.models) : null;
    return {
      unit,
      ds,
      keywords: base,
      anyModelKeywords: all,
      foreign: Boolean(ds && faction && !sameName(ds.faction, faction.name)),
      ally: null,
      needsAllies: null,
      cost: cost?.points ?? null,
      costExact: cost?.exact ?? false,
      enhancement: unit.enhancement ? enhancementNamed(enhancements, unit.enhancement, list.detachment) : undefined,
    };
  };
  // Units of the Army Faction first: which allies rules apply depends on them.
  const sure = list.units.map((u) => sureDatasheet(q, u, faction?.name));
  const home = list.units.flatMap((u, i) => (sure[i] ? [info(u, sure[i])] : [])).filter((u) => !u.foreign);
  const alliesRules = ALLIES_RULES.filter((r) => {
    if (r.army.faction && !(faction && sameName(r.army.faction, faction.name))) return false;
    if (r.army.detachment && !(list.detachment && sameName(r.army.detachment, list.detachment))) return false;
    const need = r.army.everyModelHasOneOf;
    if (need && !(faction && home.every((u) => need.some((k) => u.keywords.has(kw(k)))))) return false;
    return true;
  });
  // A name found only outside the faction may name several datasheets (Nurglings of Chaos Daemons
  // and of Death Guard): prefer one an allies rule of this army admits.
  const units = list.units.map((unit, i) => {
    let ds = sure[i];
    if (!ds) {
      const found = q.findDatasheets(unit.name);
      ds = found.find((d) => alliesRules.some((r) => admits(r, d, datasheetKeywords(d)))) ?? found[0];
    }
    const u = info(unit, ds);
    if (u.ds) {
      const through = (r: AlliesRule) =>
        (u.foreign || (r.alliedKeyword !== undefined && u.anyModelKeywords.has(kw(r.alliedKeyword)))) &&
        admits(r, u.ds!, u.anyModelKeywords);
      u.ally = alliesRules.find(through) ?? null;
      if (!u.ally && faction) {
        u.needsAllies =
          ALLIES_RULES.find(
            (r) =>
              r.alliedKeyword !== undefined &&
              r.army.faction !== undefined &&
              sameName(r.army.faction, faction.name) &&
              u.anyModelKeywords.has(kw(r.alliedKeyword)) &&
              admits(r, u.ds!, u.anyModelKeywords),
          ) ?? null;
      }
    }
    return u;
  });
  return {
    list,
    q,
    faction,
    detachment,
    grants,
    enhancements,
    size: sizeOf(list, units),
    units,
    byId: new Map(units.map((u) => [u.unit.id, u])),
    alliesRules,
  };
}

/** Points of a unit as checked: catalogue cost plus enhancement, else what the list states. */
export function unitPoints(u: UnitInfo): number {
  if (u.cost === null) return u.unit.statedPoints ?? 0;
  const enh = u.enhancement?.points ?? 0;
  return u.cost + enh;
}

export function armyPoints(units: UnitInfo[]): number {
  return units.reduce((s, u) => s + unitPoints(u), 0);
}

function sizeOf(list: ArmyList, units: UnitInfo[]): ArmyContext['size'] {
  if (list.pointsLimit !== null) {
    const named = list.battleSize ?? battleSizeByPoints(list.pointsLimit)?.name ?? null;
    return { name: named, points: list.pointsLimit, assumed: false };
  }
  if (list.battleSize) {
    const s = battleSizeByName(list.battleSize)!;
    return { name: s.name, points: s.points, assumed: false };
  }
  if (units.length === 0) return null;
  const s = smallestSizeFor(statedTotal(list) ?? armyPoints(units));
  return { name: s.name, points: s.points, assumed: true };
}

/** The army's points as the list states them (its total, or the sum of its units' when all state one). */
export function statedTotal(list: ArmyList): number | null {
  if (list.statedPoints !== null) return list.statedPoints;
  if (list.units.length && list.units.every((u) => u.statedPoints !== null)) {
    return list.units.reduce((s, u) => s + (u.statedPoints as number), 0);
  }
  return null;
}
