import { letsDisembarkedCharge } from '../ability-windows.js';
import { fixedAdvance } from '../advance-rules.js';
import { characteristic } from '../characteristics.js';
import { endsOf } from '../charge/validate.js';
import type { Command, Paths } from '../commands.js';
import type { Ctx } from '../ctx.js';
import { reject } from '../ctx.js';
import type { DecisionOption, DecisionRequest } from '../decisions.js';
import { addEffect } from '../effects.js';
import { enemyMovedNear } from '../enemy-moves-near.js';
import { validateMove } from '../movement/validate.js';
import { validateSetUp } from '../setup-rules.js';
import { engagedEnemyIds, unitInEngagementRange } from '../spatial.js';
import { checkEmbark, disembarkOption, embarkReason, hullOf, transportOf } from '../transports.js';
import type { GameState, ModelId, MoveKind, UnitId, UnitState } from '../types.js';
import { activeRows } from '../unit-rules.js';
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

/**
 * Each model's own allowance: its Move plus `extra` (the Advance roll). Core rules, Normal Moves: "each
 * model in that unit can move a distance in inches less than or equal to its Move (M) characteristic".
 */
export function modelMoves(state: GameState, u: UnitState, extra = 0): Record<ModelId, number> {
  const out: Record<ModelId, number> = {};
  for (const x of aliveModels(u)) out[x.id] = characteristic(state, u, x, 'M').value + extra;
  return out;
}

const schemaCache = new WeakMap<UnitState, Map<string, DecisionOption & { kind: 'parametric' }>>();

/** A move's parametric option, remembered per unit, move, distance and the TRANSPORTs it could embark within. */
function pathsSchema(
  state: GameState,
  u: UnitState,
  move: MoveKind,
  maxDistance: number,
): DecisionOption & { kind: 'parametric' } {
  const transports = transportsFor(state, u);
  const allowances = modelMoves(state, u);
  let own = '';
  for (const id in allowances) own += `${allowances[id]},`;
  const key = `${move}|${maxDistance}|${transports.join(',')}|${own}`;
  let byKey = schemaCache.get(u);
  if (!byKey) {
    byKey = new Map();
    schemaCache.set(u, byKey);
  }
  const hit = byKey.get(key);
  if (hit) return hit;
  const built = buildPathsSchema(state, u, move, maxDistance, transports, allowances);
  byKey.set(key, built);
  return built;
}

function buildPathsSchema(
  state: GameState,
  u: UnitState,
  move: MoveKind,
  maxDistance: number,
  transports: UnitId[],
  allowances: Record<ModelId, number>,
): DecisionOption & { kind: 'parametric' } {
  const action = move === 'normal' ? 'normal-move' : move === 'advance' ? 'advance-move' : 'fall-back';
  // Models faster than the slowest say how far they may go (maxDistance is the slowest's, safe for all).
  const slowest = unitMove(state, u);
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
      models: modelsOnTable(u).map((m) => {
        const own = (allowances[m.id] ?? maxDistance) + (maxDistance - slowest);
        return {
          id: m.id,
          from: m.pos as NonNullable<typeof m.pos>,
          footprint: footprint(state, u, m),
          ...(own > maxDistance + 1e-9 ? { maxDistance: own } : {}),
        };
      }),
      ...(transports.length ? { transports } : {}),
    },
  };
}

const transportCache = new WeakMap<GameState['units'], UnitState[][]>();

/** Each player's TRANSPORTs on the battlefield (remembered per state of the units). */
function transportsOnTable(state: GameState, p: 0 | 1): UnitState[] {
  let both = transportCache.get(state.units);
  if (!both) {
    both = [[], []];
    for (const q of [0, 1] as const)
      for (const t of unitsOf(state, q)) if (onBattlefield(t) && transportOf(state, t)) both[q]?.push(t);
    transportCache.set(state.units, both);
  }
  return both[p] as UnitState[];
}

