import { DatasheetPageSchema } from '@cogitator/engine';
import { expect, it } from 'vitest';
import { describeShared, seedPath } from '../../../testing/shared.js';
import { glossaryEntry, loadSeed, missingStatline, warningKeys, weaponRows } from './seed-helpers.js';

describeShared('seed 004: Leagues of Votann – Cthonian Earthshakers', [seedPath('earthshakers')], () => {
  const { page, warnings, ds } = loadSeed('earthshakers');

  it('validates against the page schema', () => {
    expect(DatasheetPageSchema.safeParse(page).success).toBe(true);
    expect([ds.id, ds.faction, ds.name]).toEqual([
      'seed:004_ecca03f121ddfdc0',
      'Leagues of Votann',
      'Cthonian Earthshakers',
    ]);
  });

  it('reads breacher ordnance (D6+1) and tremor shells (D6+4) with blast, heavy, indirect fire', () => {
    expect(weaponRows(ds)).toEqual([
      ['Autoch-pattern bolt pistol', 12, '1', 4, 4, 0, '1', '[PISTOL]'],
      ['Breacher ordnance', 24, 'D6+1', 5, 10, -1, '2', '[BLAST, HEAVY, INDIRECT FIRE]'],
      ['Tremor shells', 36, 'D6+4', 5, 6, -1, '1', '[BLAST, HEAVY, INDIRECT FIRE]'],
      ['Plasma picks', 'Melee', '4', 3, 5, -2, '1', ''],
    ]);
    expect(ds.weapons[1]?.profiles[0]?.attacks).toEqual({ count: 1, sides: 6, bonus: 1 });
    expect(ds.weapons[1]?.profiles[0]?.abilities).toEqual([
      { kind: 'blast' },
      { kind: 'heavy' },
      { kind: 'indirect-fire' },
    ]);
    expect(ds.weapons[2]?.profiles[0]?.attacks).toEqual({ count: 1, sides: 6, bonus: 4 });
  });

  it('has the wargear option, 2 models for 110 pts', () => {
    expect(ds.wargearOptions).toEqual([
      'All models in this unit can each have their breacher ordnance replaced with 1 tremor shells.',
    ]);
    expect(ds.composition).toEqual([{ model: 'Cthonian Earthshaker', min: 2, max: 2 }]);
    expect(ds.points).toEqual([{ models: 2, points: 110 }]);
  });

  it('splits its two abilities and keeps the (repeated) designer’s note once', () => {
    expect(ds.abilities.core).toEqual([]);
    expect(ds.abilities.faction).toEqual(['Prioritised Efficiency']);
    expect(ds.abilities.datasheet.map((a) => a.name)).toEqual(['Destabilising Quakes', 'Geomantic Hunters']);
    expect(ds.abilities.datasheet[0]?.text).toBe(
      'In your Shooting phase, after this unit has shot, select one enemy unit hit by one or more of those attacks made with its tremor shells. That unit must take a Battle-shock test, subtracting 1 from the result.',
    );
    const hunters = ds.abilities.datasheet[1]?.text ?? '';
    expect(hunters).toMatch(/^Up to twice per battle, in your Shooting phase/);
    expect(hunters.match(/Designer’s Note:/g)).toHaveLength(1);
    expect(hunters).toMatch(/removing one each time this unit uses this ability\.$/);
  });

  it('has its keywords; its statline is reported missing', () => {
    expect(ds.keywords).toEqual(['INFANTRY', 'ARTILLERY', 'CTHONIAN', 'EARTHSHAKERS']);
    expect(ds.factionKeywords).toEqual(['LEAGUES OF VOTANN']);
    expect(ds.profiles.map((p) => [p.name, p.toughness, p.wounds])).toEqual([['Cthonian Earthshaker', null, null]]);
    expect(warningKeys(warnings)).toEqual(missingStatline(20));
  });

  it('lists 24 Stratagems and four detachment rules with their detachments', () => {
    expect(page.stratagems).toHaveLength(24);
    expect(page.stratagems[0]).toEqual({
      name: 'INEXORABLE EFFICIENCY',
      cp: 1,
      source: 'Brandfast Oathband',
      category: 'Strategic Ploy',
    });
    expect(page.stratagems.find((s) => s.name === 'VOID HARDENED')).toEqual({
      name: 'VOID HARDENED',
      cp: 1,
      source: 'Needgaârd Oathband',
      category: 'Wargear',
    });
    expect(page.detachmentRules).toEqual([
      { name: 'Methodical Annihilation', detachment: 'Hearthband' },
      { name: 'Martial Leverage', detachment: 'Needgaârd Oathband' },
      { name: 'Assailed From Every Angle', detachment: 'Persecution Prospect' },
      { name: 'Mobile Sensor Relays', detachment: 'Brandfast Oathband' },
    ]);
    expect(page.enhancements).toEqual([]);
  });

  it('keeps the faction rule and its parts, dropping the page’s keyword cross-references', () => {
    expect(glossaryEntry(page, 'Prioritised Efficiency').text).toContain(
      'If your Army Faction is , units from your army',
    );
    expect(glossaryEntry(page, 'Hostile Acquisition').summary).toEqual([
      'Each time a model in this unit makes an attack that targets an enemy unit within range of one or more objective markers, add 1 to the Hit roll.',
      'You can re-roll Advance and Charge rolls made for this unit.',
    ]);
    // "...you gain 1YP.The and TRANSPORT keywords are used in the following ... datasheets:" loses its tail.
    expect(glossaryEntry(page, 'Martial Leverage').text).toMatch(
      /Each time an enemy unit is destroyed, you gain 1YP\.$/,
    );
    expect(glossaryEntry(page, 'DISPERSED FORMATION', 'Persecution Prospect').stratagem?.cp).toBe(1);
    expect(glossaryEntry(page, 'STEALTH').text).toMatch(/subtract 1 from that attack’s Hit roll\.$/);
    expect(page.glossary.filter((g) => g.stratagem)).toHaveLength(24);
  });
});
