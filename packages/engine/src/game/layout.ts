import { type Body, ENGAGEMENT_RANGE, engaged, inObjectiveRange, markerCapsule } from './geometry/rules.js';
import { capsuleAt, type Footprint, gap, reach, roughGap } from './geometry/shapes.js';
import type { Placement, Point } from './geometry/vec.js';
import type { GameState, ModelId, ModelState, PlayerIndex, UnitId, UnitState } from './types.js';
import { footprint, modelsOnTable } from './units.js';

/**
 * A unit's geometry, its models on the battlefield as bodies, is a layout: shared by every version of the
 * unit whose models stand at the same placements, so a wound, a fired weapon or a new turn's history keep
 * it, and what was measured from it (gaps, Engagement Range) stays remembered. Placements are immutable
 * objects, so equal placements are the same objects; a layout is a pure function of its model ids,
 * placements and footprints, and everything remembered on it is a pure function of layouts.
 */
export interface Layout {
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
  /** A circle holding every body: its distance to another layout's, less both radii, bounds their gap. */
  readonly cx: number;
  readonly cy: number;
  readonly radius: number;
  /** Per other layout (by serial): each model's closest gap to it (NaN until measured). */
  readonly gapTo: Map<number, number[]>;
  /** Per other layout (by serial): the closest gap between the two, and whether they are engaged. */
  readonly pairs: Map<number, { gap?: number; engaged?: boolean }>;
  /** Per objective marker (by its position object): which models are in range of it; null when none is. */
  readonly markers: Map<object, boolean[] | null>;
  /** The enemy units within Engagement Range of it, for the enemy formation they were found in. */
  engaged?: { formation: Formation; ids: readonly UnitId[] };
}

let serials = 0;
/** Layouts by unit object (a unit never changes) and by models array (checked: the same array, the same unit). */
const byUnit = new WeakMap<UnitState, Layout>();
const byModels = new WeakMap<ModelState[], Layout>();
/** The newest layout of each unit id: a changed unit whose models have not moved takes it over. */
const newest = new Map<UnitId, Layout>();

export function layoutOf(state: GameState, u: UnitState): Layout {
  return byUnit.get(u) ?? newLayout(state, u);
}

function sameSource(l: Layout, state: GameState, u: UnitState): boolean {
  return l.base === u.base && l.datasheet === u.datasheet && l.datasheets === state.datasheets;
}

/** (Kept apart from layoutOf: closures here would make every call allocate their context.) */
function newLayout(state: GameState, u: UnitState): Layout {
  const hit = byModels.get(u.models);
  if (hit && sameSource(hit, state, u)) {
    byUnit.set(u, hit);
    return hit;
  }
  const on = modelsOnTable(u);
  const ids = on.map((m) => m.id);
  const poses = on.map((m) => m.pos as Placement);
  const foots = on.map((m) => footprint(state, u, m));
  let l = newest.get(u.id);
  if (!l || !sameSource(l, state, u) || !samePlaces(l, ids, poses, foots)) {
    l = build(state, u, ids, poses, foots);
    newest.set(u.id, l);
  }
  byModels.set(u.models, l);
  byUnit.set(u, l);
  return l;
}

function samePlaces(l: Layout, ids: ModelId[], poses: Placement[], foots: Footprint[]): boolean {
  if (l.ids.length !== ids.length) return false;
  for (let i = 0; i < ids.length; i++)
    if (l.ids[i] !== ids[i] || l.poses[i] !== poses[i] || l.foots[i] !== foots[i]) return false;
  return true;
}

function build(state: GameState, u: UnitState, ids: ModelId[], poses: Placement[], foots: Footprint[]): Layout {
  const bodies: Body[] = poses.map((p, i) => ({ c: capsuleAt(foots[i] as Footprint, p), z: p.z ?? 0 }));
  // The bounding circle: centred on the middle of the bodies' centres' extent.
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const b of bodies) {
    const x = (b.c.a.x + b.c.b.x) / 2;
    const y = (b.c.a.y + b.c.b.y) / 2;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  let radius = 0;
  for (const b of bodies) {
    const dx = (b.c.a.x + b.c.b.x) / 2 - cx;
    const dy = (b.c.a.y + b.c.b.y) / 2 - cy;
    radius = Math.max(radius, Math.sqrt(dx * dx + dy * dy) + reach(b.c));
  }
  return {
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
    cx,
    cy,
    radius,
    gapTo: new Map(),
    pairs: new Map(),
    markers: new Map(),
  };
}

