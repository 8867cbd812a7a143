import type { Rng } from '../dice/prng.js';
import { allWeaponsAt, rangedChoices } from '../game/attacks/eligibility.js';
import { type Bot, randomAction } from '../game/bot.js';
import { bestLeadership } from '../game/characteristics.js';
import type { ChargeProgress } from '../game/charge/types.js';
import type { Action } from '../game/commands.js';
import type { DecisionOption, DecisionRequest } from '../game/decisions.js';
import { gapToTargets } from '../game/phases/charge.js';
import { unitInEngagementRange } from '../game/spatial.js';
import { suggestMove } from '../game/suggest.js';
import type { GameState, PlayerIndex, UnitState } from '../game/types.js';
import { isLeaderModel } from '../game/units.js';
import { centroidOf, fielded, isMelee, nearestEnemy } from './board.js';
import { chargeOutcome, expectedOutcomes, groupOutcomes, onObjective, totalValue, unitPoints } from './expected.js';
import { arriveNear, deployNear, fallBackPaths, goalFor, pathsToward } from './moves.js';
import { DEFAULT_WEIGHTS, type HeuristicWeights } from './weights.js';

/**
 * A bot that plays to win, through the same decision interface as the random one: it takes and holds
 * objectives, shoots and fights the targets worth most by the exact calculator's expected outcomes,
 * charges when the odds are good, and spends CP on Stratagems where they pay. Deterministic: where it
 * has nothing better it asks the random bot, with the Rng it was handed.
 */
export function heuristicBot(weights: HeuristicWeights = DEFAULT_WEIGHTS): Bot {
  return { id: 'heuristic', answer: (state, req, rng) => answer(state, req, rng, weights) };
}

type Choice = DecisionOption & { kind: 'choice' };
type Parametric = DecisionOption & { kind: 'parametric' };

const choices = (req: DecisionRequest): Choice[] => req.options.filter((o): o is Choice => o.kind === 'choice');
const parametric = (req: DecisionRequest): Parametric[] =>
  req.options.filter((o): o is Parametric => o.kind === 'parametric');
const ofType = (req: DecisionRequest, type: Action['type']) => choices(req).find((o) => o.action.type === type);

function answer(state: GameState, req: DecisionRequest, rng: Rng, w: HeuristicWeights): Action {
  const a = decideFor(state, req, w);
  return a ?? randomAction(state, req, rng);
}

function decideFor(state: GameState, req: DecisionRequest, w: HeuristicWeights): Action | null {
  switch (req.kind) {
    case 'declare-formations':
      return formations(state, req);
    case 'deploy-unit':
      return deploy(state, req);
    case 'move-units':
    case 'advance-move':
      return move(state, req, w);
    case 'shoot':
      return shoot(state, req, w);
    case 'overwatch': {
      // The CP are spent: fire every weapon that can, if any can.
      const all = choices(req)[0]?.action;
      return all?.type === 'shoot' && all.attacks.length ? all : (ofType(req, 'pass')?.action ?? null);
    }
    case 'declare-charge':
      return charge(state, req, w);
    case 'fight':
      return choices(req)[0]?.action ?? null;
    case 'melee-attacks':
      return bestAttack(state, req, 'melee', w);
    case 'charge-move':
    case 'pile-in':
    case 'consolidate':
      return suggestMove(state);
    case 'stratagem-window':
      return stratagem(state, req, w);
    case 'allocate-attack':
      return allocate(state, req);
    case 'reinforcements':
    case 'arrive':
      return arrival(state, req, w);
    case 'select-casualties':
    // Channelled Force, Stalwart Advance and the like: as the random bot does.
    case 'rule-option':
    case 'rule-move':
    case 'rule-disembark':
      return null;
    // Guerrilla Adepts (selecting the enemy unit costs nothing); Gate of Infinity and the like: as the random bot.
    case 'rule-choice':
      return ofType(req, 'use-rule')?.action ?? null;
  }
}

/** Every Leader joins the Bodyguard worth most; no Reserves; then done. */
function formations(state: GameState, req: DecisionRequest): Action | null {
  const attach = choices(req).filter((o) => o.action.type === 'attach-leader' || o.action.type === 'join-retinue');
  if (attach.length) {
    const worth = (o: Choice) => {
      const a = o.action as Action & { bodyguard: string };
      return unitPoints(state, state.units[a.bodyguard] as UnitState);
    };
    return [...attach].sort((x, y) => worth(y) - worth(x))[0]?.action ?? null;
  }
  return ofType(req, 'end-formations')?.action ?? null;
}

function deploy(state: GameState, req: DecisionRequest): Action | null {
  const order = fielded(state, req.player).length;
  for (const o of parametric(req)) {
    if (o.schema.kind !== 'positions') continue;
    const positions = deployNear(state, o.schema, order);
    if (positions) return { type: 'deploy', unit: o.schema.unit, positions };
  }
  return null;
}

