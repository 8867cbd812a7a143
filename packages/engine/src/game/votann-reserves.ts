import { YIELD } from '../rules/factions/leagues-of-votann/army-rules.js';
import { ASSAILED } from '../rules/factions/leagues-of-votann/persecution-prospect.js';
import { ruleById } from '../rules/known.js';
import type { AbilityHandler } from './ability-windows.js';
import type { ChoiceHandler } from './rule-choices.js';
import { counterValue } from './rule-state.js';
import { engagedEnemies } from './spatial.js';
import type { GameState, PlayerIndex, UnitId } from './types.js';
import { hasKeyword, onBattlefield, unitsOf } from './units.js';
import { changeYield } from './votann-enhancements.js';

/**
 * Nomad Strategist (Persecution Prospect): "Once per battle, at the end of your opponent's Fight phase, if the bearer
 * is on the battlefield, it can use this Enhancement. If it does, you can spend up to 4YP. Select one HERNKYN unit
 * from your army, and, for every 2YP you just spent, select up to one additional HERNKYN unit from your army. You can
 * remove those units from the battlefield and place them into Strategic Reserves. You cannot select a unit that is
 * within Engagement Range of one or more enemy units (excluding assailed units)."
 * The use (the ability-use interrupt) spends 0, 2 or 4YP (an odd YP adds no unit); the units are then selected one at
 * a time through the rule-choice interrupt (game/rule-choices.ts), each placed into Strategic Reserves.
 */

/** HERNKYN units on the battlefield within Engagement Range of no enemy unit but assailed ones. */
function hernkyn(state: GameState, player: PlayerIndex): UnitId[] {
  return unitsOf(state, player)
    .filter(
      (u) =>
        onBattlefield(u) &&
        !u.attachedTo &&
        hasKeyword(state, u, 'HERNKYN') &&
        engagedEnemies(state, u).every((e) => counterValue(state, e.id, ASSAILED) >= 1),
    )
    .map((u) => u.id);
}

export const NOMAD_CHOICE: ChoiceHandler = { open: () => true, max: () => 1, candidates: hernkyn };

const SPENDS = [0, 2, 4] as const;

export const VOTANN_RESERVE_HANDLERS: Record<string, AbilityHandler> = {
  'hernkyn-to-reserves': {
    options: (state, i) => {
      if (!hernkyn(state, i.player).length) return [];
      const have = counterValue(state, i.player, YIELD);
      return SPENDS.flatMap((n, choice) =>
        n <= have
          ? [
              {
                label: `${i.name}: ${n ? `spend ${n}YP, ` : ''}select up to ${1 + n / 2} HERNKYN unit${n ? 's' : ''} to place into Strategic Reserves`,
                choice,
              },
            ]
          : [],
      );
    },
    apply: (ctx, i, _enemy, choice) => {
      const def = ruleById(i.rule);
      const n = SPENDS[choice ?? 0] ?? 0;
      if (!def) return;
      if (n) changeYield(ctx, def, i.player, -n);
      ctx.emit({
        type: 'interrupt-pushed',
        interrupt: {
          kind: 'rule-choice',
          player: i.player,
          rule: def.id,
          name: def.name,
          choice: 'nomad-strategist',
          left: 1 + n / 2,
        },
      });
    },
  },
};
