import type { BsIndex, Located } from './catalogue-index.js';
import type { BsFile } from './files.js';
import { list, type XmlElement } from './xml.js';

/** A category (keyword) an entry is linked to. */
export interface CategoryRef {
  readonly id: string;
  readonly name: string;
  readonly primary: boolean;
}

/** A rule or profile reached from an entry, with the name after unconditional name modifiers. */
export interface InfoRef extends Located {
  readonly name: string;
  /** The infoLink that led here, if any. */
  readonly link?: XmlElement;
}

/**
 * A selection entry or group with every link resolved and link-level additions merged in: the
 * shape the unit reader walks. `id` is the target's id (conditions refer to it), `linkId` the link's.
 */
export interface EntryNode {
  readonly kind: 'entry' | 'group';
  readonly id: string;
  readonly linkId?: string;
  readonly name: string;
  /** unit, model or upgrade (entries only). */
  readonly type?: string;
  readonly hidden: boolean;
  /** The file the target is defined in. */
  readonly file: BsFile;
  readonly el: XmlElement;
  readonly link?: XmlElement;
  readonly constraints: readonly XmlElement[];
  readonly modifiers: readonly XmlElement[];
  readonly modifierGroups: readonly XmlElement[];
  readonly costs: readonly XmlElement[];
  readonly profiles: readonly InfoRef[];
  readonly rules: readonly InfoRef[];
  readonly categories: readonly CategoryRef[];
  readonly children: readonly EntryNode[];
  readonly defaultChildId?: string;
  readonly comments: readonly string[];
}

/**
 * Crusade (narrative play) content hangs off almost every unit: experience, battle honours, relics,
 * weapon modifications. It is not part of a datasheet; subtrees with these names are not expanded.
 */
const CRUSADE_RE =
  /\bcrusade\b|battle (scars?|traits?|honou?rs?|tall(y|ies))|weapon (modifications|upgrades)|mighty champions|(artificer|legendary|antiquity) relics|blackstone|experience points|legendary veterans|order of battle/i;

const crusadeNames = new Map<string, boolean>();

export function isCrusadeName(name: string): boolean {
  let v = crusadeNames.get(name);
  if (v === undefined) {
    v = CRUSADE_RE.test(name);
    crusadeNames.set(name, v);
  }
  return v;
}

export interface ExpandOptions {
  /** Report a link whose target cannot be found. */
  onBrokenLink(link: XmlElement, file: BsFile, expected: string): void;
  /** Leave out subtrees by name (default: Crusade content). */
  skip?(name: string): boolean;
}

const EMPTY: readonly never[] = [];

/** Expands entries and links into EntryNodes (memoised per target and link: trees are shared). */
export class EntryExpander {
  private readonly memo = new Map<XmlElement, EntryNode | null>();

  constructor(
    private readonly index: BsIndex,
    private readonly opts: ExpandOptions,
  ) {}

  /** Targets being expanded, to stop at a link back to an ancestor. */
  private readonly path = new Set<string>();

  /** Expand a selectionEntry, selectionEntryGroup or entryLink written in `file`. */
  expand(el: XmlElement, file: BsFile): EntryNode | undefined {
    const memo = this.memo.get(el);
    if (memo !== undefined) return memo ?? undefined;
    const node = this.build(el, file);
    if (this.path.size === 0 || node) this.memo.set(el, node ?? null);
    return node;
  }

  private build(el: XmlElement, file: BsFile): EntryNode | undefined {
    let target = el;
    let tfile = file;
    let link: XmlElement | undefined;
    if (el.tag === 'entryLink') {
      link = el;
      const targetId = el.attr('targetId');
      const found = targetId ? this.index.find(targetId, file) : undefined;
      if (!found || (found.el.tag !== 'selectionEntry' && found.el.tag !== 'selectionEntryGroup')) {
        this.opts.onBrokenLink(el, file, el.attr('type') ?? 'selectionEntry');
        return undefined;
      }
      target = found.el;
      tfile = found.file;
    }
    if (link && link.children.length === 0) {
      // A bare link: the target's own node (built once, however many links point at it), relabelled.
      const shared = this.expand(target, tfile);
      if (!shared) return undefined;
      return {
        ...shared,
        ...(link.attr('id') ? { linkId: link.attr('id') } : {}),
        link,
        hidden: shared.hidden || link.attr('hidden') === 'true',
      };
    }
    const id = target.attr('id') ?? '';
    if (this.path.has(id)) return undefined;
    this.path.add(id);
    try {
      return this.assemble(file, target, tfile, link, id);
    } finally {
      this.path.delete(id);
    }
  }

