import {
  type BaseSize,
  type CatalogueQuery,
  type Datasheet,
  type DatasheetPage,
  type DiceExpr,
  type FilledField,
  formatDice,
  formatWeaponAbilities,
  type ModelProfile,
  type PageCompletion,
  type PageConflict,
  type PointsOption,
  singularName,
  type WeaponProfile,
} from '@cogitator/engine';

/**
 * Fill what a parsed page lacks from the catalogue's datasheet of the same faction and name, and
 * list where the two disagree. Pure: the caller loads the catalogue. `cogitator parse --complete`
 * and the web importer both use it. The result types live with the page model (engine).
 */

function baseText(b: BaseSize): string {
  if (b.kind === 'hull') return 'hull';
  return b.kind === 'round' ? `${b.mm}mm` : `${b.mm[0]}x${b.mm[1]}mm`;
}

function pointsText(list: readonly PointsOption[]): string {
  return list.map((p) => `${p.models} model${p.models === 1 ? '' : 's'}: ${p.points} pts`).join(', ');
}

const PROFILE_STATS: { key: keyof ModelProfile; text: (v: never) => string }[] = [
  { key: 'movement', text: (v: number) => `${v}"` },
  { key: 'toughness', text: (v: number) => String(v) },
  { key: 'save', text: (v: number) => `${v}+` },
  { key: 'wounds', text: (v: number) => String(v) },
  { key: 'leadership', text: (v: number) => `${v}+` },
  { key: 'objectiveControl', text: (v: number) => String(v) },
  { key: 'invulnerableSave', text: (v: number) => `${v}++` },
  { key: 'baseSize', text: (v: BaseSize) => baseText(v) },
];

const WEAPON_STATS: { key: keyof WeaponProfile; text: (v: never) => string }[] = [
  { key: 'range', text: (v: number | null) => (v === null ? 'Melee' : `${v}"`) },
  { key: 'attacks', text: (v: DiceExpr) => formatDice(v) },
  { key: 'skill', text: (v: number | null) => (v === null ? 'N/A' : `${v}+`) },
  { key: 'strength', text: (v: number) => String(v) },
  { key: 'ap', text: (v: number) => String(v) },
  { key: 'damage', text: (v: DiceExpr) => formatDice(v) },
  { key: 'abilities', text: (v: WeaponProfile['abilities']) => formatWeaponAbilities(v) || '-' },
];

function listText(
  ds: Datasheet,
  key: 'keywords' | 'factionKeywords' | 'leads' | 'ledBy' | 'composition' | 'equipment',
) {
  if (key === 'composition')
    return ds.composition.map((c) => `${c.min === c.max ? c.min : `${c.min}-${c.max}`} ${c.model}`).join(', ');
  if (key === 'equipment') return ds.equipment.map((e) => `${e.who}: ${e.items.join('; ')}`).join(' / ');
  return ds[key].join(', ');
}

function byName<T extends { name: string }>(list: readonly T[], name: string): T | undefined {
  const key = singularName(name);
  return list.find((x) => singularName(x.name) === key);
}

class Completer {
  readonly filled: FilledField[] = [];
  readonly conflicts: PageConflict[] = [];

  fill(field: string, value: unknown, text: string): void {
    this.filled.push({ field, value, text });
  }

  compare(field: string, page: unknown, catalogue: unknown, text: (v: never) => string): void {
    if (JSON.stringify(page) !== JSON.stringify(catalogue)) {
      this.conflicts.push({ field, page: text(page as never), catalogue: text(catalogue as never) });
    }
  }

