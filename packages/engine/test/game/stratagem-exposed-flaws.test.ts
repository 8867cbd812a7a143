import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { Game } from './harness.js';

/**
 * EXPOSED FLAWS (Persecution Prospect, 1CP, the 2025-11 export): "WHEN: Your Shooting phase. TARGET: One HERNKYN unit
 * from your army that has not been selected to shoot this phase. EFFECT: Each time you use this Stratagem, you can
 * spend 2YP. Until the end of the phase, each time a model in your unit makes an attack, if you spent YP during this
 * use of this Stratagem and/or if that attack targets an assailed unit, you can re-roll the Wound roll."
 */
const gun = { name: 'Bolt revolver', range: 24, A: 1, skill: 3, S: 4, AP: 0, D: 1 };
const YAEGIRS = quickDatasheet('t:yaegirs', 'Yaegirs', [{ M: 5, T: 4, Sv: 4, W: 1, base: 28 }], {
  minModels: 1,
  weapons: [gun],
  keywords: ['INFANTRY', 'LEAGUES OF VOTANN', 'HERNKYN'],
});
const KIN = quickDatasheet('t:kin', 'Hearthkyn', [{ M: 5, T: 4, Sv: 4, W: 1, base: 28 }], {
  minModels: 1,
  weapons: [gun],
  keywords: ['INFANTRY', 'LEAGUES OF VOTANN'],
});
const FOE = quickDatasheet('t:foe', 'Foe', [{ M: 6, T: 4, Sv: 7, W: 20, base: 32 }], {
  minModels: 1,
  keywords: ['INFANTRY'],
});

/** Red's Shooting phase: Yaegirs (p1u1) and Hearthkyn (p1u2); Blue's Foes p2u1 (assailed) and p2u2, 12" away. */
function game(yp: number) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Persecution Prospect',
        units: [{ datasheet: YAEGIRS }, { datasheet: KIN }],
      },
      { name: 'Blue', units: [{ datasheet: FOE }, { datasheet: FOE }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 10 } },
      p1u2: { p1u2m1: { x: 14, y: 10 } },
      p2u1: { p2u1m1: { x: 10, y: 22 } },
      p2u2: { p2u2m1: { x: 20, y: 22 } },
    },
    phase: 'shooting',
    cp: [3, 3],
    counters: { 'player-1': { 'yield-point': yp }, p2u1: { assailed: 1 } },
  });
}

const uses = (g: Game) => g.stratagemUses('exposed-flaws');

/** The Yaegirs shoot `target` (Guerrilla Adepts not used): Hit roll 5 (BS3+), Wound roll 2 (S4 v T4: 4+), then 5. */
function shoot(g: Game, target: string) {
  g.passWindows();
  g.withDice(5, 2, 5);
  g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Bolt revolver', target }] });
  g.passUntil((x) => x.pending.kind === 'rule-choice' || x.find('wounds-scored', x.record.events).length > 0, 20);
  if (g.pending.kind === 'rule-choice') g.do(0, { type: 'pass' });
  g.passUntil((x) => x.find('wounds-scored', x.record.events).length > 0, 30);
  return {
    rerolls: g.find('die-rerolled', g.record.events).map((e) => [e.from, e.to]),
    wounds: g.find('wounds-scored', g.record.events)[0]?.wounds,
  };
}

describe('Exposed Flaws (Persecution Prospect)', () => {
  it('offered for the HERNKYN unit only, spending 2YP where the player has them', () => {
    expect(uses(game(2))).toEqual([
      { type: 'use-stratagem', stratagem: 'persecution-prospect/exposed-flaws', target: 'p1u1' },
      { type: 'use-stratagem', stratagem: 'persecution-prospect/exposed-flaws', target: 'p1u1', spend: true },
    ]);
    expect(uses(game(1))).toEqual([
      { type: 'use-stratagem', stratagem: 'persecution-prospect/exposed-flaws', target: 'p1u1' },
    ]);
  });

  it('not spending, against the assailed Foe: the failed Wound roll of 2 is re-rolled (to 5, a wound)', () => {
    const g = game(2);
    const events = g.do(0, uses(g)[0] as Action);
    expect(g.find('counter-set', events)).toEqual([]);
    expect(shoot(g, 'p2u1')).toEqual({ rerolls: [[2, 5]], wounds: 1 });
  });

  it('not spending, against a Foe that is not assailed: the 2 stands', () => {
    const g = game(2);
    g.do(0, uses(g)[0] as Action);
    expect(shoot(g, 'p2u2')).toEqual({ rerolls: [], wounds: 0 });
  });

  it('spending 2YP (2 to 0), against a Foe that is not assailed: the 2 is re-rolled (to 5, a wound)', () => {
    const g = game(2);
    const events = g.do(0, uses(g)[1] as Action);
    expect(g.find('counter-set', events).map((e) => [e.counter, e.value])).toEqual([['yield-point', 0]]);
    expect(shoot(g, 'p2u2')).toEqual({ rerolls: [[2, 5]], wounds: 1 });
  });
});
