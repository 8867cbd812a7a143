import { describe, expect, it } from 'vitest';
import {
  bindPrinted,
  type Datasheet,
  defineRule,
  emptyDatasheet,
  notApplied,
  registerRules,
  ruleTextKey,
  unitRuleInstances,
} from '../../src/index.js';

/** Rule instances from every source (issue 12): each bound to its definition, or a named manual one. */

const VOTANN = 'Leagues of Votann';
// Seed 000, Grimnyr: "While this model is leading a unit, improve the Toughness characteristic of models
// in that unit by 1."
const SEED_TEXT =
  'While this model is leading a unit, improve the Toughness characteristic of models in that unit by 1.';
const OTHER_TEXT = 'While this unit is leading a unit, models in that unit have the Feel No Pain 5+ ability.';

registerRules([
  defineRule({
    id: 'test/leader-toughness@seed',
    name: 'Leader toughness',
    group: 'Datasheet ability',
    support: { calculator: 'automated', game: 'automated', lists: 'n/a' },
    source: {
      kind: 'datasheet',
      faction: VOTANN,
      datasheet: 'Test Leader',
      ability: 'Leader toughness',
      textKey: ruleTextKey(SEED_TEXT),
    },
    effects: [{ kind: 'stat', stat: 'T', change: 'improve', by: 1, when: [{ kind: 'leading' }] }],
  }),
  defineRule({
    id: 'test/army-rule',
    name: 'Test Army Rule',
    group: 'Faction rule',
    support: { calculator: 'partial', game: 'manual', lists: 'n/a', note: 'the calculator asks for the target' },
    source: { kind: 'faction', faction: VOTANN, rule: 'Test Army Rule' },
  }),
]);

function leader(text: string): Datasheet {
  const ds = emptyDatasheet('fx:leader', 'Test Leader', VOTANN);
  ds.abilities.core = [{ kind: 'leader' }, { kind: 'stealth' }];
  ds.abilities.faction = ['Test Army Rule'];
  ds.abilities.datasheet = [
    { name: 'Leader toughness (Psychic)', text },
    { name: 'Regard', text: 'Once per battle, this unit is no longer Battle-shocked.' },
  ];
  return ds;
}

function bodyguard(): Datasheet {
  const ds = emptyDatasheet('fx:warriors', 'Test Warriors', VOTANN);
  ds.weapons = [
    {
      name: 'Rifle',
      profiles: [
        {
          name: 'Rifle',
          type: 'ranged',
          range: 24,
          attacks: { count: 0, sides: 6, bonus: 2 },
          skill: 4,
          strength: 4,
          ap: 0,
          damage: { count: 0, sides: 6, bonus: 1 },
          abilities: [
            { kind: 'sustained-hits', x: { count: 0, sides: 6, bonus: 1 } },
            { kind: 'unknown', text: 'odd' },
          ],
        },
      ],
    },
  ];
  return ds;
}

describe('rule instances of a unit', () => {
  it("collects weapon, CORE, datasheet and faction rules, the Leader's as leading", () => {
    const list = unitRuleInstances({ unit: bodyguard(), leaders: [leader(SEED_TEXT)] });
    const brief = list.map((i) => [i.origin, i.name, i.rule ?? null, i.leading]);
    expect(brief).toEqual([
      ['weapon', 'SUSTAINED HITS 1', 'weapon/sustained-hits', false],
      ['weapon', 'odd', null, false],
      ['core', 'Leader', 'core/leader', true],
      ['core', 'Stealth', 'core/stealth', true],
      ['datasheet', 'Leader toughness (Psychic)', 'test/leader-toughness@seed', true],
      ['datasheet', 'Regard', null, true],
      ['faction', 'Test Army Rule', 'test/army-rule', false],
    ]);
    expect(list.find((i) => i.name === 'Regard')?.support.calculator).toBe('manual');
  });

  it('binds a definition to its wording only: another text of the same ability is manual', () => {
    expect(
      bindPrinted({
        kind: 'datasheet',
        faction: VOTANN,
        within: 'Test Leader',
        name: 'Leader toughness',
        text: SEED_TEXT,
      })?.id,
    ).toBe('test/leader-toughness@seed');
    // Spacing, case and quote styles are not part of the wording.
    expect(
      bindPrinted({
        kind: 'datasheet',
        faction: VOTANN,
        within: 'test leader',
        name: 'LEADER TOUGHNESS',
        text: `  ${SEED_TEXT.toUpperCase()} `,
      })?.id,
    ).toBe('test/leader-toughness@seed');
    expect(
      bindPrinted({
        kind: 'datasheet',
        faction: VOTANN,
        within: 'Test Leader',
        name: 'Leader toughness',
        text: OTHER_TEXT,
      }),
    ).toBeUndefined();
    const list = unitRuleInstances({ unit: bodyguard(), leaders: [leader(OTHER_TEXT)] });
    expect(list.find((i) => i.origin === 'datasheet' && i.name.startsWith('Leader toughness'))).toMatchObject({
      support: { calculator: 'manual' },
    });
    expect(list.find((i) => i.name.startsWith('Leader toughness'))?.rule).toBeUndefined();
  });

  it("takes the army's rules, detachment, Stratagems and Enhancements when given", () => {
    const list = unitRuleInstances({
      unit: bodyguard(),
      leaders: [leader(SEED_TEXT)],
      weapons: [],
      army: {
        faction: { id: 'f', name: VOTANN, rules: [{ name: 'Test Army Rule', text: 'x' }] },
        detachment: { id: 'd', name: 'Test Host', faction: VOTANN, rules: [{ name: 'Host Rule', text: 'y' }] },
      },
      stratagems: [
        {
          id: 's',
          name: 'Test Ploy',
          cp: 1,
          category: 'Battle Tactic',
          source: 'Test Host',
          detachment: 'Test Host',
          faction: VOTANN,
          parts: null,
        },
      ],
      enhancements: [
        {
          enhancement: { id: 'e', name: 'Test Relic', points: 10, detachment: 'Test Host', faction: VOTANN },
          holder: 'fx:leader',
        },
      ],
    });
    expect(
      list
        .filter((i) => i.origin !== 'core' && i.origin !== 'datasheet')
        .map((i) => [i.origin, i.name, i.holderName ?? null]),
    ).toEqual([
      ['faction', 'Test Army Rule', null],
      ['detachment', 'Host Rule', null],
      ['stratagem', 'Test Ploy', null],
      ['enhancement', 'Test Relic', 'Test Leader'],
    ]);
  });

  it("names what is not automated, once each, with the calculator's and the game's marks", () => {
    const list = unitRuleInstances({ unit: bodyguard(), leaders: [leader(SEED_TEXT), leader(SEED_TEXT)] });
    const calc = notApplied(list, 'calculator').map((n) => `${n.holder ?? '-'}: ${n.name} (${n.support})`);
    expect(calc).toEqual([
      'Test Warriors: odd (manual)',
      'Test Leader: Regard (manual)',
      '-: Test Army Rule (partial)',
    ]);
    const game = notApplied(list, 'game').map((n) => n.name);
    expect(game).toContain('Test Army Rule');
    expect(game).not.toContain('Leader');
  });
});
