import { characteristic } from '../characteristics.js';
import type { Command, Paths } from '../commands.js';
import type { Ctx } from '../ctx.js';
import { reject } from '../ctx.js';
import type { DecisionOption, DecisionRequest } from '../decisions.js';
import { validateMove } from '../movement/validate.js';
import { unitInEngagementRange } from '../spatial.js';
import type { GameState, ModelId, MoveKind, UnitState } from '../types.js';
import { aliveModels, footprint, isBattleShocked, modelsOnTable, onBattlefield, unitsOf } from '../units.js';
import { openWindow } from '../windows.js';
import { chooseCasualtiesReason, suggestCasualties } from './casualties.js';
import type { StepHandler } from './step.js';

/**
 * Move Units step: the player whose turn it is selects units one at a time; each makes a Normal move,
 * Advances, Falls Back (units that start within Engagement Range) or Remains Stationary. Units not
 * selected Remain Stationary when the player ends the step.
 */
export function selectable(state: GameState): UnitState[] {
  return unitsOf(state, state.flow.active).filter((u) => onBattlefield(u) && !state.flow.done.includes(u.id));
}

/** A unit's Move characteristic (the slowest model's, for the unit as a whole). */
export function unitMove(state: GameState, u: UnitState): number {
  let m = Number.POSITIVE_INFINITY;
  for (const x of aliveModels(u)) m = Math.min(m, characteristic(state, u, x, 'M').value);
  return Number.isFinite(m) ? m : 0;
}

function pathsSchema(
  state: GameState,
  u: UnitState,
  move: MoveKind,
  maxDistance: number,
): DecisionOption & { kind: 'parametric' } {
  const action = move === 'normal' ? 'normal-move' : move === 'advance' ? 'advance-move' : 'fall-back';
  return {
    kind: 'parametric',
    label: `${move === 'normal' ? 'Normal move' : move === 'advance' ? 'Advance move' : 'Fall Back'} ${u.name} (${u.id}) up to ${maxDistance}"`,
    action,
    unit: u.id,
    schema: {
      kind: 'paths',
      unit: u.id,
      move,
      maxDistance,
      models: modelsOnTable(u).map((m) => ({
        id: m.id,
        from: m.pos as NonNullable<typeof m.pos>,
        footprint: footprint(state, u, m),
      })),
    },
  };
}

function ownUnit(state: GameState, cmd: Command, id: string): UnitState {
  const u = state.units[id];
  if (!u || u.player !== cmd.player) return reject(`player ${cmd.player + 1} has no unit "${id}"`);
  if (!selectable(state).includes(u))
    return reject(`${u.name} (${u.id}) cannot be selected to move now (already selected, or not on the battlefield)`);
  return u;
}

function startMove(ctx: Ctx, u: UnitState, move: MoveKind, paths: Paths, advanceRoll?: number): void {
  ctx.emit({
    type: 'cursor-set',
    cursor: {
      step: 'move-units',
      stage: 'moving',
      unit: u.id,
      move,
      paths,
      ...(advanceRoll !== undefined ? { advanceRoll } : {}),
    },
  });
  openWindow(ctx, { kind: 'move-started', unit: u.id, move });
}

function advanceRoll(state: GameState, unit: string): number {
  const r = state.roll;
  if (r?.kind !== 'advance' || r.unit !== unit) throw new Error(`no Advance roll for ${unit}`);
  return r.faces[0] as number;
}

