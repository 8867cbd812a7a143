import { chargeReason, chargeTargets } from '../charge/eligibility.js';
import { chargeAuto, chargeHandle, chargeRequest, type SaveCharge } from '../charge/machine.js';
import { testsOnChargeTargets } from '../charge/target-tests.js';
import type { ChargeProgress } from '../charge/types.js';
import { reject } from '../ctx.js';
import type { DecisionOption, DecisionRequest } from '../decisions.js';
import { gapBetweenUnits } from '../spatial.js';
import type { GameState, UnitId, UnitState } from '../types.js';
import { unitsOf } from '../units.js';
import { openWindow } from '../windows.js';
import type { StepHandler } from './step.js';

const saveStep: SaveCharge = (ctx, c) => {
  ctx.emit({ type: 'cursor-set', cursor: c ? { step: 'charge', ...c } : null });
};

function current(state: GameState): ChargeProgress | null {
  const c = state.flow.cursor;
  if (c?.step !== 'charge') return null;
  const { step: _s, ...rest } = c;
  return rest;
}

/**
 * Charge step: the player whose turn it is selects eligible units one at a time to declare a charge
 * (targets within 12"), rolls 2D6 and makes the Charge move if it can; then ends the step.
 */
export const chargeStep: StepHandler = {
  auto(ctx) {
    const c = current(ctx.state);
    return c ? chargeAuto(ctx, c, saveStep) : false;
  },

  request(state): DecisionRequest | null {
    const c = current(state);
    if (c) return chargeRequest(state, c);
    const p = state.flow.active;
    const options: DecisionOption[] = [];
    for (const u of unitsOf(state, p)) {
      if (state.flow.done.includes(u.id) || chargeReason(state, u)) continue;
      const targets = chargeTargets(state, u);
      for (const t of targets) {
        options.push({
          kind: 'choice',
          label: `${u.name} (${u.id}) declares a charge against ${state.units[t]?.name} (${t})`,
          action: { type: 'declare-charge', unit: u.id, targets: [t] },
        });
      }
      if (targets.length > 1)
        options.push({
          kind: 'choice',
          label: `${u.name} (${u.id}) declares a charge against ${targets.join(', ')}`,
          action: { type: 'declare-charge', unit: u.id, targets },
        });
    }
    if (!options.length) return null;
    options.push({
      kind: 'choice',
      label: 'end the Charge phase (declare no more charges)',
      action: { type: 'end-charges' },
    });
    return {
      player: p,
      kind: 'declare-charge',
      prompt: `Player ${p + 1}: select a unit to declare a charge`,
      seq: state.seq,
      options,
    };
  },

  handle(ctx, cmd) {
    const s = ctx.state;
    const c = current(s);
    if (c) return chargeHandle(ctx, cmd, c, saveStep);
    const a = cmd.action;
    if (a.type === 'end-charges') {
      for (const u of unitsOf(s, s.flow.active))
        if (!s.flow.done.includes(u.id)) ctx.emit({ type: 'unit-done', unit: u.id });
      return;
    }
    if (a.type !== 'declare-charge') return reject(`"${a.type}" is not a Charge phase command`);
    const u = s.units[a.unit];
    if (!u || u.player !== cmd.player || u.attachedTo)
      return reject(`player ${cmd.player + 1} has no unit "${a.unit}"`);
    if (s.flow.done.includes(u.id)) return reject(`${u.name} (${u.id}) was already selected this phase`);
    const why = chargeReason(s, u);
    if (why) return reject(`${u.name} (${u.id}) cannot declare a charge: ${why}`);
    const within = chargeTargets(s, u);
    if (!a.targets.length || new Set(a.targets).size !== a.targets.length)
      return reject('name each charge target once');
    for (const t of a.targets)
      if (!within.includes(t)) return reject(`${t} is not an enemy unit within 12" of ${u.id}`);
    ctx.emit({ type: 'unit-done', unit: u.id });
    ctx.emit({ type: 'charge-declared', unit: u.id, targets: a.targets });
    testsOnChargeTargets(ctx, u.id, a.targets);
    saveStep(ctx, { player: u.player, unit: u.id, targets: a.targets, stage: 'declared', bonus: true });
    openWindow(ctx, { kind: 'charge-declared', unit: u.id });
  },
};

export function gapToTargets(state: GameState, u: UnitState, targets: UnitId[]): number {
  return Math.min(...targets.map((t) => gapBetweenUnits(state, u, state.units[t] as UnitState)));
}
