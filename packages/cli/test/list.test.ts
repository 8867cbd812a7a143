import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCatalogue } from '@cogitator/data';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureCatalogue, fixtureQuery } from '../../../testing/army-fixture.js';
import { describeShared, LISTS_DIR } from '../../../testing/shared.js';
import { setListCatalogue } from '../src/commands/list-files.js';
import { runCli } from './run-cli.js';

const list = (name: string) => join(LISTS_DIR, name);
const withFixture = () => setListCatalogue(async () => fixtureQuery());
const noCatalogue = () => setListCatalogue(async () => null);
beforeEach(noCatalogue);
afterEach(noCatalogue);

describeShared('cogitator list import / validate on shared lists', [LISTS_DIR], () => {
  it('import without a catalogue shows what the list says, and says nothing was checked', async () => {
    const r = await runCli(['list', 'import', list('gw-app/example1.txt')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Boop: Warhammer 40,000 app text');
    expect(r.out).toContain(
      'faction: Space Marines (Space Wolves); detachment: Stormlance Task Force; battle size: Strike Force (2000 pts)',
    );
    expect(r.out).toMatch(/│ 24\s+│ u4\s+│ Logan Grimnar on Stormrider\s+│ 1\s+│ 180\s+│\s+│ -\s+│ Warlord\s+│/);
    expect(r.out).toContain('points: 1985 as the list states them');
    expect(r.out).toContain('no catalogue loaded: names are not resolved and the army rules are not checked');
  });

  it('import --json with a catalogue: findings with line numbers, exit status 1 on errors', async () => {
    withFixture();
    const r = await runCli(['list', 'import', list('gw-app/chaos-knights.txt'), '--json']);
    expect(r.code).toBe(1);
    const j = JSON.parse(r.out) as {
      format: string;
      points: { total: number };
      findings: { rule: string; line?: number; severity: string }[];
    };
    expect(j.format).toBe('nr-gw');
    expect(j.points.total).toBe(2000);
    expect(j.findings.filter((f) => f.severity === 'error')).toEqual([
      expect.objectContaining({ rule: 'allies', line: 95 }),
    ]);
  });

  it('validate prints each finding with its line', async () => {
    withFixture();
    const r = await runCli(['list', 'validate', list('newrecruit/houndpack-simple.txt')]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      "  line 9    error   Enhancements: Preyslayer's Mantle is on War Dog Karnivore, which is not a CHARACTER\n",
    );
    expect(r.out).toContain('  line 11   error   Warlord: War Dog Executioner is the Warlord but is not a CHARACTER\n');
    expect(r.out).toMatch(/3 errors, 0 warnings, \d+ notes\n$/);
  });

  it('validate without a catalogue refuses rather than pass the list', async () => {
    const r = await runCli(['list', 'validate', list('newrecruit/houndpack-simple.txt')]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'error: validation needs the compiled catalogue: run `cogitator data import <dir>...` first, or pass --catalogue <path>\n',
    );
  });

  it('a truncated roster is a located error, never a stack trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cog-list-'));
    const cut = join(dir, 'cut.rosz');
    writeFileSync(cut, readFileSync(list('battlescribe/01.LoV.Leviathan.v0102.rosz')).subarray(0, 3000));
    const r = await runCli(['list', 'import', cut]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^error: .*cut\.rosz: the \.rosz zip is truncated or damaged/);
    expect(r.err).not.toContain('    at ');
  });

  it('export converts between formats', async () => {
    const r = await runCli(['list', 'export', list('newrecruit/nr1_gw.txt'), '--format', 'nr']);
    expect(r.code).toBe(0);
    // The list states no name and no battle size: the export keeps it so (nothing invented).
    expect(r.out.split('\n').slice(0, 5)).toEqual([
      "T'au Empire - [1985 pts]",
      '',
      '# ++ Army Roster ++ [1985 pts]',
      '## Configuration',
      'Detachment: Experimental Prototype Cadre',
    ]);
  });
});

