import { readFile } from 'node:fs/promises';
import type { Io } from './io.js';
import { run } from './program.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

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
  readText: (path) => (path === '-' ? readStdin() : readFile(path, 'utf8')),
  isTty: Boolean(process.stdout.isTTY),
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
