import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { coverageReport, coverageSummary } from '@cogitator/engine';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { BattleStore } from './battles-store.js';
import type { CalcRunner } from './calc-runner.js';
import type { CatalogueSource } from './catalogue-source.js';
import { guard } from './guard.js';
import { errorResponse, HttpError } from './http.js';
import type { ListStore } from './lists-store.js';
import { battleRoutes } from './routes/battles.js';
import { calcRoutes } from './routes/calc.js';
import { catalogueRoutes } from './routes/catalogue.js';
import { listRoutes } from './routes/lists.js';
import { type PageParser, parseRoutes } from './routes/parse.js';
import { searchRoutes } from './routes/search.js';
import { setupRoutes } from './routes/setups.js';
import type { SetupStore } from './setups-store.js';

export interface AppOptions {
  /** The built web app (packages/web/dist); not served when absent. */
  webDir?: string;
  /** Datasheets for the catalogue routes and page completion; without one they answer 503. */
  catalogue?: CatalogueSource;
  /** Saved calculator setups; without a store those routes answer 503. */
  setups?: SetupStore;
  /** Saved army lists; without a store those routes answer 503 (reading and checking still work). */
  lists?: ListStore;
  /** Evaluates `POST /api/calc` scenarios; without one that route answers 503. */
  calc?: CalcRunner;
  /** Largest request body accepted, in bytes (default 1 MiB); larger ones get 413. */
  maxBodyBytes?: number;
  /** Reads `POST /api/parse` pages (default: on the server's thread; `serve` uses the worker pool). */
  parse?: PageParser;
  /** Battles for local play (default: a new in-memory store). */
  battles?: BattleStore;
  /** Host names served besides localhost and the loopback addresses (see guard.ts). */
  hosts?: readonly string[];
}

const unavailable = (what: string) => () => {
  throw new HttpError(503, `${what} is not available on this server`);
};

const NO_CATALOGUE: CatalogueSource = { query: unavailable('the catalogue'), describe: () => 'none' };
const NO_CALC: CalcRunner = { run: unavailable('the calculator'), close: async () => {} };
const NO_SETUPS: SetupStore = {
  list: unavailable('saving setups'),
  get: unavailable('saving setups'),
  save: unavailable('saving setups'),
  delete: unavailable('saving setups'),
  close: () => {},
};

const NO_LISTS: ListStore = {
  list: unavailable('saving lists'),
  get: unavailable('saving lists'),
  save: unavailable('saving lists'),
  delete: unavailable('saving lists'),
  close: () => {},
};

/** The HTTP API and, when built, the web app. Tested with `app.request()`, no socket needed. */
export function createApp(opts: AppOptions = {}): Hono {
  const app = new Hono();
  const maxSize = opts.maxBodyBytes ?? 1024 * 1024;
  app.use(compress());
  // Every /api route, present and future: Host, Origin and content type checked, arrival noted.
  app.use('/api/*', guard(opts.hosts ? { hosts: opts.hosts } : {}));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize,
      onError: (c) => c.json({ error: `body: larger than ${Math.round(maxSize / 1024)} KiB`, field: 'body' }, 413),
    }),
  );
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.get('/api/coverage', (c) => {
    const rows = coverageReport();
    return c.json({ rows, summary: coverageSummary(rows) });
  });
  const catalogue = opts.catalogue ?? NO_CATALOGUE;
  app.route('/api', catalogueRoutes(catalogue));
  app.route('/api', calcRoutes(opts.calc ?? NO_CALC, opts.catalogue));
  app.route('/api', parseRoutes(catalogue, opts.parse));
  app.route('/api', setupRoutes(opts.setups ?? NO_SETUPS));
  app.route('/api', searchRoutes(catalogue));
  app.route('/api', listRoutes(catalogue, opts.lists ?? NO_LISTS));
  app.route('/api', battleRoutes(opts.battles ?? new BattleStore(), catalogue));
  app.notFound((c) =>
    c.req.path === '/api' || c.req.path.startsWith('/api/')
      ? c.json({ error: `no route ${c.req.method} ${c.req.path}` }, 404)
      : c.text('Not found', 404),
  );
  app.onError(errorResponse);
  if (opts.webDir && existsSync(opts.webDir)) {
    const root = opts.webDir;
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // The app's pages and files; never for /api paths (an unknown route there is a JSON 404).
    const notApi =
      (handler: ReturnType<typeof serveStatic>): ReturnType<typeof serveStatic> =>
      async (c, next) =>
        c.req.path === '/api' || c.req.path.startsWith('/api/') ? next() : handler(c, next);
    app.use('/*', notApi(serveStatic({ root })));
    app.get('/*', notApi(serveStatic({ root, path: 'index.html' })));
  }
  return app;
}

/** The web app's build folder, next to this package in the workspace. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