  private assemble(
    file: BsFile,
    target: XmlElement,
    tfile: BsFile,
    link: XmlElement | undefined,
    id: string,
  ): EntryNode {
    const parts = link
      ? [
          { el: target, file: tfile },
          { el: link, file },
        ]
      : [{ el: target, file: tfile }];
    const children: EntryNode[] = [];
    const profiles: InfoRef[] = [];
    const rules: InfoRef[] = [];
    const categories: CategoryRef[] = [];
    const constraints: XmlElement[] = [];
    const modifiers: XmlElement[] = [];
    const modifierGroups: XmlElement[] = [];
    const costs: XmlElement[] = [];
    const comments: string[] = [];
    for (const part of parts) {
      for (const c of part.el.children) {
        switch (c.tag) {
          case 'selectionEntries':
          case 'selectionEntryGroups':
          case 'entryLinks':
            for (const k of c.children) {
              const name = k.attr('name') ?? '';
              if ((this.opts.skip ?? isCrusadeName)(name)) continue;
              const n = this.expand(k, part.file);
              if (n && !(this.opts.skip ?? isCrusadeName)(n.name)) children.push(n);
            }
            break;
          case 'profiles':
            for (const p of c.children) profiles.push({ el: p, file: part.file, name: p.attr('name') ?? '' });
            break;
          case 'rules':
            for (const r of c.children) rules.push({ el: r, file: part.file, name: r.attr('name') ?? '' });
            break;
          case 'infoLinks':
            for (const l of c.children) this.info(l, part.file, profiles, rules);
            break;
          case 'infoGroups':
            for (const g of c.children) this.infoGroup(g, part.file, profiles, rules);
            break;
          case 'categoryLinks':
            for (const l of c.children) {
              const cid = l.attr('targetId') ?? '';
              const cat = this.index.find(cid, part.file);
              if (!cat) this.opts.onBrokenLink(l, part.file, 'categoryEntry');
              categories.push({
                id: cid,
                name: (cat?.el.attr('name') ?? l.attr('name') ?? '').trim(),
                primary: l.attr('primary') === 'true',
              });
            }
            break;
          case 'constraints':
            constraints.push(...c.children);
            break;
          case 'modifiers':
            modifiers.push(...c.children);
            break;
          case 'modifierGroups':
            modifierGroups.push(...c.children);
            break;
          case 'costs':
            costs.push(...c.children);
            break;
          case 'comment':
            if (c.text.trim()) comments.push(c.text.trim());
            break;
        }
      }
    }
    const or = <T>(a: T[]): readonly T[] => (a.length ? a : EMPTY);
    return {
      kind: target.tag === 'selectionEntryGroup' ? 'group' : 'entry',
      id,
      ...(link?.attr('id') ? { linkId: link.attr('id') } : {}),
      name: (target.attr('name') ?? link?.attr('name') ?? '').trim(),
      ...(target.attr('type') ? { type: target.attr('type') } : {}),
      hidden: target.attr('hidden') === 'true' || link?.attr('hidden') === 'true',
      file: tfile,
      el: target,
      ...(link ? { link } : {}),
      constraints: or(constraints),
      modifiers: or(modifiers),
      modifierGroups: or(modifierGroups),
      costs: or(costs),
      profiles: or(profiles),
      rules: or(rules),
      categories: or(categories),
      children: or(children),
      ...(target.attr('defaultSelectionEntryId') ? { defaultChildId: target.attr('defaultSelectionEntryId') } : {}),
      comments: or(comments),
    };
  }

  private info(l: XmlElement, file: BsFile, profiles: InfoRef[], rules: InfoRef[]): void {
    const targetId = l.attr('targetId');
    const found = targetId ? this.index.find(targetId, file) : undefined;
    const type = l.attr('type') ?? 'rule';
    if (!found) {
      this.opts.onBrokenLink(l, file, type);
      return;
    }
    if (found.el.tag === 'infoGroup') {
      this.infoGroup(found.el, found.file, profiles, rules);
      return;
    }
    const name = applyNameModifiers(found.el.attr('name') ?? l.attr('name') ?? '', l);
    const ref: InfoRef = { el: found.el, file: found.file, name, link: l };
    if (found.el.tag === 'profile') profiles.push(ref);
    else if (found.el.tag === 'rule') rules.push(ref);
    else this.opts.onBrokenLink(l, file, type);
  }

  private infoGroup(g: XmlElement, file: BsFile, profiles: InfoRef[], rules: InfoRef[]): void {
    for (const p of list(g, 'profiles', 'profile')) profiles.push({ el: p, file, name: p.attr('name') ?? '' });
    for (const r of list(g, 'rules', 'rule')) rules.push({ el: r, file, name: r.attr('name') ?? '' });
    for (const l of list(g, 'infoLinks', 'infoLink')) this.info(l, file, profiles, rules);
  }
}

/**
 * Unconditional `append`/`set` modifiers of the `name` field on an infoLink ("Deadly Demise" + "D6",
 * "Feel No Pain" + "6+", "Scouts" + "6\""). Conditional ones are left out: they depend on a roster.
 */
export function applyNameModifiers(name: string, link: XmlElement): string {
  let out = name.trim();
  for (const m of list(link, 'modifiers', 'modifier')) {
    if (m.attr('field') !== 'name') continue;
    if (m.children.some((c) => c.tag === 'conditions' || c.tag === 'conditionGroups' || c.tag === 'repeats')) continue;
    const v = (m.attr('value') ?? '').trim();
    if (m.attr('type') === 'append') out = `${out} ${v}`;
    else if (m.attr('type') === 'set') out = v;
  }
  return out;
}
