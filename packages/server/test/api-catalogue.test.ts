import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueFromFile, createApp } from '../src/index.js';
import { getJson, miniSource } from './helpers.js';

const app = createApp({ catalogue: miniSource() });

describe('GET /api/factions', () => {
  it('lists factions with their datasheet counts', async () => {
    expect(await getJson(app, '/api/factions')).toEqual({
      status: 200,
      body: { factions: [{ id: 'wahapedia:TF', name: 'Test Faction', group: null, datasheets: 3 }] },
    });
  });

  it('says how to build a catalogue when there is none (503)', async () => {
    const missing = join('/nonexistent', 'catalogue.json');
    const r = await getJson(createApp({ catalogue: catalogueFromFile(missing) }), '/api/factions');
    expect(r.status).toBe(503);
    expect(r.body.error).toBe(
      '/nonexistent/catalogue.json: no catalogue here yet: run `cogitator data import <dir>...` first',
    );
  });

  it('without any catalogue configured the routes answer 503, not 500', async () => {
    const r = await getJson(createApp(), '/api/datasheets?q=x');
    expect(r).toEqual({ status: 503, body: { error: 'the catalogue is not available on this server' } });
  });
});

describe('GET /api/datasheets', () => {
  it('searches forgiving typos and case, best first', async () => {
    const r = await getJson(app, '/api/datasheets?q=tset%20SQAUD');
    expect(r.status).toBe(200);
    const rows = r.body.datasheets as { name: string; points: number | null; score: number }[];
    expect(rows[0]).toMatchObject({
      id: 'wahapedia:000000002',
      name: 'Test Squad',
      faction: 'Test Faction',
      points: 90,
    });
  });

  it('lists a faction by name when no words are given, sorted and limited', async () => {
    const r = await getJson(app, '/api/datasheets?faction=test%20faction&limit=2');
    expect((r.body.datasheets as { name: string }[]).map((d) => d.name)).toEqual(['Test Captain', 'Test Squad']);
  });

  it('validates the query with a message naming the field', async () => {
    expect(await getJson(app, '/api/datasheets')).toEqual({
      status: 400,
      body: { error: 'q: give search words (q) or a faction', field: 'q' },
    });
    const bad = await getJson(app, '/api/datasheets?q=x&limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('query.limit');
    expect(bad.body.error).toMatch(/^query\.limit: /);
    expect((await getJson(app, '/api/datasheets?q=x&nope=1')).body.field).toBe('query');
    expect(await getJson(app, '/api/datasheets?faction=Orks')).toEqual({
      status: 404,
      body: { error: 'faction: no faction "Orks"', field: 'faction' },
    });
  });
});

describe('GET /api/datasheets/:id', () => {
  it('returns the datasheet with its faction, detachments, stratagems and enhancements', async () => {
    const r = await getJson(app, '/api/datasheets/wahapedia:000000001');
    expect(r.status).toBe(200);
    const b = r.body as Record<string, { name?: string; id?: string }[] & { name?: string }>;
    expect((r.body.datasheet as { name: string }).name).toBe('Test Captain');
    expect((r.body.faction as { name: string }).name).toBe('Test Faction');
    expect(b.detachments?.map((d) => d.name)).toEqual(['Test Host']);
    expect(b.stratagems?.map((s) => s.name)).toEqual(['TEST GAMBIT', 'TEST RE-ROLL']);
    expect(b.enhancements?.map((e) => e.name)).toEqual(['Test Relic']);
    expect(r.body.eligibleEnhancements).toEqual(['wahapedia:000000500001']);
  });

  it('404 for an unknown id; 400 for anything that is not an id (never read as a path)', async () => {
    expect(await getJson(app, '/api/datasheets/wahapedia:999')).toEqual({
      status: 404,
      body: { error: 'no datasheet wahapedia:999', field: 'id' },
    });
    for (const id of ['..%2F..%2Fetc%2Fpasswd', 'catalogue.json', '%00', 'a:b%2Fc']) {
      const r = await getJson(app, `/api/datasheets/${id}`);
      expect(r.status, id).toBe(400);
      expect(r.body.field).toBe('id');
    }
  });
});
