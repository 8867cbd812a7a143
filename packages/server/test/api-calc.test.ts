import { runScenario } from '@cogitator/engine';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, workerCalcRunner } from '../src/index.js';
import { fuzzRuns, JSON_HEADERS, send } from './helpers.js';

const runner = workerCalcRunner({ timeoutMs: 3000 });
const app = createApp({ calc: runner, maxBodyBytes: 64 * 1024 });
afterAll(() => runner.close());

const scenario = {
  attacker: {
    weapons: [
      {
        name: 'Bolt rifle',
        models: 10,
        attacks: '1',
        skill: 3,
        strength: 4,
        ap: -1,
        damage: '1',
        abilities: ['sustained hits 1'],
      },
    ],
  },
  defender: { models: 5, toughness: 4, save: 3, wounds: 2, keywords: ['INFANTRY'] },
};

describe('POST /api/calc', () => {
  it('evaluates a scenario in a worker: the same summary as the engine', async () => {
    const r = await send(app, 'POST', '/api/calc', scenario);
    expect(r.status).toBe(200);
    const expected = runScenario(scenario);
    if (!expected.ok) throw new Error(expected.error);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(expected.summary)));
    expect((r.body.modelsDestroyed as { mean: number }).mean.toFixed(4)).toBe('0.7939');
  });

  it('a bad scenario is a 400 naming the field', async () => {
    const bad = { ...scenario, defender: { ...scenario.defender, toughness: 0 } };
    const r = await send(app, 'POST', '/api/calc', bad);
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('defender.toughness');
    expect(r.body.error).toMatch(/^defender\.toughness: Too small/);
  });

  it('a body that is not JSON is a 400; a body over the limit is a 413', async () => {
    const r = await send(app, 'POST', '/api/calc', '{"attacker":');
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/^body: not valid JSON/);
    const big = await send(app, 'POST', '/api/calc', { pad: 'x'.repeat(70 * 1024) });
    expect(big).toEqual({ status: 413, body: { error: 'body: larger than 64 KiB', field: 'body' } });
  });

  it('sizes beyond the limits are refused with the field named', async () => {
    const weapon = { ...scenario.attacker.weapons[0], models: 100_000 };
    const r = await send(app, 'POST', '/api/calc', { ...scenario, attacker: { weapons: [weapon] } });
    expect(r).toEqual({
      status: 400,
      body: {
        error: 'attacker.weapons[0].models: 100000 x up to 1 attacks is over the limit of 2000',
        field: 'attacker.weapons[0].models',
      },
    });
  });

  it('a calculation over the time limit is stopped (422) and the next one still runs', async () => {
    const slow = workerCalcRunner({ timeoutMs: 50 });
    const heavy = {
      attacker: {
        weapons: [0, 1, 2].map((i) => ({
          name: `gun ${i}`,
          attacks: 60,
          skill: 3,
          strength: 4,
          ap: -1,
          damage: 'D3',
          abilities: ['sustained hits 1', 'devastating wounds'],
        })),
      },
      defender: { models: 20, toughness: 4, save: 3, wounds: 3, feelNoPain: 5 },
    };
    const slowApp = createApp({ calc: slow });
    try {
      const r = await send(slowApp, 'POST', '/api/calc', heavy);
      expect(r).toEqual({
        status: 422,
        body: { error: 'the calculation did not finish within 0.05 s of the request; try fewer attacks or weapons' },
      });
    } finally {
      await slow.close();
    }
    expect((await send(app, 'POST', '/api/calc', scenario)).status).toBe(200);
  });

  it('never answers 500, whatever the body', async () => {
    // Mostly valid values, sometimes not: so bodies reach the engine as well as the validation.
    const mostly = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) =>
      fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: bad, weight: 1 });
    const weapon = fc.record({
      name: mostly(fc.string({ minLength: 1 }), fc.constant('')),
      models: mostly(fc.integer({ min: 1, max: 10 }), fc.oneof(fc.integer({ min: -2, max: 0 }), fc.double())),
      type: mostly(fc.constantFrom('ranged', 'melee'), fc.constant('psychic')),
      attacks: mostly(fc.constantFrom('D6', '2D6+1', 'D3', '3', 2), fc.constantFrom('D7', '', '21D6', -1)),
      skill: mostly(fc.integer({ min: 2, max: 6 }), fc.constantFrom(0, 7, null)),
      strength: mostly(fc.integer({ min: 1, max: 16 }), fc.constant(0)),
      ap: mostly(fc.integer({ min: -4, max: 0 }), fc.constant(1)),
      damage: mostly(fc.constantFrom('D6', 'D3+1', '2', 1), fc.constant('x')),
      abilities: fc.array(
        mostly(
          fc.constantFrom(
            'lethal hits',
            'sustained hits D3',
            'devastating wounds',
            'anti-infantry 4+',
            'blast',
            'torrent',
          ),
          fc.constant('???'),
        ),
        { maxLength: 3 },
      ),
    });
    const defender = fc.record({
      models: mostly(fc.integer({ min: 1, max: 20 }), fc.constant(0)),
      toughness: mostly(fc.integer({ min: 1, max: 14 }), fc.constant(0)),
      save: mostly(fc.integer({ min: 2, max: 7 }), fc.constant(1)),
      wounds: mostly(fc.integer({ min: 1, max: 12 }), fc.constant(0)),
      invulnerable: mostly(fc.oneof(fc.constant(null), fc.integer({ min: 2, max: 6 })), fc.constant(7)),
      feelNoPain: mostly(fc.oneof(fc.constant(null), fc.integer({ min: 2, max: 6 })), fc.constant(1)),
      keywords: fc.array(fc.constantFrom('INFANTRY', 'VEHICLE', 'CHARACTER')),
      abilities: fc.array(mostly(fc.constantFrom('Stealth', 'Feel No Pain 5+'), fc.constant('nonsense')), {
        maxLength: 2,
      }),
    });
    const body = fc.oneof(
      fc.string().map((s) => s),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({
          attacker: fc.record({ weapons: fc.array(weapon, { maxLength: 2 }) }),
          defender,
          conditions: fc.record(
            {
              stealth: fc.boolean(),
              cover: fc.boolean(),
              hitModifier: fc.integer({ min: -3, max: 3 }),
              rerollHits: mostly(fc.constantFrom('none', 'ones', 'failed'), fc.constant('all')),
            },
            { requiredKeys: [] },
          ),
        })
        .map((v) => JSON.stringify(v)),
    );
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await app.request('/api/calc', { method: 'POST', body: b, headers: JSON_HEADERS });
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        expect([200, 400, 422]).toContain(res.status);
        const json = (await res.json()) as { error?: string };
        if (res.status !== 200) expect(json.error).toMatch(/\S/);
      }),
      { numRuns: fuzzRuns(150) },
    );
    // The bodies reach the engine: some are evaluated, most are refused.
    expect(seen.get(200) ?? 0).toBeGreaterThan(0);
    expect(seen.get(400) ?? 0).toBeGreaterThan(0);
  });
});
