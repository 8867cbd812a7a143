import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

export interface AppOptions {
  /** The built web app (packages/web/dist); not served when absent. */
  webDir?: string;
}

/** The HTTP API and, when built, the web app. Tested with `app.request()`, no socket needed. */
export function createApp(opts: AppOptions = {}): Hono {
  const app = new Hono();
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json({ error: `no route ${c.req.method} ${c.req.path}` }, 404)
      : c.text('Not found', 404),
  );
  app.onError((err, c) => {
    console.error(err);
    return c.json({ error: 'internal error' }, 500);
  });
  if (opts.webDir && existsSync(opts.webDir)) {
    const root = opts.webDir;
    app.use('/*', serveStatic({ root }));
    app.get('/*', serveStatic({ root, path: 'index.html' }));
  }
  return app;
}

/** The web app's build folder, next to this package in the workspace. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
