import { reject } from '../ctx.js';
import { rollLogged } from '../dice-log.js';
import { capsuleTouches, type Rect } from '../geometry/battlefield.js';
import { unitBodies, unitInEngagementRange, unitsWithin } from '../spatial.js';
import type { GameState, PlayerIndex, UnitId, UnitState } from '../types.js';
import { hasKeyword, onBattlefield, unitsOf } from '../units.js';
import type { StratagemHandler } from './types.js';

/** Imperial Knights Stratagems whose effect is a move or a removal (rows: game/stratagems/data-knights.ts). */

/** The strips of the battlefield within `d` of each of its edges. */
function edgeStrips(state: GameState, d: number): Rect[] {
  const { width, depth } = state.mission.battlefield;
  return [
    { x0: 0, y0: 0, x1: d, y1: depth },
    { x0: width - d, y0: 0, x1: width, y1: depth },
    { x0: 0, y0: 0, x1: width, y1: d },
    { x0: 0, y0: depth - d, x1: width, y1: depth },
  ];
}

/** Some part of one of the unit's models is within `d` of a battlefield edge. */
export function withinOfEdge(state: GameState, u: UnitState, d: number): boolean {
  const strips = edgeStrips(state, d);
  return unitBodies(state, u).some((b) => strips.some((r) => capsuleTouches(b.c, r)));
}

const SQUIRES_EDGE = 9;
const FOIL_RANGE = 9;

export const KNIGHTS_HANDLERS = {
  // Squires of the Hunt (Spearhead-At-Arms): "EFFECT: For each of your ARMIGER models that is within 9" of one or more
  // battlefield edges and not within Engagement Range of one or more enemy units, remove that ARMIGER model from the
  // battlefield and place it into Strategic Reserves." (An ARMIGER unit is one model: the use is for one of them.)
  'armiger-to-reserves': {
    usable: () => true,
    *targets(state, player) {
      for (const u of unitsOf(state, player))
        if (
          onBattlefield(u) &&
          hasKeyword(state, u, 'ARMIGER') &&
          !unitInEngagementRange(state, u.id) &&
          withinOfEdge(state, u, SQUIRES_EDGE)
        )
          yield u.id as UnitId;
    },
    apply: (ctx, _player, { target, def }) => {
      const u = target ? ctx.state.units[target] : undefined;
      if (!u || !onBattlefield(u)) return reject(`${def?.name ?? 'the Stratagem'} needs your unit on the battlefield`);
      ctx.emit({ type: 'unit-to-reserves', unit: u.id, reserve: 'strategic', rule: def?.rule ?? def?.name ?? '' });
    },
  },
  // Tactical Foil (Valourstrike Lance): "WHEN: Your opponent’s Movement phase, just after an enemy unit ends a Normal,
  // Advance or Fall Back move. TARGET: One IMPERIAL KNIGHTS model from your army that is within 9" of that unit.
  // EFFECT: Your model can make a Normal move of up to D6"." The D6 is rolled on use; the move is a rule-move
  // (game/rule-moves.ts), which the player makes or passes.
  'normal-move-d6': {
    usable: (state, _player, w) => !!w.unit && !!state.units[w.unit] && onBattlefield(state.units[w.unit] as UnitState),
    *targets(state, player, w) {
      const enemy = w.unit ? state.units[w.unit] : undefined;
      if (!enemy) return;
      for (const u of unitsOf(state, player))
        if (onBattlefield(u) && hasKeyword(state, u, 'IMPERIAL KNIGHTS') && unitsWithin(state, u, enemy, FOIL_RANGE))
          yield u.id as UnitId;
    },
    apply: (ctx, player: PlayerIndex, { target, def }) => {
      const u = target ? ctx.state.units[target] : undefined;
      if (!u || !onBattlefield(u)) return reject(`${def?.name ?? 'the Stratagem'} needs your unit on the battlefield`);
      const [inches] = rollLogged(ctx, 'move-distance', player, u.id, 1);
      ctx.emit({
        type: 'interrupt-pushed',
        interrupt: {
          kind: 'rule-move',
          player,
          rule: def?.rule ?? '',
          name: def?.name ?? 'Tactical Foil',
          unit: u.id,
          inches: inches as number,
        },
      });
    },
  },
} satisfies Record<string, StratagemHandler>;
