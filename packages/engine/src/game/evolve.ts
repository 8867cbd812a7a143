import type { GameEvent } from './events.js';
import { applyBattle } from './evolve-battle.js';
import type { Placement } from './geometry/vec.js';
import { evolveTactical } from './missions/tactical-state.js';
import type { GameState, ModelState, UnitId, UnitState, WindowState } from './types.js';

/**
 * The reducer: applies one fully resolved event. Pure: never mutates `state`, copies only the path it
 * changes (structural sharing), rolls nothing. Throws on an event out of sequence.
 */
export function evolve(state: GameState, e: GameEvent): GameState {
  if (e.seq !== state.seq + 1) throw new Error(`event ${e.seq} applied to state at ${state.seq}`);
  const s = apply(state, e);
  if (s === state) return { ...state, seq: e.seq };
  // `apply` built `s` just now and nothing else holds it yet: stamping it is not a mutation of a state.
  (s as { seq: number }).seq = e.seq;
  return s;
}

function setUnit(state: GameState, id: UnitId, f: (u: UnitState) => UnitState): GameState {
  const u = state.units[id];
  if (!u) throw new Error(`event names unknown unit ${id}`);
  return { ...state, units: { ...state.units, [id]: f(u) } };
}

function setModels(u: UnitState, f: (m: ModelState) => ModelState): UnitState {
  return { ...u, models: u.models.map(f) };
}

function setPlayer<K extends 'cp' | 'vp' | 'cpGainedThisRound'>(
  state: GameState,
  p: 0 | 1,
  key: K,
  value: number,
): GameState {
  const players = [...state.players] as GameState['players'];
  players[p] = { ...players[p], [key]: value };
  return { ...state, players };
}

function topWindow(state: GameState, f: (w: WindowState) => WindowState): GameState {
  const ws = state.windows;
  const w = ws[ws.length - 1];
  if (!w) throw new Error('no open window');
  return { ...state, windows: [...ws.slice(0, -1), f(w)] };
}

function apply(state: GameState, e: GameEvent): GameState {
  return applyBattle(state, e) ?? applyCore(state, e);
}

