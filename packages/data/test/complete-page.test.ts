import { readFileSync } from 'node:fs';
import { createCatalogueQuery, type DatasheetPage, emptyDatasheet, parseDice } from '@cogitator/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeShared, seedPath, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { compileSources, completePage, parseSeedPage } from '../src/index.js';
import { emptyProfile } from '../src/seed/statline.js';
import { miniCatalogue } from './fixtures/mini-catalogue.js';

const query = createCatalogueQuery(miniCatalogue());

/** A page of the mini export's Test Squad that lost its statline, with other points and a weaker rifle. */
function squadPage(): DatasheetPage {
  const ds = emptyDatasheet('seed:squad', 'Test Squad', 'Test Faction');
  ds.profiles = [emptyProfile('Troopers')];
  ds.points = [{ models: 5, points: 95 }];
  ds.weapons = [
    {
      name: 'Test rifle',
      profiles: [
        {
          name: 'Test rifle – standard',
          type: 'ranged',
          range: 24,
          attacks: parseDice('2'),
          skill: 3,
          strength: 3,
          ap: 0,
          damage: parseDice('1'),
          abilities: [{ kind: 'rapid-fire', x: parseDice('1') }],
        },
      ],
    },
  ];
  return {
    datasheet: ds,
    stratagems: [],
    detachmentRules: [],
    enhancements: [{ name: 'Test Relic', points: null, detachment: 'Test Host' }],
    glossary: [],
  };
}

describe('completing a page from the catalogue', () => {
  it('fills what the page lacks, by the profile of the same name', () => {
    const page = squadPage();
    const c = completePage(page, query);
    expect(c.match).toEqual({ id: 'wahapedia:000000002', name: 'Test Squad', faction: 'Test Faction' });
    expect(c.filled.map((f) => [f.field, f.text])).toEqual([
      ['profiles[0].movement', '6"'],
      ['profiles[0].toughness', '4'],
      ['profiles[0].save', '3+'],
      ['profiles[0].wounds', '2'],
      ['profiles[0].leadership', '7+'],
      ['profiles[0].objectiveControl', '2'],
      ['profiles[0].baseSize', '32mm'],
      ['keywords', 'INFANTRY'],
      ['factionKeywords', 'TEST FACTION'],
      ['ledBy', 'Test Captain'],
      ['composition', '1 Sergeant, 4-9 Trooper'],
      ['equipment', 'Every model: test rifle'],
      ['enhancements[0].points', '20 pts'],
    ]);
    expect(c.page.datasheet.profiles[0]?.toughness).toBe(4);
    expect(c.page.enhancements[0]?.points).toBe(20);
    // The page given is left as it was.
    expect(page.datasheet.profiles[0]?.toughness).toBeNull();
  });

  it('lists where page and catalogue disagree, and keeps the page value', () => {
    const c = completePage(squadPage(), query);
    expect(c.conflicts).toEqual([
      { field: 'weapons[0].profiles[0].strength', page: '3', catalogue: '4' },
      { field: 'points', page: '5 models: 95 pts', catalogue: '5 models: 90 pts' },
    ]);
    expect(c.page.datasheet.points).toEqual([{ models: 5, points: 95 }]);
  });

  it('without a datasheet of that faction and name, nothing is filled', () => {
    const page = squadPage();
    page.datasheet.faction = 'Other Faction';
    const c = completePage(page, query);
    expect(c.match).toBeNull();
    expect(c.filled).toEqual([]);
    expect(c.conflicts).toEqual([]);
    expect(c.page).toEqual(page);
  });
});

describeShared(
  'completing the seed pages from the 2025-11-14 catalogue',
  [WAHAPEDIA_DIR, seedPath('earthshakers')],
  () => {
    let full: ReturnType<typeof createCatalogueQuery>;
    beforeAll(async () => {
      full = createCatalogueQuery(await compileSources([WAHAPEDIA_DIR]));
    });
    const seed = (name: 'earthshakers' | 'landRaider') =>
      parseSeedPage(readFileSync(seedPath(name), 'utf8'), seedPath(name)).page;

    it('Cthonian Earthshakers: the lost statline comes from the catalogue', () => {
      const c = completePage(seed('earthshakers'), full);
      expect(c.match?.id).toBe('wahapedia:000004145');
      expect(c.filled.slice(0, 7).map((f) => `${f.field}=${f.text}`)).toEqual([
        'profiles[0].movement=4"',
        'profiles[0].toughness=6',
        'profiles[0].save=4+',
        'profiles[0].wounds=6',
        'profiles[0].leadership=7+',
        'profiles[0].objectiveControl=2',
        'profiles[0].baseSize=80mm',
      ]);
      expect(c.conflicts).toEqual([]);
    });

    it('Land Raider: the seed costs 240 pts where the export says 220', () => {
      const c = completePage(seed('landRaider'), full);
      expect(c.conflicts).toEqual([{ field: 'points', page: '1 model: 240 pts', catalogue: '1 model: 220 pts' }]);
      expect(c.page.datasheet.profiles[0]?.wounds).toBe(16);
    });
  },
);
