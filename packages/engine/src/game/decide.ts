import { z } from 'zod';
import { InputError } from '../errors.js';
import { type Action, ActionSchema, type Command } from './commands.js';
import { gainCp } from './cp.js';
import { Ctx, Rejection, reject } from './ctx.js';
import type { GameEvent } from './events.js';
import { carryPending, endBattle, handleStepAction, pending, settle } from './flow.js';
import { applyManualMission, manualMissionProblem } from './missions/manual.js';
import type { GameState } from './types.js';
import { handleWindowAction } from './windows.js';

export type DecideResult = { ok: true; events: GameEvent[]; state: GameState } | { ok: false; reason: string };

const EnvelopeSchema = z.object({
  seq: z.number().int().min(0),
  player: z.union([z.literal(0), z.literal(1)]),
  action: ActionSchema,
});

function actionType(o: { kind: string; action: Action | Action['type'] }): Action['type'] {
  return typeof o.action === 'string' ? o.action : o.action.type;
}

/**
 * Whether the command answers the pending decision with one of its complete options, the very object the
 * engine offered (a bot's or a client's pick passed through unchanged): the engine made it, so parsing it
 * again proves nothing. Anything else, or any doubt about the envelope, goes through the schema.
 */
function offeredAsIs(state: GameState, command: Command): boolean {
  if (typeof command !== 'object' || command === null) return false;
  const { seq, player, action } = command;
  if (seq !== state.seq || !Number.isInteger(seq) || seq < 0 || (player !== 0 && player !== 1)) return false;
  if (typeof action !== 'object' || action === null || state.result) return false;
  const req = pending(state);
  if (!req) return false;
  for (const o of req.options) if (o.kind === 'choice' && o.action === action) return true;
  return false;
}

const OFFERED = { success: true } as const;

/**
 * Validate a command against the state and return the events it causes, fully resolved (dice inside),
 * up to the next decision. A rejected command changes nothing and says why.
 */
export function decide(state: GameState, command: Command): DecideResult {
  try {
    const parsed = offeredAsIs(state, command) ? OFFERED : EnvelopeSchema.safeParse(command);
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      return reject(`malformed command: ${i?.path.join('.') || '(root)'}: ${i?.message}`);
    }
    if (state.result) return reject('the battle is over');
    if (command.seq !== state.seq)
      return reject(`stale command: it was made at event ${command.seq}, the battle is at event ${state.seq}`);
    const ctx = new Ctx(state);
    const a = command.action;
    if (a.type === 'gain-cp') {
      ctx.emit({ type: 'command-accepted', command });
      gainCp(ctx, command.player, a.amount, a.source);
    } else if (a.type === 'score-vp' || a.type === 'discard-secondary') {
      const why = manualMissionProblem(state, command.player, a);
      if (why) return reject(why);
      ctx.emit({ type: 'command-accepted', command });
      applyManualMission(ctx, command.player, a);
    } else if (a.type === 'concede') {
      ctx.emit({ type: 'command-accepted', command });
      endBattle(ctx, command.player);
    } else {
      const req = pending(state);
      if (!req) return reject('nothing is waiting for a decision');
      if (command.player !== req.player) {
        return reject(`it is player ${req.player + 1}'s decision (${req.kind}), not player ${command.player + 1}'s`);
      }
      if (!req.options.some((o) => actionType(o) === a.type)) {
        const allowed = [...new Set(req.options.map(actionType))];
        return reject(`${req.kind} expects ${allowed.join(' | ')}, not "${a.type}"`);
      }
      ctx.emit({ type: 'command-accepted', command });
      const w = state.windows[state.windows.length - 1];
      if (req.kind === 'stratagem-window' && w) handleWindowAction(ctx, command, w);
      else handleStepAction(ctx, command);
    }
    settle(ctx);
    const settled = ctx.state;
    ctx.finish();
    carryPending(settled, ctx.state);
    return { ok: true, events: ctx.events, state: ctx.state };
  } catch (e) {
    if (e instanceof Rejection) return { ok: false, reason: e.reason };
    if (e instanceof InputError) return { ok: false, reason: e.format() };
    throw e;
  }
}

/** Settle a fresh state (run the flow to the first decision). */
export function settleState(state: GameState): { events: GameEvent[]; state: GameState } {
  const ctx = new Ctx(state);
  settle(ctx);
  const settled = ctx.state;
  ctx.finish();
  carryPending(settled, ctx.state);
  return { events: ctx.events, state: ctx.state };
}
