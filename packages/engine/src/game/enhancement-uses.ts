import { rollExpr } from '../combat/rolls.js';
import { conditionHolds } from '../rules/apply.js';
import { type Ask, askKey } from '../rules/asks.js';
import type { Effect } from '../rules/effects.js';
import { ruleById } from '../rules/known.js';
import type { AnyRuleDef } from '../rules/registry.js';
import type { AbilityHandler, AbilityUse } from './ability-windows.js';
import { battleShockTest } from './battle-shock.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import { mortalWounds } from './damage.js';
import { CtxDice, logRoll, rerollWhole } from './dice-log.js';
import { addEffect } from './effects.js';
import { attackAnswers } from './rule-answers.js';
import { enemyUnits, modelGapToUnit, unitInEngagementRange } from './spatial.js';
import { unitVisibleTo } from './terrain/visibility.js';
import type { GameState, UnitId, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { modelsOnTable, onBattlefield, unitKeywords, unitsOf } from './units.js';

/**
 * Enhancements a bearer uses at a point of the battle (the Grey Knights' first: Grimoire of Conjunctions, Pyresoul,
 * A Foot in the Future...). Their definitions carry `windows` (when, a handler named here) and the rows that say what
 * a use does; the ability-use interrupt (game/ability-windows.ts) asks the player, logs the use (`rule-used` with the
 * bearer's unit) and runs the handler. Rows read here apply only where every condition of theirs holds for the
 * bearer's unit now (the game's answers: rule-answers.ts). Nothing here knows a rule by name.
 */

/** The bearer's unit: the Leader's own unit where the bearer leads one. */
const bearerOf = (state: GameState, i: AbilityUse): UnitState | undefined =>
  state.units[i.holder] ?? state.units[i.unit];

/** Whether a row's conditions hold for the unit now, as the game answers them (the unit as the attacker). */
export function rowHoldsFor(state: GameState, u: UnitState, def: AnyRuleDef, row: Effect, leading = false): boolean {
  if (!row.when?.length) return true;
  const answers = attackAnswers(state, u, u, [{ rule: def.id, effects: [row] }]);
  const ownKeywords = new Set(unitKeywords(state, u));
  const answer = (a: Ask) => answers[askKey(a)] ?? false;
  return row.when.every((c) => conditionHolds(c, { ownKeywords, answer, leading }));
}

/** The first row of this kind of the definition whose conditions hold for the unit now. */
function rowOf<K extends Effect['kind']>(
  state: GameState,
  u: UnitState,
  def: AnyRuleDef | undefined,
  kind: K,
  leading = false,
): Extract<Effect, { kind: K }> | undefined {
  if (!def) return undefined;
  for (const r of def.effects ?? [])
    if (r.kind === kind && rowHoldsFor(state, u, def, r, leading)) return r as Extract<Effect, { kind: K }>;
  return undefined;
}

/**
 * The rows of this kind of the rules the game applies to the unit (its datasheets', its Enhancements') whose
 * conditions hold now ("Each time the bearer's unit is set up using the Deep Strike ability, until the end of the
 * turn, enemy units cannot use the Fire Overwatch Stratagem to shoot at the bearer's unit").
 */
export function heldRows<K extends Effect['kind']>(
  state: GameState,
  u: UnitState,
  kind: K,
): { def: AnyRuleDef; row: Extract<Effect, { kind: K }> }[] {
  const out: { def: AnyRuleDef; row: Extract<Effect, { kind: K }> }[] = [];
  for (const i of gameUnitInstances(state, u)) {
    const def = i.rule ? ruleById(i.rule) : undefined;
    if (!def || (def.support.game !== 'automated' && def.support.game !== 'partial')) continue;
    for (const r of def.effects ?? [])
      if (r.kind === kind && rowHoldsFor(state, u, def, r)) out.push({ def, row: r as Extract<Effect, { kind: K }> });
  }
  return out;
}

/** Enemy units within `inches` of and visible to one of the bearer's models. */
export function enemiesNearBearer(state: GameState, bearer: UnitState, inches: number): UnitState[] {
  const models = modelsOnTable(bearer);
  return enemyUnits(state, bearer.player).filter(
    (e) =>
      onBattlefield(e) &&
      modelsOnTable(e).length > 0 &&
      models.some((m) => modelGapToUnit(state, bearer, m, e) <= inches && unitVisibleTo(state, bearer, m, e)),
  );
}

/** Friendly units with the keyword within `inches` of and visible to one of the bearer's models (itself too). */
function friendsNearBearer(state: GameState, bearer: UnitState, inches: number, keyword?: string): UnitState[] {
  const models = modelsOnTable(bearer);
  return unitsOf(state, bearer.player).filter(
    (f) =>
      onBattlefield(f) &&
      f.attachedTo === undefined &&
      modelsOnTable(f).length > 0 &&
      (!keyword || unitKeywords(state, f).includes(keyword)) &&
      (f.id === bearer.id ||
        (bearer.attachedTo !== undefined && f.id === bearer.attachedTo) ||
        models.some((m) => modelGapToUnit(state, bearer, m, f) <= inches && unitVisibleTo(state, bearer, m, f))),
  );
}

const nameOf = (state: GameState, id: UnitId) => `${state.units[id]?.name ?? id} (${id})`;

/** Roll a dice expression ("D6", "D3") as one logged roll of the kind; constants roll nothing. */
function rollAmount(ctx: Ctx, kind: 'mortal-wounds' | 'normal-move', u: UnitState, e: Parameters<typeof rollExpr>[0]) {
  const dice = new CtxDice(ctx);
  const n = rollExpr(e, dice);
  if (dice.faces.length) logRoll(ctx, kind, u.player, u.id, dice.faces);
  return n;
}

const def = (i: AbilityUse) => ruleById(i.rule);

export const ENHANCEMENT_HANDLERS: Record<string, AbilityHandler> = {
  // "the bearer can use this Enhancement. If it does, until the end of the phase, add 4 to the Strength
  // characteristic of melee weapons equipped by the bearer": the use is the logged `rule-used`; the rows ask it.
  'use-enhancement': {
    options: (_state, i) => [{ label: `${i.name}: use it` }],
    apply: () => {},
  },
  // "at the start of the battle round": the start of the first turn's Command phase.
  'use-at-round-start': {
    options: (state, i) => (state.flow.turn === 1 ? [{ label: `${i.name}: use it` }] : []),
    apply: () => {},
  },
  // "the bearer's unit can make a Normal move of up to D6", and until the end of the turn, the bearer's unit is not
  // eligible to declare a Charge": the roll, the rule's rows on the unit until the end of the turn (its `not-eligible`
  // row), then the move through the rule-move interrupt (game/rule-moves.ts).
  'normal-move-roll': {
    options: (state, i) => {
      const u = state.units[i.unit];
      if (!u || !onBattlefield(u) || unitInEngagementRange(state, u.id)) return [];
      const row = rowOf(state, u, def(i), 'extra-move');
      return row
        ? [{ label: `${i.name}: ${nameOf(state, u.id)} makes a Normal move of up to ${row.upTo ? 'D6' : 'M'}"` }]
        : [];
    },
    apply: (ctx, i) => {
      const u = ctx.state.units[i.unit];
      const d = def(i);
      const row = u ? rowOf(ctx.state, u, d, 'extra-move') : undefined;
      if (!u || !d || !row?.upTo) return reject(`${i.name}: the unit cannot move now`);
      const inches = rollAmount(ctx, 'normal-move', u, row.upTo);
      addEffect(ctx, {
        kind: 'ability',
        player: u.player,
        unit: u.id,
        source: d.id,
        rule: d.id,
        until: { kind: 'end-of-turn' },
      });
      ctx.emit({
        type: 'interrupt-pushed',
        interrupt: { kind: 'rule-move', player: u.player, rule: d.id, name: d.name, unit: u.id, inches },
      });
    },
  },
  // "select one enemy unit within 24" of and visible to the bearer; that unit suffers D3 mortal wounds".
  'mortal-wounds-enemy': {
    options: (state, i) => {
      const b = bearerOf(state, i);
      const row = b ? rowOf(state, b, def(i), 'mortal-wounds') : undefined;
      if (!b || !row) return [];
      return enemiesNearBearer(state, b, row.within ?? Number.POSITIVE_INFINITY).map((e) => ({
        label: `${i.name}: ${nameOf(state, e.id)} suffers mortal wounds`,
        enemy: e.id,
      }));
    },
    apply: (ctx, i, enemy) => {
      const b = bearerOf(ctx.state, i);
      const row = b ? rowOf(ctx.state, b, def(i), 'mortal-wounds') : undefined;
      const e = enemy ? ctx.state.units[enemy] : undefined;
      if (!b || !row || !e) return reject(`${i.name}: select one of the enemy units it offers`);
      mortalWounds(ctx, e.id, rollAmount(ctx, 'mortal-wounds', e, row.amount), i.name, true, b.id);
    },
  },
  // "select one enemy unit within 12" of and visible to the bearer. That enemy unit must take a Battle-shock test,
  // subtracting 1 from that test."
  'battle-shock-enemy': {
    options: (state, i) => {
      const b = bearerOf(state, i);
      const row = b ? rowOf(state, b, def(i), 'battle-shock-test') : undefined;
      if (!b || !row) return [];
      return enemiesNearBearer(state, b, row.inches ?? Number.POSITIVE_INFINITY).map((e) => ({
        label: `${i.name}: ${nameOf(state, e.id)} takes a Battle-shock test`,
        enemy: e.id,
      }));
    },
    apply: (ctx, i, enemy) => {
      const b = bearerOf(ctx.state, i);
      const row = b ? rowOf(ctx.state, b, def(i), 'battle-shock-test') : undefined;
      const e = enemy ? ctx.state.units[enemy] : undefined;
      if (!b || !row || !e) return reject(`${i.name}: select one of the enemy units it offers`);
      battleShockTest(ctx, e, row.modifier ?? 0);
    },
  },
  // "select one friendly GREY KNIGHTS unit within 18" of and visible to it. If it does, until the end of the phase,
  // that unit is within your army's Hallowed Ground": the rule's rows on that unit until the end of the phase (its
  // `hallowed-ground` row, read by game/hallowed-ground.ts). The friendly unit travels in the option's `enemy` field.
  'select-friendly': {
    options: (state, i) => {
      const b = bearerOf(state, i);
      const row = b ? rowOf(state, b, def(i), 'hallowed-ground') : undefined;
      if (!b || !row) return [];
      return friendsNearBearer(state, b, row.within, row.keyword).map((f) => ({
        label: `${i.name}: ${nameOf(state, f.id)} is within your army’s Hallowed Ground this phase`,
        enemy: f.id,
      }));
    },
    apply: (ctx, i, unit) => {
      const d = def(i);
      const f = unit ? ctx.state.units[unit] : undefined;
      if (!d || !f) return reject(`${i.name}: select one of the units it offers`);
      addEffect(ctx, {
        kind: 'ability',
        player: f.player,
        unit: f.id,
        source: d.id,
        rule: d.id,
        until: { kind: 'end-of-phase' },
      });
    },
  },
  // "you can re-roll Charge rolls made for the bearer's unit": the Charge roll just made, not re-rolled yet. (A
  // datasheet ability's too: "While this model is leading a unit, you can re-roll Charge rolls made for that unit",
  // its holder leading the unit when it is not the unit itself.)
  'reroll-charge': {
    options: (state, i) => {
      const u = state.units[i.unit];
      const r = state.roll;
      if (!u || !r || r.kind !== 'charge' || r.unit !== u.id || r.rerolled.some(Boolean)) return [];
      const row = rowOf(state, u, def(i), 'reroll', i.holder !== i.unit);
      return row?.roll === 'charge' ? [{ label: `${i.name}: re-roll the Charge roll (${r.faces.join('+')})` }] : [];
    },
    apply: (ctx) => rerollWhole(ctx, 'Charge roll'),
  },
};

/**
 * "Each time the bearer's unit is set up using the Deep Strike ability, roll one D6 for each enemy unit within 12" of
 * the bearer: on a 2-5, that unit suffers 1 mortal wound; on a 6, that unit suffers D3 mortal wounds" (Banishing
 * Wave): the unit's held `mortal-wounds-each-within` rows whose conditions hold, rolled at once (nothing to choose).
 */
export function rollForEnemiesNear(ctx: Ctx, u: UnitState): void {
  for (const { def: d, row } of heldRows(ctx.state, u, 'mortal-wounds-each-within')) {
    const bearer = bearerUnits(ctx.state, u, d).find((b) => modelsOnTable(b).length) ?? u;
    ctx.emit({ type: 'rule-used', player: u.player, rule: d.id, unit: bearer.id });
    for (const e of enemyUnits(ctx.state, u.player)) {
      if (
        !onBattlefield(e) ||
        !modelsOnTable(bearer).some((m) => modelGapToUnit(ctx.state, bearer, m, e) <= row.within)
      )
        continue;
      const [face] = ctx.dice(1);
      logRoll(ctx, 'mortal-wounds', u.player, e.id, [face as number]);
      const step = [...row.results].reverse().find((s) => (face as number) >= s.from);
      if (step) mortalWounds(ctx, e.id, rollAmount(ctx, 'mortal-wounds', e, step.amount), d.name, true, bearer.id);
    }
  }
}

/** The unit's models that hold the definition: its attached Leader's unit, where the Leader holds it. */
function bearerUnits(state: GameState, u: UnitState, d: AnyRuleDef): UnitState[] {
  const out: UnitState[] = [];
  for (const i of gameUnitInstances(state, u)) {
    if (i.rule !== d.id) continue;
    const lead = i.leading ? (u.leaders ?? []).map((id) => state.units[id]).find((l) => l?.datasheet === i.holder) : u;
    if (lead) out.push(lead);
  }
  return out;
}
