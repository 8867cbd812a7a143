import { readFile } from 'node:fs/promises';
import { run } from '../src/program.js';

/**
 * Run the CLI in-process, capturing stdout, stderr and the exit code. `stdin` is text read whole, or
 * lines given one by one as a terminal would (`game play`); `seen` shows what was written so far.
 */
export async function runCli(
  args: string[],
  stdin: string | ((seen: () => { out: string; err: string }) => AsyncIterable<string>) = '',
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(args, {
    out: (s) => {
      out += s;
    },
    err: (s) => {
      err += s;
    },
    readText: async (path) => (path === '-' ? (typeof stdin === 'string' ? stdin : '') : readFile(path, 'utf8')),
    ...(typeof stdin === 'string' ? {} : { lines: () => stdin(() => ({ out, err })) }),
    isTty: false,
  });
  return { code, out, err };
}
