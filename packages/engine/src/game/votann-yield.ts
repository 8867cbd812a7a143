import { YIELD } from '../rules/factions/leagues-of-votann/army-rules.js';
import { ruleById } from '../rules/known.js';
import type { AbilityHandler } from './ability-windows.js';
import { counterHolder } from './rule-state.js';
import type { GameState, PlayerIndex } from './types.js';
import { changeYield } from './votann-enhancements.js';

/**
 * Leagues of Votann Enhancements that give or take Yield points at the end of a turn or phase (their definitions'
 * `windows` name these handlers; game/ability-windows.ts asks the player through the `ability-use` interrupt).
 */

/** The player lowered their Yield points this turn (a Stratagem's or an Enhancement's spend). */
export function spentYieldThisTurn(state: GameState, player: PlayerIndex): boolean {
  return (state.spentThisTurn?.[counterHolder(player)] ?? []).includes(YIELD);
}

export const VOTANN_YIELD_HANDLERS: Record<string, AbilityHandler> = {
  // Dead Reckoning (Needgaârd Oathband): "At the end of the turn, if the bearer is on the battlefield and you spent
  // no YP in that turn, you can gain 1YP."
  'gain-yield-if-none-spent': {
    options: (state, i) => (spentYieldThisTurn(state, i.player) ? [] : [{ label: `${i.name}: gain 1YP` }]),
    apply: (ctx, i) => {
      const def = ruleById(i.rule);
      if (def) changeYield(ctx, def, i.player, 1);
    },
  },
};
