import { describe, expect, it } from 'vitest';
import { attackAnswers } from '../../src/game/rule-answers.js';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Methodical Annihilation (Hearthband, seed 004): "Each time a LEAGUES OF VOTANN model from your army makes an attack
 * with a weapon that targets the closest eligible target or a target that is within Engagement Range of that model's
 * unit: Re-roll a Wound roll of 1." The game answers its question ('closest-or-engaged-target') from positions: an
 * enemy unit locked in combat with another friendly unit is not an eligible target of ranged attacks, so it does not
 * count as closer.
 */
const CLOSEST = 'closest-or-engaged-target';
const rows = [
  {
    rule: 'x',
    effects: [
      { kind: 'roll', roll: 'wound', n: 1, when: [{ kind: 'ask', ask: { kind: 'declared', id: CLOSEST, text: '' } }] },
    ],
  },
];

/** Red: Hearthkyn (p1u1) at y 10, rifles (p1u2) at y 23.4; Blue: rifles p2u1 at y `near`, rifles p2u2 at y 30. */
function game(near: number) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: hearthkyn() }, { datasheet: rifles() }] },
      { name: 'Blue', units: [{ datasheet: rifles() }, { datasheet: rifles() }] },
    ],
    positions: {
      p1u1: row('p1u1', 10, 5, 10, 1.2),
      p1u2: row('p1u2', 10, 5, 23.4, 1.2),
      p2u1: row('p2u1', 10, 5, near, 1.2),
      p2u2: row('p2u2', 10, 5, 30, 1.2),
    },
    phase: 'shooting',
  });
}
const answer = (g: Game, target: string, r: typeof rows = rows, key = CLOSEST) =>
  attackAnswers(g.state, g.state.units.p1u1 as never, g.state.units[target] as never, r as never)[key];

/** One rule row asking the declared question `id`, and "within N"" where given (the compiler's reading). */
const asking = (id: string, within?: number) => [
  {
    rule: 'x',
    effects: [
      {
        kind: 'roll',
        roll: 'hit',
        n: 1,
        when: [
          { kind: 'ask', ask: { kind: 'declared', id, text: '' } },
          ...(within ? [{ kind: 'ask', ask: { kind: 'target-within', inches: within } }] : []),
        ],
      },
    ],
  },
];

describe('the closest eligible target (Methodical Annihilation)', () => {
  it('the closer enemy unit, when it can be shot at, is the closest: the farther one is not', () => {
    // p2u1 at y 20 is 10" away and 3.4" from the friendly rifles: not locked in combat.
    const g = game(20);
    expect(answer(g, 'p2u1')).toBe(true);
    expect(answer(g, 'p2u2')).toBe(false);
  });

  it('a closer enemy unit locked in combat with friendly rifles is not eligible: the farther one is the closest', () => {
    // p2u1 at y 24.6: 14.6" from the Hearthkyn, 1.2" from the friendly rifles (within Engagement Range).
    const g = game(24.6);
    expect(answer(g, 'p2u2')).toBe(true);
  });
});

describe('the closest eligible target (compiled abilities, Magaera’s Duty)', () => {
  // Decisive Destruction, Seasoned Noble, Point-blank Barrage ...: "each time a model in this unit makes a ranged attack
  // that targets the closest eligible target, ..." (the compiler's 'target-closest-eligible'); Magaera's Duty asks
  // 'closest-eligible-target'. Both read the same measure.
  it.each(['target-closest-eligible', 'closest-eligible-target'])(
    '%s: the nearer of two shootable units only',
    (id) => {
      const g = game(20);
      expect(answer(g, 'p2u1', asking(id) as never, id)).toBe(true);
      expect(answer(g, 'p2u2', asking(id) as never, id)).toBe(false);
    },
  );

  it('"the closest eligible target within 12"": the closest unit 10" away counts; within 9" it does not', () => {
    // p2u1 at y 20 is 10" from the Hearthkyn (whose front edge is at y 10).
    const g = game(20);
    expect(answer(g, 'p2u1', asking('target-closest-eligible', 12) as never, 'target-within-12')).toBe(true);
    expect(answer(g, 'p2u1', asking('target-closest-eligible', 9) as never, 'target-within-9')).toBe(false);
  });
});
