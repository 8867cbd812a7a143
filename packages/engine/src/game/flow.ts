import { splitAttachedUnits } from './attached.js';
import { attackAuto, attackRequest, handleAttack } from './attacks/sequence.js';
import type { Command } from './commands.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import type { DecisionRequest } from './decisions.js';
import { runHooks } from './hooks.js';
import { interruptAuto, interruptHandle, interruptRequest, topInterrupt } from './interrupts.js';
import { PHASES, PRE_BATTLE_STEPS, phaseDef, type StepDef } from './phases/config.js';
import { STEP_HANDLERS } from './phases/index.js';
import { askRuleChoice } from './rule-choices.js';
import type { GameState, PhaseId, PlayerIndex } from './types.js';
import { other } from './types.js';
import { openWindow, windowRequest } from './windows.js';

/** The one pending decision of a settled state, or null once the battle is over. */
const pendingCache = new WeakMap<GameState, DecisionRequest | null>();

export function pending(state: GameState): DecisionRequest | null {
  const hit = pendingCache.get(state);
  if (hit !== undefined) return hit;
  const r = computePending(state);
  pendingCache.set(state, r);
  return r;
}

/**
 * Remember `settled`'s pending decision for `next`, a state that differs from it only by the dice log
 * (`rng-advanced`): requests never read the PRNG, so it is the same decision, answered at the new seq.
 */
export function carryPending(settled: GameState, next: GameState): void {
  if (next === settled) return;
  const req = pendingCache.get(settled);
  if (req === undefined) return;
  pendingCache.set(next, req && { ...req, seq: next.seq });
}

function computePending(state: GameState): DecisionRequest | null {
  if (state.result) return null;
  const w = state.windows[state.windows.length - 1];
  if (w) return windowRequest(state, w);
  if (state.attack) return attackRequest(state);
  const i = topInterrupt(state);
  if (i) return interruptRequest(state, i);
  if (state.flow.at !== 'step') return null;
  return STEP_HANDLERS[state.flow.step]?.request?.(state) ?? null;
}

/** Route an answer to what asked: the attacks being resolved, an interrupt, or the step. */
export function handleStepAction(ctx: Ctx, cmd: Command): void {
  if (ctx.state.attack) {
    handleAttack(ctx, cmd);
    return;
  }
  const i = topInterrupt(ctx.state);
  if (i) {
    interruptHandle(ctx, cmd, i);
    return;
  }
  const h = STEP_HANDLERS[ctx.state.flow.step];
  if (!h?.handle) {
    reject(`the ${ctx.state.flow.step} step takes no commands`);
    return;
  }
  h.handle(ctx, cmd);
}

/**
 * Run the flow forward until someone must decide or the battle ends: close windows nobody can use,
 * let steps do what needs no decision (rolls, tests), and move through steps, phases, turns and rounds.
 */
export function settle(ctx: Ctx): void {
  for (let guard = 0; guard < 1_000_000; guard++) {
    const s = ctx.state;
    if (s.result) return;
    const w = s.windows[s.windows.length - 1];
    if (w) {
      if (pending(s)) return;
      ctx.emit({ type: 'window-closed', id: w.id });
      continue;
    }
    if (s.attack) {
      if (attackAuto(ctx)) continue;
      if (pending(ctx.state)) return;
      throw new Error(`the attacks stopped at stage ${s.attack.stage} without a decision`);
    }
    if (splitAttachedUnits(ctx)) continue;
    const i = topInterrupt(s);
    if (i) {
      if (interruptAuto(ctx, i)) continue;
      if (pending(ctx.state)) return;
      ctx.emit({ type: 'interrupt-popped' });
      continue;
    }
    if (s.flow.at === 'step') {
      const h = STEP_HANDLERS[s.flow.step];
      if (h?.auto?.(ctx)) continue;
      if (pending(ctx.state)) return;
      finishStep(ctx);
    } else if (s.flow.at === 'phase-start') {
      if (askRuleChoice(ctx, 'phase-start')) continue;
      startStep(ctx, phaseDef(s.flow.phase as PhaseId).steps[0] as StepDef);
    } else {
      if (askRuleChoice(ctx, 'phase-end')) continue;
      leavePhase(ctx);
    }
  }
  throw new Error('the flow did not settle');
}

function startStep(ctx: Ctx, step: StepDef): void {
  ctx.emit({ type: 'step-started', step: step.id, phase: ctx.state.flow.phase });
  runHooks(ctx, 'step-start');
}

function finishStep(ctx: Ctx): void {
  const { phase, step } = ctx.state.flow;
  ctx.emit({ type: 'step-ended', step, phase });
  runHooks(ctx, 'step-end');
  const steps = phase ? phaseDef(phase).steps : PRE_BATTLE_STEPS;
  const i = steps.findIndex((x) => x.id === step);
  const next = steps[i + 1];
  if (next) {
    startStep(ctx, next);
    return;
  }
  if (!phase) {
    ctx.emit({ type: 'battle-started' });
    startRound(ctx, 1);
    return;
  }
  ctx.emit({ type: 'phase-ended', phase, player: ctx.state.flow.active });
  openWindow(ctx, { kind: 'phase-end' });
}

/** After the phase-end window: the end-of-phase rules, then the next phase, turn or round. */
function leavePhase(ctx: Ctx): void {
  const phase = ctx.state.flow.phase as PhaseId;
  runHooks(ctx, 'phase-end');
  const i = PHASES.findIndex((p) => p.id === phase);
  const next = PHASES[i + 1];
  if (next) {
    startPhase(ctx, next.id);
    return;
  }
  const { active, turn, round } = ctx.state.flow;
  ctx.emit({ type: 'turn-ended', player: active });
  runHooks(ctx, 'turn-end');
  if (turn === 1) {
    startTurn(ctx, 2, other(active));
    return;
  }
  ctx.emit({ type: 'round-ended', round });
  runHooks(ctx, 'round-end');
  if (round >= ctx.state.ruleset.battleRounds) {
    endBattle(ctx);
    return;
  }
  startRound(ctx, round + 1);
}

function startRound(ctx: Ctx, round: number): void {
  ctx.emit({ type: 'round-started', round });
  startTurn(ctx, 1, ctx.state.firstPlayer ?? 0);
}

function startTurn(ctx: Ctx, turn: 1 | 2, player: PlayerIndex): void {
  ctx.emit({ type: 'turn-started', round: ctx.state.flow.round, player, turn });
  runHooks(ctx, 'turn-start');
  startPhase(ctx, 'command');
}

function startPhase(ctx: Ctx, phase: PhaseId): void {
  ctx.emit({ type: 'phase-started', phase, player: ctx.state.flow.active });
  runHooks(ctx, 'phase-start');
  openWindow(ctx, { kind: 'phase-start' });
}

export function endBattle(ctx: Ctx, conceded?: PlayerIndex): void {
  const vp: [number, number] = [ctx.state.players[0].vp, ctx.state.players[1].vp];
  const winner = conceded !== undefined ? other(conceded) : vp[0] > vp[1] ? 0 : vp[1] > vp[0] ? 1 : null;
  const rounds = ctx.state.ruleset.battleRounds;
  const perRound = (p: PlayerIndex) =>
    Array.from({ length: rounds }, (_, i) => ctx.state.players[p].vpByRound?.[i] ?? 0);
  ctx.emit({
    type: 'battle-ended',
    result: {
      winner,
      vp,
      reason: conceded !== undefined ? 'conceded' : 'rounds-complete',
      byRound: [perRound(0), perRound(1)],
    },
  });
}
