import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built `cogitator` command (packages/cli/dist, from `npm run build`). */
export const CLI_BIN = fileURLToPath(new URL('../../cli/bin/cogitator.js', import.meta.url));
export const CLI_MAIN = fileURLToPath(new URL('../../cli/dist/main.js', import.meta.url));

export interface Served {
  url: string;
  stop: () => Promise<void>;
}

/** Run `cogitator serve --port 0 ...` as a child process; resolves with the URL it prints. */
export function serveCli(args: string[]): Promise<Served> {
  const child: ChildProcess = spawn(process.execPath, [CLI_BIN, 'serve', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`cogitator serve did not start within 20 s\n${out}${err}`));
    }, 20_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1] as string, stop });
      }
    });
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`cogitator serve exited with ${code}\n${out}${err}`));
    });
  });
}
