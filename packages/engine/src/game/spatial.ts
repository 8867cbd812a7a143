import { type Body, ENGAGEMENT_RANGE, engaged, incoherent, inObjectiveRange, markerCapsule } from './geometry/rules.js';
import { capsuleAt, type Footprint, gap, roughGap } from './geometry/shapes.js';
import type { Placement } from './geometry/vec.js';
import type { GameState, ModelId, ModelState, PlayerIndex, UnitId, UnitState } from './types.js';
import { capsuleOf, footprint, modelsOnTable, unit } from './units.js';

/**
 * Questions about where models are, asked of the state. A unit's geometry (its models on the battlefield
 * as bodies) is a layout, shared by every version of the unit whose models stand at the same placements:
 * a wound, a fired weapon or a new turn's history keep the layout, and what was measured from it (gaps,
 * Engagement Range) stays remembered. Placements are immutable objects, so equal placements are the same
 * objects; a layout is a pure function of its model ids, placements and footprints.
 */
interface Layout {
  /** Tells layouts apart in the measurement caches (only ever compared, never part of an answer). */
  readonly serial: number;
  /** What its footprints were read from: a hit by models array is checked against these. */
  readonly base: UnitState['base'];
  readonly datasheet: string;
  readonly datasheets: GameState['datasheets'];
  readonly ids: readonly ModelId[];
  readonly poses: readonly Placement[];
  readonly foots: readonly Footprint[];
  readonly bodies: readonly Body[];
  readonly byModel: ReadonlyMap<ModelId, Body>;
  readonly index: ReadonlyMap<ModelId, number>;
  /** Per other layout (by serial): each model's closest gap to it (NaN until measured). */
  readonly gapTo: Map<number, Float64Array>;
  /** Per other layout (by serial): the closest gap between the two, and whether they are engaged. */
  readonly pairs: Map<number, { gap?: number; engaged?: boolean }>;
}

let serials = 0;
const layoutCache = new WeakMap<ModelState[], Layout>();
/** The newest layout of each unit id: a changed unit whose models have not moved takes it over. */
const newest = new Map<UnitId, Layout>();

function sameLayout(l: Layout, u: UnitState, state: GameState, ids: ModelId[], poses: Placement[], foots: Footprint[]) {
  if (l.base !== u.base || l.datasheet !== u.datasheet || l.datasheets !== state.datasheets) return false;
  if (l.ids.length !== ids.length) return false;
  for (let i = 0; i < ids.length; i++)
    if (l.ids[i] !== ids[i] || l.poses[i] !== poses[i] || l.foots[i] !== foots[i]) return false;
  return true;
}

/** Layouts by unit object (a unit never changes) and by models array (checked: the same array, the same unit). */
const layoutByUnit = new WeakMap<UnitState, Layout>();

function layoutOf(state: GameState, u: UnitState): Layout {
  return layoutByUnit.get(u) ?? newLayout(state, u);
}

/** (Kept apart from layoutOf: closures here would make every call allocate their context.) */
function newLayout(state: GameState, u: UnitState): Layout {
  const hit = layoutCache.get(u.models);
  if (hit && hit.base === u.base && hit.datasheet === u.datasheet && hit.datasheets === state.datasheets) {
    layoutByUnit.set(u, hit);
    return hit;
  }
  const on = modelsOnTable(u);
  const ids = on.map((m) => m.id);
  const poses = on.map((m) => m.pos as Placement);
  const foots = on.map((m) => footprint(state, u, m));
  let l = newest.get(u.id);
  if (!l || !sameLayout(l, u, state, ids, poses, foots)) {
    const bodies = on.map((m, i) => ({ c: capsuleAt(foots[i] as Footprint, m.pos as Placement), z: m.pos?.z ?? 0 }));
    l = {
      serial: ++serials,
      base: u.base,
      datasheet: u.datasheet,
      datasheets: state.datasheets,
      ids,
      poses,
      foots,
      bodies,
      byModel: new Map(ids.map((id, i) => [id, bodies[i] as Body])),
      index: new Map(ids.map((id, i) => [id, i])),
      gapTo: new Map(),
      pairs: new Map(),
    };
    newest.set(u.id, l);
  }
  layoutCache.set(u.models, l);
  layoutByUnit.set(u, l);
  return l;
}

function bodiesByModel(state: GameState, u: UnitState): ReadonlyMap<ModelId, Body> {
  return layoutOf(state, u).byModel;
}

