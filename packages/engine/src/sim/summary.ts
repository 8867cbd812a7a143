import { evolve } from '../game/evolve.js';
import { inObjectiveRange } from '../game/geometry/rules.js';
import type { BattleRecord } from '../game/record.js';
import { unitBodies } from '../game/spatial.js';
import type { GameState, ModelId, PlayerIndex, UnitId, UnitState } from '../game/types.js';
import { modelsOnTable } from '../game/units.js';
import type { BattlePlan, ListKey } from './matchup.js';

/** What one unit did in one battle (units named by their place in their list: "u1", "u2", ...). */
export interface UnitContribution {
  list: ListKey;
  unit: string;
  name: string;
  /** Wounds its attacks took off enemy models (excess damage not counted). */
  damageDealt: number;
  /** Wounds its models lost, to anything. */
  damageTaken: number;
  /** Points of the enemy models its attacks destroyed (a unit's points shared out over its models). */
  pointsDestroyed: number;
  /** Scoring moments at which it stood within range of an objective its side controlled. */
  objectivesHeld: number;
  destroyed: boolean;
}

export interface BattleSummary {
  index: number;
  seed: number;
  /** The player (0 or 1) list A was. */
  aPlayer: PlayerIndex;
  firstPlayer: PlayerIndex;
  winner: ListKey | null;
  vp: { A: number; B: number };
  /** VP each list scored in each battle round (index 0 is round 1). */
  vpByRound: { A: number[]; B: number[] };
  rounds: number;
  units: UnitContribution[];
  commands: number;
  events: number;
  /** The final state's hash: a battle played again from its index must give the same. */
  hash: string;
  /** Why the battle did not finish (a bot found no answer, a command was rejected...), or null. */
  failure: string | null;
}

const listOf = (plan: BattlePlan, p: PlayerIndex): ListKey => (p === plan.aPlayer ? 'A' : 'B');
const localId = (id: UnitId) => id.replace(/^p\d+/, '');

/** Points per model of the unit a model came from (an attached Leader's model: its Leader unit's). */
function modelPoints(state: GameState, u: UnitState, model: ModelId): number {
  const m = u.models.find((x) => x.id === model);
  const from = m?.component ? state.units[m.component] : u;
  if (!from?.points) return 0;
  const n = from === u ? u.models.filter((x) => !x.component).length : from.startingStrength;
  return from.points / Math.max(1, n);
}

/** Fold the battle's log once, attributing damage, destroyed points and objectives held to units. */
export function summariseBattle(
  record: BattleRecord,
  plan: BattlePlan,
  hash: string,
  failures: readonly string[],
  commands: number,
): BattleSummary {
  let s = record.initial;
  const units = new Map<UnitId, UnitContribution>();
  const entry = (id: UnitId): UnitContribution => {
    let c = units.get(id);
    if (!c) {
      const u = s.units[id] as UnitState;
      c = {
        list: listOf(plan, u.player),
        unit: localId(id),
        name: u.name,
        damageDealt: 0,
        damageTaken: 0,
        pointsDestroyed: 0,
        objectivesHeld: 0,
        destroyed: false,
      };
      units.set(id, c);
    }
    return c;
  };
  for (const id of s.unitOrder) entry(id);
  const vpByRound = { A: [] as number[], B: [] as number[] };
  for (const e of record.events) {
    const attacker = attackingUnit(s);
    if (e.type === 'model-wounded') {
      const u = s.units[e.unit] as UnitState;
      const m = u.models.find((x) => x.id === e.model);
      entry(m?.component ?? e.unit).damageTaken += e.lost;
      if (attacker && attacker.player !== u.player) {
        const c = entry(attacker.id);
        c.damageDealt += e.lost;
        if (e.remaining <= 0) c.pointsDestroyed += modelPoints(s, u, e.model);
      }
    } else if (e.type === 'vp-scored') {
      const k = listOf(plan, e.player);
      const r = s.flow.round - 1;
      while (vpByRound[k].length <= r) vpByRound[k].push(0);
      vpByRound[k][r] = (vpByRound[k][r] as number) + e.amount;
      holding(s, e.player, (id) => {
        entry(id).objectivesHeld++;
      });
    }
    s = evolve(s, e);
  }
  const alive = new Set<UnitId>();
  for (const id of s.unitOrder)
    for (const m of (s.units[id] as UnitState).models) if (!m.destroyed) alive.add(m.component ?? id);
  for (const [id, c] of units) c.destroyed = !alive.has(id);
  const rounds = s.flow.round;
  for (const k of ['A', 'B'] as const) while (vpByRound[k].length < rounds) vpByRound[k].push(0);
  const result = s.result;
  const pA = plan.aPlayer;
  const pB = (1 - pA) as PlayerIndex;
  return {
    index: plan.index,
    seed: plan.seed,
    aPlayer: plan.aPlayer,
    firstPlayer: plan.firstPlayer,
    winner: result?.winner == null ? null : listOf(plan, result.winner),
    vp: { A: s.players[pA].vp, B: s.players[pB].vp },
    vpByRound,
    rounds,
    units: [...units.values()].sort((a, b) => (a.list === b.list ? 0 : a.list < b.list ? -1 : 1)),
    commands,
    events: record.events.length,
    hash,
    failure: failures.length ? failures.join('; ') : result ? null : 'the battle did not end',
  };
}

/**
 * The unit making the attack being resolved: the attached Leader whose models make the current group's
 * attacks, or the unit.
 */
function attackingUnit(s: GameState): UnitState | null {
  const a = s.attack;
  if (!a) return null;
  const u = s.units[a.unit] as UnitState;
  const g = a.groups[a.current?.wound.group ?? a.group];
  const first = g?.models[0];
  const m = first ? u.models.find((x) => x.id === first) : undefined;
  return (m?.component ? s.units[m.component] : u) ?? u;
}

/** Units of `player` within range of an objective that player controls. */
function holding(state: GameState, player: PlayerIndex, visit: (id: UnitId) => void): void {
  const held = state.mission.objectives.filter((_, i) => state.control[i] === player);
  if (!held.length) return;
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    if (u.player !== player || !modelsOnTable(u).length) continue;
    const bodies = unitBodies(state, u);
    if (held.some((o) => bodies.some((b) => inObjectiveRange(b, o.at)))) visit(id);
  }
}
