import { InputError } from '../errors.js';
import type { EventBody, GameEvent } from './events.js';
import { applyBattle } from './evolve-battle.js';
import { formation } from './geometry/formation.js';
import type { Placement, Point } from './geometry/vec.js';
import { phaseDef } from './phases/config.js';
import { type BattleRecord, recordFrom } from './record.js';
import { type BattleSetup, buildInitialState } from './setup.js';
import type { GameState, ModelId, PhaseId, PlayerIndex, ReserveKind, UnitId, UnitState } from './types.js';
import { footprint } from './units.js';

/**
 * A battle that starts mid-game, for tests, puzzles and the soak: units already on the battlefield,
 * a chosen battle round, turn and phase, CP, casualties and Battle-shocked units.
 */
export interface ScenarioSetup extends BattleSetup {
  round?: number;
  phase?: PhaseId;
  /** Whose turn it is. */
  active?: PlayerIndex;
  firstPlayer?: PlayerIndex;
  cp?: [number, number];
  vp?: [number, number];
  /** Each unit's models: explicit placements by model id, or a coherent block centred on a point. */
  positions: Record<UnitId, Record<ModelId, Placement> | Point>;
  /** Models already destroyed. */
  destroyed?: ModelId[];
  /** Wounds remaining, by model id. */
  wounds?: Record<ModelId, number>;
  /** Units that start Battle-shocked (until their player's next Command phase). */
  battleShocked?: UnitId[];
  /** Leaders attached to Bodyguard units (as in Declare Battle Formations): place the Bodyguard's id. */
  attach?: { leader: UnitId; bodyguard: UnitId }[];
  /** Units joined to a Bodyguard unit by Servitor Retinue (as in Declare Battle Formations, after `attach`). */
  join?: { unit: UnitId; bodyguard: UnitId }[];
  /** Units in Reserves. */
  reserves?: Record<UnitId, ReserveKind>;
  /** Units embarked within a TRANSPORT (by the TRANSPORT's id). */
  embarked?: Record<UnitId, UnitId>;
  /** Army rules' counters at the start (rule-state.ts): by holder (a unit's id, `player-1`), counter id. */
  counters?: Record<string, Record<string, number>>;
}

function place(
  state: GameState,
  u: UnitState,
  where: Record<ModelId, Placement> | Point,
  destroyed: Set<ModelId>,
): UnitState {
  const alive = u.models.filter((m) => !destroyed.has(m.id));
  const isPoint = typeof (where as Point).x === 'number' && typeof (where as Point).y === 'number';
  const block = isPoint
    ? formation(
        where as Point,
        alive.map((m) => footprint(state, u, m)),
      )
    : [];
  let k = 0;
  const models = u.models.map((m) => {
    if (destroyed.has(m.id)) return { ...m, destroyed: true, wounds: 0, pos: null };
    const pos = isPoint ? block[k++] : (where as Record<ModelId, Placement>)[m.id];
    if (!pos) throw new InputError(`no position for model ${m.id}`, { field: `positions.${u.id}` });
    return { ...m, pos };
  });
  return { ...u, models, deployed: true };
}

/** The Declare Battle Formations choices, applied by the reducer's own cases. */
function formations(state: GameState, setup: ScenarioSetup): GameState {
  let s = state;
  const apply = (e: EventBody) => {
    const next = applyBattle(s, { ...e, seq: 0 } as GameEvent);
    if (next) s = next;
  };
  for (const a of setup.attach ?? []) {
    const l = s.units[a.leader];
    const b = s.units[a.bodyguard];
    if (!l || !b) throw new InputError(`no unit "${l ? a.bodyguard : a.leader}"`, { field: 'attach' });
    apply({ type: 'leader-attached', leader: a.leader, bodyguard: a.bodyguard });
  }
  for (const j of setup.join ?? []) {
    if (!s.units[j.unit] || !s.units[j.bodyguard])
      throw new InputError(`no unit "${s.units[j.unit] ? j.bodyguard : j.unit}"`, { field: 'join' });
    apply({ type: 'retinue-joined', unit: j.unit, bodyguard: j.bodyguard });
  }
  for (const [unit, reserve] of Object.entries(setup.reserves ?? {})) {
    if (!s.units[unit]) throw new InputError(`no unit "${unit}"`, { field: 'reserves' });
    apply({ type: 'reserves-declared', unit, reserve });
  }
  for (const [unit, transport] of Object.entries(setup.embarked ?? {})) {
    if (!s.units[unit] || !s.units[transport])
      throw new InputError(`no unit "${unit}" or "${transport}"`, { field: 'embarked' });
    apply({ type: 'embarked', unit, transport, atStart: true });
  }
  return s;
}

export function scenarioState(setup: ScenarioSetup): GameState {
  const s0 = formations(buildInitialState(setup), setup);
  const destroyed = new Set(setup.destroyed ?? []);
  const units: Record<UnitId, UnitState> = { ...s0.units };
  for (const [id, where] of Object.entries(setup.positions)) {
    const u = units[id];
    if (!u) throw new InputError(`no unit "${id}" (units are ${s0.unitOrder.join(', ')})`, { field: 'positions' });
    units[id] = place(s0, u, where, destroyed);
  }
  for (const [id, u] of Object.entries(units)) {
    if (setup.positions[id] || !u.models.some((m) => destroyed.has(m.id))) continue;
    units[id] = { ...u, models: u.models.map((m) => (destroyed.has(m.id) ? { ...m, destroyed: true, wounds: 0 } : m)) };
  }
  for (const [mid, w] of Object.entries(setup.wounds ?? {})) {
    const uid = Object.keys(units).find((id) => units[id]?.models.some((m) => m.id === mid));
    const u = uid ? units[uid] : undefined;
    if (!u || !uid) throw new InputError(`no model "${mid}"`, { field: 'wounds' });
    units[uid] = { ...u, models: u.models.map((m) => (m.id === mid ? { ...m, wounds: w } : m)) };
  }
  for (const [id, u] of Object.entries(units)) {
    const t = u.embarkedIn ? units[u.embarkedIn] : undefined;
    if (t?.deployed) units[id] = { ...u, deployed: true };
  }
  const active = setup.active ?? 0;
  const firstPlayer = setup.firstPlayer ?? active;
  const round = setup.round ?? 1;
  const phase = setup.phase ?? 'command';
  const players = s0.players.map((p, i) => ({
    ...p,
    cp: setup.cp?.[i] ?? p.cp,
    vp: setup.vp?.[i] ?? p.vp,
  })) as GameState['players'];
  const effects = (setup.battleShocked ?? []).map((unit, i) => {
    const owner = (units[unit] as UnitState).player;
    return {
      id: String(i + 1),
      kind: 'battle-shocked' as const,
      player: owner,
      unit,
      source: 'scenario',
      until: { kind: 'next-command-phase' as const, player: owner },
      since: { round, turn: active === firstPlayer ? 1 : 2 },
    };
  });
  return {
    ...s0,
    units,
    players,
    firstPlayer,
    effects,
    ...(setup.counters ? { counters: setup.counters } : {}),
    nextId: effects.length + 1,
    flow: {
      stage: 'battle',
      round,
      turn: active === firstPlayer ? 1 : 2,
      active,
      phase,
      step: (phaseDef(phase).steps[0] as { id: GameState['flow']['step'] }).id,
      at: 'phase-start',
      cursor: null,
      done: [],
    },
  };
}

export function startScenario(setup: ScenarioSetup): { record: BattleRecord; state: GameState } {
  return recordFrom(scenarioState(setup), setup.seed, setup.dataHash ?? '');
}
