import type { CatalogueQuery } from '../model/catalogue.js';
import { defaultSize } from '../model/points.js';
import { normaliseName } from '../names/normalise.js';
import { battleSizeByName, battleSizeByPoints } from './battle-size.js';
import { buildContext } from './context.js';
import { splitFaction } from './faction-names.js';
import { type Finding, finding } from './findings.js';
import { type ArmyItem, type ArmyList, type ArmyModelGroup, type ArmyUnit, createList, makeUnit } from './list.js';
import { sameName } from './names.js';
import type { ParsedItem, ParsedList, ParsedModelGroup } from './parsed.js';
import { datasheetWargearNames, namesModel, prefixedDatasheet } from './unit-names.js';

function inferFaction(parsed: ParsedList, q: CatalogueQuery): string | null {
  const votes = new Map<string, number>();
  for (const u of parsed.units) {
    for (const f of new Set(q.findDatasheets(u.name).map((d) => d.faction))) votes.set(f, (votes.get(f) ?? 0) + 1);
  }
  let best: string | null = null;
  let n = 0;
  for (const [f, v] of votes) {
    if (v > n) {
      best = f;
      n = v;
    }
  }
  return best;
}

/** A BattleScribe entry id ("link::entry") as the catalogue keeps it (`bsdata:<entry id>`). */
function datasheetById(q: CatalogueQuery, id: string): string | null {
  for (const seg of id.split('::').reverse()) {
    const ds = q.datasheetById(`bsdata:${seg}`) ?? q.datasheetById(seg);
    if (ds) return ds.id;
  }
  return null;
}

/**
 * With the catalogue: each unit's datasheet (as validation chooses it; a name with its faction in
 * front, "World Eaters Chaos Spawn", found without it), model lines that named a wargear choice
 * rather than models turned into the unit's wargear, wargear named in the plural given the
 * datasheet's name, model counts the list left out (the smallest size), and enhancements listed
 * among wargear ("Plasma Accelerator Rifle").
 */
function resolveUnits(
  list: ArmyList,
  q: CatalogueQuery,
  sizes: { unsized: Set<number>; stated: Set<number>; options: Map<number, Set<string>> },
  findings: Finding[],
): void {
  const { unsized, stated, options } = sizes;
  const faction = list.faction ? q.factions().find((f) => sameName(f.name, list.faction!)) : undefined;
  if (faction) {
    const prefixes = [faction.name, list.subfaction ?? '', ...q.factions().map((f) => f.name)];
    for (const unit of list.units) {
      if (unit.datasheet || q.findDatasheets(unit.name, faction.name).length) continue;
      const ds = prefixedDatasheet(q, unit.name, faction.name, prefixes);
      if (ds) unit.datasheet = ds.id;
    }
  }
  const ctx = buildContext(list, q);
  const enhancementNames = new Set(ctx.enhancements.map((e) => normaliseName(e.name)));
  ctx.units.forEach((info, i) => {
    const unit = info.unit;
    const ds = info.ds;
    if (ds) {
      unit.datasheet = ds.id;
      const opts = options.get(i);
      const moved = opts
        ? unit.modelGroups.filter((g) => opts.has(normaliseName(g.name)) && !namesModel(ds, g.name))
        : [];
      if (moved.length) {
        unit.modelGroups = unit.modelGroups.filter((g) => !moved.includes(g));
        unit.wargear = mergeItems([...unit.wargear, ...moved.flatMap((g) => g.wargear)]);
        const kept = unit.modelGroups.reduce((s, g) => s + g.count, 0);
        if (!stated.has(i)) {
          if (kept > 0) unit.models = kept;
          else unsized.add(i);
        }
        const names = moved.map((g) => `"${g.name}"`).join(', ');
        const message = `${unit.name}: ${names} names no model of ${ds.name}; read as wargear`;
        findings.push(finding('note', 'unit-size', message, { line: moved[0]!.line ?? unit.line, unit: unit.id }));
      }
      unit.wargear = datasheetWargearNames(ds, unit.wargear);
      for (const g of unit.modelGroups) g.wargear = datasheetWargearNames(ds, g.wargear);
    }
    if (unsized.has(i) && ds) {
      unit.models = defaultSize(ds);
      if (unit.models !== 1) {
        const message = `${unit.name}: the list gives no model count; taken as ${unit.models}, the smallest size`;
        findings.push(finding('note', 'unit-size', message, { line: unit.line, unit: unit.id }));
      }
    }
    if (unit.enhancement || ctx.enhancements.length === 0) return;
    const isEnhancement = (w: ArmyItem) => enhancementNames.has(normaliseName(w.name));
    const groups = unit.modelGroups.length === 1 ? unit.modelGroups : [];
    const found = unit.wargear.find(isEnhancement) ?? groups[0]?.wargear.find(isEnhancement);
    if (!found) return;
    unit.enhancement = found.name;
    if (found.line !== undefined) unit.enhancementLine = found.line;
    unit.wargear = unit.wargear.filter((w) => w !== found);
    for (const g of groups) g.wargear = g.wargear.filter((w) => w !== found);
  });
}

/** The same selection listed on several lines ("• 1x Fusion blaster" three times) counts once, summed. */
export function mergeItems(items: readonly (ParsedItem | ArmyItem)[]): ArmyItem[] {
  const out: ArmyItem[] = [];
  const at = new Map<string, ArmyItem>();
  for (const i of items) {
    const key = normaliseName(i.name);
    const seen = at.get(key);
    if (seen) seen.count += i.count;
    else {
      const a: ArmyItem = { name: i.name, count: i.count, ...(i.line !== undefined ? { line: i.line } : {}) };
      at.set(key, a);
      out.push(a);
    }
  }
  return out;
}

