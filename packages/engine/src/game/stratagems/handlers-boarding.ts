import { normaliseName } from '../../names/normalise.js';
import { has } from '../attacks/targeting.js';
import { reject } from '../ctx.js';
import { addEffect } from '../effects.js';
import { modelWeapons } from '../loadout.js';
import { unitsWithin } from '../spatial.js';
import type { GameState, ModelState, PlayerIndex, UnitId, UnitState } from '../types.js';
import { modelsOnTable, onBattlefield, unitsOf } from '../units.js';
import type { StratagemHandler } from './types.js';

/**
 * The Boarding Actions Stratagems of the seed pages that are not core ones printed again: Explosive Clearance and
 * Battlefield Command.
 */

/** A model of the unit equipped with a ranged weapon with the [BLAST] ability. */
function blastModels(state: GameState, u: UnitState): ModelState[] {
  return modelsOnTable(u).filter((m) =>
    modelWeapons(state, u, m, 'ranged').some(({ weapon }) =>
      weapon.profiles.some((p) => p.type === 'ranged' && has(p, 'blast')),
    ),
  );
}

const BATTLEFIELD_COMMAND = 'boarding-actions/battlefield-command';

/** A Leader unit: its datasheet has the Leader ability (or names the units it can lead). */
function isLeaderUnit(state: GameState, u: UnitState): boolean {
  const ds = state.datasheets[u.datasheet];
  return !!ds && (ds.abilities.core.some((a) => a.kind === 'leader') || ds.leads.length > 0);
}

/** "that it could normally be attached to": the Leader's datasheet lists the Bodyguard's, or the other way round. */
function couldLead(state: GameState, leader: UnitState, body: UnitState): boolean {
  const l = state.datasheets[leader.datasheet];
  const b = state.datasheets[body.datasheet];
  if (!l || !b || isLeaderUnit(state, body)) return false;
  const names = (xs: readonly string[], ds: typeof l) =>
    xs.some((x) => x === ds.id || normaliseName(x) === normaliseName(ds.name));
  return names(l.leads, b) || names(b.ledBy, l);
}

/** "cannot be targeted with it again until your next Command phase": its record on either unit still lasts. */
function commandedNow(state: GameState, id: UnitId): boolean {
  return state.effects.some((e) => e.source === BATTLEFIELD_COMMAND && (e.unit === id || e.by === id));
}

/**
 * The pairs Battlefield Command may target: a Leader unit of yours on the battlefield, not attached, and a friendly
 * Bodyguard unit (not attached, no Leader attached to it) within 6" that the Leader could normally be attached to.
 */
function commandPairs(state: GameState, player: PlayerIndex): { leader: UnitState; body: UnitState }[] {
  const free = (u: UnitState) => onBattlefield(u) && !u.attachedTo && !commandedNow(state, u.id);
  const out: { leader: UnitState; body: UnitState }[] = [];
  for (const leader of unitsOf(state, player)) {
    if (!free(leader) || !isLeaderUnit(state, leader)) continue;
    for (const body of unitsOf(state, player))
      if (
        body.id !== leader.id &&
        free(body) &&
        !body.leaders?.length &&
        couldLead(state, leader, body) &&
        unitsWithin(state, leader, body, 6)
      )
        out.push({ leader, body });
  }
  return out;
}

/** The model that names the Leader unit in a use (its first model on the battlefield). */
const leaderModel = (u: UnitState) => modelsOnTable(u)[0]?.id;

export const BOARDING_HANDLERS = {
  /**
   * Explosive Clearance: "Select one model in your unit that is equipped with a weapon with the [BLAST] ability."
   * One offer per such model. The game counts every model of the target for Blast and lets attacks be allocated
   * to models the attacker cannot see in any case, so the effect it records (until the end of the phase) changes
   * nothing further; its data row's note says so.
   */
  'explosive-clearance': {
    usable: () => true,
    options: (state, _player, _w, target) => {
      const u = target ? state.units[target] : undefined;
      return u ? blastModels(state, u).map((m) => ({ model: m.id })) : [];
    },
    apply: (ctx, player, { target, model }) => {
      const u = target ? ctx.state.units[target] : undefined;
      if (!u || !model || !blastModels(ctx.state, u).some((m) => m.id === model))
        return reject('Explosive Clearance needs a model of the unit equipped with a [BLAST] weapon');
      addEffect(ctx, {
        kind: 'stratagem',
        player,
        unit: u.id,
        source: 'boarding-actions/explosive-clearance',
        until: { kind: 'end-of-phase' },
      });
    },
  },
  /**
   * Battlefield Command: "One Leader unit from your army and one friendly Bodyguard unit within 6" of it that it
   * could normally be attached to." Its target is the Bodyguard unit, the Leader unit is named by its model (one
   * offer per pair). It is recorded on the Bodyguard unit (`by` the Leader unit) "until the start of your next
   * Command phase", which is also how long neither unit can be targeted again. Which Leader ability, and applying
   * it as if led, is the players' (its data row's note says so).
   */
  'battlefield-command': {
    usable: (state, player) => commandPairs(state, player).length > 0,
    targets: (state, player) => [...new Set(commandPairs(state, player).map((p) => p.body.id))],
    options: (state, player, _w, target) =>
      commandPairs(state, player)
        .filter((p) => p.body.id === target)
        .flatMap((p) => {
          const model = leaderModel(p.leader);
          return model ? [{ model }] : [];
        }),
    apply: (ctx, player, { target, model }) => {
      const pair = commandPairs(ctx.state, player).find((p) => p.body.id === target && leaderModel(p.leader) === model);
      if (!pair)
        return reject('Battlefield Command needs a Leader unit and a Bodyguard unit within 6" it could be attached to');
      addEffect(ctx, {
        kind: 'stratagem',
        player,
        unit: pair.body.id,
        by: pair.leader.id,
        source: BATTLEFIELD_COMMAND,
        until: { kind: 'next-command-phase', player },
      });
    },
  },
} satisfies Record<string, StratagemHandler>;
