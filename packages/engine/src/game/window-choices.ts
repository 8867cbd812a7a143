import { ruleById } from '../rules/known.js';
import type { RuleWindow } from '../rules/registry.js';
import type { AbilityHandler, AbilityUse } from './ability-windows.js';
import { reject } from './ctx.js';
import { addEffect } from './effects.js';
import { counterValue } from './rule-state.js';
import { setCounter } from './rule-triggers.js';

/**
 * A use asked through the ability-use interrupt whose options are its window's `choices` ("spend up to 2YP and ...
 * add the number of YP you just spent": one option per amount the player has). The choice made spends the counter
 * it names and is an active effect on the unit (kind `rule`, no rows of its own) whose answers settle the questions
 * the definition's rows ask (game/rule-answers.ts reads them: `ruleOptionChosen`), until the window's duration ends.
 */

/** The definition's window with this handler and choices. */
function windowOf(i: AbilityUse): RuleWindow | undefined {
  return ruleById(i.rule)?.windows?.find((w) => w.handler === i.handler && w.choices?.length);
}

export const WINDOW_CHOICE_HANDLERS: Record<string, AbilityHandler> = {
  'spend-choice': {
    options: (state, i) =>
      (windowOf(i)?.choices ?? []).flatMap((c, n) =>
        !c.spend || c.spend.n <= counterValue(state, i.player, c.spend.counter)
          ? [{ label: `${i.name}: ${c.label}`, choice: n }]
          : [],
      ),
    apply: (ctx, i, _enemy, choice) => {
      const def = ruleById(i.rule);
      const w = windowOf(i);
      const c = choice === undefined ? undefined : w?.choices?.[choice];
      if (!def || !w || !c) return reject(`${i.name}: choose one of the uses it offers`);
      if (c.spend) {
        const have = counterValue(ctx.state, i.player, c.spend.counter);
        setCounter(ctx, def, { id: c.spend.counter, name: c.spend.counter, on: 'player' }, i.player, have - c.spend.n);
      }
      addEffect(ctx, {
        kind: 'rule',
        player: i.player,
        unit: i.unit,
        source: def.id,
        answers: Object.fromEntries(c.answers.map((id) => [id, true])),
        until: w.duration ?? { kind: 'end-of-phase' },
      });
    },
  },
};
