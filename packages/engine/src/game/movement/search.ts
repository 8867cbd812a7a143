import type { Paths } from '../commands.js';
import { Rejection } from '../ctx.js';
import { battlefieldRect, capsuleWhollyWithin } from '../geometry/battlefield.js';
import { type Body, ENGAGEMENT_RANGE, incoherent, overlapping } from '../geometry/rules.js';
import { capsuleAt, type Footprint, gap, reach, roughGap } from '../geometry/shapes.js';
import { EPS, type Placement, type Point } from '../geometry/vec.js';
import { enemyModels, otherBodies, type PlacedModels } from '../spatial.js';
import { endOnTerrain, moverOf } from '../terrain/movement.js';
import type { GameState, ModelState, UnitState } from '../types.js';
import { footprint, modelHasKeyword, modelsOnTable } from '../units.js';
import { legGap } from './validate.js';

/**
 * A bounded search for a move that ends models around enemy models (a Charge move, a Pile In): each model
 * in turn, nearest first, tries spots in base contact with the enemy models it can reach (then spots
 * within Engagement Range), spots beside the models already placed (for those that cannot reach), and
 * its own place; a straight path, or one that bends once around an enemy model in the way. Every complete
 * placement that is coherent goes to the rules' own validator; the first it accepts is the answer.
 * Used when the quick approach (approach.ts) fails, so a legal move is found whenever one of this shape
 * exists within the budget (the test compares it with a brute-force search).
 */

export interface Mover {
  m: ModelState;
  f: Footprint;
  from: Placement;
  z: number;
  /** How far it may move. */
  max: number;
  /** May pass over enemy models (FLY). */
  fly: boolean;
}

export interface SearchInput {
  movers: Mover[];
  /** Enemy models to end near (the charge's targets; for a Pile In, every enemy model). */
  goals: readonly Body[];
  /** Every enemy model (for "not through enemy models") with ids. */
  enemies: PlacedModels;
  /** Enemy models the move may not come within Engagement Range of (a charge's non-targets). */
  avoid: readonly Body[];
  /** Other models the ends may not overlap (friends, enemies). */
  fixed: readonly Body[];
  /** Stay on the battlefield and clear of terrain: whether a model may end its move at this spot. */
  canEnd: (mover: Mover, at: Placement) => boolean;
  validate: (paths: Paths) => void;
  budget?: number;
  /**
   * Models the validator rejects any path for (a Pile In's models already in base contact): a search in
   * which one of them must engage and has no candidate that stays put accepts nothing, so it ends at once.
   */
  stays?: ReadonlySet<string>;
  /**
   * A quick test of a complete placement (each mover's end, in search order, and whether it moved) that is
   * true only when `validate` would reject it: such a placement is not handed to the validator.
   */
  rejects?: (ends: readonly { body: Body; moved: boolean }[]) => boolean;
}

const CONTACT = 0.004;
const RING = 24;

interface Candidate {
  end: Placement;
  path: Placement[];
  body: Body;
}

function centre(b: Body): Point {
  return { x: (b.c.a.x + b.c.b.x) / 2, y: (b.c.a.y + b.c.b.y) / 2 };
}

function pathLength(from: Point, path: readonly Point[]): number {
  let d = 0;
  let p = from;
  for (const q of path) {
    d += Math.hypot(q.x - p.x, q.y - p.y);
    p = q;
  }
  return d;
}

/** Whether a leg keeps clear of enemy models' bases (unless FLY) and of the models to avoid. */
function legClear(s: SearchInput, mv: Mover, from: Placement, to: Placement): boolean {
  if (!mv.fly) for (const e of s.enemies.bodies) if (legGap(mv.f, from, to, e) < -EPS) return false;
  for (const a of s.avoid) if (legGap(mv.f, from, to, a) <= ENGAGEMENT_RANGE.horizontal + EPS) return false;
  return true;
}

/** A path to `end`: straight, or bending once beside the first enemy model in the way. */
function pathTo(s: SearchInput, mv: Mover, end: Placement): Placement[] | null {
  if (legClear(s, mv, mv.from, end)) return [end];
  const dx = end.x - mv.from.x;
  const dy = end.y - mv.from.y;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  for (const e of s.enemies.bodies) {
    if (legGap(mv.f, mv.from, end, e) >= -EPS) continue;
    const c = centre(e);
    const off = reach(e.c) + mv.f.halfLength + 0.05;
    for (const sgn of [1, -1]) {
      for (const k of [1, 1.6]) {
        const w = { ...mv.from, x: c.x + sgn * nx * off * k, y: c.y + sgn * ny * off * k };
        const path = [w, end];
        if (pathLength(mv.from, path) > mv.max + EPS) continue;
        if (legClear(s, mv, mv.from, w) && legClear(s, mv, w, end)) return path;
      }
    }
    return null;
  }
  return null;
}

