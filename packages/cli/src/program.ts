import { InputError } from '@cogitator/engine/errors';
import { Command, CommanderError } from 'commander';
import { COMMANDS, commandFor } from './commands/index.js';
import { type Io, UsageError } from './io.js';

/**
 * The program for these arguments: the one command they name, loaded with its options; or, when
 * they name none (`--help`, a typo), every command by name and summary only, so nothing is loaded.
 */
export async function buildProgram(io: Io, argv: readonly string[] = []): Promise<Command> {
  const program = new Command('cogitator')
    .description('Warhammer 40,000 10th edition rules engine: datasheets, exact attack odds, lists and games.')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .showHelpAfterError();
  const wanted = commandFor(argv);
  if (wanted) (await wanted.load())(program, io);
  else for (const c of COMMANDS) program.command(c.name).description(c.summary);
  return program;
}

/** Run the CLI; returns the exit code. Never throws for a user's mistake. */
export async function run(argv: string[], io: Io): Promise<number> {
  const program = await buildProgram(io, argv);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCodeOf(program) ?? 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    if (e instanceof InputError) {
      io.err(`error: ${e.format()}\n`);
      return 1;
    }
    if (e instanceof UsageError) {
      io.err(`error: ${e.message}\n`);
      return e.exitCode;
    }
    throw e;
  }
}

const exitCodes = new WeakMap<Command, number>();

/** Commands that finish with a non-zero status (without an error) call this. */
export function setExitCode(cmd: Command, code: number): void {
  let root = cmd;
  while (root.parent) root = root.parent;
  exitCodes.set(root, code);
}

function exitCodeOf(program: Command): number | undefined {
  return exitCodes.get(program);
}
