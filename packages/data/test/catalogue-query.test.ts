import {
  createCatalogueQuery,
  type Datasheet,
  editDistance,
  emptyDatasheet,
  type ImportedSource,
  type Stratagem,
} from '@cogitator/engine';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../src/index.js';

const ds = (id: string, name: string, faction: string, over: Partial<Datasheet> = {}): Datasheet => ({
  ...emptyDatasheet(`wahapedia:${id}`, name, faction),
  ...over,
});
const strat = (id: string, name: string, source: string, detachment?: string): Stratagem => ({
  id: `wahapedia:${id}`,
  name,
  cp: 1,
  category: 'Battle Tactic',
  source,
  ...(detachment ? { detachment } : {}),
  parts: null,
});

const sheets = [
  ds('1', 'Land Raider', 'Grey Knights', { factionKeywords: ['GREY KNIGHTS'] }),
  ds('2', 'Land Raider', 'Space Marines', { factionKeywords: ['ADEPTUS ASTARTES'] }),
  ds('3', 'Land Raider Crusader', 'Space Marines', { factionKeywords: ['ADEPTUS ASTARTES', 'BLACK TEMPLARS'] }),
  ds('4', 'Ûthar the Destined', 'Leagues of Votann', { keywords: ['CHARACTER'] }),
  ds('5', 'Grimnyr', 'Leagues of Votann', { keywords: ['CHARACTER', 'PSYKER'] }),
  ds('6', 'Hearthkyn Warriors', 'Leagues of Votann'),
  ds('7', 'Kroot Carnivores', 'T’au Empire'),
  ds('8', 'Munitorum Servitors', 'Astra Militarum', { factionKeywords: ['ASTRA MILITARUM'] }),
  ds('9', 'Munitorum Servitors', 'Genestealer Cults', { factionKeywords: ['ASTRA MILITARUM', 'GENESTEALER CULTS'] }),
];
const source: ImportedSource = {
  info: { kind: 'wahapedia', path: '/x', snapshot: '2025-11-14', edition: '10e', hash: 'h' },
  factions: [
    { id: 'wahapedia:GK', name: 'Grey Knights', rules: [] },
    { id: 'wahapedia:SM', name: 'Space Marines', rules: [] },
    { id: 'wahapedia:LoV', name: 'Leagues of Votann', rules: [] },
    { id: 'wahapedia:TAU', name: 'T’au Empire', rules: [] },
  ],
  datasheets: sheets,
  stratagems: [
    strat('s1', 'SMOKESCREEN', 'Core'),
    strat('s2', 'ARGENT WRATH', 'Sanctic Spearhead', 'Sanctic Spearhead'),
  ],
  datasheetStratagems: [{ datasheet: 'wahapedia:1', stratagem: 'wahapedia:s2' }],
  detachments: [
    { id: 'wahapedia:d1', name: 'Dêlve Assault Shift', faction: 'Leagues of Votann', rules: [] },
    { id: 'wahapedia:d2', name: 'Needgaârd Oathband', faction: 'Leagues of Votann', rules: [] },
  ],
  enhancements: [
    {
      id: 'wahapedia:e1',
      name: 'Quake Multigenerator',
      points: 20,
      faction: 'Leagues of Votann',
      detachment: 'Dêlve Assault Shift',
    },
    {
      id: 'wahapedia:e2',
      name: 'Ancestral Crest',
      points: 10,
      faction: 'Leagues of Votann',
      detachment: 'Needgaârd Oathband',
    },
  ],
  datasheetEnhancements: [{ datasheet: 'wahapedia:4', enhancement: 'wahapedia:e2' }],
  skipped: [],
  warnings: [],
};
const q = createCatalogueQuery(compileCatalogue([source]));

