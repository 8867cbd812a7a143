import { FORTIFY, YIELD } from '../../rules/factions/leagues-of-votann/army-rules.js';
import { type Ctx, reject } from '../ctx.js';
import { rollLogged } from '../dice-log.js';
import { counterHolder, counterValue } from '../rule-state.js';
import { unitsWithin } from '../spatial.js';
import { embarkedIn } from '../transports.js';
import type { GameState, PlayerIndex, UnitId, UnitState, WindowState } from '../types.js';
import { hasKeyword, onBattlefield, unitsOf } from '../units.js';
import type { StratagemHandler, StratagemUseChoice, TargetSpec } from './types.js';

/** The TARGET line's keywords: all of one of the sets (or the one keyword), none of those excluded. */
function fits(state: GameState, u: UnitState, t: TargetSpec): boolean {
  if (t.kind !== 'own-unit') return false;
  if (t.keyword && !hasKeyword(state, u, t.keyword)) return false;
  if (t.keywords?.length && !t.keywords.some((set) => set.every((k) => hasKeyword(state, u, k)))) return false;
  return !t.excluding?.some((k) => hasKeyword(state, u, k));
}

/** Your units on the battlefield of the row's TARGET keywords that pass `ok` with the window's (enemy) unit. */
function* ownNear(
  state: GameState,
  player: PlayerIndex,
  w: WindowState,
  t: TargetSpec,
  ok: (u: UnitState, enemy: UnitState) => boolean,
): Generator<UnitId> {
  const e = w.unit ? state.units[w.unit] : undefined;
  if (!e) return;
  for (const u of unitsOf(state, player)) if (onBattlefield(u) && fits(state, u, t) && ok(u, e)) yield u.id;
}

/**
 * "Your unit can make a Normal move of up to D6\"" (or `spent` inches where the use spent its points): the D6 is
 * rolled and logged, then the unit's move is asked (game/rule-moves.ts: a Normal move that cannot embark).
 */
function moveUpTo(ctx: Ctx, player: PlayerIndex, use: StratagemUseChoice, spent?: number): void {
  const { target, def } = use;
  const u = target ? ctx.state.units[target] : undefined;
  if (!u || !onBattlefield(u)) {
    reject(`${def?.name ?? 'the Stratagem'} needs your unit on the battlefield`);
    return;
  }
  const inches =
    use.spend && spent !== undefined ? spent : (rollLogged(ctx, 'normal-move', player, u.id, 1)[0] as number);
  ctx.emit({
    type: 'interrupt-pushed',
    interrupt: {
      kind: 'rule-move',
      player,
      rule: def?.rule ?? def?.name ?? '',
      name: def?.name ?? '',
      unit: u.id,
      inches,
    },
  });
}

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
  // Claimstaker Reflex: "just after an enemy unit ends a Normal, Advance or Fall Back move. TARGET: One LEAGUES OF
  // VOTANN unit from your army (excluding ARTILLERY and VEHICLE units) that is within 9" of that enemy unit. EFFECT:
  // Each time you use this Stratagem, you can spend 2YP. Your unit can make a Normal move of up to D6". If you spent
  // YP during this use of this Stratagem, your unit can make a Normal move of up to 6" instead. RESTRICTIONS: A unit
  // cannot embark within a TRANSPORT as part of this move."
  'move-near-mover': {
    usable: (state, _player, w) => !!w.unit && !!state.units[w.unit] && onBattlefield(state.units[w.unit] as UnitState),
    targets: (state, player, w, def) => ownNear(state, player, w, def.target, (u, e) => unitsWithin(state, u, e, 9)),
    apply: (ctx, player, use) => moveUpTo(ctx, player, use, 6),
  },
  // Opportunistic Escalation: "just after an enemy unit has shot, if units from your army have Hostile Acquisition.
  // TARGET: One LEAGUES OF VOTANN VEHICLE unit from your army (excluding HEKATON LAND FORTRESS units) that was hit by
  // one or more of those attacks. EFFECT: Your unit can make a Normal move of up to D6"."
  'move-when-hit': {
    usable: (state, _player, w) => !!w.unit && !!state.units[w.unit],
    targets: (state, player, w, def) =>
      ownNear(state, player, w, def.target, (u, e) => !!u.history.hitBy?.includes(e.id)),
    apply: (ctx, player, use) => moveUpTo(ctx, player, use),
  },
  // Adaptable Avarice: "WHEN: Start of any phase, if units from your army have Fortify Takeover. ... EFFECT: Each time
  // you use this Stratagem, you can spend any number of YP. Once you have done so, if you have 6 or fewer YP, until the
  // start of your next turn, units from your army have Hostile Acquisition instead." The use spends down to 6YP (the
  // fewest that give Hostile Acquisition; none where the player has 6 or fewer) and sets Fortify Takeover to 0; the
  // end of the player's next Command phase sets it again from their Yield points (game/rule-triggers.ts).
  'hostile-acquisition': {
    usable: () => true,
    apply: (ctx, player, { def }) => {
      const rule = def?.rule ?? def?.name ?? '';
      const holder = counterHolder(player);
      const have = counterValue(ctx.state, player, YIELD);
      if (have > 6) ctx.emit({ type: 'counter-set', holder, counter: YIELD, value: 6, rule });
      ctx.emit({ type: 'counter-set', holder, counter: FORTIFY, value: 0, rule });
    },
  },
  // Secure Positions: "WHEN: End of any of your phases, if units from your army have Hostile Acquisition. TARGET: One
  // LEAGUES OF VOTANN TRANSPORT unit from your army. EFFECT: One LEAGUES OF VOTANN unit embarked within your TRANSPORT
  // can disembark. When doing so, models in that unit can be set up anywhere on the battlefield wholly within 6" of
  // your TRANSPORT." Offered for a TRANSPORT with such a unit embarked; the player sets it up (game/rule-disembark.ts).
  'disembark-within-6': {
    usable: () => true,
    *targets(state, player, _w, def) {
      for (const t of unitsOf(state, player))
        if (
          onBattlefield(t) &&
          fits(state, t, def.target) &&
          embarkedIn(state, t.id).some((u) => hasKeyword(state, u, 'LEAGUES OF VOTANN'))
        )
          yield t.id;
    },
    apply: (ctx, player, { target, def }) => {
      if (!target) {
        reject(`${def?.name ?? 'the Stratagem'} needs your TRANSPORT`);
        return;
      }
      ctx.emit({
        type: 'interrupt-pushed',
        interrupt: {
          kind: 'rule-disembark',
          player,
          rule: def?.rule ?? def?.name ?? '',
          name: def?.name ?? '',
          transport: target,
          keyword: 'LEAGUES OF VOTANN',
          within: 6,
        },
      });
    },
  },
} satisfies Record<string, StratagemHandler>;
