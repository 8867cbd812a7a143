import type { Paths } from './commands.js';
import type { GameEvent } from './events.js';
import type { Placement } from './geometry/vec.js';
import { type GameState, type ModelState, phaseKey, type UnitId, type UnitState } from './types.js';

/**
 * The reducer's cases for the Shooting, Charge and Fight phases, attached units, Reserves and
 * transports. Same contract as `evolve`: pure, structural sharing, no dice.
 */

function setUnit(state: GameState, id: UnitId, f: (u: UnitState) => UnitState): GameState {
  const u = state.units[id];
  if (!u) throw new Error(`event names unknown unit ${id}`);
  return { ...state, units: { ...state.units, [id]: f(u) } };
}

function setUnits(state: GameState, changes: Record<UnitId, UnitState>): GameState {
  return { ...state, units: { ...state.units, ...changes } };
}

function placeAlong(u: UnitState, paths: Paths): UnitState {
  return {
    ...u,
    models: u.models.map((m) => {
      const path = paths[m.id];
      const end = path?.[path.length - 1];
      return end && !m.destroyed ? { ...m, pos: end } : m;
    }),
  };
}

function placeAt(u: UnitState, positions: Record<string, Placement>): UnitState {
  return {
    ...u,
    models: u.models.map((m) => (positions[m.id] && !m.destroyed ? { ...m, pos: positions[m.id] as Placement } : m)),
  };
}

function setModel(u: UnitState, id: string, f: (m: ModelState) => ModelState): UnitState {
  return { ...u, models: u.models.map((m) => (m.id === id ? f(m) : m)) };
}

function top<T>(xs: readonly T[]): T {
  const x = xs[xs.length - 1];
  if (x === undefined) throw new Error('empty stack');
  return x;
}

/** A targeted unit as it stands: its models and wounds left, and whether one of them is its army's WARLORD. */
function strengthOf(state: GameState, id: UnitId): { models: number; wounds: number; warlord?: true } {
  const alive = (state.units[id]?.models ?? []).filter((m) => !m.destroyed);
  const warlord = alive.some((m) => state.units[m.component ?? id]?.warlord);
  return {
    models: alive.length,
    wounds: alive.reduce((n, m) => n + m.wounds, 0),
    ...(warlord ? { warlord: true } : {}),
  };
}

