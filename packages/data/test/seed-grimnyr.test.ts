import { DatasheetPageSchema, keywordsOf } from '@cogitator/engine';
import { expect, it } from 'vitest';
import { describeShared, seedPath } from '../../../testing/shared.js';
import { glossaryEntry, loadSeed, warningKeys, weaponRows } from './seed-helpers.js';

const stats = { movement: 5, toughness: 5, save: 4, leadership: 6, objectiveControl: 1, invulnerableSave: 4 };

describeShared('seed 000: Leagues of Votann – Grimnyr', [seedPath('grimnyr')], () => {
  const { page, warnings, ds } = loadSeed('grimnyr');

  it('validates against the page schema', () => {
    expect(DatasheetPageSchema.safeParse(page).success).toBe(true);
    expect([ds.id, ds.faction, ds.name]).toEqual(['seed:000_d913ad526715c239', 'Leagues of Votann', 'Grimnyr']);
  });

  it('reads both statlines, the second printed without labels', () => {
    expect(ds.profiles).toEqual([
      { name: 'GRIMNYR', ...stats, wounds: 4, baseSize: { kind: 'round', mm: 40 } },
      { name: 'CORV', ...stats, wounds: 1, baseSize: { kind: 'round', mm: 25 } },
    ]);
  });

  it('groups Ancestral Wrath’s two profiles into one weapon', () => {
    expect(ds.weapons.map((w) => [w.name, w.profiles.length])).toEqual([
      ['Autoch-pattern bolter', 1],
      ['Ancestral Wrath', 2],
      ['Ancestral ward stave', 1],
      ['Close combat weapon', 1],
    ]);
    expect(weaponRows(ds)).toEqual([
      ['Autoch-pattern bolter', 24, '2', 4, 4, 0, '1', ''],
      ['Ancestral Wrath – witchfire', 24, '3', 2, 6, -2, 'D3', '[PSYCHIC]'],
      ['Ancestral Wrath – focused witchfire', 24, '6', 2, 6, -2, 'D3', '[HAZARDOUS, PSYCHIC]'],
      ['Ancestral ward stave', 'Melee', '1', 3, 7, -1, 'D3', '[PSYCHIC]'],
      ['Close combat weapon', 'Melee', '1', 4, 3, 0, '1', ''],
    ]);
  });

  it('splits abilities whose sentences ran together', () => {
    expect(ds.abilities.core).toEqual([{ kind: 'leader' }]);
    expect(ds.abilities.faction).toEqual(['Eye of the Ancestors']);
    expect(ds.abilities.datasheet).toEqual([
      {
        name: 'Fortify (Psychic)',
        text: 'While this model is leading a unit, improve the Toughness characteristic of models in that unit by 1.',
      },
      {
        name: 'Grimnyr’s Regard',
        text: 'Once per battle, after this model’s unit fails a Battle-shock test, this model can use this ability. If it does, that unit is no longer Battle-shocked.',
      },
    ]);
    expect(ds.wargearOptions).toEqual([]);
  });

  it('has 1 Grimnyr and 2 CORVs, their equipment, and 3 models for 65 pts', () => {
    expect(ds.composition).toEqual([
      { model: 'Grimnyr', min: 1, max: 1 },
      { model: 'CORV', min: 2, max: 2 },
    ]);
    expect(ds.equipment).toEqual([
      { who: 'The Grimnyr', items: ['Ancestral Wrath', 'ancestral ward stave'] },
      { who: 'Every CORV', items: ['Autoch-pattern bolter', 'close combat weapon'] },
    ]);
    expect(ds.points).toEqual([{ models: 3, points: 65 }]);
  });

  it('separates the keywords of all models from the Grimnyr’s own, though the copy ran them together', () => {
    expect(ds.keywords).toEqual(['INFANTRY', 'GRIMNYR']);
    expect(ds.modelKeywords).toEqual([{ model: 'GRIMNYR', keywords: ['CHARACTER', 'PSYKER'] }]);
    expect(keywordsOf(ds, 'GRIMNYR')).toEqual(['INFANTRY', 'GRIMNYR', 'CHARACTER', 'PSYKER']);
    expect(keywordsOf(ds, 'CORV')).toEqual(['INFANTRY', 'GRIMNYR']);
    expect(ds.factionKeywords).toEqual(['LEAGUES OF VOTANN']);
  });

  it('is a Leader whose bodyguard units the copy lost: reported, not invented', () => {
    expect(ds.leads).toEqual([]);
    expect(warningKeys(warnings)).toEqual(['missing 50 leads', 'missing 148 points', 'missing 149 points']);
    expect(warnings[0]?.message).toBe('LEADER: the units this model can lead are not named on the page');
  });

  it('lists 22 Stratagems, two detachment rules and six enhancements with their detachments', () => {
    expect(page.stratagems).toHaveLength(22);
    expect(page.stratagems.filter((s) => s.name === 'COMMAND RE-ROLL')).toEqual([
      { name: 'COMMAND RE-ROLL', cp: 1, source: 'Boarding Actions', category: 'Epic Deed' },
      { name: 'COMMAND RE-ROLL', cp: 1, source: 'Core', category: 'Battle Tactic' },
    ]);
    expect(page.stratagems.find((s) => s.name === 'REACTIVE REPRISAL')).toEqual({
      name: 'REACTIVE REPRISAL',
      cp: 2,
      source: 'Oathband',
      category: 'Battle Tactic',
    });
    expect(page.detachmentRules).toEqual([
      { name: 'Ruthless Efficiency', detachment: 'Oathband' },
      { name: 'Stalwart Advance', detachment: 'Void Salvagers' },
    ]);
    expect(page.enhancements).toEqual([
      { name: 'A LONG LIST', points: 15, detachment: 'Oathband' },
      { name: 'APPRAISING GLARE', points: 20, detachment: 'Oathband' },
      { name: 'GRIM DEMEANOUR', points: 20, detachment: 'Oathband' },
      { name: 'WAYFARER’S GRACE', points: 25, detachment: 'Oathband' },
      { name: 'Masterful Construction', points: null, detachment: 'Void Salvagers' },
      { name: 'Obsessive Drive', points: null, detachment: 'Void Salvagers' },
    ]);
  });

  it('splits Fire Overwatch into WHEN / TARGET / EFFECT / RESTRICTIONS, the repeated lines once', () => {
    const e = glossaryEntry(page, 'FIRE OVERWATCH', 'Core');
    expect(e.stratagem).toEqual({
      cp: 1,
      category: 'Strategic Ploy',
      source: 'Core',
      parts: {
        when: 'Your opponent’s Movement or Charge phase, just after an enemy unit is set up or when an enemy unit starts or ends a Normal, Advance or Fall Back move, or declares a charge.',
        target:
          'One unit from your army that is within 24" of that enemy unit and that would be eligible to shoot if it were your Shooting phase.',
        effect:
          'If that enemy unit is visible to your unit, your unit can shoot that enemy unit as if it were your Shooting phase.',
        restrictions:
          'You cannot target a TITANIC unit with this Stratagem. Until the end of the phase, each time a model in your unit makes a ranged attack, an unmodified Hit roll of 6 is required to score a hit, irrespective of the attacking weapon’s Ballistic Skill or any modifiers. You can only use this Stratagem once per turn.',
      },
    });
    expect(e.text.split('\n')).toHaveLength(5);
    expect(e.text.match(/TARGET:/g)).toHaveLength(1);
    expect(e.text.startsWith('A hail of wildfire can drive back advancing foes.\nWHEN: ')).toBe(true);
  });

  it('keeps both COMMAND RE-ROLLs apart by source, and each other title once', () => {
    expect(glossaryEntry(page, 'COMMAND RE-ROLL', 'Boarding Actions').stratagem?.category).toBe('Epic Deed');
    expect(glossaryEntry(page, 'COMMAND RE-ROLL', 'Core').stratagem?.parts.effect).toContain('fast dice rolling');
    const keys = page.glossary.map((g) => `${g.name}|${g.stratagem?.source ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(page.glossary).toHaveLength(62);
  });

  it('keeps rule texts with their bullet summaries and survives the copy’s artefacts', () => {
    expect(glossaryEntry(page, 'Hit Roll').summary).toEqual([
      'Hit Roll (Ranged Attack): A hit is scored if the D6 result equals or exceeds that attack’s BS.',
      'Hit Roll (Melee Attack): A hit is scored if the D6 result equals or exceeds that attack’s WS.',
      'Critical Hit: Unmodified Hit roll of 6. Always successful.',
      'An unmodified Hit roll of 1 always fails.',
      'A Hit roll can never be modified by more than -1 or +1.',
    ]);
    const wound = glossaryEntry(page, 'Wound Roll');
    expect(wound.text).not.toContain('|');
    expect(wound.text.split('\n')).toHaveLength(3);
    expect(glossaryEntry(page, 'DEEP STRIKE').summary).toEqual([
      'Unit can be set up in Reserves instead of on the battlefield.',
      'Unit can be set up in your Reinforcements step, more than 9" horizontally away from all enemy models.',
    ]);
    expect(glossaryEntry(page, 'Battle-shock').summary).toHaveLength(4);
    expect(glossaryEntry(page, 'Eye of the Ancestors').text).toContain('If your Army Faction is , each time');
    expect(glossaryEntry(page, 'Ruthless Efficiency').text).toContain('- Strike Force: 4 units');
    expect(glossaryEntry(page, 'A LONG LIST').text).toMatch(/^This warrior holds the majority/);
    expect(glossaryEntry(page, 'Obsessive Drive').text).toMatch(/^The bearer seeks a specific item/);
    expect(page.glossary.some((g) => /keywords? (is|are) used in the following/.test(g.text))).toBe(false);
    expect(glossaryEntry(page, 'Weapons with several profiles').text).toBe(
      'Before selecting targets for this weapon, select one of its profiles to make attacks with.',
    );
    expect(glossaryEntry(page, 'Invulnerable Saves').text).not.toContain('Before selecting targets');
  });
});
