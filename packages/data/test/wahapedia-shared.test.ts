import type { ImportedSource } from '@cogitator/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { importWahapedia } from '../src/wahapedia/index.js';
import { cleanupDoctored, doctoredCopy } from './fixtures/doctored.js';
import { rejectionOf } from './fixtures/errors.js';

/** Reorder the columns of a `|` table (header and rows alike) by a permutation of indexes. */
function permute(text: string, order: number[]): string {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  return (
    bom +
    text
      .slice(bom.length)
      .split('\r\n')
      .map((line) => {
        if (!line) return line;
        const f = line.split('|').slice(0, -1);
        return `${order.map((i) => f[i]).join('|')}|`;
      })
      .join('\r\n')
  );
}

describeShared('Wahapedia import of the 2025-11-14 export', [WAHAPEDIA_DIR], () => {
  let src: ImportedSource;
  beforeAll(async () => {
    src = await importWahapedia(WAHAPEDIA_DIR);
  });
  afterAll(cleanupDoctored);

  const find = (name: string, faction: string) =>
    src.datasheets.filter((d) => d.name === name && d.faction === faction);

  it('imports every datasheet or says why not, with exact counts', () => {
    const counts = {
      factions: src.factions.length,
      datasheets: src.datasheets.length,
      skipped: src.skipped.length,
      stratagems: src.stratagems.length,
      detachments: src.detachments.length,
      enhancements: src.enhancements.length,
      datasheetStratagems: src.datasheetStratagems.length,
      datasheetEnhancements: src.datasheetEnhancements?.length,
      datasheetDetachmentRules: src.datasheetDetachmentRules?.length,
    };
    console.log('Wahapedia 2025-11-14 counts:', JSON.stringify(counts));
    expect(counts).toEqual({
      factions: 26,
      datasheets: 1675,
      skipped: 1,
      stratagems: 1290,
      detachments: 228,
      enhancements: 797,
      datasheetStratagems: 74099,
      datasheetEnhancements: 9092,
      datasheetDetachmentRules: 13254,
    });
    // Datasheets.csv has 1,676 rows: 1,675 imported plus the one skipped.
    expect(src.skipped).toEqual([
      {
        what: 'datasheet',
        id: 'wahapedia:000003708',
        name: 'Example Wargear',
        reason: 'virtual datasheet (not for army lists) with no model profiles',
      },
    ]);
    expect(src.info.snapshot).toBe('2025-11-14');
    expect(src.info.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds the five seed units', () => {
    expect(find('Grimnyr', 'Leagues of Votann')).toHaveLength(1);
    expect(find('Munitorum Servitors', 'Astra Militarum')).toHaveLength(1);
    expect(find('Land Raider', 'Grey Knights')).toHaveLength(1);
    expect(find('Sir Hekhtur', 'Imperial Knights')).toHaveLength(1);
    expect(find('Cthonian Earthshakers', 'Leagues of Votann')).toHaveLength(1);
  });

  it('has the Grey Knights Land Raider of this export: M10" T12 Sv2+ W16 Ld6+ OC5, 220 pts', () => {
    const lr = find('Land Raider', 'Grey Knights')[0]!;
    expect(lr.profiles).toEqual([
      {
        name: 'Land Raider',
        movement: 10,
        toughness: 12,
        save: 2,
        wounds: 16,
        leadership: 6,
        objectiveControl: 5,
        invulnerableSave: null,
        baseSize: { kind: 'hull' },
      },
    ]);
    expect(lr.points).toEqual([{ models: 1, points: 220 }]);
    expect(lr.abilities.core).toEqual([{ kind: 'deadly-demise', x: { count: 1, sides: 6, bonus: 0 } }]);
    expect(lr.damaged).toMatchObject({ minWounds: 1, maxWounds: 5 });
    expect(lr.transport).toMatchObject({
      capacity: 12,
      allowed: ['GREY KNIGHTS INFANTRY'],
      spaceCost: [{ keyword: 'TERMINATOR', spaces: 2 }],
    });
    const bolter = lr.weapons.find((w) => w.name === 'Twin heavy bolter')!.profiles[0]!;
    expect([bolter.range, bolter.strength, bolter.ap, bolter.abilities]).toEqual([
      36,
      5,
      -1,
      [{ kind: 'sustained-hits', x: { count: 0, sides: 6, bonus: 1 } }, { kind: 'twin-linked' }],
    ]);
    expect(lr.keywords).toEqual(['SMOKE', 'TRANSPORT', 'VEHICLE', 'IMPERIUM', 'LAND RAIDER']);
    expect(lr.factionKeywords).toEqual(['GREY KNIGHTS']);
  });

  it('groups weapon profiles into weapons and reads leader links both ways', () => {
    const grimnyr = find('Grimnyr', 'Leagues of Votann')[0]!;
    const wrath = grimnyr.weapons.find((w) => w.name === 'Ancestral Wrath')!;
    expect(wrath.profiles.map((p) => p.name)).toEqual([
      'Ancestral Wrath – witchfire',
      'Ancestral Wrath – focused witchfire',
    ]);
    expect(grimnyr.leads).toEqual(['Hearthkyn Warriors']);
    expect(find('Hearthkyn Warriors', 'Leagues of Votann')[0]!.ledBy).toContain('Grimnyr');
    expect(grimnyr.modelKeywords).toEqual([{ model: 'GRIMNYR', keywords: ['PSYKER', 'GRIMNYR', 'CHARACTER'] }]);
  });

  it('splits a Stratagem into WHEN / TARGET / EFFECT / RESTRICTIONS', () => {
    const s = src.stratagems.find((x) => x.name === 'MATERIALISATION MATRICES')!;
    expect(s).toMatchObject({ cp: 1, category: 'Strategic Ploy', source: 'Hearthband', faction: 'Leagues of Votann' });
    expect(s.parts).toEqual({
      when: 'The Reinforcements step of your Movement phase.',
      target: 'One LEAGUES OF VOTANN unit from your army that is in Reserves and has the Deep Strike ability.',
      effect:
        'Until the end of the phase, when your unit is set up on the battlefield using the Deep Strike ability, it can be set up anywhere on the battlefield that is more than 6" horizontally away from all enemy units.',
      restrictions: 'Until the end of the turn, your unit is not eligible to declare a charge.',
    });
    expect(src.stratagems.filter((x) => x.parts === null)).toEqual([]);
  });

  it('links the Grey Knights Land Raider to the 20 Stratagems its page lists', () => {
    const lr = find('Land Raider', 'Grey Knights')[0]!;
    const ids = new Set(src.datasheetStratagems.filter((l) => l.datasheet === lr.id).map((l) => l.stratagem));
    const names = src.stratagems.filter((s) => ids.has(s.id)).map((s) => `${s.name} (${s.source})`);
    expect(names).toHaveLength(20);
    expect(names).toContain('SHINING VEIL (Brotherhood Strike)');
    expect(names).toContain('SMOKESCREEN (Core)');
    expect(names).toContain('EXPLOSIVE CLEARANCE (Boarding Actions)');
  });

  it('imports a Datasheets_models.csv with its columns reordered the same', async () => {
    const dir = doctoredCopy(WAHAPEDIA_DIR, {
      'Datasheets_models.csv': (t) => permute(t, [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]),
    });
    const other = await importWahapedia(dir);
    expect(other.datasheets).toEqual(src.datasheets);
    expect(other.info.hash).not.toBe(src.info.hash);
  });

  it('refuses a doctored 11th edition copy', async () => {
    const dir = doctoredCopy(WAHAPEDIA_DIR, {
      'Factions.csv': (t) => t.replaceAll('wh40k10ed', 'wh40k11ed'),
      'Datasheets.csv': (t) => t.replaceAll('wh40k10ed', 'wh40k11ed'),
    });
    const e = await rejectionOf(importWahapedia(dir));
    expect(e.format()).toMatch(/^Factions\.csv:2: link: this export is Warhammer 40,000 11th edition/);
  });

  it('refuses a copy with the edition markers removed', async () => {
    const strip = (t: string) => t.replaceAll('/wh40k10ed/', '/');
    const dir = doctoredCopy(WAHAPEDIA_DIR, { 'Factions.csv': strip, 'Datasheets.csv': strip });
    expect((await rejectionOf(importWahapedia(dir))).message).toMatch(/^cannot tell which edition this export is/);
  });

  it('names a missing file, a truncated file, and a missing directory', async () => {
    const missing = doctoredCopy(WAHAPEDIA_DIR, { 'Stratagems.csv': null });
    expect((await rejectionOf(importWahapedia(missing))).message).toMatch(/^missing file Stratagems\.csv/);
    const truncated = doctoredCopy(WAHAPEDIA_DIR, { 'Datasheets.csv': (t) => t.slice(0, Math.floor(t.length / 2)) });
    const e = await rejectionOf(importWahapedia(truncated));
    expect(e.where.source).toBe('Datasheets.csv');
    expect(e.where.line).toBeGreaterThan(800);
    expect(e.message).toContain('the file looks truncated');
    expect((await rejectionOf(importWahapedia('/nonexistent/wahapedia'))).format()).toBe(
      '/nonexistent/wahapedia: cannot read the directory: ENOENT',
    );
  });
});
