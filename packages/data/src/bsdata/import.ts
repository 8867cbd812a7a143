import { readdir } from 'node:fs/promises';
import {
  type Datasheet,
  DatasheetSchema,
  type Faction,
  type ImportedSource,
  type NamedText,
  type Skipped,
} from '@cogitator/engine';
import { BsIndex } from './catalogue-index.js';
import { readDetachments } from './detachments.js';
import { readUnitAndCharacters } from './embedded.js';
import { EntryExpander } from './entries.js';
import { armyRules, linkLeaders } from './faction-pass.js';
import { factionOfCatalogue, groupOfCatalogue, isKnownCatalogue } from './factions.js';
import { type BsDirectory, parseBsFiles, readBsDirectory } from './files.js';
import { Findings } from './findings.js';
import { chooseUnits } from './roster.js';
import type { ReadUnit } from './unit.js';

/**
 * Import a BSData wh40k-10e directory: `Warhammer 40,000.gst` and every `.cat`. Refuses (InputError
 * naming the file) a missing game system, malformed XML and data of another edition; reports broken
 * links and anything not understood as warnings; lists every unit it does not import in `skipped`.
 */
export async function importBsdata(
  dir: string,
  opts: { onProgress?: (message: string) => void } = {},
): Promise<ImportedSource> {
  const bs = readBsDirectory(dir);
  opts.onProgress?.(`${dir}: ${bs.catalogues.length} catalogues read; resolving units`);
  return importBsDirectory(bs);
}

/** A directory holding BattleScribe files (`.gst`, `.cat`): what `data import` offers to this importer. */
export async function isBsdataDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).some((n) => /\.(gst|cat)$/i.test(n));
  } catch {
    return false;
  }
}

/** The same from file texts (tests, fuzzing, or files read some other way). */
export function importBsdataFiles(dir: string, files: { file: string; text: string }[]): ImportedSource {
  return importBsDirectory(parseBsFiles(dir, files));
}

export function importBsDirectory(bs: BsDirectory): ImportedSource {
  const findings = new Findings();
  const index = new BsIndex(bs, (w) => findings.warn(w));
  index.checkCatalogueLinks();
  for (const c of bs.catalogues) {
    if (!isKnownCatalogue(c.name)) {
      findings.warn({
        code: 'unknown',
        message: `catalogue "${c.name}" is not in the faction table; its units are matched by name or skipped`,
        where: { source: c.file },
      });
    }
  }
  const expander = new EntryExpander(index, {
    onBrokenLink(link, file, expected) {
      findings.warn({
        code: 'missing',
        message:
          `${link.tag} ${link.attr('id') ?? '(no id)'} "${link.attr('name') ?? ''}" expects a ${expected} with id ` +
          `${link.attr('targetId') ?? '(no targetId)'}, which is not in ${file.file} or the catalogues it links`,
        where: { source: file.file, line: link.line, field: `${link.tag}[${link.attr('id') ?? ''}]` },
      });
    },
  });
  const roster = chooseUnits(index, expander);
  for (const { file, node } of roster.otherRoots) {
    findings.warn({
      code: 'unknown',
      message: `root entry "${node.name}" (${node.type ?? node.kind}) is neither a unit nor a known list-building entry; not imported`,
      where: {
        source: file.file,
        line: (node.link ?? node.el).line,
        field: `${node.link?.tag ?? node.el.tag}[${node.linkId ?? node.id}]`,
      },
    });
  }
  const skipped: Skipped[] = [...roster.skipped];
  const read: ReadUnit[] = [];
  for (const u of roster.units) {
    for (const r of readUnitAndCharacters({ ...u, snapshot: bs.snapshot }, findings)) {
      const check = DatasheetSchema.safeParse(r.datasheet);
      if (!check.success) {
        const issue = check.error.issues[0];
        const reason = `invalid after reading: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim();
        skipped.push({ what: 'unit', id: r.datasheet.id, name: r.datasheet.name, reason });
        findings.warn({ code: 'skipped', message: reason, where: { source: u.node.file.file, line: u.node.el.line } });
        continue;
      }
      read.push(r);
    }
  }
  const datasheets: Datasheet[] = read.map((r) => r.datasheet);
  linkLeaders(read, datasheets, findings);

  const { detachments, enhancements } = readDetachments(index, expander, findings, bs.snapshot);
  const factions = buildFactions(bs, index, datasheets, read);
  return {
    info: { kind: 'bsdata', path: bs.dir, snapshot: bs.snapshot, edition: '10e', hash: bs.hash },
    factions,
    datasheets,
    stratagems: [],
    datasheetStratagems: [],
    detachments,
    enhancements,
    skipped,
    warnings: findings.all(),
    printed: read.flatMap((r) => r.printed),
  };
}

/**
 * One faction per Wahapedia faction that got datasheets. Its rules are its catalogues' army rules
 * (top-level rules and rule links) and the faction rules its units link, each once.
 */
function buildFactions(bs: BsDirectory, index: BsIndex, datasheets: Datasheet[], read: ReadUnit[]): Faction[] {
  const out = new Map<string, Faction>();
  const used = new Set(datasheets.map((d) => d.faction));
  const add = (f: Faction, rule: NamedText) => {
    if (!f.rules.some((x) => x.name === rule.name)) f.rules.push(rule);
  };
  for (const c of bs.catalogues) {
    const name = factionOfCatalogue(c.name);
    if (!name || !used.has(name)) continue;
    const group = groupOfCatalogue(c.name);
    let f = out.get(name);
    if (!f) {
      f = { id: `bsdata:${c.id}`, name, ...(group ? { group } : {}), rules: [] };
      out.set(name, f);
    } else if (!f.group && group) f.group = group;
    for (const rule of armyRules(index, c)) add(f, rule);
  }
  for (const r of read) {
    const f = out.get(r.datasheet.faction);
    if (f) for (const rule of r.factionRules) add(f, rule);
  }
  return [...out.values()];
}
