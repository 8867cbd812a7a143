import {
  type ArmyList,
  type ArmyUnit,
  buildContext,
  type CatalogueQuery,
  InputError,
  kw,
  smallestSizeFor,
  type UnitInfo,
  unitPoints,
} from '@cogitator/engine';

export type ExportFormat = 'gw' | 'nr' | 'json';

interface Prepared {
  unit: ArmyUnit;
  points: number;
  enhancementPoints: number | null;
  section: string | null;
}

/** Unit points (catalogue where it can price them, else as stated) and section by keywords. */
function prepare(list: ArmyList, q?: CatalogueQuery): Prepared[] {
  const infos: (UnitInfo | undefined)[] = q ? buildContext(list, q).units : list.units.map(() => undefined);
  return list.units.map((unit, i) => {
    const info = infos[i];
    const priced = info && info.cost !== null;
    return {
      unit,
      points: priced ? unitPoints(info) : (unit.statedPoints ?? 0),
      enhancementPoints: info?.enhancement?.points ?? null,
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

function sizeOf(list: ArmyList, total: number): { name: string; points: number } {
  if (list.battleSize) return { name: list.battleSize, points: list.pointsLimit ?? smallestSizeFor(total).points };
  const s = smallestSizeFor(list.pointsLimit ?? total);
  return { name: s.name, points: list.pointsLimit ?? s.points };
}

function needFaction(list: ArmyList, format: string): string {
  if (!list.faction) {
    throw new InputError(
      `the list names no faction; set one (cogitator list set faction <name>) before exporting as ${format}`,
      {
        field: 'faction',
      },
    );
  }
  return list.faction;
}

function grantLine(list: ArmyList, k: string): string {
  const word = k.charAt(0).toUpperCase() + k.slice(1).toLowerCase();
  return `${list.detachment ?? ''} ${word}`.trim();
}

/** The list as the Warhammer 40,000 app writes it. */
export function exportGwApp(list: ArmyList, q?: CatalogueQuery): string {
  const faction = needFaction(list, 'app text');
  const units = prepare(list, q);
  const total = units.reduce((s, u) => s + u.points, 0);
  const size = sizeOf(list, total);
  const out: string[] = [`${list.name ?? 'Army List'} (${list.statedPoints ?? total} Points)`, '', faction];
  if (list.subfaction) out.push(list.subfaction);
  if (list.detachment) out.push(list.detachment);
  out.push(`${size.name} (${size.points} Points)`, '');
  let section: string | null = null;
  for (const p of units) {
    const heading: string = (p.section ?? section ?? 'Other Datasheets').toUpperCase();
    if (heading !== section) {
      out.push(heading, '');
      section = heading;
    }
    const u = p.unit;
    out.push(`${u.name} (${p.points} Points)`);
    if (u.warlord) out.push('  • Warlord');
    for (const k of u.grantedKeywords) out.push(`  • ${grantLine(list, k)}`);
    for (const w of u.wargear) out.push(`  • ${w.count}x ${w.name}`);
    for (const g of u.modelGroups) {
      out.push(`  • ${g.count}x ${g.name}`);
      for (const w of g.wargear) out.push(`     ◦ ${w.count}x ${w.name}`);
    }
    if (u.enhancement) out.push(`  • Enhancements: ${u.enhancement}`);
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function items(list: ArmyList, p: Prepared): string[] {
  const u = p.unit;
  const out: string[] = [];
  if (u.warlord) out.push('Warlord');
  if (u.enhancement) {
    out.push(
      p.enhancementPoints !== null ? `${u.enhancement} [${p.enhancementPoints} pts]` : `Enhancement: ${u.enhancement}`,
    );
  }
  for (const k of u.grantedKeywords) out.push(grantLine(list, k));
  for (const w of u.wargear) out.push(w.count > 1 ? `${w.count}x ${w.name}` : w.name);
  return out;
}

/** Per-model loadout for New Recruit's model lines: counts divided by the models in the group. */
function perModel(count: number, models: number): string {
  return count % models === 0 && count / models > 1 ? `${count / models}x ` : count % models === 0 ? '' : `${count}x `;
}

/** The list as New Recruit's default text export writes it. */
export function exportNewRecruit(list: ArmyList, q?: CatalogueQuery): string {
  needFaction(list, 'New Recruit text');
  const units = prepare(list, q);
  const total = units.reduce((s, u) => s + u.points, 0);
  const size = sizeOf(list, total);
  const path = [list.faction, list.subfaction, list.name ?? 'Army List'].filter(Boolean).join(' - ');
  const out: string[] = [`${path} - [${list.statedPoints ?? total} pts]`, ''];
  out.push(`# ++ Army Roster ++ [${list.statedPoints ?? total} pts]`, '## Configuration');
  out.push(`Battle Size: ${size.name} (${size.points} Point limit)`);
  if (list.detachment) out.push(`Detachment: ${list.detachment}`);
  let i = 0;
  while (i < units.length) {
    const section = units[i]!.section ?? 'Units';
    let j = i;
    while (j < units.length && (units[j]!.section ?? 'Units') === section) j++;
    const group = units.slice(i, j);
    out.push('', `## ${section} [${group.reduce((s, u) => s + u.points, 0)} pts]`);
    for (const p of group) {
      const sel = items(list, p);
      const u = p.unit;
      const groups = u.modelGroups.length
        ? u.modelGroups
        : u.models > 1
          ? [{ name: u.name, count: u.models, wargear: [] }]
          : [];
      out.push(`${u.name} [${p.points} pts]:${sel.length ? ` ${sel.join(', ')}` : ''}`);
      for (const g of groups) {
        const loadout = g.wargear.map((w) => `${perModel(w.count, g.count)}${w.name}`).join(', ');
        out.push(`• ${g.count}x ${g.name}${loadout ? `: ${loadout}` : ''}`);
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
