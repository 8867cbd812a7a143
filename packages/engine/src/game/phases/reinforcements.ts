import type { Ctx } from '../ctx.js';
import { reject } from '../ctx.js';
import type { DecisionOption, DecisionRequest } from '../decisions.js';
import { enemyMovedNear } from '../enemy-moves-near.js';
import { enhancementsAfterSetUp } from '../enhancement-points.js';
import { arrivalRound, arrivalRule, FIRST_ARRIVAL_ROUND, LAST_ARRIVAL_ROUND } from '../reserves.js';
import { validateSetUp } from '../setup-rules.js';
import type { GameState, ReserveKind, UnitState } from '../types.js';
import { aliveModels, footprint, unitsOf } from '../units.js';
import { openWindow } from '../windows.js';
import { canDeepStrike } from './formations.js';
import type { StepHandler } from './step.js';

/**
 * Reinforcements step: from the second battle round, the player whose turn it is sets up units from
 * Reserves: Deep Strike anywhere more than 9" horizontally from enemy models; Strategic Reserves wholly
 * within 6" of a battlefield edge, more than 9" from enemy models, and (in the second round) outside
 * the enemy deployment zone. A unit with Deep Strike in Strategic Reserves may use either.
 */
/** The ways a unit in Reserves may arrive. */
export function arrivalMethods(state: GameState, u: UnitState): ReserveKind[] {
  if (!u.reserve) return [];
  if (u.reserve === 'deep-strike') return ['deep-strike'];
  return canDeepStrike(state, u) ? ['strategic', 'deep-strike'] : ['strategic'];
}

export function inReserves(state: GameState, p: 0 | 1): UnitState[] {
  return unitsOf(state, p).filter((u) => u.reserve && aliveModels(u).length > 0);
}

export function arrivalOptions(state: GameState, u: UnitState): DecisionOption[] {
  return arrivalMethods(state, u).map((method) => ({
    kind: 'parametric',
    label: `${u.name} (${u.id}) arrives ${method === 'deep-strike' ? 'by Deep Strike' : 'from Strategic Reserves'}`,
    action: 'arrive',
    unit: u.id,
    schema: {
      kind: 'setup',
      unit: u.id,
      models: aliveModels(u).map((m) => ({ id: m.id, footprint: footprint(state, u, m) })),
      rule: arrivalRule(state, u, method),
      method,
    },
  }));
}

/** Set up an arriving unit (Reinforcements step or Rapid Ingress). */
export function arrive(
  ctx: Ctx,
  u: UnitState,
  a: { positions: Record<string, { x: number; y: number }>; method: ReserveKind },
): void {
  if (!arrivalMethods(ctx.state, u).includes(a.method)) reject(`${u.id} cannot arrive by ${a.method}`);
  validateSetUp(ctx.state, u, a.positions, arrivalRule(ctx.state, u, a.method));
  ctx.emit({ type: 'unit-arrived', unit: u.id, positions: a.positions, method: a.method });
  enemyMovedNear(ctx, u.id);
  openWindow(ctx, { kind: 'unit-set-up', unit: u.id });
  enhancementsAfterSetUp(ctx, u.id);
}

export const reinforcements: StepHandler = {
  request(state): DecisionRequest | null {
    const p = state.flow.active;
    const units = inReserves(state, p).filter(
      (u) => !state.flow.done.includes(u.id) && arrivalRound(state, u) >= FIRST_ARRIVAL_ROUND,
    );
    if (!units.length) return null;
    return {
      player: p,
      kind: 'reinforcements',
      prompt: `Player ${p + 1}: set up units arriving from Reserves`,
      seq: state.seq,
      options: [
        ...units.flatMap((u) => arrivalOptions(state, u)),
        {
          kind: 'choice',
          label: 'end the Reinforcements step (the rest stay in Reserves)',
          action: { type: 'end-reinforcements' },
        },
      ],
    };
  },
  handle(ctx, cmd) {
    const s = ctx.state;
    const a = cmd.action;
    const p = s.flow.active;
    if (a.type === 'end-reinforcements') {
      for (const u of inReserves(s, p)) if (!s.flow.done.includes(u.id)) ctx.emit({ type: 'unit-done', unit: u.id });
      return;
    }
    if (a.type !== 'arrive') return reject(`"${a.type}" is not a Reinforcements command`);
    const u = s.units[a.unit];
    if (!u || u.player !== cmd.player || !u.reserve)
      return reject(`${a.unit} is not a unit of player ${cmd.player + 1} in Reserves`);
    if (arrivalRound(s, u) < FIRST_ARRIVAL_ROUND)
      return reject(`${u.name} (${u.id}) cannot arrive from Reserves before battle round ${FIRST_ARRIVAL_ROUND}`);
    ctx.emit({ type: 'unit-done', unit: u.id });
    arrive(ctx, u, a);
  },
};

/** End of the third battle round: units that have not arrived count as destroyed. */
export function destroyUnarrived(ctx: Ctx): void {
  if (ctx.state.flow.round !== LAST_ARRIVAL_ROUND) return;
  for (const id of ctx.state.unitOrder) {
    const u = ctx.state.units[id] as UnitState;
    const waiting = u.reserve || (u.embarkedIn && ctx.state.units[u.embarkedIn]?.reserve);
    const alive = aliveModels(u);
    if (waiting && alive.length)
      ctx.emit({
        type: 'models-destroyed',
        unit: u.id,
        models: alive.map((m) => m.id),
        cause: 'still in Reserves at the end of battle round 3',
      });
  }
}