function move(state: GameState, req: DecisionRequest, w: HeuristicWeights): Action | null {
  for (const o of parametric(req)) {
    const s = o.schema;
    if (s.kind !== 'paths') continue;
    const u = state.units[s.unit] as UnitState;
    const stay = ofUnit(req, 'remain-stationary', u.id);
    if (s.move === 'fall-back') {
      // Melee units stay in the fight; others fall back.
      if (isMelee(state, u) && stay) return stay;
      const paths = fallBackPaths(state, s);
      if (paths) return { type: 'fall-back', unit: u.id, paths };
      if (stay) return stay;
      continue;
    }
    const goal = goalFor(state, u, w);
    if (goal.kind === 'hold') {
      if (stay) return stay;
      if (req.kind === 'advance-move') return { type: 'advance-move', unit: u.id, paths: {} };
      continue;
    }
    const stop = goal.kind === 'objective' ? 1.5 : goal.kind === 'enemy' ? 0 : 0.5;
    const here = centroidOf(u);
    const far = here ? Math.hypot(goal.at.x - here.x, goal.at.y - here.y) - stop : 0;
    const advance = ofUnit(req, 'advance', u.id);
    // Advance when the goal is beyond a Normal move and the unit would not shoot or charge anyway.
    if (
      req.kind === 'move-units' &&
      advance &&
      far > s.maxDistance + 2 &&
      (isMelee(state, u) || !enemyWithin(state, u, 24))
    )
      return advance;
    const paths = pathsToward(state, s, goal.at, stop);
    const type = req.kind === 'advance-move' ? 'advance-move' : 'normal-move';
    if (paths) return { type, unit: u.id, paths };
    if (stay) return stay;
    if (req.kind === 'advance-move') return { type: 'advance-move', unit: u.id, paths: {} };
  }
  return ofType(req, 'end-move-units')?.action ?? null;
}

function ofUnit(req: DecisionRequest, type: 'remain-stationary' | 'advance', unit: string): Action | null {
  const o = choices(req).find((c) => c.action.type === type && 'unit' in c.action && c.action.unit === unit);
  return o?.action ?? null;
}

function enemyWithin(state: GameState, u: UnitState, d: number): boolean {
  const c = centroidOf(u);
  const e = c && nearestEnemy(state, u.player, c);
  return !!e && e.d <= d;
}

/** The first unit able to shoot fires at the target worth most; a unit with nothing worth it is done. */
function shoot(state: GameState, req: DecisionRequest, w: HeuristicWeights): Action | null {
  const shots = choices(req).filter((o) => o.action.type === 'shoot');
  const first = shots[0]?.action as (Action & { type: 'shoot' }) | undefined;
  if (!first) return ofType(req, 'end-shooting')?.action ?? null;
  return bestAttack(state, req, 'ranged', w, first.unit);
}

function bestAttack(
  state: GameState,
  req: DecisionRequest,
  type: 'ranged' | 'melee',
  w: HeuristicWeights,
  unit?: string,
): Action | null {
  let best: { a: Action; v: number } | null = null;
  for (const o of choices(req)) {
    const a = o.action;
    if (a.type !== (type === 'ranged' ? 'shoot' : 'melee') || (unit && a.unit !== unit)) continue;
    const u = state.units[a.unit] as UnitState;
    const v = totalValue(expectedOutcomes(state, u, a.attacks, type, w));
    if (v > Number.NEGATIVE_INFINITY && (!best || v > best.v)) best = { a, v };
  }
  return best?.a ?? null;
}

const P2D6 = [1, 1, 1, 35 / 36, 33 / 36, 30 / 36, 26 / 36, 21 / 36, 15 / 36, 10 / 36, 6 / 36, 3 / 36, 1 / 36, 0];

/** P(2D6 >= the roll a charge over `gap` inches needs). */
export function chargeChance(gap: number): number {
  const need = Math.max(2, Math.ceil(gap - 1 - 1e-6));
  return P2D6[Math.min(need, 13)] as number;
}

function charge(state: GameState, req: DecisionRequest, w: HeuristicWeights): Action | null {
  let best: { a: Action; v: number } | null = null;
  for (const o of choices(req)) {
    const a = o.action;
    if (a.type !== 'declare-charge' || a.targets.length !== 1) continue;
    const u = state.units[a.unit] as UnitState;
    const t = state.units[a.targets[0] as string] as UnitState;
    const p = chargeChance(gapToTargets(state, u, a.targets));
    if (p < w.chargeMinProbability) continue;
    const v = p * chargeOutcome(state, u, t, w) * (isMelee(state, u) ? 1 : 0.5);
    if (v >= w.chargeMinValue && (!best || v > best.v)) best = { a, v };
  }
  return best?.a ?? ofType(req, 'end-charges')?.action ?? null;
}

