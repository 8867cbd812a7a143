import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';
import { fuzzRuns, getJson, miniSource } from './helpers.js';

/** One search over every kind of catalogue entry, and a detachment, Stratagem or Enhancement by id. */

type Hit = { kind: string; id: string; name: string; faction?: string; points?: number | null; cp?: number };

describe('GET /api/search and /api/rules', () => {
  const app = createApp({ catalogue: miniSource() });

  it('finds detachments, Enhancements and datasheets by name (typos forgiven), with points', async () => {
    const host = await getJson(app, '/api/search?q=test+hots');
    expect(host.status).toBe(200);
    const hits = host.body.hits as Hit[];
    expect(hits[0]).toMatchObject({ kind: 'detachment', name: 'Test Host', faction: 'Test Faction' });
    const relic = (await getJson(app, '/api/search?q=test+relic&kinds=enhancement')).body.hits as Hit[];
    expect(relic.map((h) => [h.kind, h.name, h.points])).toEqual([['enhancement', 'Test Relic', 20]]);
    const tank = (await getJson(app, '/api/search?q=tank&kinds=datasheet')).body.hits as Hit[];
    expect(tank.map((h) => h.name)).toEqual(['Test Tank']);
  });

  it('answers one detachment with its Stratagems and Enhancements, and one Enhancement', async () => {
    const [host] = (await getJson(app, '/api/search?q=Test+Host&kinds=detachment')).body.hits as Hit[];
    const d = await getJson(app, `/api/rules/detachment/${host!.id}`);
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({
      kind: 'detachment',
      item: { name: 'Test Host' },
      faction: { name: 'Test Faction' },
    });
    expect((d.body.enhancements as { name: string }[]).map((e) => e.name)).toEqual(['Test Relic']);
    const [relic] = (await getJson(app, '/api/search?q=Test+Relic&kinds=enhancement')).body.hits as Hit[];
    expect((await getJson(app, `/api/rules/enhancement/${relic!.id}`)).body).toMatchObject({
      kind: 'enhancement',
      item: { name: 'Test Relic', points: 20 },
    });
    expect(await getJson(app, '/api/rules/enhancement/wahapedia:999')).toEqual({
      status: 404,
      body: { error: 'no enhancement wahapedia:999', field: 'id' },
    });
    expect((await getJson(app, '/api/rules/weapon/wahapedia:1')).status).toBe(404);
  });

  it('bad queries are located 400s, never a 500', async () => {
    expect(await getJson(app, '/api/search')).toMatchObject({ status: 400, body: { field: 'query.q' } });
    expect(await getJson(app, '/api/search?q=x&kinds=weapon')).toMatchObject({ status: 400 });
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('q', 'kinds', 'faction', 'limit', 'x'), fc.string({ maxLength: 60 })),
        fc.string({ maxLength: 40 }),
        async (params, id) => {
          const res = await app.request(`/api/search?${new URLSearchParams(params)}`);
          expect(res.status).toBeLessThan(500);
          const rule = await app.request(`/api/rules/detachment/${encodeURIComponent(id)}`);
          expect(rule.status).toBeLessThan(500);
        },
      ),
      { numRuns: fuzzRuns(150) },
    );
  });
});

describe('datasheets of one name in one faction', () => {
  it('the Black Templars Land Raider Crusader is told from the Space Marines one (variant), not a second identical row', async () => {
    const { compileCatalogue } = await import('@cogitator/data');
    const { emptyDatasheet } = await import('@cogitator/engine');
    const { testSource } = await import('../../../testing/source.js');
    const { catalogueFromValue } = await import('../src/index.js');
    const ds = (id: string, fk: string[]) => ({
      ...emptyDatasheet(`wahapedia:${id}`, 'Land Raider Crusader', 'Space Marines'),
      factionKeywords: fk,
    });
    const c = compileCatalogue([
      testSource(
        { kind: 'wahapedia', path: '/w', snapshot: '2025-11-14', edition: '10e', hash: 'h' },
        {
          factions: [{ id: 'SM', name: 'Space Marines', rules: [] }],
          datasheets: [ds('66', ['ADEPTUS ASTARTES']), ds('4139', ['BLACK TEMPLARS', 'ADEPTUS ASTARTES'])],
        },
      ),
    ]);
    const a = createApp({ catalogue: catalogueFromValue(c) });
    const rows = (await getJson(a, '/api/datasheets?q=land+raider+crusader')).body.datasheets as {
      id: string;
      variant: string | null;
    }[];
    expect(rows.map((r) => [r.id, r.variant]).sort()).toEqual([
      ['wahapedia:4139', 'Black Templars'],
      ['wahapedia:66', null],
    ]);
    const hits = (await getJson(a, '/api/search?q=land+raider+crusader')).body.hits as Hit[] & { variant?: string }[];
    expect(hits.map((h) => (h as { variant?: string | null }).variant).sort()).toEqual(['Black Templars', null]);
  });
});
