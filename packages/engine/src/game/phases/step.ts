import type { Command } from '../commands.js';
import type { Ctx } from '../ctx.js';
import type { DecisionRequest } from '../decisions.js';
import type { GameState } from '../types.js';

/**
 * What a step does. `auto` emits whatever needs no decision (a roll, a test, an automatic result) and
 * says whether it emitted anything; `request` is the decision the step waits for (null: the step is
 * finished); `handle` validates and applies an answer, throwing a Rejection when it breaks a rule.
 */
export interface StepHandler {
  auto?(ctx: Ctx): boolean;
  request?(state: GameState): DecisionRequest | null;
  handle?(ctx: Ctx, cmd: Command): void;
}
