import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeShared, seedPath } from '../../../testing/shared.js';
import { createApp } from '../src/index.js';
import { fuzzRuns, JSON_HEADERS, miniSource, send } from './helpers.js';

const app = createApp({ catalogue: miniSource(), maxBodyBytes: 64 * 1024 });

/** A page of the mini export's Test Squad that lost its statline and gives other points. */
const PAGE = [
  'Test Faction – Test Squad',
  'RANGED WEAPONS | RANGE | A | BS | S | AP | D | |',
  '| Test rifle [rapid fire 1] | |||||||',
  '| Test rifle [rapid fire 1] | 24" | 2 | 3+ | 5 | 0 | 1 | |',
  'UNIT COMPOSITION',
  '- 1 Sergeant',
  '- 4-9 Troopers',
  '| 5 models | 95 |',
  'KEYWORDS: INFANTRY',
  'FACTION KEYWORDS:',
  'TEST FACTION',
].join('\n');

interface ParseReply {
  page: {
    datasheet: { id: string; name: string; weapons: { name: string }[]; profiles: { toughness: number | null }[] };
  };
  warnings: { code: string; message: string; where: { line: number; field: string } }[];
  completion: { match: { id: string }; filled: { field: string; text: string }[]; conflicts: unknown[] } | null;
  catalogue: string | null;
}

describe('POST /api/parse', () => {
  it('parses the page, says what is missing and fills it from the catalogue', async () => {
    const r = await send(app, 'POST', '/api/parse', { text: PAGE, source: 'squad.txt' });
    expect(r.status).toBe(200);
    const b = r.body as unknown as ParseReply;
    expect(b.page.datasheet.id).toBe('seed:squad');
    expect(b.page.datasheet.weapons.map((w) => w.name)).toEqual(['Test rifle']);
    expect(b.warnings[1]).toMatchObject({
      code: 'missing',
      message: 'Sergeant: T is missing (the page has no statline); left empty',
      where: { line: 6, field: 'profiles[0].toughness' },
    });
    expect(b.completion?.match.id).toBe('wahapedia:000000002');
    expect(b.completion?.filled.find((f) => f.field === 'profiles[1].toughness')?.text).toBe('4');
    expect(b.completion?.conflicts).toEqual([
      { field: 'points', page: '5 models: 95 pts', catalogue: '5 models: 90 pts' },
    ]);
    expect(b.catalogue).toBeNull();
  });

  it('without a catalogue the page is still parsed, and the reply says why nothing was filled', async () => {
    const r = await send(createApp(), 'POST', '/api/parse', { text: PAGE });
    const b = r.body as unknown as ParseReply;
    expect(r.status).toBe(200);
    expect(b.page.datasheet.id).toBe('seed:test-faction-test-squad');
    expect(b.completion).toBeNull();
    expect(b.catalogue).toBe('the catalogue is not available on this server');
  });

  it('text that is not a datasheet page is a 400 that says where', async () => {
    const r = await send(app, 'POST', '/api/parse', { text: 'hello' });
    expect(r).toEqual({
      status: 400,
      body: {
        error: 'line 1: not a datasheet page: the first line should be "Faction – Datasheet name", found "hello"',
      },
    });
  });

  it('validates the body, naming the field', async () => {
    expect(await send(app, 'POST', '/api/parse', { text: '' })).toEqual({
      status: 400,
      body: { error: 'body.text: the page text is empty', field: 'body.text' },
    });
    const r = await send(app, 'POST', '/api/parse', { text: PAGE, source: '../../etc/passwd' });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('body.source');
    expect((await send(app, 'POST', '/api/parse', ['x'])).body.field).toBe('body');
  });

  it('never answers 500, whatever the body', async () => {
    const lines = fc.array(
      fc.oneof(
        fc.constantFrom(...PAGE.split('\n'), '| 2 models | 110 |', 'ABILITIES', 'CORE: Deep Strike', 'LEADER', ''),
        fc.string(),
      ),
      { maxLength: 20 },
    );
    const body = fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({ text: lines.map((l) => ['Test Faction – Test Squad', ...l].join('\n')) })
        .map((v) => JSON.stringify(v)),
      fc.record({ text: fc.string(), source: fc.string({ maxLength: 30 }) }).map((v) => JSON.stringify(v)),
    );
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await app.request('/api/parse', { method: 'POST', body: b, headers: JSON_HEADERS });
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        expect([200, 400]).toContain(res.status);
        await res.json();
      }),
      { numRuns: fuzzRuns(300) },
    );
    expect(seen.get(200) ?? 0).toBeGreaterThan(0);
  });
});

describeShared('POST /api/parse with the seed pages', [seedPath('earthshakers')], () => {
  it('reads seed 004 (Cthonian Earthshakers): its four weapons', async () => {
    const text = readFileSync(seedPath('earthshakers'), 'utf8');
    const r = await send(createApp({ maxBodyBytes: 1024 * 1024 }), 'POST', '/api/parse', { text });
    const b = r.body as unknown as ParseReply;
    expect(r.status).toBe(200);
    expect(b.page.datasheet.weapons.map((w) => w.name)).toEqual([
      'Autoch-pattern bolt pistol',
      'Breacher ordnance',
      'Tremor shells',
      'Plasma picks',
    ]);
  });
});
