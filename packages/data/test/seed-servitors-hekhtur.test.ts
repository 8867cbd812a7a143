import { DatasheetPageSchema } from '@cogitator/engine';
import { expect, it } from 'vitest';
import { describeShared, seedPath } from '../../../testing/shared.js';
import { glossaryEntry, loadSeed, missingStatline, warningKeys, weaponRows } from './seed-helpers.js';

describeShared('seed 001: Astra Militarum – Munitorum Servitors', [seedPath('servitors')], () => {
  const { page, warnings, ds } = loadSeed('servitors');

  it('validates against the page schema', () => {
    expect(DatasheetPageSchema.safeParse(page).success).toBe(true);
    expect([ds.id, ds.faction, ds.name]).toEqual([
      'seed:001_f26a25ea71debcea',
      'Astra Militarum',
      'Munitorum Servitors',
    ]);
  });

  it('groups the plasma cannon’s standard and supercharge profiles', () => {
    expect(ds.weapons.map((w) => [w.name, w.profiles.length])).toEqual([
      ['Heavy bolter', 1],
      ['Multi-melta', 1],
      ['Plasma cannon', 2],
      ['Close combat weapon', 1],
      ['Servitor’s servo-arm', 1],
    ]);
    expect(weaponRows(ds)).toEqual([
      ['Heavy bolter', 36, '3', 6, 5, -1, '2', '[HEAVY, SUSTAINED HITS 1]'],
      ['Multi-melta', 18, '2', 6, 9, -4, 'D6', '[HEAVY, MELTA 2]'],
      ['Plasma cannon – standard', 36, 'D3', 6, 7, -2, '1', '[BLAST, HEAVY]'],
      ['Plasma cannon – supercharge', 36, 'D3', 6, 8, -3, '2', '[BLAST, HAZARDOUS, HEAVY]'],
      ['Close combat weapon', 'Melee', '1', 5, 3, 0, '1', ''],
      ['Servitor’s servo-arm', 'Melee', '1', 5, 6, -2, '3', ''],
    ]);
  });

  it('joins a wargear option with its choices', () => {
    expect(ds.wargearOptions).toEqual([
      'Up to 2 models can each have their Servitor’s servo-arm replaced with one of the following: 1 heavy bolter; 1 multi-melta; 1 plasma cannon',
    ]);
  });

  it('has Mindlock, 4 models for 35 pts and the SERVITOR RETINUE section', () => {
    expect(ds.abilities).toEqual({
      core: [],
      faction: [],
      datasheet: [
        {
          name: 'Mindlock',
          text: 'While a friendly REGIMENTAL ENGINSEER model is leading this unit, improve the Ballistic Skill and Weapon Skill characteristics of ranged and melee weapons equipped by MUNITORUM SERVITOR models in this unit by 1.',
        },
      ],
      wargear: [],
    });
    expect(ds.composition).toEqual([{ model: 'Munitorum Servitor', min: 4, max: 4 }]);
    expect(ds.points).toEqual([{ models: 4, points: 35 }]);
    expect(ds.sections.map((s) => s.name)).toEqual(['SERVITOR RETINUE']);
    expect(ds.sections[0]?.text).toMatch(/^At the start of the Declare Battle Formations step, this unit can join/);
    expect(ds.sections[0]?.text).toMatch(/Starting Strength is increased accordingly\.$/);
  });

  it('has keywords but no faction keyword on the page, and LED BY after the Stratagem list: both reported', () => {
    expect(ds.keywords).toEqual(['INFANTRY', 'IMPERIUM', 'MUNITORUM SERVITORS']);
    expect(ds.factionKeywords).toEqual([]);
    expect(ds.ledBy).toEqual([]);
    expect(warningKeys(warnings)).toEqual([...missingStatline(24), 'missing 29 factionKeywords', 'missing 78 ledBy']);
  });

  it('lists 12 Stratagems including its detachment’s, and no detachment rules or enhancements', () => {
    expect(page.stratagems).toHaveLength(12);
    expect(page.stratagems.find((s) => s.name === 'SUPPRESSION FIRE')).toEqual({
      name: 'SUPPRESSION FIRE',
      cp: 1,
      source: 'Combined Regiment',
      category: 'Strategic Ploy',
    });
    expect([page.detachmentRules, page.enhancements]).toEqual([[], []]);
    expect(glossaryEntry(page, 'SUPPRESSION FIRE', 'Combined Regiment').stratagem?.parts.when).toBe(
      'Your Shooting phase.',
    );
    expect(glossaryEntry(page, 'Hazardous').text).toMatch(/^Weapons powered by unstable/);
    expect(page.glossary).toHaveLength(35);
  });
});

