import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, defaultDatabasePath, sqliteSetupStore } from '../src/index.js';
import { fuzzRuns, getJson, JSON_HEADERS, send } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cogitator-setups-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let tick = 0;
const clock = () => new Date(Date.UTC(2025, 0, 1, 0, 0, tick++));

describe('saved calculator setups', () => {
  it('the database file and its folder are created on first use, not before', async () => {
    const path = join(dir, 'nested', 'cogitator.db');
    const store = sqliteSetupStore(path, clock);
    const app = createApp({ setups: store });
    expect(existsSync(path)).toBe(false);
    expect(await getJson(app, '/api/setups')).toEqual({ status: 200, body: { setups: [] } });
    expect(existsSync(path)).toBe(true);
    store.close();
  });

  it('saves, lists by name, opens, replaces by name and deletes', async () => {
    const store = sqliteSetupStore(join(dir, 'a.db'), clock);
    const app = createApp({ setups: store });
    const a = await send(app, 'POST', '/api/setups', { name: 'Raider vs Earthshakers', query: '?a=abc' });
    expect(a.status).toBe(201);
    const setup = a.body.setup as { id: number; name: string; query: string; createdAt: string };
    expect(setup).toEqual({
      id: 1,
      name: 'Raider vs Earthshakers',
      query: '?a=abc',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    await send(app, 'POST', '/api/setups', { name: 'alpha strike', query: '?a=x&b=y' });
    const again = await send(app, 'POST', '/api/setups', { name: 'Raider vs Earthshakers', query: '?a=def' });
    expect(again.status).toBe(200);
    expect(again.body.setup).toMatchObject({ id: 1, query: '?a=def', createdAt: '2025-01-01T00:00:00.000Z' });
    const list = await getJson(app, '/api/setups');
    expect((list.body.setups as { name: string }[]).map((s) => s.name)).toEqual([
      'alpha strike',
      'Raider vs Earthshakers',
    ]);
    expect((await getJson(app, '/api/setups/1')).body.setup).toMatchObject({ name: 'Raider vs Earthshakers' });
    expect(await send(app, 'DELETE', '/api/setups/1')).toEqual({ status: 200, body: { deleted: 1 } });
    expect(await send(app, 'DELETE', '/api/setups/1')).toEqual({
      status: 404,
      body: { error: 'no setup 1', field: 'id' },
    });
    expect((await getJson(app, '/api/setups/1')).status).toBe(404);
    store.close();
    // Persisted: a new store on the same file sees what was saved.
    const reopened = sqliteSetupStore(join(dir, 'a.db'));
    expect(reopened.list().map((s) => s.name)).toEqual(['alpha strike']);
    reopened.close();
  });

  it('validates names, queries and ids with the field named', async () => {
    const store = sqliteSetupStore(':memory:');
    const app = createApp({ setups: store });
    expect(await send(app, 'POST', '/api/setups', { name: '  ', query: '?a=1' })).toEqual({
      status: 400,
      body: { error: 'body.name: give the setup a name', field: 'body.name' },
    });
    const q = await send(app, 'POST', '/api/setups', { name: 'x', query: 'a b' });
    expect(q.body.field).toBe('body.query');
    for (const id of ['0', 'abc', '1.5', '..%2Fx', '99999999999999']) {
      const r = await getJson(app, `/api/setups/${id}`);
      expect(r.status, id).toBe(400);
      expect(r.body.field).toBe('id');
    }
    store.close();
  });

  it('the default database lives beside the catalogue, under COGITATOR_HOME', () => {
    expect(defaultDatabasePath({ COGITATOR_HOME: '/tmp/cog-home' })).toBe('/tmp/cog-home/cogitator.db');
  });

  it('never answers 500, whatever the body', async () => {
    const store = sqliteSetupStore(':memory:');
    const app = createApp({ setups: store });
    const body = fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({ name: fc.string({ maxLength: 120 }), query: fc.oneof(fc.string(), fc.webQueryParameters()) })
        .map((v) => JSON.stringify({ ...v, query: `?${v.query}` })),
    );
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await app.request('/api/setups', { method: 'POST', body: b, headers: JSON_HEADERS });
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        // 409: the quota of saved setups is reached.
        expect([200, 201, 400, 409]).toContain(res.status);
      }),
      { numRuns: fuzzRuns(300) },
    );
    expect(seen.get(201) ?? 0).toBeGreaterThan(0);
    expect(store.list().length).toBe(seen.get(201));
    store.close();
  });
});