/** Friendly TRANSPORTs on the battlefield the unit could embark within after moving. */
function transportsFor(state: GameState, u: UnitState): UnitId[] {
  if (u.history.disembarked) return [];
  return transportsOnTable(state, u.player)
    .filter((t) => t.id !== u.id && !embarkReason(state, u, t))
    .map((t) => t.id);
}

const choiceCache = new WeakMap<UnitState, { advance: DecisionOption; stationary: DecisionOption }>();

/** A unit's Advance and Remain Stationary options (remembered per unit: they name only the unit). */
function unitChoices(u: UnitState): { advance: DecisionOption; stationary: DecisionOption } {
  let c = choiceCache.get(u);
  if (!c) {
    c = {
      advance: { kind: 'choice', label: `Advance ${u.name} (${u.id})`, action: { type: 'advance', unit: u.id } },
      stationary: {
        kind: 'choice',
        label: `${u.name} (${u.id}) Remains Stationary`,
        action: { type: 'remain-stationary', unit: u.id },
      },
    };
    choiceCache.set(u, c);
  }
  return c;
}

/**
 * Disembarking: a unit that started the phase embarked sets up wholly within 3" of its TRANSPORT, before
 * the TRANSPORT moves (it then acts normally, but cannot Remain Stationary) or after it made a Normal
 * move (it counts as having made one, and cannot charge); never after the TRANSPORT Advanced or Fell Back.
 */
export function disembarkTiming(state: GameState, u: UnitState): 'before' | 'after' | null {
  const t = u.embarkedIn ? state.units[u.embarkedIn] : undefined;
  if (!t || !onBattlefield(t) || u.history.embarked) return null;
  const moved = t.history.movement;
  if (moved === 'advance' || moved === 'fall-back') return null;
  return moved === 'normal' ? 'after' : 'before';
}

function movementDisembark(state: GameState, u: UnitState): DecisionOption | null {
  const when = disembarkTiming(state, u);
  const t = u.embarkedIn ? (state.units[u.embarkedIn] as UnitState) : undefined;
  const hull = t ? hullOf(state, t) : null;
  if (!when || !t || !hull) return null;
  const after = when === 'after' ? ' after it moved (counts as a Normal move)' : '';
  return disembarkOption(state, u, t, hull, 3, `${u.name} (${u.id}) disembarks from ${t.name} (${t.id})${after}`);
}

function ownUnit(state: GameState, cmd: Command, id: string): UnitState {
  const u = state.units[id];
  if (!u || u.player !== cmd.player) return reject(`player ${cmd.player + 1} has no unit "${id}"`);
  if (!selectable(state).includes(u))
    return reject(`${u.name} (${u.id}) cannot be selected to move now (already selected, or not on the battlefield)`);
  return u;
}

function startMove(ctx: Ctx, u: UnitState, move: MoveKind, paths: Paths, advanceRoll?: number, embark?: UnitId): void {
  ctx.emit({
    type: 'cursor-set',
    cursor: {
      step: 'move-units',
      stage: 'moving',
      unit: u.id,
      move,
      paths,
      ...(advanceRoll !== undefined ? { advanceRoll } : {}),
      ...(embark ? { embark } : {}),
    },
  });
  openWindow(ctx, { kind: 'move-started', unit: u.id, move });
}