  profiles(ds: Datasheet, from: Datasheet): void {
    if (ds.profiles.length === 0) {
      ds.profiles = structuredClone(from.profiles);
      if (from.profiles.length) this.fill('profiles', ds.profiles, from.profiles.map((p) => p.name).join(', '));
      return;
    }
    ds.profiles.forEach((p, i) => {
      const c = byName(from.profiles, p.name) ?? (ds.profiles.length === 1 ? from.profiles[0] : undefined);
      if (!c) return;
      // A page that lost its statline lost the invulnerable save and base size with it.
      const lost = p.toughness === null && p.save === null && p.wounds === null;
      for (const { key, text } of PROFILE_STATS) {
        const field = `profiles[${i}].${key}`;
        const mine = p[key] ?? null;
        const theirs = c[key] ?? null;
        const optional = key === 'invulnerableSave' || key === 'baseSize';
        if (mine === null && theirs !== null && (!optional || lost)) {
          (p as Record<string, unknown>)[key] = structuredClone(theirs);
          if (key === 'movement' && c.movementIsMinimum) p.movementIsMinimum = true;
          this.fill(field, theirs, text(theirs as never));
        } else if (mine !== null && theirs !== null) {
          this.compare(field, mine, theirs, text);
        }
      }
    });
  }

  weapons(ds: Datasheet, from: Datasheet): void {
    if (ds.weapons.length === 0) {
      ds.weapons = structuredClone(from.weapons);
      if (from.weapons.length) this.fill('weapons', ds.weapons, from.weapons.map((w) => w.name).join(', '));
      return;
    }
    const theirs = from.weapons.flatMap((w) => w.profiles);
    ds.weapons.forEach((w, i) => {
      w.profiles.forEach((p, j) => {
        const c = byName(theirs, p.name);
        if (!c) return;
        for (const { key, text } of WEAPON_STATS) {
          this.compare(`weapons[${i}].profiles[${j}].${key}`, p[key], c[key], text);
        }
      });
    });
  }

  lists(ds: Datasheet, from: Datasheet): void {
    for (const key of ['keywords', 'factionKeywords', 'leads', 'ledBy', 'composition', 'equipment'] as const) {
      if (ds[key].length === 0 && from[key].length > 0) {
        (ds as Record<string, unknown>)[key] = structuredClone(from[key]);
        this.fill(key, from[key], listText(from, key));
      }
    }
    if (ds.points.length === 0 && from.points.length > 0) {
      ds.points = structuredClone(from.points);
      this.fill('points', from.points, pointsText(from.points));
    } else {
      for (const p of ds.points) {
        const c = from.points.find((x) => x.models === p.models && !x.additional);
        if (c && c.points !== p.points) {
          this.conflicts.push({ field: 'points', page: pointsText([p]), catalogue: pointsText([c]) });
        }
      }
    }
    for (const key of ['transport', 'damaged'] as const) {
      const theirs = from[key];
      if (ds[key] === null && theirs !== null) {
        (ds as Record<string, unknown>)[key] = structuredClone(theirs);
        this.fill(key, theirs, theirs.text);
      }
    }
  }

  enhancements(page: DatasheetPage, query: CatalogueQuery): void {
    page.enhancements.forEach((e, i) => {
      if (e.points !== null) return;
      const c = byName(query.enhancements(page.datasheet.faction, e.detachment), e.name);
      if (!c) return;
      e.points = c.points;
      this.fill(`enhancements[${i}].points`, c.points, `${c.points} pts`);
    });
  }
}

/** The page completed from the catalogue, what was filled and where page and catalogue disagree. */
export function completePage(page: DatasheetPage, query: CatalogueQuery): PageCompletion {
  const out = structuredClone(page);
  const ds = out.datasheet;
  const found = query.findDatasheets(ds.name, ds.faction);
  const from = found.find((d) => !d.legends) ?? found[0];
  const c = new Completer();
  if (from) {
    c.profiles(ds, from);
    c.weapons(ds, from);
    c.lists(ds, from);
  }
  c.enhancements(out, query);
  return {
    page: out,
    match: from ? { id: from.id, name: from.name, faction: from.faction } : null,
    filled: c.filled,
    conflicts: c.conflicts,
  };
}
