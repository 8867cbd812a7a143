import {
  type ArmySetup,
  type BattleRecord,
  BOARDING_ACTIONS_RULESET,
  CORE_RULESET,
  DEMO_ARMIES,
  DEPLOYMENTS,
  type GameState,
  InputError,
  LAYOUTS,
  layoutById,
  matchedMission,
  missionById,
  missionReminders,
  newBattle,
  type PlayerIndex,
  PRIMARY_MISSIONS,
  pending,
  playRandom,
  replay,
  stateHash,
  verifyByRedeciding,
} from '@cogitator/engine';
import type { Command } from 'commander';
import { type Io, UsageError } from '../io.js';
import { setExitCode } from '../program.js';
import { type CatalogueOpts, openCatalogue } from './catalogue-option.js';
import { listArmy, quickArmy, withDetachment } from './game/catalogue-armies.js';

import { readBattle, writeBattle } from './game/files.js';
import { PLAY_HELP, PlaySession } from './game/play.js';
import { describePending, renderBoard } from './game/render.js';
import { TEXT_COMMANDS } from './game/text-commands.js';

/** The mission: the original Take and Hold, or one from the mission deck (a primary on a deployment map). */
function chooseMission(opts: {
  mission: string;
  deployment?: string;
  secondaries1?: string;
  secondaries2?: string;
  tactical1?: boolean;
  tactical2?: boolean;
}) {
  const list = (v?: string) =>
    v
      ? v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : [];
  const tactical: [boolean, boolean] = [Boolean(opts.tactical1), Boolean(opts.tactical2)];
  if (opts.deployment === undefined && !opts.secondaries1 && !opts.secondaries2 && !tactical.some(Boolean)) {
    const legacy = missionById(opts.mission);
    if (legacy) return legacy;
  }
  if (!PRIMARY_MISSIONS.some((m) => m.id === opts.mission))
    throw new UsageError(`unknown mission "${opts.mission}" (known: ${PRIMARY_MISSIONS.map((m) => m.id).join(', ')})`);
  try {
    return matchedMission({
      deployment: opts.deployment ?? 'dawn-of-war',
      primary: opts.mission,
      secondaries: [list(opts.secondaries1), list(opts.secondaries2)],
      ...(tactical.some(Boolean) ? { tactical } : {}),
    });
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(e.message);
    throw e;
  }
}

function* splitLines(text: string): Generator<string> {
  yield* text.split(/\r?\n/);
}

/** "1", "2" or (where allowed) "both" as player indexes. */
function playersOption(v: string | undefined, flag: string, both: boolean): PlayerIndex[] {
  if (v === undefined) return [];
  if (v === '1') return [0];
  if (v === '2') return [1];
  if (both && v === 'both') return [0, 1];
  throw new UsageError(`${flag} must be ${both ? '1, 2 or both' : '1 or 2'}, got "${v}"`);
}

function intOption(v: string | undefined, name: string, def: number): number {
  if (v === undefined) return def;
  if (!/^-?\d+$/.test(v)) throw new UsageError(`--${name} must be a whole number, got "${v}"`);
  return Number(v);
}