/** The defender allocates to a model that is not a Leader where it may (the engine offers only legal ones). */
function allocate(state: GameState, req: DecisionRequest): Action | null {
  const opts = choices(req);
  for (const o of opts) {
    if (o.action.type !== 'allocate') continue;
    const id = o.action.model;
    const u = Object.values(state.units).find((x) => x.models.some((m) => m.id === id));
    const m = u?.models.find((x) => x.id === id);
    if (u && m && !isLeaderModel(u, m)) return o.action;
  }
  return opts[0]?.action ?? null;
}

function arrival(state: GameState, req: DecisionRequest, w: HeuristicWeights): Action | null {
  for (const o of parametric(req)) {
    const s = o.schema;
    if (s.kind !== 'setup') continue;
    const u = state.units[s.unit] as UnitState;
    const goal = arrivalGoal(state, u.player, w);
    const positions = (goal && arriveNear(state, s, goal)) ?? null;
    if (positions) return { type: 'arrive', unit: u.id, positions, method: s.method ?? 'deep-strike' };
  }
  return null;
}

/** Where an arriving unit heads: the objective the enemy holds or nobody holds, nearest the centre. */
function arrivalGoal(state: GameState, player: PlayerIndex, _w: HeuristicWeights) {
  const open = state.mission.objectives.filter((_, i) => state.control[i] !== player);
  return (open[0] ?? state.mission.objectives[0])?.at ?? null;
}

// Stratagems ------------------------------------------------------------------------------------------

function stratagem(state: GameState, req: DecisionRequest, w: HeuristicWeights): Action | null {
  const pass = ofType(req, 'pass')?.action ?? { type: 'pass' };
  const cp = state.players[req.player].cp;
  for (const o of choices(req)) {
    const a = o.action;
    if (a.type !== 'use-stratagem') continue;
    const name = a.stratagem.slice(a.stratagem.indexOf('/') + 1);
    if (pays(state, req.player, name, a, cp, w)) return a;
  }
  return pass;
}

function pays(
  state: GameState,
  player: PlayerIndex,
  name: string,
  a: Action & { type: 'use-stratagem' },
  cp: number,
  w: HeuristicWeights,
): boolean {
  const spare = cp - 1 >= w.cpReserve;
  const target = a.target ? state.units[a.target] : undefined;
  switch (name) {
    case 'command-re-roll':
      return rerollPays(state, player, w);
    case 'go-to-ground':
    case 'smokescreen':
      return spare && !!target && threatened(state, target, w);
    case 'insane-bravery':
      return !!target && onObjective(state, target);
    case 'fire-overwatch':
      return spare && !!target && overwatchPays(state, target, a.enemy, w);
    case 'tank-shock':
    case 'counter-offensive':
      return cp - 2 >= w.cpReserve && !!target && isMelee(state, target);
    default:
      return false;
  }
}

/** Command Re-roll: a charge roll that fell short but may not on a re-roll, or a failed Battle-shock test on an objective. */
function rerollPays(state: GameState, player: PlayerIndex, w: HeuristicWeights): boolean {
  const r = state.roll;
  if (!r || r.player !== player) return false;
  const total = r.faces.reduce((x, y) => x + y, 0);
  if (r.kind === 'charge') {
    const c = currentCharge(state);
    if (!c) return false;
    const u = state.units[c.unit] as UnitState;
    const gap = gapToTargets(state, u, c.targets);
    return total < Math.ceil(gap - 1 - 1e-6) && chargeChance(gap) >= w.rerollChargeMinProbability;
  }
  if (r.kind === 'battle-shock' && r.unit) {
    const u = state.units[r.unit] as UnitState;
    return total < bestLeadership(state, u) && onObjective(state, u);
  }
  return false;
}

function currentCharge(state: GameState): ChargeProgress | null {
  const i = state.interrupts[state.interrupts.length - 1];
  if (i?.kind === 'charge') return i;
  const c = state.flow.cursor;
  return c?.step === 'charge' ? c : null;
}

/** The attack being declared threatens this share of the target's points or more. */
function threatened(state: GameState, target: UnitState, w: HeuristicWeights): boolean {
  const seq = state.attack;
  if (!seq) return false;
  const attacker = state.units[seq.unit] as UnitState;
  const groups = seq.groups.filter((g) => g.target === target.id);
  if (!groups.length) return false;
  const [o] = groupOutcomes(state, attacker, groups, seq.type, {
    ...w,
    threat: 0,
    modelsDestroyed: 0,
    objectiveControl: 0,
  });
  return !!o && o.value >= w.defensiveShare * unitPoints(state, target) * w.points;
}

function overwatchPays(state: GameState, u: UnitState, enemy: string | undefined, w: HeuristicWeights): boolean {
  const e = enemy ? state.units[enemy] : undefined;
  if (!e || unitInEngagementRange(state, u.id)) return false;
  const attacks = allWeaponsAt(state, u, rangedChoices(state, u, e.id), e.id);
  if (!attacks.length) return false;
  const v = totalValue(expectedOutcomes(state, u, attacks, 'ranged', w, { overwatch: true }));
  return v >= w.overwatchMinValue;
}
