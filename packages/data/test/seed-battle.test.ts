import { readFileSync } from 'node:fs';
import {
  type Action,
  type ArmySetup,
  applyCommand,
  type BattleRecord,
  type Catalogue,
  canonicalJson,
  type Datasheet,
  formation,
  type GameState,
  type ImportedSource,
  loadBattle,
  newBattle,
  pending,
  playRandom,
  replay,
  saveBattle,
  stateHash,
  verifyByRedeciding,
} from '@cogitator/engine';
import { beforeAll, expect, it } from 'vitest';
import { describeShared, SEEDS, seedPath, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { testSource } from '../../../testing/source.js';
import { compileCatalogue, importWahapedia, parseSeedPage } from '../src/index.js';

/**
 * A scripted battle between the five seed units, their datasheets completed from the Wahapedia
 * catalogue (the seed pages lost their statlines): Grimnyr leading Hearthkyn Warriors with Cthonian
 * Earthshakers, against a Land Raider carrying a Strike Squad, Sir Hekhtur, and Munitorum Servitors
 * joined to Cadian Shock Troops led by a Tech-Priest Enginseer. Declare Battle Formations and
 * deployment are scripted; seeded bots play the five battle rounds; the log replays byte-identically.
 */
const seeds = Object.keys(SEEDS) as (keyof typeof SEEDS)[];

function seedSource(): ImportedSource {
  const datasheets = seeds.map((k) => parseSeedPage(readFileSync(seedPath(k), 'utf8'), seedPath(k)).page.datasheet);
  return testSource({ kind: 'seed', path: 'seeds', snapshot: null, edition: '10e', hash: 'seed' }, { datasheets });
}

describeShared('a scripted battle between the seed units', [WAHAPEDIA_DIR, ...seeds.map((k) => seedPath(k))], () => {
  let cat: Catalogue;
  const find = (name: string, faction: string): Datasheet => {
    const ds = cat.datasheets.find((d) => d.name === name && d.faction === faction);
    if (!ds) throw new Error(`no ${name} (${faction})`);
    return ds;
  };
  beforeAll(async () => {
    cat = compileCatalogue([await importWahapedia(WAHAPEDIA_DIR), seedSource()]);
  }, 60_000);

  it('the seed units are completed from the catalogue: statlines, weapons, abilities', () => {
    const grimnyr = find('Grimnyr', 'Leagues of Votann');
    expect(grimnyr.otherIds?.some((id) => id.startsWith('seed:'))).toBe(true);
    expect(grimnyr.profiles.map((p) => [p.name, p.toughness, p.wounds])).toEqual([
      ['GRIMNYR', 5, 4],
      ['CORV', 5, 1],
    ]);
    const raider = find('Land Raider', 'Grey Knights');
    expect(raider.transport?.spaceCost).toEqual([{ keyword: 'TERMINATOR', spaces: 2 }]);
    expect(raider.abilities.core).toEqual([{ kind: 'deadly-demise', x: { count: 1, sides: 6, bonus: 0 } }]);
    expect(find('Sir Hekhtur', 'Imperial Knights').abilities.core).toEqual([{ kind: 'lone-operative' }]);
    expect(find('Munitorum Servitors', 'Astra Militarum').sections.map((s) => s.name)).toContain('SERVITOR RETINUE');
    expect(find('Cthonian Earthshakers', 'Leagues of Votann').profiles[0]?.wounds).toBe(6);
  });

  function scriptedBattle(): { record: BattleRecord; state: GameState } {
    const armies: [ArmySetup, ArmySetup] = [
      {
        name: 'Imperium',
        units: [
          { datasheet: find('Land Raider', 'Grey Knights') },
          { datasheet: find('Strike Squad', 'Grey Knights') },
          { datasheet: find('Sir Hekhtur', 'Imperial Knights') },
          { datasheet: find('Cadian Shock Troops', 'Astra Militarum'), models: { 'Cadian Shock Troops': 10 } },
          { datasheet: find('Tech-Priest Enginseer', 'Astra Militarum') },
          {
            datasheet: find('Munitorum Servitors', 'Astra Militarum'),
            loadouts: [['Heavy bolter'], ['Plasma cannon']],
          },
        ],
      },
      {
        name: 'Votann',
        units: [
          { datasheet: find('Hearthkyn Warriors', 'Leagues of Votann'), models: { 'Hearthkyn Warriors': 10 } },
          { datasheet: find('Grimnyr', 'Leagues of Votann') },
          { datasheet: find('Cthonian Earthshakers', 'Leagues of Votann') },
        ],
      },
    ];
    let { record, state } = newBattle({ seed: 'seed-battle', armies, dataHash: cat.hash });
    const play = (action: Action) => {
      const req = pending(state);
      const r = applyCommand(record, state, { seq: state.seq, player: req?.player ?? 0, action });
      if (!r.ok) throw new Error(`${action.type}: ${r.reason}`);
      ({ record, state } = r);
    };
    // Declare Battle Formations, as scripted.
    expect(pending(state)?.kind).toBe('declare-formations');
    play({ type: 'embark-start', unit: 'p1u2', transport: 'p1u1' });

    play({ type: 'attach-leader', leader: 'p1u5', bodyguard: 'p1u4' });
    play({ type: 'join-retinue', unit: 'p1u6', bodyguard: 'p1u4' });
    // Nothing else to declare (Sir Hekhtur has no points of his own, so Strategic Reserves are closed):
    // player 1 is passed by; player 2 attaches the Grimnyr and is passed by too.
    expect(pending(state)).toMatchObject({ player: 1, kind: 'declare-formations' });
    play({ type: 'attach-leader', leader: 'p2u2', bodyguard: 'p2u1' });
    expect(pending(state)?.kind).toBe('deploy-unit');
    expect(state.units.p1u4?.models.length).toBe(10 + 1 + 4);
    expect(state.units.p2u1?.leaders).toEqual(['p2u2']);
    // Deployment, as scripted: each unit in a block centred on a point.
    const spots: Record<string, [number, number]> = {
      p1u1: [30, 6],
      p1u3: [45, 8],
      p1u4: [9.5, 7],
      p2u1: [25, 38],
      p2u3: [50, 39],
    };
    while (pending(state)?.kind === 'deploy-unit') {
      const req = pending(state);
      const o = req?.options[0];
      if (o?.kind !== 'parametric' || o.schema.kind !== 'positions') throw new Error('expected a set-up');
      const s = o.schema;
      const [x, y] = spots[s.unit] as [number, number];
      const places = formation(
        { x, y },
        s.models.map((m) => m.footprint),
      );
      const positions = Object.fromEntries(s.models.map((m, i) => [m.id, places[i] as { x: number; y: number }]));
      play({ type: 'deploy', unit: s.unit, positions });
    }
    // The battle: bots with a fixed seed.
    const out = playRandom({ record, state }, 2026);
    expect(out.failures).toEqual([]);
    return { record: out.record, state: out.state };
  }

  it('plays five battle rounds; the log replays byte-identically and deciding it again gives the same events', () => {
    const { record, state } = scriptedBattle();
    expect(state.result).toMatchObject({ reason: 'rounds-complete' });
    expect(state.flow.round).toBe(5);
    const kinds = new Set(record.events.map((e) => e.type));
    for (const k of ['attacks-declared', 'model-wounded', 'unit-disembarked', 'retinue-joined', 'leader-attached'])
      expect(kinds.has(k as never), k).toBe(true);
    // Byte-identical: the same script gives the same file; the loaded log is the log.
    const text = saveBattle(record);
    expect(saveBattle(scriptedBattle().record)).toBe(text);
    const loaded = loadBattle(text);
    expect(canonicalJson(loaded.record.events)).toBe(canonicalJson(record.events));
    expect(stateHash(replay(record))).toBe(stateHash(state));
    expect(stateHash(loaded.state)).toBe(stateHash(state));
    expect(verifyByRedeciding(record as BattleRecord)).toEqual({ firstDifference: -1 });
    expect((state as GameState).seq).toBe(record.events.length);
  }, 120_000);
});
