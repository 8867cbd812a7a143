import { type ServerType, serve } from '@hono/node-server';
import { type AppOptions, createApp } from './app.js';

export interface ServeOptions extends AppOptions {
  host?: string;
  port?: number;
}

/** Start the server; resolves once it listens, with the address and a close function. */
export function startServer(opts: ServeOptions = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const app = createApp(opts);
  const hostname = opts.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    let server: ServerType | undefined;
    try {
      server = serve({ fetch: app.fetch, hostname, port: opts.port ?? 4040 }, (info) => {
        resolve({
          url: `http://${hostname}:${info.port}`,
          close: () => new Promise<void>((done) => server?.close(() => done())),
        });
      });
      server.on('error', reject);
    } catch (e) {
      reject(e);
    }
  });
}
