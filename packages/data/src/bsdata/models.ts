import type { EntryNode } from './entries.js';
import type { XmlElement } from './xml.js';

/** A model entry of a unit with its count limits (`selections` constraints, scope parent). */
export interface ModelSlot {
  readonly node: EntryNode;
  readonly min: number;
  /** null: no limit given. */
  readonly max: number | null;
  /** Enclosing groups, outermost first. */
  readonly groups: GroupSlot[];
  readonly isDefault: boolean;
}

export interface GroupSlot {
  readonly node: EntryNode;
  readonly min: number | null;
  readonly max: number | null;
  readonly members: ModelSlot[];
}

export interface UnitModels {
  readonly slots: ModelSlot[];
  readonly groups: GroupSlot[];
  readonly min: number;
  /** null when some model entry has no upper limit. */
  readonly max: number | null;
}

/**
 * min/max `selections` constraints scoped to the parent, or to an enclosing entry or group named by
 * id (`scope="98a0-..."`, as some units write it). Army-wide limits (force, roster) are not
 * composition.
 */
export function countLimits(
  constraints: readonly XmlElement[],
  enclosing: readonly string[] = [],
): { min: number | null; max: number | null } {
  let min: number | null = null;
  let max: number | null = null;
  for (const c of constraints) {
    const scope = c.attr('scope') ?? '';
    if (c.attr('field') !== 'selections' || (scope !== 'parent' && !enclosing.includes(scope))) continue;
    const v = Number(c.attr('value'));
    if (!Number.isFinite(v) || v < 0) continue;
    if (c.attr('type') === 'min') min = Math.max(min ?? 0, v);
    else if (c.attr('type') === 'max') max = max === null ? v : Math.min(max, v);
  }
  return { min, max };
}

const NOT_MODELS = /enhancement|warlord/i;

/** The model entries of a unit: the unit itself when it is a single-model entry. */
export function collectModels(unit: EntryNode, exclude: ReadonlySet<EntryNode> = new Set()): UnitModels {
  const slots: ModelSlot[] = [];
  const groups: GroupSlot[] = [];
  if (unit.type === 'model') {
    slots.push({ node: unit, min: 1, max: 1, groups: [], isDefault: true });
    return { slots, groups, min: 1, max: 1 };
  }
  const visit = (n: EntryNode, chain: GroupSlot[], defaultId: string | undefined, depth: number) => {
    if (depth > 8 || NOT_MODELS.test(n.name) || exclude.has(n)) return;
    if (n.kind === 'group') {
      const lim = countLimits(n.constraints);
      const g: GroupSlot = { node: n, min: lim.min, max: lim.max, members: [] };
      const before = slots.length;
      for (const c of n.children) visit(c, [...chain, g], n.defaultChildId, depth + 1);
      if (slots.length > before) groups.push(g);
      return;
    }
    if (n.type === 'model') {
      const lim = countLimits(n.constraints, [unit.id, ...chain.map((g) => g.node.id)]);
      const inner = chain.at(-1);
      const slot: ModelSlot = {
        node: n,
        min: lim.min ?? 0,
        max: lim.max ?? inner?.max ?? null,
        groups: chain,
        isDefault: defaultId !== undefined && (n.id === defaultId || n.linkId === defaultId),
      };
      slots.push(slot);
      for (const g of chain) g.members.push(slot);
      return;
    }
    for (const c of n.children) visit(c, chain, undefined, depth + 1);
  };
  for (const c of unit.children) visit(c, [], undefined, 0);
  // A unit entry with no model entries (its profile on the unit itself) is one model.
  if (!slots.length) slots.push({ node: unit, min: 1, max: 1, groups: [], isDefault: true });
  return { slots, groups, min: totalMin(slots, groups), max: totalMax(slots, groups) };
}

function totalMin(slots: ModelSlot[], groups: GroupSlot[]): number {
  const counts = new Map(slots.map((s) => [s, s.min]));
  raiseToGroupMins(slots, groups, counts);
  let sum = 0;
  for (const v of counts.values()) sum += v;
  return sum;
}

function totalMax(slots: ModelSlot[], groups: GroupSlot[]): number | null {
  const counts = new Map(slots.map((s) => [s, s.min]));
  raiseToGroupMins(slots, groups, counts);
  const groupSum = (g: GroupSlot) => g.members.reduce((a, m) => a + (counts.get(m) ?? 0), 0);
  for (const s of preferenceOrder(slots)) {
    let room = (s.max ?? Number.POSITIVE_INFINITY) - (counts.get(s) ?? 0);
    for (const g of s.groups) if (g.max !== null) room = Math.min(room, g.max - groupSum(g));
    if (room === Number.POSITIVE_INFINITY) return null;
    if (room > 0) counts.set(s, (counts.get(s) ?? 0) + room);
  }
  let sum = 0;
  for (const v of counts.values()) sum += v;
  return sum;
}

function raiseToGroupMins(_slots: ModelSlot[], groups: GroupSlot[], counts: Map<ModelSlot, number>): void {
  for (const g of groups) {
    if (g.min === null) continue;
    let have = 0;
    for (const m of g.members) have += counts.get(m) ?? 0;
    for (const m of preferenceOrder(g.members)) {
      if (have >= g.min) break;
      const room = (m.max ?? Number.POSITIVE_INFINITY) - (counts.get(m) ?? 0);
      const add = Math.min(room, g.min - have);
      if (add > 0) {
        counts.set(m, (counts.get(m) ?? 0) + add);
        have += add;
      }
    }
  }
}

function preferenceOrder(slots: ModelSlot[]): ModelSlot[] {
  return [...slots.filter((s) => s.isDefault), ...slots.filter((s) => !s.isDefault)];
}

/**
 * One way to field `total` models: every entry at its minimum, then the rest given to the default
 * entry of each group first (the unit's ordinary models), then in document order, within every
 * entry's and group's maximum. Undefined when `total` cannot be reached.
 */
export function distribute(models: UnitModels, total: number): Map<ModelSlot, number> | undefined {
  const counts = new Map(models.slots.map((s) => [s, s.min]));
  raiseToGroupMins(models.slots, models.groups, counts);
  let have = 0;
  for (const v of counts.values()) have += v;
  if (have > total) return undefined;
  const groupSum = (g: GroupSlot) => g.members.reduce((a, m) => a + (counts.get(m) ?? 0), 0);
  for (const s of preferenceOrder(models.slots)) {
    const cur = counts.get(s) ?? 0;
    let add = Math.min(total - have, (s.max ?? Number.POSITIVE_INFINITY) - cur);
    for (const g of s.groups) if (g.max !== null) add = Math.min(add, g.max - groupSum(g));
    if (add > 0) {
      counts.set(s, cur + add);
      have += add;
    }
  }
  return have === total ? counts : undefined;
}
