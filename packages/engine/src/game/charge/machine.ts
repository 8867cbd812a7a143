import type { Command, Paths } from '../commands.js';
import type { Ctx } from '../ctx.js';
import { reject } from '../ctx.js';
import type { DecisionRequest } from '../decisions.js';
import { rollLogged } from '../dice-log.js';
import { enhancementsAfterRoll, enhancementsAt } from '../enhancement-points.js';
import { type Body, engaged } from '../geometry/rules.js';
import { approachPaths } from '../movement/approach.js';
import { searchFor, searchMove } from '../movement/search.js';
import { bodyOf, enemyUnits, gapBetweenUnits, onObjectiveMarker, unitBodies } from '../spatial.js';
import type { GameState, UnitState } from '../types.js';
import { activeRows } from '../unit-rules.js';
import { footprint, modelsOnTable } from '../units.js';
import { openWindow } from '../windows.js';
import { chargeRollAgainst } from './against.js';
import type { ChargeProgress } from './types.js';
import { validateChargeMove } from './validate.js';

/**
 * One charge: the Charge roll (2D6, a window for a re-roll), then the Charge move or its failure, then
 * the "ended a Charge move" window. Run by the Charge step and by Heroic Intervention; `save` stores the
 * progress where its host keeps it (null: finished).
 */
export type SaveCharge = (ctx: Ctx, c: ChargeProgress | null) => void;

function rollTotal(state: GameState, c: ChargeProgress): number {
  const r = state.roll;
  if (r?.kind === 'charge' && r.unit === c.unit) return r.faces.reduce((a, b) => a + b, 0);
  return c.roll ?? 0;
}

/** Active effects' rows on the unit's Charge rolls ("subtract 2 from Charge rolls made for that unit"). */
function chargeRollModifier(state: GameState, u: UnitState): number {
  let n = 0;
  for (const r of activeRows(state, u)) if (r.kind === 'roll' && r.roll === 'charge') n += r.n;
  return n;
}

export function chargeAuto(ctx: Ctx, c: ChargeProgress, save: SaveCharge): boolean {
  const u = ctx.state.units[c.unit] as UnitState;
  switch (c.stage) {
    case 'declared': {
      if (!modelsOnTable(u).length) {
        save(ctx, null);
        return true;
      }
      const faces = rollLogged(ctx, 'charge', c.player, c.unit, 2, { split: [2] });
      save(ctx, { ...c, stage: 'rolled', roll: (faces[0] as number) + (faces[1] as number) });
      openWindow(ctx, { kind: 'after-roll', unit: c.unit, roll: 'charge' });
      enhancementsAfterRoll(ctx, c.unit);
      return true;
    }
    case 'rolled': {
      const targets = c.targets.map((t) => ctx.state.units[t] as UnitState).filter((t) => modelsOnTable(t).length);
      const against = chargeRollAgainst(ctx.state, u, targets);
      const roll = Math.max(0, rollTotal(ctx.state, c) + chargeRollModifier(ctx.state, u) + against);
      // Out of reach: every target is farther than the roll plus Engagement Range.
      const reach = Math.min(...targets.map((t) => gapBetweenUnits(ctx.state, u, t)));
      if (!targets.length || targets.length < c.targets.length || !(reach <= roll + 1)) {
        ctx.emit({ type: 'charge-failed', unit: c.unit, roll, reason: 'the Charge roll is not enough' });
        save(ctx, null);
        return true;
      }
      save(ctx, { ...c, stage: 'move', roll });
      return true;
    }
    case 'ended':
      save(ctx, null);
      return true;
    case 'move':
      return false;
  }
}

/** A Charge move the engine found for the roll, or null. */
export function suggestChargeMove(state: GameState, c: ChargeProgress) {
  const u = state.units[c.unit] as UnitState;
  const enemies = c.targets.flatMap((t) => unitBodies(state, state.units[t] as UnitState));
  const validate = (p: Paths) => validateChargeMove(state, u, p, c.targets, c.roll ?? 0);
  const quick = approachPaths(state, u, enemies, c.roll ?? 0, { validate });
  if (quick) return quick;
  const avoid = enemyUnits(state, u.player)
    .filter((e) => !c.targets.includes(e.id))
    .flatMap((e) => unitBodies(state, e));
  // What validateChargeMove rejects in any case: a model that moves ending on a marker (checkEnds), or no
  // model ending within Engagement Range of a target (its bodies as the validator gathers them).
  const targetBodies = c.targets.map((t) => {
    const v = state.units[t];
    return !v || v.player === u.player || v.attachedTo ? [] : modelsOnTable(v).map((m) => bodyOf(state, v, m));
  });
  const rejects = (ends: readonly { body: Body; moved: boolean }[]) =>
    ends.some((e) => e.moved && onObjectiveMarker(state, e.body.c)) ||
    targetBodies.some((bodies) => !ends.some((e) => bodies.some((b) => engaged(e.body, b))));
  return searchMove({ ...searchFor(state, u, c.roll ?? 0, enemies, avoid, validate), rejects });
}

export function chargeRequest(state: GameState, c: ChargeProgress): DecisionRequest | null {
  if (c.stage !== 'move') return null;
  const u = state.units[c.unit] as UnitState;
  return {
    player: c.player,
    kind: 'charge-move',
    prompt: `${u.name} rolled ${c.roll} to charge ${c.targets.join(', ')}: make a Charge move, or let the charge fail`,
    seq: state.seq,
    options: [
      {
        kind: 'parametric',
        label: `Charge move ${u.name} (${u.id}) up to ${c.roll}"`,
        action: 'charge-move',
        unit: u.id,
        schema: {
          kind: 'paths',
          unit: u.id,
          move: 'charge',
          maxDistance: c.roll ?? 0,
          targets: c.targets,
          models: modelsOnTable(u).map((m) => ({
            id: m.id,
            from: m.pos as NonNullable<typeof m.pos>,
            footprint: footprint(state, u, m),
          })),
        },
      },
      {
        kind: 'choice',
        label: 'make no Charge move (the charge fails)',
        action: { type: 'decline-charge', unit: u.id },
      },
    ],
  };
}

export function chargeHandle(ctx: Ctx, cmd: Command, c: ChargeProgress, save: SaveCharge): void {
  const a = cmd.action;
  if (c.stage !== 'move') reject('no Charge move is expected now');
  if ((a.type === 'charge-move' || a.type === 'decline-charge') && a.unit !== c.unit)
    reject(`the charge being resolved is ${c.unit}'s, not ${a.unit}'s`);
  if (a.type === 'decline-charge') {
    ctx.emit({ type: 'charge-failed', unit: c.unit, roll: c.roll ?? 0, reason: 'no Charge move made' });
    save(ctx, null);
    return;
  }
  if (a.type !== 'charge-move') reject(`expected the Charge move of ${c.unit}, got "${a.type}"`);
  const u = ctx.state.units[c.unit] as UnitState;
  validateChargeMove(ctx.state, u, a.paths, c.targets, c.roll ?? 0);
  ctx.emit({ type: 'charge-moved', unit: c.unit, paths: a.paths, bonus: c.bonus });
  save(ctx, { ...c, stage: 'ended', paths: a.paths });
  openWindow(ctx, { kind: 'charge-move-ended', unit: c.unit });
  // "When the bearer ends a Charge move" (Herald of Triumph).
  enhancementsAt(ctx, 'charge-move-ended', c.unit);
}
