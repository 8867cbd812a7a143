import type { Paths } from '../commands.js';
import { Rejection } from '../ctx.js';
import type { Body } from '../geometry/rules.js';
import { incoherent, overlapping } from '../geometry/rules.js';
import { capsuleAt, type Footprint, gap, gapXY, reach, roughGap } from '../geometry/shapes.js';
import { EPS, type Placement, type Point, pointSegDistXY } from '../geometry/vec.js';
import { bodyOf, inBaseContact, otherBodies } from '../spatial.js';
import type { GameState, UnitState } from '../types.js';
import { footprint, modelsOnTable } from '../units.js';

/**
 * Finding a move toward enemy models (a Charge move, Pile In, Consolidate): each model heads for the
 * nearest enemy model and stops in base contact where it can reach one, else as close as it gets; then
 * the result is checked by the rules' own validator. Used to suggest a move to players and by bots.
 */

const CONTACT = 0.004;
const ANGLES = [0, 0.3, -0.3, 0.6, -0.6, 0.9, -0.9, 1.2, -1.2, 1.5, -1.5, 1.9, -1.9, 2.4, -2.4];

function centre(b: Body): Point {
  return { x: (b.c.a.x + b.c.b.x) / 2, y: (b.c.a.y + b.c.b.y) / 2 };
}

/** The point a fraction `t` of the way along the line (keeping the rest of the placement). */
function along(from: Placement, dx: number, dy: number, t: number): Placement {
  return { ...from, x: from.x + dx * t, y: from.y + dy * t };
}

/**
 * The gap to `target` of the footprint slid a fraction `t` along the line: its capsule as capsuleAt
 * builds it (core half-extent hx, hy; round when `round`), on coordinates, with no temporary objects.
 */
function slideGap(
  from: Placement,
  dx: number,
  dy: number,
  t: number,
  hx: number,
  hy: number,
  round: boolean,
  r: number,
  target: Body,
): number {
  const px = from.x + dx * t;
  const py = from.y + dy * t;
  return gapXY(px - hx, py - hy, px + hx, py + hy, round, r, target.c);
}

/** Along the line from `from` toward `to`, the point where the footprint's gap to `target` is `want`. */
function stopAt(f: Footprint, from: Placement, to: Point, target: Body, want: number): Placement | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (f.halfLength === f.halfWidth && target.c.a.x === target.c.b.x && target.c.a.y === target.c.b.y) {
    // Two round bases: solve |from + t d - centre| = r1 + r2 + want for the first t in [0, 1].
    const r = f.halfWidth + target.c.r + want;
    const ox = from.x - target.c.a.x;
    const oy = from.y - target.c.a.y;
    const a = dx * dx + dy * dy;
    const b = 2 * (ox * dx + oy * dy);
    const c = ox * ox + oy * oy - r * r;
    if (c <= 0) return along(from, dx, dy, 0);
    const disc = b * b - 4 * a * c;
    if (a === 0 || disc < 0) return null;
    const t = (-b - Math.sqrt(disc)) / (2 * a);
    return t >= 0 && t <= 1 ? along(from, dx, dy, t) : null;
  }
  const h = f.halfLength - f.halfWidth;
  const round = h < EPS;
  let hx = 0;
  let hy = 0;
  if (!round) {
    const th = ((from.facing ?? 0) * Math.PI) / 180;
    hx = Math.cos(th) * h;
    hy = Math.sin(th) * h;
  }
  const r = f.halfWidth;
  if (slideGap(from, dx, dy, 0, hx, hy, round, r, target) <= want) return along(from, dx, dy, 0);
  if (slideGap(from, dx, dy, 1, hx, hy, round, r, target) > want) return null;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (slideGap(from, dx, dy, mid, hx, hy, round, r, target) > want) lo = mid;
    else hi = mid;
  }
  return along(from, dx, dy, lo);
}

function clash(c: Body, others: readonly Body[]): boolean {
  for (const o of others) if (overlapping(c.c, o.c)) return true;
  return false;
}

/**
 * Paths bringing the unit's models toward `enemies` (bodies of the models to reach), each at most
 * `maxDistance`. Models already in base contact stay (`keepInContact`). Null when no coherent result.
 */
