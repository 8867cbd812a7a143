import {
  type ArmyItem,
  type ArmyList,
  type ArmyModelGroup,
  type ArmyUnit,
  BATTLE_SIZES,
  buildContext,
  type CatalogueQuery,
  InputError,
  kw,
  type UnitInfo,
  unitPoints,
} from '@cogitator/engine';

export type ExportFormat = 'gw' | 'nr' | 'json';

interface Prepared {
  unit: ArmyUnit;
  /** The datasheet's name where the catalogue knows it, else the list's. */
  name: string;
  /** As the list states them; the catalogue's only where the list states none. */
  points: number;
  section: string | null;
}

/**
 * Units as the export writes them: the datasheet's name (so "Primaris Captain" comes back as the
 * Captain it resolved to), points as the list states them (the catalogue's only where it states
 * none), and a section by keywords.
 */
function prepare(list: ArmyList, q?: CatalogueQuery): Prepared[] {
  const infos: (UnitInfo | undefined)[] = q ? buildContext(list, q).units : list.units.map(() => undefined);
  return list.units.map((unit, i) => {
    const info = infos[i];
    const catalogue = info && info.cost !== null ? unitPoints(info) : null;
    return {
      unit,
      name: info?.ds?.name ?? unit.name,
      points: unit.statedPoints ?? catalogue ?? 0,
      section: info?.ds ? sectionOf(info) : null,
    };
  });
}

function sectionOf(u: UnitInfo): string {
  if (u.foreign) return 'Allied Units';
  if (u.keywords.has(kw('Epic Hero'))) return 'Epic Hero';
  if (u.anyModelKeywords.has(kw('Character'))) return 'Characters';
  if (u.keywords.has(kw('Battleline'))) return 'Battleline';
  if (u.keywords.has(kw('Dedicated Transport'))) return 'Dedicated Transports';
  return 'Other Datasheets';
}

/** The battle size as the list states it: its name and limit, or nothing where it states neither. */
function sizeOf(list: ArmyList): { name: string; points: number } | null {
  const named = list.battleSize ? BATTLE_SIZES.find((s) => s.name === list.battleSize) : undefined;
  const byPoints = list.pointsLimit !== null ? BATTLE_SIZES.find((s) => s.points === list.pointsLimit) : undefined;
  const name = named?.name ?? byPoints?.name;
  if (!name) return null;
  return { name, points: list.pointsLimit ?? (named as { points: number }).points };
}

function needFaction(list: ArmyList, format: string): string {
  if (!list.faction) {
    throw new InputError(
      `the list names no faction; set one (cogitator list set faction <name>) before exporting as ${format}`,
      { field: 'faction' },
    );
  }
  return list.faction;
}

function grantLine(list: ArmyList, k: string): string {
  const word = k.charAt(0).toUpperCase() + k.slice(1).toLowerCase();
  return `${list.detachment ?? ''} ${word}`.trim();
}

/** The army's total as the list states it, else the sum of what the export writes. */
function total(list: ArmyList, units: Prepared[]): number {
  return list.statedPoints ?? units.reduce((s, u) => s + u.points, 0);
}

