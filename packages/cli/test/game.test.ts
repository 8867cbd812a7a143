import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCatalogue, writeCatalogue } from '@cogitator/data';
import { type Catalogue, coverageReport, quickDatasheet } from '@cogitator/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeShared, LISTS_DIR, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { runCli } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cogitator-game-'));
const DEPLOY = [
  'end',
  'end',
  'deploy p1u1 10 6',
  'deploy p2u1 10 38',
  'deploy p1u2 30 4',
  'deploy p2u2 30 40',
  'deploy p1u3 40 8',
  'deploy p2u3 45 38',
  'deploy p1u4 50 6',
  'deploy p2u4 50 38',
];

describe('cogitator game', () => {
  it('new writes a battle and shows the board with the pending decision', async () => {
    const file = join(dir, 'new.json');
    const r = await runCli(['game', 'new', '--seed', '3', '--out', file]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`wrote ${file}`);
    // The demo armies have Leaders, Deep Strike and points: the battle starts in Declare Battle Formations.
    expect(r.out).toContain('pre-battle: Declare Battle Formations');
    expect(r.out).toContain('pending: player 1, declare-formations (seq 0)');
    expect(r.out).toContain('attach Captain (p1u3) to Veteran Squad (p1u2)');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      format: 'cogitator-battle',
      seed: 3,
      ruleset: '10e-core',
    });
  });

  it('new --mission --deployment --layout: the battle file carries the mission and the terrain', async () => {
    const file = join(dir, 'deck.json');
    const r = await runCli([
      'game',
      'new',
      '--seed',
      '2',
      '--mission',
      'scorched-earth',
      '--deployment',
      'search-and-destroy',
      '--layout',
      'mixed',
      '--secondaries1',
      'assassination,cleanse',
      '--tactical2',
      '--out',
      file,
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('reminder: Primary mission Scorched Earth: score it by hand.');
    expect(r.out).toContain("reminder: Player 1's Cleanse: needs an Action the engine does not offer yet");
    expect(r.out).toContain('reminder: Player 2 uses Tactical Missions: score these by hand when drawn: ');
    const initial = JSON.parse(readFileSync(file, 'utf8')).initial;
    expect(initial.mission).toMatchObject({
      id: 'scorched-earth/search-and-destroy',
      deployment: 'search-and-destroy',
      primary: 'scorched-earth',
      secondaries: [['assassination', 'cleanse'], []],
      tactical: [false, true],
    });
    expect(initial.terrain.id).toBe('mixed');
    const bad = await runCli(['game', 'new', '--mission', 'take-and-hold', '--secondaries1', 'area-denial']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('"Area Denial" is a Tactical Mission only');
    const layout = await runCli(['game', 'new', '--layout', 'moon']);
    expect(layout.err).toContain('unknown layout "moon" (known: ruins-heavy, mixed, open-lanes)');
  });

  it('new without --out prints the record as JSON', async () => {
    const r = await runCli(['game', 'new', '--seed', '4', '--rules', 'boarding-actions']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ seed: 4, ruleset: '10e-boarding-actions' });
    // It waits in Declare Battle Formations for player 1 (the demo armies have something to declare).
    expect(JSON.parse(r.out).initial.flow.step).toBe('declare-battle-formations');
  });

  it('play applies commands from stdin, reports rejections with their line, and saves', async () => {
    const file = join(dir, 'play.json');
    await runCli(['game', 'new', '--seed', '3', '--out', file]);
    const r = await runCli(['game', 'play', file], [...DEPLOY, 'move p2u1 0 -7', 'stay p2u1', 'end', ''].join('\n'));
    expect(r.code).toBe(1);
    expect(r.err).toContain('line 11: rejected: model p2u1m1: moves 7", more than the 6" allowed');
    expect(r.out).toContain('line 12: ok');
    const show = await runCli(['game', 'show', file]);
    expect(show.code).toBe(0);
    expect(show.out).toMatch(/round 1, turn 1 \(player 2\)|round 1, turn 2 \(player 1\)/);
    expect(show.out).toContain('remain-stationary');
    expect(show.out).toContain('+------------------------------------------------------------+');
  });

  it('bot finishes a battle; replay verifies the hash and the log', async () => {
    const file = join(dir, 'bot.json');
    await runCli(['game', 'new', '--seed', '5', '--out', file]);
    const b = await runCli(['game', 'bot', file, '--seed', '2']);
    expect(b.code).toBe(0);
    expect(b.out).toMatch(/result: (draw|player [12] wins)/);
    const r = await runCli(['game', 'replay', file]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('matches the saved hash');
    expect(r.out).toContain('deciding the logged commands again gives the same events');
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...saved, finalHash: '0000000000000000' }));
    const bad = await runCli(['game', 'replay', file]);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('DIFFERS from the saved hash 0000000000000000');
  });

  it('user mistakes are errors with a location, never a stack trace', async () => {
    const r = await runCli(['game', 'new', '--mission', 'nope']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown mission "nope" (known: take-and-hold, linchpin, purge-the-foe');
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"format": "cogitator-battle"}');
    const s = await runCli(['game', 'show', file]);
    expect(s.code).toBe(1);
    expect(s.err).toMatch(/^error: .*broken\.json: version: /);
    expect(s.err).not.toContain('    at ');
  });
});

