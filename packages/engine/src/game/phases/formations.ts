import { grantedCoreAbility } from '../../rules/army-grants.js';
import type { Ctx } from '../ctx.js';
import { reject } from '../ctx.js';
import type { DecisionOption, DecisionRequest } from '../decisions.js';
import { armyOf } from '../rule-state.js';
import { embarkReason, transportOf } from '../transports.js';
import type { GameState, PlayerIndex, UnitState } from '../types.js';
import { other } from '../types.js';
import { unitDatasheets, unitKeywords, unitsOf } from '../units.js';
import type { StepHandler } from './step.js';

/**
 * Declare Battle Formations: each player in turn attaches Leaders to Bodyguard units (and Servitor
 * Retinues to units an Enginseer leads), puts units into Reserves (Deep Strike, or Strategic Reserves
 * up to 25% of the army's points) and embarks units within TRANSPORTs, then declares they are done.
 * A player with nothing to declare is passed by.
 */
export const STRATEGIC_RESERVES_SHARE = 0.25;
/** The SERVITOR RETINUE rule joins units led by this Leader; the 2025 data's Enginseer has the second keyword. */
export const RETINUE_HOSTS = ['REGIMENTAL ENGINSEER', 'TECH-PRIEST ENGINSEER'];

const free = (u: UnitState) => !u.attachedTo && !u.reserve && !u.embarkedIn;
const isLeader = (state: GameState, u: UnitState) =>
  unitDatasheets(state, u).some((ds) => ds.abilities.core.some((a) => a.kind === 'leader'));
const isRetinue = (state: GameState, u: UnitState) =>
  state.datasheets[u.datasheet]?.sections.some((s) => s.name.toUpperCase() === 'SERVITOR RETINUE') ?? false;

/** Bodyguard units a Leader unit may join now. */
function bodyguardsFor(state: GameState, leader: UnitState): UnitState[] {
  const leads = (state.datasheets[leader.datasheet]?.leads ?? []).map((n) => n.toLowerCase());
  return unitsOf(state, leader.player).filter(
    (b) =>
      b.id !== leader.id &&
      free(b) &&
      !b.leaders?.length &&
      !isLeader(state, b) &&
      leads.includes((state.datasheets[b.datasheet]?.name ?? '').toLowerCase()),
  );
}

function retinueHosts(state: GameState, ret: UnitState): UnitState[] {
  return unitsOf(state, ret.player).filter(
    (b) =>
      free(b) &&
      (b.leaders ?? []).some((l) => {
        const kw = unitKeywords(state, state.units[l] as UnitState);
        return RETINUE_HOSTS.some((h) => kw.includes(h));
      }) &&
      !b.models.some(
        (m) =>
          m.datasheet &&
          state.datasheets[m.datasheet]?.sections.some((s) => s.name.toUpperCase() === 'SERVITOR RETINUE'),
      ),
  );
}

/** A unit's points with its attached units', or undefined when any is unknown. */
function pointsWith(state: GameState, u: UnitState): number | undefined {
  let sum = u.points;
  for (const id of state.unitOrder) {
    const v = state.units[id] as UnitState;
    if (v.attachedTo === u.id) sum = sum === undefined || v.points === undefined ? undefined : sum + v.points;
  }
  return sum;
}

function armyPoints(state: GameState, p: PlayerIndex): number | undefined {
  let total = 0;
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    if (u.player !== p) continue;
    if (u.points === undefined) return undefined;
    total += u.points;
  }
  return total;
}

function strategicRoom(state: GameState, p: PlayerIndex): number {
  const total = armyPoints(state, p);
  if (total === undefined) return -1;
  let used = 0;
  for (const u of unitsOf(state, p)) {
    const carrier = u.embarkedIn ? state.units[u.embarkedIn] : undefined;
    if (u.reserve === 'strategic' || carrier?.reserve === 'strategic') used += pointsWith(state, u) ?? 0;
  }
  return total * STRATEGIC_RESERVES_SHARE - used;
}

/** Every model has Deep Strike: its datasheet's, or its army's rule's (Fury From The Dêlve: CTHONIAN BESERKS units). */
export function canDeepStrike(state: GameState, u: UnitState): boolean {
  const army = armyOf(state, u.player);
  return unitDatasheets(state, u).every(
    (ds) => ds.abilities.core.some((a) => a.kind === 'deep-strike') || grantedCoreAbility(army, ds, 'Deep Strike'),
  );
}

