import {
  type Action,
  type DecisionOption,
  footprint,
  formation,
  type GameState,
  type ParamSchema,
  type Paths,
  type Placement,
  type Point,
  type UnitState,
} from '@cogitator/engine';

/** A parametric option being answered on the board: where the unit's models would go. */
export interface Making {
  index: number;
  option: DecisionOption & { kind: 'parametric' };
  /** Set-ups: the centre of the block; moves: how far the whole unit is shifted. */
  centre: Point | null;
  delta: Point;
  /** The engine's own answer, when the player took it. */
  suggested: boolean;
}

export const isPlacing = (s: ParamSchema) => s.kind === 'positions' || s.kind === 'setup';

/** The models of a unit set up in a block centred on a point (the same block the CLI's "deploy" makes). */
export function block(state: GameState, unit: string, centre: Point): Record<string, Placement> {
  const u = state.units[unit] as UnitState;
  const alive = u.models.filter((m) => !m.destroyed);
  const spots = formation(
    centre,
    alive.map((m) => footprint(state, u, m)),
  );
  const out: Record<string, Placement> = {};
  alive.forEach((m, i) => {
    out[m.id] = spots[i] as Placement;
  });
  return out;
}

/** Where each model ends: the block, the suggested paths' ends, or each start shifted by delta. */
export function previewOf(state: GameState, m: Making): Record<string, Placement> | null {
  const s = m.option.schema;
  if (isPlacing(s)) return m.centre ? block(state, s.unit, m.centre) : null;
  if (s.kind !== 'paths') return null;
  if (m.suggested && s.suggested) {
    const out: Record<string, Placement> = {};
    for (const [id, path] of Object.entries(s.suggested)) {
      const end = path[path.length - 1];
      if (end) out[id] = end;
    }
    return out;
  }
  const out: Record<string, Placement> = {};
  for (const x of s.models) out[x.id] = { ...x.from, x: x.from.x + m.delta.x, y: x.from.y + m.delta.y };
  return out;
}

/** How far the move goes (inches, to a tenth). */
export function distanceOf(m: Making): number {
  const s = m.option.schema;
  if (s.kind === 'paths' && m.suggested && s.suggested) {
    let most = 0;
    for (const x of s.models) {
      let at: Point = x.from;
      let len = 0;
      for (const p of s.suggested[x.id] ?? []) {
        len += Math.hypot(p.x - at.x, p.y - at.y);
        at = p;
      }
      most = Math.max(most, len);
    }
    return Math.round(most * 10) / 10;
  }
  return Math.round(Math.hypot(m.delta.x, m.delta.y) * 10) / 10;
}

/** The action the board answer makes, or null while it is not complete. */
export function actionOf(state: GameState, m: Making): Action | null {
  const s = m.option.schema;
  const type = m.option.action;
  if (isPlacing(s)) {
    if (!m.centre) return null;
    const positions = block(state, s.unit, m.centre);
    if (type === 'arrive')
      return { type, unit: s.unit, positions, method: (s.kind === 'setup' && s.method) || 'deep-strike' };
    if (type === 'disembark') return { type, unit: s.unit, positions };
    return { type: 'deploy', unit: s.unit, positions };
  }
  if (s.kind !== 'paths') return null;
  let paths: Paths;
  if (m.suggested && s.suggested) paths = s.suggested;
  else {
    paths = {};
    for (const x of s.models) paths[x.id] = [{ ...x.from, x: x.from.x + m.delta.x, y: x.from.y + m.delta.y }];
  }
  if (
    type === 'normal-move' ||
    type === 'advance-move' ||
    type === 'fall-back' ||
    type === 'charge-move' ||
    type === 'pile-in' ||
    type === 'consolidate'
  )
    return { type, unit: s.unit, paths } as Action;
  return null;
}

/** The middle of the first zone a set-up may use (a start for keyboard placing). */
export function startCentre(state: GameState, s: ParamSchema, player: 0 | 1): Point {
  const z = s.kind === 'positions' ? s.zones[0] : state.mission.zones[player][0];
  if (z) return { x: (z.x0 + z.x1) / 2, y: (z.y0 + z.y1) / 2 };
  return { x: state.mission.battlefield.width / 2, y: state.mission.battlefield.depth / 2 };
}
