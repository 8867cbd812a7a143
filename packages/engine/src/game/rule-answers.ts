import { askKey } from '../rules/asks.js';
import type { Condition, Effect } from '../rules/effects.js';
import { FORTIFY } from '../rules/factions/leagues-of-votann/army-rules.js';
import { ruleById } from '../rules/known.js';
import { inObjectiveRange } from './geometry/rules.js';
import { counterValue } from './rule-state.js';
import { enemyUnits, gapBetweenUnits, unitBodies, unitsEngaged } from './spatial.js';
import type { GameState, UnitState } from './types.js';
import { onBattlefield } from './units.js';

/**
 * The game's answers to what the rules in an attack ask (rules/asks.ts): the combat reads them from
 * `conditions.asks` by `askKey`, as the calculator reads its toggles. The game answers what it keeps
 * or measures; a question it does not answer stays false (and the rule is `partial` in the game, its
 * note naming what is left).
 */

function eachCondition(rows: readonly Effect[], visit: (c: Condition) => void): void {
  const walk = (c: Condition) => {
    visit(c);
    if (c.kind === 'not') walk(c.condition);
    else if (c.kind === 'any') for (const x of c.conditions) walk(x);
  };
  for (const e of rows) for (const c of e.when ?? []) walk(c);
}

const onObjective = (state: GameState, u: UnitState, controlledBy?: number): boolean =>
  state.mission.objectives.some(
    (o, i) =>
      (controlledBy === undefined || state.control[i] === controlledBy) &&
      unitBodies(state, u).some((b) => inObjectiveRange(b, o.at)),
  );

/**
 * Declared questions the game measures, by id: `holder` is the unit whose rule asks (the attacker for
 * its own rows, the target for rows it holds against attacks), `other` the unit across.
 */
const MEASURED: Record<
  string,
  (state: GameState, holder: UnitState, other: UnitState, attacker: boolean, attack: AttackSituation) => boolean
> = {
  // Prioritised Efficiency: the holder's army has Fortify Takeover (set at the end of its Command phase).
  'fortify-takeover': (state, holder) => counterValue(state, holder.player, FORTIFY) >= 1,
  // Hostile Acquisition: "targets an enemy unit within range of one or more objective markers".
  'target-on-objective': (state, _holder, other, attacker) => attacker && onObjective(state, other),
  // Fortify Takeover: "if this unit is within range of one or more objective markers you control".
  'own-on-controlled-objective': (state, holder) => onObjective(state, holder, holder.player),
  // Methodical Annihilation: "targets the closest eligible target or a target that is within Engagement Range".
  'closest-or-engaged-target': (state, holder, other, attacker) => {
    if (!attacker) return false;
    if (unitsEngaged(state, holder, other)) return true;
    const gap = gapBetweenUnits(state, holder, other);
    return enemyUnits(state, holder.player).every((e) => !onBattlefield(e) || gapBetweenUnits(state, holder, e) >= gap);
  },
  // Fury of Titan: the attacking unit was set up using the Deep Strike ability this turn.
  'deep-struck-this-turn': (_state, holder, _other, attacker) => attacker && !!holder.history.deepStruck,
  // Corridor Covered: "each time a model in your unit makes an attack while firing Overwatch".
  'firing-overwatch': (_state, _holder, _other, attacker, attack) => attacker && attack.overwatch === true,
};

/** What the game knows of the attack itself that a question may ask. */
export interface AttackSituation {
  /** The attack is made firing Overwatch. */
  overwatch?: boolean;
}

/** The ids of the declared questions the game answers. */
export const GAME_MEASURED_ASKS: readonly string[] = Object.keys(MEASURED);

/** A rule in an attack, with the answers its use gave where it has them. */
type AnsweredUse = { rule: string; effects?: readonly Effect[]; answers?: Record<string, boolean> };

function answerRows(
  state: GameState,
  holder: UnitState,
  other: UnitState,
  attacker: boolean,
  rules: readonly AnsweredUse[],
  out: Record<string, boolean>,
  attack: AttackSituation,
): void {
  for (const r of rules) {
    const rows = r.effects ?? ruleById(r.rule)?.effects ?? [];
    // A Stratagem's use settles its own questions ("if you spent YP during this use of this Stratagem").
    for (const [id, v] of Object.entries(r.answers ?? {})) if (!(id in out)) out[id] = v;
    eachCondition(rows, (c) => {
      if (c.kind === 'counter') {
        const on = c.on === 'target' ? (attacker ? other : holder) : attacker ? holder : other;
        const key = askKey({ kind: 'counter', counter: c.counter, on: c.on, atLeast: c.atLeast });
        if (!(key in out)) out[key] = counterValue(state, on.id, c.counter) >= c.atLeast;
      } else if (c.kind === 'ask' && c.ask.kind === 'declared') {
        const f = MEASURED[c.ask.id];
        if (f && !(c.ask.id in out)) out[c.ask.id] = f(state, holder, other, attacker, attack);
      }
    });
  }
}

/**
 * The answers for the attacker's rules and the target's. One answer per question: where both sides'
 * rules ask the same one (a mirror match's Fortify Takeover), the attacker's is taken.
 */
export function attackAnswers(
  state: GameState,
  attacker: UnitState,
  target: UnitState,
  attackerRules: readonly AnsweredUse[],
  targetRules: readonly AnsweredUse[] = [],
  attack: AttackSituation = {},
): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  answerRows(state, attacker, target, true, attackerRules, out, attack);
  answerRows(state, target, attacker, false, targetRules, out, attack);
  return out;
}

/** A stable text of the answers, for cache keys. */
export function answersKey(a: Record<string, boolean>): string {
  return Object.keys(a)
    .sort()
    .map((k) => `${k}=${a[k] ? 1 : 0}`)
    .join(',');
}