export function applyBattle(state: GameState, e: GameEvent): GameState | undefined {
  switch (e.type) {
    case 'leader-attached': {
      const leader = state.units[e.leader] as UnitState;
      const body = state.units[e.bodyguard] as UnitState;
      const moved = leader.models.map((m) => ({
        ...m,
        datasheet: m.datasheet ?? leader.datasheet,
        component: leader.id,
      }));
      return setUnits(state, {
        [leader.id]: { ...leader, models: [], attachedTo: body.id },
        [body.id]: { ...body, models: [...body.models, ...moved], leaders: [...(body.leaders ?? []), leader.id] },
      });
    }
    case 'retinue-joined': {
      const ret = state.units[e.unit] as UnitState;
      const body = state.units[e.bodyguard] as UnitState;
      const moved = ret.models.map((m) => ({ ...m, datasheet: m.datasheet ?? ret.datasheet }));
      return setUnits(state, {
        [ret.id]: { ...ret, models: [], attachedTo: body.id },
        [body.id]: {
          ...body,
          models: [...body.models, ...moved],
          startingStrength: body.startingStrength + ret.startingStrength,
        },
      });
    }
    case 'unit-split': {
      const body = state.units[e.unit] as UnitState;
      const leader = state.units[e.leader] as UnitState;
      const back = body.models
        .filter((m) => m.component === leader.id)
        .map(({ component: _c, datasheet, ...m }) => (datasheet === leader.datasheet ? m : { ...m, datasheet }));
      const leaders = (body.leaders ?? []).filter((id) => id !== leader.id);
      const { attachedTo: _a, ...free } = leader;
      const rest: UnitState = { ...body, models: body.models.filter((m) => m.component !== leader.id) };
      if (leaders.length) rest.leaders = leaders;
      else delete rest.leaders;
      const out: UnitState = {
        ...free,
        models: back as ModelState[],
        deployed: body.deployed,
        history: { ...body.history },
      };
      if (body.embarkedIn) out.embarkedIn = body.embarkedIn;
      return setUnits(state, { [body.id]: rest, [leader.id]: out });
    }
    case 'reserves-declared':
      return setUnit(state, e.unit, (u) => ({ ...u, reserve: e.reserve }));
    case 'embarked':
      return setUnit(state, e.unit, (u) => ({
        ...u,
        embarkedIn: e.transport,
        models: u.models.map((m) => (m.pos ? { ...m, pos: null } : m)),
        ...(e.atStart ? {} : { history: { ...u.history, embarked: true } }),
      }));
    case 'formations-declared': {
      const declared: [boolean, boolean] = [...(state.flow.declared ?? [false, false])];
      declared[e.player] = true;
      return { ...state, flow: { ...state.flow, declared } };
    }
    case 'fall-back-declared':
      return e.engaged
        ? setUnit(state, e.unit, (u) => ({ ...u, history: { ...u.history, fellBackFrom: e.engaged } }))
        : state;
    case 'unit-to-reserves':
      return setUnit(state, e.unit, (u) => ({
        ...u,
        deployed: false,
        reserve: e.reserve,
        models: u.models.map((m) => (m.pos ? { ...m, pos: null } : m)),
      }));
    case 'unit-arrived':
      return setUnit(state, e.unit, (u) => {
        const { reserve: _r, ...rest } = placeAt(u, e.positions);
        const deepStruck = e.method === 'deep-strike' ? { deepStruck: true } : {};
        return { ...rest, deployed: true, history: { ...u.history, arrived: true, ...deepStruck, movement: 'normal' } };
      });
    case 'unit-disembarked':
      return setUnit(state, e.unit, (u) => {
        const { embarkedIn: _t, ...rest } = placeAt(u, e.positions);
        const history = { ...u.history };
        if (e.when === 'before' || e.when === 'after') history.disembarked = e.when;
        if (e.when === 'after') history.movement = 'normal';
        return { ...rest, deployed: true, history };
      });
    case 'history-set':
      return setUnit(state, e.unit, (u) => ({ ...u, history: { ...u.history, ...e.history } }));
    case 'attacks-declared': {
      const targeted = [...new Set(e.attacks.map((a) => a.target))];
      const targetedAt = Object.fromEntries(targeted.map((id) => [id, strengthOf(state, id)]));
      let s = setUnit(state, e.unit, (u) => ({
        ...u,
        history: { ...u.history, ...(e.kind === 'ranged' ? { shot: true } : {}), targeted, targetedAt },
      }));
      for (const spent of e.spent) {
        s = setUnit(s, spent.unit, (u) =>
          setModel(u, spent.model, (m) => ({ ...m, fired: [...(m.fired ?? []), spent.weapon] })),
        );
      }
      return s;
    }
    case 'attack-started':
      return { ...state, attack: e.sequence };
    case 'attack-progress':
      if (!state.attack) throw new Error('no attacks are being resolved');
      return { ...state, attack: { ...state.attack, ...e.patch } };
    case 'attack-ended':
      return { ...state, attack: null };
    case 'attack-allocated': {
      const key = phaseKey(state);
      return setUnit(state, e.unit, (u) => setModel(u, e.model, (m) => ({ ...m, allocatedIn: key })));
    }
    case 'model-wounded':
      return setUnit(state, e.unit, (u) =>
        setModel(u, e.model, (m) =>
          e.remaining <= 0
            ? { ...m, wounds: 0, destroyed: true, pos: null, ...(m.pos ? { removedAt: m.pos } : {}) }
            : { ...m, wounds: e.remaining },
        ),
      );
    case 'wounds-regained':
      return setUnit(state, e.unit, (u) => setModel(u, e.model, (m) => ({ ...m, wounds: e.remaining })));
    case 'model-set-back-up':
      return setUnit(state, e.unit, (u) =>
        setModel(u, e.model, ({ removedAt: _r, ...m }) => ({ ...m, destroyed: false, wounds: e.wounds, pos: e.at })),
      );
    case 'charge-declared':
      return setUnit(state, e.unit, (u) => ({ ...u, history: { ...u.history, chargeDeclared: true } }));
    case 'charge-moved':
      return setUnit(state, e.unit, (u) => ({
        ...placeAlong(u, e.paths),
        history: { ...u.history, charged: true, ...(e.bonus ? { chargeBonus: true } : {}) },
      }));
    case 'fight-selected':
      return setUnit(state, e.unit, (u) => ({ ...u, history: { ...u.history, fought: true } }));
    case 'models-moved':
      return setUnit(state, e.unit, (u) => placeAlong(u, e.paths));
    case 'interrupt-pushed':
      return { ...state, interrupts: [...state.interrupts, e.interrupt] };
    case 'interrupt-updated':
      top(state.interrupts);
      return { ...state, interrupts: [...state.interrupts.slice(0, -1), e.interrupt] };
    case 'interrupt-popped':
      top(state.interrupts);
      return { ...state, interrupts: state.interrupts.slice(0, -1) };
    case 'hits-scored': {
      const h = state.units[e.target]?.history;
      if (e.hits <= 0 || (h?.hitBy?.includes(e.unit) && h.hitWith?.[e.unit]?.includes(e.weapon))) return state;
      return setUnit(state, e.target, (u) => ({
        ...u,
        history: {
          ...u.history,
          hitBy: u.history.hitBy?.includes(e.unit) ? u.history.hitBy : [...(u.history.hitBy ?? []), e.unit],
          hitWith: { ...u.history.hitWith, [e.unit]: [...(u.history.hitWith?.[e.unit] ?? []), e.weapon] },
        },
      }));
    }
    case 'wounds-scored':
    case 'save-result':
    case 'charge-failed':
      return state;
    case 'mortal-wounds': {
      const at = phaseKey(state);
      return setUnit(state, e.unit, (u) => {
        const was = u.history.mortalWounds?.at === at ? u.history.mortalWounds : undefined;
        const by = was?.by ?? [];
        return {
          ...u,
          history: {
            ...u.history,
            mortalWounds: { at, n: (was?.n ?? 0) + e.amount, by: e.by && !by.includes(e.by) ? [...by, e.by] : by },
          },
        };
      });
    }
    case 'model-kept-to-fight': {
      const { type: _t, seq: _s, ...entry } = e;
      return { ...state, fightsOnDeath: [...(state.fightsOnDeath ?? []), entry] };
    }
    case 'model-fights-on-death': {
      const marked = (state.fightsOnDeath ?? []).map((k) => (k.model === e.model ? { ...k, fighting: e.stage } : k));
      if (e.stage === 'attacks') return { ...state, fightsOnDeath: marked };
      return {
        ...setUnit(state, e.unit, (u) =>
          setModel(u, e.model, ({ removedAt: _r, ...m }) => ({
            ...m,
            destroyed: false,
            wounds: 1,
            pos: (state.fightsOnDeath ?? []).find((k) => k.model === e.model)?.at ?? null,
          })),
        ),
        fightsOnDeath: marked,
      };
    }
    case 'kept-model-removed': {
      const left = (state.fightsOnDeath ?? []).filter((k) => k.model !== e.model);
      const { fightsOnDeath: _f, ...rest } = setUnit(state, e.unit, (u) =>
        setModel(u, e.model, (m) =>
          m.destroyed ? m : { ...m, wounds: 0, destroyed: true, pos: null, ...(m.pos ? { removedAt: m.pos } : {}) },
        ),
      );
      return left.length ? { ...rest, fightsOnDeath: left } : rest;
    }
    default:
      return undefined;
  }
}
