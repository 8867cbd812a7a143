import { gap } from './geometry/shapes.js';
import { dist, EPS } from './geometry/vec.js';
import { unitBodies } from './spatial.js';
import type { GameState, UnitState } from './types.js';
import { onBattlefield, unitKeywords, unitsOf } from './units.js';

/**
 * Auras a detachment gives a kind of unit ("TRANSPORT units from your army have the following ability:
 * Firebase Control (Aura): While a friendly INFANTRY unit is wholly within 6" of this TRANSPORT ..."), as
 * the game measures them for a rule's question.
 */

/**
 * Every model of `u` wholly within `inches` of one model of `of`: the farthest a model's base reaches from
 * it (the gap, plus the base's own width and length) is at most `inches`, as a disembarking unit's is.
 */
export function whollyWithin(state: GameState, u: UnitState, of: UnitState, inches: number): boolean {
  const mine = unitBodies(state, u);
  const theirs = unitBodies(state, of);
  if (!mine.length || !theirs.length) return false;
  return mine.every((b) => theirs.some((t) => gap(b.c, t.c) + 2 * b.c.r + dist(b.c.a, b.c.b) <= inches + EPS));
}

/** `u` is wholly within `inches` of another unit from its army, on the battlefield, with the keyword. */
export function whollyWithinFriendly(state: GameState, u: UnitState, keyword: string, inches: number): boolean {
  return unitsOf(state, u.player).some(
    (t) =>
      t.id !== u.id &&
      onBattlefield(t) &&
      unitKeywords(state, t).includes(keyword) &&
      whollyWithin(state, u, t, inches),
  );
}