export const moveUnits: StepHandler = {
  auto(ctx) {
    const c = ctx.state.flow.cursor;
    if (c?.step !== 'move-units') return false;
    if (c.stage === 'moving') {
      ctx.emit({
        type: 'unit-moved',
        unit: c.unit,
        kind: c.move,
        paths: c.paths,
        ...(c.advanceRoll !== undefined ? { advanceRoll: c.advanceRoll } : {}),
      });
      ctx.emit({ type: 'cursor-set', cursor: null });
      openWindow(ctx, { kind: 'move-ended', unit: c.unit, move: c.move });
      return true;
    }
    if (c.stage === 'fall-back-tests') {
      const u = ctx.state.units[c.unit] as UnitState;
      const failed = (ctx.state.roll?.faces ?? []).filter((f) => f <= 2).length;
      const alive = aliveModels(u);
      if (failed === 0) {
        startMove(ctx, u, 'fall-back', c.paths);
      } else if (failed >= alive.length) {
        ctx.emit({ type: 'models-destroyed', unit: u.id, models: alive.map((m) => m.id), cause: 'Desperate Escape' });
        ctx.emit({ type: 'cursor-set', cursor: null });
      } else {
        ctx.emit({ type: 'cursor-set', cursor: { ...c, stage: 'fall-back-casualties', casualties: failed } });
      }
      return true;
    }
    return false;
  },

  request(state): DecisionRequest | null {
    const c = state.flow.cursor;
    const p = state.flow.active;
    if (c?.step === 'move-units' && c.stage === 'advance-move') {
      const u = state.units[c.unit] as UnitState;
      const max = unitMove(state, u) + advanceRoll(state, u.id);
      return {
        player: p,
        kind: 'advance-move',
        prompt: `Advance ${u.name}: move each model up to ${max}"`,
        seq: state.seq,
        options: [pathsSchema(state, u, 'advance', max)],
      };
    }
    if (c?.step === 'move-units' && c.stage === 'fall-back-casualties') {
      const u = state.units[c.unit] as UnitState;
      const suggested = suggestCasualties(state, u, c.paths, c.casualties);
      return {
        player: p,
        kind: 'select-casualties',
        prompt: `Desperate Escape: select ${c.casualties} model(s) of ${u.name} to be destroyed`,
        seq: state.seq,
        options: [
          {
            kind: 'parametric',
            label: `select ${c.casualties} model(s)`,
            action: 'select-casualties',
            unit: u.id,
            schema: {
              kind: 'models',
              unit: u.id,
              count: c.casualties,
              candidates: aliveModels(u).map((m) => m.id),
              ...(suggested ? { suggested } : {}),
            },
          },
        ],
      };
    }
    const units = selectable(state);
    if (units.length === 0) return null;
    const options: DecisionOption[] = [];
    for (const u of units) {
      const m = unitMove(state, u);
      if (unitInEngagementRange(state, u.id)) {
        options.push(pathsSchema(state, u, 'fall-back', m));
      } else {
        options.push(pathsSchema(state, u, 'normal', m));
        options.push({ kind: 'choice', label: `Advance ${u.name} (${u.id})`, action: { type: 'advance', unit: u.id } });
      }
      options.push({
        kind: 'choice',
        label: `${u.name} (${u.id}) Remains Stationary`,
        action: { type: 'remain-stationary', unit: u.id },
      });
    }
    options.push({
      kind: 'choice',
      label: 'end the Move Units step (the rest Remain Stationary)',
      action: { type: 'end-move-units' },
    });
    return { player: p, kind: 'move-units', prompt: `Player ${p + 1}: select a unit to move`, seq: state.seq, options };
  },

  handle(ctx, cmd) {
    const s = ctx.state;
    const a = cmd.action;
    const c = s.flow.cursor;
    if (c?.step === 'move-units' && c.stage === 'advance-move') {
      if (a.type !== 'advance-move' || a.unit !== c.unit) return reject(`expected the Advance move of ${c.unit}`);
      const u = s.units[c.unit] as UnitState;
      const roll = advanceRoll(s, u.id);
      validateMove(s, u, a.paths, 'advance', unitMove(s, u) + roll);
      return startMove(ctx, u, 'advance', a.paths, roll);
    }
    if (c?.step === 'move-units' && c.stage === 'fall-back-casualties') {
      if (a.type !== 'select-casualties') return reject('expected the models destroyed by Desperate Escape tests');
      const u = s.units[c.unit] as UnitState;
      const why = chooseCasualtiesReason(s, u, c.paths, c.casualties, a.models);
      if (why) return reject(why);
      ctx.emit({ type: 'models-destroyed', unit: u.id, models: a.models, cause: 'Desperate Escape' });
      const paths: Paths = {};
      for (const [id, path] of Object.entries(c.paths)) if (!a.models.includes(id)) paths[id] = path;
      return startMove(ctx, ctx.state.units[u.id] as UnitState, 'fall-back', paths);
    }
    switch (a.type) {
      case 'normal-move': {
        const u = ownUnit(s, cmd, a.unit);
        if (unitInEngagementRange(s, u.id))
          return reject(`${u.name} is within Engagement Range: it can only Fall Back or Remain Stationary`);
        validateMove(s, u, a.paths, 'normal', unitMove(s, u));
        ctx.emit({ type: 'unit-done', unit: u.id });
        return startMove(ctx, u, 'normal', a.paths);
      }
      case 'advance': {
        const u = ownUnit(s, cmd, a.unit);
        if (unitInEngagementRange(s, u.id))
          return reject(`${u.name} is within Engagement Range: it can only Fall Back or Remain Stationary`);
        ctx.emit({ type: 'unit-done', unit: u.id });
        ctx.emit({
          type: 'dice-rolled',
          id: ctx.newId(),
          kind: 'advance',
          player: u.player,
          unit: u.id,
          faces: [ctx.die(6)],
        });
        ctx.emit({ type: 'cursor-set', cursor: { step: 'move-units', stage: 'advance-move', unit: u.id } });
        openWindow(ctx, { kind: 'after-roll', unit: u.id, roll: 'advance' });
        return;
      }
      case 'fall-back': {
        const u = ownUnit(s, cmd, a.unit);
        if (!unitInEngagementRange(s, u.id))
          return reject(`${u.name} is not within Engagement Range: it cannot Fall Back`);
        const { crossers } = validateMove(s, u, a.paths, 'fall-back', unitMove(s, u));
        const testModels: ModelId[] = isBattleShocked(s, u.id) ? aliveModels(u).map((m) => m.id) : crossers;
        ctx.emit({ type: 'unit-done', unit: u.id });
        ctx.emit({ type: 'fall-back-declared', unit: u.id, paths: a.paths, testModels });
        if (testModels.length === 0) return startMove(ctx, u, 'fall-back', a.paths);
        const faces = ctx.dice(testModels.length);
        ctx.emit({
          type: 'dice-rolled',
          id: ctx.newId(),
          kind: 'desperate-escape',
          player: u.player,
          unit: u.id,
          faces,
          models: testModels,
        });
        ctx.emit({
          type: 'cursor-set',
          cursor: { step: 'move-units', stage: 'fall-back-tests', unit: u.id, paths: a.paths, casualties: 0 },
        });
        openWindow(ctx, { kind: 'after-roll', unit: u.id, roll: 'desperate-escape' });
        return;
      }
      case 'remain-stationary': {
        const u = ownUnit(s, cmd, a.unit);
        ctx.emit({ type: 'unit-done', unit: u.id });
        ctx.emit({ type: 'unit-moved', unit: u.id, kind: 'remain-stationary', paths: {} });
        return;
      }
      case 'end-move-units':
        for (const u of selectable(s)) {
          ctx.emit({ type: 'unit-done', unit: u.id });
          ctx.emit({ type: 'unit-moved', unit: u.id, kind: 'remain-stationary', paths: {} });
        }
        return;
      default:
        return reject(`"${a.type}" is not a Move Units command`);
    }
  },
};
