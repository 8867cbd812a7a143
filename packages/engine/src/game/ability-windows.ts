import type { Condition } from '../rules/effects.js';
import { ruleById } from '../rules/known.js';
import type { AnyRuleDef, RuleWindow } from '../rules/registry.js';
import type { WhenClause } from '../rules/stratagems.js';
import { battleShockTest } from './battle-shock.js';
import type { Command } from './commands.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import type { DecisionOption, DecisionRequest } from './decisions.js';
import { addEffect } from './effects.js';
import { ENHANCEMENT_HANDLERS } from './enhancement-uses.js';
import { KNIGHT_DATASHEET_HANDLERS } from './knight-datasheet-uses.js';
import { KNIGHT_ENHANCEMENT_HANDLERS } from './knight-enhancements.js';
import { RESERVE_USE_HANDLERS } from './reserve-uses.js';
import { counterValue } from './rule-state.js';
import { setCounter } from './rule-triggers.js';
import { SELECT_FRIENDLY_HANDLERS } from './select-friendly-near.js';
import { enemyUnits } from './spatial.js';
import { STICKY_OBJECTIVE_HANDLERS } from './sticky-objectives.js';
import type { GameState, Interrupt, PlayerIndex, UnitId, UnitState, WindowKind } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { isDestroyed, onBattlefield } from './units.js';
import { expend, expended } from './valours-reward.js';
import { VOTANN_ENHANCEMENT_HANDLERS, VOTANN_PHASE_HANDLERS } from './votann-enhancements.js';
import { LONG_LIST_HANDLERS } from './votann-long-list.js';
import { NAVIGATOR_HANDLERS } from './votann-navigator.js';
import { OBJECTIVE_MARK_HANDLERS } from './votann-objective-marks.js';
import { REPAIR_HANDLERS } from './votann-repair.js';
import { VOTANN_RESERVE_HANDLERS } from './votann-reserves.js';
import { VOTANN_YIELD_HANDLERS } from './votann-yield.js';
import { WINDOW_CHOICE_HANDLERS } from './window-choices.js';

/**
 * Datasheet abilities that act at a point of the battle: a registry definition's `windows` (when, and
 * the handler named here, or rows added as an active effect), read from the unit's rule instances
 * (its datasheet's and its Leaders'). Nothing here knows a rule by name: a handler is what a window
 * names, and its numbers (modifiers, weapons) are the definition's rows.
 *
 * - A window with a `handler`: the player is asked through an `ability-use` interrupt (an optional one
 *   can be declined), then the handler does it; the use is logged (`rule-used` with the holder's unit).
 * - A `selected-to-shoot` window without one: the Shooting phase offers the use before the unit is
 *   selected to shoot (its rows then apply to its attacks until the window's duration ends).
 */

export type AbilityUse = Extract<Interrupt, { kind: 'ability-use' }>;

export interface HeldAbility {
  def: AnyRuleDef;
  /** The unit whose model holds it: the unit itself, or the Leader attached to it. */
  holder: UnitId;
  window: RuleWindow;
}

function clauseFits(state: GameState, u: UnitState, c: WhenClause, at: WindowKind): boolean {
  if (c.window !== at) return false;
  const yours = state.flow.active === u.player;
  if ((c.turn === 'yours' && !yours) || (c.turn === 'opponents' && yours)) return false;
  if (c.phases && (!state.flow.phase || !c.phases.includes(state.flow.phase))) return false;
  return c.unit !== 'enemy';
}

/** Uses of a rule by the holder's unit within its limit (`uses`: once per battle, twice per battle...). */
export function usesLeft(state: GameState, player: PlayerIndex, def: AnyRuleDef, holder: UnitId): boolean {
  if (!def.uses) return true;
  const { round, turn, phase } = state.flow;
  const per = def.uses.per;
  const n = (state.ruleUses ?? []).filter(
    (x) =>
      x.player === player &&
      x.rule === def.id &&
      x.unit === holder &&
      (per === 'battle' || (x.round === round && x.turn === turn && (per === 'turn' || x.phase === phase))),
  ).length;
  return n < (def.uses.times ?? 1);
}

/** The unit's datasheet abilities and Enhancements the game applies whose window opens at `at` for it. */
export function heldAbilities(state: GameState, u: UnitState, at: WindowKind): HeldAbility[] {
  const out: HeldAbility[] = [];
  for (const i of gameUnitInstances(state, u)) {
    // A datasheet's ability, or an Enhancement the bearer can use (game/enhancement-uses.ts has their handlers).
    if ((i.origin !== 'datasheet' && i.origin !== 'enhancement') || !i.rule) continue;
    const def = ruleById(i.rule);
    if (!def || (def.support.game !== 'automated' && def.support.game !== 'partial')) continue;
    const holder = i.leading ? ((u.leaders ?? []).find((id) => state.units[id]?.datasheet === i.holder) ?? u.id) : u.id;
    for (const w of def.windows ?? [])
      if (w.when.some((c) => clauseFits(state, u, c, at))) out.push({ def, holder, window: w });
  }
  return out;
}

