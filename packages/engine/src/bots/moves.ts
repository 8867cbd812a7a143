import { deployFrom, legal } from '../game/bot-moves.js';
import type { Paths } from '../game/commands.js';
import type { ParamSchema } from '../game/decisions.js';
import { battlefieldRect } from '../game/geometry/battlefield.js';
import { formation, formationExtent } from '../game/geometry/formation.js';
import { inObjectiveRange } from '../game/geometry/rules.js';
import type { Point } from '../game/geometry/vec.js';
import { validateMove } from '../game/movement/validate.js';
import { evaluateControl } from '../game/objectives.js';
import { findSetUp, type SetUpCandidate } from '../game/placement.js';
import { unitBodies } from '../game/spatial.js';
import type { GameState, MoveKind, PlayerIndex, UnitState } from '../game/types.js';
import { centroidOf, distance, fielded, isMelee, nearestEnemy, unitProfile } from './board.js';
import type { HeuristicWeights } from './weights.js';

/**
 * Where the heuristic bot puts its units: a goal for each (an objective to take or hold, an enemy to
 * reach, a firing position), then the legal move or set-up that gets nearest to it.
 */

export type Goal =
  | { kind: 'hold' }
  | { kind: 'objective'; at: Point }
  | { kind: 'enemy'; at: Point; unit: string }
  | { kind: 'firing'; at: Point };

function holders(state: GameState, player: PlayerIndex, objective: Point): UnitState[] {
  return fielded(state, player).filter((u) => unitBodies(state, u).some((b) => inObjectiveRange(b, objective)));
}

/**
 * Objectives handed out to the units still to move: each objective not held by a friendly unit goes to
 * the nearest unit still free, nearest pairs first; a unit already on an objective nobody else holds
 * holds it.
 */
export function goalFor(state: GameState, u: UnitState, w: HeuristicWeights): Goal {
  const p = u.player;
  const objectives = state.mission.objectives.map((o) => o.at);
  const { levels } = evaluateControl(state);
  const here = centroidOf(u);
  if (!here) return { kind: 'hold' };
  const melee = isMelee(state, u);
  const enemy = nearestEnemy(state, p, here);
  // Holding: on an objective we would lose without it.
  for (let i = 0; i < objectives.length; i++) {
    const at = objectives[i] as Point;
    const hs = holders(state, p, at);
    if (!hs.includes(u)) continue;
    const [mine, theirs] = (p === 0 ? levels[i] : [levels[i]?.[1], levels[i]?.[0]]) as [number, number];
    const others = hs.filter((h) => h !== u).reduce((a, h) => a + unitProfile(state, h).oc, 0);
    if (others <= theirs || mine <= theirs) {
      if (!(melee && enemy && enemy.d < unitProfile(state, u).move + 3)) return { kind: 'hold' };
    }
  }
  const free = state.flow.done;
  const movers = fielded(state, p).filter((v) => !free.includes(v.id) && v.id !== u.id);
  const open = objectives.filter((at) => holders(state, p, at).length === 0);
  // Greedy assignment, nearest pairs first, the same for every unit still to move.
  const pairs: { v: UnitState; at: Point; d: number }[] = [];
  for (const v of [u, ...movers]) {
    const c = centroidOf(v);
    if (!c) continue;
    for (const at of open) pairs.push({ v, at, d: distance(c, at) });
  }
  pairs.sort((a, b) => a.d - b.d || (a.v.id < b.v.id ? -1 : 1));
  const takenUnit = new Set<string>();
  const takenObj = new Set<Point>();
  let mine: { at: Point; d: number } | null = null;
  for (const pr of pairs) {
    if (takenUnit.has(pr.v.id) || takenObj.has(pr.at)) continue;
    takenUnit.add(pr.v.id);
    takenObj.add(pr.at);
    if (pr.v === u) mine = pr;
  }
  if (melee && enemy && enemy.d <= w.meleeReach && (!mine || enemy.d + w.objectiveBias < mine.d)) {
    const c = centroidOf(enemy.unit) as Point;
    return { kind: 'enemy', at: c, unit: enemy.unit.id };
  }
  if (mine) return { kind: 'objective', at: mine.at };
  if (enemy) {
    const c = centroidOf(enemy.unit) as Point;
    if (melee) return { kind: 'enemy', at: c, unit: enemy.unit.id };
    const range = Math.max(6, unitProfile(state, u).range - w.rangeMargin);
    const d = distance(here, c);
    if (d <= range) return { kind: 'hold' };
    const t = (d - range) / d;
    return { kind: 'firing', at: { x: here.x + (c.x - here.x) * t, y: here.y + (c.y - here.y) * t } };
  }
  return { kind: 'hold' };
}

