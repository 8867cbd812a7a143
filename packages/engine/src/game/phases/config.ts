import type { PhaseId, StepId } from '../types.js';

/** Phases and their named steps, in order. Adding a phase's rules means adding a step handler. */
export interface StepDef {
  id: StepId;
  name: string;
}

export interface PhaseDef {
  id: PhaseId;
  name: string;
  steps: StepDef[];
}

export const PRE_BATTLE_STEPS: readonly StepDef[] = [
  { id: 'declare-battle-formations', name: 'Declare Battle Formations' },
  { id: 'deploy-armies', name: 'Deploy Armies' },
  { id: 'determine-first-turn', name: 'Determine First Turn' },
];

export const PHASES: readonly PhaseDef[] = [
  {
    id: 'command',
    name: 'Command phase',
    steps: [
      { id: 'command', name: 'Command step' },
      { id: 'battle-shock', name: 'Battle-shock step' },
    ],
  },
  {
    id: 'movement',
    name: 'Movement phase',
    steps: [
      { id: 'move-units', name: 'Move Units step' },
      { id: 'reinforcements', name: 'Reinforcements step' },
    ],
  },
  { id: 'shooting', name: 'Shooting phase', steps: [{ id: 'shooting', name: 'Shooting' }] },
  { id: 'charge', name: 'Charge phase', steps: [{ id: 'charge', name: 'Charge' }] },
  {
    id: 'fight',
    name: 'Fight phase',
    steps: [
      { id: 'fights-first', name: 'Fights First step' },
      { id: 'remaining-combats', name: 'Remaining Combats step' },
    ],
  },
];

export function phaseDef(id: PhaseId): PhaseDef {
  return PHASES.find((p) => p.id === id) as PhaseDef;
}

export function phaseName(id: PhaseId | null): string {
  return id ? phaseDef(id).name : 'pre-battle';
}

export function stepName(id: StepId): string {
  for (const s of PRE_BATTLE_STEPS) if (s.id === id) return s.name;
  for (const p of PHASES) for (const s of p.steps) if (s.id === id) return s.name;
  return id;
}