/** The weapons a row names ("made with its tremor shells"), where it names some. */
function namedWeapons(when: readonly Condition[] | undefined): string[] | undefined {
  const c = when?.find((x) => x.kind === 'weapon-name');
  return c?.kind === 'weapon-name' ? c.any : undefined;
}

const sameName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x === y || y.startsWith(`${x} `);
};

export interface AbilityHandler {
  /** The uses the player may choose now (each a `use-ability` action; `choice`: an objective marker's index). */
  options(state: GameState, i: AbilityUse): { label: string; enemy?: UnitId; choice?: number }[];
  apply(ctx: Ctx, i: AbilityUse, enemy: UnitId | undefined, choice?: number): void;
}

/** The definition's forced Battle-shock test row. */
function testRow(def: AnyRuleDef) {
  const r = def.effects?.find((e) => e.kind === 'battle-shock-test');
  return r?.kind === 'battle-shock-test' ? r : undefined;
}

const HANDLERS: Record<string, AbilityHandler> = {
  ...ENHANCEMENT_HANDLERS,
  // "If it does, that unit is no longer Battle-shocked."
  'no-longer-battle-shocked': {
    options: (state, i) =>
      state.effects.some((e) => e.kind === 'battle-shocked' && e.unit === i.unit)
        ? [{ label: `${i.name}: ${state.units[i.unit]?.name ?? i.unit} is no longer Battle-shocked` }]
        : [],
    apply: (ctx, i) => {
      for (const e of ctx.state.effects)
        if (e.kind === 'battle-shocked' && e.unit === i.unit)
          ctx.emit({ type: 'effect-ended', id: e.id, reason: i.name });
    },
  },
  // "Select one enemy unit hit by one or more of those attacks [made with the row's weapons]. That unit must take
  // a Battle-shock test", with the row's modifier.
  'battle-shock-hit-unit': {
    options: (state, i) => {
      const def = ruleById(i.rule);
      const row = def ? testRow(def) : undefined;
      const u = state.units[i.unit];
      if (!row || !u) return [];
      const weapons = namedWeapons(row.when);
      return enemyUnits(state, u.player)
        .filter((e) => {
          if (!onBattlefield(e)) return false;
          const hit = e.history.hitWith?.[u.id] ?? [];
          return weapons ? hit.some((w) => weapons.some((n) => sameName(n, w))) : hit.length > 0;
        })
        .map((e) => ({ label: `${i.name}: ${e.name} (${e.id}) takes a Battle-shock test`, enemy: e.id }));
    },
    apply: (ctx, i, enemy) => {
      const def = ruleById(i.rule);
      const row = def ? testRow(def) : undefined;
      const e = enemy ? ctx.state.units[enemy] : undefined;
      if (!row || !e) return reject(`${i.name}: select one of the enemy units it offers`);
      battleShockTest(ctx, e, row.modifier ?? 0);
    },
  },
  ...VOTANN_ENHANCEMENT_HANDLERS,
  ...VOTANN_PHASE_HANDLERS,
  ...WINDOW_CHOICE_HANDLERS,
  ...VOTANN_YIELD_HANDLERS,
  ...RESERVE_USE_HANDLERS,
  ...VOTANN_RESERVE_HANDLERS,
  ...OBJECTIVE_MARK_HANDLERS,
  ...LONG_LIST_HANDLERS,
  ...SELECT_FRIENDLY_HANDLERS,
  ...REPAIR_HANDLERS,
  ...KNIGHT_ENHANCEMENT_HANDLERS,
  ...STICKY_OBJECTIVE_HANDLERS,
  ...NAVIGATOR_HANDLERS,
  ...KNIGHT_DATASHEET_HANDLERS,
};

export const ABILITY_HANDLERS: readonly string[] = Object.keys(HANDLERS);

/**
 * At the start of a phase: offer every unit's abilities there (both players', the active player's first); a unit
 * not on the battlefield (in Reserves, embarked) only those whose window says `offBattlefield`.
 */
export function offerPhaseStartAbilities(ctx: Ctx): void {
  const first = ctx.state.flow.active;
  for (const p of [first, (1 - first) as PlayerIndex])
    for (const u of Object.values(ctx.state.units))
      if (u.player === p && !u.attachedTo && (onBattlefield(u) || !isDestroyed(u)))
        offerAbilities(ctx, 'phase-start', u, undefined, !onBattlefield(u));
}