/** Which of a layout's models are within range of the objective marker at `at` (null when none is). */
export function inObjectiveRangeOf(l: Layout, at: Point): boolean[] | null {
  const hit = l.markers.get(at);
  return hit !== undefined ? hit : measureObjectiveRange(l, at);
}

function measureObjectiveRange(l: Layout, at: Point): boolean[] | null {
  const marker = markerCapsule(at);
  let near: boolean[] | null = null;
  l.bodies.forEach((b, i) => {
    if (!inObjectiveRange(b, at, marker)) return;
    near ??= new Array<boolean>(l.bodies.length).fill(false);
    near[i] = true;
  });
  l.markers.set(at, near);
  return near;
}

/** The closest gap between a body and any of the bodies (Infinity when none). */
export function gapToBodies(body: Body, bodies: readonly Body[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const b of bodies) {
    if (roughGap(body.c, b.c) > best) continue;
    const g = gap(body.c, b.c);
    if (g < best) best = g;
  }
  return best;
}

/** Model `i` of layout `a`: its closest gap to layout `b` (remembered). */
export function modelGap(a: Layout, i: number, b: Layout): number {
  let gaps = a.gapTo.get(b.serial);
  if (!gaps) {
    // A plain array of doubles: small typed arrays cost an off-heap buffer each.
    gaps = new Array<number>(a.ids.length).fill(Number.NaN);
    a.gapTo.set(b.serial, gaps);
  }
  let g = gaps[i] as number;
  if (Number.isNaN(g)) {
    g = gapToBodies(a.bodies[i] as Body, b.bodies);
    gaps[i] = g;
  }
  return g;
}

function pairOf(a: Layout, b: Layout): { gap?: number; engaged?: boolean } {
  let p = a.pairs.get(b.serial);
  if (!p) {
    p = {};
    a.pairs.set(b.serial, p);
  }
  return p;
}

/** The closest gap between the models of two layouts (Infinity when either is empty); measured from `a`. */
export function layoutGap(a: Layout, b: Layout): number {
  const p = pairOf(a, b);
  if (p.gap === undefined) {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < a.ids.length; i++) best = Math.min(best, modelGap(a, i, b));
    p.gap = best;
  }
  return p.gap;
}

/**
 * Whether `layoutGap(a, b) <= d + 1e-6`, answered from the bounding circles when they are far enough
 * apart that the exact gap could not be within (the bound is below every model's gap; 1e-5 covers rounding).
 */
export function layoutsWithin(a: Layout, b: Layout, d: number): boolean {
  if (a.bodies.length === 0 || b.bodies.length === 0) return Number.POSITIVE_INFINITY <= d + 1e-6;
  const dx = a.cx - b.cx;
  const dy = a.cy - b.cy;
  const bound = Math.sqrt(dx * dx + dy * dy) - a.radius - b.radius;
  if (bound > d + 1e-5) return false;
  return layoutGap(a, b) <= d + 1e-6;
}

/** Whether any model of `a` is within Engagement Range of any model of `b`. */
export function layoutsEngaged(a: Layout, b: Layout): boolean {
  const p = pairOf(a, b);
  if (p.engaged === undefined) {
    p.engaged = false;
    if (layoutsWithin(a, b, ENGAGEMENT_RANGE.horizontal)) {
      for (const x of a.bodies) {
        for (const y of b.bodies) if (engaged(x, y)) p.engaged = true;
        if (p.engaged) break;
      }
    }
  }
  return p.engaged;
}

/**
 * A player's enemy units as the rules see them (on the battlefield, Attached units once) with their
 * layouts. Interned: while no enemy unit's layout changes, it is the same object, whatever else changes,
 * so answers remembered per formation (who is engaged with whom) stay valid.
 */
export interface Formation {
  readonly ids: readonly UnitId[];
  readonly layouts: readonly Layout[];
  /** Each unit's attached Leaders (the array itself: it changes only when Leaders attach or split off). */
  readonly leaders: readonly (readonly UnitId[] | undefined)[];
}

/**
 * What each player faces in a state of the units, gathered in one pass and remembered per state of the
 * units: the enemy formation, the enemy units as the rules see them with their models' bodies, and
 * every enemy model on the battlefield (attached or not) with its id.
 */
