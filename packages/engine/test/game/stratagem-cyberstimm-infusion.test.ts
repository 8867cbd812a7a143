import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * CYBERSTIMM INFUSION (Dêlve Assault Shift, 1CP, the 2025-11 export): "WHEN: Fight phase. TARGET: One CTHONIAN
 * BESERKS unit from your army that has not been selected to fight this phase. EFFECT: Each time you use this
 * Stratagem, you can spend 2YP. Until the end of the phase, each time a model in your unit makes an attack, re-roll a
 * Wound roll of 1. If you spent YP during this use of this Stratagem, you can re-roll the Wound roll instead."
 */
const pick = { name: 'Mole pick', range: 'melee' as const, A: 2, skill: 3, S: 4, AP: 0, D: 1 };
const BESERKS = quickDatasheet('t:beserks', 'Beserks', [{ M: 5, T: 5, Sv: 4, W: 2, base: 32 }], {
  minModels: 1,
  keywords: ['INFANTRY', 'CTHONIAN BESERKS'],
  weapons: [pick],
});
const KIN = quickDatasheet('t:kin', 'Hearthkyn', [{ M: 5, T: 4, Sv: 4, W: 1, base: 32 }], {
  minModels: 1,
  keywords: ['INFANTRY'],
  weapons: [pick],
});

/** Blue's Fight phase: Red's Beserks (p1u1) and Hearthkyn (p1u2) are engaged with Blue's Targets (T4, Sv4+). */
function fight(yp: number) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Dêlve Assault Shift',
        units: [{ datasheet: BESERKS }, { datasheet: KIN }],
      },
      { name: 'Blue', units: [{ datasheet: TARGET5 }] },
    ] as never,
    positions: {
      p1u1: { p1u1m1: { x: 27, y: 16 } },
      p1u2: { p1u2m1: { x: 31, y: 16 } },
      p2u1: row('p2u1', 5, 27, 17.26),
    },
    phase: 'fight',
    active: 1,
    cp: [3, 3],
    counters: { 'player-1': { 'yield-point': yp } },
  });
}

const uses = (g: Game) => g.stratagemUses('cyberstimm-infusion');

/** The Beserks fight: hit rolls 3 and 3 (WS3+), Wound rolls 1 and 2 (S4 v T4: 4+), then `more` dice. */
function swing(g: Game, ...more: number[]) {
  g.passWindows();
  g.do(0, { type: 'fight', unit: 'p1u1' });
  if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
  g.passWindows();
  g.withDice(3, 3, 1, 2, ...more);
  g.do(0, { type: 'melee', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Mole pick', target: 'p2u1' }] });
  g.passUntil((x) => x.find('wounds-scored', x.record.events).length > 0, 40);
  return {
    rerolls: g.find('die-rerolled', g.record.events).map((e) => [e.from, e.to]),
    wounds: g.find('wounds-scored', g.record.events)[0]?.wounds,
  };
}

describe('Cyberstimm Infusion (Dêlve Assault Shift)', () => {
  it('offered for the CTHONIAN BESERKS unit only, spending 2YP where the player has them', () => {
    expect(uses(fight(2))).toEqual([
      { type: 'use-stratagem', stratagem: 'delve-assault-shift/cyberstimm-infusion', target: 'p1u1' },
      { type: 'use-stratagem', stratagem: 'delve-assault-shift/cyberstimm-infusion', target: 'p1u1', spend: true },
    ]);
    expect(uses(fight(1))).toEqual([
      { type: 'use-stratagem', stratagem: 'delve-assault-shift/cyberstimm-infusion', target: 'p1u1' },
    ]);
  });

  it('without it: the Wound rolls of 1 and 2 fail, nothing is re-rolled', () => {
    const g = fight(2);
    expect(swing(g)).toEqual({ rerolls: [], wounds: 0 });
  });

  it('not spending: the Wound roll of 1 is re-rolled (to 5, a wound); the 2 stands', () => {
    const g = fight(2);
    const events = g.do(0, uses(g)[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    expect(g.find('counter-set', events)).toEqual([]);
    expect(swing(g, 5)).toEqual({ rerolls: [[1, 5]], wounds: 1 });
  });

  it('spending 2YP (2 to 0): both failed Wound rolls are re-rolled (to 5 and 6: two wounds)', () => {
    const g = fight(2);
    const events = g.do(0, uses(g)[1] as Action);
    expect(g.find('counter-set', events).map((e) => [e.counter, e.value])).toEqual([['yield-point', 0]]);
    expect(swing(g, 5, 6)).toEqual({
      rerolls: [
        [1, 5],
        [2, 6],
      ],
      wounds: 2,
    });
  });
});