/**
 * At the end of a phase (just after its last step, before its end-of-phase window's Stratagems are resolved, the
 * players are asked after them): offer every unit's abilities there (both players', the active player's first).
 */
export function offerPhaseEndAbilities(ctx: Ctx): void {
  const first = ctx.state.flow.active;
  for (const p of [first, (1 - first) as PlayerIndex])
    for (const u of Object.values(ctx.state.units))
      if (u.player === p && onBattlefield(u) && !u.attachedTo) offerAbilities(ctx, 'phase-end', u);
}

/** Offer the unit's abilities whose window (with a handler) opens now and that have uses left. */
export function offerAbilities(
  ctx: Ctx,
  at: WindowKind,
  u: UnitState,
  only?: (def: AnyRuleDef) => boolean,
  offBattlefield = false,
): void {
  for (const a of heldAbilities(ctx.state, u, at)) {
    if ((only && !only(a.def)) || (offBattlefield && !a.window.offBattlefield)) continue;
    const h = a.window.handler;
    const handler = h ? HANDLERS[h] : undefined;
    if (!h || !handler || !usesLeft(ctx.state, u.player, a.def, a.holder)) continue;
    // Valour's Reward: "You cannot use such Enhancements while they are expended."
    if (expended(ctx.state, u.player, a.def, a.holder)) continue;
    const interrupt: AbilityUse = {
      kind: 'ability-use',
      player: u.player,
      unit: u.id,
      holder: a.holder,
      rule: a.def.id,
      name: a.def.name,
      handler: h,
      optional: a.window.optional ?? false,
    };
    // Nothing to choose (no enemy unit its tremor shells hit): nothing is asked.
    if (handler.options(ctx.state, interrupt).length) ctx.emit({ type: 'interrupt-pushed', interrupt });
  }
}

function handlerOf(i: AbilityUse): AbilityHandler {
  const h = HANDLERS[i.handler];
  if (!h) throw new Error(`no ability handler "${i.handler}"`);
  return h;
}

export const abilityUseInterrupt = {
  auto(ctx: Ctx, i: AbilityUse): boolean {
    if (handlerOf(i).options(ctx.state, i).length) return false;
    ctx.emit({ type: 'interrupt-popped' });
    return true;
  },
  request(state: GameState, i: AbilityUse): DecisionRequest {
    const options: DecisionOption[] = handlerOf(i)
      .options(state, i)
      .map((o) => ({
        kind: 'choice' as const,
        label: o.label,
        action: {
          type: 'use-ability' as const,
          rule: i.rule,
          unit: i.unit,
          ...(o.enemy ? { enemy: o.enemy } : {}),
          ...(o.choice !== undefined ? { choice: o.choice } : {}),
        },
      }));
    if (i.optional) options.push({ kind: 'choice', label: `do not use ${i.name}`, action: { type: 'pass' } });
    return {
      player: i.player,
      kind: 'rule-choice',
      prompt: `${i.name} (${state.units[i.holder]?.name ?? i.holder})${i.optional ? ': use it or pass' : ''}`,
      seq: state.seq,
      options,
    };
  },
  handle(ctx: Ctx, cmd: Command, i: AbilityUse): void {
    const a = cmd.action;
    if (a.type === 'pass' && i.optional) {
      ctx.emit({ type: 'interrupt-popped' });
      return;
    }
    const h = handlerOf(i);
    if (
      a.type !== 'use-ability' ||
      a.rule !== i.rule ||
      a.unit !== i.unit ||
      !h.options(ctx.state, i).some((o) => o.enemy === a.enemy && o.choice === a.choice)
    ) {
      reject(`${i.name}: choose one of the uses it offers${i.optional ? ', or pass' : ''}`);
      return;
    }
    ctx.emit({ type: 'rule-used', player: i.player, rule: i.rule, unit: i.holder });
    ctx.emit({ type: 'interrupt-popped' });
    const def = ruleById(i.rule);
    if (def) expend(ctx, i.player, def, i.holder);
    h.apply(ctx, i, a.enemy, a.choice);
  },
};

/**
 * The unit's abilities used "when this unit is selected to shoot" (no handler: their rows apply): those
 * with uses left that it has not used this phase.
 */
export function selectedToShootAbilities(state: GameState, u: UnitState): HeldAbility[] {
  return heldAbilities(state, u, 'selected-to-shoot').filter(
    (a) =>
      !a.window.handler &&
      usesLeft(state, u.player, a.def, a.holder) &&
      !expended(state, u.player, a.def, a.holder) &&
      !state.effects.some((e) => e.unit === u.id && (e.rule === a.def.id || e.source === a.def.id)) &&
      useChoices(state, u, a).length > 0,
  );
}

