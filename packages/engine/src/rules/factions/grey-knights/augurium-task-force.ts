import { ruleKit } from '../kit.js';
import { gameOnly } from '../words.js';

/** Augurium Task Force (seed 002 and the 2025-11 export). */
const k = ruleKit('Grey Knights', 'Augurium Task Force');

// "at the start of your Movement phase, if you did not select the maximum number of GREY KNIGHTS units ... using the
// Gate of Infinity ability ... you can select one GREY KNIGHTS unit ... and place it into Strategic Reserves."
k.rule('Prescient Redeployment', { support: gameOnly('placing the unit into Strategic Reserves is the players’') });

export const AUGURIUM_TASK_FORCE = k.out;
