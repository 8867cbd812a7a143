import type { StratagemDef } from './types.js';

/** Imperial Knights Stratagems (seed 003's five detachments): none hand-written yet, the compiled readings apply. */
export const IMPERIAL_KNIGHTS: readonly StratagemDef[] = [];
