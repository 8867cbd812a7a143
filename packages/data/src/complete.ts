import {
  type CatalogueQuery,
  type Conflict,
  type Datasheet,
  type DatasheetPage,
  datasheetAffinity,
  formatCoreAbility,
  formatDice,
  formatWeaponAbilities,
  InputError,
  MODEL_CHARACTERISTICS,
  type ModelProfile,
  normaliseName,
  type SourceKind,
  singularName,
  type WeaponProfile,
} from '@cogitator/engine';

/**
 * A seed page completed from the catalogue (`cogitator parse <page> --complete`): what the page
 * lacks is filled from the catalogue's datasheet of the same name and faction, and every value the
 * two give differently is a conflict (the page's value is kept: it is the primary text). Pure.
 */

/** A value the page lacked, taken from the catalogue. */
export interface FilledField {
  /** Dotted path into the page's datasheet (`profiles[0].movement`) or page (`stratagems`). */
  field: string;
  value: unknown;
  source: SourceKind;
}

export interface PageCompletion {
  page: DatasheetPage;
  filled: FilledField[];
  /** Where page and catalogue disagree; `used` is always the page (`seed`). */
  conflicts: Conflict[];
}

const lacking = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

const keyOf = (v: unknown) => (typeof v === 'object' ? JSON.stringify(v) : String(v));

const setKey = (names: readonly string[]) => [...new Set(names.map(normaliseName))].sort().join(',');

class Completion {
  readonly filled: FilledField[] = [];
  readonly conflicts: Conflict[] = [];

  constructor(
    private readonly faction: string,
    private readonly datasheet: string,
    private readonly source: SourceKind,
  ) {}

  /** The value to keep for `field`: the page's, else the catalogue's (recorded as filled). */
  pick<T>(field: string, page: T, catalogue: T, key: (v: T) => string = keyOf): T {
    if (lacking(page)) {
      if (lacking(catalogue)) return page;
      this.filled.push({ field, value: catalogue, source: this.source });
      return catalogue;
    }
    if (!lacking(catalogue) && key(page) !== key(catalogue)) this.conflict(field, page, catalogue);
    return page;
  }

  conflict(field: string, page: unknown, catalogue: unknown): void {
    this.conflicts.push({
      faction: this.faction,
      datasheet: this.datasheet,
      field,
      values: [
        { source: 'seed', value: page },
        { source: this.source, value: catalogue },
      ],
      used: 'seed',
    });
  }

  /**
   * Items of a list matched by name: each page item with the catalogue's of the same name (or the
   * only one with the only one); names only one side has are one conflict.
   */
  match<T>(field: string, page: readonly T[], catalogue: readonly T[], name: (t: T) => string): [T, T | undefined][] {
    const pairs = page.map((p): [T, T | undefined] => [
      p,
      catalogue.find((c) => singularName(name(c)) === singularName(name(p))),
    ]);
    if (page.length === 1 && catalogue.length === 1 && pairs[0]![1] === undefined) pairs[0]![1] = catalogue[0];
    const used = new Set(pairs.map(([, c]) => c));
    const pageOnly = pairs.filter(([, c]) => c === undefined).map(([p]) => name(p));
    const catalogueOnly = catalogue.filter((c) => !used.has(c)).map(name);
    if (pageOnly.length || catalogueOnly.length) this.conflict(`${field}[unmatched]`, pageOnly, catalogueOnly);
    return pairs;
  }
}

const CHARACTERISTICS = [...MODEL_CHARACTERISTICS, 'baseSize'] as const;

function completeProfile(c: Completion, field: string, page: ModelProfile, cat: ModelProfile): ModelProfile {
  const out: ModelProfile = { ...page };
  for (const k of CHARACTERISTICS) (out as Record<string, unknown>)[k] = c.pick(`${field}.${k}`, page[k], cat[k]);
  if (cat.movementIsMinimum && page.movement === null) out.movementIsMinimum = true;
  if (page.invulnerableSave === null && cat.invulnerableNote) out.invulnerableNote = cat.invulnerableNote;
  return out;
}

function completeWeaponProfile(c: Completion, field: string, page: WeaponProfile, cat: WeaponProfile): void {
  c.pick(`${field}.range`, page.range, cat.range);
  c.pick(`${field}.attacks`, page.attacks, cat.attacks, formatDice);
  c.pick(`${field}.skill`, page.skill, cat.skill);
  c.pick(`${field}.strength`, page.strength, cat.strength);
  c.pick(`${field}.ap`, page.ap, cat.ap);
  c.pick(`${field}.damage`, page.damage, cat.damage, formatDice);
  c.pick(`${field}.abilities`, page.abilities, cat.abilities, (a) =>
    normaliseName(formatWeaponAbilities([...a].sort((x, y) => x.kind.localeCompare(y.kind)))),
  );
}