describe('CatalogueQuery look-ups', () => {
  it('finds datasheets by normalised name, within a faction or a faction keyword', () => {
    expect(q.findDatasheets('land raider').map((d) => d.faction)).toEqual(['Grey Knights', 'Space Marines']);
    expect(q.findDatasheets('LAND-RAIDER', 'grey knights').map((d) => d.id)).toEqual(['wahapedia:1']);
    expect(q.findDatasheets('Land Raider Crusader', 'Black Templars').map((d) => d.id)).toEqual(['wahapedia:3']);
    expect(q.findDatasheets('uthar the destined').map((d) => d.name)).toEqual(['Ûthar the Destined']);
    expect(q.findDatasheets('Land Raider', 'Orks')).toEqual([]);
  });

  it('prefers a datasheet of the faction itself over one with it only as a faction keyword', () => {
    expect(q.findDatasheets('munitorum servitors').map((d) => d.id)).toEqual(['wahapedia:8', 'wahapedia:9']);
    expect(q.findDatasheets('munitorum servitors', 'Astra Militarum').map((d) => d.id)).toEqual(['wahapedia:8']);
    expect(q.findDatasheets('munitorum servitors', 'genestealer cults').map((d) => d.id)).toEqual(['wahapedia:9']);
  });

  it('finds factions by name, forgiving apostrophes, or by id', () => {
    expect(q.faction('tau empire')?.name).toBe('T’au Empire');
    expect(q.faction('wahapedia:GK')?.name).toBe('Grey Knights');
    expect(q.detachments("T'au Empire")).toEqual([]);
    expect(q.detachments('leagues of votann').map((d) => d.name)).toEqual([
      'Dêlve Assault Shift',
      'Needgaârd Oathband',
    ]);
    expect(q.enhancements('Leagues of Votann', 'Delve Assault Shift').map((e) => e.name)).toEqual([
      'Quake Multigenerator',
    ]);
  });

  it('gives the linked Stratagems, or the Core ones when a datasheet has no links', () => {
    expect(q.stratagemsFor('wahapedia:1').map((s) => s.name)).toEqual(['ARGENT WRATH']);
    expect(q.stratagemsFor('wahapedia:5').map((s) => s.name)).toEqual(['SMOKESCREEN']);
    expect(q.stratagemsFor('nope')).toEqual([]);
  });

  it('gives linked Enhancements only, when the catalogue has links', () => {
    expect(q.enhancementsFor('wahapedia:4').map((e) => e.name)).toEqual(['Ancestral Crest']);
    expect(q.enhancementsFor('wahapedia:5')).toEqual([]);
  });
});

describe('CatalogueQuery search', () => {
  const top = (words: string) => q.searchAll(words, 3).map((h) => `${h.kind}:${h.name}`);

  it('forgives diacritics', () => {
    expect(top('Delve')[0]).toBe('detachment:Dêlve Assault Shift');
    expect(top('Needgaard')[0]).toBe('detachment:Needgaârd Oathband');
    expect(top('uthar')[0]).toBe('datasheet:Ûthar the Destined');
  });

  it('forgives typos and missing letters', () => {
    expect(q.search('land raidr').map((h) => h.datasheet.id)).toEqual(['wahapedia:1', 'wahapedia:2', 'wahapedia:3']);
    expect(q.search('grimnir')[0]?.datasheet.name).toBe('Grimnyr');
    expect(q.search('hearthkin warrior')[0]?.datasheet.name).toBe('Hearthkyn Warriors');
    expect(q.search('landraider')[0]?.datasheet.name).toBe('Land Raider');
  });

  it('ranks an exact name first and scores it 1', () => {
    const hits = q.search('Land Raider');
    expect(hits[0]!.score).toBe(1);
    expect(hits[2]!.datasheet.name).toBe('Land Raider Crusader');
    expect(hits[2]!.score).toBeLessThan(hits[0]!.score);
  });

  it('returns nothing for unrelated words', () => {
    expect(q.searchAll('zzzzqqq')).toEqual([]);
    expect(q.searchAll('')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts edits and adjacent transpositions', () => {
    expect(editDistance('raider', 'raidr')).toBe(1);
    expect(editDistance('kroot', 'kroto')).toBe(1);
    expect(editDistance('abc', 'xyz')).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
