import { InputError } from '../errors.js';
import type { Datasheet } from '../model/datasheet.js';
import { keywordsOf, type ModelProfile } from '../model/datasheet.js';
import { type Capsule, capsuleAt, type Footprint, footprintOf } from './geometry/shapes.js';
import type { GameState, ModelId, ModelState, PlayerIndex, UnitId, UnitState } from './types.js';

export function unit(state: GameState, id: UnitId): UnitState {
  const u = state.units[id];
  if (!u) throw new InputError(`no unit "${id}"`, { field: 'unit' });
  return u;
}

/**
 * A player's units as the rules see them: an Attached unit once (under its Bodyguard unit's id); the
 * Leader and retinue units inside it are not listed on their own.
 */
export function unitsOf(state: GameState, player: PlayerIndex): readonly UnitState[] {
  return armiesOf(state).of[player];
}

/** The units that have Leaders attached, in unit order (shared: do not modify). */
export function unitsWithLeaders(state: GameState): readonly UnitState[] {
  return armiesOf(state).led;
}

interface Armies {
  order: UnitId[];
  of: [UnitState[], UnitState[]];
  led: UnitState[];
}

/** Both players' units as the rules see them, remembered per state of the units (shared: do not modify). */
const armiesCache = new WeakMap<GameState['units'], Armies>();

function armiesOf(state: GameState): Armies {
  const hit = armiesCache.get(state.units);
  return hit && hit.order === state.unitOrder ? hit : armies(state);
}

function armies(state: GameState): Armies {
  const out: Armies = { order: state.unitOrder, of: [[], []], led: [] };
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    if (u.attachedTo === undefined) out.of[u.player].push(u);
    if (u.leaders?.length) out.led.push(u);
  }
  armiesCache.set(state.units, out);
  return out;
}

export function aliveModels(u: UnitState): ModelState[] {
  return u.models.filter((m) => !m.destroyed);
}

/** Models that are alive and set up on the battlefield. */
export function modelsOnTable(u: UnitState): ModelState[] {
  return u.models.filter((m) => !m.destroyed && m.pos !== null);
}

export function onBattlefield(u: UnitState): boolean {
  return u.deployed && u.models.some((m) => !m.destroyed && m.pos !== null);
}

/** Every model destroyed (a Leader unit attached to another is judged by its models there). */
export function isDestroyed(u: UnitState): boolean {
  return u.attachedTo === undefined && u.models.every((m) => m.destroyed);
}

/** The datasheet a model uses: its own (an attached Leader's) or its unit's. */
export function datasheetOf(state: GameState, u: UnitState, m: ModelState): Datasheet {
  const id = m.datasheet ?? u.datasheet;
  const ds = state.datasheets[id];
  if (!ds) throw new InputError(`unit ${u.id}: no datasheet "${id}"`);
  return ds;
}

/** A model's Wounds characteristic: its profile's, with what its rules add (ModelState.extraWounds). */
export function woundsOf(state: GameState, u: UnitState, m: ModelState): number {
  return (profileOf(state, u, m).wounds ?? 1) + (m.extraWounds ?? 0);
}

export function profileOf(state: GameState, u: UnitState, m: ModelState): ModelProfile {
  const ds = datasheetOf(state, u, m);
  // A loop, not find with a closure over m: this runs thousands of times a battle.
  for (const p of ds.profiles) if (p.name === m.profile) return p;
  throw new InputError(`unit ${u.id}: no profile "${m.profile}" in datasheet "${ds.id}"`);
}

const footprintCache = new WeakMap<object, Footprint>();

export function footprint(state: GameState, u: UnitState, m: ModelState): Footprint {
  const key: object = u.base ?? profileOf(state, u, m);
  let f = footprintCache.get(key);
  if (!f) {
    f = footprintOf(u.base ?? profileOf(state, u, m).baseSize);
    footprintCache.set(key, f);
  }
  return f;
}

export function capsuleOf(state: GameState, u: UnitState, m: ModelState): Capsule {
  if (!m.pos) throw new Error(`model ${m.id} is not on the battlefield`);
  return capsuleAt(footprint(state, u, m), m.pos);
}

const datasheetsCache = new WeakMap<UnitState, Datasheet[]>();

