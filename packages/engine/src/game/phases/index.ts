import type { StepId } from '../types.js';
import { chargeStep } from './charge.js';
import { battleShockStep } from './command.js';
import { deployArmies, determineFirstTurn } from './deployment.js';
import { fightStep } from './fight.js';
import { declareFormations } from './formations.js';
import { moveUnits } from './movement.js';
import { reinforcements } from './reinforcements.js';
import { shootingStep } from './shooting.js';
import type { StepHandler } from './step.js';

/**
 * The steps that have rules. A step without a handler passes through (its start and end events still
 * fire, so hooks and windows run): the Command step (its CP gain is a hook).
 */
export const STEP_HANDLERS: Partial<Record<StepId, StepHandler>> = {
  'declare-battle-formations': declareFormations,
  'deploy-armies': deployArmies,
  'determine-first-turn': determineFirstTurn,
  'battle-shock': battleShockStep,
  'move-units': moveUnits,
  reinforcements,
  shooting: shootingStep,
  charge: chargeStep,
  'fights-first': fightStep,
  'remaining-combats': fightStep,
};