describe('cogitator game new --catalogue', () => {
  const catalogue: Catalogue = {
    formatVersion: 1,
    sources: [],
    hash: 'cafe0001',
    conflicts: [],
    factions: [{ id: 'test', name: 'Test', rules: [{ name: 'Test Doctrine', text: 'A rule.' }] }],
    datasheets: [
      quickDatasheet('c:1', 'Infantry', [{ M: 6, W: 1, Ld: 7, OC: 2, base: 32 }], { minModels: 5 }),
      quickDatasheet('c:2', 'Hero', [{ M: 6, W: 4, Ld: 6, OC: 1, base: 40 }]),
    ],
    stratagems: [],
    datasheetStratagems: [],
    detachments: [
      { id: 'test-d', name: 'Test Detachment', faction: 'Test', rules: [{ name: 'Drill', text: 'A rule.' }] },
    ],
    enhancements: [],
    skipped: [],
  };
  const file = join(dir, 'catalogue.json');
  const written = writeCatalogue(file, catalogue);

  it('takes the armies from a catalogue and records its hash', async () => {
    await written;
    const r = await runCli(['game', 'new', '--catalogue', file, '--army1', 'Infantry:10, Hero', '--army2', 'infantry']);
    expect(r.code).toBe(0);
    const record = JSON.parse(r.out);
    expect(record.dataHash).toBe('cafe0001');
    expect(record.initial.units.p1u1.models.length).toBe(10);
    expect(record.initial.unitOrder).toEqual(['p1u1', 'p1u2', 'p2u1']);
  });

  it('gives a quick army its detachment and the Army Rules of its faction (--detachment1)', async () => {
    await written;
    const args = ['game', 'new', '--catalogue', file, '--army1', 'Hero', '--army2', 'Hero'];
    const r = await runCli([...args, '--detachment1', 'test detachment']);
    expect(r.code).toBe(0);
    const { initial } = JSON.parse(r.out);
    expect(initial.players[0]).toMatchObject({
      faction: 'Test',
      detachment: 'Test Detachment',
      armyRules: ['Test Doctrine'],
    });
    expect(initial.players[1].detachment).toBeUndefined();
    const bad = await runCli([...args, '--detachment2', 'Nope']);
    expect([bad.code, bad.err]).toEqual([
      1,
      'error: --detachment2: Test has no detachment "Nope" (it has: Test Detachment)\n',
    ]);
    const list = await runCli([
      'game',
      'new',
      '--catalogue',
      file,
      '--list1',
      'x',
      '--army2',
      'Hero',
      '--detachment1',
      'D',
    ]);
    expect(list.code).toBe(2);
  });

  it('names a datasheet the catalogue does not have, with the nearest names', async () => {
    await written;
    const r = await runCli(['game', 'new', '--catalogue', file, '--army1', 'Infantyr', '--army2', 'Hero']);
    expect(r.code).toBe(1);
    expect(r.err).toBe('error: --army1[0]: no datasheet named "Infantyr" in the catalogue; nearest: Infantry (Test)\n');
  });

  it('asks for both armies, and for one form per player', async () => {
    await written;
    const one = await runCli(['game', 'new', '--catalogue', file, '--army1', 'Hero']);
    expect([one.code, one.err]).toEqual([2, 'error: give both armies (--army1/--list1 and --army2/--list2)\n']);
    const both = await runCli([
      'game',
      'new',
      '--catalogue',
      file,
      '--army1',
      'Hero',
      '--list1',
      'x',
      '--army2',
      'Hero',
    ]);
    expect([both.code, both.err]).toEqual([2, 'error: give --army1 or --list1, not both\n']);
  });
});

