import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, startServer } from '../src/index.js';

const web = mkdtempSync(join(tmpdir(), 'cogitator-web-'));
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>Cogitator</title>');
writeFileSync(join(web, 'assets', 'main-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(web, { recursive: true, force: true }));

describe('HTTP API', () => {
  it('answers the health check', async () => {
    const res = await createApp().request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('serves the coverage report: every rule with its support per part', async () => {
    const res = await createApp().request('/api/coverage');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { rows: { group: string; name: string; lists: string }[]; summary: object };
    expect(body.rows.find((r) => r.name === 'Rule of Three')).toMatchObject({
      group: 'Army building',
      lists: 'automated',
    });
    expect(Object.keys(body.summary)).toEqual(['calculator', 'game', 'lists']);
  });

  it('answers unknown API routes with a JSON 404 naming the route', async () => {
    const res = await createApp().request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'no route GET /api/nope' });
  });

  it('serves the web app: hashed assets cached for good, every page path gets index.html', async () => {
    const app = createApp({ webDir: web });
    const asset = await app.request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/calc?a=xyz', '/datasheets/wahapedia:000000391']) {
      const page = await app.request(path);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain('<title>Cogitator</title>');
    }
    expect((await app.request('/api/datasheets/x:1')).headers.get('content-type')).toMatch(/json/);
  });

  it('with the web app served, an unknown /api route is still a JSON 404 (never the app page with 200)', async () => {
    const app = createApp({ webDir: web });
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/api/lists/x/y/z'],
      ['GET', '/api'],
      ['POST', '/api/nope'],
      ['DELETE', '/api/setups'],
    ] as const) {
      const res = await app.request(path, { method, headers: { 'content-type': 'application/json' } });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/json/);
      expect(await res.json()).toEqual({ error: `no route ${method} ${path}` });
    }
  });

  it('startServer listens on 127.0.0.1 and closes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cogitator-serve-'));
    const s = await startServer({
      port: 0,
      webDir: web,
      cataloguePath: join(dir, 'none.json'),
      dbPath: join(dir, 'x.db'),
    });
    try {
      expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${s.url}/api/factions`);
      expect(res.status).toBe(503);
    } finally {
      await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
