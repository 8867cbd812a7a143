import { describe, expect, it } from 'vitest';
import {
  bindPrinted,
  combatInputFromDatasheets,
  damagedEffects,
  emptyDatasheet,
  evaluate,
  parseScenario,
  ruleById,
  type ScenarioInput,
  unitRuleInstances,
} from '../../src/index.js';
import { FORTIFY_2025_TEXT, grimnyr, gun, hearthkyn, rifles, statline } from './fixtures.js';

/**
 * The seed datasheets' own abilities in the registry (issue 13), and the attack-changing one in the
 * calculator against values computed by hand: Geomantic Hunters (seed 004), "until the end of the phase,
 * each time a model in this unit makes an attack with its breacher ordnance, you can re-roll the Wound roll".
 */

const GH = 'leagues-of-votann/cthonian-earthshakers/geomantic-hunters';

// Four attacks (two models, A2), BS 5+, S10 AP-1 D2 (Attacks fixed: the printed D6+1 and [BLAST] aside), against one
// T11 Sv3+ W22 model: hit 1/3, wound on 5+ 1/3 (re-rolling failures 1/3 + 2/3 x 1/3 = 5/9), save 4+ fails 1/2.
function run(weapon: string, asks: Record<string, boolean>) {
  const s: ScenarioInput = {
    attacker: {
      weapons: [{ name: weapon, models: 2, attacks: 2, skill: 5, strength: 10, ap: -1, damage: 2 }],
      rules: [{ rule: GH }],
    },
    defender: { models: 1, toughness: 11, save: 3, wounds: 22, keywords: ['VEHICLE'] },
    conditions: { asks },
  };
  return evaluate(parseScenario(s));
}

describe('Geomantic Hunters in the calculator', () => {
  it('asks whether it is used (a toggle), and re-rolls the Wound roll of breacher ordnance only', () => {
    expect(ruleById(GH)?.asks).toEqual([
      {
        kind: 'declared',
        id: 'geomantic-hunters',
        text: 'Geomantic Hunters is used this phase (up to twice per battle)',
      },
    ]);
    expect(run('Breacher ordnance', {}).wounds.mean).toBeCloseTo((4 * 1 * 1) / (3 * 3), 12);
    expect(run('Breacher ordnance', {}).damage.mean).toBeCloseTo(4 / 9, 12);
    const used = run('Breacher ordnance', { 'geomantic-hunters': true });
    expect(used.wounds.mean).toBeCloseTo((4 * 5) / (3 * 9), 12);
    expect(used.damage.mean).toBeCloseTo(20 / 27, 12);
    expect(used.weapons[0]?.params.wound.reroll).toBe('failed');
    // Another weapon of the unit (its tremor shells) is not re-rolled.
    expect(run('Tremor shells', { 'geomantic-hunters': true }).wounds.mean).toBeCloseTo(4 / 9, 12);
  });
});

describe('the seed datasheet abilities bind to their definitions', () => {
  it('Cthonian Earthshakers: Destabilising Quakes and Geomantic Hunters, whichever wording', () => {
    const ds = emptyDatasheet('x', 'Cthonian Earthshakers', 'Leagues of Votann');
    ds.profiles = [statline('Cthonian Earthshakers', 5, 4, 3)];
    ds.weapons = [gun('Breacher ordnance', '2 5 10 -1 2')];
    ds.abilities.datasheet = [
      { name: 'Destabilising Quakes', text: '(any wording)' },
      { name: 'Geomantic Hunters', text: '(any wording)' },
    ];
    expect(unitRuleInstances({ unit: ds }).map((i) => [i.name, i.rule, i.support.calculator, i.support.game])).toEqual([
      ['Destabilising Quakes', 'leagues-of-votann/cthonian-earthshakers/destabilising-quakes', 'n/a', 'automated'],
      ['Geomantic Hunters', GH, 'automated', 'automated'],
    ]);
  });

  it("Grimnyr's Regard: the seed page's wording and the 2025 export's are two definitions", () => {
    const bind = (text: string) =>
      bindPrinted({
        kind: 'datasheet',
        faction: 'Leagues of Votann',
        within: 'Grimnyr',
        name: 'Grimnyr’s Regard',
        text,
      })?.id;
    expect(
      bind(
        'Once per battle, after this model’s unit fails a Battle-shock test, this model can use this ability. If it does, that unit is no longer Battle-shocked.',
      ),
    ).toBe('leagues-of-votann/grimnyr/grimnyrs-regard@seed');
    expect(
      bind(
        'Once per battle, at the start of any phase, you can select one friendly LEAGUES OF VOTANN unit that is Battle-shocked and within 12" of this unit’s GRIMNYR model. That unit is no longer Battle-shocked.',
      ),
    ).toBe('leagues-of-votann/grimnyr/grimnyrs-regard@2025');
    expect(ruleById('leagues-of-votann/grimnyr/grimnyrs-regard@2025')?.support.game).toBe('automated');
  });

  it('Assault Ramp: one spec, bound on every Land Raider that prints it', () => {
    const id = (faction: string, within: string) =>
      bindPrinted({ kind: 'datasheet', faction, within, name: 'Assault Ramp' })?.id;
    expect(id('Grey Knights', 'Land Raider')).toBe('grey-knights/land-raider/assault-ramp');
    expect(id('Grey Knights', 'Land Raider Crusader')).toBe('grey-knights/land-raider-crusader/assault-ramp');
    expect(id('Grey Knights', 'Land Raider Redeemer')).toBe('grey-knights/land-raider-redeemer/assault-ramp');
    expect(id('World Eaters', 'Spartan')).toBe('world-eaters/spartan/assault-ramp');
    expect(ruleById('grey-knights/land-raider/assault-ramp')?.effects).toEqual([{ kind: 'disembark-charge' }]);
    expect(id('Test', 'Land Raider')).toBeUndefined();
  });
});