/**
 * The choices a use offers now, by index in the window's `choices` (those whose spend the player has); `[undefined]`:
 * the window offers none (the use answers its definition's declared questions yes).
 */
function useChoices(state: GameState, u: UnitState, a: HeldAbility): (number | undefined)[] {
  const cs = a.window.choices;
  if (!cs) return [undefined];
  return cs.flatMap((c, n) => (!c.spend || c.spend.n <= counterValue(state, u.player, c.spend.counter) ? [n] : []));
}

/** The unit that used such an ability and must now be selected to shoot, if any. */
export function unitAboutToShoot(state: GameState): UnitId | undefined {
  return state.effects.find(
    (e) =>
      (e.kind === 'ability' || e.kind === 'rule') &&
      e.unit !== undefined &&
      state.flow.phase === 'shooting' &&
      !state.flow.done.includes(e.unit) &&
      ruleById(e.rule ?? e.source)?.windows?.some((w) => w.when.some((c) => c.window === 'selected-to-shoot')),
  )?.unit;
}

/** The Shooting phase's options to use one (one per choice where its window offers some). */
export function abilityOptions(state: GameState, u: UnitState, a: HeldAbility): DecisionOption[] {
  return useChoices(state, u, a).map((n) => {
    const c = n === undefined ? undefined : a.window.choices?.[n];
    return {
      kind: 'choice' as const,
      label: `${u.name} (${u.id}) uses ${a.def.name}${c ? `, ${c.label}` : ''}, then shoots`,
      action: { type: 'use-ability' as const, rule: a.def.id, unit: u.id, ...(n !== undefined ? { choice: n } : {}) },
    };
  });
}

/** Use it: logged, and its rows apply to the unit (its declared questions answered yes) for the window's duration. */
export function useSelectedToShoot(ctx: Ctx, u: UnitState, rule: string, choice?: number): void {
  const a = selectedToShootAbilities(ctx.state, u).find((x) => x.def.id === rule);
  if (!a || !useChoices(ctx.state, u, a).includes(choice)) {
    reject(
      `${u.name} (${u.id}) cannot use ${ruleById(rule)?.name ?? rule} now${choice !== undefined ? ` (choice ${choice})` : ''}`,
    );
    return;
  }
  const c = choice === undefined ? undefined : a.window.choices?.[choice];
  if (c) {
    // "spend up to 3YP ... add the number of YP you just spent", "select one of the following weapon abilities": the
    // choice's answers, on the unit (kind `rule`, no rows of its own: the holder's instance applies them,
    // game/rule-answers.ts reads `ruleOptionChosen`).
    ctx.emit({ type: 'rule-used', player: u.player, rule: a.def.id, unit: a.holder });
    if (c.spend) spendCounter(ctx, a.def, c.spend.counter, u.player, c.spend.n);
    addEffect(ctx, {
      kind: 'rule',
      player: u.player,
      unit: u.id,
      source: a.def.id,
      answers: Object.fromEntries(c.answers.map((id) => [id, true])),
      until: a.window.duration ?? { kind: 'end-of-phase' },
    });
    return;
  }
  const answers: Record<string, boolean> = {};
  for (const q of a.def.asks ?? []) if (q.kind === 'declared') answers[q.id] = true;
  ctx.emit({ type: 'rule-used', player: u.player, rule: a.def.id, unit: a.holder });
  expend(ctx, u.player, a.def, a.holder);
  addEffect(ctx, {
    kind: 'ability',
    player: u.player,
    unit: u.id,
    source: a.def.id,
    rule: a.def.id,
    answers,
    until: a.window.duration ?? { kind: 'end-of-phase' },
  });
}

/** A TRANSPORT's standing rule lets units disembarking after it made a Normal move still charge (Assault Ramp). */
export function letsDisembarkedCharge(state: GameState, transport: UnitState): boolean {
  return gameUnitInstances(state, transport).some((i) => {
    if (i.leading || !i.rule) return false;
    const d = ruleById(i.rule);
    return (
      !!d &&
      (d.support.game === 'automated' || d.support.game === 'partial') &&
      (d.effects ?? []).some((e) => e.kind === 'disembark-charge')
    );
  });
}

/** Spend `n` of the player's counter (Yield points), logged under the rule's id. */
function spendCounter(ctx: Ctx, def: AnyRuleDef, counter: string, player: PlayerIndex, n: number): void {
  const have = counterValue(ctx.state, player, counter);
  setCounter(ctx, def, { id: counter, name: counter, on: 'player' }, player, have - n);
}
