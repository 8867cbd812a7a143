import {
  type Catalogue,
  constant,
  type Datasheet,
  emptyDatasheet,
  type ImportedSource,
  type ModelProfile,
  normaliseName,
  parseDice,
  type SourceKind,
} from '@cogitator/engine';
import { describe, expect, it } from 'vitest';
import { testSource } from '../../../testing/source.js';
import { catalogueHash, compileCatalogue, decodeCatalogue, encodeCatalogue } from '../src/index.js';

const profile = (name: string, over: Partial<ModelProfile> = {}): ModelProfile => ({
  name,
  movement: 10,
  toughness: 12,
  save: 2,
  wounds: 16,
  leadership: 6,
  objectiveControl: 5,
  invulnerableSave: null,
  baseSize: { kind: 'hull' },
  ...over,
});

function sheet(kind: SourceKind, id: string, name: string, faction: string, over: Partial<Datasheet> = {}): Datasheet {
  return { ...emptyDatasheet(`${kind}:${id}`, name, faction), ...over };
}

function source(kind: SourceKind, datasheets: Datasheet[], over: Partial<ImportedSource> = {}): ImportedSource {
  return testSource(
    { kind, path: `/data/${kind}`, snapshot: '2025-11-14', edition: '10e', hash: `${kind}hash` },
    { factions: [{ id: `${kind}:F`, name: 'Grey Knights', rules: [] }], datasheets, ...over },
  );
}

const lascannon = (strength: number) => ({
  name: 'Godhammer lascannon',
  profiles: [
    {
      name: 'Godhammer lascannon',
      type: 'ranged' as const,
      range: 48,
      attacks: constant(2),
      skill: 3,
      strength,
      ap: -3,
      damage: parseDice('D6+1'),
      abilities: [],
    },
  ],
});

describe('normaliseName', () => {
  it('ignores case, diacritics, apostrophes and punctuation', () => {
    expect(normaliseName('Dêlve Assault-Shift')).toBe('delve assault shift');
    expect(normaliseName('Needgaârd Oathband')).toBe('needgaard oathband');
    expect(normaliseName('T’au Empire')).toBe('tau empire');
    expect(normaliseName('  LAND   RAIDER ')).toBe('land raider');
    expect(normaliseName('Brôkhyr Iron-master')).toBe('brokhyr iron master');
  });
});

