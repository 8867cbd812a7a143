import {
  type CatalogueQuery,
  createCatalogueQuery,
  formatFinding,
  splitFaction,
  validateArmy,
} from '@cogitator/engine';
import { beforeAll, expect, it } from 'vitest';
import { describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { compileSources, readArmyList } from '../src/index.js';
import { summary } from './lists-summary.js';

/**
 * ListForge's text (option groups, counts written as words, faction-prefixed datasheet names),
 * faction names in every tool's naming, and names looked up in the list's own Detachment first,
 * against the catalogue of the pinned Wahapedia snapshot (2025-11-14).
 */
describeShared('names as the list tools write them', [WAHAPEDIA_DIR], () => {
  let q: CatalogueQuery;
  beforeAll(async () => {
    q = createCatalogueQuery(await compileSources([WAHAPEDIA_DIR]));
  });

  // Written by hand in ListForge's style: sections ending in ":", two-space bullets, "E:" for an
  // Enhancement, option groups over the models they chose, wargear choices over their weapons.
  const listforge = [
    'Skulls - World Eaters - Berzerker Warband (1,000 Points)',
    '',
    '',
    'Character:',
    'Slaughterbound (110 pts)',
    '  • Lacerator and daemonic claw',
    '  • E: Battle-lust',
    '  • Warlord',
    '',
    '',
    'Battleline:',
    'Jakhals (65 pts)',
    '  • Jakhal Pack Leader',
    '    • Autopistol',
    '    • Jakhal chainblades',
    '  • B: 1 mauler chainblade, 7 chainblades',
    '    • Jakhal w/ mauler chainblade',
    '      • Mauler chainblade',
    '      • Autopistol',
    '    • 7x Jakhal',
    '      • 7x Autopistol',
    '      • 7x Jakhal chainblades',
    '  • Dishonoured w/ skullsmasher',
    '    • Skullsmasher',
    '  • Icon of Khorne',
    '',
    '',
    'Beast:',
    'World Eaters Chaos Spawn (70 pts)',
    '  • 2x Chaos Spawn',
    '    • 2x Hideous Mutations',
    '',
    '',
    'Vehicle:',
    'World Eaters Forgefiend (170 pts)',
    '  • 2 ectoplasma cannons',
    '    • 2x Ectoplasma cannon',
    '  • Ectoplasma cannon and claws',
    '    • Forgefiend claws',
    '    • Ectoplasma cannon',
    '',
    'World Eaters Maulerfiend (150 pts)',
    '  • Maulerfiend fists',
    '  • 2 magma cutters',
    '',
    'World Eaters Rhino (85 pts)',
    '  • Armoured tracks',
    '  • Combi-bolter',
    '  • Combi-bolter',
    '  • Havoc launcher',
  ].join('\n');

  it('ListForge: option groups are not models, "2 magma cutters" is a count, faction-prefixed names resolve', () => {
    const r = readArmyList(listforge, 'lf.txt', q);
    expect(r.format).toBe('listforge');
    const ds = r.list.units.map((u) => q.datasheetById(u.datasheet ?? '')?.name ?? '?');
    expect(ds).toEqual(['Slaughterbound', 'Jakhals', 'Chaos Spawn', 'Forgefiend', 'Maulerfiend', 'Chaos Rhino']);
    expect(summary(r.list)).toEqual({
      head: 'Skulls / World Eaters / - / Berzerker Warband / - - / 1000 pts',
      units: [
        'Slaughterbound x1 = 110 | 1 Lacerator and daemonic claw | E Battle-lust | W',
        'Jakhals x10 = 65 | 1 Icon of Khorne | 1 Jakhal Pack Leader: 1 Autopistol, 1 Jakhal chainblades | 1 Jakhal w/ mauler chainblade: 1 Mauler chainblade, 1 Autopistol | 7 Jakhal: 7 Autopistol, 7 Jakhal chainblades | 1 Dishonoured w/ skullsmasher: 1 Skullsmasher',
        'World Eaters Chaos Spawn x2 = 70 | 2 Chaos Spawn: 2 Hideous Mutations',
        'World Eaters Forgefiend x1 = 170 | 3 Ectoplasma cannon, 1 Forgefiend claws',
        'World Eaters Maulerfiend x1 = 150 | 1 Maulerfiend fists, 2 Magma cutter',
        'World Eaters Rhino x1 = 85 | 1 Armoured tracks, 2 Combi-bolter, 1 Havoc launcher',
      ],
    });
    const v = validateArmy(r.list, q);
    const errors = v.findings.filter((f) => f.severity === 'error').map(formatFinding);
    expect(errors).toEqual([]);
    // "Battle-lust" is Berzerker Warband's (10 pts), not Boarding Butchers' "Battle Lust" (0 pts).
    expect(v.points.units[0]?.enhancement).toBe(10);
  });

  it('faction paths in every naming scheme', () => {
    const cases: [string[], string, string | null][] = [
      [['Imperium', 'Adeptus Astartes', 'Ultramarines'], 'Space Marines', 'Ultramarines'],
      [['Imperium', 'Adeptus Astartes', 'Space Marines'], 'Space Marines', null],
      [['Imperium', 'Adeptus Astartes'], 'Space Marines', null],
      [['Space Marines', 'Space Wolves'], 'Space Marines', 'Space Wolves'],
      [['Blood Angels'], 'Space Marines', 'Blood Angels'],
      [['Imperium', 'Agents of the Imperium'], 'Imperial Agents', null],
      [['Xenos', "T'au Empire"], 'T’au Empire', null],
      [['Chaos', "Emperor's Children"], 'Emperor’s Children', null],
      [['Aeldari', 'Drukhari'], 'Drukhari', null],
      [['Chaos', 'Chaos Knights'], 'Chaos Knights', null],
      [['Xenos', 'Leagues of Votann'], 'Leagues of Votann', null],
      [['Chaos Space Marines'], 'Chaos Space Marines', null],
    ];
    for (const [parts, faction, subfaction] of cases) {
      expect([parts.join(' - '), splitFaction(parts, q)]).toEqual([parts.join(' - '), { faction, subfaction }]);
    }
  });

  it('a New Recruit list of "Imperium - Adeptus Astartes - Ultramarines" reads as Space Marines', () => {
    const r = readArmyList(
      [
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        '+ FACTION KEYWORD: Imperium - Adeptus Astartes - Ultramarines',
        '+ DETACHMENT: Gladius Task Force',
        '+ TOTAL ARMY POINTS: 80pts',
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        '',
        'CHARACTER',
        '',
        'Char1: 1x Captain (80 pts)',
        '• 1x Master-crafted bolt rifle',
        '• 1x Master-crafted power weapon',
        '• Warlord',
      ].join('\n'),
      'nr.txt',
      q,
    );
    expect([r.list.faction, r.list.subfaction]).toEqual(['Space Marines', 'Ultramarines']);
    const errors = validateArmy(r.list, q).findings.filter((f) => f.rule === 'army-faction' || f.rule === 'resolve');
    expect(errors.map(formatFinding)).toEqual([]);
  });
});
