import { defaultCataloguePath } from '@cogitator/data';
import { type ServerType, serve } from '@hono/node-server';
import { type AppOptions, createApp } from './app.js';
import { workerCalcRunner } from './calc-runner.js';
import { catalogueFromFile } from './catalogue-source.js';
import { sqliteListStore } from './lists-store.js';
import { workerPageParser } from './routes/parse.js';
import { defaultDatabasePath, sqliteSetupStore } from './setups-store.js';
import { workerPool } from './worker-pool.js';

export interface ServeOptions extends Pick<AppOptions, 'webDir' | 'maxBodyBytes'> {
  host?: string;
  port?: number;
  /** The compiled catalogue (default `$COGITATOR_HOME/catalogue.json`). */
  cataloguePath?: string;
  /** The SQLite file for saved setups (default `$COGITATOR_HOME/cogitator.db`), created on first use. */
  dbPath?: string;
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Start the server; resolves once it listens, with the address and a close function. */
export function startServer(opts: ServeOptions = {}): Promise<RunningServer> {
  const hostname = opts.host ?? '127.0.0.1';
  const pool = workerPool();
  const calc = workerCalcRunner({ pool });
  const setups = sqliteSetupStore(opts.dbPath ?? defaultDatabasePath());
  const lists = sqliteListStore(opts.dbPath ?? defaultDatabasePath());
  const app = createApp({
    ...opts,
    catalogue: catalogueFromFile(opts.cataloguePath ?? defaultCataloguePath()),
    calc,
    setups,
    lists,
    parse: workerPageParser(pool),
    hosts: [hostname],
  });
  return new Promise((resolve, reject) => {
    let server: ServerType | undefined;
    const close = async () => {
      await new Promise<void>((done) => {
        server?.close(() => done());
        // Browsers keep connections open; close them so the server stops now.
        (server as { closeAllConnections?: () => void } | undefined)?.closeAllConnections?.();
      });
      await pool.close();
      setups.close();
      lists.close();
    };
    try {
      server = serve({ fetch: app.fetch, hostname, port: opts.port ?? 4040 }, (info) => {
        resolve({ url: `http://${hostname}:${info.port}`, close });
      });
      server.on('error', (e) => {
        void pool.close();
        setups.close();
        lists.close();
        reject(e);
      });
    } catch (e) {
      reject(e);
    }
  });
}