describe('compileCatalogue', () => {
  const wah = sheet('wahapedia', '391', 'Land Raider', 'Grey Knights', {
    profiles: [profile('Land Raider')],
    weapons: [lascannon(12)],
    points: [{ models: 1, points: 220 }],
    keywords: ['VEHICLE', 'TRANSPORT'],
  });
  const bs = sheet('bsdata', 'abc', 'Land raider', 'grey knights', {
    profiles: [profile('Land Raider', { leadership: 7, invulnerableSave: 5 })],
    weapons: [lascannon(12)],
    points: [{ models: 1, points: 240 }],
    keywords: ['Transport', 'Vehicle'],
  });

  it('merges by faction and normalised name and records every disagreement with both values', () => {
    const c = compileCatalogue([source('bsdata', [bs]), source('wahapedia', [wah])]);
    expect(c.datasheets).toHaveLength(1);
    const ds = c.datasheets[0]!;
    expect(ds.id).toBe('wahapedia:391');
    expect(ds.otherIds).toEqual(['bsdata:abc']);
    expect(ds.profiles[0]!.leadership).toBe(6);
    expect(ds.profiles[0]!.invulnerableSave).toBe(5);
    expect(ds.points[0]!.points).toBe(220);
    expect(c.conflicts).toEqual([
      {
        faction: 'Grey Knights',
        datasheet: 'Land Raider',
        field: 'profiles[Land Raider].leadership',
        values: [
          { source: 'wahapedia', value: 6 },
          { source: 'bsdata', value: 7 },
        ],
        used: 'wahapedia',
      },
      {
        faction: 'Grey Knights',
        datasheet: 'Land Raider',
        field: 'profiles[Land Raider].invulnerableSave',
        values: [
          { source: 'wahapedia', value: null },
          { source: 'bsdata', value: 5 },
        ],
        used: 'bsdata',
      },
      {
        faction: 'Grey Knights',
        datasheet: 'Land Raider',
        field: 'points[1 model].points',
        values: [
          { source: 'wahapedia', value: 220 },
          { source: 'bsdata', value: 240 },
        ],
        used: 'wahapedia',
      },
    ]);
    expect(c.sources.map((s) => s.kind)).toEqual(['wahapedia', 'bsdata']);
  });

  it('follows a given precedence', () => {
    const c = compileCatalogue([source('wahapedia', [wah]), source('bsdata', [bs])], {
      precedence: ['bsdata', 'wahapedia'],
    });
    expect(c.datasheets[0]!.id).toBe('bsdata:abc');
    expect(c.datasheets[0]!.points[0]!.points).toBe(240);
    expect(c.conflicts.find((x) => x.field === 'points[1 model].points')?.used).toBe('bsdata');
  });

  it('merges three sources, listing all three values in a conflict', () => {
    const seed = sheet('seed', '002', 'Land Raider', 'Grey Knights', { points: [{ models: 1, points: 240 }] });
    const c = compileCatalogue([source('seed', [seed]), source('bsdata', [bs]), source('wahapedia', [wah])]);
    const pts = c.conflicts.find((x) => x.field === 'points[1 model].points');
    expect(pts?.values.map((v) => [v.source, v.value])).toEqual([
      ['wahapedia', 220],
      ['bsdata', 240],
      ['seed', 240],
    ]);
    expect(c.datasheets[0]!.otherIds).toEqual(['bsdata:abc', 'seed:002']);
  });

  it('fills what the preferred source lacks and says so', () => {
    const bare = sheet('wahapedia', '9', 'Sir Hekhtur', 'Imperial Knights', { profiles: [profile('Sir Hekhtur')] });
    const other = sheet('bsdata', 'x', 'Sir Hekhtur', 'Imperial Knights', {
      profiles: [profile('Sir Hekhtur')],
      points: [{ models: 1, points: 45 }],
    });
    const c = compileCatalogue([source('wahapedia', [bare]), source('bsdata', [other])]);
    expect(c.datasheets[0]!.points).toEqual([{ models: 1, points: 45 }]);
    expect(c.conflicts).toEqual([
      expect.objectContaining({
        field: 'points',
        used: 'bsdata',
        values: [
          { source: 'wahapedia', value: [] },
          { source: 'bsdata', value: ['1 model'] },
        ],
      }),
    ]);
  });

  it('pairs same-named datasheets by faction keywords and keeps unmatched ones apart', () => {
    const plain = sheet('wahapedia', '1', 'Repulsor', 'Space Marines', { factionKeywords: ['ADEPTUS ASTARTES'] });
    const bt = sheet('wahapedia', '2', 'Repulsor', 'Space Marines', {
      factionKeywords: ['ADEPTUS ASTARTES', 'BLACK TEMPLARS'],
    });
    const btOther = sheet('bsdata', 'b', 'Repulsor', 'Space Marines', {
      factionKeywords: ['Black Templars', 'Adeptus Astartes'],
    });
    const c = compileCatalogue([source('wahapedia', [plain, bt]), source('bsdata', [btOther])]);
    expect(c.datasheets.map((d) => [d.id, d.otherIds ?? []])).toEqual([
      ['wahapedia:1', []],
      ['wahapedia:2', ['bsdata:b']],
    ]);
  });

  it('is deterministic and its hash follows the content', () => {
    const a = compileCatalogue([source('wahapedia', [wah])]);
    const b = compileCatalogue([source('wahapedia', [wah])]);
    expect(a.hash).toBe(b.hash);
    expect(a.hash).toMatch(/^[0-9a-f]{32}$/);
    const changed = compileCatalogue([source('wahapedia', [{ ...wah, name: 'Land Raider ' }])]);
    expect(changed.hash).not.toBe(a.hash);
    expect(catalogueHash(a)).toBe(a.hash);
  });

  it('keeps links grouped by datasheet, remapped to merged ids, dangling ones dropped', () => {
    const strat = {
      id: 'wahapedia:s1',
      name: 'SMOKESCREEN',
      cp: 1,
      category: 'Wargear' as const,
      source: 'Core',
      parts: { when: 'w', target: 't', effect: 'e' },
    };
    const two = sheet('wahapedia', '392', 'Dreadknight', 'Grey Knights');
    const c = compileCatalogue([
      source('wahapedia', [wah, two], {
        stratagems: [strat],
        datasheetStratagems: [
          { datasheet: two.id, stratagem: 's-missing' },
          { datasheet: two.id, stratagem: strat.id },
          { datasheet: wah.id, stratagem: strat.id },
          { datasheet: wah.id, stratagem: strat.id },
        ],
      }),
      source('bsdata', [bs]),
    ]);
    expect(c.datasheetStratagems).toEqual([
      { datasheet: wah.id, stratagem: strat.id },
      { datasheet: two.id, stratagem: strat.id },
    ]);
  });
});

