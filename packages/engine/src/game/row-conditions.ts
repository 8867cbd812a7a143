import { conditionHolds } from '../rules/apply.js';
import { askKey } from '../rules/asks.js';
import type { Effect } from '../rules/effects.js';
import { attackAnswers } from './rule-answers.js';
import type { GameState, UnitState } from './types.js';
import { unitKeywords } from './units.js';

/**
 * Whether a row's conditions hold outside an attack (a roll a rule makes when a unit moves, or at the end of a
 * phase): the holder's keywords, and the game's answers to the questions the row asks as the rule's holder would be
 * answered against `other` (a question the game does not answer is false).
 */
export function rowHolds(state: GameState, holder: UnitState, other: UnitState, rule: string, row: Effect): boolean {
  if (!row.when?.length) return true;
  const answers = attackAnswers(state, holder, other, [{ rule, effects: [row] }]);
  const ownKeywords = new Set(unitKeywords(state, holder).map((k) => k.toUpperCase()));
  return row.when.every((c) => conditionHolds(c, { ownKeywords, answer: (a) => answers[askKey(a)] ?? false }));
}
