import { EYE_OF_THE_ANCESTORS } from '../../rules/factions/leagues-of-votann/army-rules.js';
import { JUDGEMENT } from '../../rules/factions/words.js';
import { ruleById } from '../../rules/known.js';
import { reject } from '../ctx.js';
import { canDeepStrike } from '../phases/formations.js';
import { counterValue } from '../rule-state.js';
import { setCounter } from '../rule-triggers.js';
import { unitInEngagementRange } from '../spatial.js';
import type { GameState, PlayerIndex, UnitId, UnitState, WindowState } from '../types.js';
import { aliveModels, belowHalfStrength, hasKeyword, onBattlefield, startingStrength, woundsOf } from '../units.js';
import type { StratagemHandler } from './types.js';

/** The attacking unit (the window's) and how it found each unit it targeted. */
function attacker(state: GameState, w: WindowState): UnitState | undefined {
  return w.unit ? state.units[w.unit] : undefined;
}

/**
 * "Reduced to Below Half-strength as a result of the attacking unit's attacks": Below Half-strength now, and not
 * when it was targeted (a one-model unit by its wounds, another by its models: units.ts belowHalfStrength).
 */
function reducedBelowHalf(state: GameState, u: UnitState, at: { models: number; wounds: number }): boolean {
  if (!belowHalfStrength(state, u)) return false;
  const ss = startingStrength(state, u);
  if (ss === 1) {
    const m = aliveModels(u)[0];
    return !!m && at.wounds * 2 >= woundsOf(state, u, m);
  }
  return at.models * 2 >= ss;
}

/** "One INFANTRY or LEAGUES OF VOTANN MOUNTED unit from your army". */
const nemesisKind = (state: GameState, u: UnitState) =>
  hasKeyword(state, u, 'INFANTRY') || (hasKeyword(state, u, 'LEAGUES OF VOTANN') && hasKeyword(state, u, 'MOUNTED'));

function* reducedTargets(state: GameState, player: PlayerIndex, w: WindowState): Generator<UnitId> {
  const e = attacker(state, w);
  for (const [id, at] of Object.entries(e?.history.targetedAt ?? {})) {
    const u = state.units[id];
    if (u && u.player === player && onBattlefield(u) && nemesisKind(state, u) && reducedBelowHalf(state, u, at))
      yield id;
  }
}

const JUDGEMENT_TOKEN = EYE_OF_THE_ANCESTORS.counters?.find((c) => c.id === JUDGEMENT);

/**
 * Detachment Stratagems whose effect is a change of the battle's state rather than rows on attacks:
 * Duty Unending (a unit placed into Strategic Reserves), Newfound Nemesis (Judgement tokens).
 */
export const ARMY_HANDLERS = {
  // Duty Unending: "just after an enemy unit within Engagement Range of one or more units from your army Falls
  // Back. TARGET: One of those units that is not within Engagement Range of one or more enemy units. EFFECT: If your
  // unit has the Deep Strike ability, it can be placed into Strategic Reserves." (Offered only to a unit with Deep
  // Strike: for another the use does nothing.)
  'to-strategic-reserves': {
    usable: (state, _player, w) => !!w.unit && !!state.units[w.unit]?.history.fellBackFrom?.length,
    *targets(state, player, w) {
      for (const id of (w.unit ? state.units[w.unit]?.history.fellBackFrom : undefined) ?? []) {
        const u = state.units[id];
        if (
          u &&
          u.player === player &&
          onBattlefield(u) &&
          !unitInEngagementRange(state, id) &&
          canDeepStrike(state, u)
        )
          yield id as UnitId;
      }
    },
    apply: (ctx, _player, { target, def }) => {
      const u = target ? ctx.state.units[target] : undefined;
      if (!u || !onBattlefield(u)) return reject(`${def?.name ?? 'the Stratagem'} needs your unit on the battlefield`);
      ctx.emit({ type: 'unit-to-reserves', unit: u.id, reserve: 'strategic', rule: def?.rule ?? def?.name ?? '' });
    },
  },
  // Newfound Nemesis: "just after an enemy unit has resolved its attacks. TARGET: One INFANTRY or LEAGUES OF VOTANN
  // MOUNTED unit from your army that was reduced to Below Half-strength as a result of the attacking unit's attacks.
  // EFFECT: The attacking unit gains 1 Judgement token, or up to 2 Judgement tokens instead if that unit contained
  // your WARLORD when it was targeted by those attacks." The tokens are Eye of the Ancestors' counter (at most 2).
  'judgement-on-attacker': {
    usable: (state, _player, w) => !!attacker(state, w) && counterValue(state, w.unit as UnitId, JUDGEMENT) < 2,
    targets: reducedTargets,
    apply: (ctx, _player, { target, window, def }) => {
      const e = attacker(ctx.state, window);
      const at = target ? e?.history.targetedAt?.[target] : undefined;
      const rule = def?.rule ? ruleById(def.rule) : undefined;
      if (!e || !at || !rule || !JUDGEMENT_TOKEN)
        return reject(
          `${def?.name ?? 'the Stratagem'} needs your unit the attacking unit reduced to Below Half-strength`,
        );
      const gained = at.warlord ? 2 : 1;
      setCounter(ctx, rule, JUDGEMENT_TOKEN, e.id, counterValue(ctx.state, e.id, JUDGEMENT) + gained);
    },
  },
} satisfies Record<string, StratagemHandler>;
