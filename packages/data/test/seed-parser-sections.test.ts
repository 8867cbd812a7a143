import { DatasheetPageSchema } from '@cogitator/engine';
import { describe, expect, it } from 'vitest';
import { parseSeedPage } from '../src/index.js';

/** A small transport page in the seed format (our own unit), with the lists and rule texts after it. */
const PAGE = [
  'Test Faction – Test Carrier',
  'RANGED WEAPONS | RANGE | A | BS | S | AP | D | |',
  '| Twin gun [twin-linked, anti-vehicle 4+] | 24" | 2D6 | N/A | 5 | 0 | 1 | |',
  'WARGEAR OPTIONS',
  '- This model can be equipped with 1 gun.',
  'ABILITIES',
  'CORE: Firing Deck 6, Feel No Pain 6+',
  'FACTION: Oath of Tests',
  'WARGEAR ABILITIES',
  'Smoke Dispensers: Once per battle, this model can use this ability.',
  'UNIT COMPOSITION',
  '- 1 Test Carrier',
  '| 1 model | 100 |',
  'DAMAGED: 1-4 WOUNDS REMAINING',
  'While this model has 1-4 wounds remaining, subtract 2 from its Move characteristic.',
  'TRANSPORT',
  'This model has a transport capacity of 22 INFANTRY models. Each JUMP PACK or WULFEN model takes up the space of 2 models. It cannot transport TERMINATOR models.',
  'CREW DRILL',
  'Once per turn, this model can re-roll one Hit roll.',
  'KEYWORDS: VEHICLE, TRANSPORT',
  'FACTION KEYWORDS:',
  'TEST FACTION',
  'STRATAGEMS',
  'QUICK TEST',
  '1CP',
  'Core – Battle Tactic',
  'C',
  'ODD TEST',
  '2CP',
  'Test Host – Gambit',
  'LED BY',
  'This unit can be led by the following units:',
  '- Test Captain',
  'DETACHMENT ABILITY',
  'Test Doctrine',
  'ENHANCEMENTS',
  'LUCKY CHARM',
  '10',
  'Test Doctrine',
  'Test Host Detachment',
  'Each time a unit from your army is set up, it can make a Normal move of up to 1".',
  'Test Host Detachment',
  'Polished and lucky, it never fails.',
  'model only. The bearer has a 6+ invulnerable save.',
  'Other Host Detachment',
  'An orphan whose list entry is missing.',
  'QUICK TEST',
  '1CP',
  'Core – Battle Tactic Stratagem',
  'Speed wins',
  'WHEN: Your Movement phase.',
  'TARGET: One unit from your army.',
  'EFFECT: Add 1" to its Move characteristic.',
  'TARGET: One unit from your army.',
  'EFFECT: Add 1" to its Move characteristic.',
];

describe('parseSeedPage: transport, damaged, sections and the lists', () => {
  const { page, warnings } = parseSeedPage(PAGE.join('\n'), 'carrier.txt');
  const ds = page.datasheet;

  it('validates', () => {
    expect(DatasheetPageSchema.safeParse(page).success).toBe(true);
  });

  it('reads N/A skill, 2D6 attacks and an anti ability', () => {
    expect(ds.weapons[0]?.profiles[0]).toMatchObject({
      skill: null,
      attacks: { count: 2, sides: 6, bonus: 0 },
      abilities: [{ kind: 'twin-linked' }, { kind: 'anti', keyword: 'VEHICLE', threshold: 4 }],
    });
  });

  it('reads core abilities with parameters, faction and wargear abilities', () => {
    expect(ds.abilities).toEqual({
      core: [
        { kind: 'firing-deck', x: 6 },
        { kind: 'feel-no-pain', threshold: 6 },
      ],
      faction: ['Oath of Tests'],
      datasheet: [],
      wargear: [{ name: 'Smoke Dispensers', text: 'Once per battle, this model can use this ability.' }],
    });
  });

  it('reads the Damaged bracket, transport rules and a named section', () => {
    expect(ds.damaged).toEqual({
      minWounds: 1,
      maxWounds: 4,
      text: 'While this model has 1-4 wounds remaining, subtract 2 from its Move characteristic.',
      // Nothing its attacks do differently: the Move is a reminder (rules/core/damaged.ts).
      effects: [],
    });
    expect(ds.transport).toMatchObject({
      capacity: 22,
      allowed: ['INFANTRY'],
      spaceCost: [
        { keyword: 'JUMP PACK', spaces: 2 },
        { keyword: 'WULFEN', spaces: 2 },
      ],
      excluded: ['TERMINATOR'],
    });
    expect(ds.sections).toEqual([{ name: 'CREW DRILL', text: 'Once per turn, this model can re-roll one Hit roll.' }]);
  });

  it('reads LED BY after the Stratagem list, and the lists', () => {
    expect(ds.ledBy).toEqual(['Test Captain']);
    expect(page.stratagems).toEqual([
      { name: 'QUICK TEST', cp: 1, source: 'Core', category: 'Battle Tactic' },
      { name: 'ODD TEST', cp: 2, source: 'Test Host', category: 'Other' },
    ]);
    expect(page.detachmentRules).toEqual([{ name: 'Test Doctrine', detachment: 'Test Host' }]);
  });

  it('matches untitled enhancement texts by position only when the counts agree', () => {
    expect(page.enhancements).toEqual([{ name: 'LUCKY CHARM', points: 10 }]);
    expect(page.glossary.map((g) => g.name)).toEqual([
      'Test Doctrine',
      'Test Host Detachment',
      'Other Host Detachment',
      'QUICK TEST',
    ]);
    const unknown = warnings.filter((w) => w.code === 'unknown');
    expect(unknown.map((w) => [w.code, w.where?.line, w.message])).toEqual([
      ['unknown', 30, 'Stratagem category "Gambit" is not one of Battle Tactic, Strategic Ploy, Epic Deed, Wargear'],
      ['unknown', 42, 'a rule text under "Test Host Detachment" has lost its title'],
      ['unknown', 45, 'a rule text under "Other Host Detachment" has lost its title'],
    ]);
  });

  it('splits a Stratagem’s text and drops its repeated lines', () => {
    const quick = page.glossary.find((g) => g.name === 'QUICK TEST');
    expect(quick).toEqual({
      name: 'QUICK TEST',
      text: 'Speed wins\nWHEN: Your Movement phase.\nTARGET: One unit from your army.\nEFFECT: Add 1" to its Move characteristic.',
      stratagem: {
        cp: 1,
        category: 'Battle Tactic',
        source: 'Core',
        parts: {
          when: 'Your Movement phase.',
          target: 'One unit from your army.',
          effect: 'Add 1" to its Move characteristic.',
        },
      },
    });
  });
});
