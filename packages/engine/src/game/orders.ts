import type { OfficerOrders } from '../model/datasheet.js';
import { normaliseName } from '../names/normalise.js';
import type { SourcedChange } from '../rules/characteristics.js';
import type { Stat } from '../rules/effects.js';
import { ORDERS, type OrderId, VOICE_OF_COMMAND } from '../rules/factions/astra-militarum/voice-of-command.js';
import { ruleById } from '../rules/known.js';
import type { Action } from './commands.js';
import type { Ctx } from './ctx.js';
import type { DecisionOption } from './decisions.js';
import { addEffect } from './effects.js';
import { modelGapToUnit } from './spatial.js';
import type { ActiveEffect, GameState, ModelState, PlayerIndex, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import {
  aliveModels,
  datasheetOf,
  hasKeyword,
  isBattleShocked,
  modelHasKeyword,
  onBattlefield,
  unitsOf,
} from './units.js';

/**
 * Voice of Command (rules/factions/astra-militarum/voice-of-command.ts): "Each time an Officer model issues an Order,
 * select one of the Orders below, then select one eligible friendly unit within 6" of that Officer model to issue it
 * to. ... Until the start of your next Command phase, the unit you selected is affected by that Order."
 *
 * A rule-choice (game/rule-choices.ts) at the end of your Command phase ("OFFICER models can issue Orders in your
 * Command phase and at the end of a phase in which they disembarked from a TRANSPORT or were set up on the
 * battlefield": and at the end of your Movement phase, for Officers whose unit disembarked or was set up that turn):
 * each option is one Officer model issuing one Order to one eligible unit. An Officer is an alive OFFICER model whose datasheet lists Voice of Command and says
 * how many Orders it issues and to which units (`Datasheet.officer`, typed from its ORDERS section when the data is
 * imported: rules/factions/astra-militarum/officer-orders.ts);
 * it issues up to that many in a battle round (its `rule-used` events, the Officer's unit named). An Order issued is
 * an active effect on the unit (kind `rule`, the rule's id its source) whose answers settle that Order's question of
 * the rule's rows, until the start of your next Command phase; an Order issued to a unit already affected by one
 * replaces it, and a unit that becomes Battle-shocked loses its Order (both `effect-ended`).
 */

const VOC_NAME = normaliseName(VOICE_OF_COMMAND.name);
/** "Each time an Officer model issues an Order, ... within 6" of that Officer model". */
const RANGE = 6;

interface Officer {
  /** The unit the Officer model is in now (an Attached unit's Bodyguard). */
  unit: UnitState;
  model: ModelState;
  /** The unit whose datasheet issues (a Leader's own unit): its uses are counted under it. */
  issuer: string;
  orders: OfficerOrders;
  /** How far it issues them: 6", or farther where its datasheet's rule says (an `order-range` row: Vox-net 12"). */
  range: number;
}

/**
 * "within 6" of that Officer model", or "Each time this model issues an Order, it can issue it to an eligible unit up
 * to 12" away" (Vox-net): the longest `order-range` row of the rules the game applies that the Officer model's own
 * datasheet holds.
 */
function rangeOf(state: GameState, u: UnitState, holder: string): number {
  let best = RANGE;
  for (const i of gameUnitInstances(state, u)) {
    if (i.holder !== holder || !i.rule) continue;
    const d = ruleById(i.rule);
    if (!d || (d.support.game !== 'automated' && d.support.game !== 'partial')) continue;
    for (const r of d.effects ?? []) if (r.kind === 'order-range' && r.inches > best) best = r.inches;
  }
  return best;
}

/**
 * The player's Officer models on the battlefield with the Orders their datasheets give them: in the Command phase
 * all of them; at the end of another phase, those whose unit disembarked from a TRANSPORT or was set up on the
 * battlefield this turn (the Movement phase: its Reinforcements step, or disembarking before or after a move).
 */
function officers(state: GameState, player: PlayerIndex): Officer[] {
  const out: Officer[] = [];
  const command = state.flow.phase === 'command';
  for (const u of unitsOf(state, player)) {
    if (!onBattlefield(u)) continue;
    if (!command && !u.history.disembarked && !u.history.arrived) continue;
    for (const m of aliveModels(u)) {
      if (!m.pos || !modelHasKeyword(state, u, m, 'OFFICER')) continue;
      const ds = datasheetOf(state, u, m);
      if (!ds.abilities.faction.some((f) => normaliseName(f) === VOC_NAME)) continue;
      const orders = ds.officer;
      if (orders) out.push({ unit: u, model: m, issuer: m.component ?? u.id, orders, range: rangeOf(state, u, ds.id) });
    }
  }
  return out;
}

/** Orders the Officer issued this battle round. */
function issued(state: GameState, o: Officer): number {
  return (state.ruleUses ?? []).filter(
    (r) => r.rule === VOICE_OF_COMMAND.id && r.unit === o.issuer && r.round === state.flow.round,
  ).length;
}

/** "select one eligible friendly unit within 6" of that Officer model": not Battle-shocked, with a keyword it names. */
function eligibleUnits(state: GameState, o: Officer): UnitState[] {
  return unitsOf(state, o.unit.player).filter(
    (u) =>
      onBattlefield(u) &&
      !isBattleShocked(state, u.id) &&
      o.orders.keywords.some((all) => all.every((k) => hasKeyword(state, u, k))) &&
      modelGapToUnit(state, o.unit, o.model, u) <= o.range,
  );
}

interface Issue {
  officer: Officer;
  order: (typeof ORDERS)[number];
  unit: UnitState;
}

function issues(state: GameState, player: PlayerIndex): Issue[] {
  const out: Issue[] = [];
  for (const o of officers(state, player)) {
    if (issued(state, o) >= o.orders.orders) continue;
    const units = eligibleUnits(state, o);
    for (const order of ORDERS) {
      if (o.orders.only && !o.orders.only.includes(order.id)) continue;
      for (const unit of units) out.push({ officer: o, order, unit });
    }
  }
  return out;
}

const short = (id: OrderId) => id.slice('order-'.length);
const optionOf = (i: Issue) => `${i.officer.model.id}>${short(i.order.id)}>${i.unit.id}`;

/** The Order effect on the unit, if one affects it. */
export function orderEffect(state: GameState, unitId: string): ActiveEffect | undefined {
  return state.effects.find((e) => e.kind === 'rule' && e.unit === unitId && e.source === VOICE_OF_COMMAND.id);
}

/** The Order affecting the unit, if any. */
export function orderOf(state: GameState, u: UnitState): OrderId | undefined {
  const e = orderEffect(state, u.id);
  return e ? ORDERS.find((o) => e.answers?.[o.id] === true)?.id : undefined;
}

/**
 * Whether the unit gains the benefit of the Order `id`: it is affected by it and ("Only ASTRA MILITARUM models gain
 * the benefit of an Order issued to their unit") it has the ASTRA MILITARUM keyword.
 */
export function affectedBy(state: GameState, u: UnitState, id: OrderId): boolean {
  return orderOf(state, u) === id && hasKeyword(state, u, 'ASTRA MILITARUM');
}

/**
 * The changes the unit's Order makes to a model's Move, Leadership or Objective Control: the rule's rows on that
 * characteristic whose every question is the Order affecting the unit, for an ASTRA MILITARUM model.
 */
export function orderStatChanges(state: GameState, u: UnitState, m: ModelState, stat: Stat): SourcedChange[] {
  const id = orderOf(state, u);
  if (!id || !datasheetOf(state, u, m).factionKeywords.some((k) => k.toUpperCase() === 'ASTRA MILITARUM')) return [];
  const name = ORDERS.find((o) => o.id === id)?.name ?? id;
  const out: SourcedChange[] = [];
  for (const r of VOICE_OF_COMMAND.effects ?? []) {
    if (r.kind !== 'stat' || r.stat !== stat || r.change === 'set' || r.change === 'halve') continue;
    const settled = (r.when ?? []).every((c) => c.kind === 'ask' && c.ask.kind === 'declared' && c.ask.id === id);
    if (settled && r.when?.length) out.push({ change: r, source: `${VOICE_OF_COMMAND.name}: ${name}` });
  }
  return out;
}

/** "if a unit being affected by an Order becomes Battle-shocked, that Order ceases to affect that unit". */
export function endOrderOnBattleShock(ctx: Ctx, u: UnitState): void {
  const e = orderEffect(ctx.state, u.id);
  if (e) ctx.emit({ type: 'effect-ended', id: e.id, reason: 'battle-shocked' });
}

function open(state: GameState, player: PlayerIndex): boolean {
  return state.flow.active === player && issues(state, player).length > 0;
}

export const ORDERS_CHOICE = {
  open,
  max: (state: GameState, player: PlayerIndex): number =>
    officers(state, player).reduce((n, o) => n + Math.max(0, o.orders.orders - issued(state, o)), 0),
  candidates: (state: GameState, player: PlayerIndex): string[] => [
    ...new Set(issues(state, player).map((i) => i.unit.id)),
  ],
  prompt: (left: number) =>
    `Voice of Command: an Officer issues an Order to an eligible unit within 6" (up to ${left} more)`,
  options: (state: GameState, player: PlayerIndex): DecisionOption[] =>
    issues(state, player).map((i) => ({
      kind: 'choice' as const,
      label: `Voice of Command: ${datasheetOf(state, i.officer.unit, i.officer.model).name} (${i.officer.model.id}) issues ${i.order.name} to ${i.unit.name} (${i.unit.id})`,
      action: { type: 'rule-option' as const, option: optionOf(i) },
    })),
  select(ctx: Ctx, player: PlayerIndex, a: Action): boolean {
    if (a.type !== 'rule-option') return false;
    const i = issues(ctx.state, player).find((x) => optionOf(x) === a.option);
    if (!i) return false;
    // "any Order subsequently issued to that unit replaces the current one".
    const old = orderEffect(ctx.state, i.unit.id);
    if (old) ctx.emit({ type: 'effect-ended', id: old.id, reason: 'replaced' });
    ctx.emit({ type: 'rule-used', player, rule: VOICE_OF_COMMAND.id, unit: i.officer.issuer });
    addEffect(ctx, {
      kind: 'rule',
      player,
      unit: i.unit.id,
      source: VOICE_OF_COMMAND.id,
      answers: { [i.order.id]: true },
      until: { kind: 'next-command-phase', player },
    });
    return true;
  },
};
