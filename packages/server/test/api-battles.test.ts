import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCatalogue } from '@cogitator/data';
import { type DecisionRequest, type GameState, loadBattle, stateHash } from '@cogitator/engine';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeShared, LISTS_DIR, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { catalogueFromFile, createApp } from '../src/index.js';
import { fuzzRuns, getJson, miniSource, send } from './helpers.js';

interface View {
  id: string;
  seq: number;
  hash: string;
  events: number;
  pending: DecisionRequest | null;
  canUndo: [boolean, boolean];
  state: GameState;
}
interface LogRow {
  index: number;
  words: string | null;
  by?: string;
  event: { type: string };
}

const DEMO = { armies: [{ demo: true }, { demo: true }] };

async function create(app: ReturnType<typeof createApp>, body: unknown = DEMO) {
  const r = await send(app, 'POST', '/api/battles', body);
  expect(r.status).toBe(201);
  return r.body.battle as View;
}

async function command(app: ReturnType<typeof createApp>, b: View, action: unknown, player = b.pending?.player ?? 0) {
  return send(app, 'POST', `/api/battles/${b.id}/commands`, { seq: b.seq, player, action });
}

describe('battles over HTTP: the same decide, the log in words', () => {
  it('creates a demo battle waiting in Declare Battle Formations, with the options to choose', async () => {
    const app = createApp({ catalogue: miniSource() });
    const b = await create(app, { ...DEMO, mission: 'take-and-hold', layout: 'mixed', seed: 3 });
    expect(b.pending?.kind).toBe('declare-formations');
    expect(b.pending?.options.map((o) => o.label)).toContain('attach Captain (p1u3) to Veteran Squad (p1u2)');
    expect(b.state.terrain?.features.length).toBeGreaterThan(0);
    const got = await getJson(app, `/api/battles/${b.id}`);
    expect((got.body.battle as View).hash).toBe(b.hash);
  });

  it('a command goes through decide: accepted with its events in words, or refused with the reason (422)', async () => {
    const app = createApp({ catalogue: miniSource() });
    const b = await create(app);
    const wrong = await command(app, b, { type: 'end-formations' }, 1);
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toBe("it is player 1's decision (declare-formations), not player 2's");
    const r = await command(app, b, { type: 'attach-leader', leader: 'p1u3', bodyguard: 'p1u2' });
    expect(r.status).toBe(200);
    expect((r.body.log as LogRow[]).map((l) => l.words).filter(Boolean)).toEqual([
      'Captain (p1u3) leads Veteran Squad (p1u2)',
    ]);
    const after = r.body.battle as View;
    expect(after.state.units.p1u3?.attachedTo).toBe('p1u2');
    const stale = await command(app, b, { type: 'end-formations' });
    expect(stale.status).toBe(422);
    expect(stale.body.error).toBe(`stale command: it was made at event 0, the battle is at event ${after.seq}`);
    // Undo where the rules allow it: the move back to the state before, hash and all.
    const undo = await send(app, 'POST', `/api/battles/${b.id}/undo`, { player: 0 });
    expect(undo.status).toBe(200);
    expect((undo.body.battle as View).hash).toBe(b.hash);
    const none = await send(app, 'POST', `/api/battles/${b.id}/undo`, { player: 1 });
    expect(none).toMatchObject({ status: 409, body: { error: 'player 2 has made no command to take back' } });
  });

  it('against the bot: the server answers player 2 and the log says who made each command', async () => {
    const app = createApp({ catalogue: miniSource() });
    const b = await create(app, { ...DEMO, bot: 2, autoPass: [1] });
    const r = await command(app, b, { type: 'end-formations' });
    expect(r.status).toBe(200);
    const log = r.body.log as LogRow[];
    expect(log.some((l) => l.by === 'bot (player 2)')).toBe(true);
    const now = r.body.battle as View;
    // The bot declared its formations; player 1 deploys first.
    expect(now.pending).toMatchObject({ player: 0, kind: 'deploy-unit' });
    // The whole log, paged; the file replays to the same state hash.
    const events = await getJson(app, `/api/battles/${b.id}/events?from=0&limit=2000`);
    expect(events.body.total).toBe(now.events);
    const file = await app.request(`/api/battles/${b.id}/file`);
    expect(file.headers.get('content-disposition')).toContain('cogitator-battle-');
    expect(stateHash(loadBattle(await file.text()).state)).toBe(now.hash);
  });

  it('bad input is a 4xx naming the field, never a 500', async () => {
    const app = createApp({ catalogue: miniSource() });
    expect(await send(app, 'POST', '/api/battles', { armies: [{ demo: true }] })).toMatchObject({ status: 400 });
    expect(await send(app, 'POST', '/api/battles', { ...DEMO, layout: 'moon' })).toMatchObject({
      status: 400,
      body: { error: 'layout: no layout "moon"', field: 'layout' },
    });
    expect(await send(app, 'POST', '/api/battles', { ...DEMO, mission: 'nope' })).toMatchObject({
      status: 400,
      body: { field: 'mission' },
    });
    expect(await getJson(app, '/api/battles/b999')).toMatchObject({ status: 404 });
    expect(await getJson(app, '/api/battles/..%2Fetc')).toMatchObject({ status: 400 });
    const list = await send(app, 'POST', '/api/battles', { armies: [{ list: 'not a list at all' }, { demo: true }] });
    expect(list.status).toBe(400);
    expect(list.body.field).toBe('armies[0].list');
  });

  it('fast-check bodies on every battle route: never a 500', async () => {
    const app = createApp({ catalogue: miniSource() });
    const b = await create(app);
    const anyJson = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.record({
        armies: fc.oneof(fc.constant(DEMO.armies), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 })),
        mission: fc.oneof(fc.constantFrom('take-and-hold', 'linchpin', 'x'), fc.string()),
        layout: fc.oneof(fc.constantFrom('none', 'mixed'), fc.string()),
        seed: fc.oneof(fc.integer(), fc.double()),
        bot: fc.oneof(fc.constantFrom(1, 2), fc.jsonValue()),
      }),
    );
    const action = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({
        type: fc.constantFrom('deploy', 'normal-move', 'shoot', 'pass', 'end-formations', 'attach-leader', 'zzz'),
        unit: fc.constantFrom('p1u1', 'p2u3', ''),
        leader: fc.constantFrom('p1u3', 'p2u3'),
        bodyguard: fc.constantFrom('p1u1', 'p1u2'),
        positions: fc.dictionary(fc.string(), fc.record({ x: fc.double(), y: fc.double() }), { maxKeys: 3 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(anyJson, action, fc.integer({ min: -2, max: 40 }), async (create, a, seq) => {
        const r1 = await send(app, 'POST', '/api/battles', create);
        expect(r1.status).toBeLessThan(500);
        const r2 = await send(app, 'POST', `/api/battles/${b.id}/commands`, { seq, player: seq & 1, action: a });
        expect(r2.status).toBeLessThan(500);
        const r3 = await send(app, 'POST', `/api/battles/${b.id}/undo`, a);
        expect(r3.status).toBeLessThan(500);
        const r4 = await getJson(app, `/api/battles/${b.id}/events?from=${seq}&limit=${seq}`);
        expect(r4.status).toBeLessThan(500);
      }),
      { numRuns: fuzzRuns(60) },
    );
  });
});

describeShared('battles from two army lists (real catalogue)', [WAHAPEDIA_DIR, LISTS_DIR], () => {
  const dir = mkdtempSync(join(tmpdir(), 'cogitator-battles-'));
  const catalogue = join(dir, 'catalogue.json');
  beforeAll(async () => {
    await importCatalogue([WAHAPEDIA_DIR], catalogue);
  }, 180_000);

  it('sets up a battle from two lists as pasted text, on a mission deck mission and a layout', async () => {
    const app = createApp({ catalogue: catalogueFromFile(catalogue) });
    const text = readFileSync(join(LISTS_DIR, 'gw-app', 'example1.txt'), 'utf8');
    const b = await create(app, {
      armies: [{ list: text }, { list: text, filename: 'example1.txt' }],
      mission: 'take-and-hold',
      deployment: 'dawn-of-war',
      layout: 'ruins-heavy',
    });
    expect(Object.values(b.state.units).filter((u) => u.player === 0)).toHaveLength(14);
    expect(b.state.units.p1u1?.name).toBe('Bjorn the Fell-Handed');
    expect(b.pending?.kind).toBe('declare-formations');
  });
});
