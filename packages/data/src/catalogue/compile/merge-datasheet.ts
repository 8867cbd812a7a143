import type { Conflict, SourceKind } from '@cogitator/engine';
import {
  type Datasheet,
  formatCoreAbility,
  formatDice,
  formatWeaponAbilities,
  MODEL_CHARACTERISTICS,
  type ModelProfile,
  normaliseName,
  type PointsOption,
  type Weapon,
  type WeaponProfile,
} from '@cogitator/engine';
import { ConflictRecorder, type Sourced } from './conflicts.js';

export interface Member {
  source: SourceKind;
  datasheet: Datasheet;
}

/**
 * Merge the same datasheet from several sources (members in precedence order). The first member is
 * the base; characteristics, weapon profiles, points and keywords are compared with the others;
 * what the base lacks is filled in from the next source that has it. Every disagreement and every
 * filled value becomes a conflict naming both values and the source used.
 */
export function mergeDatasheet(members: Member[]): { datasheet: Datasheet; conflicts: Conflict[] } {
  const base = members[0]!;
  if (members.length === 1) return { datasheet: base.datasheet, conflicts: [] };
  const rec = new ConflictRecorder(base.datasheet.faction, base.datasheet.name);
  const ds: Datasheet = { ...base.datasheet, otherIds: members.slice(1).map((m) => m.datasheet.id) };

  ds.profiles = mergeList(
    rec,
    'profiles',
    members.map((m) => ({ source: m.source, items: m.datasheet.profiles })),
    (p) => p.name,
    (field, ps) => mergeProfile(rec, field, ps),
  );
  ds.weapons = mergeList(
    rec,
    'weapons',
    members.map((m) => ({ source: m.source, items: m.datasheet.weapons })),
    (w) => w.name,
    (field, ws) => mergeWeapon(rec, field, ws),
  );
  ds.points = mergeList(
    rec,
    'points',
    members.map((m) => ({ source: m.source, items: m.datasheet.points })),
    pointsLabel,
    (field, ps) => ({ ...ps[0]!.value!, points: rec.pick(`${field}.points`, ps.map(val((p) => p.points)))! }),
  );

  const sets = (get: (d: Datasheet) => string[]) =>
    members.map((m) => ({ source: m.source, value: nonEmpty(get(m.datasheet)) }));
  const setKey = (v: string[]) => [...new Set(v.map(normaliseName))].sort().join(',');
  ds.keywords =
    rec.pick(
      'keywords',
      sets((d) => d.keywords),
      setKey,
    ) ?? [];
  ds.factionKeywords =
    rec.pick(
      'factionKeywords',
      sets((d) => d.factionKeywords),
      setKey,
    ) ?? [];
  const core = rec.pick(
    'abilities.core',
    members.map((m) => ({ source: m.source, value: nonEmpty(m.datasheet.abilities.core) })),
    (v) => v.map(formatCoreAbility).map(normaliseName).sort().join(','),
  );
  ds.abilities = { ...ds.abilities, core: core ?? [] };

  for (const f of ['leads', 'ledBy', 'wargearOptions', 'composition', 'equipment', 'modelKeywords'] as const) {
    const first = members.find((m) => m.datasheet[f].length > 0);
    if (first) (ds as Record<typeof f, unknown>)[f] = first.datasheet[f];
  }
  for (const f of ['transport', 'damaged'] as const) {
    const first = members.find((m) => m.datasheet[f] !== null);
    (ds as Record<typeof f, unknown>)[f] = first ? first.datasheet[f] : null;
  }
  for (const f of ['datasheet', 'wargear'] as const) {
    const first = members.find((m) => m.datasheet.abilities[f].length > 0);
    if (first) ds.abilities[f] = first.datasheet.abilities[f];
  }
  // The Orders an OFFICER issues (typed at import from its ORDERS section): the first source's that gives them.
  const officer = rec.pick(
    'officer',
    members.map((m) => ({ source: m.source, value: m.datasheet.officer ?? null })),
  );
  if (officer) ds.officer = officer;
  else delete ds.officer;
  if (ds.abilities.faction.length === 0) {
    ds.abilities.faction = members.find((m) => m.datasheet.abilities.faction.length)?.datasheet.abilities.faction ?? [];
  }
  return { datasheet: ds, conflicts: rec.conflicts };
}

function nonEmpty<T>(list: T[]): T[] | null {
  return list.length > 0 ? list : null;
}

