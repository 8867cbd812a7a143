import type { Skipped } from '@cogitator/engine';
import type { BsIndex } from './catalogue-index.js';
import { isHiddenFor } from './conditions.js';
import type { EntryExpander, EntryNode } from './entries.js';
import { factionOfCatalogue } from './factions.js';
import type { BsFile } from './files.js';
import { profileKind } from './profiles.js';
import { splitLegends } from './text.js';
import { list, type XmlElement } from './xml.js';

/** A root entry (selectionEntry or entryLink at a catalogue's top level) of type unit or model. */
export interface Listing {
  readonly node: EntryNode;
  /** The catalogue whose root lists it. */
  readonly catalogue: BsFile;
  readonly faction: string | null;
}

/** A unit to read as one faction's datasheet. */
export interface UnitChoice {
  readonly node: EntryNode;
  readonly faction: string;
  readonly catalogue: BsFile;
  readonly id: string;
}

export interface Roster {
  readonly units: UnitChoice[];
  readonly skipped: Skipped[];
  /** Root entries that are neither units nor list-building machinery (reported, not imported). */
  readonly otherRoots: { file: BsFile; node: EntryNode }[];
  /** Every distinct unit entry seen (root entries of type unit/model, plus unlisted shared units). */
  readonly totalUnits: number;
}

/** A catalogue's root entries, expanded; `onBroken` hears of root links that lead nowhere. */
export function rootEntries(expander: EntryExpander, file: BsFile, onBroken?: (link: XmlElement) => void): EntryNode[] {
  const out: EntryNode[] = [];
  for (const el of [
    ...list(file.root, 'selectionEntries', 'selectionEntry'),
    ...list(file.root, 'entryLinks', 'entryLink'),
  ]) {
    const n = expander.expand(el, file);
    if (n) out.push(n);
    else if (el.tag === 'entryLink') onBroken?.(el);
  }
  return out;
}

/** Root entries that set up a roster rather than being part of an army (and their detachments). */
const MACHINERY = /^(show\b|show\/hide|detachments?$|order of battle$|battle size$|notice\b)|reference$/i;

/**
 * A root entry is a unit when it is typed unit or model, or when it carries a unit statline itself
 * (a few units, such as X-101, are written as upgrades).
 */
export function isUnitEntry(n: EntryNode): boolean {
  return n.type === 'unit' || n.type === 'model' || n.profiles.some((p) => profileKind(p.el) === 'unit');
}

/** Catalogues of `faction` that import `file`'s root entries, directly or through each other. */
function sameFactionImporters(index: BsIndex, file: BsFile, faction: string): BsFile[] {
  const out: BsFile[] = [];
  const queue = [file];
  while (queue.length) {
    const f = queue.shift() as BsFile;
    for (const c of index.files) {
      if (c === file || out.includes(c) || factionOfCatalogue(c.name) !== faction) continue;
      if (index.links(c).some((l) => l.file === f && l.importRootEntries)) {
        out.push(c);
        queue.push(c);
      }
    }
  }
  return out;
}

/**
 * Which faction gets which unit. A unit belongs to every faction whose catalogue lists it at its
 * root, or imports it from a catalogue of the same faction (Wahapedia also repeats units, e.g., Leman
 * Russ tanks under Genestealer Cults), unless a `hidden` modifier hides it for that catalogue. Its id is `bsdata:<entry id>` in its home faction (the one of
 * the file defining it, else the first that lists it) and `bsdata:<entry id>@<catalogue id>` in the
 * others. Units no faction gets, and shared units no catalogue lists, are skipped with a reason.
 */
export function chooseUnits(index: BsIndex, expander: EntryExpander): Roster {
  const byId = new Map<string, Listing[]>();
  const skipped: Skipped[] = [];
  const otherRoots: { file: BsFile; node: EntryNode }[] = [];
  for (const file of index.files) {
    const broken = (link: XmlElement) => {
      // The link's target is missing (reported as a warning when the link was followed).
      skipped.push({
        what: 'unit',
        id: `bsdata:${link.attr('targetId') ?? ''}`,
        name: splitLegends(link.attr('name') ?? '').name,
        reason: `root entryLink ${link.attr('id') ?? ''} in ${file.file} points at ${link.attr('targetId') ?? '(nothing)'}, which is in none of the catalogues it can see`,
      });
    };
    const faction = factionOfCatalogue(file.name);
    // A catalogue also offers the root entries of same-faction catalogues it imports (a chapter
    // catalogue shows the Space Marines units, under its own conditions).
    const offeredBy = [file, ...(faction ? sameFactionImporters(index, file, faction) : [])];
    for (const node of rootEntries(expander, file, broken)) {
      if (!isUnitEntry(node)) {
        if (!MACHINERY.test(node.name)) otherRoots.push({ file, node });
        continue;
      }
      const list = byId.get(node.id) ?? [];
      for (const catalogue of offeredBy) list.push({ node, catalogue, faction: factionOfCatalogue(catalogue.name) });
      byId.set(node.id, list);
    }
  }
  const units: UnitChoice[] = [];
  for (const [entryId, listings] of byId) {
    const node = (listings[0] as Listing).node;
    const visible = listings.filter(
      (l) =>
        l.faction !== null &&
        !isHiddenFor(l.node.hidden, l.node.modifiers, l.node.modifierGroups, { primaryCatalogueId: l.catalogue.id }),
    );
    const home = factionOfCatalogue(node.file.name) ?? visible[0]?.faction ?? null;
    const done = new Set<string>();
    for (const l of visible) {
      const faction = l.faction as string;
      if (done.has(faction)) continue;
      done.add(faction);
      // Prefer the listing in the file that defines the entry (its own catalogue's conditions).
      const best = visible.find((v) => v.faction === faction && v.catalogue === node.file) ?? l;
      units.push({
        node: best.node,
        faction,
        catalogue: best.catalogue,
        id: faction === home ? `bsdata:${entryId}` : `bsdata:${entryId}@${best.catalogue.id}`,
      });
    }
    if (done.size === 0) {
      const names = [...new Set(listings.map((l) => l.catalogue.name))].join(', ');
      // (Catalogues that only import the entry count as listing it here.)
      const mapped = listings.some((l) => l.faction !== null);
      skipped.push({
        what: 'unit',
        id: `bsdata:${entryId}`,
        name: splitLegends(node.name).name,
        reason: mapped
          ? node.hidden
            ? `marked hidden (hidden="true") in ${node.file.file}, and no catalogue that lists it shows it (${names})`
            : `hidden by a modifier for every army that lists it (${names})`
          : `listed only by ${names}, which ${listings.length > 1 ? 'have' : 'has'} no Wahapedia faction`,
      });
    }
  }
  // Shared units no catalogue lists at its root (dead entries): reported, not imported.
  let unlisted = 0;
  for (const file of index.files) {
    for (const el of list(file.root, 'sharedSelectionEntries', 'selectionEntry')) {
      if (el.attr('type') !== 'unit' || byId.has(el.attr('id') ?? '')) continue;
      unlisted++;
      skipped.push({
        what: 'unit',
        id: `bsdata:${el.attr('id') ?? ''}`,
        name: splitLegends(el.attr('name') ?? '').name,
        reason: `shared entry in ${file.file} that no catalogue lists as a unit`,
      });
    }
  }
  return { units, skipped, otherRoots, totalUnits: byId.size + unlisted };
}
