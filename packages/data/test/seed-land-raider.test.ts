import { DatasheetPageSchema } from '@cogitator/engine';
import { expect, it } from 'vitest';
import { describeShared, seedPath } from '../../../testing/shared.js';
import { glossaryEntry, loadSeed, missingStatline, warningKeys, weaponRows } from './seed-helpers.js';

describeShared('seed 002: Grey Knights – Land Raider', [seedPath('landRaider')], () => {
  const { page, warnings, ds } = loadSeed('landRaider');

  it('validates against the page schema', () => {
    expect(DatasheetPageSchema.safeParse(page).success).toBe(true);
  });

  it('names the datasheet from the first line and the file', () => {
    expect([ds.id, ds.faction, ds.name]).toEqual(['seed:002_d18baabbd47cf6a6', 'Grey Knights', 'Land Raider']);
    expect(ds.source).toEqual({ kind: 'seed', ref: '002_d18baabbd47cf6a6' });
  });

  it('has six weapons with the exact profiles', () => {
    expect(ds.weapons.map((w) => w.name)).toEqual([
      'Godhammer lascannon',
      'Hunter-killer missile',
      'Multi-melta',
      'Storm bolter',
      'Twin heavy bolter',
      'Armoured tracks',
    ]);
    expect(weaponRows(ds)).toEqual([
      ['Godhammer lascannon', 48, '2', 3, 12, -3, 'D6+1', ''],
      ['Hunter-killer missile', 48, '1', 2, 14, -3, 'D6', '[ONE SHOT]'],
      ['Multi-melta', 18, '2', 3, 9, -4, 'D6', '[MELTA 2]'],
      ['Storm bolter', 24, '2', 3, 4, 0, '1', '[RAPID FIRE 2]'],
      ['Twin heavy bolter', 36, '3', 3, 5, -1, '2', '[SUSTAINED HITS 1, TWIN-LINKED]'],
      ['Armoured tracks', 'Melee', '6', 4, 8, 0, '1', ''],
    ]);
    expect(ds.weapons.flatMap((w) => w.profiles.map((p) => p.type))).toEqual([
      'ranged',
      'ranged',
      'ranged',
      'ranged',
      'ranged',
      'melee',
    ]);
    expect(ds.weapons[4]?.profiles[0]?.abilities).toEqual([
      { kind: 'sustained-hits', x: { count: 0, sides: 6, bonus: 1 } },
      { kind: 'twin-linked' },
    ]);
    expect(ds.weapons[0]?.profiles[0]?.damage).toEqual({ count: 1, sides: 6, bonus: 1 });
  });

  it('has Deadly Demise D6, Assault Ramp and the three wargear options', () => {
    expect(ds.abilities.core).toEqual([{ kind: 'deadly-demise', x: { count: 1, sides: 6, bonus: 0 } }]);
    expect(ds.abilities.faction).toEqual([]);
    expect(ds.abilities.datasheet).toEqual([
      {
        name: 'Assault Ramp',
        text: 'Each time a unit disembarks from this model after it has made a Normal move, that unit is still eligible to declare a charge this turn.',
      },
    ]);
    expect(ds.wargearOptions).toEqual([
      'This model can be equipped with 1 hunter-killer missile.',
      'This model can be equipped with 1 multi-melta.',
      'This model can be equipped with 1 storm bolter.',
    ]);
  });

  it('is damaged at 1-5 wounds: -1 to hit', () => {
    expect(ds.damaged).toEqual({
      minWounds: 1,
      maxWounds: 5,
      text: 'While this model has 1-5 wounds remaining, each time this model makes an attack, subtract 1 from the Hit roll.',
      // Typed at import: the game and the calculator read this row, not the text.
      effects: [{ kind: 'roll', roll: 'hit', n: -1 }],
    });
  });

  it('transports 12 GREY KNIGHTS INFANTRY, a TERMINATOR taking 2', () => {
    expect(ds.transport).toEqual({
      text: 'This model has a transport capacity of 12 GREY KNIGHTS INFANTRY models. Each TERMINATOR model takes up the space of 2 models.',
      capacity: 12,
      allowed: ['GREY KNIGHTS INFANTRY'],
      spaceCost: [{ keyword: 'TERMINATOR', spaces: 2 }],
      excluded: [],
    });
  });

  it('has 1 model for 240 pts, its keywords and faction keyword', () => {
    expect(ds.composition).toEqual([{ model: 'Land Raider', min: 1, max: 1 }]);
    expect(ds.points).toEqual([{ models: 1, points: 240 }]);
    expect(ds.keywords).toEqual(['VEHICLE', 'TRANSPORT', 'SMOKE', 'IMPERIUM', 'LAND RAIDER']);
    expect(ds.modelKeywords).toEqual([]);
    expect(ds.factionKeywords).toEqual(['GREY KNIGHTS']);
    expect([ds.leads, ds.ledBy, ds.sections, ds.equipment]).toEqual([[], [], [], []]);
  });

  it('reports its statline missing, field by field, and leaves it empty', () => {
    expect(ds.profiles).toEqual([
      {
        name: 'Land Raider',
        movement: null,
        toughness: null,
        save: null,
        wounds: null,
        leadership: null,
        objectiveControl: null,
        invulnerableSave: null,
        baseSize: null,
      },
    ]);
    expect(warningKeys(warnings)).toEqual(missingStatline(25));
    expect(warnings[0]?.message).toBe('Land Raider: M is missing (the page has no statline); left empty');
    expect(warnings[5]?.message).toContain('Land Raider: OC is missing');
    expect(warnings[0]?.where?.source).toBe(seedPath('landRaider'));
  });

  it('lists 20 Stratagems with cost, source and category', () => {
    expect(page.stratagems).toHaveLength(20);
    expect(page.stratagems[0]).toEqual({
      name: 'COMMAND RE-ROLL',
      cp: 1,
      source: 'Boarding Actions',
      category: 'Epic Deed',
    });
    expect(page.stratagems.find((s) => s.name === 'SMOKESCREEN')).toEqual({
      name: 'SMOKESCREEN',
      cp: 1,
      source: 'Core',
      category: 'Wargear',
    });
    expect(page.stratagems.at(-1)).toEqual({
      name: 'SANCTIFIED KILL ZONE',
      cp: 1,
      source: 'Warpbane Task Force',
      category: 'Battle Tactic',
    });
    expect(page.stratagems.filter((s) => s.source === 'Core')).toHaveLength(7);
  });

  it('finds each detachment rule’s detachment, including names run into the previous sentence', () => {
    expect(page.detachmentRules).toEqual([
      { name: 'Hallowed Ground', detachment: 'Warpbane Task Force' },
      { name: 'Fury of Titan', detachment: 'Brotherhood Strike' },
      { name: 'Channelled Force', detachment: 'Banishers' },
      { name: 'Mailed Fist', detachment: 'Sanctic Spearhead' },
      { name: 'Prescient Redeployment', detachment: 'Augurium Task Force' },
    ]);
    expect(page.enhancements).toEqual([]);
  });

  it('keeps the weapon rule under the tables and every rule text of the page', () => {
    expect(glossaryEntry(page, 'One Shot').text).toBe('The bearer can only shoot with this weapon once per battle.');
    expect(glossaryEntry(page, 'DEADLY DEMISE').summary).toEqual([
      'Deadly Demise x: When this model is destroyed, roll one D6. On a 6, each unit within 6" suffers ‘x’ mortal wounds.',
    ]);
    expect(glossaryEntry(page, 'TANK SHOCK', 'Core').stratagem?.parts).toEqual({
      when: 'Your Charge phase, just after a VEHICLE unit from your army ends a Charge move.',
      target: 'That VEHICLE unit.',
      effect:
        'Select one enemy unit within Engagement Range of your unit, and select one VEHICLE model in your unit that is within Engagement Range of that enemy unit. Roll a number of D6 equal to the Toughness characteristic of the selected VEHICLE model. For each 5+, that enemy unit suffers 1 mortal wound (to a maximum of 6 mortal wounds).',
    });
    // "...re-roll that attack’s Wound roll.ABOMINUS-CLASS TARGETS": the run-in title is split off.
    expect(glossaryEntry(page, 'Twin-linked').text).toMatch(/Wound roll\.$/);
    expect(glossaryEntry(page, 'ABOMINUS-CLASS TARGETS', 'Sanctic Spearhead').stratagem?.cp).toBe(1);
    expect(glossaryEntry(page, 'Melta').text).toMatch(/^Melta weapons are powerful heat rays/);
    // "If your Anny Faction is , ..." (keyword lost in the copy) is kept as printed.
    expect(glossaryEntry(page, 'Gate of Infinity').text).toContain('If your Anny Faction is , at the end of');
    expect(page.glossary).toHaveLength(57);
  });
});
