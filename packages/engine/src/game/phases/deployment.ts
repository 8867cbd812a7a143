import type { Command } from '../commands.js';
import type { Ctx } from '../ctx.js';
import { reject } from '../ctx.js';
import type { DecisionRequest } from '../decisions.js';
import type { Placement } from '../geometry/vec.js';
import { validateSetUp } from '../setup-rules.js';
import type { GameState, PlayerIndex, UnitState } from '../types.js';
import { other } from '../types.js';
import { aliveModels, footprint, unitsOf } from '../units.js';
import type { StepHandler } from './step.js';

/** Deploy Armies: players alternate setting up one unit at a time, wholly within their zones. */
function undeployed(state: GameState, p: PlayerIndex): UnitState[] {
  return unitsOf(state, p).filter((u) => !u.deployed && !u.reserve && !u.embarkedIn && aliveModels(u).length > 0);
}

export function validateDeployment(state: GameState, u: UnitState, positions: Record<string, Placement>): void {
  validateSetUp(state, u, positions, { kind: 'deploy', zones: state.mission.zones[u.player] });
}

export const deployArmies: StepHandler = {
  auto(ctx) {
    const s = ctx.state;
    const p = s.flow.active;
    if (undeployed(s, p).length === 0 && undeployed(s, other(p)).length > 0) {
      ctx.emit({ type: 'deployer-changed', player: other(p) });
      return true;
    }
    return false;
  },
  request(state): DecisionRequest | null {
    const p = state.flow.active;
    const units = undeployed(state, p);
    if (units.length === 0) return null;
    return {
      player: p,
      kind: 'deploy-unit',
      prompt: `Player ${p + 1}: set up a unit wholly within your deployment zone`,
      seq: state.seq,
      options: units.map((u) => ({
        kind: 'parametric',
        label: `set up ${u.name} (${u.id})`,
        action: 'deploy',
        unit: u.id,
        schema: {
          kind: 'positions',
          unit: u.id,
          models: aliveModels(u).map((m) => ({ id: m.id, footprint: footprint(state, u, m) })),
          zones: state.mission.zones[p],
        },
      })),
    };
  },
  handle(ctx: Ctx, cmd: Command) {
    const a = cmd.action;
    if (a.type !== 'deploy') return reject(`expected a deploy command, got "${a.type}"`);
    const u = ctx.state.units[a.unit];
    if (!u || u.player !== cmd.player) return reject(`player ${cmd.player + 1} has no unit "${a.unit}"`);
    if (u.deployed) return reject(`${u.id} is already set up`);
    validateDeployment(ctx.state, u, a.positions);
    const positions: Record<string, Placement> = {};
    for (const m of aliveModels(u)) positions[m.id] = a.positions[m.id] as Placement;
    ctx.emit({ type: 'unit-deployed', unit: u.id, positions });
    const next = other(cmd.player);
    if (undeployed(ctx.state, next).length > 0) ctx.emit({ type: 'deployer-changed', player: next });
  },
};

/** Determine First Turn: a roll-off (ties re-rolled); the winner takes the first turn. */
export const determineFirstTurn: StepHandler = {
  auto(ctx) {
    if (ctx.state.firstPlayer !== null) return false;
    const rolls: [number, number][] = [];
    for (;;) {
      const r: [number, number] = [ctx.die(6), ctx.die(6)];
      rolls.push(r);
      if (r[0] !== r[1]) break;
    }
    const last = rolls[rolls.length - 1] as [number, number];
    const winner: PlayerIndex = last[0] > last[1] ? 0 : 1;
    ctx.emit({ type: 'roll-off', rolls, winner });
    ctx.emit({ type: 'first-player', player: winner });
    return true;
  },
};