export function bodyOf(state: GameState, u: UnitState, m: ModelState): Body {
  return bodiesByModel(state, u).get(m.id) ?? { c: capsuleOf(state, u, m), z: m.pos?.z ?? 0 };
}

/** The unit's models on the battlefield as bodies, in model order (shared: do not modify). */
export function unitBodies(state: GameState, u: UnitState): readonly Body[] {
  return layoutOf(state, u).bodies;
}

/** Models on the battlefield: ids and bodies, index for index, in unit order. */
export interface PlacedModels {
  readonly ids: readonly ModelId[];
  readonly bodies: readonly Body[];
}

const enemyCache = new WeakMap<GameState['units'], [PlacedModels, PlacedModels]>();

/** Every enemy model on the battlefield (remembered per state of the units). */
export function enemyModels(state: GameState, player: PlayerIndex): PlacedModels {
  let pair = enemyCache.get(state.units);
  if (!pair) {
    const ids: [ModelId[], ModelId[]] = [[], []];
    const bodies: [Body[], Body[]] = [[], []];
    for (const id of state.unitOrder) {
      const u = state.units[id] as UnitState;
      const l = layoutOf(state, u);
      // Player p's enemies are the other player's models.
      const p = u.player === 0 ? 1 : 0;
      ids[p].push(...l.ids);
      bodies[p].push(...l.bodies);
    }
    pair = [
      { ids: ids[0], bodies: bodies[0] },
      { ids: ids[1], bodies: bodies[1] },
    ];
    enemyCache.set(state.units, pair);
  }
  return pair[player];
}

/** Every enemy model on the battlefield, as bodies (shared: do not modify). */
export function enemyBodies(state: GameState, player: PlayerIndex): readonly Body[] {
  return enemyModels(state, player).bodies;
}

/** Whether any enemy model is within Engagement Range of the unit (remembered with its engaged enemies). */
export function unitInEngagementRange(state: GameState, id: UnitId): boolean {
  return engagedEnemies(state, unit(state, id)).length > 0;
}

export function unitCoherent(state: GameState, id: UnitId): boolean {
  return incoherent(unitBodies(state, unit(state, id))).length === 0;
}

/** Whether a model (by its position object) is in range of a marker, remembered per position. */
const rangeCache = new WeakMap<object, Map<object, boolean>>();

function inRangeOf(state: GameState, u: UnitState, m: ModelState, at: { x: number; y: number; z?: number }): boolean {
  if (!m.pos) return false;
  let byMarker = rangeCache.get(m.pos);
  if (!byMarker) {
    byMarker = new Map();
    rangeCache.set(m.pos, byMarker);
  }
  const key = at;
  let r = byMarker.get(key);
  if (r === undefined) {
    r = inObjectiveRange(bodyOf(state, u, m), at, markerCapsule(at));
    byMarker.set(key, r);
  }
  return r;
}

/** Each player's Level of Control over an objective: the sum of OC of their models in range. */
export function levelOfControl(state: GameState, at: { x: number; y: number; z?: number }, oc: OcOf): [number, number] {
  const levels: [number, number] = [0, 0];
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    for (const m of u.models) if (!m.destroyed && m.pos && inRangeOf(state, u, m, at)) levels[u.player] += oc(u, m);
  }
  return levels;
}

export type OcOf = (u: UnitState, m: ModelState) => number;

/** The closest gap between a body and any of the bodies (Infinity when none). */
function gapToBodies(body: Body, bodies: readonly Body[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const b of bodies) {
    if (roughGap(body.c, b.c) > best) continue;
    const g = gap(body.c, b.c);
    if (g < best) best = g;
  }
  return best;
}

/** The closest gap between a body and any model of a unit on the battlefield (Infinity when none). */
export function gapToUnit(state: GameState, body: Body, target: UnitState): number {
  return gapToBodies(body, layoutOf(state, target).bodies);
}

/** A model's gap to a unit, remembered per (model's layout, target's layout). */
export function modelGapToUnit(state: GameState, u: UnitState, m: ModelState, target: UnitState): number {
  if (!m.pos) return Number.POSITIVE_INFINITY;
  const l = layoutOf(state, u);
  const i = l.index.get(m.id);
  const t = layoutOf(state, target);
  if (i === undefined || l.poses[i] !== m.pos) return gapToBodies(bodyOf(state, u, m), t.bodies);
  let gaps = l.gapTo.get(t.serial);
  if (!gaps) {
    gaps = new Float64Array(l.ids.length).fill(Number.NaN);
    l.gapTo.set(t.serial, gaps);
  }
  let g = gaps[i] as number;
  if (Number.isNaN(g)) {
    g = gapToBodies(l.bodies[i] as Body, t.bodies);
    gaps[i] = g;
  }
  return g;
}

