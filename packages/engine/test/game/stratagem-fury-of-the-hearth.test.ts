import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * FURY OF THE HEARTH (Hearthband, 1CP, the 2025-11 export): "WHEN: Your Shooting phase. TARGET: One EINHYR HEARTHGUARD
 * unit from your army that has not been selected to shoot this phase. EFFECT: Until the end of the phase, improve the
 * Strength characteristic of ranged weapons equipped by models in your unit by 1. If you spend 1YP, until the end of
 * the phase, ranged weapons equipped by models in that unit have the [SUSTAINED HITS 1] ability as well."
 */
const gun = { name: 'Plasma gun', range: 24, A: 1, skill: 3, S: 3, AP: 0, D: 1 };
const HEARTHGUARD = quickDatasheet('t:hearthguard', 'Hearthguard', [{ M: 5, T: 5, Sv: 2, W: 2, base: 40 }], {
  minModels: 2,
  keywords: ['INFANTRY', 'EINHYR HEARTHGUARD'],
  weapons: [gun, ccw],
});
const WARRIORS = quickDatasheet('t:warriors', 'Warriors', [{ M: 5, T: 5, Sv: 4, W: 1, base: 28 }], {
  minModels: 2,
  keywords: ['INFANTRY'],
  weapons: [gun, ccw],
});

/** Red's Shooting phase: Hearthguard (p1u1) and Warriors (p1u2) 20" from Blue's Guard (T3), `yp` Yield points. */
function shooting(yp: number) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Hearthband',
        units: [{ datasheet: HEARTHGUARD }, { datasheet: WARRIORS }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ] as never,
    positions: { p1u1: row('p1u1', 2, 10, 10, 2), p1u2: row('p1u2', 2, 30, 10), p2u1: row('p2u1', 10, 10, 30, 1.2) },
    phase: 'shooting',
    cp: [3, 3],
    counters: { 'player-1': { 'yield-point': yp } },
  });
}

const uses = (g: Game) => g.stratagemUses('hearthband/fury-of-the-hearth');

/** Both Hearthguard shoot the Guard: hit rolls 6 and 4 (BS3+), wound rolls 3 each, saves 1. */
function volley(g: Game) {
  g.withDice(6, 4, 3, 3, 3, 1, 1, 1);
  g.do(0, {
    type: 'shoot',
    unit: 'p1u1',
    attacks: [
      { model: 'p1u1m1', weapon: 'Plasma gun', target: 'p2u1' },
      { model: 'p1u1m2', weapon: 'Plasma gun', target: 'p2u1' },
    ],
  });
  g.passUntil((x) => x.find('wounds-scored', x.record.events).length > 0, 40);
  return {
    hits: g.find('hits-scored', g.record.events)[0],
    wounds: g.find('wounds-scored', g.record.events)[0],
  };
}

describe('Fury of the Hearth (Hearthband)', () => {
  it('offered for the EINHYR HEARTHGUARD unit only; spending 1YP offered where the player has it', () => {
    expect(uses(shooting(1))).toEqual([
      { type: 'use-stratagem', stratagem: 'hearthband/fury-of-the-hearth', target: 'p1u1' },
      { type: 'use-stratagem', stratagem: 'hearthband/fury-of-the-hearth', target: 'p1u1', spend: true },
    ]);
    expect(uses(shooting(0))).toEqual([
      { type: 'use-stratagem', stratagem: 'hearthband/fury-of-the-hearth', target: 'p1u1' },
    ]);
  });

  it('without it: Strength 3 against Toughness 3 wounds on a 4+, the 3s fail; the 6 scores one hit', () => {
    const g = shooting(1);
    g.passWindows();
    const { hits, wounds } = volley(g);
    expect(hits).toMatchObject({ attacks: 2, hits: 2, critical: 1 });
    expect(wounds).toMatchObject({ wounds: 0 });
  });

  it('not spending: Strength 4 wounds Toughness 3 on a 3+; no [SUSTAINED HITS 1], the 6 scores one hit', () => {
    const g = shooting(1);
    const events = g.do(0, uses(g)[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    expect(g.find('counter-set', events)).toEqual([]);
    g.passWindows();
    const { hits, wounds } = volley(g);
    expect(hits).toMatchObject({ attacks: 2, hits: 2, critical: 1 });
    expect(wounds).toMatchObject({ wounds: 2 });
  });

  it('spending 1YP: the Yield points go 1 to 0, and [SUSTAINED HITS 1]: the 6 scores two hits', () => {
    const g = shooting(1);
    const events = g.do(0, uses(g)[1] as Action);
    expect(g.find('counter-set', events).map((e) => [e.counter, e.value])).toEqual([['yield-point', 0]]);
    g.passWindows();
    const { hits, wounds } = volley(g);
    expect(hits).toMatchObject({ attacks: 2, hits: 3, critical: 1 });
    expect(wounds).toMatchObject({ wounds: 3 });
  });
});
