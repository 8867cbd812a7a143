import type { Detachment, Enhancement, NamedText } from '@cogitator/engine';
import type { BsIndex } from './catalogue-index.js';
import { isHiddenFor } from './conditions.js';
import type { EntryExpander, EntryNode } from './entries.js';
import { factionOfCatalogue } from './factions.js';
import type { BsFile } from './files.js';
import type { Findings } from './findings.js';
import { ptsCost } from './points.js';
import { profileKind } from './profiles.js';
import { rootEntries } from './roster.js';
import { cleanName, profileText } from './text.js';
import type { XmlElement } from './xml.js';

const DETACHMENT_ROOT = /^detachments?$/i;
const ENHANCEMENT_GROUP = /enhancement/i;

/** The catalogues of each faction, in directory order. */
function catalogueFactions(index: BsIndex): { file: BsFile; faction: string }[] {
  const out: { file: BsFile; faction: string }[] = [];
  for (const file of index.files) {
    const faction = factionOfCatalogue(file.name);
    if (file.kind === 'catalogue' && faction) out.push({ file, faction });
  }
  return out;
}

/** Ids unique across factions: the first faction to have an entry gets `bsdata:<id>`. */
class Ids {
  private readonly owner = new Map<string, string>();
  id(entryId: string, faction: string, catalogue: BsFile): string {
    const first = this.owner.get(entryId);
    if (first === undefined) this.owner.set(entryId, faction);
    return first === undefined || first === faction ? `bsdata:${entryId}` : `bsdata:${entryId}@${catalogue.id}`;
  }
}

function rulesOf(node: EntryNode): NamedText[] {
  const out: NamedText[] = [];
  for (const r of node.rules) out.push({ name: cleanName(r.name), text: profileText(r.el) });
  for (const p of node.profiles) {
    const kind = profileKind(p.el);
    if (kind === 'unit' || kind === 'ranged' || kind === 'melee') continue;
    out.push({ name: cleanName(p.name), text: profileText(p.el) });
  }
  return out;
}

function visibleFor(node: EntryNode, catalogue: BsFile): boolean {
  return !isHiddenFor(node.hidden, node.modifiers, node.modifierGroups, { primaryCatalogueId: catalogue.id });
}

/**
 * Detachments are the choices of each catalogue's root "Detachment" entry (a group of entries
 * carrying the detachment rules); a choice hidden for that catalogue (Drukhari's detachments in the
 * Aeldari catalogue) is not the faction's. Enhancements are the priced entries of "...Enhancements"
 * groups in a faction's own catalogues and shared libraries; each is tied to its detachment by the
 * group's name ("Hearthband Enhancements"), by the detachment entry its visibility depends on, or by
 * its comment, where the data says.
 */
export function readDetachments(
  index: BsIndex,
  expander: EntryExpander,
  findings: Findings,
  snapshot: string | null = null,
): { detachments: Detachment[]; enhancements: Enhancement[] } {
  const provenance = (file: BsFile, id: string) => ({
    kind: 'bsdata' as const,
    ref: `${file.file}#${id}`,
    ...(snapshot ? { snapshot } : {}),
  });
  const detachments: Detachment[] = [];
  const byFaction = new Map<string, Map<string, string>>();
  const seen = new Set<string>();
  const ids = new Ids();
  const cats = catalogueFactions(index);
  for (const { file, faction } of cats) {
    for (const root of importedRoots(index, expander, file, faction)) {
      if (!DETACHMENT_ROOT.test(root.name)) continue;
      const visit = (n: EntryNode, depth: number) => {
        for (const c of n.children) {
          if (c.kind === 'group') {
            if (depth < 3) visit(c, depth + 1);
            continue;
          }
          if (!visibleFor(c, file) || seen.has(`${faction}|${c.id}`)) continue;
          seen.add(`${faction}|${c.id}`);
          const rules = rulesOf(c);
          if (!rules.length) {
            findings.warn({
              code: 'missing',
              message: `detachment "${c.name}" has no rules`,
              where: { source: c.file.file, line: c.el.line, field: `${faction}/detachments` },
            });
          }
          const d: Detachment = {
            id: ids.id(c.id, faction, file),
            name: cleanName(c.name),
            faction,
            rules,
            provenance: provenance(c.file, c.id),
          };
          detachments.push(d);
          const m = byFaction.get(faction) ?? new Map<string, string>();
          byFaction.set(faction, m);
          m.set(c.id, d.name);
        }
      };
      visit(root, 0);
    }
  }
  const enhancements = readEnhancements(index, expander, cats, byFaction, findings, provenance);
  return { detachments, enhancements };
}