export function approachPaths(
  state: GameState,
  u: UnitState,
  enemies: readonly Body[],
  maxDistance: number,
  opts: { keepInContact?: boolean; validate?: (paths: Paths) => void } = {},
): Paths | null {
  if (!enemies.length) return null;
  const mine = modelsOnTable(u);
  // Only models the unit could reach can be in the way.
  const reachOf = mine.map((m) => bodyOf(state, u, m));
  const fixed = otherBodies(state, u.id).filter((o) =>
    reachOf.some((b) => roughGap(b.c, o.c) <= maxDistance + 2 * reach(b.c) + 0.1),
  );
  // Each model's gap to each enemy model, measured once (the order and the nearest targets both use them).
  const order = mine
    .map((m) => {
      const b = bodyOf(state, u, m);
      const gaps = enemies.map((e) => gap(b.c, e.c));
      return { m, b, gaps, near: Math.min(...gaps) };
    })
    .sort((a, b) => a.near - b.near);
  const placed: Body[] = [];
  const paths: Paths = {};
  // Models that stay put (already in base contact) are obstacles for the others.
  for (const { b } of order) {
    if (opts.keepInContact && enemies.some((e) => inBaseContact(b, e))) placed.push(b);
  }
  for (const { m, b, gaps } of order) {
    if (opts.keepInContact && enemies.some((e) => inBaseContact(b, e))) continue;
    const f = footprint(state, u, m);
    const from = m.pos as Placement;
    const byGap = enemies
      .map((e, k) => ({ e, g: gaps[k] as number }))
      .sort((p, q) => p.g - q.g)
      .slice(0, 6)
      .map((x) => x.e);
    let end: Placement | null = null;
    // Base contact first; else a place within Engagement Range (base contact may be blocked).
    for (const want of [CONTACT, 0.9]) {
      for (const e of byGap) {
        const ec = centre(e);
        const base = Math.atan2(from.y - ec.y, from.x - ec.x);
        const reachOut = Math.hypot(from.x - ec.x, from.y - ec.y) + 4;
        for (const off of ANGLES) {
          const t = base + off;
          // Approach the enemy model along the ray from its centre at angle t.
          const far = { x: ec.x + Math.cos(t) * reachOut, y: ec.y + Math.sin(t) * reachOut };
          // The spot lies on the segment far-ec: when all of it is out of reach, so is the spot (1e-6 of slack
          // over rounding), and sliding along it is not worth measuring.
          if (pointSegDistXY(from.x, from.y, far.x, far.y, ec.x, ec.y) > maxDistance + 1e-6) continue;
          const spot = stopAt(f, far, ec, e, want);
          if (!spot) continue;
          if (Math.hypot(spot.x - from.x, spot.y - from.y) > maxDistance) continue;
          const body = { c: capsuleAt(f, spot), z: from.z ?? 0 };
          if (clash(body, fixed) || clash(body, placed)) continue;
          end = spot;
          break;
        }
        if (end) break;
      }
      if (end) break;
    }
    if (!end) {
      const target = byGap[0] as Body;
      const ec = centre(target);
      const d = Math.hypot(ec.x - from.x, ec.y - from.y) || 1;
      const step = Math.min(maxDistance, d);
      const goal = { x: from.x + ((ec.x - from.x) / d) * step, y: from.y + ((ec.y - from.y) / d) * step };
      const stop = stopAt(f, from, goal, target, CONTACT) ?? { ...from, x: goal.x, y: goal.y };
      // Back off along the line until it overlaps nothing.
      for (let k = 0; k <= 8; k++) {
        const t = 1 - k / 8;
        const p = { ...from, x: from.x + (stop.x - from.x) * t, y: from.y + (stop.y - from.y) * t };
        const body = { c: capsuleAt(f, p), z: from.z ?? 0 };
        if (k === 8 || (!clash(body, fixed) && !clash(body, placed))) {
          end = p;
          break;
        }
      }
    }
    const e = end as Placement;
    placed.push({ c: capsuleAt(f, e), z: e.z ?? 0 });
    if (e.x !== from.x || e.y !== from.y) paths[m.id] = [e];
  }
  if (incoherent(placed).length) return null;
  if (opts.validate) {
    try {
      opts.validate(paths);
    } catch (err) {
      if (err instanceof Rejection) return null;
      throw err;
    }
  }
  return paths;
}

/** The whole unit moved straight by up to `maxDistance` toward a point, as far as the validator accepts. */
export function shiftToward(
  u: UnitState,
  to: Point,
  maxDistance: number,
  validate: (paths: Paths) => void,
): Paths | null {
  const mine = modelsOnTable(u);
  if (!mine.length) return null;
  const cx = mine.reduce((s, m) => s + (m.pos?.x ?? 0), 0) / mine.length;
  const cy = mine.reduce((s, m) => s + (m.pos?.y ?? 0), 0) / mine.length;
  const d = Math.hypot(to.x - cx, to.y - cy);
  if (d === 0) return null;
  for (const frac of [1, 0.75, 0.5, 0.25]) {
    const step = Math.min(maxDistance, d) * frac;
    const dx = ((to.x - cx) / d) * step;
    const dy = ((to.y - cy) / d) * step;
    const paths: Paths = {};
    for (const m of mine) if (m.pos) paths[m.id] = [{ ...m.pos, x: m.pos.x + dx, y: m.pos.y + dy }];
    try {
      validate(paths);
      return paths;
    } catch (err) {
      if (!(err instanceof Rejection)) throw err;
    }
  }
  return null;
}
