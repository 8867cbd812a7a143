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
 * Leader abilities name their Bodyguard units in capitals ("HEARTHKYN WARRIORS"): each is matched to
 * a datasheet of the same faction (loosely), `leads` gets the datasheet's name, and the Bodyguard's
 * `ledBy` gets the Leader's. Names that match nothing are kept as printed and reported.
 */
export function linkLeaders(read: ReadUnit[], datasheets: Datasheet[], findings: Findings): void {
  const byFaction = new Map<string, Map<string, Datasheet[]>>();
  for (const ds of datasheets) {
    const m = byFaction.get(ds.faction) ?? new Map<string, Datasheet[]>();
    byFaction.set(ds.faction, m);
    const k = looseName(ds.name);
    const list = m.get(k);
    if (list) list.push(ds);
    else m.set(k, [ds]);
  }
  for (const r of read) {
    const ds = r.datasheet;
    const names = byFaction.get(ds.faction) ?? new Map<string, Datasheet[]>();
    const leads: string[] = [];
    for (const printed of r.leadsAsPrinted) {
      const targets = names.get(looseName(printed));
      if (targets?.length) {
        for (const t of targets) {
          if (!leads.includes(t.name)) leads.push(t.name);
          if (!t.ledBy.includes(ds.name)) t.ledBy.push(ds.name);
        }
      } else {
        if (!leads.includes(printed)) leads.push(printed);
        findings.warn({
          code: 'unknown',
          message: `Leader target "${printed}" matches no ${ds.faction} datasheet; kept as printed`,
          where: { source: ds.source?.ref.split('#')[0] ?? '', field: `${ds.name}.leads` },
        });
      }
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
  return refs.filter((r) => !refHidden(r, file.id)).map((r) => ({ name: cleanName(r.name), text: profileText(r.el) }));
}
