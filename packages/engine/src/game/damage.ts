import { rollExpr } from '../combat/rolls.js';
import { allocationCandidates, defaultAllocation } from './attacks/allocation.js';
import type { Ctx } from './ctx.js';
import { friendlyDestroyedNear } from './destroyed-near.js';
import { CtxDice, logRoll, rollLogged } from './dice-log.js';
import { keepToFight } from './fight/kept-on-death.js';
import { type Capsule, capsuleAt, gap } from './geometry/shapes.js';
import { mortalWoundsSuffered } from './mortal-wound-window.js';
import { findSetUp, ringAround } from './placement.js';
import { bodyOf } from './spatial.js';
import type { ModelId, UnitId, UnitState } from './types.js';
import { ruleFeelNoPain } from './unit-rules.js';
import { aliveModels, datasheetOf, footprint, modelsOnTable } from './units.js';

/**
 * Damage to models: wounds lost one Feel No Pain roll at a time, models destroyed, and what destruction
 * sets off (Deadly Demise, units leaving a destroyed TRANSPORT). Mortal wounds from rules outside an
 * attack (Deadly Demise, Hazardous, Tank Shock, disembarking) are allocated like attacks, in the default
 * order, without asking the defender.
 */

/** The model's Feel No Pain (its datasheet's CORE ability), or null. */
export function feelNoPain(ctx: Ctx, u: UnitState, model: ModelId): number | null {
  const m = u.models.find((x) => x.id === model);
  if (!m) return null;
  const ds = datasheetOf(ctx.state, u, m);
  let best: number | null = null;
  for (const a of ds.abilities.core)
    if (a.kind === 'feel-no-pain') best = best === null ? a.threshold : Math.min(best, a.threshold);
  const byRule = ruleFeelNoPain(ctx.state, u, model);
  return byRule === null ? best : best === null ? byRule : Math.min(best, byRule);
}

/**
 * A model would lose `points` wounds: Feel No Pain is rolled per point, the model loses the rest, and
 * when it reaches 0 it is destroyed. Returns the points left when it was destroyed (for mortal wounds
 * that spill over). `by`: the attacking unit whose attack this is (a rule may keep the destroyed model to fight:
 * game/fight/kept-on-death.ts).
 */
export function loseWounds(
  ctx: Ctx,
  unitId: UnitId,
  modelId: ModelId,
  points: number,
  fnp: number | null,
  cause: string,
  by?: UnitId,
): number {
  let left = points;
  for (;;) {
    const u = ctx.state.units[unitId] as UnitState;
    const m = u.models.find((x) => x.id === modelId);
    if (!m || m.destroyed || left <= 0) return left;
    const chunk = Math.min(left, m.wounds);
    left -= chunk;
    let lost = chunk;
    if (fnp !== null) {
      const faces = rollLogged(ctx, 'feel-no-pain', u.player, u.id, chunk, { models: [m.id] });
      lost = faces.filter((f) => f < fnp).length;
    }
    if (lost === 0) continue;
    const remaining = m.wounds - lost;
    const at = m.pos ? capsuleAt(footprint(ctx.state, u, m), m.pos) : null;
    ctx.emit({ type: 'model-wounded', unit: u.id, model: m.id, lost, remaining, cause });
    if (remaining <= 0) {
      keepToFight(ctx, u.id, m.id, m.pos, by);
      modelDestroyed(ctx, u, m.id, at);
      return left;
    }
  }
}

/**
 * Mortal wounds on a unit, one at a time; excess spills to the next model unless `spill` is false. `by`: the unit
 * whose rule inflicts them (logged where named).
 */
export function mortalWounds(
  ctx: Ctx,
  unitId: UnitId,
  amount: number,
  source: string,
  spill = true,
  by?: UnitId,
): void {
  if (amount <= 0) return;
  ctx.emit({ type: 'mortal-wounds', unit: unitId, amount, source, ...(by ? { by } : {}) });
  let left = amount;
  while (left > 0) {
    const u = ctx.state.units[unitId] as UnitState;
    const m = defaultAllocation(ctx.state, u, allocationCandidates(ctx.state, u, false));
    if (!m) return;
    left = loseWounds(ctx, u.id, m.id, left, feelNoPain(ctx, u, m.id), source);
    if (!spill) break;
  }
  mortalWoundsSuffered(ctx, unitId);
}

