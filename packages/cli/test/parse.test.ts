import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatasheetPage, DatasheetPageSchema } from '@cogitator/engine';
import { Command } from 'commander';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeShared, seedPath, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { parseCommand } from '../src/commands/parse.js';
import { runCli } from './run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'cogitator-parse-'));

describeShared('cogitator parse <seed>', [seedPath('landRaider'), seedPath('grimnyr'), seedPath('hekhtur')], () => {
  it('prints the Land Raider as a card and its missing statline as warnings on stderr, exit 0', async () => {
    const file = seedPath('landRaider');
    const r = await runCli(['parse', file]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe('Grey Knights – Land Raider  (seed:002_d18baabbd47cf6a6)');
    expect(r.out).toMatch(/│ Land Raider +│ \? +│ \? +│ \? +│ \? +│ \? +│ \? +│ - +│ \? +│/);
    expect(r.out).toMatch(/│ Godhammer lascannon +│ 48" +│ 2 +│ 3\+ +│ 12 +│ -3 +│ D6\+1 +│ +│/);
    expect(r.out).toMatch(
      /│ Twin heavy bolter +│ 36" +│ 3 +│ 3\+ +│ 5 +│ -1 +│ 2 +│ \[SUSTAINED HITS 1, TWIN-LINKED\] +│/,
    );
    expect(r.out).toMatch(/│ Armoured tracks +│ Melee +│ 6 +│ 4\+ +│ 8 +│ 0 +│ 1 +│ +│/);
    for (const text of [
      'CORE: Deadly Demise D6',
      'Assault Ramp: Each time a unit disembarks',
      '- This model can be equipped with 1 multi-melta.',
      '- 1 Land Raider',
      '1 model: 240 pts',
      'DAMAGED: 1-5 WOUNDS REMAINING\n  While this model has 1-5 wounds remaining',
      '(capacity 12; GREY KNIGHTS INFANTRY; TERMINATOR takes 2)',
      'KEYWORDS\n  VEHICLE, TRANSPORT, SMOKE, IMPERIUM, LAND RAIDER',
      'FACTION KEYWORDS\n  GREY KNIGHTS',
      'STRATAGEMS (20)\n  Boarding Actions 4, Brotherhood Strike 4, Core 7, Sanctic Spearhead 4, Warpbane Task Force 1',
      'Channelled Force (Banishers)',
      'RULES ON THE PAGE (57)',
    ]) {
      expect(r.out).toContain(text);
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for ANSI escapes
    expect(r.out).not.toMatch(/\u001b\[/);
    const errLines = r.err.trimEnd().split('\n');
    expect(errLines).toHaveLength(6);
    expect(errLines[0]).toBe(
      `warning: missing: ${file}:25: profiles[0].movement: Land Raider: M is missing (the page has no statline); left empty`,
    );
  });

  it('prints {page, warnings} with --json, and still warns on stderr', async () => {
    const r = await runCli(['parse', seedPath('landRaider'), '--json']);
    expect(r.code).toBe(0);
    const { page, warnings } = JSON.parse(r.out) as { page: DatasheetPage; warnings: unknown[] };
    expect(DatasheetPageSchema.safeParse(page).success).toBe(true);
    expect(page.datasheet.points).toEqual([{ models: 1, points: 240 }]);
    expect(warnings).toHaveLength(6);
    expect(r.err.trimEnd().split('\n')).toHaveLength(6);
  });

  it('shows both Grimnyr profiles, the per-model keywords and the points', async () => {
    const r = await runCli(['parse', seedPath('grimnyr')]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/│ GRIMNYR +│ 5" +│ 5 +│ 4\+ +│ 4 +│ 6\+ +│ 1 +│ 4\+\+ +│ 40mm +│/);
    expect(r.out).toMatch(/│ CORV +│ 5" +│ 5 +│ 4\+ +│ 1 +│ 6\+ +│ 1 +│ 4\+\+ +│ 25mm +│/);
    expect(r.out).toMatch(
      /│ Ancestral Wrath – focused witchfire +│ 24" +│ 6 +│ 2\+ +│ 6 +│ -2 +│ D3 +│ \[HAZARDOUS, PSYCHIC\] +│/,
    );
    expect(r.out).toContain('GRIMNYR MODEL: CHARACTER, PSYKER');
    expect(r.out).toContain('3 models: 65 pts');
    expect(r.out).toContain('LEADER\n  (units not named on the page)');
    expect(r.out).toContain('Masterful Construction: ? pts (Void Salvagers)');
    expect(r.err).toContain(':50: leads: LEADER: the units this model can lead are not named on the page');
  });

  it('shows Sir Hekhtur as an EPIC HERO with his section', async () => {
    const r = await runCli(['parse', seedPath('hekhtur')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('- 1 Sir Hekhtur – EPIC HERO');
    expect(r.out).toContain('CORE: Lone Operative');
    expect(r.out).toContain('USING SIR HEKHTUR\n  If your Canis Rex model is destroyed');
  });

  it('reads the page from stdin with -', async () => {
    const r = await runCli(['parse', '-', '--json'], readFileSync(seedPath('hekhtur'), 'utf8'));
    expect(r.code).toBe(0);
    const { page } = JSON.parse(r.out) as { page: DatasheetPage };
    expect(page.datasheet.id).toBe('seed:imperial-knights-sir-hekhtur');
    expect(r.err).toContain('warning: missing: line 1: points: no points row');
  });

  it('offers --complete only when a completer is plugged in', async () => {
    const bare = new Command('cogitator').exitOverride().configureOutput({ writeErr: () => {} });
    parseCommand()(bare, { out: () => {}, err: () => {}, readText: async () => '', isTty: false });
    await expect(bare.parseAsync(['parse', seedPath('hekhtur'), '--complete'], { from: 'user' })).rejects.toThrow(
      "unknown option '--complete'",
    );

    let out = '';
    const program = new Command('cogitator').exitOverride();
    parseCommand({
      complete: async (page) => ({
        page: { ...page, datasheet: { ...page.datasheet, points: [{ models: 1, points: 1 }] } },
        warnings: [{ code: 'conflict', message: 'points differ' }],
      }),
    })(program, {
      out: (s) => {
        out += s;
      },
      err: () => {},
      readText: async (p) => readFileSync(p, 'utf8'),
      isTty: false,
    });
    await program.parseAsync(['parse', seedPath('hekhtur'), '--complete', '--json'], { from: 'user' });
    const parsed = JSON.parse(out) as { page: DatasheetPage; warnings: { code: string }[] };
    expect(parsed.page.datasheet.points).toEqual([{ models: 1, points: 1 }]);
    expect(parsed.warnings.at(-1)?.code).toBe('conflict');
  });
});

describe('cogitator parse on bad input', () => {
  it('says file:line: message for text that is not a datasheet page, prints nothing, exits 1', async () => {
    const file = join(tmp, 'notes.txt');
    writeFileSync(file, 'Shopping list\n- eggs\n');
    const r = await runCli(['parse', file]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `error: ${file}:1: not a datasheet page: the first line should be "Faction – Datasheet name", found "Shopping list"\n`,
    );
  });

  it('locates a broken weapon row', async () => {
    const file = join(tmp, 'broken.txt');
    writeFileSync(
      file,
      ['Test – Unit', 'RANGED WEAPONS | RANGE | A | BS | S | AP | D | |', '| Gun | 24" | 2 | 9+ | 4 | 0 | 1 | |'].join(
        '\n',
      ),
    );
    const r = await runCli(['parse', file, '--json']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(`error: ${file}:3: weapon "Gun": BS "9+" is not valid\n`);
  });

  it('says clearly that a file is missing, without a stack trace', async () => {
    const r = await runCli(['parse', join(tmp, 'nope.txt')]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(`error: ${join(tmp, 'nope.txt')}: cannot read the file: no such file\n`);
  });

  it('wants a file argument', async () => {
    const r = await runCli(['parse']);
    expect(r.code).toBe(2);
    expect(r.err).toContain("missing required argument 'file'");
  });
});

describeShared(
  'cogitator parse --complete with the Wahapedia catalogue',
  [WAHAPEDIA_DIR, seedPath('landRaider')],
  () => {
    let catalogue: string;
    beforeAll(async () => {
      catalogue = join(tmp, 'catalogue.json');
      const r = await runCli(['data', 'import', WAHAPEDIA_DIR, '--catalogue', catalogue]);
      if (r.code !== 0) throw new Error(r.err);
    }, 120_000);

    it('fills the Land Raider statline and reports the 240 vs 220 points conflict', async () => {
      const r = await runCli(['parse', seedPath('landRaider'), '--complete', '--catalogue', catalogue]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/│ Land Raider │ 10" │ 12 │ 2\+ │ 16 │ 6\+ │ 5 +│ - +│ hull │/);
      expect(r.err).toContain(
        'warning: conflict: points: the page says 1 model: 240 pts, the catalogue (wahapedia 2025-11-14) says ' +
          "1 model: 220 pts; the page's value is kept\n",
      );
      expect(r.err).toContain(
        'warning: note: profiles[0].movement: filled from the catalogue (wahapedia 2025-11-14): 10"\n',
      );
      // The parser's "no statline" warnings are answered by the fills.
      expect(r.err).not.toContain('M is missing');
    });

    it('--json has the completed page, the warnings, and every filled field and conflict', async () => {
      const r = await runCli(['parse', seedPath('landRaider'), '--complete', '--json', '--catalogue', catalogue]);
      const out = JSON.parse(r.out) as {
        page: DatasheetPage;
        completion: { match: { id: string }; filled: { field: string }[]; conflicts: { field: string }[] };
        warnings: { code: string }[];
      };
      expect(out.page.datasheet.profiles[0]).toMatchObject({ movement: 10, toughness: 12, save: 2, wounds: 16 });
      expect(out.completion.filled.map((f) => f.field)).toHaveLength(8);
      expect(out.completion.conflicts.map((c) => c.field)).toEqual(['points']);
      expect(out.warnings.filter((w) => w.code === 'note')).toHaveLength(8);
    });

    it('a page the catalogue does not know: nothing filled, and says so', async () => {
      const file = join(tmp, 'unknown.txt');
      writeFileSync(
        file,
        readFileSync(seedPath('landRaider'), 'utf8').replace('Grey Knights – Land Raider', 'Grey Knights – Land Raidr'),
      );
      const r = await runCli(['parse', file, '--complete', '--catalogue', catalogue]);
      expect(r.code).toBe(0);
      expect(r.err).toContain(
        'warning: missing: datasheet: the catalogue has no "Land Raidr" in Grey Knights; nothing filled (close: Land Raider',
      );
    });

    it('says when there is no catalogue', async () => {
      const missing = join(tmp, 'none', 'catalogue.json');
      const r = await runCli(['parse', seedPath('landRaider'), '--complete', '--catalogue', missing]);
      expect(r.code).toBe(1);
      expect(r.err).toBe(`error: ${missing}: no catalogue here yet: run \`cogitator data import <dir>...\` first\n`);
    });
  },
);