describe('cogitator list: building a list', () => {
  it('set keyword: the Houndpack Lance CHARACTER picks are made on the list, kept in its exports, and validated', async () => {
    withFixture();
    const file = join(mkdtempSync(join(tmpdir(), 'cog-list-')), 'hp.json');
    expect(
      (await runCli(['list', 'export', list('newrecruit/houndpack-simple.txt'), '--format', 'json', '-o', file])).code,
    ).toBe(0);
    const rules = async (f: string) => {
      const v = JSON.parse((await runCli(['list', 'validate', f, '--json'])).out) as { findings: { rule: string }[] };
      return v.findings.map((x) => x.rule);
    };
    expect(await rules(file)).toEqual(['enhancements', 'warlord', 'allies']);
    for (const u of ['u1', 'u2', 'War Dog Executioner']) {
      expect((await runCli(['list', 'set', 'keyword', u, 'Character', '--file', file])).out).toBe('set keyword\n');
    }
    // The in-code fixture has no BATTLELINE NURGLE unit: only the Daemonic Pact finding is left.
    expect(await rules(file)).toEqual(['allies']);
    const nr = await runCli(['list', 'export', file, '--format', 'nr']);
    expect(nr.out).toContain('War Dog Executioner [130 pts]: Warlord, Houndpack Lance Character, Armoured feet');
    const again = join(mkdtempSync(join(tmpdir(), 'cog-list-')), 'hp.txt');
    writeFileSync(again, nr.out);
    expect(await rules(again)).toEqual(['allies']);
    await runCli(['list', 'set', 'keyword', 'u1', 'none', '--file', file]);
    expect(
      JSON.parse(readFileSync(file, 'utf8')).units.map((u: { grantedKeywords: string[] }) => u.grantedKeywords),
    ).toEqual([[], ['CHARACTER'], ['CHARACTER'], []]);
  });

  it('new, add, set leader, validate, export: a legal list end to end', async () => {
    withFixture();
    const file = join(mkdtempSync(join(tmpdir(), 'cog-list-')), 'army.json');
    const run = (...a: string[]) => runCli(['list', ...a, '--file', file]);
    expect(
      (await run('new', '--faction', 'space marines', '--detachment', 'Gladius Task Force', '--size', 'Incursion'))
        .code,
    ).toBe(0);
    expect((await run('add', 'Captain', '--warlord', '--enhancement', 'Artificer Armour')).out).toBe(
      'added u1: Captain (1 models)\n',
    );
    expect(
      (await run('add', 'intercessor squad', '--models', '10', '--wargear', '9x Bolt rifle, Astartes grenade launcher'))
        .out,
    ).toBe('added u2: Intercessor Squad (10 models)\n');
    expect((await run('add', 'Rhino')).code).toBe(0);
    expect((await run('set', 'leader', 'u1', 'u2')).code).toBe(0);
    expect((await run('remove', 'Rhino')).out).toBe('removed u3\n');
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.faction).toBe('Space Marines');
    expect(saved.units.map((u: { id: string; attachedTo: string | null }) => [u.id, u.attachedTo])).toEqual([
      ['u1', 'u2'],
      ['u2', null],
    ]);
    const v = await runCli(['list', 'validate', file]);
    expect(v.out).toBe('0 errors, 0 warnings, 0 notes\n');
    expect(v.code).toBe(0);
    const gw = await runCli(['list', 'export', file, '--format', 'gw']);
    // A list built by hand has no name and no stated total: the export invents none (no title line).
    expect(gw.out).toBe(
      [
        'Space Marines',
        'Gladius Task Force',
        'Incursion (1000 Points)',
        '',
        'CHARACTERS',
        '',
        'Captain (90 Points)',
        '  • Warlord',
        '  • Enhancements: Artificer Armour',
        '',
        'BATTLELINE',
        '',
        'Intercessor Squad (160 Points)',
        '  • 9x Bolt rifle',
        '  • 1x Astartes grenade launcher',
        '  • 10x Intercessor Squad',
        '',
      ].join('\n'),
    );
  });

  it('user mistakes: exit status and message, no stack trace, no file written', async () => {
    withFixture();
    const dir = mkdtempSync(join(tmpdir(), 'cog-list-'));
    const file = join(dir, 'a.json');
    const missing = await runCli(['list', 'add', 'Captain', '--file', file]);
    expect([missing.code, missing.err]).toEqual([
      2,
      `error: ${file} does not exist; create it with: cogitator list new --file ${file}\n`,
    ]);
    await runCli(['list', 'new', '--file', file]);
    const again = await runCli(['list', 'new', '--file', file]);
    expect([again.code, again.err]).toEqual([2, `error: ${file} already exists; pass --force to replace it\n`]);
    const typo = await runCli(['list', 'add', 'Captian', '--file', file]);
    expect([typo.code, typo.err]).toEqual([1, 'error: datasheet: no datasheet "Captian"; nearest: Captain\n']);
    const set = await runCli(['list', 'set', 'colour', 'red', '--file', file]);
    expect(set.code).toBe(2);
    expect(set.err).toContain('error: cannot set "colour"; one of:\n  list set name <name>');
    const fmt = await runCli(['list', 'export', file, '--format', 'pdf']);
    expect([fmt.code, fmt.err]).toEqual([2, 'error: --format: "pdf" is not one of gw, nr, json\n']);
    const garbage = join(dir, 'g.txt');
    writeFileSync(garbage, 'hello\nworld\n');
    const g = await runCli(['list', 'import', garbage]);
    expect(g.code).toBe(1);
    expect(g.err).toMatch(
      /^error: .*g\.txt:1: unrecognised list format \("hello"\): expected Warhammer 40,000 app text/,
    );
    expect(readFileSync(file, 'utf8')).toContain('"units": []');
  });
});