export interface Formations {
  readonly enemiesOf: readonly [Formation, Formation];
  /** Every unit with models on the battlefield is deployed (always so in a battle; a hand-made state may differ). */
  readonly placedDeployed: boolean;
  readonly enemyUnits: readonly [UnitState[], UnitState[]];
  /** The layouts of all the other player's units with models on the battlefield (attached or not). */
  readonly placed: readonly [Layout[], Layout[]];
  /** Built on first use: the bodies of the enemy units, and every enemy model's id and body. */
  unitBodies?: [Body[], Body[]];
  models?: [PlacedModels, PlacedModels];
}

/** Models on the battlefield: ids and bodies, index for index, in unit order. */
export interface PlacedModels {
  readonly ids: readonly ModelId[];
  readonly bodies: readonly Body[];
}

const formations = new WeakMap<GameState['units'], Formations>();
/** The latest formation per player, for interning (checked element by element). */
const latest: [Formation | null, Formation | null] = [null, null];

export function enemyFormation(state: GameState, player: PlayerIndex): Formation {
  return formationsOf(state).enemiesOf[player];
}

export function formationsOf(state: GameState): Formations {
  return formations.get(state.units) ?? buildFormations(state);
}

function buildFormations(state: GameState): Formations {
  const ids: [UnitId[], UnitId[]] = [[], []];
  const layouts: [Layout[], Layout[]] = [[], []];
  const leaders: [(UnitId[] | undefined)[], (UnitId[] | undefined)[]] = [[], []];
  const units: [UnitState[], UnitState[]] = [[], []];
  const placed: [Layout[], Layout[]] = [[], []];
  let placedDeployed = true;
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    const l = layoutOf(state, u);
    // Player p's enemies are the other player's units.
    const p = u.player === 0 ? 1 : 0;
    if (l.bodies.length) {
      placed[p].push(l);
      if (!u.deployed) placedDeployed = false;
    }
    if (u.attachedTo !== undefined || !l.bodies.length) continue;
    ids[p].push(id);
    layouts[p].push(l);
    leaders[p].push(u.leaders);
    units[p].push(u);
  }
  const out: Formations = {
    enemiesOf: [intern(0, ids[0], layouts[0], leaders[0]), intern(1, ids[1], layouts[1], leaders[1])],
    placedDeployed,
    enemyUnits: units,
    placed,
  };
  formations.set(state.units, out);
  return out;
}

function intern(
  p: PlayerIndex,
  ids: UnitId[],
  layouts: Layout[],
  leaders: (readonly UnitId[] | undefined)[],
): Formation {
  const f = latest[p];
  if (
    f &&
    f.ids.length === ids.length &&
    f.ids.every((id, i) => id === ids[i] && f.layouts[i] === layouts[i] && f.leaders[i] === leaders[i])
  )
    return f;
  const made = { ids, layouts, leaders };
  latest[p] = made;
  return made;
}

/** The ids of the enemy units within Engagement Range of a layout (remembered per enemy formation). */
export function engagedIds(l: Layout, enemies: Formation): readonly UnitId[] {
  const hit = l.engaged;
  if (hit && hit.formation === enemies) return hit.ids;
  const ids: UnitId[] = [];
  for (let i = 0; i < enemies.ids.length; i++)
    if (layoutsEngaged(l, enemies.layouts[i] as Layout)) ids.push(enemies.ids[i] as UnitId);
  l.engaged = { formation: enemies, ids };
  return ids;
}

function bodiesOf(layouts: readonly Layout[]): Body[] {
  const out: Body[] = [];
  for (const l of layouts) for (const b of l.bodies) out.push(b);
  return out;
}

/** The models of a player's enemy units (as the rules see them), as bodies (shared: do not modify). */
export function enemyUnitBodiesOf(state: GameState, player: PlayerIndex): readonly Body[] {
  const f = formationsOf(state);
  f.unitBodies ??= [bodiesOf(f.enemiesOf[0].layouts), bodiesOf(f.enemiesOf[1].layouts)];
  return f.unitBodies[player];
}

/** Every enemy model on the battlefield, attached or not, with its id (shared: do not modify). */
export function enemyModelsOf(state: GameState, player: PlayerIndex): PlacedModels {
  const f = formationsOf(state);
  f.models ??= [placedModels(f.placed[0]), placedModels(f.placed[1])];
  return f.models[player];
}

function placedModels(layouts: readonly Layout[]): PlacedModels {
  const ids: ModelId[] = [];
  for (const l of layouts) for (const id of l.ids) ids.push(id);
  return { ids, bodies: bodiesOf(layouts) };
}
