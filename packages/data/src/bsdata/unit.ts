import {
  type Datasheet,
  emptyDatasheet,
  type ModelProfile,
  type NamedText,
  type PrintedProfile,
  withOfficer,
} from '@cogitator/engine';
import { readAbilities } from './abilities.js';
import type { CategoryRef, EntryNode } from './entries.js';
import type { BsFile } from './files.js';
import type { Findings } from './findings.js';
import { collectModels, type ModelSlot, type UnitModels } from './models.js';
import { unitPoints } from './points.js';
import { printedProfile, profileKind, readModelProfile, type StatNote } from './profiles.js';
import { cleanName, splitLegends } from './text.js';
import { collectWeapons, type Loadout, type PrintedRow, readLoadout, type WeaponNotes } from './wargear.js';

/** One unit as listed by one faction catalogue. */
export interface UnitSource {
  readonly node: EntryNode;
  readonly id: string;
  readonly faction: string;
  /** The catalogue that lists it (its army is the "primary catalogue" for conditions). */
  readonly catalogue: BsFile;
  readonly snapshot: string | null;
}

/** A unit read into a datasheet, with what the faction-wide pass still needs. */
export interface ReadUnit {
  readonly datasheet: Datasheet;
  readonly models: UnitModels;
  readonly modelProfiles: { profile: ModelProfile; owner: EntryNode }[];
  /** Leader targets as printed, before they are matched to datasheet names. */
  readonly leadsAsPrinted: string[];
  /** Faction rules the unit links (name and text), for the faction's rules. */
  readonly factionRules: NamedText[];
  /** Its model and weapon profiles as printed, for `data diff`. */
  readonly printed: PrintedProfile[];
}

const NOT_KEYWORDS = /^(configuration|unit|no force org slot|warlord)$/i;
const FACTION_CATEGORY = /^faction:\s*/i;

function where(src: UnitSource, field: string, line?: number) {
  return { source: src.node.file.file, ...(line !== undefined ? { line } : {}), field };
}

/**
 * Read one unit's tree into a datasheet (leads matched and ledBy filled later, faction-wide).
 * Entries in `exclude` (a character read as a datasheet of its own) are left out.
 */