// Wahapedia export 2025-11-14, Hearthkyn Warriors (the Grimnyr's Bodyguard unit): "Weavefield Crest: Models in the
// bearer’s unit have a 5+ invulnerable save."
const CREST = 'Models in the bearer’s unit have a 5+ invulnerable save.';

describe('Weavefield Crest in the calculator', () => {
  // Ten shots, BS 3+ (2/3), S6 against T5 wounds on 3+ (2/3), AP-3 against Sv 4+: no armour save (7+).
  const ap3 = () => {
    const ds = rifles();
    ds.weapons = [gun('Rifle', '1 3 6 -3 1')];
    return ds;
  };
  it('without it: no save at AP-3; with it: the 5+ invulnerable save (fails 2/3), the whole unit it is in', () => {
    const bare = evaluate(combatInputFromDatasheets(ap3(), hearthkyn()).input);
    expect(bare.damage.mean).toBeCloseTo((10 * 2 * 2) / (3 * 3), 12);
    const ds = hearthkyn();
    ds.abilities.wargear = [{ name: 'Weavefield Crest', text: CREST }];
    const crest = evaluate(combatInputFromDatasheets(ap3(), ds).input);
    expect(crest.damage.mean).toBeCloseTo((10 * 2 * 2 * 2) / (3 * 3 * 3), 12);
    const led = combatInputFromDatasheets(ap3(), ds, { defenderLeaders: [grimnyr(FORTIFY_2025_TEXT)] });
    // The Warriors take the 5+; the Grimnyr and its CORVs keep their own, better, 4+ invulnerable save.
    expect(evaluate(led.input).weapons[0]?.params.vs.map((g) => [g.save.kind, g.save.threshold])).toEqual([
      ['invulnerable', 5],
      ['invulnerable', 4],
      ['invulnerable', 4],
    ]);
    expect(led.notApplied).toContainEqual(
      expect.objectContaining({
        name: 'Weavefield Crest',
        support: 'partial',
        note: expect.stringContaining('bearer'),
      }),
    );
  });
});

describe('the Damaged bracket in the calculator (seed 002 Land Raider)', () => {
  // "DAMAGED: 1-5 WOUNDS REMAINING. While this model has 1-5 wounds remaining, each time this model makes an attack,
  // subtract 1 from the Hit roll." Godhammer lascannon A2 BS3+ S12 AP-3 D6+1, against Hearthkyn Warriors (T5).
  const TEXT =
    'While this model has 1-5 wounds remaining, each time this model makes an attack, subtract 1 from the Hit roll.';
  const landRaider = () => {
    const ds = emptyDatasheet('gk-lr', 'Land Raider', 'Grey Knights');
    ds.profiles = [statline('Land Raider', 12, 2, 16)];
    ds.weapons = [gun('Godhammer lascannon', '2 3 12 -3 D6+1')];
    ds.equipment = [{ who: 'This model', items: ['Godhammer lascannon'] }];
    ds.composition = [{ model: 'Land Raider', min: 1, max: 1 }];
    ds.keywords = ['VEHICLE'];
    ds.damaged = { minWounds: 1, maxWounds: 5, text: TEXT, effects: damagedEffects(TEXT) };
    return ds;
  };
  it('typed at import as -1 to hit; off by default (assumed above it), and its toggle applies it', () => {
    expect(damagedEffects(TEXT)).toEqual([{ kind: 'roll', roll: 'hit', n: -1 }]);
    const off = combatInputFromDatasheets(landRaider(), hearthkyn());
    expect(off.notes).toContain(
      `Land Raider is assumed above its Damaged bracket (1-5 wounds left: ${TEXT}) unless "the attacking models are within their Damaged bracket" is set`,
    );
    // Hit on 3+ (2/3), S12 against T5 wounds on 2+ (5/6).
    expect(evaluate(off.input).wounds.mean).toBeCloseTo((2 * 2 * 5) / (3 * 6), 12);
    const on = combatInputFromDatasheets(landRaider(), hearthkyn(), {
      conditions: { asks: { 'attacker-damaged': true } },
    });
    // Hit on 4+ (1/2).
    const r = evaluate(on.input);
    expect(r.wounds.mean).toBeCloseTo((2 * 1 * 5) / (2 * 6), 12);
    expect(r.weapons[0]?.params.modifiers.map((m) => m.text)).toContain('-1 to hit: Damaged (1-5 wounds remaining)');
  });
});
