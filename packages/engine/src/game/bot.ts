import type { Rng } from '../dice/prng.js';
import type { Action, Command, Paths } from './commands.js';
import { Rejection } from './ctx.js';
import type { DecisionOption, DecisionRequest, ParamSchema } from './decisions.js';
import { pending } from './flow.js';
import { formation, formationExtent } from './geometry/formation.js';
import type { Placement } from './geometry/vec.js';
import { validateMove } from './movement/validate.js';
import { validateDeployment } from './phases/deployment.js';
import type { GameState, MoveKind, UnitState } from './types.js';
import { modelsOnTable } from './units.js';

/**
 * A bot that answers every decision with a random legal command (for the soak test, the CLI's
 * `game bot`, and as an example of answering DecisionRequests). Pure: its randomness is an explicit Rng.
 */
export function randomCommand(state: GameState, rng: Rng): Command | null {
  const req = pending(state);
  if (!req) return null;
  return { seq: state.seq, player: req.player, action: randomAction(state, req, rng) };
}

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[rng.below(xs.length)] as T;
}

function randomAction(state: GameState, req: DecisionRequest, rng: Rng): Action {
  if (req.kind === 'stratagem-window') {
    const uses = req.options.filter((o) => o.kind === 'choice' && o.action.type !== 'pass');
    if (uses.length > 0 && rng.float() < 0.5) return (pick(rng, uses) as DecisionOption & { kind: 'choice' }).action;
    return { type: 'pass' };
  }
  const end = req.options.find((o) => o.kind === 'choice' && o.action.type === 'end-move-units');
  if (end && rng.float() < 0.05) return (end as DecisionOption & { kind: 'choice' }).action;
  // Try options in a random order until one yields a legal action.
  const order = req.options.map((o) => ({ o, k: rng.float() })).sort((a, b) => a.k - b.k);
  for (const { o } of order) {
    if (o.kind === 'choice') return o.action;
    const a = parametric(state, o, rng);
    if (a) return a;
  }
  throw new Error(`bot found no legal answer to ${req.kind}`);
}

function parametric(state: GameState, o: DecisionOption & { kind: 'parametric' }, rng: Rng): Action | null {
  const s = o.schema;
  switch (s.kind) {
    case 'positions':
      return deployAction(state, s, rng);
    case 'paths': {
      const paths = randomPaths(state, s, rng);
      if (!paths) return null;
      return { type: o.action as 'normal-move' | 'advance-move' | 'fall-back', unit: s.unit, paths };
    }
    case 'models': {
      if (s.suggested) return { type: 'select-casualties', models: s.suggested };
      const ids = [...s.candidates];
      const out: string[] = [];
      while (out.length < s.count) out.push(ids.splice(rng.below(ids.length), 1)[0] as string);
      return { type: 'select-casualties', models: out };
    }
  }
}

function deployAction(state: GameState, s: ParamSchema & { kind: 'positions' }, rng: Rng): Action | null {
  const u = state.units[s.unit] as UnitState;
  const fps = s.models.map((m) => m.footprint);
  const ext = formationExtent(fps);
  for (let attempt = 0; attempt < 200; attempt++) {
    const z = pick(rng, s.zones);
    const x0 = z.x0 + ext.hx;
    const x1 = z.x1 - ext.hx;
    const y0 = z.y0 + ext.hy;
    const y1 = z.y1 - ext.hy;
    if (x1 < x0 || y1 < y0) return null;
    const c = { x: x0 + rng.float() * (x1 - x0), y: y0 + rng.float() * (y1 - y0) };
    const places = formation(c, fps);
    const positions: Record<string, Placement> = {};
    s.models.forEach((m, i) => {
      positions[m.id] = places[i] as Placement;
    });
    if (legal(() => validateDeployment(state, u, positions))) return { type: 'deploy', unit: u.id, positions };
  }
  return null;
}

function legal(f: () => void): boolean {
  try {
    f();
    return true;
  } catch (e) {
    if (e instanceof Rejection) return false;
    throw e;
  }
}

/** The whole unit translated along one straight line: random direction and distance, checked by the engine. */
function randomPaths(state: GameState, s: ParamSchema & { kind: 'paths' }, rng: Rng): Paths | null {
  const u = state.units[s.unit] as UnitState;
  const away = s.move === 'fall-back' ? awayFromEnemies(state, u) : null;
  for (let attempt = 0; attempt < 24; attempt++) {
    const angle = away !== null ? away + (rng.float() - 0.5) * Math.PI : rng.float() * 2 * Math.PI;
    const d = s.move === 'fall-back' ? s.maxDistance * (0.5 + 0.5 * rng.float()) : s.maxDistance * rng.float();
    const paths = translate(s.models, Math.cos(angle) * d, Math.sin(angle) * d);
    if (legal(() => validateMove(state, u, paths, s.move as MoveKind, s.maxDistance))) return paths;
  }
  if (s.move !== 'fall-back' && legal(() => validateMove(state, u, {}, s.move, s.maxDistance))) return {};
  return null;
}

function translate(models: { id: string; from: Placement }[], dx: number, dy: number): Paths {
  const paths: Paths = {};
  for (const m of models) paths[m.id] = [{ ...m.from, x: m.from.x + dx, y: m.from.y + dy }];
  return paths;
}

function awayFromEnemies(state: GameState, u: UnitState): number {
  const mine = modelsOnTable(u);
  const cx = mine.reduce((a, m) => a + (m.pos?.x ?? 0), 0) / Math.max(1, mine.length);
  const cy = mine.reduce((a, m) => a + (m.pos?.y ?? 0), 0) / Math.max(1, mine.length);
  let ex = 0;
  let ey = 0;
  let n = 0;
  for (const id of state.unitOrder) {
    const v = state.units[id] as UnitState;
    if (v.player === u.player) continue;
    for (const m of modelsOnTable(v)) {
      const d = Math.hypot((m.pos?.x ?? 0) - cx, (m.pos?.y ?? 0) - cy);
      if (d < 6) {
        ex += m.pos?.x ?? 0;
        ey += m.pos?.y ?? 0;
        n++;
      }
    }
  }
  if (n === 0) return 0;
  return Math.atan2(cy - ey / n, cx - ex / n);
}
