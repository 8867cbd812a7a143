import { readArmyList } from '@cogitator/data';
import {
  type ArmySetup,
  BOARDING_ACTIONS_RULESET,
  CORE_RULESET,
  DEMO_ARMIES,
  DEPLOYMENTS,
  InputError,
  LAYOUTS,
  layoutById,
  matchedMission,
  missionById,
  newBattle,
  type PlayerIndex,
  PRIMARY_MISSIONS,
  SECONDARY_MISSIONS,
  type StratagemWithText,
  saveBattle,
  toGameArmy,
  withTexts,
} from '@cogitator/engine';
import { Hono } from 'hono';
import { z } from 'zod';
import { type BattleStore, battleView, logSlice } from '../battles-store.js';
import type { CatalogueSource } from '../catalogue-source.js';
import { HttpError, jsonBody, validate } from '../http.js';

/** The largest army list accepted, in characters (the biggest shared roster is well under this). */
export const MAX_LIST_CHARS = 300_000;

const Player = z.union([z.literal(1), z.literal(2)]);

const ArmySpec = z.union([
  z.strictObject({ demo: z.literal(true) }),
  z.strictObject({
    /** The list's text in any format `cogitator list` reads. */
    list: z.string().min(1, 'paste a list').max(MAX_LIST_CHARS),
    /** Its file name, where the format needs one to be told apart (.rosz, .json). */
    filename: z.string().max(200).optional(),
    /** The list as base64 bytes, for binary formats (.rosz). */
    base64: z.boolean().optional(),
  }),
]);

const id = (what: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/, `a ${what} id`);

const CreateBody = z.strictObject({
  armies: z.tuple([ArmySpec, ArmySpec]),
  /** A primary mission id, or take-and-hold (the original single mission) without a deployment. */
  mission: id('mission').default('take-and-hold'),
  deployment: id('deployment').optional(),
  /** A terrain layout id; absent or "none": an open battlefield. */
  layout: id('layout').optional(),
  secondaries: z.tuple([z.array(id('secondary')).max(3), z.array(id('secondary')).max(3)]).optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(1),
  rules: z.enum(['core', 'boarding-actions']).default('core'),
  /** The heuristic bot plays this player (1 or 2). */
  bot: Player.optional(),
  /** Players whose Stratagem windows pass by themselves unless one offers a Stratagem in `keep`. */
  autoPass: z.array(Player).max(2).default([]),
  keep: z.array(z.string().min(1).max(100)).max(50).default([]),
});

const CommandBody = z.strictObject({
  seq: z.number().int().min(0),
  player: z.union([z.literal(0), z.literal(1)]),
  /** Checked by the engine's action schema inside `decide`. */
  action: z.object({ type: z.string().min(1).max(40) }).passthrough(),
});

const UndoBody = z.strictObject({ player: z.union([z.literal(0), z.literal(1)]) });

const LogQuery = z.strictObject({
  from: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(2000).default(500),
});

function battleId(raw: string): string {
  if (!/^b[1-9]\d{0,9}$/.test(raw)) throw new HttpError(400, `id: "${raw.slice(0, 40)}" is not a battle id`, 'id');
  return raw;
}

function chooseMission(body: z.infer<typeof CreateBody>) {
  if (body.deployment === undefined && !body.secondaries) {
    const legacy = missionById(body.mission);
    if (legacy) return legacy;
  }
  if (!PRIMARY_MISSIONS.some((m) => m.id === body.mission))
    throw new HttpError(400, `mission: no mission "${body.mission}"`, 'mission');
  if (body.deployment !== undefined && !DEPLOYMENTS.some((d) => d.id === body.deployment))
    throw new HttpError(400, `deployment: no deployment "${body.deployment}"`, 'deployment');
  try {
    return matchedMission({
      deployment: body.deployment ?? 'dawn-of-war',
      primary: body.mission,
      secondaries: body.secondaries ?? [[], []],
    });
  } catch (e) {
    if (e instanceof InputError) throw new HttpError(400, `secondaries: ${e.message}`, 'secondaries');
    throw e;
  }
}

async function armiesOf(
  specs: z.infer<typeof CreateBody>['armies'],
  catalogue: CatalogueSource,
): Promise<{ armies: [ArmySetup, ArmySetup]; dataHash?: string }> {
  let hash: string | undefined;
  const side = async (spec: z.infer<typeof ArmySpec>, i: 0 | 1): Promise<ArmySetup> => {
    if ('demo' in spec) return DEMO_ARMIES[i];
    const q = await catalogue.query();
    hash = q.catalogue.hash;
    const field = `armies[${i}].list`;
    const input = spec.base64 ? new Uint8Array(Buffer.from(spec.list, 'base64')) : spec.list;
    try {
      return toGameArmy(readArmyList(input, spec.filename, q).list, q).army;
    } catch (e) {
      if (e instanceof InputError) throw new HttpError(400, `${field}: ${e.format()}`, field);
      throw e;
    }
  };
  const armies: [ArmySetup, ArmySetup] = [await side(specs[0], 0), await side(specs[1], 1)];
  return { armies, ...(hash ? { dataHash: hash } : {}) };
}

