import { type Effect, effectSide } from '../effects.js';

/** Whether the attack resolution reads a row (the calculator's rows: attack and defence sides). */
export const calculatorRow = (e: Effect): boolean => e.kind === 'stealth' || effectSide(e) !== undefined;
