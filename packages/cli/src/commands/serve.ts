import { DEFAULT_WEB_DIR, startServer } from '@cogitator/server';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { UsageError } from '../io.js';

export function registerServe(program: Command, io: Io): void {
  program
    .command('serve')
    .description('Start the web app and HTTP API on 127.0.0.1')
    .option('-p, --port <port>', 'port to listen on', '4040')
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .action(async (opts: { port: string; host: string }) => {
      const port = Number(opts.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new UsageError(`--port: "${opts.port}" is not a port number (0-65535)`);
      }
      try {
        const { url } = await startServer({ host: opts.host, port, webDir: DEFAULT_WEB_DIR });
        io.out(`Cogitator is running at ${url}/ (Ctrl+C to stop)\n`);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EADDRINUSE') throw new UsageError(`port ${port} on ${opts.host} is already in use; try --port`);
        throw e;
      }
    });
}