/**
 * Model lines of one name count as one group, their models and wargear summed: New Recruit writes
 * "• 1x Berzerker w/ alternate weapons" twice with two loadouts, the app one line with the totals.
 */
function mergeGroups(groups: readonly ParsedModelGroup[]): ArmyModelGroup[] {
  const out: { name: string; count: number; items: ParsedItem[]; line: number }[] = [];
  const at = new Map<string, (typeof out)[number]>();
  for (const g of groups) {
    const key = normaliseName(g.name);
    const seen = at.get(key);
    if (seen) {
      seen.count += g.count;
      seen.items.push(...g.wargear);
    } else {
      const m = { name: g.name, count: g.count, items: [...g.wargear], line: g.line };
      at.set(key, m);
      out.push(m);
    }
  }
  return out.map((m) => ({ name: m.name, count: m.count, wargear: mergeItems(m.items), line: m.line }));
}

/**
 * Turns a parsed list into an army list: faction, detachment and battle size named as the catalogue
 * names them (where it has them), units resolved to datasheets, enhancements recognised among
 * wargear, detachment keyword choices ("Houndpack Lance Character") turned into granted keywords.
 * Names that do not resolve stay as the list gave them; `validateArmy` reports them with suggestions.
 */
export function toArmyList(parsed: ParsedList, q?: CatalogueQuery): { list: ArmyList; findings: Finding[] } {
  const findings: Finding[] = [];
  let { faction, subfaction } = parsed.faction
    ? splitFaction(parsed.faction.value, q)
    : { faction: null as string | null, subfaction: null as string | null };
  if (!faction && q) {
    faction = inferFaction(parsed, q);
    if (faction) findings.push(finding('note', 'army-faction', `the list names no faction; its units are ${faction}`));
  }
  const bs = parsed.battleSize?.value;
  const size =
    (bs?.name ? battleSizeByName(bs.name) : undefined) ?? (bs?.points ? battleSizeByPoints(bs.points) : undefined);
  const list = createList({
    name: parsed.name,
    faction,
    subfaction,
    detachment: parsed.detachment?.value ?? null,
    battleSize: size?.name ?? null,
    pointsLimit: bs?.points ?? size?.points ?? null,
    statedPoints: parsed.statedPoints,
    lines: {
      ...(parsed.faction ? { faction: parsed.faction.line } : {}),
      ...(parsed.detachment ? { detachment: parsed.detachment.line } : {}),
      ...(parsed.battleSize ? { battleSize: parsed.battleSize.line } : {}),
    },
  });
  const detachment = list.detachment ? normaliseName(list.detachment) : null;
  /** Model counts the list did not state, to be taken from the datasheet once it is known. */
  const unsized = new Set<number>();
  /** Units whose model count the list states in so many words. */
  const stated = new Set<number>();
  /** Model lines that may name a wargear choice, by unit: decided once the datasheet is known. */
  const options = new Map<number, Set<string>>();
  list.units = parsed.units.map((pu, i) => {
    const granted: string[] = [];
    const isGrant = (it: ParsedItem) => {
      const n = normaliseName(it.name);
      if (!detachment || !n.startsWith(`${detachment} `)) return false;
      granted.push(n.slice(detachment.length + 1).toUpperCase());
      return true;
    };
    const wargear = pu.wargear.filter((w) => !isGrant(w));
    const groups = pu.models.map((g) => ({ ...g, wargear: g.wargear.filter((w) => !isGrant(w)) }));
    const enh = pu.enhancements[0] ?? null;
    for (const extra of pu.enhancements.slice(1)) {
      const message = `${extra.name}: a second Enhancement on ${pu.name}; a model can have only one`;
      findings.push(finding('error', 'enhancements', message, { line: extra.line, unit: `u${i + 1}` }));
    }
    const counted = pu.models.reduce((s, g) => s + g.count, 0);
    const models = pu.modelCount ?? (counted > 0 ? counted : null);
    if (models === null) unsized.add(i);
    if (pu.modelCount !== null && pu.modelCount !== counted) stated.add(i);
    // "• 10x Intercessor Squad" with nothing under it only states the unit's size.
    const sizeOnly = groups.length === 1 && groups[0]!.wargear.length === 0 && sameName(groups[0]!.name, pu.name);
    const maybe = new Set((sizeOnly ? [] : groups).flatMap((g) => (g.maybeOption ? [normaliseName(g.name)] : [])));
    if (maybe.size) options.set(i, maybe);
    const unit: ArmyUnit = makeUnit(`u${i + 1}`, {
      name: pu.name,
      datasheet: q && pu.id ? datasheetById(q, pu.id) : null,
      models: models ?? 1,
      modelGroups: mergeGroups(sizeOnly ? [] : groups),
      wargear: mergeItems(wargear),
      enhancement: enh?.name ?? null,
      warlord: pu.warlord,
      grantedKeywords: granted,
      statedPoints: pu.points,
      line: pu.line,
    });
    if (enh) unit.enhancementLine = enh.line;
    if (pu.warlordLine !== undefined) unit.warlordLine = pu.warlordLine;
    return unit;
  });
  if (q) resolveUnits(list, q, { unsized, stated, options }, findings);
  return { list, findings };
}
