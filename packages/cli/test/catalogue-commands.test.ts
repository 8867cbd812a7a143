import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { writeMiniExport } from '../../data/test/fixtures/mini-export.js';
import { runCli } from './run-cli.js';

const temp: string[] = [];
afterAll(async () => {
  for (const d of temp) await rm(d, { recursive: true, force: true });
});

describe('cogitator data / show / search on a small export', () => {
  let catalogue: string;
  let mini: string;
  beforeAll(async () => {
    mini = await writeMiniExport();
    const dir = await mkdtemp(join(tmpdir(), 'cogitator-cli-'));
    temp.push(mini, dir);
    catalogue = join(dir, 'catalogue.json');
  });

  it('data import compiles the catalogue, progress on stderr only', async () => {
    const r = await runCli(['data', 'import', mini, '--catalogue', catalogue]);
    expect(r.code).toBe(0);
    expect(r.err).toContain('reading Datasheets.csv');
    expect(r.out).not.toContain('reading');
    expect(r.out).toContain(`catalogue written to ${catalogue}`);
    expect(r.out).toContain(
      'factions 1, datasheets 3, stratagems 2, detachments 1, enhancements 1, skipped 0, conflicts 0, warnings 1',
    );
    expect(JSON.parse(await readFile(catalogue, 'utf8')).formatVersion).toBe(1);
  });

  it('data status says sources, snapshot, hash and counts', async () => {
    const r = await runCli(['data', 'status', '--catalogue', catalogue, '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s.path).toBe(catalogue);
    expect(s.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(s.sources.map((x: { kind: string; snapshot: string }) => [x.kind, x.snapshot])).toEqual([
      ['wahapedia', '2025-01-31'],
    ]);
    expect(s.counts.datasheets).toBe(3);
    const text = await runCli(['data', 'status', '--catalogue', catalogue, '--warnings']);
    expect(text.out).toContain(
      'wahapedia: note: Datasheets_models.csv:5: inv_sv: Test Tank (Test Tank): inv_sv "5*" has a footnote mark',
    );
  });

  it('show renders the card with its Stratagems and Enhancements', async () => {
    const r = await runCli(['show', 'test captain', '--catalogue', catalogue]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Test Captain \(Test Faction\) \[Characters, Test Codex\]\n/);
    expect(r.out).toMatch(/│ Test Captain │ 6" │ 4 +│ 3\+ +│ 5 +│ 6\+ │ 1 +│ 4\+ +│ 40mm │/);
    expect(r.out).toContain('Test pistol [PISTOL]');
    expect(r.out).toContain('CORE: Leader');
    expect(r.out).toContain('LEADER of: Test Squad');
    expect(r.out).toMatch(/│ TEST RE-ROLL +│ 1 +│ Battle Tactic │ Core +│/);
    expect(r.out).toMatch(/│ Test Relic +│ 20 +│ Test Host +│/);
    expect(r.out).toContain('Test Host: Test Doctrine');
  });

  it('show --json gives the datasheet and what it may use', async () => {
    const r = await runCli(['show', 'Test Squad', '--json', '--catalogue', catalogue]);
    const card = JSON.parse(r.out);
    expect(card.datasheet.points).toEqual([
      { models: 5, points: 90 },
      { models: 10, points: 180 },
    ]);
    expect(card.stratagems.map((s: { name: string }) => s.name)).toEqual(['TEST GAMBIT']);
    expect(card.enhancements).toEqual([]);
  });

  it('show suggests names for an unknown one and names an unknown faction', async () => {
    const r = await runCli(['show', 'test sqad', '--catalogue', catalogue]);
    expect(r.code).toBe(1);
    expect(r.err).toBe('error: no datasheet named "test sqad"; did you mean:\n  Test Squad (Test Faction)\n');
    const f = await runCli(['show', 'Test Squad', '--faction', 'Orks', '--catalogue', catalogue]);
    expect(f.code).toBe(1);
    expect(f.err).toBe('error: --faction: unknown faction "Orks" (factions: Test Faction)\n');
  });

  it('search lists matches across kinds; no match exits 1', async () => {
    const r = await runCli(['search', 'tset', 'gambit', '--catalogue', catalogue, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)[0]).toMatchObject({ kind: 'stratagem', name: 'TEST GAMBIT', detachment: 'Test Host' });
    const none = await runCli(['search', 'zzzz', '--catalogue', catalogue]);
    expect(none.code).toBe(1);
    expect(none.err).toBe('no match for "zzzz"\n');
    const bad = await runCli(['search', 'x', '--limit', '0', '--catalogue', catalogue]);
    expect(bad.code).toBe(1);
    expect(bad.err).toBe('error: --limit must be a positive whole number, not "0"\n');
  });

  it('says how to get a catalogue when there is none', async () => {
    const missing = join(tmpdir(), 'cogitator-no-such-dir', 'catalogue.json');
    const r = await runCli(['show', 'x', '--catalogue', missing]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`error: ${missing}: no catalogue here yet: run \`cogitator data import <dir>...\` first\n`);
  });

  it('a failed import names the problem and keeps the old catalogue', async () => {
    const before = await readFile(catalogue);
    const r = await runCli(['data', 'import', join(mini, 'nope'), '--catalogue', catalogue]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('not a data directory Cogitator can import');
    expect(r.err).not.toContain('    at ');
    expect(await readFile(catalogue)).toEqual(before);
  });
});

describeShared('cogitator show on the Wahapedia catalogue', [WAHAPEDIA_DIR], () => {
  let catalogue: string;
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cogitator-cli-'));
    temp.push(dir);
    catalogue = join(dir, 'catalogue.json');
    const r = await runCli(['data', 'import', WAHAPEDIA_DIR, '--catalogue', catalogue]);
    if (r.code !== 0) throw new Error(r.err);
  });

  it('shows the Grey Knights Land Raider card with its 20 Stratagems', async () => {
    const r = await runCli(['show', 'Land Raider', '--faction', 'Grey Knights', '--catalogue', catalogue]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/│ Land Raider │ 10" │ 12 │ 2\+ │ 16 │ 6\+ │ 5 +│ - +│ hull │/);
    expect(r.out).toContain('1 model: 220 pts');
    expect(r.out).toContain('STRATAGEMS (20)');
    expect(r.out).toMatch(/│ SHINING VEIL +│ 1 +│ Battle Tactic +│ Brotherhood Strike +│/);
    expect(r.out).toContain('CORE: Deadly Demise D6');
  });

  it('lists the candidates of an ambiguous name by faction', async () => {
    const r = await runCli(['show', 'Munitorum Servitors', '--catalogue', catalogue]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('"Munitorum Servitors" names 2 datasheets:');
    expect(r.err).toMatch(/Munitorum Servitors \(Astra Militarum\).*id wahapedia:000001397/);
    expect(r.err).toMatch(/Munitorum Servitors \(Genestealer Cults\).*id wahapedia:000004022/);
    const one = await runCli([
      'show',
      'Munitorum Servitors',
      '--faction',
      'astra militarum',
      '--json',
      '--catalogue',
      catalogue,
    ]);
    expect(JSON.parse(one.out).datasheet.id).toBe('wahapedia:000001397');
  });

  it('search finds the seed units across factions despite typos and accents', async () => {
    const r = await runCli(['search', 'needgaard', '--catalogue', catalogue, '--limit', '1']);
    expect(r.out).toMatch(/│ detachment │ Needgaârd Oathband │ Leagues of Votann │/);
    const g = await runCli(['search', 'grimnir', '--kind', 'datasheet', '--json', '--catalogue', catalogue]);
    expect(JSON.parse(g.out)[0]).toMatchObject({ name: 'Grimnyr', faction: 'Leagues of Votann' });
  });
});