function translate(models: { id: string; from: { x: number; y: number } }[], dx: number, dy: number): Paths {
  const paths: Paths = {};
  for (const m of models) paths[m.id] = [{ ...m.from, x: m.from.x + dx, y: m.from.y + dy }];
  return paths;
}

/** The legal translation of the unit that ends nearest the goal (its centre within `stop` of it), or null. */
export function pathsToward(
  state: GameState,
  s: ParamSchema & { kind: 'paths' },
  goal: Point,
  stop: number,
): Paths | null {
  const u = state.units[s.unit] as UnitState;
  const c = centroidOf(u);
  if (!c) return null;
  const d = distance(c, goal);
  const want = Math.min(s.maxDistance, Math.max(0, d - stop));
  if (want < 0.25) return null;
  const base = Math.atan2(goal.y - c.y, goal.x - c.x);
  const tries: { dx: number; dy: number; miss: number }[] = [];
  for (const f of [1, 0.8, 0.6, 0.4, 0.2])
    for (const a of [0, 0.3, -0.3, 0.7, -0.7, 1.2, -1.2]) {
      const dx = Math.cos(base + a) * want * f;
      const dy = Math.sin(base + a) * want * f;
      tries.push({ dx, dy, miss: distance({ x: c.x + dx, y: c.y + dy }, goal) });
    }
  tries.sort((a, b) => a.miss - b.miss);
  const move = s.move as MoveKind;
  for (const t of tries.slice(0, 24)) {
    const paths = translate(s.models, t.dx, t.dy);
    if (legal(() => validateMove(state, u, paths, move, s.maxDistance))) return paths;
  }
  // Out of coherency (casualties), or blocked: the models close up into a block on the way.
  const fps = s.models.map((m) => m.footprint);
  for (const t of tries.slice(0, 12)) {
    const spots = formation({ x: c.x + t.dx, y: c.y + t.dy }, fps);
    const paths: Paths = {};
    s.models.forEach((m, i) => {
      paths[m.id] = [{ ...m.from, ...(spots[i] as Point) }];
    });
    if (legal(() => validateMove(state, u, paths, move, s.maxDistance))) return paths;
  }
  return null;
}

/** A Fall Back move straight away from the nearest enemy, as far as it can. */
export function fallBackPaths(state: GameState, s: ParamSchema & { kind: 'paths' }): Paths | null {
  const u = state.units[s.unit] as UnitState;
  const c = centroidOf(u);
  const e = c && nearestEnemy(state, u.player, c);
  if (!c || !e) return null;
  const ec = centroidOf(e.unit) as Point;
  const away = { x: c.x + (c.x - ec.x) * 10, y: c.y + (c.y - ec.y) * 10 };
  return pathsToward(state, s, away, 0);
}

/** Deployment: melee units at the front of the zone, the rest a little behind, spread across its width. */
export function deployNear(state: GameState, s: ParamSchema & { kind: 'positions' }, order: number) {
  const u = state.units[s.unit] as UnitState;
  const field = battlefieldRect(state.mission.battlefield);
  const mid = { x: (field.x0 + field.x1) / 2, y: (field.y0 + field.y1) / 2 };
  const ext = formationExtent(s.models.map((m) => m.footprint));
  const melee = isMelee(state, u);
  const lanes = [0.5, 0.2, 0.8, 0.35, 0.65, 0.1, 0.9];
  const lane = lanes[order % lanes.length] as number;
  const candidates: SetUpCandidate[] = [];
  for (const z of s.zones) {
    const front = Math.abs(z.y0 - mid.y) < Math.abs(z.y1 - mid.y) ? z.y0 : z.y1;
    const inward = front === z.y0 ? 1 : -1;
    const x = z.x0 + (z.x1 - z.x0) * lane;
    for (let back = melee ? 0.3 : 2.5; back < z.y1 - z.y0; back += 1.5)
      for (const dx of [0, 3, -3, 6, -6, 10, -10, 15, -15, 22, -22]) {
        const cx = Math.min(z.x1 - ext.hx, Math.max(z.x0 + ext.hx, x + dx));
        candidates.push({ x: cx, y: front + inward * (back + ext.hy) });
      }
  }
  return deployFrom(state, s, candidates.slice(0, 48));
}

/** Arriving from Reserves: as near the goal as the set-up rule allows (rings around it, nearest first). */
export function arriveNear(state: GameState, s: ParamSchema & { kind: 'setup' }, goal: Point) {
  const u = state.units[s.unit] as UnitState;
  const candidates: SetUpCandidate[] = [];
  for (const r of [0, 3, 6, 9.5, 11, 13, 16, 20])
    for (let k = 0; k < (r === 0 ? 1 : 12); k++) {
      const t = (k * Math.PI) / 6;
      candidates.push({ x: goal.x + Math.cos(t) * r, y: goal.y + Math.sin(t) * r });
    }
  return findSetUp(state, u, s.rule, candidates);
}
