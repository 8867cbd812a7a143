import { reject } from '../ctx.js';
import { addEffect } from '../effects.js';
import { canDeepStrike } from '../phases/formations.js';
import { unitInEngagementRange, unitsWithin } from '../spatial.js';
import type { GameState, PlayerIndex, UnitId, UnitState, WindowState } from '../types.js';
import { hasKeyword, onBattlefield, unitsOf } from '../units.js';
import type { StratagemDef, StratagemHandler, StratagemUseChoice } from './types.js';

/** "remove your unit from the battlefield and place it into Strategic Reserves" (the target the use names). */
function toReserves(ctx: Parameters<StratagemHandler['apply']>[0], _player: PlayerIndex, use: StratagemUseChoice) {
  const u = use.target ? ctx.state.units[use.target] : undefined;
  if (!u || !onBattlefield(u)) return reject(`${use.def?.name ?? 'the Stratagem'} needs your unit on the battlefield`);
  if (!canDeepStrike(ctx.state, u)) return reject(`${u.id} does not have the Deep Strike ability`);
  ctx.emit({ type: 'unit-to-reserves', unit: u.id, reserve: 'strategic', rule: use.def?.rule ?? use.def?.name ?? '' });
}

/** The TARGET line's keywords: its keyword, and all of one of its sets ("One GREY KNIGHTS PSYKER unit"). */
function keywordsPass(state: GameState, u: UnitState, def: StratagemDef): boolean {
  const t = def.target;
  if (t.kind !== 'own-unit') return true;
  if (t.keyword && !hasKeyword(state, u, t.keyword)) return false;
  return !t.keywords?.length || t.keywords.some((set) => set.every((k) => hasKeyword(state, u, k)));
}

/**
 * "One GREY KNIGHTS PSYKER unit from your army that is within N" of that enemy unit and is not within Engagement
 * Range of one or more enemy units" (the window's enemy unit); offered only to a unit with the Deep Strike ability
 * (for another the use does nothing).
 */
function withinOfWindowUnit(inches: number, step?: 'reinforcements'): StratagemHandler {
  return {
    usable: (state, player, w) =>
      !!w.unit && state.units[w.unit]?.player !== player && (!step || state.flow.step === step),
    *targets(state: GameState, player: PlayerIndex, w: WindowState, def: StratagemDef) {
      const e = w.unit ? state.units[w.unit] : undefined;
      if (!e || !onBattlefield(e)) return;
      for (const u of unitsOf(state, player))
        if (
          onBattlefield(u) &&
          keywordsPass(state, u, def) &&
          unitsWithin(state, u, e, inches) &&
          !unitInEngagementRange(state, u.id) &&
          canDeepStrike(state, u)
        )
          yield u.id as UnitId;
    },
    apply: toReserves,
  };
}

/**
 * Grey Knights Stratagems that place a unit into Strategic Reserves: Expeditious Exit and Redirected Strike (the
 * target read from the row's TARGET), Shadow of Anarch (within 9" of the enemy unit that ended its move), Mirage of
 * Echoes (within 12" of the enemy unit just set up in the Reinforcements step).
 */
/**
 * Circle of Sanctuary: "Until the end of the phase, enemy units that are set up on the battlefield as Reinforcements
 * cannot be set up within 12\" horizontally of your model." (An effect on the CHARACTER's unit, read where an enemy
 * unit arrives from Reserves: game/reserves.ts.)
 */
const circleOfSanctuary: StratagemHandler = {
  usable: () => true,
  apply: (ctx, player, use) => {
    const u = use.target ? ctx.state.units[use.target] : undefined;
    if (!u || !onBattlefield(u))
      return reject(`${use.def?.name ?? 'the Stratagem'} needs your model on the battlefield`);
    addEffect(ctx, {
      kind: 'stratagem',
      player,
      unit: u.id,
      source: use.def?.rule ?? use.def?.name ?? '',
      grants: [{ kind: 'no-reinforcements-within', inches: 12 }],
      until: { kind: 'end-of-phase' },
    });
  },
};

export const GREY_KNIGHTS_HANDLERS = {
  'circle-of-sanctuary': circleOfSanctuary,
  'gk-to-reserves': { usable: () => true, apply: toReserves },
  'gk-to-reserves-within-9': withinOfWindowUnit(9),
  'gk-to-reserves-within-12': withinOfWindowUnit(12, 'reinforcements'),
} satisfies Record<string, StratagemHandler>;
