import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ArmyList } from '@cogitator/engine';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, sqliteListStore } from '../src/index.js';
import { fuzzRuns, getJson, JSON_HEADERS, miniSource, send } from './helpers.js';

/** The list routes over the mini catalogue (Test Captain, Test Squad, Test Tank of the Test Faction). */

const dir = mkdtempSync(join(tmpdir(), 'cogitator-lists-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A Warhammer 40,000 app export naming the mini catalogue's units. */
const APP_TEXT = `Test army (200 Points)

Test Faction
Test Host
Strike Force (2000 Points)

CHARACTERS

Test Captain (80 Points)
  • Warlord
  • Enhancements: Test Relic

BATTLELINE

Test Squad (100 Points)
  • 5x Test Marine
`;

let tick = 0;
const clock = () => new Date(Date.UTC(2025, 0, 1, 0, 0, tick++));

function app(db = ':memory:') {
  return createApp({ catalogue: miniSource(), lists: sqliteListStore(db, clock) });
}

type Read = {
  format: string;
  formatName: string;
  list: ArmyList;
  points: { total: number; units: { unit: string; computed: number | null }[] } | null;
  findings: { severity: string; rule: string; ruleName: string; message: string; line?: number }[];
  catalogue: boolean;
};

describe('list routes', () => {
  it('POST /api/lists/read: units with their lines, points by the list and by the catalogue, findings with rule names', async () => {
    const r = await send(app(), 'POST', '/api/lists/read', { text: APP_TEXT });
    expect(r.status).toBe(200);
    const body = r.body as unknown as Read;
    expect(body.format).toBe('gw-app');
    expect(body.formatName).toBe('Warhammer 40,000 app text');
    expect(body.catalogue).toBe(true);
    expect(body.list.units.map((u) => [u.id, u.name, u.line, u.statedPoints, u.warlord, u.enhancement])).toEqual([
      ['u1', 'Test Captain', 9, 80, true, 'Test Relic'],
      ['u2', 'Test Squad', 15, 100, false, null],
    ]);
    expect(body.list.units.every((u) => u.datasheet?.startsWith('wahapedia:'))).toBe(true);
    expect(body.points?.units.map((p) => p.unit)).toEqual(['u1', 'u2']);
    for (const f of body.findings) expect(f.ruleName).toMatch(/\w/);
  });

  it('POST /api/lists/check re-checks an edited list; /export writes every format, the JSON one reads back', async () => {
    const a = app();
    const read = (await send(a, 'POST', '/api/lists/read', { text: APP_TEXT })).body as unknown as Read;
    const edited = { ...read.list, units: [...read.list.units, { ...read.list.units[0]!, id: 'u3', line: undefined }] };
    delete (edited.units[2] as { line?: number }).line;
    const checked = (await send(a, 'POST', '/api/lists/check', { list: edited })).body as unknown as Read;
    // Two Warlords and the same Enhancement twice: both are errors naming their rule.
    const errors = checked.findings.filter((f) => f.severity === 'error');
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(new Set(errors.map((f) => f.rule)).size).toBeGreaterThanOrEqual(2);
    const formats = (await getJson(a, '/api/lists/formats')).body.formats as { id: string }[];
    expect(formats.map((f) => f.id)).toEqual(['gw', 'nr', 'json']);
    for (const { id } of formats) {
      const out = await send(a, 'POST', '/api/lists/export', { list: read.list, format: id });
      expect(out.status, id).toBe(200);
      const text = out.body.text as string;
      expect(text, id).toContain('Test Captain');
      const back = (await send(a, 'POST', '/api/lists/read', { text, source: `x.${id === 'json' ? 'json' : 'txt'}` }))
        .body as unknown as Read;
      expect(
        back.list.units.map((u) => u.name),
        id,
      ).toEqual(['Test Captain', 'Test Squad']);
    }
  });

  it('saves, lists, opens, replaces by name and deletes lists in SQLite (kept across restarts)', async () => {
    const path = join(dir, 'lists.db');
    const a = app(path);
    const read = (await send(a, 'POST', '/api/lists/read', { text: APP_TEXT })).body as unknown as Read;
    const first = await send(a, 'POST', '/api/lists', { name: 'Test army', list: read.list });
    expect(first.status).toBe(201);
    expect(first.body.saved).toMatchObject({ id: 1, name: 'Test army' });
    const again = await send(a, 'POST', '/api/lists', { name: 'TEST ARMY', list: { ...read.list, name: 'v2' } });
    expect(again.status).toBe(200);
    expect((await getJson(a, '/api/lists')).body.lists).toEqual([
      { id: 1, name: 'TEST ARMY', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:01.000Z' },
    ]);
    const reopened = app(path);
    expect(((await getJson(reopened, '/api/lists/1')).body.saved as { list: ArmyList }).list.name).toBe('v2');
    expect(await send(reopened, 'DELETE', '/api/lists/1')).toEqual({ status: 200, body: { deleted: 1 } });
    expect(await getJson(reopened, '/api/lists/1')).toEqual({ status: 404, body: { error: 'no list 1', field: 'id' } });
    expect((await getJson(reopened, '/api/lists/x')).status).toBe(400);
  });

  it('reads the shared BattleScribe roster uploaded as base64', async () => {
    const bytes = readFileSync('/work/shared/data/lists/battlescribe/01.LoV.Leviathan.v0102.rosz');
    const r = await send(app(), 'POST', '/api/lists/read', {
      base64: bytes.toString('base64'),
      source: '01.LoV.Leviathan.v0102.rosz',
    });
    expect(r.status).toBe(200);
    expect((r.body as unknown as Read).format).toBe('battlescribe');
    expect((r.body as unknown as Read).list.units.length).toBeGreaterThan(3);
  });

  it('bad bodies are located 4xx errors, never a 500 (fast-check over every route)', async () => {
    const a = app();
    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.record({ text: fc.string({ maxLength: 400 }) }),
      fc.record({ text: fc.string({ maxLength: 400 }).map((s) => `${APP_TEXT}${s}`) }),
      fc.record({ base64: fc.base64String({ maxLength: 200 }), source: fc.constantFrom('a.rosz', 'b.ros', 'c.json') }),
      fc.record({ list: fc.jsonValue() }),
      fc.record({ list: fc.anything(), format: fc.string() }),
      fc.record({ name: fc.string(), list: fc.jsonValue() }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/lists/read', '/api/lists/check', '/api/lists/export', '/api/lists'),
        bodies,
        async (path, body) => {
          const res = await a.request(path, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
          expect(res.status, `${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) expect(((await res.json()) as { error: string }).error).toMatch(/\w/);
        },
      ),
      { numRuns: fuzzRuns(150) },
    );
  });
});
