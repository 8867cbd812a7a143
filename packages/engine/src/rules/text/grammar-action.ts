import type { Phrase } from './phrase.js';
import type { Piece } from './types.js';

/**
 * The grammar of game actions, as data: what a rule lets a unit do on the table (move farther, go
 * into Strategic Reserves, fight on death...). The calculator has no use for these rows and the game
 * does not apply compiled rules yet (rules/text/defs.ts names them as left to the players).
 */
export const ACTION_PHRASES: Phrase<Piece>[] = [];
