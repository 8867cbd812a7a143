import { type GameState, InputError, modelsOnTable, type Paths, type UnitState } from '@cogitator/engine';

/** Reading the arguments of text commands: units, numbers, a whole-unit shift. */
export function unitOf(state: GameState, id: string | undefined, line: number): UnitState {
  const u = id ? state.units[id] : undefined;
  if (!u) throw new InputError(`no unit "${id ?? ''}" (units: ${state.unitOrder.join(', ')})`, { line });
  return u;
}

export function num(s: string | undefined, what: string, line: number): number {
  const n = Number(s);
  if (s === undefined || !Number.isFinite(n))
    throw new InputError(`${what} must be a number, got "${s ?? ''}"`, { line });
  return n;
}

export function shift(u: UnitState, dx: number, dy: number): Paths {
  const paths: Paths = {};
  for (const m of modelsOnTable(u)) if (m.pos) paths[m.id] = [{ ...m.pos, x: m.pos.x + dx, y: m.pos.y + dy }];
  return paths;
}
