import {
  type Datasheet,
  type DatasheetPage,
  emptyDatasheet,
  type ModelProfile,
  type Warning,
  type WeaponProfile,
  withOfficer,
} from '@cogitator/engine';
import { parseAbilities, parseNamedTexts } from './abilities.js';
import { type Composition, parseComposition } from './composition.js';
import { ParseContext } from './context.js';
import { type DetachmentRule, type Enhancement, parseDetachmentRules, parseEnhancements } from './detachments.js';
import { mergeEntries, type RawEntry, readGlossary, toGlossaryEntry } from './glossary.js';
import { parseFactionKeywords, parseKeywords } from './keywords.js';
import { type Line, readLines } from './lines.js';
import { type Block, type BlockKind, splitPage } from './sections.js';
import { parseStatlines, profilesWithoutStatlines } from './statline.js';
import { parseStratagemList } from './stratagem-list.js';
import { parseDamaged, parseSection, parseTransport, parseUnitList, parseWargearOptions } from './unit-sections.js';
import { groupWeapons, parseWeaponTable } from './weapons.js';

const TITLE_RE = /^([^|:]{2,80}?)\s+[–—-]\s+([^|]{1,120})$/;
/** Blocks that only a datasheet has: without any of them the text is not a datasheet page. */
const DATASHEET_KINDS = new Set<BlockKind>(['statline', 'ranged', 'melee', 'abilities', 'composition', 'keywords']);