/** The list as the Warhammer 40,000 app writes it. */
export function exportGwApp(list: ArmyList, q?: CatalogueQuery): string {
  const faction = needFaction(list, 'app text');
  const units = prepare(list, q);
  const size = sizeOf(list);
  const out: string[] = [];
  // The title carries the list's name and stated total; a list with neither has none (as a copy without it).
  if (list.name !== null || list.statedPoints !== null) {
    out.push(`${list.name ?? ''} (${total(list, units)} Points)`.trimStart(), '');
  }
  out.push(faction);
  if (list.subfaction) out.push(list.subfaction);
  if (list.detachment) out.push(list.detachment);
  if (size) out.push(`${size.name} (${size.points} Points)`);
  out.push('');
  let section: string | null = null;
  for (const p of units) {
    const heading: string = (p.section ?? section ?? 'Other Datasheets').toUpperCase();
    if (heading !== section) {
      out.push(heading, '');
      section = heading;
    }
    const u = p.unit;
    out.push(`${p.name} (${p.points} Points)`);
    if (u.warlord) out.push('  • Warlord');
    for (const k of u.grantedKeywords) out.push(`  • ${grantLine(list, k)}`);
    for (const w of u.wargear) out.push(`  • ${w.count}x ${w.name}`);
    const groups =
      u.modelGroups.length || u.models === 1 ? u.modelGroups : [{ name: p.name, count: u.models, wargear: [] }];
    for (const g of groups) {
      out.push(`  • ${g.count}x ${g.name}`);
      for (const w of g.wargear) out.push(`     ◦ ${w.count}x ${w.name}`);
    }
    if (u.enhancement) out.push(`  • Enhancements: ${u.enhancement}`);
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function items(list: ArmyList, u: ArmyUnit): string[] {
  const out: string[] = [];
  if (u.warlord) out.push('Warlord');
  if (u.enhancement) out.push(`Enhancement: ${u.enhancement}`);
  for (const k of u.grantedKeywords) out.push(grantLine(list, k));
  for (const w of u.wargear) out.push(w.count > 1 ? `${w.count}x ${w.name}` : w.name);
  return out;
}

/**
 * New Recruit's model lines give one model's loadout ("• 8x Kroot Carnivores: Kroot rifle" is eight
 * rifles). A group whose wargear does not divide evenly among its models is written as lines of
 * models with the same loadout (the reader adds same-named lines back together).
 */
export function perModelLines(g: ArmyModelGroup): { count: number; loadout: ArmyItem[] }[] {
  if (g.wargear.every((w) => w.count % g.count === 0)) {
    return [{ count: g.count, loadout: g.wargear.map((w) => ({ name: w.name, count: w.count / g.count })) }];
  }
  // Model i carries floor(c/n) of each item, one more while i < c mod n.
  const lines: { count: number; loadout: ArmyItem[] }[] = [];
  const key = (l: ArmyItem[]) => l.map((w) => `${w.count} ${w.name}`).join('|');
  for (let i = 0; i < g.count; i++) {
    const loadout = g.wargear
      .map((w) => ({ name: w.name, count: Math.floor(w.count / g.count) + (i < w.count % g.count ? 1 : 0) }))
      .filter((w) => w.count > 0);
    const last = lines[lines.length - 1];
    if (last && key(last.loadout) === key(loadout)) last.count++;
    else lines.push({ count: 1, loadout });
  }
  return lines;
}

/** The list as New Recruit's default text export writes it. */
export function exportNewRecruit(list: ArmyList, q?: CatalogueQuery): string {
  needFaction(list, 'New Recruit text');
  const units = prepare(list, q);
  const size = sizeOf(list);
  const points = total(list, units);
  const path = [list.faction, list.subfaction, list.name].filter((s): s is string => Boolean(s)).join(' - ');
  const out: string[] = [`${path} - [${points} pts]`, ''];
  out.push(`# ++ Army Roster ++ [${points} pts]`, '## Configuration');
  if (size) out.push(`Battle Size: ${size.name} (${size.points} Point limit)`);
  if (list.detachment) out.push(`Detachment: ${list.detachment}`);
  let i = 0;
  while (i < units.length) {
    const section = units[i]!.section ?? 'Units';
    let j = i;
    while (j < units.length && (units[j]!.section ?? 'Units') === section) j++;
    const group = units.slice(i, j);
    out.push('', `## ${section} [${group.reduce((s, u) => s + u.points, 0)} pts]`);
    for (const p of group) {
      const sel = items(list, p.unit);
      const u = p.unit;
      const groups = u.modelGroups.length
        ? u.modelGroups
        : u.models > 1
          ? [{ name: p.name, count: u.models, wargear: [] }]
          : [];
      out.push(`${p.name} [${p.points} pts]:${sel.length ? ` ${sel.join(', ')}` : ''}`);
      for (const g of groups) {
        for (const line of perModelLines(g)) {
          const loadout = line.loadout.map((w) => (w.count > 1 ? `${w.count}x ${w.name}` : w.name)).join(', ');
          out.push(`• ${line.count}x ${g.name}${loadout ? `: ${loadout}` : ''}`);
        }
      }
    }
    i = j;
  }
  return `${out.join('\n')}\n`;
}

/** The list as Cogitator JSON (what `list new/add/...` edit). */
export function exportJson(list: ArmyList): string {
  return `${JSON.stringify(list, null, 2)}\n`;
}

export function exportList(list: ArmyList, format: ExportFormat, q?: CatalogueQuery): string {
  if (format === 'gw') return exportGwApp(list, q);
  if (format === 'nr') return exportNewRecruit(list, q);
  return exportJson(list);
}
