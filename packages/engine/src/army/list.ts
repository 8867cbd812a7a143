import { z } from 'zod';
import { InputError } from '../errors.js';
import { BattleSizeNameSchema, battleSizeByName } from './battle-size.js';

/**
 * An army list: what a player chose, independent of any export format. Datasheets are referenced by
 * catalogue id (null while unresolved) and keep the name as the list gave it. Line numbers point into
 * the file a list was imported from; lists built by hand have none.
 */
export const ArmyItemSchema = z.object({
  name: z.string().min(1),
  count: z.number().int().min(1),
  line: z.number().int().min(1).optional(),
});
export type ArmyItem = z.infer<typeof ArmyItemSchema>;

export const ArmyModelGroupSchema = z.object({
  name: z.string().min(1),
  count: z.number().int().min(1),
  wargear: z.array(ArmyItemSchema),
  line: z.number().int().min(1).optional(),
});
export type ArmyModelGroup = z.infer<typeof ArmyModelGroupSchema>;

export const ArmyUnitSchema = z.object({
  /** Stable within the list: "u1", "u2", ... */
  id: z.string().regex(/^u\d+$/),
  /** Catalogue datasheet id; null while unresolved. */
  datasheet: z.string().nullable(),
  name: z.string().min(1),
  models: z.number().int().min(1),
  modelGroups: z.array(ArmyModelGroupSchema),
  /** Selections not tied to one model group. */
  wargear: z.array(ArmyItemSchema),
  enhancement: z.string().nullable(),
  warlord: z.boolean(),
  /**
   * The unit this one joins: a Leader's Bodyguard unit, or the unit a MUNITORUM SERVITORS unit joins
   * (Servitor Retinue).
   */
  attachedTo: z.string().nullable(),
  /** Keywords the player gave this unit through a detachment rule ("select three WAR DOG units"). */
  grantedKeywords: z.array(z.string()),
  /** Points as the imported list stated them (enhancement included). */
  statedPoints: z.number().nullable(),
  line: z.number().int().min(1).optional(),
  enhancementLine: z.number().int().min(1).optional(),
  warlordLine: z.number().int().min(1).optional(),
});
export type ArmyUnit = z.infer<typeof ArmyUnitSchema>;

export const ArmyListSchema = z.object({
  formatVersion: z.literal(1),
  name: z.string().nullable(),
  /** Catalogue faction name (as the list gave it while unresolved). */
  faction: z.string().nullable(),
  /** Chapter, legion or other sub-faction the list names ("Space Wolves"). */
  subfaction: z.string().nullable(),
  detachment: z.string().nullable(),
  battleSize: BattleSizeNameSchema.nullable(),
  pointsLimit: z.number().int().min(0).nullable(),
  statedPoints: z.number().nullable(),
  units: z.array(ArmyUnitSchema),
  lines: z
    .object({
      faction: z.number().int().min(1).optional(),
      detachment: z.number().int().min(1).optional(),
      battleSize: z.number().int().min(1).optional(),
    })
    .optional(),
});
export type ArmyList = z.infer<typeof ArmyListSchema>;

export function createList(init: Partial<Omit<ArmyList, 'formatVersion' | 'units'>> = {}): ArmyList {
  return {
    formatVersion: 1,
    name: init.name ?? null,
    faction: init.faction ?? null,
    subfaction: init.subfaction ?? null,
    detachment: init.detachment ?? null,
    battleSize: init.battleSize ?? null,
    pointsLimit: init.pointsLimit ?? null,
    statedPoints: init.statedPoints ?? null,
    units: [],
    ...(init.lines ? { lines: init.lines } : {}),
  };
}

export interface NewUnit {
  name: string;
  datasheet?: string | null;
  models?: number;
  modelGroups?: ArmyModelGroup[];
  wargear?: ArmyItem[];
  enhancement?: string | null;
  warlord?: boolean;
  attachedTo?: string | null;
  grantedKeywords?: string[];
  statedPoints?: number | null;
  line?: number;
}

export function nextUnitId(list: ArmyList): string {
  const max = list.units.reduce((m, u) => Math.max(m, Number(u.id.slice(1))), 0);
  return `u${max + 1}`;
}

export function makeUnit(id: string, u: NewUnit): ArmyUnit {
  const groups = u.modelGroups ?? [];
  const models = u.models ?? (groups.length ? groups.reduce((s, g) => s + g.count, 0) : 1);
  return {
    id,
    datasheet: u.datasheet ?? null,
    name: u.name,
    models,
    modelGroups: groups,
    wargear: u.wargear ?? [],
    enhancement: u.enhancement ?? null,
    warlord: u.warlord ?? false,
    attachedTo: u.attachedTo ?? null,
    grantedKeywords: u.grantedKeywords ?? [],
    statedPoints: u.statedPoints ?? null,
    ...(u.line !== undefined ? { line: u.line } : {}),
  };
}

/** Adds a unit; returns the new list and the unit's id. */
export function addUnit(list: ArmyList, u: NewUnit): { list: ArmyList; id: string } {
  const id = nextUnitId(list);
  return { list: { ...list, units: [...list.units, makeUnit(id, u)] }, id };
}

function unitIndex(list: ArmyList, id: string): number {
  const i = list.units.findIndex((u) => u.id === id);
  if (i < 0) {
    const ids = list.units.map((u) => `${u.id} (${u.name})`).join(', ');
    throw new InputError(`no unit ${id} in the list${ids ? `; units: ${ids}` : ''}`, { field: 'unit' });
  }
  return i;
}