/** Stratagem texts from the catalogue, where the server has one (a demo battle is played without). */
async function stratagemTexts(catalogue: CatalogueSource): Promise<Map<string, StratagemWithText['text']>> {
  const out = new Map<string, StratagemWithText['text']>();
  try {
    const q = await catalogue.query();
    for (const s of withTexts({ stratagems: q.catalogue.stratagems })) if (s.text) out.set(s.id, s.text);
  } catch {
    // No catalogue: the Stratagems are shown with their names, CP and support, without their text.
  }
  return out;
}

const players = (xs: readonly (1 | 2)[]) => [...new Set(xs)].map((x) => (x - 1) as PlayerIndex);

/**
 * Battles over HTTP for local play: create one from two lists (or the demo armies) with a mission and a
 * layout, read its state, pending decision and log in words, send commands through the engine's
 * `decide`, play against the bot (the server answers its decisions), undo where the rules allow, and
 * download the battle file.
 */
export function battleRoutes(store: BattleStore, catalogue: CatalogueSource): Hono {
  const app = new Hono();
  app.get('/battles/options', (c) =>
    c.json({
      missions: [
        { id: 'take-and-hold', name: 'Take and Hold (the original single mission)' },
        ...PRIMARY_MISSIONS.map((m) => ({ id: m.id, name: m.name })),
      ],
      deployments: DEPLOYMENTS.map((d) => ({ id: d.id, name: d.name })),
      secondaries: SECONDARY_MISSIONS.map((m) => ({ id: m.id, name: m.name })),
      layouts: [
        { id: 'none', name: 'None (an open battlefield)' },
        ...LAYOUTS.map((l) => ({ id: l.id, name: l.name })),
      ],
      demo: DEMO_ARMIES.map((a) => a.name),
    }),
  );
  app.get('/battles', (c) =>
    c.json({
      battles: store.list().map((b) => ({
        id: b.id,
        names: b.state.players.map((p) => p.name),
        mission: b.state.mission.name,
        round: b.state.flow.round,
        events: b.record.events.length,
        result: b.state.result,
      })),
    }),
  );
  app.post('/battles', async (c) => {
    const body = validate(CreateBody, await jsonBody(c), 'body');
    const mission = chooseMission(body);
    const terrain = body.layout === undefined || body.layout === 'none' ? undefined : layoutById(body.layout);
    if (body.layout !== undefined && body.layout !== 'none' && !terrain)
      throw new HttpError(400, `layout: no layout "${body.layout}"`, 'layout');
    const { armies, dataHash } = await armiesOf(body.armies, catalogue);
    const ruleset = body.rules === 'core' ? CORE_RULESET : BOARDING_ACTIONS_RULESET;
    let created: ReturnType<typeof newBattle>;
    try {
      created = newBattle({
        seed: body.seed,
        mission,
        ruleset,
        armies,
        ...(terrain ? { terrain } : {}),
        ...(dataHash ? { dataHash } : {}),
      });
    } catch (e) {
      if (e instanceof InputError) throw new HttpError(400, `body: ${e.format()}`, 'body');
      throw e;
    }
    const { battle, stuck } = store.add(
      created.record,
      created.state,
      { bots: body.bot ? players([body.bot]) : [], autoPass: players(body.autoPass), keep: body.keep },
      await stratagemTexts(catalogue),
    );
    return c.json({ battle: battleView(store, battle), ...(stuck ? { stuck } : {}) }, 201);
  });
  const find = (raw: string) => {
    const b = store.get(battleId(raw));
    if (!b) throw new HttpError(404, `no battle ${raw}`, 'id');
    return b;
  };
  app.get('/battles/:id', (c) => c.json({ battle: battleView(store, find(c.req.param('id'))) }));
  app.get('/battles/:id/events', (c) => {
    const b = find(c.req.param('id'));
    const q = validate(LogQuery, c.req.query(), 'query');
    return c.json({ total: b.record.events.length, from: q.from, log: logSlice(b, q.from, q.limit) });
  });
  app.get('/battles/:id/file', (c) => {
    const b = find(c.req.param('id'));
    c.header('Content-Disposition', `attachment; filename="cogitator-battle-${b.id}.json"`);
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(saveBattle(b.record));
  });
  app.post('/battles/:id/commands', async (c) => {
    const b = find(c.req.param('id'));
    const body = validate(CommandBody, await jsonBody(c), 'body');
    const r = store.command(b, body as Parameters<BattleStore['command']>[1]);
    if (!r.ok) return c.json({ error: r.reason, field: 'action' }, 422);
    return c.json({
      battle: battleView(store, b),
      log: logSlice(b, r.from, r.events.length),
      ...(r.stuck ? { stuck: r.stuck } : {}),
    });
  });
  app.post('/battles/:id/undo', async (c) => {
    const b = find(c.req.param('id'));
    const body = validate(UndoBody, await jsonBody(c), 'body');
    const r = store.undo(b, body.player);
    if (!r.ok) return c.json({ error: r.reason, field: 'player' }, 409);
    return c.json({ battle: battleView(store, b), undone: r.commands });
  });
  app.delete('/battles/:id', (c) => {
    const id = battleId(c.req.param('id'));
    if (!store.delete(id)) throw new HttpError(404, `no battle ${id}`, 'id');
    return c.json({ deleted: id });
  });
  return app;
}