/** Spots at gap `want` from a body, around it (`RING` directions), nearest to the mover first. */
function ringSpots(mv: Mover, b: Body, want: number): Placement[] {
  const c = centre(b);
  const r = reach(b.c) + mv.f.halfWidth + want;
  const base = Math.atan2(mv.from.y - c.y, mv.from.x - c.x);
  const out: Placement[] = [];
  for (let i = 0; i < RING; i++) {
    const k = i === 0 ? 0 : (i % 2 === 1 ? 1 : -1) * Math.ceil(i / 2);
    const t = base + (k * 2 * Math.PI) / RING;
    // Pull the spot in until the gap is `want` (capsules are not circles).
    let p: Placement = { ...mv.from, x: c.x + Math.cos(t) * r, y: c.y + Math.sin(t) * r };
    for (let it = 0; it < 4; it++) {
      const g = gap(capsuleAt(mv.f, p), b.c);
      const d = g - want;
      if (Math.abs(d) < 0.002) break;
      const cur = Math.hypot(p.x - c.x, p.y - c.y) - d;
      p = { ...p, x: c.x + Math.cos(t) * cur, y: c.y + Math.sin(t) * cur };
    }
    out.push(p);
  }
  return out;
}

/** A candidate end for a mover, or null when it breaks a rule on its own (overlap, Engagement Range, path). */
function candidate(s: SearchInput, mv: Mover, fixed: readonly Body[], end: Placement): Candidate | null {
  if (Math.hypot(end.x - mv.from.x, end.y - mv.from.y) > mv.max + EPS) return null;
  const body = { c: capsuleAt(mv.f, end), z: mv.z };
  for (const o of fixed) if (overlapping(body.c, o.c)) return null;
  for (const a of s.avoid) if (gap(body.c, a.c) <= ENGAGEMENT_RANGE.horizontal + EPS) return null;
  if (!s.canEnd(mv, end)) return null;
  const path = end.x === mv.from.x && end.y === mv.from.y ? [] : pathTo(s, mv, end);
  if (!path || pathLength(mv.from, path) > mv.max + EPS) return null;
  return { end, path, body };
}

/** The mover's spots around the enemy models it can reach (measured once per search). */
function goalCandidates(s: SearchInput, mv: Mover, fixed: readonly Body[]): Candidate[] {
  const out: Candidate[] = [];
  for (const p of goalSpots(s, mv)) {
    const c = candidate(s, mv, fixed, p);
    if (c) out.push(c);
  }
  return out;
}

/** The spots goalCandidates tries, in its order. */
function goalSpots(s: SearchInput, mv: Mover): Placement[] {
  const out: Placement[] = [];
  const start = capsuleAt(mv.f, mv.from);
  const goals = s.goals
    .map((b) => ({ b, g: gap(start, b.c) }))
    .filter((x) => x.g <= mv.max + ENGAGEMENT_RANGE.horizontal)
    .sort((p, q) => p.g - q.g)
    .slice(0, 8);
  for (const want of [CONTACT, 0.5, 0.95])
    for (const { b, g } of goals) if (g - want <= mv.max + EPS) out.push(...ringSpots(mv, b, want));
  return out;
}

/** Spots beside the models already placed (for a mover that cannot reach), and its own place. */
function besideCandidates(s: SearchInput, mv: Mover, fixed: readonly Body[], placed: readonly Body[]): Candidate[] {
  const out: Candidate[] = [];
  for (const want of [0.3, 1.4])
    for (const o of placed)
      for (const p of ringSpots(mv, o, want)) {
        const c = candidate(s, mv, fixed, p);
        if (c) out.push(c);
      }
  const stay = candidate(s, mv, fixed, mv.from);
  if (stay) out.push(stay);
  return out;
}

/**
 * The search as one mover sees it: only the enemy models and models to avoid near enough to matter. Every
 * leg the search tries stays within the mover's allowance of its start, so a body whose centre is farther
 * than that plus both reaches plus Engagement Range plus 2" passes every leg and end test (legGap's own
 * bound exceeds Engagement Range there); leaving it out, in order, changes no answer.
 */