function pairOf(state: GameState, a: UnitState, b: UnitState): { gap?: number; engaged?: boolean } {
  const la = layoutOf(state, a);
  const serial = layoutOf(state, b).serial;
  let p = la.pairs.get(serial);
  if (!p) {
    p = {};
    la.pairs.set(serial, p);
  }
  return p;
}

/** The closest gap between two units' models. */
export function gapBetweenUnits(state: GameState, a: UnitState, b: UnitState): number {
  const p = pairOf(state, a, b);
  if (p.gap === undefined) {
    let best = Number.POSITIVE_INFINITY;
    for (const m of modelsOnTable(a)) best = Math.min(best, modelGapToUnit(state, a, m, b));
    p.gap = best;
  }
  return p.gap;
}

/** Whether two units are within Engagement Range of each other. */
export function unitsEngaged(state: GameState, a: UnitState, b: UnitState): boolean {
  const p = pairOf(state, a, b);
  if (p.engaged === undefined) {
    p.engaged = false;
    if (gapBetweenUnits(state, a, b) <= ENGAGEMENT_RANGE.horizontal + 1e-6) {
      const theirs = layoutOf(state, b).bodies;
      for (const x of layoutOf(state, a).bodies) {
        for (const y of theirs) if (engaged(x, y)) p.engaged = true;
        if (p.engaged) break;
      }
    }
  }
  return p.engaged;
}

/** Every other model on the battlefield (not the unit's own), as bodies: what a unit may not overlap. */
const othersCache = new WeakMap<GameState['units'], Map<string, Body[]>>();

export function otherBodies(state: GameState, unitId: string): Body[] {
  let byUnit = othersCache.get(state.units);
  if (!byUnit) {
    byUnit = new Map();
    othersCache.set(state.units, byUnit);
  }
  let out = byUnit.get(unitId);
  if (!out) {
    out = [];
    for (const id of state.unitOrder) {
      if (id === unitId) continue;
      out.push(...layoutOf(state, state.units[id] as UnitState).bodies);
    }
    byUnit.set(unitId, out);
  }
  return out;
}

const engagedCache = new WeakMap<UnitState, { enemies: UnitState[]; out: UnitState[] }>();

/** Enemy units (as the rules see them) within Engagement Range of a unit. */
export function engagedEnemies(state: GameState, u: UnitState): UnitState[] {
  const enemies = enemyUnits(state, u.player);
  const hit = engagedCache.get(u);
  if (hit?.enemies === enemies) return hit.out;
  // A loop, not a closure: this runs often and mostly hits (a closure would allocate its context each call).
  const out: UnitState[] = [];
  for (const e of enemies) if (unitsEngaged(state, u, e)) out.push(e);
  engagedCache.set(u, { enemies, out });
  return out;
}

const enemyUnitsCache = new WeakMap<GameState['units'], [UnitState[], UnitState[]]>();

/** The other player's units on the battlefield (remembered per state of the units). */
export function enemyUnits(state: GameState, player: PlayerIndex): UnitState[] {
  let pair = enemyUnitsCache.get(state.units);
  if (!pair) {
    pair = [[], []];
    for (const id of state.unitOrder) {
      const u = state.units[id] as UnitState;
      if (u.attachedTo === undefined && layoutOf(state, u).bodies.length > 0) pair[u.player === 0 ? 1 : 0].push(u);
    }
    enemyUnitsCache.set(state.units, pair);
  }
  return pair[player];
}

/**
 * Whether an observing model can see a unit. The battlefield has no terrain yet, so every model on it is
 * visible; this is the one place that answer is given (terrain plugs in here).
 */
export function isVisible(_state: GameState, _from: Body, target: UnitState): boolean {
  return target.models.some((m) => !m.destroyed && m.pos !== null);
}

/** Models that are in base-to-base contact (a gap of at most this). */
export const BASE_CONTACT = 0.01;

export function inBaseContact(a: Body, b: Body): boolean {
  return Math.abs(a.z - b.z) <= 5 && roughGap(a.c, b.c) <= BASE_CONTACT && gap(a.c, b.c) <= BASE_CONTACT;
}
