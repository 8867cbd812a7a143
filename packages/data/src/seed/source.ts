import type {
  DatasheetPage,
  Detachment,
  Enhancement,
  Faction,
  GlossaryEntry,
  ImportedSource,
  Skipped,
  Stratagem,
  Warning,
} from '@cogitator/engine';
import { normaliseName } from '@cogitator/engine';
import { parseSeedPage } from './page.js';

/**
 * A folder of seed pages (plain-text copies of Wahapedia datasheet pages, `*.txt`) as a data source:
 * each page's datasheet, and what its rule texts reveal about its army: the faction's Army Rules,
 * the detachments with their rules, their Stratagems and Enhancements. Detachments that exist only on
 * a seed page (the Leagues of Votann's Oathband, the Astra Militarum's Combined Regiment) reach the
 * catalogue this way. A page lists the Stratagems of several detachments around one datasheet, so it
 * links none of them to datasheets: a detachment Stratagem no source links goes to every datasheet of
 * its faction (catalogue/query.ts). Pure over the files' texts; the folder reading is in seed/folder.ts.
 */

/** Stratagem sources that are not a detachment. */
const GENERIC_SOURCES = new Set(['core', 'boarding actions']);

/**
 * An Army Rule on a page: its text opens with the army-faction condition (the copy lost the keyword:
 * "If your Army Faction is , ...", once misspelt "Anny"), or it defines an ability the faction's
 * datasheets are tagged with ("Some models have a Bondsman ability, tagged with the word ...").
 */
const ARMY_RULE_RE = /\bIf your A[a-z]{3} Faction is\b|\bhave an? [^.]{1,40} ability, tagged with the word\b/;

export interface SeedFile {
  /** File name, used for ids and provenance. */
  name: string;
  text: string;
}

const slug = (s: string) => normaliseName(s).replace(/ /g, '-');

function baseName(file: string): string {
  return (file.split(/[\\/]/).pop() ?? file).replace(/\.[^.]*$/, '');
}

/** The page's detachments: named by its detachment rules, its Stratagems' sources and its Enhancements. */
function detachmentNames(page: DatasheetPage): string[] {
  const names: string[] = [];
  const add = (n: string | undefined) => {
    if (n && !GENERIC_SOURCES.has(normaliseName(n)) && !names.some((x) => normaliseName(x) === normaliseName(n)))
      names.push(n);
  };
  for (const r of page.detachmentRules) add(r.detachment);
  for (const s of page.stratagems) add(s.source);
  for (const e of page.enhancements) add(e.detachment);
  return names;
}

const entryText = (g: GlossaryEntry | undefined) => g?.text ?? '';

/** One page's share of the source. */
function fromPage(file: SeedFile, page: DatasheetPage, out: ImportedSource): void {
  const ref = baseName(file.name);
  const provenance = { kind: 'seed' as const, ref: file.name };
  const faction = page.datasheet.faction;
  const glossary = (name: string) =>
    page.glossary.find((g) => !g.stratagem && normaliseName(g.name) === normaliseName(name));
  const detachments = detachmentNames(page);
  const detachmentId = (name: string) => `seed:${slug(faction)}/${slug(name)}`;

  out.datasheets.push(page.datasheet);
  const armyRules = page.glossary.filter(
    (g) =>
      !g.stratagem &&
      (page.datasheet.abilities.faction.some((n) => normaliseName(n) === normaliseName(g.name)) ||
        ARMY_RULE_RE.test(g.text)),
  );
  out.factions.push({
    id: `seed:${slug(faction)}`,
    name: faction,
    rules: armyRules.map((g) => ({ name: g.name, text: g.text })),
    ...(detachments.length ? { detachments } : {}),
  } as Faction);

  for (const name of detachments) {
    const id = detachmentId(name);
    if (out.detachments.some((d) => d.id === id)) continue;
    const rules = page.detachmentRules
      .filter((r) => r.detachment && normaliseName(r.detachment) === normaliseName(name))
      .map((r) => ({ name: r.name, text: entryText(glossary(r.name)) }));
    out.detachments.push({ id, name, faction, rules, provenance } satisfies Detachment);
  }

  for (const g of page.glossary) {
    if (!g.stratagem) continue;
    const source = g.stratagem.source;
    const generic = GENERIC_SOURCES.has(normaliseName(source));
    const id = `seed:${slug(source)}/${slug(g.name)}`;
    if (out.stratagems.some((s) => s.id === id)) continue;
    out.stratagems.push({
      id,
      name: g.name,
      cp: g.stratagem.cp,
      category: g.stratagem.category,
      source,
      ...(generic ? {} : { detachment: source, detachmentId: detachmentId(source), faction }),
      parts: g.stratagem.parts,
      provenance,
    } satisfies Stratagem);
  }

  for (const e of page.enhancements) {
    const id = `seed:${slug(faction)}/${slug(e.detachment ?? '')}/${slug(e.name)}`;
    if (e.points === null) {
      out.skipped.push({
        what: 'enhancement',
        id,
        name: e.name,
        reason: `the page ${ref} gives no points`,
      } satisfies Skipped);
      continue;
    }
    if (out.enhancements.some((x) => x.id === id)) continue;
    const text = entryText(glossary(e.name));
    out.enhancements.push({
      id,
      name: e.name,
      points: e.points,
      ...(e.detachment ? { detachment: e.detachment, detachmentId: detachmentId(e.detachment) } : {}),
      faction,
      ...(text ? { text } : {}),
      provenance,
    } satisfies Enhancement);
  }
}

/**
 * Import seed pages (in the order given; sort them for a stable catalogue). A page that is not a
 * datasheet page is an InputError naming its file and line, as `cogitator parse` reports it.
 */
export function importSeedTexts(files: readonly SeedFile[], info: { path: string; hash: string }): ImportedSource {
  const out: ImportedSource = {
    info: { kind: 'seed', path: info.path, snapshot: null, edition: '10e', hash: info.hash },
    factions: [],
    datasheets: [],
    stratagems: [],
    datasheetStratagems: [],
    detachments: [],
    enhancements: [],
    skipped: [],
    warnings: [] as Warning[],
  };
  for (const f of files) {
    const { page, warnings } = parseSeedPage(f.text, f.name);
    fromPage(f, page, out);
    out.warnings.push(...warnings);
  }
  return out;
}
