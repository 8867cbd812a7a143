import type { PointsOption } from '@cogitator/engine';
import { type ConditionContext, flattenModifiers, modifierApplies, repeatCount } from './conditions.js';
import type { EntryNode } from './entries.js';
import { distribute, type ModelSlot, type UnitModels } from './models.js';

/** The game system's `pts` cost type. */
export const PTS_TYPE_ID = '51b2-306e-1021-d207';

/** The entry's `pts` cost; a link's own cost (written after the target's) wins. */
export function ptsCost(node: EntryNode): number {
  let v = 0;
  for (const c of node.costs) {
    if (c.attr('typeId') === PTS_TYPE_ID || c.attr('name') === 'pts') {
      const n = Number(c.attr('value'));
      if (Number.isFinite(n)) v = n;
    }
  }
  return v;
}

export interface PointsReading {
  readonly options: PointsOption[];
  /** Things that could not be priced exactly (roster-dependent modifiers, open-ended sizes). */
  readonly notes: string[];
}

/** Largest unit size priced one model at a time when a unit has no upper limit. */
const OPEN_ENDED_LIMIT = 1;
/** No datasheet fields more models than this; larger sizes in the data are not priced size by size. */
const LARGEST_UNIT = 120;

/**
 * Points by unit size: the unit's cost plus its models' costs, with every `pts` modifier whose
 * conditions depend on the number of models (or on the army's catalogue) applied, for each possible
 * size. Sizes that cost the same are one tier, reported at its largest size ("5 models: 80, 10
 * models: 160"), the way datasheets print it.
 */
export function unitPoints(unit: EntryNode, models: UnitModels, primaryCatalogueId: string): PointsReading {
  const notes = new Set<string>();
  const min = Math.max(1, models.min);
  let max = models.max ?? min + OPEN_ENDED_LIMIT - 1;
  if (models.max === null) notes.add('unit size has no upper limit in the data; priced at its minimum');
  if (max < min) max = min;
  if (min > LARGEST_UNIT) {
    notes.add(`unit size ${min} is beyond ${LARGEST_UNIT} models; not priced`);
    return { options: [], notes: [...notes] };
  }
  if (max > LARGEST_UNIT) {
    notes.add(`unit size up to ${max} is beyond ${LARGEST_UNIT} models; priced up to ${LARGEST_UNIT}`);
    max = LARGEST_UNIT;
  }
  const flat = flattenModifiers(unit.modifiers, unit.modifierGroups).filter((m) => isPtsModifier(m.el.attr('field')));
  const slotMods = models.slots.map((s) => ({
    slot: s,
    mods: s.node === unit ? [] : flattenModifiers(s.node.modifiers, s.node.modifierGroups),
  }));
  const priced: { models: number; points: number }[] = [];
  for (let n = min; n <= max; n++) {
    const dist = distribute(models, n);
    if (!dist) continue;
    const ctx = countingContext(unit, models, dist, n, primaryCatalogueId);
    let pts = ptsCost(unit);
    for (const { slot, mods } of slotMods) {
      if (slot.node === unit) continue;
      let each = ptsCost(slot.node);
      each = applyPts(
        each,
        mods.filter((m) => isPtsModifier(m.el.attr('field'))),
        ctx,
        notes,
      );
      pts += each * (dist.get(slot) ?? 0);
    }
    pts = applyPts(pts, flat, ctx, notes);
    priced.push({ models: n, points: Math.max(0, Math.round(pts)) });
  }
  const options: PointsOption[] = [];
  for (let i = 0; i < priced.length; i++) {
    const cur = priced[i] as { models: number; points: number };
    const next = priced[i + 1];
    if (!next || next.points !== cur.points) options.push({ models: cur.models, points: cur.points });
  }
  return { options, notes: [...notes] };
}

function isPtsModifier(field: string | undefined): boolean {
  return field === PTS_TYPE_ID;
}

function applyPts(
  start: number,
  mods: ReturnType<typeof flattenModifiers>,
  ctx: ConditionContext,
  notes: Set<string>,
): number {
  let v = start;
  for (const m of mods) {
    const applies = modifierApplies(m, ctx);
    if (applies === undefined) {
      notes.add(
        `a points ${m.el.attr('type') ?? ''} modifier (${m.el.attr('value') ?? ''}) depends on the roster; left out`,
      );
      continue;
    }
    if (!applies) continue;
    const value = Number(m.el.attr('value'));
    if (!Number.isFinite(value)) continue;
    const times = repeatCount(m.el, ctx);
    if (times === undefined) {
      notes.add(
        `a repeating points modifier (${m.el.attr('value') ?? ''}) counts something other than models; left out`,
      );
      continue;
    }
    switch (m.el.attr('type')) {
      case 'set':
        v = value;
        break;
      case 'increment':
        v += value * times;
        break;
      case 'decrement':
        v -= value * times;
        break;
      default:
        notes.add(`points modifier of type "${m.el.attr('type') ?? ''}" not understood; left out`);
    }
  }
  return v;
}

/** Counts of selections inside one unit of `total` models, for conditions and repeats. */
function countingContext(
  unit: EntryNode,
  models: UnitModels,
  dist: Map<ModelSlot, number>,
  total: number,
  primaryCatalogueId: string,
): ConditionContext {
  const isUnit = (id: string) => id === unit.id || (unit.linkId !== undefined && id === unit.linkId);
  const groupById = new Map(models.groups.flatMap((g) => [[g.node.id, g] as const, [g.node.linkId ?? '', g] as const]));
  const slotById = new Map(models.slots.flatMap((s) => [[s.node.id, s] as const, [s.node.linkId ?? '', s] as const]));
  const inScope = (scope: string): { members?: ModelSlot[] } | undefined => {
    if (scope === 'self' || scope === 'parent' || isUnit(scope)) return {};
    const g = groupById.get(scope);
    if (g) return { members: g.members };
    return undefined;
  };
  return {
    primaryCatalogueId,
    count(childId, scope) {
      const where = inScope(scope);
      if (!where) return undefined;
      const pool = where.members ?? models.slots;
      const sum = (list: ModelSlot[]) => list.reduce((a, s) => a + (dist.get(s) ?? 0), 0);
      if (childId === 'model') return where.members ? sum(pool) : total;
      if (isUnit(childId)) return 1;
      const slot = slotById.get(childId);
      if (slot) return pool.includes(slot) ? (dist.get(slot) ?? 0) : 0;
      const g = groupById.get(childId);
      if (g) return sum(g.members.filter((m) => pool.includes(m)));
      return undefined;
    },
  };
}
