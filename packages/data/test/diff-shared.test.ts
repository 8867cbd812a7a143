import type { ImportedSource } from '@cogitator/engine';
import { beforeAll, expect, it } from 'vitest';
import { BSDATA_DIR, describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { importBsdata } from '../src/bsdata/index.js';
import { diffSources, type SourceDiff } from '../src/diff/index.js';
import { importWahapedia } from '../src/wahapedia/index.js';

// Pinned to the Wahapedia 2025-11-14 export and the BSData 2025-11-15 snapshot (data README).
let wahapedia: ImportedSource;
let bsdata: ImportedSource;
let diff: SourceDiff;

const pct = (n: number, of: number) => (100 * n) / of;

describeShared('data diff: Wahapedia 2025-11-14 against BSData 2025-11-15', [WAHAPEDIA_DIR, BSDATA_DIR], () => {
  beforeAll(async () => {
    wahapedia = await importWahapedia(WAHAPEDIA_DIR);
    bsdata = await importBsdata(BSDATA_DIR);
    diff = diffSources(wahapedia, bsdata);
  }, 120_000);

  it('pairs datasheets, statlines and weapon profiles, and counts what one source has alone', () => {
    const t = diff.total;
    expect(t.datasheets).toEqual({ pairs: 1637, firstOnly: 38, secondOnly: 20 });
    expect([t.models.pairs, t.models.firstOnly, t.models.secondOnly]).toEqual([1685, 47, 166]);
    expect([t.weapons.pairs, t.weapons.firstOnly, t.weapons.secondOnly]).toEqual([8517, 176, 256]);
    expect(diff.unpaired).toHaveLength(38 + 20 + 47 + 166 + 176 + 256);
  });

  it('about 97% of statlines and 98% of weapon profiles agree (data README): the exact figures', () => {
    const { models, weapons, weaponAbilities } = diff.total;
    // Statlines: 96.56% printed identically, 98.69% once noise is read away.
    expect(Math.abs(pct(models.agreeRaw, models.pairs) - 96.56)).toBeLessThan(0.5);
    expect(Math.abs(pct(models.agreeNormalised, models.pairs) - 98.69)).toBeLessThan(0.5);
    // Weapon profiles: 96.64% raw, 97.15% normalised.
    expect(Math.abs(pct(weapons.agreeRaw, weapons.pairs) - 96.64)).toBeLessThan(0.5);
    expect(Math.abs(pct(weapons.agreeNormalised, weapons.pairs) - 97.15)).toBeLessThan(0.5);
    // Their abilities: 99.24% once order and spelling are read away.
    expect(Math.abs(pct(weaponAbilities.agreeNormalised, weaponAbilities.pairs) - 99.24)).toBeLessThan(0.5);
    // Every pair that disagrees has a difference listed; noise-only pairs have no real one.
    const realPairs = new Set(
      diff.differences
        .filter((d) => d.class === 'real' && d.kind === 'model')
        .map((d) => `${d.faction}|${d.datasheet}|${d.profile}`),
    );
    expect(realPairs.size).toBe(models.pairs - models.agreeNormalised);
  });

  it('classifies noise and real differences, with both raw values', () => {
    const find = (datasheet: string, field: string, faction?: string) =>
      diff.differences.find(
        (d) => d.datasheet === datasheet && d.field === field && (!faction || d.faction === faction),
      );
    expect(find('War Dog Moirax', 'T')).toEqual({
      faction: 'Chaos Knights',
      datasheet: 'War Dog Moirax',
      kind: 'model',
      profile: 'War Dog Moirax',
      field: 'T',
      values: ['10', '9'],
      class: 'real',
    });
    expect(find('Sabre Weapons Battery', 'LD', 'Astra Militarum')).toMatchObject({
      values: ['7+', '7'],
      class: 'noise',
      note: 'BSData: "7" read as 7+',
    });
    expect(find('Corsair Skyreaver Band', 'A', 'Aeldari')).toMatchObject({
      profile: 'Aeldari missile launcher – sunburst',
      values: ['D6 ', 'D6'],
      class: 'noise',
    });
    expect(find('Hearthkyn Warriors', 'Range')).toMatchObject({
      profile: 'L7 missile launcher – blast',
      values: ['24"', '36"'],
      class: 'real',
    });
    const byClass = { real: 0, noise: 0 };
    for (const d of diff.differences) byClass[d.class]++;
    expect(byClass).toEqual({ real: 357, noise: 211 });
  });

  it('lists looser pairings and what only one source has', () => {
    expect(diff.loosePairs).toContainEqual({
      faction: 'Adepta Sororitas',
      datasheet: 'Sanctifiers',
      kind: 'model',
      names: ['', 'Sanctifiers'],
      how: 'empty name',
    });
    expect(diff.loosePairs).toContainEqual({
      faction: 'Leagues of Votann',
      datasheet: 'Einhyr Hearthguard',
      kind: 'ranged',
      names: ['Exoarmour grenade launcher', 'Exo-armour grenade launcher'],
      how: 'spacing',
    });
    expect(diff.unpaired.filter((u) => u.faction === 'Leagues of Votann')).toEqual([
      {
        faction: 'Leagues of Votann',
        datasheet: 'Arcanyst Evaluator',
        kind: 'datasheet',
        name: 'Arcanyst Evaluator',
        source: 'bsdata',
      },
      {
        faction: 'Leagues of Votann',
        datasheet: 'Arkanyst Evaluator',
        kind: 'datasheet',
        name: 'Arkanyst Evaluator',
        source: 'wahapedia',
      },
    ]);
  });

  it('reports per faction; the seed factions agree as measured', () => {
    const of = (f: string) => diff.factions.find((x) => x.faction === f)?.counts;
    expect(of('Grey Knights')).toEqual({
      datasheets: { pairs: 31, firstOnly: 0, secondOnly: 0 },
      models: { pairs: 31, agreeRaw: 31, agreeNormalised: 31, firstOnly: 0, secondOnly: 0 },
      weapons: { pairs: 175, agreeRaw: 174, agreeNormalised: 174, firstOnly: 4, secondOnly: 3 },
      weaponAbilities: { pairs: 175, agreeRaw: 174, agreeNormalised: 174 },
    });
    expect(diff.factions).toHaveLength(25);
    const sum = diff.factions.reduce((n, f) => n + f.counts.weapons.pairs, 0);
    expect(sum).toBe(diff.total.weapons.pairs);
    const votann = diffSources(wahapedia, bsdata, { faction: 'Leagues of Votann' });
    expect(votann.total).toEqual(of('Leagues of Votann'));
  });
});
