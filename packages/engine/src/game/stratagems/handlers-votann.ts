import { reject } from '../ctx.js';
import { onBattlefield } from '../units.js';
import type { StratagemHandler } from './types.js';

/** Leagues of Votann detachment Stratagems whose effect is a change of the battle's state (2025-11 export). */
export const VOTANN_HANDLERS = {
  // Hidden Accessways: "TARGET: One CTHONIAN BESERKS, HEARTHKYN WARRIORS or HERNKYN YAEGIRS unit from your army that is
  // not within Engagement Range of one or more enemy units. EFFECT: Remove your unit from the battlefield and place it
  // into Strategic Reserves." (Its row's target gives the unit: own-unit, not-engaged.)
  'into-strategic-reserves': {
    usable: () => true,
    apply: (ctx, _player, { target, def }) => {
      const u = target ? ctx.state.units[target] : undefined;
      if (!u || !onBattlefield(u)) return reject(`${def?.name ?? 'the Stratagem'} needs your unit on the battlefield`);
      ctx.emit({ type: 'unit-to-reserves', unit: u.id, reserve: 'strategic', rule: def?.rule ?? def?.name ?? '' });
    },
  },
} satisfies Record<string, StratagemHandler>;
