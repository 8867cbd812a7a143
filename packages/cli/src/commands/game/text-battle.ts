import {
  type Action,
  footprint,
  formation,
  type GameState,
  InputError,
  meleeChoices,
  type Placement,
  pending,
  rangedChoices,
  suggestMove,
  type UnitState,
  type WeaponAssignment,
} from '@cogitator/engine';
import { num, shift, unitOf } from './text-args.js';

/**
 * Text commands for the Shooting, Charge and Fight phases, formations, Reserves and transports: each
 * turns a short line into an engine action, filling in what text leaves out from the state.
 */
export const BATTLE_TEXT_COMMANDS = `  attach LEADER BODYGUARD        Declare Battle Formations: attach a Leader
  retinue UNIT BODYGUARD         Declare Battle Formations: a Servitor Retinue joins
  reserve UNIT deep|strategic    Declare Battle Formations: set a unit up in Reserves
  inside UNIT TRANSPORT          Declare Battle Formations: the unit starts embarked
  embark UNIT TRANSPORT DX DY    Normal move by (DX, DY), then embark within the TRANSPORT
  disembark UNIT X Y             set the unit up in a block centred on (X, Y), wholly within 3"
  arrive UNIT X Y [deep|strategic]   Reinforcements: set a unit up from Reserves
  shoot UNIT TARGET [WEAPON]     every weapon that can (or only WEAPON) shoots TARGET
  charge UNIT TARGET [TARGET...] declare a charge; then "charge" makes the suggested Charge move
  charge UNIT DX DY              a Charge move of the whole unit by (DX, DY)
  no-charge                      make no Charge move (the charge fails)
  fight UNIT                     select a unit to fight
  pile-in | consolidate [none]   the suggested move (or none)
  melee UNIT TARGET              every model fights TARGET (the rest whatever they reach)
  allocate MODEL                 the model the attack being allocated goes to`;

function block(state: GameState, u: UnitState, x: number, y: number): Record<string, Placement> {
  const alive = u.models.filter((m) => !m.destroyed);
  const spots = formation(
    { x, y },
    alive.map((m) => footprint(state, u, m)),
  );
  return Object.fromEntries(alive.map((m, i) => [m.id, spots[i] as Placement]));
}