describe('cogitator coverage lists the game’s rules', () => {
  it('every Stratagem of the seeds and the core rules, with their status', async () => {
    const r = await runCli(['coverage', '--json', '--group', 'Stratagem']);
    const { rows } = JSON.parse(r.out) as { rows: { name: string; game: string }[] };
    // The game's own table (the 51 of the seed pages and the seed detachments' export Stratagems written since) and
    // the registry's Stratagems without a game row: the engine's coverage report, as the command prints it.
    expect(rows.length).toBe(coverageReport().filter((x) => x.group === 'Stratagem').length);
    expect(rows.length).toBeGreaterThanOrEqual(53);
    expect(rows.find((x) => x.name === 'Command Re-roll (Core)')?.game).toBe('automated');
  });
});

describeShared('cogitator game new --list1 --list2 (real lists, real catalogue)', [WAHAPEDIA_DIR, LISTS_DIR], () => {
  const catalogue = join(dir, 'real-catalogue.json');
  beforeAll(async () => {
    await importCatalogue([WAHAPEDIA_DIR], catalogue);
  });

  it('sets two legal exported lists up as the armies, and random bots play them to the end', async () => {
    const out = join(dir, 'lists-battle.json');
    const list1 = join(LISTS_DIR, 'gw-app', 'example1.txt');
    // Against this snapshot the Chaos Knights list names a retired Enhancement; example1 is legal.
    const list2 = list1;
    const r = await runCli(['game', 'new', '--catalogue', catalogue, '--list1', list1, '--list2', list2, '--out', out]);
    expect(r.code).toBe(0);
    const record = JSON.parse(readFileSync(out, 'utf8'));
    const names = (p: string) =>
      (record.initial.unitOrder as string[])
        .filter((id) => id.startsWith(p))
        .map((id) => record.initial.units[id].name as string);
    expect(names('p1')).toHaveLength(14);
    expect(names('p1')[0]).toBe('Bjorn the Fell-Handed');
    expect(names('p2')).toEqual(names('p1'));
    const bot = await runCli(['game', 'bot', out]);
    expect(bot.code).toBe(0);
    const replay = await runCli(['game', 'replay', out]);
    expect(replay.out).toContain('matches the saved hash');
  });

  it('refuses a list that breaks the army rules, naming its line', async () => {
    const bad = join(LISTS_DIR, 'newrecruit', 'nr1.txt');
    const good = join(LISTS_DIR, 'gw-app', 'example1.txt');
    const r = await runCli(['game', 'new', '--catalogue', catalogue, '--list1', good, '--list2', bad]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `error: ${bad}:30: the list is not legal (3 errors); first: Stealth Battlesuits has 3 models; the datasheet allows 5\n`,
    );
  });
});