export function readUnit(src: UnitSource, findings: Findings, exclude: ReadonlySet<EntryNode> = new Set()): ReadUnit {
  const unit = src.node;
  const { name, legends } = splitLegends(cleanName(unit.name));
  const ds = emptyDatasheet(src.id, name, src.faction);
  ds.source = {
    kind: 'bsdata',
    ref: `${unit.file.file}#${unit.id}`,
    ...(src.snapshot ? { snapshot: src.snapshot } : {}),
  };
  const models = collectModels(unit, exclude);
  // Profiles and abilities can sit on the unit, on a group of models, or on a model entry.
  const owners = [...new Set([unit, ...models.groups.map((g) => g.node), ...models.slots.map((s) => s.node)])];
  const label = `${src.faction}/${ds.name}`;
  const printed: PrintedRow[] = [];
  const modelProfiles = readProfiles(src, owners, label, findings, printed);
  ds.profiles = modelProfiles.map((p) => p.profile);

  const weaponNotes: WeaponNotes[] = [];
  ds.weapons = collectWeapons(unit, weaponNotes, exclude, printed);
  for (const w of weaponNotes) {
    for (const n of w.notes) {
      findings.warn({
        code: n.unreadable ? 'unknown' : 'note',
        message: n.unreadable ? n.note : `${n.field} ${n.note} (raw "${n.raw}")`,
        where: { source: w.file, line: w.line, field: `${label}.weapons[${cleanName(w.profile)}].${n.field}` },
      });
    }
  }
  for (const w of ds.weapons) {
    for (const p of w.profiles) {
      for (const a of p.abilities) {
        if (a.kind !== 'unknown') continue;
        findings.once(`weapon-keyword:${a.text.toLowerCase()}`, {
          code: 'unknown',
          message: `weapon keyword "${a.text}" is not a known weapon ability; kept as text`,
          where: { source: unit.file.file, field: `${label}.weapons[${p.name}].abilities` },
        });
      }
    }
  }

  const abilities = readAbilities(unit, owners, exclude, src.catalogue.id);
  ds.abilities = {
    core: abilities.core,
    faction: abilities.faction.map((f) => f.name),
    datasheet: abilities.datasheet,
    wargear: abilities.wargear,
    ...(abilities.weapon.length ? { weapon: abilities.weapon } : {}),
  };
  for (const u of abilities.unknown) {
    findings.once(`ability:${u.what}:${u.name}`, {
      code: 'unknown',
      message: `${u.what} "${u.name}" not understood; kept as text`,
      where: { source: u.ref.file.file, line: u.ref.el.line, field: `${label}.abilities` },
    });
  }
  applyInvulnerable(modelProfiles, abilities.invulnerable, unit, label, src, findings);
  ds.transport = abilities.transport;
  ds.damaged = abilities.damaged;
  ds.sections = [...abilities.sections];
  withOfficer(ds);
  if (legends) ds.legends = true;

  const loadout: Loadout = { equipment: [], options: [] };
  for (const s of models.slots) readLoadout(s.node, modelName(s, ds.name), loadout);
  if (!models.slots.some((s) => s.node === unit)) readLoadout(unit, ds.name, loadout, exclude);
  ds.equipment = loadout.equipment;
  ds.wargearOptions = [...new Set(loadout.options)];
  ds.composition = composition(models, ds.name);

  const points = unitPoints(unit, models, src.catalogue.id);
  ds.points = points.options;
  for (const note of points.notes) {
    findings.once(`points:${note}`, {
      code: 'note',
      message: `points: ${note}`,
      where: where(src, `${label}.points`, unit.el.line),
    });
  }
  if (!ds.points.length) {
    findings.warn({ code: 'missing', message: 'no points found', where: where(src, `${label}.points`, unit.el.line) });
  }

  const kw = keywords(unit, models.slots);
  ds.keywords = kw.keywords;
  ds.factionKeywords = kw.faction;
  ds.modelKeywords = kw.perModel;
  ds.role = roleOf(ds.keywords);
  return {
    datasheet: ds,
    models,
    modelProfiles,
    leadsAsPrinted: abilities.leads ?? [],
    factionRules: abilities.faction,
    printed: printed.map((p) => ({ datasheet: ds.id, ...p })),
  };
}

/**
 * The battlefield role Wahapedia files a datasheet under, from its keywords: Characters, Battleline,
 * Dedicated Transports, Fortifications, else Other.
 */
export function roleOf(keywords: readonly string[]): string {
  const has = (k: string) => keywords.some((x) => x.toLowerCase() === k);
  if (has('character') || has('epic hero')) return 'Characters';
  if (has('battleline')) return 'Battleline';
  if (has('dedicated transport')) return 'Dedicated Transports';
  if (has('fortification')) return 'Fortifications';
  return 'Other';
}

function modelName(s: ModelSlot, unitName: string): string {
  return s.node.type === 'model' && s.groups.length === 0 && s.node.name === unitName
    ? unitName
    : splitLegends(cleanName(s.node.name)).name;
}

function readProfiles(
  src: UnitSource,
  owners: EntryNode[],
  label: string,
  findings: Findings,
  printed: PrintedRow[],
): { profile: ModelProfile; owner: EntryNode }[] {
  const out: { profile: ModelProfile; owner: EntryNode; key: string }[] = [];
  for (const owner of owners) {
    for (const ref of owner.profiles) {
      if (profileKind(ref.el) !== 'unit') continue;
      const notes: StatNote[] = [];
      const profile = readModelProfile(ref.el, notes);
      profile.name = splitLegends(profile.name).name;
      for (const n of notes) {
        findings.warn({
          code: n.unreadable ? 'unknown' : 'note',
          message: n.unreadable ? `${n.field}: ${n.note}` : `${n.field} ${n.note} (raw "${n.raw}")`,
          where: { source: ref.file.file, line: ref.el.line, field: `${label}.profiles[${profile.name}].${n.field}` },
        });
      }
      const key = JSON.stringify(profile);
      if (out.some((p) => p.key === key)) continue;
      out.push({ profile, owner, key });
      const p = printedProfile(ref.el, 'unit');
      printed.push({ ...p, name: splitLegends(p.name).name });
    }
  }
  if (!out.length) {
    findings.warn({
      code: 'missing',
      message: 'no Unit profile (M T SV W LD OC) in this unit',
      where: where(src, `${label}.profiles`, src.node.el.line),
    });
  }
  return out.map(({ profile, owner }) => ({ profile, owner }));
}

