import { afterEach, describe, expect, it } from 'vitest';
import { shootingMode } from '../../src/game/attacks/targeting.js';
import { chargeReason } from '../../src/game/charge/eligibility.js';
import { attackAnswers } from '../../src/game/rule-answers.js';
import {
  compileCatalogue,
  compiledRuleDefs,
  type Datasheet,
  setCompiledRules,
  type UnitState,
} from '../../src/index.js';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Rules compiled from their printed text apply in the game as hand-written abilities do, where the
 * reading holds for as long as its holder has it and the game measures every question it asks
 * (rules/text/defs.ts compiledSupport). Vigilant Squad, Merciless Judgement: "Each time a model in this
 * unit makes a ranged attack that targets a unit that is Below Half-strength, add 1 to the Wound roll."
 * Here on ten rifles (BS3+ S6): against Hearthkyn Warriors (T5) a 2 wounds only with the +1.
 */

const MERCILESS = {
  name: 'Merciless Judgement',
  text: 'Each time a model in this unit makes a ranged attack that targets a unit that is Below Half-strength, add 1 to the Wound roll.',
};

function squad(ability: { name: string; text: string }): Datasheet {
  const ds = rifles();
  ds.abilities.datasheet.push(ability);
  return ds;
}

function compile(ds: Datasheet) {
  const texts = compileCatalogue({ datasheets: [ds], stratagems: [], detachments: [], enhancements: [], factions: [] });
  const defs = compiledRuleDefs(texts);
  setCompiledRules(defs);
  return defs;
}

function game(ds: Datasheet, destroyed: number, dice: number[]) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: ds }] },
      { name: 'Blue', units: [{ datasheet: hearthkyn() }] },
    ],
    positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: row('p2u1', 10, 5, 25, 1.2) },
    destroyed: Array.from({ length: destroyed }, (_, i) => `p2u1m${i + 1}`),
    phase: 'shooting',
    dice,
  });
}

// Ten Hit rolls of 3 (BS3+: ten hits), then ten Wound rolls of 2 (S6 v T5 wounds on 3+).
const DICE = [...Array(10).fill(3), ...Array(10).fill(2)];

afterEach(() => setCompiledRules([]));

describe('compiled rules in the game', () => {
  it('Merciless Judgement compiles to a game-automated definition', () => {
    const [def] = compile(squad(MERCILESS));
    expect(def?.effects).toEqual([
      {
        kind: 'roll',
        roll: 'wound',
        n: 1,
        type: 'ranged',
        when: [{ kind: 'ask', ask: { kind: 'below-half-strength', who: 'target' } }],
      },
    ]);
    expect(def?.support).toMatchObject({ calculator: 'automated', game: 'automated' });
  });

  it('target Below Half-strength (4 of 10 left): the 2s wound, ten wounds', () => {
    compile(squad(MERCILESS));
    const g = game(squad(MERCILESS), 6, DICE);
    expect(g.choose('shoots Hearthkyn Warriors').find((e) => e.type === 'wounds-scored')).toMatchObject({ wounds: 10 });
  });

  it('target at half strength (5 of 10 left): no +1, the 2s fail', () => {
    compile(squad(MERCILESS));
    const g = game(squad(MERCILESS), 5, DICE);
    expect(g.choose('shoots Hearthkyn Warriors').find((e) => e.type === 'wounds-scored')).toMatchObject({ wounds: 0 });
  });

  it('without the compiled layer the printed ability is not applied (and named manual)', () => {
    const g = game(squad(MERCILESS), 6, DICE);
    expect(g.choose('shoots Hearthkyn Warriors').find((e) => e.type === 'wounds-scored')).toMatchObject({ wounds: 0 });
  });

  it('a reading asking what the game does not measure stays manual there, and is not applied', () => {
    // "the attacking model is within 12"" is per model: the game does not measure it.
    const text = {
      name: 'Close Watch',
      text: 'Each time an attack targets this unit, if the attacking model is within 12", subtract 1 from the Wound roll.',
    };
    const [def] = compile(squad(text));
    expect(def?.support).toMatchObject({ calculator: 'automated', game: 'manual' });
    expect(def?.support.note).toContain('the game does not measure: the attacking model is within 12"');
  });
});