/**
 * A catalogue's root entries and those it imports (`importRootEntries`) from catalogues of the same
 * faction: a chapter catalogue sees the Space Marines "Detachment" entry, with its own conditions.
 */
function importedRoots(index: BsIndex, expander: EntryExpander, file: BsFile, faction: string): EntryNode[] {
  const out: EntryNode[] = [];
  const seen = new Set<BsFile>();
  const queue = [file];
  while (queue.length) {
    const f = queue.shift() as BsFile;
    if (seen.has(f)) continue;
    seen.add(f);
    out.push(...rootEntries(expander, f));
    for (const l of index.links(f)) {
      if (l.importRootEntries && factionOfCatalogue(l.file.name) === faction) queue.push(l.file);
    }
  }
  return out;
}

function conditionChildIds(node: EntryNode): string[] {
  const out: string[] = [];
  const walk = (el: XmlElement) => {
    const id = el.attr('childId');
    if (el.tag === 'condition' && id) out.push(id);
    for (const c of el.children) walk(c);
  };
  for (const m of [...node.modifiers, ...node.modifierGroups]) walk(m);
  return out;
}

function enhancementGroups(file: BsFile): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (el: XmlElement) => {
    for (const c of el.children) {
      if (c.tag === 'selectionEntryGroup' && ENHANCEMENT_GROUP.test(c.attr('name') ?? '')) out.push(c);
      else walk(c);
    }
  };
  walk(file.root);
  return out;
}

function readEnhancements(
  index: BsIndex,
  expander: EntryExpander,
  cats: { file: BsFile; faction: string }[],
  detachmentsOf: Map<string, Map<string, string>>,
  findings: Findings,
  provenance: (file: BsFile, id: string) => Enhancement['provenance'],
): Enhancement[] {
  const out: Enhancement[] = [];
  const seen = new Set<string>();
  const ids = new Ids();
  for (const { file, faction } of cats) {
    const dets = detachmentsOf.get(faction) ?? new Map<string, string>();
    const detNames = new Map([...dets.values()].map((n) => [n.toLowerCase(), n]));
    // The faction's own catalogues and the libraries no single faction owns; not allies' catalogues.
    const sources = index
      .scope(file)
      .filter((f) => f.kind === 'catalogue' && [faction, null].includes(factionOfCatalogue(f.name)));
    for (const src of sources) {
      const shared = factionOfCatalogue(src.name) === null;
      for (const g of enhancementGroups(src)) {
        const group = expander.expand(g, src);
        if (!group) continue;
        const visit = (n: EntryNode, hint: string | undefined, depth: number) => {
          for (const c of n.children) {
            if (c.kind === 'group') {
              const h = detNames.get(c.name.replace(/\s*enhancements?$/i, '').toLowerCase()) ?? hint;
              if (depth < 4) visit(c, h, depth + 1);
              continue;
            }
            if (!c.profiles.length && !c.rules.length) continue;
            if (!visibleFor(c, file) || seen.has(`${faction}|${c.id}`)) continue;
            const fromCondition = conditionChildIds(c)
              .map((id) => dets.get(id))
              .find((x) => x !== undefined);
            const fromComment = c.comments.map((t) => detNames.get(t.toLowerCase())).find((x) => x !== undefined);
            const detachment = hint ?? fromCondition ?? fromComment;
            // A library shared by several factions (Aeldari and Drukhari) holds both factions'
            // enhancements; one that names none of this faction's detachments is the other's.
            if (shared && !detachment) continue;
            seen.add(`${faction}|${c.id}`);
            const text = rulesOf(c)
              .map((r) => r.text)
              .filter(Boolean)
              .join('\n\n');
            const e: Enhancement = {
              id: ids.id(c.id, faction, file),
              name: cleanName(c.name),
              points: Math.max(0, Math.round(ptsCost(c))),
              ...(detachment ? { detachment } : {}),
              faction,
              ...(text ? { text } : {}),
              provenance: provenance(c.file, c.id),
            };
            if (!detachment) {
              findings.once(`enh-det:${faction}`, {
                code: 'note',
                message: `enhancement "${e.name}" is not tied to a detachment in the data`,
                where: { source: c.file.file, line: c.el.line, field: `${faction}/enhancements` },
              });
            }
            out.push(e);
          }
        };
        const top = detNames.get(group.name.replace(/\s*enhancements?$/i, '').toLowerCase());
        visit(group, top, 0);
      }
    }
  }
  return out;
}
