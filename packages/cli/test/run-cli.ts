import { readFile } from 'node:fs/promises';
import { run } from '../src/program.js';

/** Run the CLI in-process, capturing stdout, stderr and the exit code. */
export async function runCli(args: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(args, {
    out: (s) => {
      out += s;
    },
    err: (s) => {
      err += s;
    },
    readText: async (path) => (path === '-' ? stdin : readFile(path, 'utf8')),
    isTty: false,
  });
  return { code, out, err };
}
