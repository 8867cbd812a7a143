import { createInterface } from 'node:readline';
import { readInput } from './files.js';
import type { Io } from './io.js';
import { run } from './program.js';

// A reader that stops early (`cogitator show ... | head`) closes the pipe: that is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

const io: Io = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
  readText: async (path) => (await readInput(path)).toString('utf8'),
  isTty: Boolean(process.stdout.isTTY),
  lines: () => createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY, terminal: false }),
};

run(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(
      `internal error (please report): ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    process.exitCode = 70;
  },
);