export function registerGame(program: Command, io: Io): void {
  const game = program
    .command('game')
    .description('Play a battle: set up, show, replay, enter commands, or let bots play');

  game
    .command('new')
    .description('Start a battle (two demo armies, or armies from a catalogue file)')
    .option('--seed <n>', 'random seed', '1')
    .option(
      '--mission <id>',
      `primary mission (${PRIMARY_MISSIONS.map((m) => m.id).join(', ')}); without --deployment, take-and-hold is the original single mission`,
      'take-and-hold',
    )
    .option('--deployment <id>', `deployment map (${DEPLOYMENTS.map((d) => d.id).join(', ')})`)
    .option('--layout <id>', `terrain layout (${LAYOUTS.map((l) => l.id).join(', ')}); none: an open battlefield`)
    .option(
      '--secondaries1 <ids>',
      'player 1 fixed secondary missions, comma separated (e.g. assassination,bring-it-down)',
    )
    .option('--secondaries2 <ids>', 'player 2, the same way')
    .option('--tactical1', 'player 1 uses Tactical Missions (cards drawn from the deck) instead of Fixed ones')
    .option('--tactical2', 'player 2, the same way')
    .option('--rules <id>', 'core or boarding-actions', 'core')
    .option('--manual-stratagems', 'also offer Stratagems whose effects the players apply themselves')
    .option(
      '--army1 <units>',
      'player 1 from the catalogue: "Datasheet name[:models], ..." ("Name (Faction)" if ambiguous)',
    )
    .option('--army2 <units>', 'player 2, the same way')
    .option('--detachment1 <name>', 'with --army1: the army’s detachment (its rules and Stratagems apply)')
    .option('--detachment2 <name>', 'with --army2: the same way')
    .option('--faction1 <name>', 'with --army1: the army’s faction, where not its first datasheet’s')
    .option('--faction2 <name>', 'with --army2: the same way')
    .option('--list1 <file>', 'player 1 from a legal army list file (any format `cogitator list` reads)')
    .option('--list2 <file>', 'player 2, the same way')
    .option('--catalogue <path>', 'the compiled catalogue for --army/--list (default: the one `data import` wrote)')
    .option('--out <file>', 'write the battle here (otherwise to stdout)')
    .action(
      async (opts: {
        seed: string;
        mission: string;
        deployment?: string;
        layout?: string;
        secondaries1?: string;
        secondaries2?: string;
        tactical1?: boolean;
        tactical2?: boolean;
        rules: string;
        manualStratagems?: boolean;
        catalogue?: string;
        army1?: string;
        army2?: string;
        list1?: string;
        list2?: string;
        faction1?: string;
        faction2?: string;
        detachment1?: string;
        detachment2?: string;
        out?: string;
      }) => {
        const seed = intOption(opts.seed, 'seed', 1);
        const mission = chooseMission(opts);
        const terrain = opts.layout === undefined ? undefined : layoutById(opts.layout);
        if (opts.layout !== undefined && !terrain)
          throw new UsageError(`unknown layout "${opts.layout}" (known: ${LAYOUTS.map((l) => l.id).join(', ')})`);
        const base =
          opts.rules === 'core' ? CORE_RULESET : opts.rules === 'boarding-actions' ? BOARDING_ACTIONS_RULESET : null;
        if (!base) throw new UsageError(`--rules must be core or boarding-actions, got "${opts.rules}"`);
        const ruleset = { ...base, offerManualStratagems: Boolean(opts.manualStratagems) };
        const fromCatalogue = await catalogueArmies(opts);
        const { record, state } = newBattle({
          seed,
          mission,
          ruleset,
          ...(terrain ? { terrain } : {}),
          armies: fromCatalogue?.armies ?? DEMO_ARMIES,
          ...(fromCatalogue ? { dataHash: fromCatalogue.hash } : {}),
        });
        const reminders = missionReminders(mission);
        if (opts.out) {
          await writeBattle(opts.out, record);
          io.out(`wrote ${opts.out}\n`);
          io.out(renderBoard(state, io.isTty));
          for (const r of reminders) io.out(`reminder: ${r}\n`);
        } else {
          io.out(`${JSON.stringify(record)}\n`);
        }
      },
    );

  game
    .command('show <file>')
    .description(
      'Show a battle as a text board: units, positions, wounds, CP, VP, phase, a map and the pending decision',
    )
    .option('--at <n>', 'as it was after event N')
    .option('--json', 'print the state as JSON')
    .action(async (file: string, opts: { at?: string; json?: boolean }) => {
      const { record, state } = await readBattle(io, file);
      const at = opts.at === undefined ? undefined : intOption(opts.at, 'at', 0);
      if (at !== undefined && (at < 0 || at > record.events.length))
        throw new UsageError(`--at must be 0 to ${record.events.length}`);
      const s = at === undefined ? state : replay(record, at);
      io.out(opts.json ? `${JSON.stringify({ state: s, pending: pending(s) }, null, 2)}\n` : renderBoard(s, io.isTty));
    });

  game
    .command('replay <file>')
    .description('Replay a saved battle: check its state hash, and decide its commands again to check the log')
    .action(async (file: string) => {
      const { record, state, finalHash } = await readBattle(io, file);
      const hash = stateHash(state);
      io.out(`replayed ${record.events.length} events: state hash ${hash}\n`);
      let ok = true;
      if (finalHash !== undefined) {
        ok = finalHash === hash;
        io.out(ok ? 'matches the saved hash\n' : `DIFFERS from the saved hash ${finalHash}\n`);
      }
      const v = verifyByRedeciding(record);
      if (v.firstDifference === -1) io.out('deciding the logged commands again gives the same events\n');
      else {
        ok = false;
        io.out(
          `deciding the commands again differs at event ${v.firstDifference + 1}${v.reason ? `: ${v.reason}` : ''}\n`,
        );
      }
      if (!ok) setExitCode(game, 1);
    });

  game
    .command('play <file>')
    .description(
      'Play interactively: each line typed (or piped) is answered at once, with the pending decision and its numbered options; the battle is saved after every accepted command',
    )
    .option('--auto-pass <players>', 'pass Stratagem windows by themselves for these players: 1, 2 or both')
    .option('--keep <stratagems>', 'with --auto-pass: Stratagem ids worth stopping for (comma separated)')
    .option('--bot <player>', 'the heuristic bot answers for this player (1 or 2)')
    .option('--named', 'every line must name its player first (p1 ..., p2 ...): for hot-seat play')
    .addHelpText('after', `\n${TEXT_COMMANDS}\n${PLAY_HELP}`)
    .action(async (file: string, opts: { autoPass?: string; keep?: string; bot?: string; named?: boolean }) => {
      const { record, state } = await readBattle(io, file);
      const session = new PlaySession(
        record,
        state,
        {
          autoPass: playersOption(opts.autoPass, '--auto-pass', true),
          keep: (opts.keep ?? '')
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
          bots: playersOption(opts.bot, '--bot', false),
          named: Boolean(opts.named),
        },
        io,
      );
      const save = () => writeBattle(file, session.record);
      if (session.runAutomatic()) await save();
      io.out(describePending(pending(session.state)));
      if (io.isTty) io.out(session.prompt());
      let n = 0;
      for await (const text of io.lines ? io.lines() : splitLines(await io.readText('-'))) {
        n++;
        const r = session.line(text, n);
        if (r === 'quit') break;
        if (r === 'changed') {
          session.runAutomatic();
          await save();
          io.out(describePending(pending(session.state)));
          if (session.state.result) break;
        }
        if (io.isTty) io.out(session.prompt());
      }
      await writeBattle(file, session.record);
      if (session.rejected) setExitCode(game, 1);
    });

  game
    .command('bot <file>')
    .description('Let random bots play the battle on (to the end, or through --rounds N) and save it')
    .option('--rounds <n>', 'stop after this battle round')
    .option('--seed <n>', 'the bots’ seed', '1')
    .action(async (file: string, opts: { rounds?: string; seed: string }) => {
      const { record, state } = await readBattle(io, file);
      const rounds = opts.rounds === undefined ? undefined : intOption(opts.rounds, 'rounds', 5);
      const out = playRandom({ record, state }, intOption(opts.seed, 'seed', 1), {
        ...(rounds !== undefined ? { maxRounds: rounds } : {}),
        check: false,
      });
      await writeBattle(file, out.record);
      io.out(`bots made ${out.commands} commands; now at event ${out.state.seq}\n`);
      io.out(renderBoard(out.state, io.isTty));
      if (out.failures.length) {
        for (const f of out.failures) io.err(`${f}\n`);
        setExitCode(game, 1);
      }
    });
}