function applyCore(state: GameState, e: GameEvent): GameState {
  switch (e.type) {
    case 'command-accepted':
    case 'battle-started':
    case 'battle-shock-test':
    case 'leadership-test':
    case 'battle-shock-auto-passed':
    case 'battle-shock-overridden':
    case 'roll-off':
    case 'step-ended':
      return state;
    case 'rng-advanced':
      // Injected dice left as they were when none was used (the same array: states are never modified).
      return {
        ...state,
        rng: e.rng,
        injectedDice: e.injectedUsed === 0 ? state.injectedDice : state.injectedDice.slice(e.injectedUsed),
      };
    case 'round-started': {
      const players = state.players.map((p) => ({ ...p, cpGainedThisRound: 0 })) as GameState['players'];
      return { ...state, players, flow: { ...state.flow, stage: 'battle', round: e.round } };
    }
    case 'round-ended':
      return state;
    case 'turn-started': {
      const units: Record<UnitId, UnitState> = {};
      for (const id of state.unitOrder) units[id] = { ...(state.units[id] as UnitState), history: {} };
      const { spentThisTurn: _spent, ...rest } = state;
      return { ...rest, units, flow: { ...state.flow, turn: e.turn, active: e.player } };
    }
    case 'turn-ended':
      return state;
    case 'phase-started':
      return { ...state, flow: { ...state.flow, phase: e.phase, active: e.player, at: 'phase-start', cursor: null } };
    case 'phase-ended':
      return { ...state, flow: { ...state.flow, at: 'phase-end', cursor: null } };
    case 'step-started':
      return { ...state, flow: { ...state.flow, phase: e.phase, step: e.step, at: 'step', cursor: null, done: [] } };
    case 'cursor-set':
      return { ...state, flow: { ...state.flow, cursor: e.cursor } };
    case 'unit-done':
      return { ...state, flow: { ...state.flow, done: [...state.flow.done, e.unit] } };
    case 'unit-deployed': {
      const s = setUnit(state, e.unit, (u) => ({
        ...setModels(u, (m) => (e.positions[m.id] ? { ...m, pos: e.positions[m.id] as Placement } : m)),
        deployed: true,
      }));
      // Units embarked within it are on the battlefield with it (inside).
      const inside = s.unitOrder.filter((id) => s.units[id]?.embarkedIn === e.unit);
      if (!inside.length) return s;
      const units = { ...s.units };
      for (const id of inside) units[id] = { ...(units[id] as UnitState), deployed: true };
      return { ...s, units };
    }
    case 'deployer-changed':
      return { ...state, flow: { ...state.flow, active: e.player } };
    case 'first-player':
      return { ...state, firstPlayer: e.player };
    case 'cp-gained': {
      const s = setPlayer(state, e.player, 'cp', state.players[e.player].cp + e.amount);
      if (!e.counted) return s;
      return setPlayer(s, e.player, 'cpGainedThisRound', s.players[e.player].cpGainedThisRound + e.amount);
    }
    case 'rule-used': {
      const { round, turn, phase } = state.flow;
      const use = {
        player: e.player,
        rule: e.rule,
        round,
        turn,
        phase,
        ...(e.unit ? { unit: e.unit } : {}),
        ...(e.enemy ? { enemy: e.enemy } : {}),
      };
      return { ...state, ruleUses: [...(state.ruleUses ?? []), use] };
    }
    case 'counter-set': {
      const counters = { ...(state.counters ?? {}) };
      const was = counters[e.holder]?.[e.counter] ?? 0;
      counters[e.holder] = { ...(counters[e.holder] ?? {}), [e.counter]: e.value };
      // "if you spent no YP in that turn" (Dead Reckoning): a counter lowered is one spent this turn.
      const spent = state.spentThisTurn?.[e.holder] ?? [];
      if (e.value < was && !spent.includes(e.counter))
        return { ...state, counters, spentThisTurn: { ...state.spentThisTurn, [e.holder]: [...spent, e.counter] } };
      return { ...state, counters };
    }
    case 'window-opened':
      return { ...state, windows: [...state.windows, e.window], nextId: Math.max(state.nextId, e.window.id + 1) };
    case 'window-passed':
      return topWindow(state, (w) => {
        const passed: [boolean, boolean] = [...w.passed];
        passed[e.player] = true;
        return { ...w, passed };
      });
    case 'window-closed':
      return { ...state, windows: state.windows.filter((w) => w.id !== e.id) };
    case 'stratagem-used': {
      const s = setPlayer(state, e.player, 'cp', state.players[e.player].cp - e.cp);
      const use = {
        player: e.player,
        stratagem: e.stratagem,
        round: state.flow.round,
        turn: state.flow.turn,
        phase: state.flow.phase,
        ...(e.target ? { target: e.target } : {}),
        ...(e.enemy ? { enemy: e.enemy } : {}),
      };
      const windows = s.windows.map((w, i) =>
        i === s.windows.length - 1 ? { ...w, passed: [false, false] as [boolean, boolean] } : w,
      );
      return { ...s, windows, stratagemUses: [...s.stratagemUses, use] };
    }
    case 'dice-rolled': {
      const { type: _type, seq: _seq, ...rolled } = e;
      return {
        ...state,
        nextId: Math.max(state.nextId, e.id + 1),
        roll: { ...rolled, rerolled: e.faces.map(() => false) },
      };
    }
    case 'die-rerolled': {
      const r = state.roll;
      if (!r || r.id !== e.id) throw new Error(`re-roll of roll ${e.id}, which is not the latest`);
      const faces = [...r.faces];
      faces[e.index] = e.to;
      const rerolled = [...r.rerolled];
      rerolled[e.index] = true;
      return { ...state, roll: { ...r, faces, rerolled } };
    }
    case 'effect-added':
      return {
        ...state,
        effects: [...state.effects, e.effect],
        nextId: Math.max(state.nextId, Number(e.effect.id) + 1),
      };
    case 'effect-ended':
      return { ...state, effects: state.effects.filter((x) => x.id !== e.id) };
    case 'unit-moved':
      return setUnit(state, e.unit, (u) => {
        const moved = setModels(u, (m) => {
          const path = e.paths[m.id];
          const end = path?.[path.length - 1];
          return end && !m.destroyed ? { ...m, pos: end } : m;
        });
        const history = {
          ...u.history,
          movement: e.kind,
          ...(e.advanceRoll !== undefined ? { advanceRoll: e.advanceRoll } : {}),
        };
        return { ...moved, history };
      });
    case 'models-destroyed':
      return setUnit(state, e.unit, (u) =>
        setModels(u, (m) => (e.models.includes(m.id) ? { ...m, destroyed: true, wounds: 0, pos: null } : m)),
      );
    case 'objective-control':
      return { ...state, control: e.control };
    case 'vp-scored': {
      const p = state.players[e.player];
      const byRound = [...(p.vpByRound ?? [])];
      const r = Math.max(0, state.flow.round - 1);
      while (byRound.length <= r) byRound.push(0);
      byRound[r] = (byRound[r] as number) + e.amount;
      const next = { ...p, vp: p.vp + e.amount, vpByRound: byRound };
      if (e.kind === 'primary') next.vpPrimary = (p.vpPrimary ?? 0) + e.amount;
      if (e.kind === 'secondary') next.vpSecondary = (p.vpSecondary ?? 0) + e.amount;
      if (e.card) next.vpByCard = { ...p.vpByCard, [e.card]: (p.vpByCard?.[e.card] ?? 0) + e.amount };
      const players: GameState['players'] = e.player === 0 ? [next, state.players[1]] : [state.players[0], next];
      return { ...state, players, ...(e.marks?.length ? { marks: [...(state.marks ?? []), ...e.marks] } : {}) };
    }
    case 'battle-ended':
      return { ...state, result: e.result, windows: [], flow: { ...state.flow, stage: 'ended', cursor: null } };
    case 'secondary-drawn':
    case 'secondary-discarded':
      return evolveTactical(state, e);
    case 'turn-control-noted':
      return { ...state, turnStartControl: e.control };
    case 'marks-added':
      return { ...state, marks: [...(state.marks ?? []), ...e.marks] };
    default:
      throw new Error(`no reducer for event "${e.type}"`);
  }
}
