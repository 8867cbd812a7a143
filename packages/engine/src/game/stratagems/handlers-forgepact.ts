import { admechFor, unusedBondsman } from '../bondsman.js';
import { reject } from '../ctx.js';
import { addEffect } from '../effects.js';
import type { UnitId } from '../types.js';
import { hasKeyword, onBattlefield, unitsOf } from '../units.js';
import type { StratagemHandler } from './types.js';

/** Questor Forgepact Stratagems whose use needs code: a Bondsman choice widened, an enemy unit Marked (rows: data-knights.ts). */

export const FORGEPACT_HANDLERS = {
  // Bonded Imperative: "WHEN: Your Command phase, just before an IMPERIAL KNIGHTS CHARACTER unit from your army uses a
  // Bondsman ability. ... RESTRICTIONS: You cannot target a KNIGHT PRECEPTOR with this Stratagem." Offered at the
  // start of your Command phase, before the Bondsman choice is asked, on a CHARACTER whose Bondsman ability is not used
  // this turn with an ADEPTUS MECHANICUS unit within 12"; the effect on its unit until the end of the phase lets that
  // choice offer the ADEPTUS MECHANICUS unit (game/bondsman.ts).
  'bonded-imperative': {
    usable: () => true,
    *targets(state, player) {
      for (const u of unitsOf(state, player))
        if (
          onBattlefield(u) &&
          hasKeyword(state, u, 'IMPERIAL KNIGHTS') &&
          hasKeyword(state, u, 'CHARACTER') &&
          !hasKeyword(state, u, 'KNIGHT PRECEPTOR') &&
          unusedBondsman(state, u).length > 0 &&
          admechFor(state, u).length > 0
        )
          yield u.id as UnitId;
    },
    apply: (ctx, player, { target, def }) => {
      const u = target ? ctx.state.units[target] : undefined;
      if (!u || !def?.rule || !unusedBondsman(ctx.state, u).length)
        return reject(`${def?.name ?? 'Bonded Imperative'} needs a CHARACTER whose Bondsman ability is not used yet`);
      addEffect(ctx, {
        kind: 'stratagem',
        player,
        unit: u.id,
        source: def.rule,
        rule: def.rule,
        until: { kind: 'end-of-phase' },
      });
    },
  },
  // Vengeance of the Machine Cult: "TARGET: One IMPERIAL KNIGHTS unit from your army that was just destroyed. ...
  // EFFECT: Until the end of the battle, the enemy unit that destroyed your unit is Marked." The window's `by` unit
  // (the attacking unit) carries the rule until the end of the battle: its `attacked-by` row gives [LETHAL HITS] to
  // the attacks ADEPTUS MECHANICUS models make against it.
  'mark-destroyer': {
    usable: (state, _player, w) => {
      const e = w.by ? state.units[w.by] : undefined;
      return !!e && onBattlefield(e);
    },
    *targets(state, player, w) {
      const u = w.unit ? state.units[w.unit] : undefined;
      if (u && u.player === player && hasKeyword(state, u, 'IMPERIAL KNIGHTS')) yield u.id;
    },
    apply: (ctx, player, { window, def }) => {
      const e = window.by ? ctx.state.units[window.by] : undefined;
      if (!e || !def?.rule) return reject(`${def?.name ?? 'the Stratagem'} needs the enemy unit that destroyed yours`);
      addEffect(ctx, {
        kind: 'stratagem',
        player,
        unit: e.id,
        source: def.rule,
        rule: def.rule,
        until: { kind: 'battle' },
      });
    },
  },
} satisfies Record<string, StratagemHandler>;