/** The page's datasheet with what it lacks filled in. */
function completeDatasheet(c: Completion, page: Datasheet, cat: Datasheet): Datasheet {
  const ds: Datasheet = { ...page, abilities: { ...page.abilities } };
  if (page.profiles.length === 0) ds.profiles = c.pick('profiles', page.profiles, cat.profiles);
  else {
    ds.profiles = c
      .match('profiles', page.profiles, cat.profiles, (p) => p.name)
      .map(([p, q], i) => (q ? completeProfile(c, `profiles[${i}]`, p, q) : p));
  }
  if (page.weapons.length === 0) ds.weapons = c.pick('weapons', page.weapons, cat.weapons);
  else {
    const pageProfiles = page.weapons.flatMap((w, i) =>
      w.profiles.map((p, j) => ({ p, field: `weapons[${i}].profiles[${j}]` })),
    );
    const catProfiles = cat.weapons.flatMap((w) => w.profiles.map((p) => ({ p, field: '' })));
    for (const [x, y] of c.match('weapons', pageProfiles, catProfiles, (w) => w.p.name)) {
      if (y) completeWeaponProfile(c, x.field, x.p, y.p);
    }
  }
  if (page.points.length === 0) ds.points = c.pick('points', page.points, cat.points);
  else {
    const label = (p: Datasheet['points'][number]) => `${p.models}${p.additional ? '+' : ''} ${p.note ?? ''}`;
    c.match('points', page.points, cat.points, label).forEach(([p, q], i) => {
      if (q) c.pick(`points[${i}].points`, p.points, q.points);
    });
  }
  ds.keywords = c.pick('keywords', page.keywords, cat.keywords, setKey);
  ds.factionKeywords = c.pick('factionKeywords', page.factionKeywords, cat.factionKeywords, setKey);
  ds.abilities.core = c.pick('abilities.core', page.abilities.core, cat.abilities.core, (a) =>
    setKey(a.map(formatCoreAbility)),
  );
  ds.abilities.faction = c.pick('abilities.faction', page.abilities.faction, cat.abilities.faction, setKey);
  const names = (list: { name: string }[]) => setKey(list.map((a) => a.name));
  ds.abilities.datasheet = c.pick('abilities.datasheet', page.abilities.datasheet, cat.abilities.datasheet, names);
  ds.abilities.wargear = c.pick('abilities.wargear', page.abilities.wargear, cat.abilities.wargear, names);
  ds.composition = c.pick('composition', page.composition, cat.composition, (l) =>
    l.map((x) => `${singularName(x.model)} ${x.min}-${x.max}`).join(','),
  );
  ds.equipment = c.pick('equipment', page.equipment, cat.equipment, () => '');
  ds.wargearOptions = c.pick('wargearOptions', page.wargearOptions, cat.wargearOptions, () => '');
  ds.modelKeywords = c.pick('modelKeywords', page.modelKeywords, cat.modelKeywords, () => '');
  ds.leads = c.pick('leads', page.leads, cat.leads, setKey);
  ds.ledBy = c.pick('ledBy', page.ledBy, cat.ledBy, setKey);
  ds.transport = c.pick('transport', page.transport, cat.transport, (t) => String(t?.capacity));
  ds.damaged = c.pick('damaged', page.damaged, cat.damaged, (d) => `${d?.minWounds}-${d?.maxWounds}`);
  for (const f of ['role', 'publication'] as const) {
    const v = c.pick(f, page[f], cat[f], () => '');
    if (v !== undefined) ds[f] = v;
  }
  return ds;
}

/** The catalogue's datasheet a page means: same name and faction; the closest one where several. */
function catalogueDatasheet(page: Datasheet, query: CatalogueQuery): Datasheet {
  const found = query.findDatasheets(page.name, page.faction);
  if (found.length === 0) {
    const elsewhere = query.findDatasheets(page.name).map((d) => d.faction);
    const hits = query.search(page.name, 10).map((h) => h.datasheet);
    const own = hits.filter((d) => normaliseName(d.faction) === normaliseName(page.faction));
    const close = (own.length ? own : hits).slice(0, 3).map((d) => `${d.name} (${d.faction})`);
    const hint = elsewhere.length
      ? `; it has one in ${[...new Set(elsewhere)].join(', ')}`
      : close.length
        ? `; did you mean ${close.join(', ')}?`
        : '';
    throw new InputError(`the catalogue has no "${page.name}" in ${page.faction || 'any faction'}${hint}`, {
      field: 'datasheet',
    });
  }
  return found.reduce((best, d) => (datasheetAffinity(page, d) > datasheetAffinity(page, best) ? d : best));
}

/**
 * Fill what a seed page lacks from the catalogue and report every conflict between them: the
 * datasheet (statlines, weapons, points, keywords, abilities, composition, equipment, options,
 * leader links, transport, Damaged bracket), the Stratagems and the Enhancements the page lists.
 */
export function completePage(page: DatasheetPage, query: CatalogueQuery): PageCompletion {
  const cat = catalogueDatasheet(page.datasheet, query);
  const source: SourceKind =
    cat.source?.kind === 'bsdata' ? 'bsdata' : cat.source?.kind === 'seed' ? 'seed' : 'wahapedia';
  const c = new Completion(cat.faction, cat.name, source);
  const datasheet = completeDatasheet(c, page.datasheet, cat);

  const stratagems = query.stratagemsFor(cat.id).map((s) => ({
    name: s.name,
    cp: s.cp,
    source: s.detachment ?? s.source,
    category: s.category,
  }));
  let pageStratagems = page.stratagems;
  if (page.stratagems.length === 0) pageStratagems = c.pick('stratagems', page.stratagems, stratagems);
  else {
    c.match('stratagems', page.stratagems, stratagems, (s) => s.name).forEach(([p, q], i) => {
      if (q) c.pick(`stratagems[${i}].cp`, p.cp, q.cp);
    });
  }
  const enhancements = query.enhancementsFor(cat.id).map((e) => ({
    name: e.name,
    points: e.points,
    ...(e.detachment ? { detachment: e.detachment } : {}),
  }));
  let pageEnhancements = page.enhancements;
  if (page.enhancements.length === 0) pageEnhancements = c.pick('enhancements', page.enhancements, enhancements);
  else {
    pageEnhancements = c
      .match('enhancements', page.enhancements, enhancements, (e) => e.name)
      .map(([p, q], i) => (q ? { ...p, points: c.pick(`enhancements[${i}].points`, p.points, q.points) } : p));
  }
  return {
    page: { ...page, datasheet, stratagems: pageStratagems, enhancements: pageEnhancements },
    filled: c.filled,
    conflicts: c.conflicts,
  };
}