/** The datasheets whose models make up the unit (an Attached unit has several). */
export function unitDatasheets(state: GameState, u: UnitState): Datasheet[] {
  let out = datasheetsCache.get(u);
  if (!out) {
    const ids = new Set([u.datasheet]);
    for (const m of u.models) if (m.datasheet) ids.add(m.datasheet);
    out = [];
    for (const id of ids) {
      const d = state.datasheets[id];
      if (d) out.push(d);
    }
    datasheetsCache.set(u, out);
  }
  return out;
}

const keywordCache = new WeakMap<UnitState, string[]>();

/** The unit's keywords, upper case: every datasheet in it, models' own keywords included. */
export function unitKeywords(state: GameState, u: UnitState): string[] {
  let k = keywordCache.get(u);
  if (!k) {
    const set = new Set<string>();
    for (const ds of unitDatasheets(state, u)) {
      for (const x of ds.keywords) set.add(x.toUpperCase());
      for (const x of ds.factionKeywords) set.add(x.toUpperCase());
    }
    for (const m of aliveModels(u)) for (const x of modelKeywords(state, u, m)) set.add(x);
    k = [...set];
    keywordCache.set(u, k);
  }
  return k;
}

const modelKeywordCache = new WeakMap<Datasheet, Map<string, string[]>>();

export function modelKeywords(state: GameState, u: UnitState, m: ModelState): string[] {
  const ds = state.datasheets[m.datasheet ?? u.datasheet];
  if (!ds) return [];
  let byProfile = modelKeywordCache.get(ds);
  if (!byProfile) {
    byProfile = new Map();
    modelKeywordCache.set(ds, byProfile);
  }
  let k = byProfile.get(m.profile);
  if (!k) {
    k = keywordsOf(ds, m.profile).map((x) => x.toUpperCase());
    byProfile.set(m.profile, k);
  }
  return k;
}

/** Keywords asked about, upper case (remembered: callers ask about a handful, thousands of times). */
const upperCache = new Map<string, string>();

function upper(keyword: string): string {
  let k = upperCache.get(keyword);
  if (k === undefined) {
    k = keyword.toUpperCase();
    if (upperCache.size < 1000) upperCache.set(keyword, k);
  }
  return k;
}

export function hasKeyword(state: GameState, u: UnitState, keyword: string): boolean {
  return unitKeywords(state, u).includes(upper(keyword));
}

export function modelHasKeyword(state: GameState, u: UnitState, m: ModelState, keyword: string): boolean {
  return modelKeywords(state, u, m).includes(upper(keyword));
}

/**
 * Starting Strength: an Attached unit's is the sum of its units' while each still has models; once one
 * of them is destroyed, the rest count their own again.
 */
export function startingStrength(state: GameState, u: UnitState): number {
  if (!u.leaders?.length) return u.startingStrength;
  const own = u.models.some((m) => !m.component && !m.destroyed);
  let ss = own ? u.startingStrength : 0;
  for (const id of u.leaders) {
    if (u.models.some((m) => m.component === id && !m.destroyed)) ss += (state.units[id] as UnitState).startingStrength;
  }
  return ss || u.startingStrength;
}

/**
 * Below Half-strength: a unit with Starting Strength 1 while its wounds remaining are below half its
 * Wounds characteristic; any other unit while fewer than half its Starting Strength of models remain.
 */
export function belowHalfStrength(state: GameState, u: UnitState): boolean {
  const alive = aliveModels(u);
  const ss = startingStrength(state, u);
  if (ss === 1) {
    const m = alive[0];
    if (!m) return false;
    return m.wounds * 2 < woundsOf(state, u, m);
  }
  return alive.length * 2 < ss;
}

export function isBattleShocked(state: GameState, id: UnitId): boolean {
  return state.effects.some((e) => e.kind === 'battle-shocked' && e.unit === id);
}

/** The unit a model is in now (an attached Leader's models are in their Bodyguard unit). */
export function findModel(state: GameState, id: ModelId): { unit: UnitState; model: ModelState } | undefined {
  for (const uid of state.unitOrder) {
    const u = state.units[uid] as UnitState;
    const m = u.models.find((x) => x.id === id);
    if (m) return { unit: u, model: m };
  }
  return undefined;
}

/** Whether the unit is an Attached unit that still has Bodyguard models (its CHARACTER models are shielded). */
export function bodyguardAlive(u: UnitState): boolean {
  return !!u.leaders?.length && u.models.some((m) => !m.component && !m.destroyed);
}

/** Whether a model of an Attached unit is one of its Leaders' models. */
export function isLeaderModel(u: UnitState, m: ModelState): boolean {
  return m.component !== undefined && (u.leaders ?? []).includes(m.component);
}
