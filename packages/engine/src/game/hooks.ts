import { offerPhaseEndAbilities, offerPhaseStartAbilities } from './ability-windows.js';
import { restoreCoherency } from './coherency.js';
import { gainCommandStepCp } from './cp.js';
import type { Ctx } from './ctx.js';
import { expireEffects } from './effects.js';
import { enhancementsInReinforcements } from './enhancement-points.js';
import { scoreEndOfTurn, scoreKills, scorePrimaryControl, scorePrimaryRound } from './missions/score.js';
import { drawTactical, noteTurnControl, scoreTactical } from './missions/tactical.js';
import { checkOaths } from './oath.js';
import { scoreMission, updateControl } from './objectives.js';
import { phaseDef } from './phases/config.js';
import { destroyUnarrived } from './phases/reinforcements.js';
import { FIRST_ARRIVAL_ROUND } from './reserves.js';
import { runRuleTriggers } from './rule-triggers.js';
import { stratagemsInWindow } from './stratagems/compiled.js';
import { sourcesFor } from './stratagems/offers.js';
import type { PhaseId, StepId } from './types.js';
import { setBearersBackUp } from './votann-set-back-up.js';
import { openWindow } from './windows.js';

/** Where in the flow a hook runs. */
export type HookPoint =
  | 'step-start'
  | 'step-end'
  | 'phase-start'
  | 'phase-end'
  | 'turn-start'
  | 'turn-end'
  | 'round-end';

/** A rule that runs at a point of the flow. Hooks run in list order. */
export interface Hook {
  id: string;
  at: HookPoint;
  phase?: PhaseId;
  step?: StepId;
  run(ctx: Ctx): void;
}

/** Steps where "your X phase" Stratagems are offered (the start of each phase's main step). */
const MAIN_STEPS: readonly StepId[] = ['command', 'move-units', 'shooting', 'charge', 'fights-first'];

export const HOOKS: Hook[] = [
  {
    id: 'battle-shock/ends',
    at: 'phase-start',
    phase: 'command',
    run: (ctx) => expireEffects(ctx, 'command-phase-start'),
  },
  {
    id: 'effects/shooting-phase-start',
    at: 'phase-start',
    phase: 'shooting',
    run: (ctx) => expireEffects(ctx, 'shooting-phase-start'),
  },
  {
    id: 'army-rules/phase-start',
    at: 'phase-start',
    run: (ctx) => {
      const phase = ctx.state.flow.phase;
      if (phase) runRuleTriggers(ctx, { kind: 'phase-start', phase });
    },
  },
  { id: 'mission/tactical-draw', at: 'phase-start', phase: 'command', run: (ctx) => drawTactical(ctx) },
  { id: 'abilities/phase-start', at: 'phase-start', run: (ctx) => offerPhaseStartAbilities(ctx) },
  {
    // "At the end of your Movement phase" (Bearer of the Iron Chalice): at the end of the phase's last step, asked
    // after the end-of-phase Stratagem window and before the phase is left.
    id: 'abilities/phase-end',
    at: 'step-end',
    run: (ctx) => {
      const { phase, step } = ctx.state.flow;
      if (phase && phaseDef(phase).steps.at(-1)?.id === step) offerPhaseEndAbilities(ctx);
    },
  },
  { id: 'mission/turn-control', at: 'turn-start', run: (ctx) => noteTurnControl(ctx) },
  {
    id: 'cp/command-step',
    at: 'step-start',
    step: 'command',
    run: (ctx) => {
      gainCommandStepCp(ctx, 0);
      gainCommandStepCp(ctx, 1);
    },
  },
  ...MAIN_STEPS.map(
    (step): Hook => ({
      id: `stratagems/during-${step}`,
      at: 'step-start',
      step,
      run: (ctx) => void openWindow(ctx, { kind: 'during-phase' }),
    }),
  ),
  // "Reinforcements step of your Movement phase" (Hallowed Beacon): offered at the start of the step, from the
  // battle round units can first arrive in.
  {
    id: 'stratagems/reinforcements-step',
    at: 'step-start',
    step: 'reinforcements',
    run: (ctx) => {
      const s = ctx.state;
      // Only where such a Stratagem is in play: an unopened window still takes an id (the logs would change).
      const some = stratagemsInWindow('reinforcements-step')?.some(
        (d) => sourcesFor(s, 0).includes(d.source) || sourcesFor(s, 1).includes(d.source),
      );
      if (some && s.flow.round >= FIRST_ARRIVAL_ROUND) openWindow(ctx, { kind: 'reinforcements-step' });
    },
  },
  // "In the Reinforcements step of your Movement phase, the bearer can use this Enhancement" (Dêlvwerke Navigator).
  {
    id: 'enhancements/reinforcements-step',
    at: 'step-start',
    step: 'reinforcements',
    run: (ctx) => enhancementsInReinforcements(ctx),
  },
  { id: 'enhancements/set-back-up', at: 'phase-end', run: (ctx) => setBearersBackUp(ctx) },
  { id: 'objectives/control', at: 'phase-end', run: (ctx) => updateControl(ctx) },
  {
    id: 'army-rules/phase-end',
    at: 'phase-end',
    run: (ctx) => {
      const phase = ctx.state.flow.phase;
      if (phase) runRuleTriggers(ctx, { kind: 'phase-end', phase });
    },
  },
  {
    id: 'mission/scoring',
    at: 'phase-end',
    run: (ctx) => {
      const phase = ctx.state.flow.phase;
      if (phase) scoreMission(ctx, phase);
    },
  },
  {
    id: 'mission/primary-objectives',
    at: 'phase-end',
    phase: 'command',
    run: (ctx) => scorePrimaryControl(ctx, 'command-end'),
  },
  { id: 'mission/secondary-kills', at: 'phase-end', run: (ctx) => scoreKills(ctx) },
  { id: 'effects/end-of-phase', at: 'phase-end', run: (ctx) => expireEffects(ctx, 'phase-end') },
  { id: 'mission/primary-last-turn', at: 'turn-end', run: (ctx) => scorePrimaryControl(ctx, 'turn-end') },
  { id: 'mission/secondary-end-of-turn', at: 'turn-end', run: (ctx) => scoreEndOfTurn(ctx) },
  { id: 'mission/tactical-end-of-turn', at: 'turn-end', run: (ctx) => scoreTactical(ctx) },
  // Code Chivalric: "The first time your selected Deed is completed your Oath is fulfilled" (game/oath.ts).
  { id: 'army-rules/oath-deed', at: 'turn-end', run: (ctx) => checkOaths(ctx) },
  { id: 'mission/primary-round', at: 'round-end', run: (ctx) => scorePrimaryRound(ctx) },
  { id: 'coherency/end-of-turn', at: 'turn-end', run: (ctx) => restoreCoherency(ctx) },
  { id: 'effects/end-of-turn', at: 'turn-end', run: (ctx) => expireEffects(ctx, 'turn-end') },
  { id: 'effects/end-of-round', at: 'round-end', run: (ctx) => expireEffects(ctx, 'round-end') },
  { id: 'reserves/not-arrived', at: 'round-end', run: (ctx) => destroyUnarrived(ctx) },
];

export function runHooks(ctx: Ctx, at: HookPoint): void {
  const { phase, step } = ctx.state.flow;
  for (const h of HOOKS) {
    if (h.at !== at) continue;
    if (h.phase && h.phase !== phase) continue;
    if (h.step && h.step !== step) continue;
    h.run(ctx);
  }
}
