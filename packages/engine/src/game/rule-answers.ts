import { askKey } from '../rules/asks.js';
import type { Condition, Effect } from '../rules/effects.js';
import { ruleById } from '../rules/known.js';
import { counterValue } from './rule-state.js';
import type { GameState, UnitState } from './types.js';

/**
 * The game's answers to what the rules in an attack ask (rules/asks.ts): the combat reads them from
 * `conditions.asks` by `askKey`, as the calculator reads its toggles. The game answers what it keeps
 * or measures; a question it does not answer stays false (and the rule is `partial` in the game, its
 * note naming what is left).
 */

function eachCondition(rows: readonly Effect[], visit: (c: Condition) => void): void {
  const walk = (c: Condition) => {
    visit(c);
    if (c.kind === 'not') walk(c.condition);
    else if (c.kind === 'any') for (const x of c.conditions) walk(x);
  };
  for (const e of rows) for (const c of e.when ?? []) walk(c);
}

/** The answers for the attacker's rules `rules` (registry ids, or rows of their own). */
export function attackAnswers(
  state: GameState,
  attacker: UnitState,
  target: UnitState,
  rules: readonly { rule: string; effects?: readonly Effect[] }[],
): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const r of rules) {
    const rows = r.effects ?? ruleById(r.rule)?.effects ?? [];
    eachCondition(rows, (c) => {
      if (c.kind !== 'counter') return;
      const on = c.on === 'target' ? target : attacker;
      const key = askKey({ kind: 'counter', counter: c.counter, on: c.on, atLeast: c.atLeast });
      out[key] = counterValue(state, on.id, c.counter) >= c.atLeast;
    });
  }
  return out;
}

/** A stable text of the answers, for cache keys. */
export function answersKey(a: Record<string, boolean>): string {
  return Object.keys(a)
    .sort()
    .map((k) => `${k}=${a[k] ? 1 : 0}`)
    .join(',');
}