function nearMover(s: SearchInput, mv: Mover): SearchInput {
  const limit = mv.max + mv.f.halfLength + ENGAGEMENT_RANGE.horizontal + 2;
  const near = (b: Body) => Math.hypot(centre(b).x - mv.from.x, centre(b).y - mv.from.y) - reach(b.c) <= limit;
  const ids: string[] = [];
  const bodies: Body[] = [];
  s.enemies.bodies.forEach((b, k) => {
    if (!near(b)) return;
    bodies.push(b);
    ids.push(s.enemies.ids[k] as string);
  });
  return { ...s, enemies: { ids, bodies }, avoid: s.avoid.filter(near) };
}

/** The search: null when no placement of this shape is accepted within the budget. */
export function searchMove(s: SearchInput): Paths | null {
  let budget = s.budget ?? 400;
  const placed: Body[] = [];
  const chosen: Candidate[] = [];
  const goals = new Map<Mover, Candidate[]>();
  const order = s.movers
    .map((mv) => {
      const start = capsuleAt(mv.f, mv.from);
      // Only the models the mover could reach can be in its way.
      const fixed = s.fixed.filter((o) => roughGap(start, o.c) <= mv.max + 2 * reach(start) + 0.1);
      return { mv, fixed, g: Math.min(...s.goals.map((b) => gap(start, b.c))), ls: nearMover(s, mv) };
    })
    .sort((a, b) => a.g - b.g);
  // Every complete placement gives such a mover one of its goal candidates; if none stays, each is rejected.
  if (s.stays?.size)
    for (const { mv, g, fixed, ls } of order) {
      if (!s.stays.has(mv.m.id) || g > mv.max - EPS) continue;
      // A candidate stays put only at a spot exactly where the mover stands.
      if (!goalSpots(s, mv).some((p) => p.x === mv.from.x && p.y === mv.from.y)) return null;
      const own = goalCandidates(ls, mv, fixed);
      goals.set(mv, own);
      if (!own.some((c) => c.path.length === 0)) return null;
    }
  const dfs = (i: number): Paths | null => {
    if (budget-- <= 0) return null;
    if (i === order.length) {
      if (incoherent(placed).length) return null;
      if (s.rejects?.(chosen.map((c) => ({ body: c.body, moved: c.path.length > 0 })))) return null;
      const paths: Paths = {};
      chosen.forEach((c, k) => {
        if (c.path.length) paths[(order[k] as { mv: Mover }).mv.m.id] = c.path;
      });
      try {
        s.validate(paths);
        return paths;
      } catch (err) {
        if (err instanceof Rejection) return null;
        throw err;
      }
    }
    const { mv, g, fixed, ls } = order[i] as { mv: Mover; g: number; fixed: readonly Body[]; ls: SearchInput };
    const mustEngage = g <= mv.max - EPS;
    let own = goals.get(mv);
    if (!own) {
      own = goalCandidates(ls, mv, fixed);
      goals.set(mv, own);
    }
    const list = mustEngage ? own : [...own, ...besideCandidates(ls, mv, fixed, placed)];
    for (const c of list) {
      if (placed.some((p) => overlapping(p.c, c.body.c))) continue;
      placed.push(c.body);
      chosen.push(c);
      const found = dfs(i + 1);
      placed.pop();
      chosen.pop();
      if (found) return found;
      if (budget <= 0) return null;
    }
    return null;
  };
  return dfs(0);
}

/** The search's input for a unit of the state: its models, every enemy model, the other models as obstacles. */
export function searchFor(
  state: GameState,
  u: UnitState,
  max: number,
  goals: readonly Body[],
  avoid: readonly Body[],
  validate: (paths: Paths) => void,
): SearchInput {
  const field = battlefieldRect(state.mission.battlefield);
  return {
    movers: modelsOnTable(u).map((m) => ({
      m,
      f: footprint(state, u, m),
      from: m.pos as Placement,
      z: m.pos?.z ?? 0,
      max,
      fly: modelHasKeyword(state, u, m, 'FLY'),
    })),
    goals,
    enemies: enemyModels(state, u.player),
    avoid,
    fixed: otherBodies(state, u.id),
    canEnd: (mv, at) =>
      capsuleWhollyWithin(capsuleAt(mv.f, at), field) &&
      (!state.terrain?.features.length || endOnTerrain(state, moverOf(state, u, mv.m, mv.f), at) === null),
    validate,
  };
}