function updateUnit(list: ArmyList, id: string, f: (u: ArmyUnit) => ArmyUnit): ArmyList {
  const i = unitIndex(list, id);
  const units = list.units.slice();
  units[i] = f(units[i] as ArmyUnit);
  return { ...list, units };
}

/** Removes a unit; anything attached to it is detached. */
export function removeUnit(list: ArmyList, id: string): ArmyList {
  unitIndex(list, id);
  return {
    ...list,
    units: list.units.filter((u) => u.id !== id).map((u) => (u.attachedTo === id ? { ...u, attachedTo: null } : u)),
  };
}

export function setModels(list: ArmyList, id: string, models: number): ArmyList {
  if (!Number.isInteger(models) || models < 1) {
    throw new InputError(`model count must be a whole number of at least 1, not ${models}`, { field: 'models' });
  }
  return updateUnit(list, id, (u) => ({ ...u, models, modelGroups: [] }));
}

/** Replaces a unit's wargear (unit-level selections). */
export function setWargear(list: ArmyList, id: string, wargear: ArmyItem[]): ArmyList {
  const items = wargear.map((w, i) => {
    const r = ArmyItemSchema.safeParse(w);
    if (!r.success) throw new InputError(`bad wargear entry "${w.name}"`, { field: `wargear[${i}]` });
    return r.data;
  });
  return updateUnit(list, id, (u) => ({
    ...u,
    wargear: items,
    modelGroups: u.modelGroups.map((g) => ({ ...g, wargear: [] })),
  }));
}

export function setEnhancement(list: ArmyList, id: string, enhancement: string | null): ArmyList {
  return updateUnit(list, id, (u) => {
    const { enhancementLine: _drop, ...rest } = u;
    return { ...rest, enhancement };
  });
}

/**
 * The keywords a Detachment lets the player give a unit ("select three WAR DOG units: they have the
 * CHARACTER keyword"): kept in the list, written by every export, checked by the validator.
 */
export function setGrantedKeywords(list: ArmyList, id: string, keywords: string[]): ArmyList {
  const out: string[] = [];
  for (const k of keywords) {
    const up = k.trim().toUpperCase();
    if (!up) throw new InputError('a granted keyword cannot be empty', { field: 'grantedKeywords' });
    if (!out.includes(up)) out.push(up);
  }
  return updateUnit(list, id, (u) => ({ ...u, grantedKeywords: out }));
}

/** Makes `id` the Warlord (and no other unit). */
export function setWarlord(list: ArmyList, id: string): ArmyList {
  unitIndex(list, id);
  return { ...list, units: list.units.map((u) => ({ ...u, warlord: u.id === id })) };
}

/** Attaches a Leader (or a Servitor Retinue unit) to another unit; `to` null detaches. */
export function attachUnit(list: ArmyList, id: string, to: string | null): ArmyList {
  if (to !== null) {
    unitIndex(list, to);
    if (to === id) throw new InputError(`unit ${id} cannot be attached to itself`, { field: 'attachedTo' });
  }
  return updateUnit(list, id, (u) => ({ ...u, attachedTo: to }));
}

export function setDetachment(list: ArmyList, detachment: string | null): ArmyList {
  return { ...list, detachment };
}

export function setBattleSize(list: ArmyList, name: string): ArmyList {
  const size = battleSizeByName(name);
  if (!size) {
    throw new InputError(`unknown battle size "${name}": expected Incursion, Strike Force or Onslaught`, {
      field: 'battleSize',
    });
  }
  return { ...list, battleSize: size.name, pointsLimit: size.points };
}

/** The list without source line numbers (what two imports of the same list must agree on). */
export function withoutLines(list: ArmyList): ArmyList {
  const { lines: _l, ...rest } = list;
  return {
    ...rest,
    units: list.units.map((u) => {
      const { line: _a, enhancementLine: _b, warlordLine: _c, ...ur } = u;
      return {
        ...ur,
        wargear: ur.wargear.map(stripItem),
        modelGroups: ur.modelGroups.map((g) => {
          const { line: _d, ...gr } = g;
          return { ...gr, wargear: gr.wargear.map(stripItem) };
        }),
      };
    }),
  };
}

function stripItem(i: ArmyItem): ArmyItem {
  const { line: _l, ...r } = i;
  return r;
}

/** Parses list JSON (as `cogitator list export --format json` writes it). */
export function parseArmyListJson(text: string, source?: string): ArmyList {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new InputError(`not valid JSON (${(e as Error).message}): expected a Cogitator list JSON file`, {
      ...(source ? { source } : {}),
    });
  }
  const r = ArmyListSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new InputError(`${issue.message} (Cogitator list JSON, formatVersion 1)`, {
      ...(source ? { source } : {}),
      field: issue.path.join('.') || '(root)',
    });
  }
  const ids = new Set<string>();
  for (const [i, u] of r.data.units.entries()) {
    if (ids.has(u.id)) {
      throw new InputError(`duplicate unit id ${u.id}`, { ...(source ? { source } : {}), field: `units[${i}].id` });
    }
    ids.add(u.id);
  }
  for (const [i, u] of r.data.units.entries()) {
    if (u.attachedTo !== null && !ids.has(u.attachedTo)) {
      throw new InputError(`attached to ${u.attachedTo}, which is not in the list`, {
        ...(source ? { source } : {}),
        field: `units[${i}].attachedTo`,
      });
    }
  }
  return r.data;
}