export type { BattleRecord, GameState };

type ArmyOpts = CatalogueOpts & {
  army1?: string;
  army2?: string;
  list1?: string;
  list2?: string;
  faction1?: string;
  faction2?: string;
  detachment1?: string;
  detachment2?: string;
};

/** Both armies from the catalogue (quick unit lists or list files), or null for the demo armies. */
async function catalogueArmies(opts: ArmyOpts): Promise<{ armies: [ArmySetup, ArmySetup]; hash: string } | null> {
  const given = [opts.army1 ?? opts.list1, opts.army2 ?? opts.list2];
  if (given.every((g) => g === undefined)) return null;
  if (opts.army1 && opts.list1) throw new UsageError('give --army1 or --list1, not both');
  if (opts.army2 && opts.list2) throw new UsageError('give --army2 or --list2, not both');
  if (given.some((g) => g === undefined))
    throw new UsageError('give both armies (--army1/--list1 and --army2/--list2)');
  const q = await openCatalogue(opts);
  for (const n of ['1', '2'] as const)
    if ((opts[`faction${n}`] ?? opts[`detachment${n}`]) !== undefined && opts[`list${n}`] !== undefined)
      throw new UsageError(`--faction${n}/--detachment${n} go with --army${n}: a list names its own detachment`);
  const side = (army: string | undefined, list: string | undefined, n: '1' | '2') =>
    army !== undefined
      ? withDetachment(q, quickArmy(q, army, `--army${n}`), opts[`detachment${n}`], opts[`faction${n}`], n)
      : listArmy(q, list as string);
  const armies = [await side(opts.army1, opts.list1, '1'), await side(opts.army2, opts.list2, '2')] as [
    ArmySetup,
    ArmySetup,
  ];
  return { armies, hash: q.catalogue.hash };
}
