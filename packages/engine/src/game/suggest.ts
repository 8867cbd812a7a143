import { suggestChargeMove } from './charge/machine.js';
import type { Action } from './commands.js';
import { pending } from './flow.js';
import { suggestCloseIn } from './phases/fight.js';
import type { GameState, UnitState } from './types.js';

/** suggestMove's answer per state (a state is never changed, and the answer reads nothing else). */
const suggested = new WeakMap<GameState, Action | null>();

/**
 * A legal answer the engine finds for the pending move decision (a Charge move, Pile In or Consolidate),
 * or null. Not part of the decision itself, which stays cheap: players and bots ask for it (a bot whose
 * own answer failed may ask again for the same state: the search runs once).
 */
export function suggestMove(state: GameState): Action | null {
  if (suggested.has(state)) return suggested.get(state) as Action | null;
  const a = search(state);
  suggested.set(state, a);
  return a;
}

function search(state: GameState): Action | null {
  const req = pending(state);
  if (!req) return null;
  if (req.kind === 'charge-move') {
    const c = state.interrupts[state.interrupts.length - 1];
    const cur = c?.kind === 'charge' ? c : state.flow.cursor?.step === 'charge' ? state.flow.cursor : null;
    if (!cur) return null;
    const paths = suggestChargeMove(state, cur);
    return paths ? { type: 'charge-move', unit: cur.unit, paths } : null;
  }
  if (req.kind === 'pile-in' || req.kind === 'consolidate') {
    const c = state.flow.cursor;
    if (c?.step !== 'fight' || !c.unit) return null;
    const paths = suggestCloseIn(state, state.units[c.unit] as UnitState, req.kind);
    return paths ? { type: req.kind, unit: c.unit, paths } : null;
  }
  return null;
}
