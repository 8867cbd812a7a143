import { capsuleTouches, capsuleWhollyWithin, pointInRect, type Rect } from './geometry/battlefield.js';
import type { Body } from './geometry/rules.js';
import { EPS, pointSegDist } from './geometry/vec.js';
import { unitBodies } from './spatial.js';
import type { GameState, PlayerIndex, UnitState } from './types.js';
import { activeRows } from './unit-rules.js';
import { hasKeyword, onBattlefield, unitsOf } from './units.js';

/**
 * Hallowed Ground (Grey Knights, Warpbane Task Force, seed 002): "Certain areas of the battlefield are within your
 * army's Hallowed Ground, as follows:
 * - Your deployment zone is always within your army's Hallowed Ground.
 * - The area of the battlefield within 6" of one or more PURIFIER SQUAD units from your army is within your army's
 *   Hallowed Ground.
 * - At the start of any phase, if you control at least half of the objective markers within No Man's Land, until
 *   the end of that phase, No Man's Land is within your army's Hallowed Ground.
 * - At the start of any phase, if you control at least half of the objective markers within your opponent's
 *   deployment zone, until the end of that phase, your opponent's deployment zone is within your army's Hallowed
 *   Ground."
 *
 * Objective control changes only at the end of a phase (objectives.ts), so `state.control` during a phase is its
 * control at the start of the phase. "At least half" of no objective markers opens nothing. A model is wholly
 * within the Hallowed Ground when it is wholly within the open zones (own deployment zone, and No Man's Land or the
 * opponent's zone where opened), or wholly within 6" of one PURIFIER SQUAD model; a model lying partly in a zone and
 * partly in a PURIFIER SQUAD's 6" only is not counted (the game does not join those areas).
 */

const PURIFIERS = 'PURIFIER SQUAD';
const RANGE = 6;

/** Objective markers in a zone of `player` ('zone') or in No Man's Land ('nml'), as [controlled, all]. */
function controlIn(state: GameState, player: PlayerIndex, where: 'zone' | 'nml', of: PlayerIndex): [number, number] {
  const inZone = (at: { x: number; y: number }, q: PlayerIndex) =>
    state.mission.zones[q].some((z) => pointInRect(at, z));
  let mine = 0;
  let all = 0;
  state.mission.objectives.forEach((o, i) => {
    const here = where === 'zone' ? inZone(o.at, of) : !inZone(o.at, 0) && !inZone(o.at, 1);
    if (!here) return;
    all++;
    if (state.control[i] === player) mine++;
  });
  return [mine, all];
}

const atLeastHalf = ([mine, all]: [number, number]) => all > 0 && mine * 2 >= all;

/** Whether the body lies wholly within the zone areas open to the player. */
function inOpenZones(body: Body, own: readonly Rect[], theirs: readonly Rect[], nml: boolean, enemy: boolean): boolean {
  if (nml && enemy) return true;
  if (nml) return !theirs.some((z) => capsuleTouches(body.c, z));
  const zones = enemy ? [...own, ...theirs] : own;
  return zones.some((z) => capsuleWhollyWithin(body.c, z));
}

/** Whether every point of the body is within 6" of the PURIFIER SQUAD model (base to base). */
function whollyNear(body: Body, p: Body): boolean {
  const far = Math.max(pointSegDist(body.c.a, p.c.a, p.c.b), pointSegDist(body.c.b, p.c.a, p.c.b)) + body.c.r;
  return far - p.c.r <= RANGE + EPS;
}

/**
 * The player's Hallowed Ground now, as a test of one body (a model placed or about to be set up): wholly within the
 * open zones, or wholly within 6" of one of the player's PURIFIER SQUAD models on the battlefield.
 */
export function inHallowedGround(state: GameState, player: PlayerIndex): (b: Body) => boolean {
  const foe = (1 - player) as PlayerIndex;
  const nml = atLeastHalf(controlIn(state, player, 'nml', foe));
  const enemy = atLeastHalf(controlIn(state, player, 'zone', foe));
  const own = state.mission.zones[player];
  const theirs = state.mission.zones[foe];
  let purifiers: Body[] | null = null;
  return (b) => {
    if (inOpenZones(b, own, theirs, nml, enemy)) return true;
    purifiers ??= unitsOf(state, player)
      .filter((x) => onBattlefield(x) && hasKeyword(state, x, PURIFIERS))
      .flatMap((x) => [...unitBodies(state, x)]);
    return purifiers.some((p) => whollyNear(b, p));
  };
}

/** The unit (on the battlefield) is wholly within its army's Hallowed Ground. */
export function whollyWithinHallowedGround(state: GameState, u: UnitState): boolean {
  if (!onBattlefield(u)) return false;
  // "until the end of the phase, that unit is within your army's Hallowed Ground" (Paragon of Sanctity's effect).
  for (const r of activeRows(state, u)) if (r.kind === 'hallowed-ground') return true;
  return unitBodies(state, u).every(inHallowedGround(state, u.player));
}
