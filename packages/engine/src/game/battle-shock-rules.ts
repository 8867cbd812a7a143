import type { Effect } from '../rules/effects.js';
import { ruleById } from '../rules/known.js';
import type { GameState, UnitState } from './types.js';
import { activeRows, gameUnitInstances } from './unit-rules.js';

/**
 * What a unit's rules do to the Battle-shock tests taken for it (Grim Demeanour: "You can re-roll Battle-shock tests
 * taken for the bearer's unit, and models in that unit can ignore any or all modifiers to ... any rolls or tests made
 * for them"): a `reroll` row of 'battle-shock' re-rolls a failed test (a passed one is never worth re-rolling), an
 * `ignore-modifiers` row of 'battle-shock' ignores a negative modifier to it. Read from the unit's rules the game
 * applies (its own, its Leaders', its Enhancements') and its active effects, rows without conditions only.
 */
export interface BattleShockRules {
  /** The rule that re-rolls a failed test, if any. */
  reroll?: string;
  /** The rule that ignores a modifier that worsens the test, if any. */
  ignoreWorse?: string;
}

function* unitRows(state: GameState, u: UnitState): Generator<{ row: Effect; rule: string }> {
  for (const i of gameUnitInstances(state, u)) {
    if (!i.rule) continue;
    const d = ruleById(i.rule);
    if (!d || (d.support.game !== 'automated' && d.support.game !== 'partial')) continue;
    for (const row of d.effects ?? []) if (row.scope !== 'bonded' && !row.when?.length) yield { row, rule: d.name };
  }
  for (const row of activeRows(state, u)) if (!row.when?.length) yield { row, rule: 'effect' };
}

export function battleShockRules(state: GameState, u: UnitState): BattleShockRules {
  const out: BattleShockRules = {};
  for (const { row, rule } of unitRows(state, u)) {
    if (row.kind === 'reroll' && row.roll === 'battle-shock') out.reroll ??= rule;
    if (row.kind === 'ignore-modifiers' && row.to.includes('battle-shock')) out.ignoreWorse ??= rule;
  }
  return out;
}
