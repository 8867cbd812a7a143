import type { Datasheet, NamedText } from '@cogitator/engine';
import { isCoreRuleName, isWeaponRuleName, refHidden } from './abilities.js';
import type { BsIndex } from './catalogue-index.js';
import type { InfoRef } from './entries.js';
import type { BsFile } from './files.js';
import type { Findings } from './findings.js';
import { cleanName, profileText } from './text.js';
import type { ReadUnit } from './unit.js';
import { list } from './xml.js';

/** Names compared loosely: case, diacritics, punctuation and plural "s" do not matter. */
export function looseName(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w))
    .join(' ');
}

/**
 * The datasheets a printed Bodyguard name means: the same name loosely (case, diacritics,
 * punctuation, a plural "s"), then the same letters without spaces ("Wolfguard" for "Wolf Guard"),
 * then every datasheet whose name starts with it ("ACOLYTE HYBRIDS" for both "Acolyte Hybrids with
 * Autopistols" and "... with Hand Flamers", "Sword Brethren" for "Sword Brethren Squad").
 */
interface Named {
  readonly ds: Datasheet;
  readonly loose: string;
  readonly compact: string;
}

function bodyguards(printed: string, sheets: readonly Named[]): Datasheet[] {
  const p = looseName(printed);
  const exact = sheets.filter((d) => d.loose === p);
  if (exact.length) return exact.map((d) => d.ds);
  const compact = p.replace(/ /g, '');
  const joined = sheets.filter((d) => d.compact === compact);
  if (joined.length) return joined.map((d) => d.ds);
  return p.length >= 4 ? sheets.filter((d) => d.loose.startsWith(`${p} `)).map((d) => d.ds) : [];
}

/**
 * Leader abilities name their Bodyguard units in capitals ("HEARTHKYN WARRIORS"): each is matched to
 * datasheets of the same faction (see `bodyguards`), `leads` gets their names, and each Bodyguard's
 * `ledBy` gets the Leader's. Names that match nothing are kept as printed and reported.
 */
export function linkLeaders(read: ReadUnit[], datasheets: Datasheet[], findings: Findings): void {
  const byFaction = new Map<string, Named[]>();
  for (const ds of datasheets) {
    const list = byFaction.get(ds.faction) ?? [];
    const loose = looseName(ds.name);
    list.push({ ds, loose, compact: loose.replace(/ /g, '') });
    byFaction.set(ds.faction, list);
  }
  for (const r of read) {
    const ds = r.datasheet;
    const sheets = byFaction.get(ds.faction) ?? [];
    const leads: string[] = [];
    for (const printed of r.leadsAsPrinted) {
      const targets = bodyguards(printed, sheets);
      for (const t of targets) {
        if (!leads.includes(t.name)) leads.push(t.name);
        if (!t.ledBy.includes(ds.name)) t.ledBy.push(ds.name);
      }
      if (targets.length) continue;
      if (!leads.includes(printed)) leads.push(printed);
      findings.warn({
        code: 'unknown',
        message: `Leader target "${printed}" matches no ${ds.faction} datasheet; kept as printed`,
        where: { source: ds.source?.ref.split('#')[0] ?? '', field: `${ds.faction}/${ds.name}.leads` },
      });
    }
    ds.leads = leads;
  }
}

/**
 * A catalogue's army rules: the rules it holds or links at its top level ("Oath of Moment"), as an
 * army of that catalogue sees them (hidden ones left out, and core or weapon rules it only repeats).
 */
export function armyRules(index: BsIndex, file: BsFile): NamedText[] {
  const refs: InfoRef[] = list(file.root, 'rules', 'rule').map((el) => ({ el, file, name: el.attr('name') ?? '' }));
  for (const link of list(file.root, 'infoLinks', 'infoLink')) {
    const id = link.attr('targetId');
    const found = id ? index.find(id, file) : undefined;
    if (found?.el.tag === 'rule') refs.push({ ...found, name: found.el.attr('name') ?? '', link });
  }
  return refs
    .filter((r) => !refHidden(r, file.id) && !isCoreRuleName(r.name) && !isWeaponRuleName(r.name))
    .map((r) => ({ name: cleanName(r.name), text: profileText(r.el) }));
}
