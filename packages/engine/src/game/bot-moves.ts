import type { Rng } from '../dice/prng.js';
import { endsOf } from './charge/validate.js';
import type { Paths } from './commands.js';
import { Rejection } from './ctx.js';
import type { ParamSchema } from './decisions.js';
import { battlefieldRect } from './geometry/battlefield.js';
import { formation, formationExtent } from './geometry/formation.js';
import type { Placement, Point } from './geometry/vec.js';
import { validateMove } from './movement/validate.js';
import { validateDeployment } from './phases/deployment.js';
import { findSetUp, ringAround, type SetUpCandidate, scanZones } from './placement.js';
import { checkEmbark, hullOf } from './transports.js';
import type { GameState, MoveKind, UnitState } from './types.js';
import { aliveModels, modelsOnTable } from './units.js';

/** Geometry for the random bot: legal positions and paths found by trying and asking the rules. */

export function legal(f: () => void): boolean {
  try {
    f();
    return true;
  } catch (e) {
    if (e instanceof Rejection) return false;
    throw e;
  }
}

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[rng.below(xs.length)] as T;
}

export function deployPositions(state: GameState, s: ParamSchema & { kind: 'positions' }, rng: Rng) {
  const u = state.units[s.unit] as UnitState;
  const ext = formationExtent(s.models.map((m) => m.footprint));
  const candidates = function* (): Generator<Point> {
    for (let attempt = 0; attempt < 80; attempt++) {
      const z = pick(rng, s.zones);
      const x0 = z.x0 + ext.hx;
      const x1 = z.x1 - ext.hx;
      const y0 = z.y0 + ext.hy;
      const y1 = z.y1 - ext.hy;
      if (x1 < x0 || y1 < y0) return;
      yield { x: x0 + rng.float() * (x1 - x0), y: y0 + rng.float() * (y1 - y0) };
    }
  };
  return deployFrom(state, s, candidates());
}

/**
 * A legal deployment from candidate points in order; in a crowded zone, every place a packed block of
 * one to four rows could stand (the random and heuristic bots both place units this way).
 */
export function deployFrom(
  state: GameState,
  s: ParamSchema & { kind: 'positions' },
  candidates: Iterable<SetUpCandidate>,
): Record<string, Placement> | null {
  const u = state.units[s.unit] as UnitState;
  const rule = { kind: 'deploy', zones: s.zones } as const;
  const fps = s.models.map((m) => m.footprint);
  const positions = findSetUp(state, u, rule, candidates) ?? findSetUp(state, u, rule, scanZones(s.zones, fps));
  return positions && legal(() => validateDeployment(state, u, positions)) ? positions : null;
}

/** A set-up for arriving or disembarking units: random points that fit the rule. */
export function setUpPositions(state: GameState, s: ParamSchema & { kind: 'setup' }, rng: Rng) {
  const u = state.units[s.unit] as UnitState;
  const field = battlefieldRect(state.mission.battlefield);
  const ext = formationExtent(s.models.map((m) => m.footprint));
  const rule = s.rule;
  const candidates = function* (): Generator<Point> {
    for (let attempt = 0; attempt < 40; attempt++) {
      if (rule.kind === 'disembark') {
        const cx = (rule.hull.a.x + rule.hull.b.x) / 2;
        const cy = (rule.hull.a.y + rule.hull.b.y) / 2;
        const t = rng.float() * 2 * Math.PI;
        const r =
          rule.hull.r +
          Math.hypot(rule.hull.a.x - rule.hull.b.x, rule.hull.a.y - rule.hull.b.y) / 2 +
          ext.hx +
          0.2 +
          rng.float();
        yield { x: cx + Math.cos(t) * r, y: cy + Math.sin(t) * r };
      } else if (rule.kind === 'strategic') {
        const side = rng.below(4);
        const along = rng.float();
        const inset = Math.max(ext.hx, ext.hy) + 0.1;
        const x =
          side < 2
            ? field.x0 + ext.hx + along * (field.x1 - field.x0 - 2 * ext.hx)
            : side === 2
              ? field.x0 + inset
              : field.x1 - inset;
        const y =
          side >= 2
            ? field.y0 + ext.hy + along * (field.y1 - field.y0 - 2 * ext.hy)
            : side === 0
              ? field.y0 + inset
              : field.y1 - inset;
        yield { x, y };
      } else if (rule.kind === 'deep-strike' && rule.hallowed && attempt % 2 === 0) {
        // Wholly within its Hallowed Ground (Hallowed Beacon): half the tries in its own deployment zone.
        const zones = state.mission.zones[u.player];
        const z = zones[rng.below(zones.length)];
        if (z)
          yield {
            x: z.x0 + ext.hx + rng.float() * Math.max(0, z.x1 - z.x0 - 2 * ext.hx),
            y: z.y0 + ext.hy + rng.float() * Math.max(0, z.y1 - z.y0 - 2 * ext.hy),
          };
      } else {
        yield { x: ext.hx + rng.float() * (field.x1 - 2 * ext.hx), y: ext.hy + rng.float() * (field.y1 - 2 * ext.hy) };
      }
    }
  };
  const found = findSetUp(state, u, rule, candidates(), aliveModels(u));
  // A unit too wide for a random spot near the hull: rings around it, the formation along its sides.
  if (found || rule.kind !== 'disembark') return found;
  return findSetUp(state, u, rule, ringAround(rule.hull, u, state, aliveModels(u)), aliveModels(u));
}

