import { child, type XmlElement } from './xml.js';

/** Three-valued truth: a condition about a roster we do not have is `undefined` (unknown). */
export type Tri = boolean | undefined;

/**
 * What the importer knows when it reads conditions: which catalogue is the army's (so
 * `instanceOf primary-catalogue` can be decided) and, when pricing, how many of an entry are selected.
 */
export interface ConditionContext {
  readonly primaryCatalogueId: string;
  /** How many selections of `childId` there are in `scope`, when known. */
  count?(childId: string, scope: string, condition: XmlElement): number | undefined;
}

export function and(values: Tri[]): Tri {
  if (values.includes(false)) return false;
  if (values.includes(undefined)) return undefined;
  return true;
}

export function or(values: Tri[]): Tri {
  if (values.includes(true)) return true;
  if (values.includes(undefined)) return undefined;
  return false;
}

function compare(type: string, n: number, v: number): Tri {
  switch (type) {
    case 'atLeast':
      return n >= v;
    case 'atMost':
      return n <= v;
    case 'greaterThan':
      return n > v;
    case 'lessThan':
      return n < v;
    case 'equalTo':
      return n === v;
    case 'notEqualTo':
      return n !== v;
    default:
      return undefined;
  }
}

export function evalCondition(c: XmlElement, ctx: ConditionContext): Tri {
  const type = c.attr('type') ?? '';
  const scope = c.attr('scope') ?? '';
  const childId = c.attr('childId') ?? '';
  if (type === 'instanceOf' || type === 'notInstanceOf') {
    if (scope !== 'primary-catalogue') return undefined;
    const is = childId === ctx.primaryCatalogueId;
    return type === 'instanceOf' ? is : !is;
  }
  const v = Number(c.attr('value'));
  if (!Number.isFinite(v)) return undefined;
  if (c.attr('field') !== 'selections') return undefined;
  const n = ctx.count?.(childId, scope, c);
  return n === undefined ? undefined : compare(type, n, v);
}

export function evalConditionGroup(g: XmlElement, ctx: ConditionContext): Tri {
  const values = conditionsOf(g, ctx);
  return g.attr('type') === 'or' ? or(values) : and(values);
}

function conditionsOf(el: XmlElement, ctx: ConditionContext): Tri[] {
  const out: Tri[] = [];
  for (const c of el.children) {
    if (c.tag === 'conditions') for (const k of c.children) out.push(evalCondition(k, ctx));
    else if (c.tag === 'conditionGroups') for (const k of c.children) out.push(evalConditionGroup(k, ctx));
  }
  return out;
}

/** A modifier with the conditions of the modifierGroups it sits in. */
export interface FlatModifier {
  readonly el: XmlElement;
  readonly groups: readonly XmlElement[];
}

/** Modifiers and the modifiers of (nested) modifierGroups, each with its enclosing groups. */
export function flattenModifiers(modifiers: readonly XmlElement[], groups: readonly XmlElement[]): FlatModifier[] {
  const out: FlatModifier[] = modifiers.map((el) => ({ el, groups: [] }));
  const walk = (g: XmlElement, outer: readonly XmlElement[]) => {
    const chain = [...outer, g];
    for (const c of g.children) {
      if (c.tag === 'modifiers') for (const m of c.children) out.push({ el: m, groups: chain });
      else if (c.tag === 'modifierGroups') for (const k of c.children) walk(k, chain);
    }
  };
  for (const g of groups) walk(g, []);
  return out;
}

/** Whether a modifier applies: all its conditions and those of its groups (AND). */
export function modifierApplies(m: FlatModifier, ctx: ConditionContext): Tri {
  return and([...conditionsOf(m.el, ctx), ...m.groups.flatMap((g) => conditionsOf(g, ctx))]);
}

/** How many times a modifier repeats (`repeats`), when it has a repeat and the count is known. */
export function repeatCount(m: XmlElement, ctx: ConditionContext): number | undefined {
  const repeats = child(m, 'repeats');
  if (!repeats) return 1;
  let total = 0;
  for (const r of repeats.children) {
    const every = Number(r.attr('value'));
    const times = Number(r.attr('repeats') ?? '1');
    if (!(every > 0) || !Number.isFinite(times)) return undefined;
    const n = ctx.count?.(r.attr('childId') ?? '', r.attr('scope') ?? '', r);
    if (n === undefined) return undefined;
    total += (r.attr('roundUp') === 'true' ? Math.ceil(n / every) : Math.floor(n / every)) * times;
  }
  return total;
}

/**
 * Whether an entry is hidden for an army of `primaryCatalogueId`: its `hidden` attribute, then its
 * `set hidden` modifiers whose conditions can be decided. Conditions on a roster leave it visible.
 */
export function isHiddenFor(
  hidden: boolean,
  modifiers: readonly XmlElement[],
  groups: readonly XmlElement[],
  ctx: ConditionContext,
): boolean {
  let h = hidden;
  for (const m of flattenModifiers(modifiers, groups)) {
    if (m.el.attr('field') !== 'hidden' || m.el.attr('type') !== 'set') continue;
    if (modifierApplies(m, ctx) === true) h = m.el.attr('value') === 'true';
  }
  return h;
}
