import {
  type Action,
  ActionSchema,
  footprint,
  formation,
  type GameState,
  gameStratagems,
  InputError,
  type Placement,
  pending,
  type StratagemDef,
} from '@cogitator/engine';
import { num, shift, unitOf } from './text-args.js';
import { BATTLE_TEXT_COMMANDS, battleAction, endAction } from './text-battle.js';

export const TEXT_COMMANDS = `Commands (one per line; JSON actions work too):
  N                      choose option N of the pending decision (choices only)
  pass | end             pass a Stratagem window | end the step asking (Move Units, Shooting, Charges...)
  deploy UNIT X Y        set up a unit in a block centred on (X, Y)
  move UNIT DX DY        Normal move (or the Advance move after "advance") of the whole unit by (DX, DY)
  advance UNIT           Advance: roll, then answer with "move"
  fallback UNIT DX DY    Fall Back by (DX, DY)
  stay UNIT              Remain Stationary
  casualties M1 M2 ...   models destroyed by Desperate Escape tests
${BATTLE_TEXT_COMMANDS}
  use STRATAGEM [UNIT] [die N] [model M] [enemy U]   e.g. "use core/command-re-roll p1u1 die 2"
  cp N SOURCE            gain N CP from a rule the engine does not automate
  concede | undo         concede the battle | take back the last command (local play)`;

/** The text command that answers a parametric option, for the message when a number is not enough. */
const HINTS: Partial<Record<Action['type'], string>> = {
  deploy: 'type "deploy UNIT X Y"',
  'normal-move': 'type "move UNIT DX DY" or "stay UNIT"',
  'advance-move': 'type "move UNIT DX DY"',
  'fall-back': 'type "fallback UNIT DX DY"',
  arrive: 'type "arrive UNIT X Y"',
  disembark: 'type "disembark UNIT X Y"',
  shoot: 'type "shoot UNIT TARGET [WEAPON]"',
  melee: 'type "melee UNIT TARGET"',
  'charge-move': 'type "charge" (the suggested move) or "charge UNIT DX DY"',
  'pile-in': 'type "pile-in" or "pile-in none"',
  consolidate: 'type "consolidate" or "consolidate none"',
  'select-casualties': 'type "casualties M1 M2 ..."',
};

export type TextCommand = { kind: 'action'; action: Action; player?: 0 | 1 } | { kind: 'undo' };

