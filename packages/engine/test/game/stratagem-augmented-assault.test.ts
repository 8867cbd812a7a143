import { describe, expect, it } from 'vitest';
import { characteristic } from '../../src/game/characteristics.js';
import { chargeReason } from '../../src/game/charge/eligibility.js';
import { type Action, quickDatasheet } from '../../src/index.js';
import { row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * AUGMENTED ASSAULT (Dêlve Assault Shift, 1CP, the 2025-11 export): "WHEN: Your Movement phase. TARGET: One CTHONIAN
 * BESERKS unit from your army that has not been selected to move this phase. EFFECT: Each time you use this
 * Stratagem, you can spend up to 2YP. Until the end of the turn, add X" to the Move characteristic of models in your
 * unit, where X is the number of YP you spent during this use of this Stratagem, and your unit is eligible to declare
 * a charge in a turn in which it Advanced." (Partial: the game offers X = 0 or 2.)
 */
const BESERKS = quickDatasheet('t:beserks', 'Beserks', [{ M: 5, T: 5, Sv: 4, W: 2, base: 32 }], {
  minModels: 1,
  keywords: ['INFANTRY', 'CTHONIAN BESERKS'],
});
const KIN = quickDatasheet('t:kin', 'Hearthkyn', [{ M: 5, T: 4, Sv: 4, W: 1, base: 32 }], {
  minModels: 1,
  keywords: ['INFANTRY'],
});

function game(yp: number) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Dêlve Assault Shift',
        units: [{ datasheet: BESERKS }, { datasheet: KIN }],
      },
      { name: 'Blue', units: [{ datasheet: TARGET5 }] },
    ],
    positions: { p1u1: { x: 20, y: 8 }, p1u2: { x: 40, y: 8 }, p2u1: row('p2u1', 5, 17, 30) },
    phase: 'movement',
    cp: [3, 3],
    counters: { 'player-1': { 'yield-point': yp } },
  } as never);
}

const uses = (g: Game) => g.stratagemUses('augmented-assault');
const move = (g: Game) =>
  characteristic(g.state, g.state.units.p1u1 as never, g.state.units.p1u1?.models[0] as never, 'M').value;

/** The Beserks Advance (a 3): the distance their Advance move allows; they move 1" and the phase goes on. */
function advance(g: Game) {
  g.passWindows();
  g.withDice(3);
  g.do(0, { type: 'advance', unit: 'p1u1' });
  g.passWindows();
  const o = g.pending.options[0];
  const max = o?.kind === 'parametric' && o.schema.kind === 'paths' && o.schema.maxDistance;
  g.do(0, { type: 'advance-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 9 }] } });
  return max;
}

describe('Augmented Assault (Dêlve Assault Shift)', () => {
  it('offered for the CTHONIAN BESERKS unit, spending 2YP where the player has them', () => {
    expect(uses(game(2))).toEqual([
      { type: 'use-stratagem', stratagem: 'delve-assault-shift/augmented-assault', target: 'p1u1' },
      { type: 'use-stratagem', stratagem: 'delve-assault-shift/augmented-assault', target: 'p1u1', spend: true },
    ]);
    expect(uses(game(1))).toHaveLength(1);
  });

  it('without it: M5", an Advance of 3 allows 8", and the unit that Advanced cannot declare a charge', () => {
    const g = game(2);
    expect(advance(g)).toBe(8);
    expect(chargeReason(g.state, g.state.units.p1u1 as never)).toBe('it Advanced this turn');
  });

  it('spending 2YP (2 to 0): M 5" to 7" until the end of the turn (Advance of 3: 10"); eligible to charge', () => {
    const g = game(2);
    const events = g.do(0, uses(g)[1] as Action);
    expect(g.find('counter-set', events).map((e) => [e.counter, e.value])).toEqual([['yield-point', 0]]);
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({
      unit: 'p1u1',
      until: { kind: 'end-of-turn' },
      answers: { 'spent-yield-points': true },
    });
    expect(move(g)).toBe(7);
    expect(advance(g)).toBe(10);
    expect(chargeReason(g.state, g.state.units.p1u1 as never)).toBeNull();
  });

  it('not spending: M stays 5" (Advance of 3: 8"), and the unit is still eligible to charge after Advancing', () => {
    const g = game(2);
    g.do(0, uses(g)[0] as Action);
    expect(move(g)).toBe(5);
    expect(advance(g)).toBe(8);
    expect(chargeReason(g.state, g.state.units.p1u1 as never)).toBeNull();
  });
});
