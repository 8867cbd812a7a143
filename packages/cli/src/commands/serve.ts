import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { DEFAULT_WEB_DIR, defaultDatabasePath, startServer } from '@cogitator/server';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { UsageError } from '../io.js';
import { cataloguePath, withCatalogueOption } from './catalogue-option.js';

interface ServeFlags {
  port: string;
  host: string;
  catalogue?: string;
  db?: string;
}

export function registerServe(program: Command, io: Io): void {
  const cmd = program
    .command('serve')
    .description('Start the web app and HTTP API on 127.0.0.1')
    .option('-p, --port <port>', 'port to listen on', '4040')
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .option('--db <path>', `SQLite file for saved calculator setups (default ${defaultDatabasePath()})`);
  withCatalogueOption(cmd).action(async (opts: ServeFlags) => {
    const port = Number(opts.port);
    if (!/^\d+$/.test(opts.port) || port > 65535) {
      throw new UsageError(`--port: "${opts.port}" is not a port number (0-65535)`);
    }
    if (/^[\d.]+$/.test(opts.host) && !isIP(opts.host)) {
      // Looking it up would wait for the resolver's timeout to say the same.
      throw new UsageError(
        `--host: ${opts.host} is not a host name or address this machine knows (not an IPv4 address)`,
      );
    }
    try {
      const { url } = await startServer({
        host: opts.host,
        port,
        webDir: DEFAULT_WEB_DIR,
        cataloguePath: cataloguePath(opts),
        ...(opts.db ? { dbPath: opts.db } : {}),
      });
      io.out(`Cogitator is running at ${url}/ (Ctrl+C to stop)\n`);
      const catalogue = cataloguePath(opts);
      if (!existsSync(catalogue)) {
        io.err(`note: no catalogue at ${catalogue} yet: the datasheet pages need one (cogitator data import <dir>)\n`);
      }
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') throw new UsageError(`port ${port} on ${opts.host} is already in use; try --port`);
      const why: Record<string, string> = {
        ENOTFOUND: 'is not a host name or address this machine knows',
        EAI_AGAIN: 'could not be looked up',
        EADDRNOTAVAIL: 'is not an address of this machine',
        EACCES: `cannot be bound without privileges (try a port above 1023)`,
        EINVAL: 'is not an address to listen on',
      };
      if (code && why[code]) throw new UsageError(`--host: ${opts.host} ${why[code]} (${code})`);
      throw e;
    }
  });
}