describeShared('seed 003: Imperial Knights – Sir Hekhtur', [seedPath('hekhtur')], () => {
  const { page, warnings, ds } = loadSeed('hekhtur');

  it('validates against the page schema', () => {
    expect(DatasheetPageSchema.safeParse(page).success).toBe(true);
    expect([ds.id, ds.faction, ds.name]).toEqual(['seed:003_a80a1642aecbf8f6', 'Imperial Knights', 'Sir Hekhtur']);
  });

  it('has a pistol and a close combat weapon', () => {
    expect(weaponRows(ds)).toEqual([
      ['Hekhtur’s pistol', 12, '1', 2, 5, -1, '2', '[PISTOL]'],
      ['Close combat weapon', 'Melee', '2', 2, 3, 0, '1', ''],
    ]);
  });

  it('is an EPIC HERO with Lone Operative and the USING SIR HEKHTUR section', () => {
    expect(ds.composition).toEqual([{ model: 'Sir Hekhtur', min: 1, max: 1, epicHero: true }]);
    expect(ds.abilities.core).toEqual([{ kind: 'lone-operative' }]);
    expect(ds.keywords).toEqual(['INFANTRY', 'CHARACTER', 'EPIC HERO', 'IMPERIUM', 'SIR HEKHTUR']);
    expect(ds.factionKeywords).toEqual(['IMPERIAL KNIGHTS']);
    expect(ds.sections).toEqual([
      {
        name: 'USING SIR HEKHTUR',
        text: 'If your Canis Rex model is destroyed, this model is treated as a model disembarking from a destroyed TRANSPORT and must perform an Emergency Disembarkation. Sir Hekhtur cannot be selected as the target of any of your Stratagems other than Core Stratagems. Your Canis Rex unit is not considered to be destroyed until Sir Hekhtur is also destroyed.',
      },
    ]);
  });

  it('has no points row and no statline: both reported', () => {
    expect(ds.points).toEqual([]);
    expect(warningKeys(warnings)).toEqual(['missing 1 points', ...missingStatline(13)]);
  });

  it('finds six detachment rules, their titles run into the sentence before', () => {
    expect(page.detachmentRules).toEqual([
      { name: 'Cogbound Alliance', detachment: 'Questor Forgepact' },
      { name: 'Bold Gallantry', detachment: 'Valourstrike Lance' },
      { name: 'Dauntless Defenders', detachment: 'Gate Warden Lance' },
      { name: 'Heroes of Legend', detachment: 'Questoris Companions' },
      { name: 'Valour’s Reward', detachment: 'Questoris Companions' },
      { name: 'Knightly Teachings', detachment: 'Spearhead-At-Arms' },
    ]);
    expect(page.stratagems).toHaveLength(13);
  });

  it('keeps Lone Operative and Emergency Disembarkation apart and a sub-heading inside its rule', () => {
    expect(glossaryEntry(page, 'LONE OPERATIVE').text).toMatch(/if the attacking model is within 12"\.$/);
    expect(glossaryEntry(page, 'Emergency Disembarkation').summary).toHaveLength(4);
    expect(glossaryEntry(page, 'Knightly Teachings').text).toMatch(
      /ability\.KEYWORDS\nARMIGER models from your army gain the BATTLELINE keyword\.$/,
    );
    expect(page.glossary.some((g) => g.name === 'KEYWORDS')).toBe(false);
    expect(glossaryEntry(page, 'EPIC CHALLENGE', 'Core').stratagem?.category).toBe('Epic Deed');
  });
});