describe('the questions the game measures for rules (rule-answers.ts)', () => {
  const ask = (a: object) => [
    { rule: 'x', effects: [{ kind: 'roll', roll: 'hit', n: 1, when: [{ kind: 'ask', ask: a }] }] },
  ];
  const answers = (g: Game, a: object) =>
    attackAnswers(g.state, g.state.units.p1u1 as never, g.state.units.p2u1 as never, ask(a) as never);
  const at = (over: { destroyed?: number; battleShocked?: string[]; blueY?: number } = {}) =>
    new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: rifles() }] },
        { name: 'Blue', units: [{ datasheet: hearthkyn() }] },
      ],
      positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: row('p2u1', 10, 5, over.blueY ?? 25, 1.2) },
      destroyed: Array.from({ length: over.destroyed ?? 0 }, (_, i) => `p2u1m${i + 1}`),
      ...(over.battleShocked ? { battleShocked: over.battleShocked } : {}),
      phase: 'shooting',
    });

  it('"the target is Battle-shocked": read from the effect on the target', () => {
    expect(answers(at({ battleShocked: ['p2u1'] }), { kind: 'battle-shocked', who: 'target' })).toEqual({
      'battle-shocked-target': true,
    });
    expect(answers(at(), { kind: 'battle-shocked', who: 'target' })).toEqual({ 'battle-shocked-target': false });
  });

  it('"the target is within 12"": the gap between the units (rows 15" apart, bases 32 mm)', () => {
    expect(answers(at(), { kind: 'target-within', inches: 12 })).toEqual({ 'target-within-12': false });
    expect(answers(at({ blueY: 18 }), { kind: 'target-within', inches: 12 })).toEqual({ 'target-within-12': true });
  });

  it('"below its Starting Strength": one model lost of ten is enough; Below Half-strength needs six', () => {
    const below = { kind: 'declared', id: 'target-below-starting-strength', text: '' };
    expect(answers(at(), below)).toEqual({ 'target-below-starting-strength': false });
    expect(answers(at({ destroyed: 1 }), below)).toEqual({ 'target-below-starting-strength': true });
    expect(answers(at({ destroyed: 5 }), { kind: 'below-half-strength', who: 'target' })).toEqual({
      'below-half-strength-target': false,
    });
  });

  it('"your unit is not within Engagement Range", "the attacking unit Advanced": from positions and history', () => {
    const free = { kind: 'declared', id: 'own-not-engaged', text: '' };
    expect(answers(at(), free)).toEqual({ 'own-not-engaged': true });
    expect(answers(at({ blueY: 11.3 }), free)).toEqual({ 'own-not-engaged': false });
    expect(answers(at(), { kind: 'advanced' })).toEqual({ advanced: false });
  });
});

describe('standing rules the game reads outside attacks', () => {
  // A real text of the export (several datasheets): "This unit is eligible to shoot and declare a
  // charge in a turn in which it Fell Back."
  const HIT_AND_RUN = {
    name: 'Hit and Run',
    text: 'This unit is eligible to shoot and declare a charge in a turn in which it Fell Back.',
  };

  it('compiles to an eligible row; the game applies it (partial: a Leader’s copy is its own)', () => {
    const [def] = compile(squad(HIT_AND_RUN));
    expect(def?.effects).toEqual([{ kind: 'eligible', actions: ['shoot', 'charge'], after: ['fell-back'] }]);
    expect(def?.support).toMatchObject({ calculator: 'n/a', game: 'partial' });
  });

  it('a unit that Fell Back may shoot with it, not without it', () => {
    const fellBack = (ds: Datasheet) => {
      const g = new Game({
        armies: [
          { name: 'Red', units: [{ datasheet: ds }] },
          { name: 'Blue', units: [{ datasheet: hearthkyn() }] },
        ],
        positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: row('p2u1', 10, 5, 25, 1.2) },
        phase: 'shooting',
      });
      const u = g.state.units.p1u1 as UnitState;
      const moved: UnitState = { ...u, history: { ...u.history, movement: 'fall-back' } };
      return { ...g.state, units: { ...g.state.units, p1u1: moved } };
    };
    compile(squad(HIT_AND_RUN));
    const withRule = fellBack(squad(HIT_AND_RUN));
    expect(shootingMode(withRule, withRule.units.p1u1 as never).reason).toBeNull();
    expect(chargeReason(withRule, withRule.units.p1u1 as never)).toBeNull();
    const without = fellBack(rifles());
    expect(shootingMode(without, without.units.p1u1 as never).reason).toBe('it Fell Back this turn');
    expect(chargeReason(without, without.units.p1u1 as never)).toBe('it Fell Back this turn');
  });
});
