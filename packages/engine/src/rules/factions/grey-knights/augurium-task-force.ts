import { ruleKit } from '../kit.js';
import { support } from '../words.js';

/** Augurium Task Force (seed 002 and the 2025-11 export). */
const k = ruleKit('Grey Knights', 'Augurium Task Force');

// "at the start of your Movement phase, if you did not select the maximum number of GREY KNIGHTS units ... using the
// Gate of Infinity ability ... you can select one GREY KNIGHTS unit ... and place it into Strategic Reserves."
// (The game asks the player at the start of their Movement phase from the second battle round: game/rule-choices.ts.)
k.rule('Prescient Redeployment', {
  support: support('n/a', 'automated'),
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'yours', phases: ['movement'] }],
      handler: 'prescient-redeployment',
      optional: true,
    },
  ],
});

export const AUGURIUM_TASK_FORCE = k.out;