/** Parse one line typed by a player into an action, using the state to fill in what text leaves out. */
export function parseTextCommand(state: GameState, text: string, line: number): TextCommand {
  const t = text.trim();
  if (t.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(t);
    } catch (e) {
      throw new InputError(`not JSON: ${(e as Error).message}`, { line });
    }
    const inner = (json as { action?: unknown }).action ?? json;
    const r = ActionSchema.safeParse(inner);
    if (!r.success)
      throw new InputError(`not an action: ${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message}`, {
        line,
      });
    const player = (json as { player?: unknown }).player;
    return { kind: 'action', action: r.data, ...(player === 0 || player === 1 ? { player } : {}) };
  }
  const [word = '', ...args] = t.split(/\s+/);
  const req = pending(state);
  switch (word.toLowerCase()) {
    case 'undo':
      return { kind: 'undo' };
    case 'pass':
      return { kind: 'action', action: { type: 'pass' } };
    case 'end':
      return { kind: 'action', action: endAction(state) };
    case 'concede':
      return { kind: 'action', action: { type: 'concede' } };
    case 'stay':
      return { kind: 'action', action: { type: 'remain-stationary', unit: unitOf(state, args[0], line).id } };
    case 'advance':
      return { kind: 'action', action: { type: 'advance', unit: unitOf(state, args[0], line).id } };
    case 'move':
    case 'fallback': {
      const u = unitOf(state, args[0], line);
      const paths = shift(u, num(args[1], 'DX', line), num(args[2], 'DY', line));
      const type = word === 'fallback' ? 'fall-back' : req?.kind === 'advance-move' ? 'advance-move' : 'normal-move';
      return { kind: 'action', action: { type, unit: u.id, paths } };
    }
    case 'deploy': {
      const u = unitOf(state, args[0], line);
      const alive = u.models.filter((m) => !m.destroyed);
      const spots = formation(
        { x: num(args[1], 'X', line), y: num(args[2], 'Y', line) },
        alive.map((m) => footprint(state, u, m)),
      );
      const positions: Record<string, Placement> = {};
      alive.forEach((m, i) => {
        positions[m.id] = spots[i] as Placement;
      });
      return { kind: 'action', action: { type: 'deploy', unit: u.id, positions } };
    }
    case 'casualties':
      return { kind: 'action', action: { type: 'select-casualties', models: args } };
    case 'cp':
      return {
        kind: 'action',
        action: { type: 'gain-cp', amount: num(args[0], 'N', line), source: args.slice(1).join(' ') || 'manual' },
      };
    case 'use': {
      const def = stratagemNamed(state, args[0] ?? '', line);
      const rest = args.slice(1);
      const named = (key: string) => {
        const i = rest.indexOf(key);
        return i >= 0 ? rest[i + 1] : undefined;
      };
      const die = named('die') !== undefined ? num(named('die'), 'die', line) - 1 : undefined;
      const model = named('model');
      const enemy = named('enemy');
      const keys = ['die', 'model', 'enemy'];
      const target = rest.find((a, i) => !keys.includes(a) && !keys.includes(rest[i - 1] ?? ''));
      return {
        kind: 'action',
        action: {
          type: 'use-stratagem',
          stratagem: def.id,
          ...(target ? { target } : {}),
          ...(die !== undefined ? { die } : {}),
          ...(model ? { model } : {}),
          ...(enemy ? { enemy } : {}),
        },
      };
    }
    default: {
      const battle = battleAction(state, word.toLowerCase(), args, line);
      if (battle) return { kind: 'action', action: battle };
      if (/^\d+$/.test(word)) {
        const o = req?.options[Number(word) - 1];
        if (!o) throw new InputError(`no option ${word}`, { line });
        if (o.kind === 'choice') return { kind: 'action', action: o.action };
        const s = o.schema;
        // A parametric option with an answer the engine found (a suggested move, casualties) takes it.
        if (s.kind === 'paths' && s.suggested && o.action !== 'fall-back')
          return { kind: 'action', action: { type: o.action, unit: s.unit, paths: s.suggested } as Action };
        if (s.kind === 'models' && s.suggested)
          return { kind: 'action', action: { type: 'select-casualties', models: s.suggested } };
        throw new InputError(
          `option ${word} needs parameters (${s.kind}): ${HINTS[o.action] ?? 'use a text command or JSON'}`,
          {
            line,
          },
        );
      }
      throw new InputError(`unknown command "${word}"\n${TEXT_COMMANDS}`, { line });
    }
  }
}

/**
 * A Stratagem the game offers, by its id or its name written with dashes (`command-re-roll`): the
 * hand-written ones and those compiled from their text. A name is looked for among the Stratagems this
 * battle's players can use (the ruleset's sources and their detachments); one several of them print
 * is refused with their ids.
 */
function stratagemNamed(state: GameState, word: string, line: number): StratagemDef {
  const key = word.toLowerCase();
  const all = gameStratagems();
  const byId = all.find((s) => s.id === key);
  if (byId) return byId;
  const open = new Set([...state.ruleset.stratagemSources, ...state.players.flatMap((p) => p.detachment ?? [])]);
  const named = all.filter((s) => open.has(s.source) && s.name.toLowerCase().replace(/\s+/g, '-') === key);
  if (named.length === 1) return named[0] as StratagemDef;
  if (named.length > 1)
    throw new InputError(
      `"${word}" names ${named.length} Stratagems: use one's id (${named.map((s) => s.id).join(', ')})`,
      {
        line,
      },
    );
  throw new InputError(`unknown Stratagem "${word}" (use its id, e.g. core/command-re-roll)`, { line });
}
