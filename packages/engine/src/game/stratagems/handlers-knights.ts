import { canShootAt } from '../attacks/targeting.js';
import { bondedArmigers } from '../bonded-enhancements.js';
import { type Ctx, reject } from '../ctx.js';
import { rollLogged } from '../dice-log.js';
import { addEffect } from '../effects.js';
import { capsuleTouches, type Rect } from '../geometry/battlefield.js';
import { inObjectiveRangeOf, layoutOf } from '../layout.js';
import { controlFloor, evaluateControl } from '../objectives.js';
import { counterHolder } from '../rule-state.js';
import { unitBodies, unitInEngagementRange, unitsWithin } from '../spatial.js';
import type { GameState, PlayerIndex, UnitId, UnitState } from '../types.js';
import { hasKeyword, onBattlefield, unitsOf } from '../units.js';
import type { StratagemHandler } from './types.js';

/** Imperial Knights Stratagems whose effect needs code: a move, a removal, bonded ARMIGERs, a Level of Control (rows: data-knights.ts). */

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

/** The Stratagem's rows on each of those ARMIGER units, against the selected enemy unit, until the end of the phase. */
function onArmigers(ctx: Ctx, player: PlayerIndex, armigers: UnitId[], source: string, rule: string, enemy?: UnitId) {
  for (const unit of armigers)
    addEffect(ctx, {
      kind: 'stratagem',
      player,
      unit,
      source,
      rule,
      ...(enemy ? { against: enemy } : {}),
      until: { kind: 'end-of-phase' },
    });
}

/** The numbers (index + 1) of the objective markers the player controls that the unit is within range of. */
function controlledInRange(state: GameState, player: PlayerIndex, u: UnitState): number[] {
  const { control } = evaluateControl(state);
  const l = layoutOf(state, u);
  const out: number[] = [];
  state.mission.objectives.forEach((o, i) => {
    if (control[i] === player && inObjectiveRangeOf(l, o.at)?.some(Boolean)) out.push(i + 1);
  });
  return out;
}

/** The ARMIGER units a Spearhead-At-Arms use on `u` is for: `u` itself if ARMIGER, else the ones its Bondsman ability affects. */
function armigersOf(state: GameState, player: PlayerIndex, u: UnitState): UnitId[] {
  if (hasKeyword(state, u, 'ARMIGER')) return [u.id];
  if (!hasKeyword(state, u, 'IMPERIAL KNIGHTS') || !hasKeyword(state, u, 'TITANIC')) return [];
  return bondedArmigers(state, player, u.id);
}

/** "within 9" of one or more battlefield edges and not within Engagement Range of one or more enemy units". */
function squire(state: GameState, id: UnitId): boolean {
  const u = state.units[id];
  return !!u && onBattlefield(u) && !unitInEngagementRange(state, id) && withinOfEdge(state, u, SQUIRES_EDGE);
}

const HEROS_TREAD_LEVEL = 5;
const SQUIRES_EDGE = 9;
const FOIL_RANGE = 9;

