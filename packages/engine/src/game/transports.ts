import type { Transport } from '../model/datasheet.js';
import { reject } from './ctx.js';
import type { DecisionOption } from './decisions.js';
import type { Body } from './geometry/rules.js';
import { type Capsule, gap } from './geometry/shapes.js';
import { EPS } from './geometry/vec.js';
import { bodyOf } from './spatial.js';
import type { GameState, ModelId, ModelState, UnitId, UnitState } from './types.js';
import { aliveModels, datasheetOf, footprint, modelKeywords, modelsOnTable, unitDatasheets } from './units.js';

/**
 * TRANSPORT models: what they can carry (transport capacity, keyword limits, models that take more
 * space), embarking at the end of a move and where passengers set up when they leave.
 */

export function transportOf(state: GameState, u: UnitState): Transport | null {
  for (const ds of unitDatasheets(state, u)) if (ds.transport) return ds.transport;
  return null;
}

/** Whether `phrase` ("GREY KNIGHTS INFANTRY") is made of the model's keywords. */
function coveredBy(phrase: string, keywords: readonly string[]): boolean {
  let rest = ` ${phrase.toUpperCase().replace(/\s+/g, ' ')} `;
  for (const k of [...keywords].sort((a, b) => b.length - a.length)) rest = rest.replace(` ${k} `, ' ');
  return rest.trim() === '';
}

function modelKw(state: GameState, u: UnitState, m: ModelState): string[] {
  return [...modelKeywords(state, u, m), ...datasheetOf(state, u, m).factionKeywords.map((k) => k.toUpperCase())];
}

const spaceCache = new WeakMap<Transport, Map<string, number | null>>();

/** Spaces a model of a datasheet profile takes in a TRANSPORT (remembered). */
function spacesFor(state: GameState, t: Transport, u: UnitState, m: ModelState): number | null {
  let byModel = spaceCache.get(t);
  if (!byModel) {
    byModel = new Map();
    spaceCache.set(t, byModel);
  }
  const key = `${m.datasheet ?? u.datasheet}|${m.profile}`;
  if (!byModel.has(key)) byModel.set(key, spaces(t, modelKw(state, u, m)));
  return byModel.get(key) as number | null;
}

const neededCache = new WeakMap<ModelState[], { t: Transport; need: number | ModelId }>();

/** Spaces the unit's models take in a TRANSPORT, or the first model it cannot carry (remembered per models). */
function spacesNeeded(state: GameState, t: Transport, u: UnitState): number | ModelId {
  const hit = neededCache.get(u.models);
  if (hit?.t === t) return hit.need;
  let need: number | ModelId = 0;
  for (const m of aliveModels(u)) {
    const s = spacesFor(state, t, u, m);
    if (s === null) {
      need = m.id;
      break;
    }
    need += s;
  }
  neededCache.set(u.models, { t, need });
  return need;
}

/** Spaces a model takes (TERMINATOR: 2 in the seed's Land Raider), or null when it cannot embark. */
function spaces(t: Transport, kw: readonly string[]): number | null {
  if (t.excluded.some((x) => coveredBy(x, kw) || kw.includes(x.toUpperCase()))) return null;
  if (t.allowed.length && !t.allowed.some((x) => coveredBy(x, kw))) return null;
  let s = 1;
  for (const c of t.spaceCost) if (kw.includes(c.keyword.toUpperCase())) s = Math.max(s, c.spaces);
  return s;
}

const usedCache = new WeakMap<GameState['units'], Map<UnitId, number>>();

/** Spaces taken in a TRANSPORT by the units embarked within it (remembered per state of the units). */
function usedSpaces(state: GameState, transport: UnitId, t: Transport): number {
  let byTransport = usedCache.get(state.units);
  if (!byTransport) {
    byTransport = new Map();
    usedCache.set(state.units, byTransport);
  }
  let used = byTransport.get(transport);
  if (used === undefined) {
    used = 0;
    for (const v of embarkedIn(state, transport))
      for (const m of aliveModels(v)) used += spacesFor(state, t, v, m) ?? 1;
    byTransport.set(transport, used);
  }
  return used;
}

/** Units embarked within a TRANSPORT unit. */
export function embarkedIn(state: GameState, transport: UnitId): UnitState[] {
  return state.unitOrder.map((id) => state.units[id] as UnitState).filter((v) => v.embarkedIn === transport);
}

/** Why `u` cannot embark within `transport` (capacity, keywords), or null. */
export function embarkReason(state: GameState, u: UnitState, transport: UnitState): string | null {
  if (transport.player !== u.player) return `${transport.id} is not a friendly unit`;
  if (transport.id === u.id) return 'a unit cannot embark within itself';
  const t = transportOf(state, transport);
  if (!t) return `${transport.name} (${transport.id}) is not a TRANSPORT`;
  if (t.capacity === null) return `${transport.name}'s transport capacity is not known from the data`;
  if (transportOf(state, u)) return 'a TRANSPORT cannot embark within another';
  const used = usedSpaces(state, transport.id, t);
  const need = spacesNeeded(state, t, u);
  if (typeof need === 'string') return `${need} is not a model ${transport.name} can carry (${t.text})`;
  if (used + need > t.capacity)
    return `${transport.name} has room for ${t.capacity - used} more model(s) and ${u.name} needs ${need}`;
  return null;
}

/** The TRANSPORT's hull: its first model's footprint (set-ups and embarking measure to it). */
export function hullOf(state: GameState, transport: UnitState): Capsule | null {
  const m = modelsOnTable(transport)[0];
  return m ? bodyOf(state, transport, m).c : null;
}

/**
 * The decision option that sets a unit up out of its TRANSPORT `t`: every model wholly within `within`" of the hull
 * (3" for a disembarkation of the Movement phase, more where a rule says so).
 */
export function disembarkOption(
  state: GameState,
  u: UnitState,
  t: UnitState,
  hull: Capsule,
  within: number,
  label: string,
): DecisionOption {
  return {
    kind: 'parametric',
    label,
    action: 'disembark',
    unit: u.id,
    schema: {
      kind: 'setup',
      unit: u.id,
      models: aliveModels(u).map((m) => ({ id: m.id, footprint: footprint(state, u, m) })),
      rule: { kind: 'disembark', transport: t.id, hull, within },
    },
  };
}

/** Embarking at the end of a move: every model ends within 3" of the TRANSPORT, which can take the unit. */
export function checkEmbark(state: GameState, u: UnitState, transportId: UnitId, ends: readonly Body[]): void {
  const t = state.units[transportId];
  if (!t || t.attachedTo) reject(`no unit "${transportId}"`);
  const why = embarkReason(state, u, t);
  if (why) reject(`${u.id} cannot embark: ${why}`);
  if (u.history.disembarked) reject(`${u.id} disembarked this turn: it cannot embark in the same phase`);
  const hull = hullOf(state, t);
  if (!hull) reject(`${t.id} is not on the battlefield`);
  if (ends.some((b) => gap(b.c, hull) > 3 + EPS))
    reject(`${u.id}: every model must end its move within 3" of ${t.id} to embark`);
}
