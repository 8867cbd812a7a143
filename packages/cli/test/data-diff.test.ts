import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SourceDiff } from '@cogitator/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BSDATA_DIR, describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { miniFiles } from '../../data/test/fixtures/bsdata-mini.js';
import { writeMiniExport } from '../../data/test/fixtures/mini-export.js';
import { renderDiff } from '../src/commands/data-diff.js';
import { runCli } from './run-cli.js';

const temp: string[] = [];
afterAll(async () => {
  for (const d of temp) await rm(d, { recursive: true, force: true });
});

describe('cogitator data diff on the small fixtures', () => {
  let wahapedia: string;
  let bsdata: string;
  let catalogue: string;
  beforeAll(async () => {
    wahapedia = await writeMiniExport();
    bsdata = await mkdtemp(join(tmpdir(), 'cogitator-bs-'));
    const dir = await mkdtemp(join(tmpdir(), 'cogitator-cli-'));
    temp.push(wahapedia, bsdata, dir);
    for (const f of miniFiles()) await writeFile(join(bsdata, f.file), f.text);
    catalogue = join(dir, 'catalogue.json');
  });

  it('compares two directories in either order, Wahapedia first, progress on stderr', async () => {
    const r = await runCli(['data', 'diff', bsdata, wahapedia, '--json']);
    expect(r.code).toBe(0);
    expect(r.err).toContain('comparing');
    const d = JSON.parse(r.out) as SourceDiff;
    expect(d.sources).toEqual(['wahapedia', 'bsdata']);
    // Nothing pairs: the fixtures hold different factions.
    expect(d.total.datasheets).toEqual({ pairs: 0, firstOnly: 3, secondOnly: 2 });
    expect(d.unpaired.map((u) => `${u.source} ${u.faction}/${u.name}`)).toEqual([
      'bsdata Leagues of Votann/Brokhyr Hero',
      'bsdata Leagues of Votann/Wardens',
      'wahapedia Test Faction/Test Captain',
      'wahapedia Test Faction/Test Squad',
      'wahapedia Test Faction/Test Tank',
    ]);
  });

  it('takes the directories from the catalogue, and says when it has not both', async () => {
    expect((await runCli(['data', 'import', wahapedia, '--catalogue', catalogue])).code).toBe(0);
    const r = await runCli(['data', 'diff', '--catalogue', catalogue]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `error: ${catalogue}: the catalogue was compiled from wahapedia; data diff needs a Wahapedia export and a ` +
        'BSData folder: give both, `cogitator data diff <wahapedia-dir> <bsdata-dir>`\n',
    );
    expect((await runCli(['data', 'import', wahapedia, bsdata, '--catalogue', catalogue])).code).toBe(0);
    const both = await runCli(['data', 'diff', '--catalogue', catalogue, '--summary']);
    expect(both.code).toBe(0);
    expect(both.out).toMatch(/^Wahapedia vs BSData: raw = printed identically/);
    expect(both.out).toMatch(/│ ALL +│ 0 \(3\/2\) +│ 0 +│ - +│ - +│ 0\/0 +│/);
  });

  it('refuses one directory, or two of one kind', async () => {
    const one = await runCli(['data', 'diff', wahapedia]);
    expect(one.code).toBe(1);
    expect(one.err).toBe(
      'error: data diff compares two sources (a Wahapedia export and a BSData folder); 1 directory given\n',
    );
    const twice = await runCli(['data', 'diff', wahapedia, wahapedia]);
    expect(twice.code).toBe(1);
    expect(twice.err).toContain(`both directories are wahapedia sources (${wahapedia} and ${wahapedia})`);
  });
});

describeShared('cogitator data diff on the shared snapshots', [WAHAPEDIA_DIR, BSDATA_DIR], () => {
  let diff: SourceDiff;
  beforeAll(async () => {
    const r = await runCli(['data', 'diff', WAHAPEDIA_DIR, BSDATA_DIR, '--faction', 'Leagues of Votann', '--json']);
    if (r.code !== 0) throw new Error(r.err);
    diff = JSON.parse(r.out);
  }, 120_000);

  it('--faction reports one faction, with its differences', () => {
    expect(diff.factions.map((f) => f.faction)).toEqual(['Leagues of Votann']);
    expect(diff.total).toEqual({
      datasheets: { pairs: 20, firstOnly: 1, secondOnly: 1 },
      models: { pairs: 23, agreeRaw: 23, agreeNormalised: 23, firstOnly: 0, secondOnly: 0 },
      weapons: { pairs: 98, agreeRaw: 96, agreeNormalised: 96, firstOnly: 0, secondOnly: 0 },
      weaponAbilities: { pairs: 98, agreeRaw: 97, agreeNormalised: 97 },
    });
  });

  it('prints the agreement table, every real difference with both raw values, and what one source lacks', () => {
    const text = renderDiff(diff, false, false);
    expect(text).toMatch(
      /│ Leagues of Votann │ 20 \(1\/1\) +│ 23 +│ 100\.00% │ 100\.00% +│ 0\/0 +│ 98 +│ 97\.96% │ 97\.96% +│/,
    );
    expect(text).toContain(
      'statlines: 23 of 23 agree raw (100.00%), 23 normalised (100.00%); weapon profiles: 96 of 98 raw (97.96%), ' +
        '96 normalised (97.96%); 3 real differences, 0 noise\n',
    );
    expect(text).toContain(
      '  Leagues of Votann / Hearthkyn Warriors / ranged weapon L7 missile launcher – blast: Range "24\\"" (Wahapedia) vs "36\\"" (BSData)\n',
    );
    expect(text).toContain(
      '  Leagues of Votann / Einhyr Hearthguard / ranged: "Exoarmour grenade launcher" (Wahapedia) = "Exo-armour grenade launcher" (BSData) [spacing]\n',
    );
    expect(text).toContain(
      'IN ONE SOURCE ONLY (2)\n  Leagues of Votann / Arcanyst Evaluator / datasheet: only in BSData\n',
    );
  });
});