function translate(models: { id: string; from: Placement }[], dx: number, dy: number): Paths {
  const paths: Paths = {};
  for (const m of models) paths[m.id] = [{ ...m.from, x: m.from.x + dx, y: m.from.y + dy }];
  return paths;
}

function centroid(u: UnitState): Point {
  const mine = modelsOnTable(u);
  return {
    x: mine.reduce((a, m) => a + (m.pos?.x ?? 0), 0) / Math.max(1, mine.length),
    y: mine.reduce((a, m) => a + (m.pos?.y ?? 0), 0) / Math.max(1, mine.length),
  };
}

function awayFromEnemies(state: GameState, u: UnitState): number {
  const c = centroid(u);
  let ex = 0;
  let ey = 0;
  let n = 0;
  for (const id of state.unitOrder) {
    const v = state.units[id] as UnitState;
    if (v.player === u.player) continue;
    for (const m of modelsOnTable(v)) {
      if (Math.hypot((m.pos?.x ?? 0) - c.x, (m.pos?.y ?? 0) - c.y) < 6) {
        ex += m.pos?.x ?? 0;
        ey += m.pos?.y ?? 0;
        n++;
      }
    }
  }
  return n === 0 ? 0 : Math.atan2(c.y - ey / n, c.x - ex / n);
}

/** Toward the nearest enemy, usually: bots that close in make the later phases happen. */
function towardEnemies(state: GameState, u: UnitState): number | null {
  const c = centroid(u);
  let best: Point | null = null;
  let d = Number.POSITIVE_INFINITY;
  for (const id of state.unitOrder) {
    const v = state.units[id] as UnitState;
    if (v.player === u.player) continue;
    for (const m of modelsOnTable(v)) {
      const dd = Math.hypot((m.pos?.x ?? 0) - c.x, (m.pos?.y ?? 0) - c.y);
      if (dd < d) {
        d = dd;
        best = m.pos;
      }
    }
  }
  return best ? Math.atan2(best.y - c.y, best.x - c.x) : null;
}

/** Each model's allowance as the schema gives it (its own where it has one, else the unit's). */
function allowances(s: ParamSchema & { kind: 'paths' }): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of s.models) out[m.id] = m.maxDistance ?? s.maxDistance;
  return out;
}

/** A Normal, Advance or Fall Back move: the unit translated along one line, checked by the engine; maybe embarking. */
export function randomPaths(
  state: GameState,
  s: ParamSchema & { kind: 'paths' },
  rng: Rng,
): { paths: Paths; embark?: string } | null {
  const u = state.units[s.unit] as UnitState;
  const move = s.move as MoveKind;
  if (s.transports?.length && rng.float() < 0.4) {
    const t = state.units[pick(rng, s.transports)] as UnitState;
    const hull = hullOf(state, t);
    if (hull) {
      const c = centroid(u);
      const tx = (hull.a.x + hull.b.x) / 2;
      const ty = (hull.a.y + hull.b.y) / 2;
      const d = Math.hypot(tx - c.x, ty - c.y);
      const reach = Math.max(0, d - hull.r - 1.5);
      if (reach <= s.maxDistance && d > 0) {
        for (const side of [0, 0.5, -0.5, 1, -1]) {
          const ang = Math.atan2(ty - c.y, tx - c.x) + side;
          const paths = translate(s.models, Math.cos(ang) * reach, Math.sin(ang) * reach);
          const ok = legal(() => {
            validateMove(state, u, paths, move, allowances(s));
            checkEmbark(
              state,
              u,
              t.id,
              endsOf(state, u, paths).map((e) => e.body),
            );
          });
          if (ok) return { paths, embark: t.id };
        }
      }
    }
  }
  const away = move === 'fall-back' ? awayFromEnemies(state, u) : null;
  const toward = move !== 'fall-back' && rng.float() < 0.6 ? towardEnemies(state, u) : null;
  for (let attempt = 0; attempt < 14; attempt++) {
    const base = attempt < 7 ? (away ?? toward) : null;
    const angle =
      base !== null ? base + (rng.float() - 0.5) * (away !== null ? Math.PI : 1) : rng.float() * 2 * Math.PI;
    const d =
      move === 'fall-back' ? s.maxDistance * (0.5 + 0.5 * rng.float()) : s.maxDistance * (0.3 + 0.7 * rng.float());
    const paths = translate(s.models, Math.cos(angle) * d, Math.sin(angle) * d);
    if (legal(() => validateMove(state, u, paths, move, allowances(s)))) return { paths };
  }
  if (move !== 'fall-back' && legal(() => validateMove(state, u, {}, move, allowances(s)))) return { paths: {} };
  return regroup(state, u, s, move);
}

/** A unit out of coherency closes up: its models in a block around their centre (or a point near it). */
function regroup(
  state: GameState,
  u: UnitState,
  s: ParamSchema & { kind: 'paths' },
  move: MoveKind,
): { paths: Paths } | null {
  const c = centroid(u);
  const fps = s.models.map((m) => m.footprint);
  for (const [dx, dy] of [
    [0, 0],
    [1.5, 0],
    [-1.5, 0],
    [0, 1.5],
    [0, -1.5],
  ] as const) {
    const spots = formation({ x: c.x + dx, y: c.y + dy }, fps);
    const paths: Paths = {};
    s.models.forEach((m, i) => {
      paths[m.id] = [{ ...m.from, ...(spots[i] as Point) }];
    });
    if (legal(() => validateMove(state, u, paths, move, allowances(s)))) return { paths };
  }
  return null;
}