/**
 * After a model is destroyed: the friendly rules that watch for it (game/destroyed-near.ts), its Deadly Demise, then
 * (a TRANSPORT) its passengers leave it.
 */
function modelDestroyed(ctx: Ctx, u: UnitState, modelId: ModelId, at: Capsule | null): void {
  const m = u.models.find((x) => x.id === modelId);
  if (!m || !at) return;
  friendlyDestroyedNear(ctx, u, m, at);
  const ds = datasheetOf(ctx.state, u, m);
  const dd = ds.abilities.core.find((a) => a.kind === 'deadly-demise');
  if (dd && dd.kind === 'deadly-demise') {
    const [face] = rollLogged(ctx, 'deadly-demise', u.player, u.id, 1, { models: [m.id] });
    if (face === 6) {
      for (const id of ctx.state.unitOrder) {
        const v = ctx.state.units[id] as UnitState;
        if (v.attachedTo !== undefined) continue;
        const near = modelsOnTable(v).some((x) => gap(bodyOf(ctx.state, v, x).c, at) <= 6 + 1e-6);
        if (!near) continue;
        const dice = new CtxDice(ctx);
        const amount = rollExpr(dd.x, dice);
        if (dice.faces.length) logRoll(ctx, 'mortal-wounds', u.player, v.id, dice.faces);
        mortalWounds(ctx, v.id, amount, `Deadly Demise (${m.id})`);
      }
    }
  }
  const now = ctx.state.units[u.id] as UnitState;
  if (aliveModels(now).length === 0) {
    for (const id of ctx.state.unitOrder) {
      if (ctx.state.units[id]?.embarkedIn === u.id) leaveDestroyedTransport(ctx, id, u.id, at);
    }
  }
}

/**
 * A unit embarked within a destroyed TRANSPORT sets up wholly within 3" of it (the engine finds the
 * places), then rolls a D6 per model: each 1 is a mortal wound. If it cannot, it makes an Emergency
 * Disembarkation: wholly within 6", mortal wounds on 1-3, and models that still cannot be set up are
 * destroyed.
 */
export function leaveDestroyedTransport(ctx: Ctx, unitId: UnitId, transport: UnitId, hull: Capsule): void {
  const u = ctx.state.units[unitId] as UnitState;
  let models = aliveModels(u);
  let within = 3;
  let positions = findSetUp(
    ctx.state,
    u,
    { kind: 'disembark', transport, hull, within },
    ringAround(hull, u, ctx.state, models),
    models,
    [0.1, 0.5],
  );
  if (!positions) {
    within = 6;
    while (models.length > 0 && !positions) {
      positions = findSetUp(
        ctx.state,
        u,
        { kind: 'disembark', transport, hull, within },
        ringAround(hull, u, ctx.state, models),
        models,
        [0.1, 0.5],
      );
      if (!positions) models = models.slice(0, -1);
    }
  }
  const lost = aliveModels(u).filter((m) => !positions?.[m.id]);
  if (lost.length)
    ctx.emit({
      type: 'models-destroyed',
      unit: u.id,
      models: lost.map((m) => m.id),
      cause: 'Emergency Disembarkation',
    });
  if (!positions) return;
  ctx.emit({
    type: 'unit-disembarked',
    unit: u.id,
    transport,
    positions,
    when: within === 3 ? 'destroyed' : 'emergency',
  });
  const faces = rollLogged(ctx, 'disembark', u.player, u.id, Object.keys(positions).length);
  const hits = faces.filter((f) => (within === 3 ? f === 1 : f <= 3)).length;
  mortalWounds(ctx, u.id, hits, within === 3 ? 'disembarking from a destroyed TRANSPORT' : 'Emergency Disembarkation');
}
