import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { CombatInput, ScenarioInput } from '../../src/index.js';

/**
 * Scenarios for the equivalence tests of issue 12: every calculator input the test suite built before
 * the rule registry (recorded at commit 8ccecc6 from resolveCombat's arguments, game attacks
 * included), and random scenario files.
 */

const here = dirname(fileURLToPath(import.meta.url));

export function recordedInputs(): CombatInput[] {
  const text = gunzipSync(readFileSync(join(here, '..', 'golden', 'calculator-inputs.jsonl.gz'))).toString('utf8');
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CombatInput);
}

const ABILITIES = [
  'sustained hits 1',
  'sustained hits d3',
  'lethal hits',
  'devastating wounds',
  'twin-linked',
  'lance',
  'heavy',
  'blast',
  'melta 2',
  'melta d3',
  'rapid fire 1',
  'rapid fire d3',
  'anti-infantry 4+',
  'anti-vehicle 2+',
  'precision',
  'psychic',
  'hazardous',
  'ignores cover',
  'indirect fire',
  'torrent',
  'pistol',
  'assault',
  'one shot',
  'extra attacks',
  'made-up rule',
];
const REROLLS = ['none', 'ones', 'failed', 'non-critical', 'single'] as const;
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

const weaponArb = fc
  .record({
    models: fc.integer({ min: 1, max: 4 }),
    type: fc.constantFrom('ranged' as const, 'melee' as const),
    attacks: fc.constantFrom('1', '2', '3', 'D3', 'D6', 'D3+1', '2D6'),
    skill: fc.integer({ min: 2, max: 6 }),
    strength: fc.integer({ min: 1, max: 12 }),
    ap: fc.integer({ min: -4, max: 0 }),
    damage: fc.constantFrom('1', '1', '2', '3', 'D3', 'D6', 'D3+1', 'D6+2'),
    abilities: fc.subarray(ABILITIES, { maxLength: 4 }),
    rerollHits: opt(fc.constantFrom(...REROLLS)),
    rerollWounds: opt(fc.constantFrom(...REROLLS)),
    rerollDamage: opt(fc.constantFrom('none' as const, 'ones' as const, 'below-average' as const)),
  })
  .map(({ abilities, skill, ...w }) => ({
    ...w,
    skill: abilities.includes('torrent') ? null : skill,
    abilities,
  }));

const groupFields = (character: boolean) => ({
  toughness: fc.integer({ min: 2, max: 10 }),
  save: fc.integer({ min: 2, max: 7 }),
  invulnerable: fc.constantFrom(null, null, 4, 5, 6),
  wounds: fc.integer({ min: 1, max: character ? 5 : 3 }),
  feelNoPain: fc.constantFrom(null, null, null, 5, 6),
  feelNoPainMortal: opt(fc.constantFrom(null, 4, 5)),
  feelNoPainPsychic: opt(fc.constantFrom(null, 4)),
  damageReduction: opt(fc.constantFrom(0, 1)),
  halveDamage: opt(fc.boolean()),
  keywords: fc.constant<string[]>(character ? ['CHARACTER'] : []),
  abilities: fc.subarray(['Stealth', 'Feel No Pain 5+', 'Feel No Pain 4+'], { maxLength: 1 }),
});

const profileArb = (character: boolean) =>
  fc.record({
    name: fc.constant(character ? 'leader' : 'sergeant'),
    models: fc.integer({ min: 1, max: character ? 1 : 3 }),
    ...groupFields(character),
  });

const conditionsArb = fc.record(
  {
    hitModifier: fc.integer({ min: -2, max: 2 }),
    woundModifier: fc.integer({ min: -2, max: 2 }),
    rerollHits: fc.constantFrom(...REROLLS),
    rerollWounds: fc.constantFrom(...REROLLS),
    rerollSaves: fc.constantFrom('none' as const, 'ones' as const, 'failed' as const),
    rerollDamage: fc.constantFrom('none' as const, 'ones' as const, 'below-average' as const),
    critHitOn: fc.constantFrom(5, 6),
    critWoundOn: fc.constantFrom(4, 5, 6),
    remainedStationary: fc.boolean(),
    withinHalfRange: fc.boolean(),
    charged: fc.boolean(),
    targetVisible: fc.constantFrom(true, true, true, false),
    cover: fc.boolean(),
    stealth: fc.boolean(),
    skillModifier: fc.integer({ min: -1, max: 1 }),
    strengthModifier: fc.integer({ min: -1, max: 2 }),
    toughnessModifier: fc.integer({ min: -1, max: 1 }),
    apModifier: fc.integer({ min: -1, max: 1 }),
    damageModifier: fc.integer({ min: -1, max: 1 }),
    attacksModifier: fc.integer({ min: -1, max: 1 }),
    saveModifier: fc.integer({ min: -1, max: 2 }),
    precisionOnCharacter: fc.boolean(),
    overwatch: fc.constantFrom(false, false, false, true),
  },
  { requiredKeys: [] },
);

/** A scenario file as a user writes it: defaults left out at random, every field and ability in play. */
export const scenarioFileArb: fc.Arbitrary<ScenarioInput> = fc
  .record({
    weapons: fc.array(weaponArb, { minLength: 1, maxLength: 3 }),
    models: fc.integer({ min: 1, max: 6 }),
    main: fc.record(groupFields(false)),
    sergeant: opt(profileArb(false)),
    leader: opt(profileArb(true)),
    keywords: fc.subarray(['INFANTRY', 'VEHICLE', 'MONSTER'], { maxLength: 2 }),
    ignoreFirstFailedSave: fc.constantFrom(false, false, false, true),
    conditions: conditionsArb,
    devastatingWounds: fc.constantFrom('current' as const, 'original' as const),
  })
  .map(
    (s): ScenarioInput => ({
      attacker: { weapons: s.weapons.map((w, i) => ({ ...w, name: `w${i}` })) },
      defender: {
        name: 'target',
        models: s.models,
        ...s.main,
        keywords: s.keywords,
        ignoreFirstFailedSave: s.ignoreFirstFailedSave,
        profiles: [s.sergeant, s.leader].filter((p) => p !== undefined),
      },
      conditions: s.conditions,
      ruleset: { devastatingWounds: s.devastatingWounds },
    }),
  );
