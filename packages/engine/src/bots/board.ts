import { DEFAULT_CONDITIONS, DEFAULT_RULESET } from '../combat/types.js';
import type { DiceExpr } from '../dice/expr.js';
import { characteristic } from '../game/characteristics.js';
import type { Point } from '../game/geometry/vec.js';
import { modelWeapons } from '../game/loadout.js';
import type { GameState, PlayerIndex, UnitState } from '../game/types.js';
import { aliveModels, isBattleShocked, modelsOnTable, onBattlefield, unitsOf } from '../game/units.js';
import type { Weapon } from '../model/datasheet.js';
import { evaluateMeans } from './means.js';

/** What the heuristic bot reads of the board: where units are, what they can do, what they are for. */

export function centroidOf(u: UnitState): Point | null {
  const ms = modelsOnTable(u);
  if (!ms.length) return null;
  let x = 0;
  let y = 0;
  for (const m of ms) {
    x += m.pos?.x ?? 0;
    y += m.pos?.y ?? 0;
  }
  return { x: x / ms.length, y: y / ms.length };
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Units of `player` on the battlefield (Bodyguard units stand for their attached Leaders). */
export function fielded(state: GameState, player: PlayerIndex): UnitState[] {
  return unitsOf(state, player).filter((u) => !u.attachedTo && onBattlefield(u) && modelsOnTable(u).length > 0);
}

export interface UnitProfile {
  /** The longest ranged weapon's range (0 without one). */
  range: number;
  /** The slowest model's Move. */
  move: number;
  /** Expected damage per turn against a reference target (T4 3+ W2) at range and in melee. */
  ranged: number;
  melee: number;
  oc: number;
}

/** A reference target for weighing a unit's output: five T4 3+ W2 models. */
const REFERENCE = {
  groups: [
    {
      name: 'reference',
      models: 5,
      toughness: 4,
      save: 3,
      invulnerable: null,
      wounds: 2,
      feelNoPain: null,
      keywords: ['INFANTRY'],
    },
  ],
  keywords: ['INFANTRY'],
};

const meanOf = (e: DiceExpr) => (e.count * (e.sides + 1)) / 2 + e.bonus;

/** A weapon's first melee profile, roughly: attacks x damage x strength. */
function roughPower(w: Weapon): number {
  const p = w.profiles.find((x) => x.type === 'melee');
  return p ? meanOf(p.attacks) * meanOf(p.damage) * p.strength : 0;
}

/** In melee a model fights with one weapon: its best by attacks x damage x strength. */
export function bestMelee<T extends { weapon: Weapon }>(list: readonly T[]): T[] {
  let best: T | undefined;
  for (const x of list) if (!best || roughPower(x.weapon) > roughPower(best.weapon)) best = x;
  return best ? [best] : [];
}

const profiles = new WeakMap<object, Map<string, UnitProfile>>();
/** The same unit state (an object no event changed) reads the same models: only Battle-shock can differ. */
const lastProfile = new WeakMap<UnitState, { shocked: boolean; profile: UnitProfile }>();

/**
 * The unit's profile, remembered per battle (its datasheets) and what it reads: which models are
 * alive and what they carry, and whether the unit is Battle-shocked (OC 0).
 */
export function unitProfile(state: GameState, u: UnitState): UnitProfile {
  const seen = lastProfile.get(u);
  if (seen && seen.shocked === isBattleShocked(state, u.id)) return seen.profile;
  const ms = aliveModels(u);
  let byKey = profiles.get(state.datasheets);
  if (!byKey) {
    byKey = new Map();
    profiles.set(state.datasheets, byKey);
  }
  const key = `${u.id}|${isBattleShocked(state, u.id)}|${ms.map((m) => `${m.id}:${m.weapons.join(',')}`).join(';')}`;
  const hit = byKey.get(key);
  if (hit) {
    lastProfile.set(u, { shocked: isBattleShocked(state, u.id), profile: hit });
    return hit;
  }
  let range = 0;
  let move = Number.POSITIVE_INFINITY;
  let oc = 0;
  const out = { ranged: 0, melee: 0 };
  for (const type of ['ranged', 'melee'] as const) {
    const weapons = [];
    for (const m of ms) {
      const list = modelWeapons(state, u, m, type);
      // In melee a model fights with one weapon: its best by attacks x damage x strength.
      const chosen =
        type === 'melee' ? [...list].sort((a, b) => roughPower(b.weapon) - roughPower(a.weapon)).slice(0, 1) : list;
      for (const { weapon } of chosen) {
        const p = weapon.profiles.find((x) => x.type === type);
        if (!p) continue;
        if (type === 'ranged' && p.range !== null) range = Math.max(range, p.range);
        weapons.push({
          name: p.name,
          models: 1,
          type,
          attacks: p.attacks,
          skill: p.skill,
          strength: p.strength,
          ap: p.ap,
          damage: p.damage,
          abilities: p.abilities,
        });
      }
    }
    if (weapons.length)
      out[type] = evaluateMeans({
        weapons,
        defender: REFERENCE,
        conditions: DEFAULT_CONDITIONS,
        ruleset: DEFAULT_RULESET,
      }).damage;
  }
  for (const m of ms) {
    move = Math.min(move, characteristic(state, u, m, 'M').value);
    oc += characteristic(state, u, m, 'OC').value;
  }
  const p: UnitProfile = { range, move: Number.isFinite(move) ? move : 0, ranged: out.ranged, melee: out.melee, oc };
  byKey.set(key, p);
  lastProfile.set(u, { shocked: isBattleShocked(state, u.id), profile: p });
  return p;
}

/** A unit built to fight in melee rather than shoot. */
export function isMelee(state: GameState, u: UnitState): boolean {
  const p = unitProfile(state, u);
  return p.melee > 1.5 * p.ranged;
}

/** The nearest enemy unit on the battlefield to a point, with its distance. */
export function nearestEnemy(state: GameState, player: PlayerIndex, at: Point): { unit: UnitState; d: number } | null {
  let best: { unit: UnitState; d: number } | null = null;
  for (const e of fielded(state, player === 0 ? 1 : 0)) {
    for (const m of modelsOnTable(e)) {
      if (!m.pos) continue;
      const d = distance(m.pos, at);
      if (!best || d < best.d) best = { unit: e, d };
    }
  }
  return best;
}
