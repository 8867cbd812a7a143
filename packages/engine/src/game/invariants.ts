import type { GameEvent } from './events.js';
import { engaged, incoherent, overlapping } from './geometry/rules.js';
import { profileNamed, weaponNamed } from './loadout.js';
import { bodyOf, enemyBodies, unitBodies } from './spatial.js';
import type { GameState, UnitState } from './types.js';
import { effectEligible, rangedAssaultAfterAdvance } from './unit-rules.js';
import { datasheetOf, findModel, modelHasKeyword, modelsOnTable, woundsOf } from './units.js';

function shootingChecks(state: GameState, e: Extract<GameEvent, { type: 'attacks-declared' }>): string[] {
  const u = state.units[e.unit] as UnitState;
  const out: string[] = [];
  // A rule may make the unit eligible anyway ("eligible to shoot in a turn in which it Fell Back": Ordered Retreat).
  if (u.history.movement === 'fall-back' && !effectEligible(state, u, 'shoot', 'fell-back'))
    out.push(`${u.id} shoots after Falling Back`);
  // Or every ranged weapon Assault after an Advance ("ranged weapons ... have the [ASSAULT] ability": Bold Gallantry).
  if (
    u.history.movement !== 'advance' ||
    effectEligible(state, u, 'shoot', 'advanced') ||
    rangedAssaultAfterAdvance(state, u)
  )
    return out;
  for (const a of e.attacks) {
    const found = findModel(state, a.model);
    if (!found) continue;
    const w = weaponNamed(datasheetOf(state, found.unit, found.model), a.weapon);
    const p = w ? profileNamed(w, a.profile) : undefined;
    if (!p?.abilities.some((x) => x.kind === 'assault'))
      out.push(`${u.id} shoots ${a.weapon} (not an Assault weapon) after Advancing`);
  }
  return out;
}

/**
 * Checks that must hold after an event (the soak runs them after every event): CP never below 0,
 * wounds within range, nobody within Engagement Range after a Normal, Advance or Fall Back move,
 * coherency after moves and at the end of each turn, no overlapping models after set-up or a move; no
 * unit shoots after Advancing except with Assault weapons, or after Falling Back, unless a rule in effect makes it
 * eligible; no attack is allocated
 * to a CHARACTER model of an Attached unit while other models remain (Precision excepted).
 * `desperate` says the move followed casualties taken during it (Desperate Escape, Fire Overwatch),
 * which may leave a unit incoherent until the end of the turn. Returns the violations found.
 */
export function checkInvariants(state: GameState, e: GameEvent, desperate = false): string[] {
  const bad: string[] = [];
  if (e.type === 'attacks-declared' && e.kind === 'ranged' && !e.overwatch) bad.push(...shootingChecks(state, e));
  if (e.type === 'attack-allocated' && !e.precision) {
    const u = state.units[e.unit] as UnitState;
    const m = u.models.find((x) => x.id === e.model);
    if (u.leaders?.length && m && modelHasKeyword(state, u, m, 'CHARACTER')) {
      const shield = modelsOnTable(u).find((x) => !modelHasKeyword(state, u, x, 'CHARACTER'));
      if (shield) bad.push(`an attack was allocated to CHARACTER ${m.id} of ${u.id} while ${shield.id} remains`);
    }
  }
  for (const p of [0, 1] as const)
    if (state.players[p].cp < 0) bad.push(`player ${p + 1} has ${state.players[p].cp}CP`);
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    for (const m of u.models) {
      const w = woundsOf(state, u, m);
      if (m.wounds < 0 || m.wounds > w) bad.push(`${m.id} has ${m.wounds} wounds of ${w}`);
      if (m.destroyed !== (m.wounds === 0)) bad.push(`${m.id}: destroyed=${m.destroyed} with ${m.wounds} wounds`);
      if (m.destroyed && m.pos) bad.push(`${m.id} is destroyed but on the battlefield`);
    }
  }
  if (e.type === 'unit-moved' && e.kind !== 'remain-stationary') {
    const u = state.units[e.unit] as UnitState;
    const enemies = enemyBodies(state, u.player);
    const mine = unitBodies(state, u);
    if (mine.some((b) => enemies.some((x) => engaged(b, x))))
      bad.push(`${u.id} ends a ${e.kind} move within Engagement Range`);
    // A unit that moved 0" (it disembarked before its TRANSPORT moved) may be out of coherency from
    // casualties taken since it was set up (Fire Overwatch): restored at the end of the turn, not its move.
    const moved = Object.keys(e.paths).length > 0;
    if (!desperate && moved && incoherent(mine).length) bad.push(`${u.id} ends a ${e.kind} move out of coherency`);
  }
  if (e.type === 'unit-moved' || e.type === 'unit-deployed') {
    const u = state.units[e.unit] as UnitState;
    for (const m of modelsOnTable(u)) {
      const c = bodyOf(state, u, m).c;
      for (const id of state.unitOrder) {
        const v = state.units[id] as UnitState;
        for (const o of modelsOnTable(v))
          if (o.id !== m.id && overlapping(c, bodyOf(state, v, o).c)) bad.push(`${m.id} overlaps ${o.id}`);
      }
    }
  }
  // After the end-of-turn rules (coherency is restored then): at the next turn, or the battle's end.
  if (e.type === 'turn-started' || e.type === 'battle-ended') {
    for (const id of state.unitOrder) {
      const u = state.units[id] as UnitState;
      if (incoherent(unitBodies(state, u)).length) bad.push(`${u.id} is out of coherency at the end of the turn`);
    }
  }
  return bad;
}
