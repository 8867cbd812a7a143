import type { Warning } from '@cogitator/engine';
import type { BsDirectory, BsFile } from './files.js';
import { list, type XmlElement } from './xml.js';

/** Element kinds a link can point at. */
const TARGET_TAGS = new Set([
  'selectionEntry',
  'selectionEntryGroup',
  'profile',
  'rule',
  'categoryEntry',
  'infoGroup',
  'forceEntry',
]);

/** An element and the file it was found in. */
export interface Located {
  readonly el: XmlElement;
  readonly file: BsFile;
}

/**
 * Every linkable element of every file by id, and each file's scope: itself, the catalogues it links
 * (transitively: a faction catalogue sees its libraries and what they link) and the game system.
 * Links resolve in the scope of the file they are written in.
 */
export class BsIndex {
  readonly files: BsFile[];
  readonly gameSystem: BsFile;
  private readonly byCatalogueId = new Map<string, BsFile>();
  private readonly targets = new Map<BsFile, Map<string, XmlElement>>();
  private readonly scopes = new Map<BsFile, BsFile[]>();

  constructor(
    dir: BsDirectory,
    private readonly warn: (w: Warning) => void,
  ) {
    this.gameSystem = dir.gameSystem;
    this.files = [dir.gameSystem, ...dir.catalogues];
    for (const f of dir.catalogues) {
      const seen = this.byCatalogueId.get(f.id);
      if (seen) {
        warn({
          code: 'duplicate',
          message: `catalogue id ${f.id} is also used by ${seen.file}; the first is used`,
          where: { source: f.file, field: 'id' },
        });
      } else this.byCatalogueId.set(f.id, f);
    }
    for (const f of this.files) this.targets.set(f, indexTargets(f.root));
  }

  catalogue(id: string): BsFile | undefined {
    return this.byCatalogueId.get(id);
  }

  /** Catalogues this file links with catalogueLinks (direct only), warning about missing ones. */
  links(file: BsFile): { file: BsFile; importRootEntries: boolean }[] {
    const out: { file: BsFile; importRootEntries: boolean }[] = [];
    for (const link of list(file.root, 'catalogueLinks', 'catalogueLink')) {
      const id = link.attr('targetId');
      const target = id ? this.byCatalogueId.get(id) : undefined;
      if (target) out.push({ file: target, importRootEntries: link.attr('importRootEntries') === 'true' });
    }
    return out;
  }

  /** Report catalogueLinks whose catalogue is not in the directory (once per link). */
  checkCatalogueLinks(): void {
    for (const file of this.files) {
      for (const link of list(file.root, 'catalogueLinks', 'catalogueLink')) {
        const id = link.attr('targetId');
        if (id && this.byCatalogueId.has(id)) continue;
        this.warn({
          code: 'missing',
          message:
            `catalogueLink ${link.attr('id') ?? '(no id)'} expects catalogue ${link.attr('targetId') ?? '(no targetId)'} ` +
            `"${link.attr('name') ?? ''}", which is not in the directory; entries from it cannot be resolved`,
          where: { source: file.file, line: link.line, field: `catalogueLink[${link.attr('id') ?? ''}]` },
        });
      }
    }
  }

  /** The files visible from `file`, nearest first. */
  scope(file: BsFile): BsFile[] {
    let s = this.scopes.get(file);
    if (s) return s;
    s = [];
    const queue = [file];
    const seen = new Set<BsFile>();
    while (queue.length) {
      const f = queue.shift() as BsFile;
      if (seen.has(f)) continue;
      seen.add(f);
      s.push(f);
      for (const l of this.links(f)) queue.push(l.file);
    }
    if (!seen.has(this.gameSystem)) s.push(this.gameSystem);
    this.scopes.set(file, s);
    return s;
  }

  /** Find a linkable element by id in the scope of `from`. */
  find(id: string, from: BsFile): Located | undefined {
    for (const f of this.scope(from)) {
      const el = this.targets.get(f)?.get(id);
      if (el) return { el, file: f };
    }
    return undefined;
  }

  /** Find anywhere (used only to say where a link that failed to resolve would have pointed). */
  findAnywhere(id: string): Located | undefined {
    for (const f of this.files) {
      const el = this.targets.get(f)?.get(id);
      if (el) return { el, file: f };
    }
    return undefined;
  }
}

function indexTargets(root: XmlElement): Map<string, XmlElement> {
  const map = new Map<string, XmlElement>();
  const stack: XmlElement[] = [root];
  while (stack.length) {
    const el = stack.pop() as XmlElement;
    if (TARGET_TAGS.has(el.tag)) {
      const id = el.attr('id');
      if (id && !map.has(id)) map.set(id, el);
    }
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i] as XmlElement);
  }
  return map;
}
