import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApp, sqliteListStore, sqliteSetupStore } from '../src/index.js';
import { fuzzRuns, miniSource } from './helpers.js';

/**
 * Issue 19: the routes the other fuzz tests do not cover (catalogue reads, unknown paths) and the
 * guard in front of every route: random methods, paths, queries and headers are answered, never
 * with a 500 (FUZZ_RUNS=10000 for the count; a few hundred in the suite).
 */

const app = createApp({
  catalogue: miniSource(),
  setups: sqliteSetupStore(':memory:'),
  lists: sqliteListStore(':memory:'),
});

const PATHS = [
  '/api/factions',
  '/api/datasheets',
  '/api/datasheets/',
  '/api/health',
  '/api/setups/',
  '/api/lists/',
  '/api/battles/',
  '/api/rules/',
  '/api/',
  '/api',
];

const text = fc.string({ maxLength: 60, unit: fc.constantFrom('a', '%', '0', '.', '/', ' ', '\u00e9', '[', 'x') });

describe('any request is answered, never with a 500', () => {
  it('catalogue reads with random ids and queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('q', 'faction', 'limit', 'kinds', 'x'), fc.string({ maxLength: 60 })),
        fc.string({ maxLength: 80 }),
        async (params, id) => {
          const list = await app.request(`/api/datasheets?${new URLSearchParams(params)}`);
          expect(list.status, JSON.stringify(params)).toBeLessThan(500);
          const factions = await app.request(`/api/factions?${new URLSearchParams(params)}`);
          expect(factions.status).toBeLessThan(500);
          const one = await app.request(`/api/datasheets/${encodeURIComponent(id)}`);
          expect(one.status, id).toBeLessThan(500);
          if (one.status >= 400) expect(((await one.json()) as { error: string }).error).toMatch(/\w/);
        },
      ),
      { numRuns: fuzzRuns(200) },
    );
  });

  it('random methods, paths and headers through the guard', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        fc.constantFrom(...PATHS),
        text,
        fc.record(
          {
            host: fc.oneof(fc.constantFrom('127.0.0.1:4040', 'localhost', '[::1]:1', 'evil.example', ''), text),
            origin: fc.oneof(fc.constantFrom('null', 'http://127.0.0.1:4040', 'https://evil.example'), text),
            'content-type': fc.oneof(
              fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x'),
              text,
            ),
            'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
          },
          { requiredKeys: [] },
        ),
        fc.option(fc.oneof(fc.json(), text), { nil: undefined }),
        async (method, path, tail, headers, body) => {
          const init: RequestInit = { method, headers };
          if (body !== undefined && method !== 'GET') init.body = body;
          const res = await app.request(`http://127.0.0.1:4040${path}${encodeURI(tail)}`, init);
          expect(res.status, `${method} ${path}${tail} ${JSON.stringify(headers)}`).toBeLessThan(500);
        },
      ),
      { numRuns: fuzzRuns(300) },
    );
  });
});