describe('compileCatalogue: detachments and Enhancements', () => {
  it('merges them by faction and name, remaps links, and records a points conflict', () => {
    const wah = sheet('wahapedia', '1', 'Grimnyr', 'Leagues of Votann');
    const bs = sheet('bsdata', 'g', 'Grimnyr', 'Leagues of Votann');
    const det = (kind: SourceKind, name: string) => ({
      id: `${kind}:d`,
      name,
      faction: 'Leagues of Votann',
      rules: [],
    });
    const enh = (kind: SourceKind, points: number) => ({
      id: `${kind}:e`,
      name: 'Quake Multigenerator',
      points,
      faction: 'Leagues of Votann',
      detachment: 'Dêlve Assault Shift',
      detachmentId: `${kind}:d`,
    });
    const c = compileCatalogue([
      source('wahapedia', [wah], {
        detachments: [det('wahapedia', 'Dêlve Assault Shift')],
        enhancements: [enh('wahapedia', 20)],
      }),
      source('bsdata', [bs], {
        detachments: [det('bsdata', 'Delve Assault Shift')],
        enhancements: [enh('bsdata', 25)],
        datasheetEnhancements: [{ datasheet: bs.id, enhancement: 'bsdata:e' }],
      }),
    ]);
    expect(c.detachments.map((d) => d.id)).toEqual(['wahapedia:d']);
    expect(c.enhancements.map((e) => [e.id, e.points, e.detachmentId])).toEqual([['wahapedia:e', 20, 'wahapedia:d']]);
    expect(c.datasheetEnhancements).toEqual([{ datasheet: 'wahapedia:1', enhancement: 'wahapedia:e' }]);
    expect(c.conflicts).toEqual([
      {
        faction: 'Leagues of Votann',
        datasheet: 'Enhancement: Quake Multigenerator',
        field: 'points',
        values: [
          { source: 'wahapedia', value: 20 },
          { source: 'bsdata', value: 25 },
        ],
        used: 'wahapedia',
      },
    ]);
  });
});

describe('catalogue codec', () => {
  it('round-trips a compiled catalogue exactly, hash included', () => {
    const ds = sheet('wahapedia', '391', 'Land Raider', 'Grey Knights', { weapons: [lascannon(12)] });
    const c: Catalogue = compileCatalogue([
      source('wahapedia', [ds], {
        stratagems: [{ id: 'wahapedia:s', name: 'X', cp: 1, category: 'Wargear', source: 'Core', parts: null }],
        datasheetStratagems: [{ datasheet: ds.id, stratagem: 'wahapedia:s' }],
        detachments: [{ id: 'wahapedia:d', name: 'Host', faction: 'Grey Knights', rules: [{ name: 'R', text: 't' }] }],
        enhancements: [{ id: 'wahapedia:e', name: 'Relic', points: 10, faction: 'Grey Knights' }],
        datasheetEnhancements: [{ datasheet: ds.id, enhancement: 'wahapedia:e' }],
        datasheetDetachmentRules: [{ datasheet: ds.id, detachment: 'wahapedia:d', rule: 'R' }],
      }),
    ]);
    const stored = JSON.parse(JSON.stringify(encodeCatalogue(c)));
    expect(stored.links.stratagems).toEqual([[0]]);
    expect(stored.datasheets[0].weapons[0].profiles[0]).toEqual([
      'Godhammer lascannon',
      'ranged',
      48,
      '2',
      3,
      12,
      -3,
      'D6+1',
      [],
    ]);
    const back = decodeCatalogue(stored);
    expect(back).toEqual(c);
    expect(catalogueHash(back)).toBe(c.hash);
  });
});