function advanceRoll(state: GameState, unit: string): number {
  const c = state.flow.cursor;
  if (c?.step === 'move-units' && c.stage === 'advance-move' && c.unit === unit && c.fixed !== undefined)
    return c.fixed;
  const r = state.roll;
  if (r?.kind !== 'advance' || r.unit !== unit) throw new Error(`no Advance roll for ${unit}`);
  // "add 2 to Advance rolls made for those model's units" (Full Tilt): an active effect's row on the roll.
  let add = 0;
  for (const e of activeRows(state, state.units[unit] as UnitState))
    if (e.kind === 'roll' && e.roll === 'advance' && !e.when?.length) add += e.n;
  return (r.faces[0] as number) + add;
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
      if (c.embark) {
        const u = ctx.state.units[c.unit] as UnitState;
        if (onBattlefield(u)) ctx.emit({ type: 'embarked', unit: c.unit, transport: c.embark, atStart: false });
      }
      if (c.move !== 'remain-stationary') enemyMovedNear(ctx, c.unit);
      openWindow(ctx, { kind: 'move-ended', unit: c.unit, move: c.move });
      return true;
    }
    if (c.stage === 'fall-back-tests') {
      const u = ctx.state.units[c.unit] as UnitState;
      const failed = (ctx.state.roll?.faces ?? []).filter((f) => f <= 2).length;
      const alive = aliveModels(u);
      if (failed === 0) {
        startMove(ctx, u, 'fall-back', c.paths, undefined, c.embark);
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
    const options: DecisionOption[] = [];
    for (const u of unitsOf(state, p)) {
      if (!u.embarkedIn || state.flow.done.includes(u.id)) continue;
      const o = movementDisembark(state, u);
      if (o) options.push(o);
    }
    if (units.length === 0 && options.length === 0) return null;
    for (const u of units) {
      const m = unitMove(state, u);
      const c = unitChoices(u);
      if (unitInEngagementRange(state, u.id)) {
        options.push(pathsSchema(state, u, 'fall-back', m));
      } else {
        options.push(pathsSchema(state, u, 'normal', m));
        options.push(c.advance);
      }
      if (u.history.disembarked !== 'before') options.push(c.stationary);
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
      validateMove(s, u, a.paths, 'advance', modelMoves(s, u, roll));
      if (a.embark)
        checkEmbark(
          s,
          u,
          a.embark,
          endsOf(s, u, a.paths).map((e) => e.body),
        );
      // No Advance roll was made for a unit whose army's rule adds a fixed distance instead (Mailed Fist).
      return startMove(ctx, u, 'advance', a.paths, c.fixed === undefined ? roll : undefined, a.embark);
    }
    if (c?.step === 'move-units' && c.stage === 'fall-back-casualties') {
      if (a.type !== 'select-casualties') return reject('expected the models destroyed by Desperate Escape tests');
      const u = s.units[c.unit] as UnitState;
      const why = chooseCasualtiesReason(s, u, c.paths, c.casualties, a.models);
      if (why) return reject(why);
      ctx.emit({ type: 'models-destroyed', unit: u.id, models: a.models, cause: 'Desperate Escape' });
      const paths: Paths = {};
      for (const [id, path] of Object.entries(c.paths)) if (!a.models.includes(id)) paths[id] = path;
      return startMove(ctx, ctx.state.units[u.id] as UnitState, 'fall-back', paths, undefined, c.embark);
    }
    switch (a.type) {
      case 'normal-move': {
        const u = ownUnit(s, cmd, a.unit);
        if (unitInEngagementRange(s, u.id))
          return reject(`${u.name} is within Engagement Range: it can only Fall Back or Remain Stationary`);
        validateMove(s, u, a.paths, 'normal', modelMoves(s, u));
        if (a.embark)
          checkEmbark(
            s,
            u,
            a.embark,
            endsOf(s, u, a.paths).map((e) => e.body),
          );
        ctx.emit({ type: 'unit-done', unit: u.id });
        return startMove(ctx, u, 'normal', a.paths, undefined, a.embark);
      }
      case 'advance': {
        const u = ownUnit(s, cmd, a.unit);
        if (unitInEngagementRange(s, u.id))
          return reject(`${u.name} is within Engagement Range: it can only Fall Back or Remain Stationary`);
        ctx.emit({ type: 'unit-done', unit: u.id });
        const fixed = fixedAdvance(s, u);
        if (fixed) {
          // Mailed Fist: "do not make an Advance roll for it; until the end of the phase, add 6" to the Move
          // characteristic ... and until the end of the turn, ranged weapons ... have the [ASSAULT] ability."
          ctx.emit({ type: 'rule-used', player: u.player, rule: fixed.rule, unit: u.id });
          if (!fixed.held)
            addEffect(ctx, {
              kind: 'rule',
              player: u.player,
              unit: u.id,
              source: fixed.rule,
              rule: fixed.rule,
              until: fixed.until,
            });
          ctx.emit({
            type: 'cursor-set',
            cursor: { step: 'move-units', stage: 'advance-move', unit: u.id, fixed: fixed.inches },
          });
          return;
        }
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
        const { crossers } = validateMove(s, u, a.paths, 'fall-back', modelMoves(s, u));
        if (a.embark)
          checkEmbark(
            s,
            u,
            a.embark,
            endsOf(s, u, a.paths).map((e) => e.body),
          );
        const testModels: ModelId[] = isBattleShocked(s, u.id) ? aliveModels(u).map((m) => m.id) : crossers;
        ctx.emit({ type: 'unit-done', unit: u.id });
        const engaged = [...engagedEnemyIds(s, u)];
        ctx.emit({ type: 'fall-back-declared', unit: u.id, paths: a.paths, testModels, engaged });
        if (testModels.length === 0) return startMove(ctx, u, 'fall-back', a.paths, undefined, a.embark);
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
          cursor: {
            step: 'move-units',
            stage: 'fall-back-tests',
            unit: u.id,
            paths: a.paths,
            casualties: 0,
            ...(a.embark ? { embark: a.embark } : {}),
          },
        });
        openWindow(ctx, { kind: 'after-roll', unit: u.id, roll: 'desperate-escape' });
        return;
      }
      case 'remain-stationary': {
        const u = ownUnit(s, cmd, a.unit);
        if (u.history.disembarked === 'before')
          return reject(`${u.name} disembarked this phase: it cannot Remain Stationary`);
        ctx.emit({ type: 'unit-done', unit: u.id });
        ctx.emit({ type: 'unit-moved', unit: u.id, kind: 'remain-stationary', paths: {} });
        return;
      }
      case 'end-move-units':
        for (const u of selectable(s)) {
          ctx.emit({ type: 'unit-done', unit: u.id });
          // A unit that disembarked before its TRANSPORT moved cannot Remain Stationary: it moved 0".
          const kind = u.history.disembarked === 'before' ? 'normal' : 'remain-stationary';
          ctx.emit({ type: 'unit-moved', unit: u.id, kind, paths: {} });
        }
        for (const u of unitsOf(s, s.flow.active))
          if (u.embarkedIn && !s.flow.done.includes(u.id)) ctx.emit({ type: 'unit-done', unit: u.id });
        return;
      case 'disembark': {
        const u = s.units[a.unit];
        if (!u || u.player !== cmd.player || !u.embarkedIn)
          return reject(`${a.unit} is not a unit of player ${cmd.player + 1} embarked in a TRANSPORT`);
        if (s.flow.done.includes(u.id)) return reject(`${u.id} cannot disembark now`);
        const when = disembarkTiming(s, u);
        const t = s.units[u.embarkedIn] as UnitState;
        const hull = hullOf(s, t);
        if (!when || !hull)
          return reject(
            `${u.id} cannot disembark: ${t.id} Advanced or Fell Back, is not on the battlefield, or ${u.id} embarked this turn`,
          );
        validateSetUp(s, u, a.positions, { kind: 'disembark', transport: t.id, hull, within: 3 });
        ctx.emit({ type: 'unit-disembarked', unit: u.id, transport: t.id, positions: a.positions, when });
        if (when === 'after') {
          ctx.emit({ type: 'unit-done', unit: u.id });
          if (letsDisembarkedCharge(s, t)) ctx.emit({ type: 'history-set', unit: u.id, history: { mayCharge: true } });
        }
        enemyMovedNear(ctx, u.id);
        openWindow(ctx, { kind: 'unit-set-up', unit: u.id });
        return;
      }
      default:
        return reject(`"${a.type}" is not a Move Units command`);
    }
  },
};