function basename(source: string): string {
  return (source.split(/[\\/]/).pop() ?? source).replace(/\.[^.]*$/, '');
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function title(lines: readonly Line[], ctx: ParseContext): { faction: string; name: string } {
  const first = lines[0];
  if (!first) throw ctx.error('not a datasheet page: the text is empty', 1);
  const m = TITLE_RE.exec(first.text);
  const faction = m?.[1]?.trim();
  const name = m?.[2]?.trim();
  if (!m || !faction || !name) {
    throw ctx.error(
      `not a datasheet page: the first line should be "Faction – Datasheet name", found "${first.text.slice(0, 60)}"`,
      first,
    );
  }
  return { faction, name };
}

function ofKind(blocks: readonly Block[], ...kinds: BlockKind[]): Block[] {
  return blocks.filter((b) => kinds.includes(b.kind));
}

/** The model profiles: from the statlines, or (when the copy lost them) named from the composition. */
function profiles(blocks: readonly Block[], comp: Composition, ds: Datasheet, titleLine: Line, ctx: ParseContext) {
  const parsed: ModelProfile[] = ofKind(blocks, 'statline').flatMap((b) => parseStatlines(b, ctx));
  if (parsed.length > 0) return parsed;
  const models = comp.composition.map((c, i) => ({ name: c.model, line: comp.lines[i] as Line }));
  return profilesWithoutStatlines(models.length > 0 ? models : [{ name: ds.name, line: titleLine }], ctx);
}

function datasheet(
  blocks: readonly Block[],
  head: { faction: string; name: string },
  titleLine: Line,
  ctx: ParseContext,
) {
  const id = ctx.source !== undefined ? `seed:${basename(ctx.source)}` : `seed:${slug(`${head.faction} ${head.name}`)}`;
  const ds = emptyDatasheet(id, head.name, head.faction);
  ds.source = { kind: 'seed', ref: ctx.source !== undefined ? basename(ctx.source) : id };
  const notes: RawEntry[] = [];

  const comp: Composition = { composition: [], lines: [], equipment: [], points: [] };
  for (const b of ofKind(blocks, 'composition')) {
    const c = parseComposition(b, ctx);
    comp.composition.push(...c.composition);
    comp.lines.push(...c.lines);
    comp.equipment.push(...c.equipment);
    comp.points.push(...c.points);
  }
  ds.composition = comp.composition;
  ds.equipment = comp.equipment;
  ds.points = comp.points;
  if (ds.points.length === 0)
    ctx.warn('missing', 'no points row (like "| 1 model | 240 |") on the page', titleLine, 'points');
  ds.profiles = profiles(blocks, comp, ds, titleLine, ctx);

  const weaponProfiles: WeaponProfile[] = [];
  for (const b of ofKind(blocks, 'ranged', 'melee')) {
    const t = parseWeaponTable(b, ctx);
    weaponProfiles.push(...t.profiles.map((p) => p.profile));
    for (const n of t.notes)
      notes.push({ name: n.name, line: n.line, lore: [], parts: {}, body: [n.text], summary: [] });
  }
  ds.weapons = groupWeapons(weaponProfiles);

  for (const b of ofKind(blocks, 'abilities')) {
    const a = parseAbilities(b, ctx);
    ds.abilities.core.push(...a.core);
    ds.abilities.faction.push(...a.faction);
    ds.abilities.datasheet.push(...a.datasheet);
  }
  for (const b of ofKind(blocks, 'wargear-abilities')) {
    ds.abilities.wargear.push(...parseNamedTexts(b.lines, 'WARGEAR ABILITIES', ctx));
  }
  ds.wargearOptions = ofKind(blocks, 'wargear-options').flatMap((b) => parseWargearOptions(b, ctx));

  const modelNames = [...ds.profiles.map((p) => p.name), ...ds.composition.map((c) => c.model)];
  for (const b of ofKind(blocks, 'keywords')) {
    const k = parseKeywords(b, modelNames, ctx);
    ds.keywords.push(...k.keywords);
    ds.modelKeywords.push(...k.modelKeywords);
  }
  const factionBlocks = ofKind(blocks, 'faction-keywords');
  ds.factionKeywords = factionBlocks.flatMap((b) => parseFactionKeywords(b, ctx));
  if (factionBlocks.length === 0)
    ctx.warn('missing', 'FACTION KEYWORDS: not on the page', titleLine, 'factionKeywords');

  ds.leads = ofKind(blocks, 'leader').flatMap((b) => parseUnitList(b, ctx));
  ds.ledBy = ofKind(blocks, 'led-by').flatMap((b) => parseUnitList(b, ctx));
  ds.damaged = ofKind(blocks, 'damaged').map((b) => parseDamaged(b, ctx))[0] ?? null;
  ds.transport = ofKind(blocks, 'transport').map((b) => parseTransport(b, ctx))[0] ?? null;
  ds.sections = ofKind(blocks, 'section').map((b) => parseSection(b, ctx));
  withOfficer(ds);
  for (const b of ofKind(blocks, 'loose'))
    ctx.warn('unknown', `line not understood: "${b.head.text.slice(0, 80)}"`, b.head);
  return { ds, notes };
}

/**
 * Detachments the rule texts reveal: a detachment rule's text is titled by its name over a
 * "<Detachment> Detachment" label; the enhancements' texts lost their titles but keep the label and
 * come in the order of the ENHANCEMENTS list, so they are matched by position when the counts agree.
 */
function resolveDetachments(
  rules: DetachmentRule[],
  enhancements: Enhancement[],
  entries: RawEntry[],
  ctx: ParseContext,
): void {
  for (const r of rules) {
    const e = entries.find((x) => x.name.toLowerCase() === r.name.toLowerCase() && x.detachment);
    if (e?.detachment) r.detachment = e.detachment;
  }
  const untitled = entries.filter((e) => !e.name);
  const matched = untitled.length === enhancements.length;
  untitled.forEach((e, i) => {
    const enh = enhancements[i];
    if (matched && enh) {
      e.name = enh.name;
      if (e.detachment) enh.detachment = e.detachment;
    } else {
      e.name = `${e.detachment ?? '?'} Detachment`;
      ctx.warn('unknown', `a rule text under "${e.name}" has lost its title`, e.line);
    }
  });
}

/**
 * Parse one seed page (the plain-text copy of a Wahapedia datasheet page) into its datasheet and
 * surroundings. Throws InputError (with source and line) when the text is not a datasheet page; what
 * the page lacks or has that is not recognised comes back as warnings, never as guesses.
 */
export function parseSeedPage(text: string, source?: string): { page: DatasheetPage; warnings: Warning[] } {
  const ctx = new ParseContext(source);
  const lines = readLines(text);
  const head = title(lines, ctx);
  const parts = splitPage(lines);
  if (!parts.blocks.some((b) => DATASHEET_KINDS.has(b.kind))) {
    throw ctx.error(
      'not a datasheet page: no statline, weapons, ABILITIES, UNIT COMPOSITION or KEYWORDS after the title',
      lines[1] ?? parts.title,
    );
  }
  const { ds, notes } = datasheet(parts.blocks, head, parts.title, ctx);
  const stratagems = ofKind(parts.blocks, 'stratagems').flatMap((b) => parseStratagemList(b, ctx));
  const detachmentRules = ofKind(parts.blocks, 'detachment-ability').flatMap((b) => parseDetachmentRules(b));
  const enhancements = ofKind(parts.blocks, 'enhancements').flatMap((b) => parseEnhancements(b, ctx));
  const entries = [...notes, ...readGlossary(parts.glossary, ctx)];
  resolveDetachments(detachmentRules, enhancements, entries, ctx);
  const glossary = mergeEntries(entries).map((e) => toGlossaryEntry(e, ctx));
  return { page: { datasheet: ds, stratagems, detachmentRules, enhancements, glossary }, warnings: ctx.warnings };
}