describe('cogitator list with a compiled catalogue file', () => {
  it('--catalogue reads a stored catalogue; without it the default place is used, and its absence is said', async () => {
    setListCatalogue(null);
    const dir = mkdtempSync(join(tmpdir(), 'cog-list-'));
    const cat = join(dir, 'catalogue.json');
    await writeCatalogue(cat, fixtureCatalogue);
    const file = join(dir, 'a.json');
    const run = (...a: string[]) => runCli(['list', ...a, '--file', file, '--catalogue', cat]);
    await run('new', '--faction', 'Astra Militarum', '--detachment', 'Combined Regiment', '--size', 'Strike Force');
    await run('add', 'Tech-Priest Enginseer', '--warlord');
    await run('add', 'Cadian Shock Troops');
    await run('add', 'Munitorum Servitors');
    await run('set', 'leader', 'u1', 'u2');
    await run('set', 'attach', 'u3', 'u2');
    const ok = await runCli(['list', 'validate', file, '--catalogue', cat]);
    expect([ok.code, ok.out]).toEqual([0, '0 errors, 0 warnings, 0 notes\n']);
    await run('set', 'leader', 'u1', 'none');
    const bad = await runCli(['list', 'validate', file, '--catalogue', cat]);
    expect(bad.code).toBe(1);
    expect(bad.out).toBe(
      '  u3        error   Servitor Retinue: Munitorum Servitors joins Cadian Shock Troops, which is not led by a REGIMENTAL ENGINSEER\n1 errors, 0 warnings, 0 notes\n',
    );
    const home = process.env.COGITATOR_HOME;
    process.env.COGITATOR_HOME = `${dir}/nothing-here`;
    try {
      const none = await runCli(['list', 'validate', file]);
      expect(none.code).toBe(2);
      const imported = await runCli(['list', 'import', file]);
      expect(imported.out).toContain('no catalogue loaded');
    } finally {
      if (home === undefined) delete process.env.COGITATOR_HOME;
      else process.env.COGITATOR_HOME = home;
    }
  });
});
