import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { armyRulesOf, type Catalogue, createCatalogueQuery, formatFinding, validateArmy } from '@cogitator/engine';
import { beforeAll, expect, it } from 'vitest';
import { describeShared, LISTS_DIR, sharedPath, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { compileSources, importSeeds, importSource, isSeedDir, readArmyList } from '../src/index.js';
import { readShared } from './lists-shared.js';

/**
 * The seed folder as a data source: the catalogue learns the detachments that exist only on the seed
 * pages (Oathband, seed 000; Combined Regiment, seed 001) with their rules, Stratagems and Enhancements,
 * and the Leagues of Votann's older Army Rule (Eye of the Ancestors) as the version for the
 * detachments its page prints it with.
 */
const SEEDS_DIR = sharedPath('seeds');
const ROSZ = 'battlescribe/01.LoV.Leviathan.v0102.rosz';

describeShared('the seed folder as a data source', [SEEDS_DIR, WAHAPEDIA_DIR, LISTS_DIR], () => {
  let merged: Catalogue;
  beforeAll(async () => {
    merged = await compileSources([WAHAPEDIA_DIR, SEEDS_DIR]);
  });

  it('is recognised as seed pages (and a Wahapedia export is not)', async () => {
    expect(await isSeedDir(SEEDS_DIR)).toBe(true);
    expect(await isSeedDir(WAHAPEDIA_DIR)).toBe(false);
    const dir = mkdtempSync(join(tmpdir(), 'seeds-'));
    writeFileSync(join(dir, 'notes.txt'), 'just some notes\nnothing else\n');
    expect(await isSeedDir(dir)).toBe(false);
    await expect(importSource(dir)).rejects.toThrow(/not a data directory Cogitator can import/);
  });

  it('reads the Oathband detachment, its six Stratagems and four Enhancements from seed 000', async () => {
    const s = await importSeeds(SEEDS_DIR);
    expect(s.info.kind).toBe('seed');
    const oathband = s.detachments.find((d) => d.name === 'Oathband');
    // Seed 000: "Ruthless Efficiency / Oathband Detachment / ... At the start of the battle, select a number of units"
    expect(oathband?.rules.map((r) => r.name)).toEqual(['Ruthless Efficiency']);
    expect(oathband?.rules[0]?.text).toContain('At the start of the battle, select a number of units');
    expect(s.stratagems.filter((x) => x.detachment === 'Oathband').map((x) => `${x.name} ${x.cp}`)).toEqual([
      'ORDERED RETREAT 1',
      'ANCESTRAL SENTENCE 1',
      'NEWFOUND NEMESIS 1',
      'REACTIVE REPRISAL 2',
      'VOID ARMOUR 1',
      'WARRIOR PRIDE 1',
    ]);
    expect(s.enhancements.filter((e) => e.detachment === 'Oathband').map((e) => `${e.name} ${e.points}`)).toEqual([
      'A LONG LIST 15',
      'APPRAISING GLARE 20',
      'GRIM DEMEANOUR 20',
      'WAYFARER’S GRACE 25',
    ]);
    // Void Salvagers' Enhancements are listed without points on the page: skipped, and said so.
    expect(s.skipped.filter((x) => x.what === 'enhancement').map((x) => x.name)).toEqual([
      'Masterful Construction',
      'Obsessive Drive',
    ]);
    expect(s.detachments.find((d) => d.name === 'Combined Regiment')?.faction).toBe('Astra Militarum');
  });

  it('merges with the Wahapedia export: one copy of each Stratagem, one Void Salvagers, Oathband and Combined Regiment added', () => {
    const q = createCatalogueQuery(merged);
    expect(q.detachments('Leagues of Votann').filter((d) => d.name === 'Void Salvagers')).toHaveLength(1);
    expect(q.detachments('Leagues of Votann').some((d) => d.name === 'Oathband')).toBe(true);
    expect(q.detachments('Astra Militarum').some((d) => d.name === 'Combined Regiment')).toBe(true);
    // The seed copies of the Hearthband Stratagems merge with the export's (same faction, source, name).
    expect(merged.stratagems.filter((x) => x.detachment === 'Hearthband')).toHaveLength(6);
    expect(merged.stratagems.filter((x) => x.source === 'Core' && x.name === 'COMMAND RE-ROLL')).toHaveLength(1);
    // Seed Stratagems no source links to a datasheet go to every datasheet of their faction.
    const warriors = q.findDatasheets('Hearthkyn Warriors', 'Leagues of Votann')[0]!;
    expect(q.stratagemsFor(warriors.id).some((x) => x.name === 'ORDERED RETREAT' && x.detachment === 'Oathband')).toBe(
      true,
    );
  });

  it('keeps both Leagues of Votann Army Rules: Eye of the Ancestors for the detachments seed 000 prints it with', () => {
    const lov = createCatalogueQuery(merged).faction('Leagues of Votann')!;
    expect(armyRulesOf(lov, 'Oathband').map((r) => r.name)).toEqual(['Eye of the Ancestors']);
    expect(armyRulesOf(lov, 'Void Salvagers').map((r) => r.name)).toEqual(['Eye of the Ancestors']);
    expect(armyRulesOf(lov, 'Hearthband').map((r) => r.name)).toEqual(['Prioritised Efficiency']);
    expect(armyRulesOf(lov, null).map((r) => r.name)).toEqual(['Prioritised Efficiency']);
    // Seed 000: "each time an enemy unit destroys a unit from your army, that enemy unit gains 1 Judgement token"
    expect(armyRulesOf(lov, 'Oathband')[0]?.text).toContain('that enemy unit gains 1 Judgement token');
  });

  it(`the shared roster ${ROSZ} resolves its Oathband detachment and its Enhancement`, () => {
    const q = createCatalogueQuery(merged);
    const r = readArmyList(readShared(ROSZ), ROSZ, q);
    expect(r.list.detachment).toBe('Oathband');
    const v = validateArmy(r.list, q);
    const errors = [...r.findings, ...v.findings].filter((f) => f.severity === 'error').map(formatFinding);
    expect(errors).toEqual([]);
    const bearer = r.list.units.find((u) => u.enhancement);
    expect(bearer?.enhancement).toBe('Appraising Glare');
    const e = q.enhancements('Leagues of Votann', 'Oathband').find((x) => x.name === 'APPRAISING GLARE');
    expect(e?.points).toBe(20);
  });
});
