import { InputError } from '@cogitator/engine';
import { Command, CommanderError } from 'commander';
import { COMMANDS } from './commands/index.js';
import { type Io, UsageError } from './io.js';

export function buildProgram(io: Io): Command {
  const program = new Command('cogitator')
    .description('Warhammer 40,000 10th edition rules engine: datasheets, exact attack odds, lists and games.')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .showHelpAfterError();
  for (const register of COMMANDS) register(program, io);
  return program;
}

/** Run the CLI; returns the exit code. Never throws for a user's mistake. */
export async function run(argv: string[], io: Io): Promise<number> {
  const program = buildProgram(io);
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