/** The action a battle text command stands for, or null when `word` is not one of them. */
export function battleAction(state: GameState, word: string, args: string[], line: number): Action | null {
  const req = pending(state);
  switch (word) {
    case 'attach':
      return {
        type: 'attach-leader',
        leader: unitOf(state, args[0], line).id,
        bodyguard: unitOf(state, args[1], line).id,
      };
    case 'retinue':
      return {
        type: 'join-retinue',
        unit: unitOf(state, args[0], line).id,
        bodyguard: unitOf(state, args[1], line).id,
      };
    case 'reserve': {
      const kind = args[1] === 'deep' ? 'deep-strike' : args[1] === 'strategic' ? 'strategic' : null;
      if (!kind) throw new InputError(`reserve needs "deep" or "strategic", got "${args[1] ?? ''}"`, { line });
      return { type: 'set-reserves', unit: unitOf(state, args[0], line).id, reserve: kind };
    }
    case 'inside':
      return {
        type: 'embark-start',
        unit: unitOf(state, args[0], line).id,
        transport: unitOf(state, args[1], line).id,
      };
    case 'embark': {
      const u = unitOf(state, args[0], line);
      const t = unitOf(state, args[1], line);
      const type = req?.kind === 'advance-move' ? 'advance-move' : 'normal-move';
      return { type, unit: u.id, paths: shift(u, num(args[2], 'DX', line), num(args[3], 'DY', line)), embark: t.id };
    }
    case 'disembark': {
      const u = unitOf(state, args[0], line);
      return {
        type: 'disembark',
        unit: u.id,
        positions: block(state, u, num(args[1], 'X', line), num(args[2], 'Y', line)),
      };
    }
    case 'arrive': {
      const u = unitOf(state, args[0], line);
      const method = args[3] === 'strategic' || (!args[3] && u.reserve === 'strategic') ? 'strategic' : 'deep-strike';
      return {
        type: 'arrive',
        unit: u.id,
        positions: block(state, u, num(args[1], 'X', line), num(args[2], 'Y', line)),
        method,
      };
    }
    case 'shoot': {
      const u = unitOf(state, args[0], line);
      const target = unitOf(state, args[1], line).id;
      const weapon = args.slice(2).join(' ').toLowerCase();
      const attacks: WeaponAssignment[] = rangedChoices(state, u)
        .filter((c) => c.targets.includes(target) && (!weapon || c.weapon.toLowerCase() === weapon))
        .map((c) => ({ model: c.model, weapon: c.weapon, target }));
      // The engine's own "every weapon that can" choice, when it is offered, settles Pistols and Firing Decks.
      const offered = req?.options.find(
        (o) =>
          o.kind === 'choice' &&
          o.action.type === 'shoot' &&
          o.action.unit === u.id &&
          o.action.attacks[0]?.target === target,
      );
      if (!weapon && offered?.kind === 'choice') return offered.action;
      if (!attacks.length) throw new InputError(`${u.id} has no weapon that can shoot ${target} now`, { line });
      return { type: 'shoot', unit: u.id, attacks };
    }
    case 'charge': {
      if (req?.kind === 'charge-move') {
        if (args.length >= 3) {
          const u = unitOf(state, args[0], line);
          return {
            type: 'charge-move',
            unit: u.id,
            paths: shift(u, num(args[1], 'DX', line), num(args[2], 'DY', line)),
          };
        }
        const s = suggestMove(state);
        if (!s)
          throw new InputError('the engine finds no Charge move: give one ("charge UNIT DX DY") or "no-charge"', {
            line,
          });
        return s;
      }
      const u = unitOf(state, args[0], line);
      const targets = args.slice(1).map((t) => unitOf(state, t, line).id);
      if (!targets.length) throw new InputError('charge needs at least one target', { line });
      return { type: 'declare-charge', unit: u.id, targets };
    }
    case 'no-charge': {
      const o = req?.options.find((x) => x.kind === 'choice' && x.action.type === 'decline-charge');
      if (o?.kind !== 'choice') throw new InputError('no Charge move is being asked for', { line });
      return o.action;
    }
    case 'fight':
      return { type: 'fight', unit: unitOf(state, args[0], line).id };
    case 'pile-in':
    case 'consolidate': {
      const c = state.flow.cursor;
      const unit = c?.step === 'fight' ? c.unit : undefined;
      if (!unit) throw new InputError(`no unit is fighting: "${word}" is not asked for now`, { line });
      if (args[0] === 'none') return { type: word, unit, paths: {} };
      return suggestMove(state) ?? { type: word, unit, paths: {} };
    }
    case 'melee': {
      const u = unitOf(state, args[0], line);
      const target = unitOf(state, args[1], line).id;
      const choices = meleeChoices(state, u);
      const attacks: WeaponAssignment[] = [];
      for (const m of new Set(choices.map((c) => c.model))) {
        const mine = choices.filter((c) => c.model === m);
        const main = mine.find((c) => !c.extra);
        for (const c of [...(main ? [main] : []), ...mine.filter((x) => x.extra)])
          attacks.push({
            model: m,
            weapon: c.weapon,
            target: c.targets.includes(target) ? target : (c.targets[0] as string),
          });
      }
      if (!attacks.length) throw new InputError(`${u.id} has no model that can fight now`, { line });
      return { type: 'melee', unit: u.id, attacks };
    }
    case 'allocate':
      if (!args[0]) throw new InputError('allocate needs a model id', { line });
      return { type: 'allocate', model: args[0] };
    default:
      return null;
  }
}

/** "end" for whatever step is asking: Move Units, Shooting, Charges, Reinforcements, formations. */
export function endAction(state: GameState): Action {
  const kind = pending(state)?.kind;
  switch (kind) {
    case 'shoot':
      return { type: 'end-shooting' };
    case 'declare-charge':
      return { type: 'end-charges' };
    case 'reinforcements':
      return { type: 'end-reinforcements' };
    case 'declare-formations':
      return { type: 'end-formations' };
    default:
      return { type: 'end-move-units' };
  }
}
