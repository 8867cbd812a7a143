import type { Condition, Effect } from '../effects.js';
import type { RuleSupport } from '../registry.js';
import { asked, support } from './words.js';

/**
 * Words for Enhancements. The list validator checks every Enhancement with a definition: its bearer
 * keywords (the definition's `bearer`), that it is one of the chosen detachment's, and the usual
 * limits (army/rules/enhancements.ts), so its `lists` mark is automated unless a note says otherwise.
 */

/** An Enhancement's support: the calculator's and the game's marks, the list validator's (automated unless said). */
export function enhancementSupport(
  calculator: RuleSupport['calculator'],
  game: RuleSupport['game'],
  note?: string,
  lists: RuleSupport['lists'] = 'automated',
): RuleSupport {
  return support(calculator, game, note, lists);
}

/** An Enhancement with no effect on an attack that the game does not apply yet: the note names it to the players. */
export const byHand = (note: string, lists: RuleSupport['lists'] = 'automated'): RuleSupport =>
  enhancementSupport('n/a', 'manual', note, lists);

/** "X model only": one keyword set (`only('GREY KNIGHTS', 'INFANTRY')`: a GREY KNIGHTS INFANTRY model). */
export const only = (...keywords: string[]): string[][] => [keywords];

/** "you can spend N YP. If you do, ..." as the calculator's toggle (the game does not offer these spends yet). */
export const spentYp = (id: string, n: number, what: string): Condition =>
  asked(`${id}-spent-${n}yp`, `${n}YP ${n === 1 ? 'was' : 'were'} spent on ${what}`);

/**
 * "spend up to N YP ... add the number of YP you just spent to the Damage characteristic": one row per
 * YP, the k-th asking "at least k YP were spent" (answer them in order: 2YP is yes to the first two).
 */
export function perYpSpent(id: string, upTo: number, what: string, row: (c: Condition) => Effect): Effect[] {
  const out: Effect[] = [];
  for (let k = 1; k <= upTo; k++)
    out.push(row(asked(`${id}-at-least-${k}yp`, `at least ${k}YP ${k === 1 ? 'was' : 'were'} spent on ${what}`)));
  return out;
}

/** Core Stratagems' ids (Boarding Actions prints Command Re-roll and Counter-offensive again). */
export const CORE_STRATAGEM = {
  counterOffensive: ['core/counter-offensive', 'boarding-actions/counter-offensive'],
  commandReRoll: ['core/command-re-roll', 'boarding-actions/command-re-roll'],
  tankShock: ['core/tank-shock'],
  fireOverwatch: ['core/fire-overwatch'],
} as const;

/**
 * "you can target the bearer's unit with the X Stratagem for 0CP" (`cp`), or "reduce the CP cost of that use of that
 * Stratagem by 1CP" (`minus`): a `stratagem-cost` row the game's Stratagem offers read (game/stratagem-costs.ts).
 */
export const stratagemFor = (
  stratagems: readonly string[],
  cost: { cp: number } | { minus: number },
  more: Omit<Extract<Effect, { kind: 'stratagem-cost' }>, 'kind' | 'stratagems' | 'cp' | 'minus'> = {},
): Effect => ({ kind: 'stratagem-cost', stratagems: [...stratagems], ...cost, ...more });