function val<T, V>(get: (t: T) => V): (s: Sourced<T>) => Sourced<V> {
  return (s) => ({ source: s.source, value: s.value === null || s.value === undefined ? null : get(s.value) });
}

function pointsLabel(p: PointsOption): string {
  const models = `${p.models} model${p.models === 1 ? '' : 's'}`;
  return p.additional ? `+${p.note ?? models}` : p.note ? `${models} (${p.note})` : models;
}

/**
 * Align lists of named items across sources and merge each aligned group. Items align by
 * normalised label; when two lists have one item each they align whatever their labels. The base's
 * order is kept; items only another source has are added when the base has none, and otherwise
 * reported as one conflict listing the labels each side has alone.
 */
function mergeList<T>(
  rec: ConflictRecorder,
  field: string,
  lists: { source: SourceKind; items: T[] }[],
  label: (t: T) => string,
  merge: (field: string, values: Sourced<T>[]) => T,
): T[] {
  const baseIdx = lists.findIndex((l) => l.items.length > 0);
  if (baseIdx < 0) return [];
  if (baseIdx > 0)
    rec.record(
      field,
      lists.map((l) => ({ source: l.source, value: l.items.map(label) })),
      lists[baseIdx]!.source,
    );
  const base = lists[baseIdx]!;
  const rows = base.items.map((item) => ({
    key: normaliseName(label(item)),
    values: [{ source: base.source, value: item }] as Sourced<T>[],
  }));
  const unmatched: Sourced<string[]>[] = [];
  for (const other of lists.slice(baseIdx + 1)) {
    const alone: string[] = [];
    other.items.forEach((item) => {
      const key = normaliseName(label(item));
      const row =
        rows.find((r) => r.key === key) ?? (rows.length === 1 && other.items.length === 1 ? rows[0] : undefined);
      if (row && !row.values.some((v) => v.source === other.source))
        row.values.push({ source: other.source, value: item });
      else alone.push(label(item));
    });
    if (alone.length) unmatched.push({ source: other.source, value: alone });
  }
  if (unmatched.length) {
    const baseAlone = rows.filter((r) => r.values.length === 1).map((r) => label(r.values[0]!.value as T));
    rec.record(`${field}[unmatched]`, [{ source: base.source, value: baseAlone }, ...unmatched], base.source);
  }
  return rows.map((r) =>
    r.values.length === 1 ? (r.values[0]!.value as T) : merge(`${field}[${label(r.values[0]!.value as T)}]`, r.values),
  );
}

function mergeProfile(rec: ConflictRecorder, field: string, ps: Sourced<ModelProfile>[]): ModelProfile {
  const out: ModelProfile = { ...ps[0]!.value! };
  for (const c of MODEL_CHARACTERISTICS) {
    (out as Record<string, unknown>)[c] = rec.pick(`${field}.${c}`, ps.map(val((p) => p[c] as number | null)));
  }
  out.baseSize = rec.pick(`${field}.baseSize`, ps.map(val((p) => p.baseSize)));
  return out;
}

function mergeWeapon(rec: ConflictRecorder, field: string, ws: Sourced<Weapon>[]): Weapon {
  const profiles = mergeList(
    rec,
    `${field}.profiles`,
    ws.map((w) => ({ source: w.source, items: w.value?.profiles ?? [] })),
    (p) => p.name,
    (f, ps) => mergeWeaponProfile(rec, f, ps),
  );
  return { ...ws[0]!.value!, profiles };
}

function mergeWeaponProfile(rec: ConflictRecorder, field: string, ps: Sourced<WeaponProfile>[]): WeaponProfile {
  const out: WeaponProfile = { ...ps[0]!.value! };
  out.range = rec.pickExact(`${field}.range`, ps.map(val((p) => p.range)));
  out.skill = rec.pickExact(`${field}.skill`, ps.map(val((p) => p.skill)));
  out.strength = rec.pick(`${field}.strength`, ps.map(val((p) => p.strength)))!;
  out.ap = rec.pick(`${field}.ap`, ps.map(val((p) => p.ap)))!;
  out.attacks = rec.pick(`${field}.attacks`, ps.map(val((p) => p.attacks)), formatDice)!;
  out.damage = rec.pick(`${field}.damage`, ps.map(val((p) => p.damage)), formatDice)!;
  out.abilities = rec.pick(`${field}.abilities`, ps.map(val((p) => p.abilities)), (a) =>
    normaliseName(formatWeaponAbilities([...a].sort((x, y) => x.kind.localeCompare(y.kind)))),
  )!;
  return out;
}