const loose = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function applyInvulnerable(
  profiles: { profile: ModelProfile; owner: EntryNode }[],
  invulns: ReturnType<typeof readAbilities>['invulnerable'],
  unit: EntryNode,
  label: string,
  src: UnitSource,
  findings: Findings,
): void {
  for (const inv of invulns) {
    let targets = inv.owner === unit ? profiles : profiles.filter((p) => p.owner === inv.owner);
    if (!targets.length) targets = profiles;
    const { model, excluding } = inv.reading;
    if (model) {
      const named = targets.filter(
        (p) => loose(p.profile.name).includes(loose(model)) || loose(model).includes(loose(p.profile.name)),
      );
      if (named.length) targets = named;
    }
    if (excluding) targets = targets.filter((p) => !loose(p.profile.name).includes(loose(excluding)));
    for (const t of targets) {
      const p = t.profile;
      if (p.invulnerableSave !== null && p.invulnerableSave !== inv.reading.value) {
        findings.warn({
          code: 'conflict',
          message: `two invulnerable saves (${p.invulnerableSave}+ and ${inv.reading.value}+); the first is kept`,
          where: where(src, `${label}.profiles[${p.name}].invulnerableSave`, unit.el.line),
        });
        continue;
      }
      p.invulnerableSave = inv.reading.value;
      if (inv.reading.note) p.invulnerableNote = inv.reading.note;
    }
  }
}

function isEpicHero(cats: readonly CategoryRef[]): boolean {
  return cats.some((c) => /^epic hero$/i.test(c.name));
}

function composition(models: UnitModels, unitName: string): Datasheet['composition'] {
  return models.slots.map((s) => ({
    model: modelName(s, unitName),
    min: s.min,
    max: s.max ?? s.min,
    ...(isEpicHero(s.node.categories) ? { epicHero: true } : {}),
  }));
}

export function keywords(
  unit: EntryNode,
  slots: ModelSlot[],
): { keywords: string[]; faction: string[]; perModel: { model: string; keywords: string[] }[] } {
  const faction: string[] = [];
  const split = (cats: readonly CategoryRef[]) => {
    const kws: string[] = [];
    for (const c of cats) {
      if (!c.name || NOT_KEYWORDS.test(c.name)) continue;
      if (FACTION_CATEGORY.test(c.name)) {
        const f = c.name.replace(FACTION_CATEGORY, '').trim();
        if (f && !faction.includes(f)) faction.push(f);
      } else if (!kws.includes(c.name)) kws.push(c.name);
    }
    return kws;
  };
  const unitKws = split(unit.categories);
  const modelSlots = slots.filter((s) => s.node !== unit);
  const perSlot = modelSlots.map((s) => ({ model: cleanName(s.node.name), kws: split(s.node.categories) }));
  const common = perSlot.length ? (perSlot[0]?.kws ?? []).filter((k) => perSlot.every((p) => p.kws.includes(k))) : [];
  const all = [...unitKws, ...common.filter((k) => !unitKws.includes(k))];
  const perModel = perSlot
    .map((p) => ({ model: p.model, keywords: p.kws.filter((k) => !all.includes(k)) }))
    .filter((p) => p.keywords.length > 0);
  return { keywords: all, faction, perModel: mergeSameModel(perModel) };
}

function mergeSameModel(list: { model: string; keywords: string[] }[]): { model: string; keywords: string[] }[] {
  const out: { model: string; keywords: string[] }[] = [];
  for (const m of list) {
    const seen = out.find((o) => o.model === m.model);
    if (!seen) {
      out.push({ model: m.model, keywords: [...m.keywords] });
      continue;
    }
    for (const k of m.keywords) if (!seen.keywords.includes(k)) seen.keywords.push(k);
  }
  return out;
}