/** Every declaration open to a player now. */
export function formationOptions(state: GameState, p: PlayerIndex): DecisionOption[] {
  const out: DecisionOption[] = [];
  const units = unitsOf(state, p).filter(free);
  for (const l of units) {
    if (!isLeader(state, l) || l.leaders?.length) continue;
    for (const b of bodyguardsFor(state, l))
      out.push({
        kind: 'choice',
        label: `attach ${l.name} (${l.id}) to ${b.name} (${b.id})`,
        action: { type: 'attach-leader', leader: l.id, bodyguard: b.id },
      });
  }
  for (const r of units) {
    if (!isRetinue(state, r)) continue;
    for (const b of retinueHosts(state, r))
      out.push({
        kind: 'choice',
        label: `${r.name} (${r.id}) joins ${b.name} (${b.id}) as its Servitor Retinue`,
        action: { type: 'join-retinue', unit: r.id, bodyguard: b.id },
      });
  }
  const room = strategicRoom(state, p);
  for (const u of units) {
    const riders = unitsOf(state, p).filter((v) => v.embarkedIn === u.id);
    // A TRANSPORT carrying units goes into Strategic Reserves with them (their points count too); Deep
    // Strike is left to units travelling alone.
    if (!riders.length && canDeepStrike(state, u))
      out.push({
        kind: 'choice',
        label: `put ${u.name} (${u.id}) into Reserves (Deep Strike)`,
        action: { type: 'set-reserves', unit: u.id, reserve: 'deep-strike' },
      });
    let pts = pointsWith(state, u);
    for (const r of riders) {
      const q = pointsWith(state, r);
      pts = pts === undefined || q === undefined ? undefined : pts + q;
    }
    if (pts !== undefined && room >= 0 && pts <= room)
      out.push({
        kind: 'choice',
        label: `put ${u.name} (${u.id}) into Strategic Reserves (${pts} pts${riders.length ? `, with ${riders.map((r) => r.id).join(', ')} embarked` : ''})`,
        action: { type: 'set-reserves', unit: u.id, reserve: 'strategic' },
      });
  }
  for (const t of units) {
    if (!transportOf(state, t)) continue;
    for (const u of units)
      if (u.id !== t.id && !embarkReason(state, u, t))
        out.push({
          kind: 'choice',
          label: `${u.name} (${u.id}) starts embarked within ${t.name} (${t.id})`,
          action: { type: 'embark-start', unit: u.id, transport: t.id },
        });
  }
  return out;
}

function declaring(state: GameState): PlayerIndex | null {
  const d = state.flow.declared ?? [false, false];
  const first = state.mission.deploysFirst;
  if (!d[first]) return first;
  if (!d[other(first)]) return other(first);
  return null;
}

function done(ctx: Ctx, p: PlayerIndex): void {
  ctx.emit({ type: 'formations-declared', player: p });
}

export const declareFormations: StepHandler = {
  auto(ctx) {
    const p = declaring(ctx.state);
    if (p === null || formationOptions(ctx.state, p).length) return false;
    done(ctx, p);
    return true;
  },

  request(state): DecisionRequest | null {
    const p = declaring(state);
    if (p === null) return null;
    const options = formationOptions(state, p);
    if (!options.length) return null;
    options.push({ kind: 'choice', label: 'done declaring battle formations', action: { type: 'end-formations' } });
    return {
      player: p,
      kind: 'declare-formations',
      prompt: `Player ${p + 1}: attach Leaders, set up units in Reserves or embarked, then end`,
      seq: state.seq,
      options,
    };
  },

  handle(ctx, cmd) {
    const s = ctx.state;
    const a = cmd.action;
    const p = cmd.player;
    if (a.type === 'end-formations') return done(ctx, p);
    const allowed = formationOptions(s, p).some(
      (o) => o.kind === 'choice' && JSON.stringify(o.action) === JSON.stringify(a),
    );
    if (!allowed) {
      const what = 'unit' in a ? a.unit : 'leader' in a ? a.leader : '';
      return reject(
        `that declaration is not open to player ${p + 1} (${a.type} ${what}): check the Leader's Bodyguard units, Deep Strike, the 25% limit of Strategic Reserves and transport capacity`,
      );
    }
    switch (a.type) {
      case 'attach-leader':
        return ctx.emit({ type: 'leader-attached', leader: a.leader, bodyguard: a.bodyguard });
      case 'join-retinue':
        return ctx.emit({ type: 'retinue-joined', unit: a.unit, bodyguard: a.bodyguard });
      case 'set-reserves':
        return ctx.emit({ type: 'reserves-declared', unit: a.unit, reserve: a.reserve });
      case 'embark-start':
        return ctx.emit({ type: 'embarked', unit: a.unit, transport: a.transport, atStart: true });
      default:
        return reject(`"${a.type}" is not a Declare Battle Formations command`);
    }
  },
};
