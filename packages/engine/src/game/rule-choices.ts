import { rulesOfArmy } from '../rules/army-rules.js';
import { GATE_OF_INFINITY } from '../rules/factions/grey-knights/gate-of-infinity.js';
import { ruleById } from '../rules/known.js';
import type { WhenClause } from '../rules/stratagems.js';
import { BONDSMAN_CHOICE } from './bondsman.js';
import type { Action, Command } from './commands.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import type { DecisionOption, DecisionRequest } from './decisions.js';
import { DOCTRINA_CHOICE } from './doctrina.js';
import { FOUNDATIONS_CHOICE } from './foundations.js';
import { ADDITIONAL_OATH_CHOICE, OATH_CHOICE } from './oath.js';
import { ORDERS_CHOICE } from './orders.js';
import { armyOf, ruleUses } from './rule-state.js';
import { unitInEngagementRange } from './spatial.js';
import type { GameState, Interrupt, PlayerIndex, UnitId, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { onBattlefield, unitDatasheets, unitsOf } from './units.js';
import { NOMAD_CHOICE } from './votann-reserves.js';

/**
 * Army rules that let a player select units at a point of the battle and place them into Strategic
 * Reserves (Gate of Infinity, Prescient Redeployment): a registry definition's `windows` row with
 * `optional` and a `handler` named here. At the start or end of a phase the flow asks the player
 * through a `rule-choice` interrupt, one unit at a time, until they select no more or reach the
 * rule's maximum; each unit selected is logged (`rule-used` with the unit, `unit-to-reserves`).
 */

type RuleChoice = Extract<Interrupt, { kind: 'rule-choice' }>;

export interface ChoiceHandler {
  /** Whether the rule may be used now at all (beyond its window's timing). */
  open(state: GameState, player: PlayerIndex): boolean;
  /** The most units one use selects. */
  max(state: GameState, player: PlayerIndex): number;
  /** The units the player may select now. */
  candidates(state: GameState, player: PlayerIndex): UnitId[];
  /**
   * What a selection does, where it is not placing a unit into Strategic Reserves (Bondsman): the prompt,
   * the options offered, and applying one (false: the action is not one it offers).
   */
  prompt?(left: number, state?: GameState, player?: PlayerIndex): string;
  options?(state: GameState, player: PlayerIndex): DecisionOption[];
  select?(ctx: Ctx, player: PlayerIndex, a: Action): boolean;
  /** The rule says the player must ("you must determine your army's Oath"): no pass is offered while it has options. */
  mandatory?: boolean;
}

/** "Provided every model in those units has this ability": every datasheet of the unit lists it. */
function everyModelHas(state: GameState, u: UnitState, ability: string): boolean {
  const name = ability.toLowerCase();
  return unitDatasheets(state, u).every((ds) => ds.abilities.faction.some((f) => f.toLowerCase() === name));
}

/**
 * Gate of Infinity: "units ... from your army that are on the battlefield (excluding units that are within
 * Engagement Range of one or more enemy units), provided every model in those units has this ability".
 */
function gateCandidates(state: GameState, player: PlayerIndex): UnitId[] {
  return unitsOf(state, player)
    .filter(
      (u) => onBattlefield(u) && !unitInEngagementRange(state, u.id) && everyModelHas(state, u, GATE_OF_INFINITY.name),
    )
    .map((u) => u.id);
}

/**
 * "The maximum number of units you can select depends on the battle size": Incursion up to 2 units, Strike Force
 * up to 3, Onslaught up to 4 (the 2025-11 export's table; the seed's copy lost it). The battle size is read from
 * the battlefield: 44" by 30" Incursion, 60" by 44" Strike Force, 90" by 44" Onslaught.
 */
export function gateMaximum(state: GameState): number {
  const { width, depth } = state.mission.battlefield;
  const long = Math.max(width, depth);
  return long < 60 ? 2 : long > 60 ? 4 : 3;
}

/**
 * Gate of Infinity's maximum for a player, with the units their rules add ("While the bearer is on the
 * battlefield or in Strategic Reserves, add 1 to the number of units ... you can select for the Gate of
 * Infinity rule": Tome of Forbidden Ways), each holder's unit counted once.
 */
export function gateMaximumFor(state: GameState, player: PlayerIndex): number {
  let extra = 0;
  for (const u of unitsOf(state, player)) {
    if (!onBattlefield(u) && u.reserve !== 'strategic') continue;
    for (const i of gameUnitInstances(state, u)) {
      const d = i.rule ? ruleById(i.rule) : undefined;
      if (!d || d.support.game === 'manual' || d.support.game === 'n/a') continue;
      for (const e of d.effects ?? [])
        if (e.kind === 'more-selections' && e.rule === GATE_OF_INFINITY.id) extra += e.add;
    }
  }
  return gateMaximum(state) + extra;
}

/** The turn before the current one: the opponent's previous turn. */
function previousTurn(state: GameState): { round: number; turn: number } {
  const { round, turn } = state.flow;
  return turn === 2 ? { round, turn: 1 } : { round: round - 1, turn: 2 };
}

/** Units the player selected with Gate of Infinity in the given turn. */
function gateSelections(state: GameState, player: PlayerIndex, at: { round: number; turn: number }): number {
  return (state.ruleUses ?? []).filter(
    (u) =>
      u.player === player &&
      u.rule === GATE_OF_INFINITY.id &&
      u.unit !== undefined &&
      u.round === at.round &&
      u.turn === at.turn,
  ).length;
}

const CHOICES: Record<string, ChoiceHandler> = {
  'gate-of-infinity': { open: () => true, max: gateMaximumFor, candidates: gateCandidates },
  // Prescient Redeployment: "From the second battle round onwards, at the start of your Movement phase, if you did
  // not select the maximum number of units from your army using the Gate of Infinity ability at the end of your
  // opponent's previous turn, you can select one unit from your army that is on the battlefield that could have
  // been selected using the Gate of Infinity ability."
  'prescient-redeployment': {
    open: (state, player) =>
      state.flow.round >= 2 && gateSelections(state, player, previousTurn(state)) < gateMaximumFor(state, player),
    max: () => 1,
    candidates: gateCandidates,
  },
  bondsman: BONDSMAN_CHOICE,
  foundations: FOUNDATIONS_CHOICE,
  doctrina: DOCTRINA_CHOICE,
  orders: ORDERS_CHOICE,
  'nomad-strategist': NOMAD_CHOICE,
  oath: OATH_CHOICE,
  'additional-oath': ADDITIONAL_OATH_CHOICE,
};

export const RULE_CHOICE_HANDLERS: readonly string[] = Object.keys(CHOICES);

function clauseFits(state: GameState, player: PlayerIndex, c: WhenClause, at: 'phase-start' | 'phase-end'): boolean {
  if (c.window !== at) return false;
  const yours = state.flow.active === player;
  if ((c.turn === 'yours' && !yours) || (c.turn === 'opponents' && yours)) return false;
  const phase = state.flow.phase;
  return !c.phases || (!!phase && c.phases.includes(phase));
}

function choiceOf(handler: string): ChoiceHandler {
  const h = CHOICES[handler];
  if (!h) throw new Error(`no rule choice "${handler}"`);
  return h;
}

/**
 * At the start or end of a phase: ask the first player (the one whose turn it is first) whose army has a rule
 * with a choice there, not yet asked this phase, that has units to select. Returns whether it asked.
 */
export function askRuleChoice(ctx: Ctx, at: 'phase-start' | 'phase-end'): boolean {
  const s = ctx.state;
  for (const player of [s.flow.active, (1 - s.flow.active) as PlayerIndex]) {
    const army = armyOf(s, player);
    if (!army.faction) continue;
    for (const def of rulesOfArmy(army)) {
      if (def.source.kind !== 'faction' && def.source.kind !== 'detachment') continue;
      for (const w of def.windows ?? []) {
        const h = w.optional && w.handler ? CHOICES[w.handler] : undefined;
        if (!h || !w.handler || !w.when.some((c) => clauseFits(s, player, c, at))) continue;
        if (ruleUses(s, player, def.id, 'phase') > 0 || !h.open(s, player)) continue;
        if (!h.candidates(s, player).length) continue;
        ctx.emit({
          type: 'interrupt-pushed',
          interrupt: {
            kind: 'rule-choice',
            player,
            rule: def.id,
            name: def.name,
            choice: w.handler,
            left: h.max(s, player),
          },
        });
        return true;
      }
    }
  }
  return false;
}

/** The player has made their selections: the rule is logged as used this phase (once, if no unit was). */
function finish(ctx: Ctx, i: RuleChoice): void {
  if (ruleUses(ctx.state, i.player, i.rule, 'phase') === 0)
    ctx.emit({ type: 'rule-used', player: i.player, rule: i.rule });
  ctx.emit({ type: 'interrupt-popped' });
}

export const ruleChoiceInterrupt = {
  auto(ctx: Ctx, i: RuleChoice): boolean {
    const h = CHOICES[i.choice];
    if (i.left > 0 && h && h.candidates(ctx.state, i.player).length > 0) return false;
    finish(ctx, i);
    return true;
  },
  request(state: GameState, i: RuleChoice): DecisionRequest {
    const h = choiceOf(i.choice);
    if (h.options)
      return {
        player: i.player,
        kind: 'rule-choice',
        prompt: h.prompt?.(i.left, state, i.player) ?? i.name,
        seq: state.seq,
        options: [
          ...h.options(state, i.player),
          ...(h.mandatory
            ? []
            : [{ kind: 'choice' as const, label: `${i.name}: no more`, action: { type: 'pass' as const } }]),
        ],
      };
    return {
      player: i.player,
      kind: 'rule-choice',
      prompt: `${i.name}: select up to ${i.left} more unit${i.left === 1 ? '' : 's'} to place into Strategic Reserves`,
      seq: state.seq,
      options: [
        ...h.candidates(state, i.player).map((id) => ({
          kind: 'choice' as const,
          label: `${i.name}: place ${state.units[id]?.name ?? id} (${id}) into Strategic Reserves`,
          action: { type: 'set-reserves' as const, unit: id, reserve: 'strategic' as const },
        })),
        { kind: 'choice', label: `${i.name}: select no more units`, action: { type: 'pass' } },
      ],
    };
  },
  handle(ctx: Ctx, cmd: Command, i: RuleChoice): void {
    const a = cmd.action;
    if (a.type === 'pass') {
      if (CHOICES[i.choice]?.mandatory) reject(`${i.name}: it cannot be passed: select one of the options it offers`);
      finish(ctx, i);
      return;
    }
    const h = CHOICES[i.choice];
    if (h?.select) {
      if (!h.select(ctx, i.player, a)) reject(`${i.name}: select one of the options it offers, or pass`);
      ctx.emit({ type: 'interrupt-updated', interrupt: { ...i, left: i.left - 1 } });
      return;
    }
    if (a.type !== 'set-reserves' || a.reserve !== 'strategic' || !h?.candidates(ctx.state, i.player).includes(a.unit))
      reject(`${i.name}: select one of the units it offers, or pass`);
    ctx.emit({ type: 'rule-used', player: i.player, rule: i.rule, unit: a.unit });
    ctx.emit({ type: 'unit-to-reserves', unit: a.unit, reserve: 'strategic', rule: i.rule });
    ctx.emit({ type: 'interrupt-updated', interrupt: { ...i, left: i.left - 1 } });
  },
};