export const KNIGHTS_HANDLERS = {
  // Thin Their Ranks, Virtue of Courage, Mantle of the Mentor (Spearhead-At-Arms): "TARGET: One ARMIGER model from your
  // army, or one IMPERIAL KNIGHTS TITANIC model from your army, and one or more friendly ARMIGER models affected by that
  // model’s Bondsman ability." The rows go on the ARMIGER, or on every ARMIGER the TITANIC model's ability affects
  // (against the selected enemy unit, where the use selects one).
  // Thronegheist Fury: "One IMPERIAL KNIGHTS TITANIC unit from your army that is within 24" of and visible to that enemy
  // unit ... That model can shoot at that enemy unit (and only if it is an eligible target)": one model, one weapon,
  // unmodified 6s to hit (the Overwatch interrupt's `oneWeapon`).
  'thronegheist-fury': {
    usable: (state, _player, w) => {
      const e = w.unit ? state.units[w.unit] : undefined;
      return !!e && onBattlefield(e);
    },
    *targets(state, player, w) {
      const e = w.unit ? state.units[w.unit] : undefined;
      if (!e) return;
      for (const u of unitsOf(state, player))
        if (
          onBattlefield(u) &&
          hasKeyword(state, u, 'IMPERIAL KNIGHTS') &&
          hasKeyword(state, u, 'TITANIC') &&
          unitsWithin(state, u, e, 24) &&
          canShootAt(state, u, e.id)
        )
          yield u.id;
    },
    apply: (ctx, player, { target, window, def }) => {
      if (!target || !window.unit) return reject('Thronegheist Fury needs your unit and the enemy unit');
      ctx.emit({
        type: 'interrupt-pushed',
        interrupt: {
          kind: 'overwatch',
          player,
          unit: target,
          target: window.unit,
          stage: 'declare',
          as: def?.name ?? 'Thronegheist Fury',
          oneWeapon: true,
        },
      });
    },
  },
  'armiger-or-bonded': {
    usable: () => true,
    *targets(state, player) {
      for (const u of unitsOf(state, player)) if (onBattlefield(u) && armigersOf(state, player, u).length) yield u.id;
    },
    apply: (ctx, player, { target, enemy, def }) => {
      const u = target ? ctx.state.units[target] : undefined;
      const armigers = u ? armigersOf(ctx.state, player, u) : [];
      if (!armigers.length || !def?.rule)
        return reject(
          `${def?.name ?? 'the Stratagem'} needs an ARMIGER model, or ARMIGER models affected by a Bondsman ability`,
        );
      onArmigers(ctx, player, armigers, def.rule, def.rule, enemy);
    },
  },
  // Squires of the Hunt (Spearhead-At-Arms): "TARGET: (as Thin Their Ranks). EFFECT: For each of your ARMIGER models
  // that is within 9" of one or more battlefield edges and not within Engagement Range of one or more enemy units,
  // remove that ARMIGER model from the battlefield and place it into Strategic Reserves."
  'armiger-to-reserves': {
    usable: () => true,
    *targets(state, player) {
      for (const u of unitsOf(state, player))
        if (onBattlefield(u) && armigersOf(state, player, u).some((a) => squire(state, a))) yield u.id;
    },
    apply: (ctx, player, { target, def }) => {
      const u = target ? ctx.state.units[target] : undefined;
      const leaving = u ? armigersOf(ctx.state, player, u).filter((a) => squire(ctx.state, a)) : [];
      if (!leaving.length)
        return reject(`${def?.name ?? 'the Stratagem'} needs an ARMIGER model near a battlefield edge`);
      for (const unit of leaving)
        ctx.emit({ type: 'unit-to-reserves', unit, reserve: 'strategic', rule: def?.rule ?? def?.name ?? '' });
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
      const [inches] = rollLogged(ctx, 'normal-move', player, u.id, 1);
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
  // Exemplar’s Wisdom (Spearhead-At-Arms): "WHEN: Your Shooting phase, just after an IMPERIAL KNIGHTS TITANIC model
  // from your army has shot. TARGET: That IMPERIAL KNIGHTS TITANIC model, and one or more friendly ARMIGER models
  // affected by that model’s Bondsman ability. EFFECT: Select one enemy unit hit by one or more of those attacks.
  // Until the end of the phase, each time one of your ARMIGER models makes an attack that targets that enemy unit,
  // improve the Armour Penetration characteristic of that attack by 1." Offered with one or more such ARMIGER units;
  // the rows go on every one of them.
  'bonded-armigers': {
    usable: (state, player, w) => !!w.unit && bondedArmigers(state, player, w.unit).length > 0,
    *targets(_state, _player, w) {
      if (w.unit) yield w.unit;
    },
    apply: (ctx, player, { target, enemy, def }) => {
      const armigers = target ? bondedArmigers(ctx.state, player, target) : [];
      if (!armigers.length || !def?.rule)
        return reject(`${def?.name ?? 'the Stratagem'} needs ARMIGER models affected by that model’s Bondsman ability`);
      onArmigers(ctx, player, armigers, def.rule, def.rule, enemy);
    },
  },
  // Hero’s Tread (Questoris Companions): "WHEN: End of your Command phase. TARGET: One IMPERIAL KNIGHTS TITANIC model
  // from your army that is within range of an objective marker you control. EFFECT: Your Level of Control over that
  // objective marker is 5 (unless it would otherwise be higher), until your opponent’s Level of Control over that
  // objective marker is greater than yours at the end of a phase." The level is the player's counter
  // (game/objectives.ts controlFloor), for every objective marker they control that the model is within range of.
  'control-floor': {
    usable: () => true,
    *targets(state, player) {
      for (const u of unitsOf(state, player))
        if (
          onBattlefield(u) &&
          hasKeyword(state, u, 'IMPERIAL KNIGHTS') &&
          hasKeyword(state, u, 'TITANIC') &&
          controlledInRange(state, player, u).length
        )
          yield u.id as UnitId;
    },
    apply: (ctx, player, { target, def }) => {
      const u = target ? ctx.state.units[target] : undefined;
      const objectives = u ? controlledInRange(ctx.state, player, u) : [];
      if (!objectives.length)
        return reject(
          `${def?.name ?? 'the Stratagem'} needs your model within range of an objective marker you control`,
        );
      for (const n of objectives)
        ctx.emit({
          type: 'counter-set',
          holder: counterHolder(player),
          counter: controlFloor(n),
          value: HEROS_TREAD_LEVEL,
          rule: def?.rule ?? '',
        });
    },
  },
} satisfies Record<string, StratagemHandler>;
