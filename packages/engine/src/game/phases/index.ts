import type { StepId } from '../types.js';
import { battleShockStep } from './command.js';
import { deployArmies, determineFirstTurn } from './deployment.js';
import { moveUnits } from './movement.js';
import type { StepHandler } from './step.js';

/**
 * The steps that have rules. A step without a handler passes through (its start and end events still
 * fire, so hooks and windows run): the Command step (its CP gain is a hook), the Reinforcements step
 * (Reserves come with issue 6), and the Shooting, Charge and Fight phases' steps for now.
 */
export const STEP_HANDLERS: Partial<Record<StepId, StepHandler>> = {
  'deploy-armies': deployArmies,
  'determine-first-turn': determineFirstTurn,
  'battle-shock': battleShockStep,
  'move-units': moveUnits,
};
