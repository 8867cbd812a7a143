import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Suppression Fire (Combined Regiment, seed 001): "WHEN: Your Shooting phase. TARGET: One INFANTRY unit from your
 * army that has not been selected to shoot this phase, and one enemy unit (excluding MONSTERS and VEHICLES).
 * EFFECT: If your unit scores one or more hits against that enemy unit this phase, until the end of your opponent's
 * next turn, each time a model in that enemy unit makes an attack, subtract 1 from the Hit roll." The game offers it
 * once the unit has shot, against an enemy unit it hit (partial: the registry's note says so).
 */
const gun = { name: 'Lasgun', range: 24, A: 1, skill: 3, S: 3, AP: 0, D: 1 };
const GUARD = quickDatasheet('t:guard', 'Guardsmen', [{ M: 6, T: 3, Sv: 5, W: 1, base: 25 }], {
  minModels: 1,
  weapons: [gun, ccw],
  keywords: ['INFANTRY'],
});
const foe = (keywords: string[]) =>
  quickDatasheet(`t:foe-${keywords.join('-') || 'plain'}`, 'Foe', [{ M: 6, T: 3, Sv: 6, W: 5, base: 32 }], {
    minModels: 1,
    weapons: [{ ...gun, name: 'Foe gun' }, ccw],
    keywords,
  });

/** Red's Shooting phase: the Guardsmen hit the Foe 12" away (roll 5) and fail to wound (roll 1). */
function game(keywords: string[] = ['INFANTRY']) {
  const g = new Game({
    armies: [
      { name: 'Red', faction: 'Astra Militarum', detachment: 'Combined Regiment', units: [{ datasheet: GUARD }] },
      { name: 'Blue', units: [{ datasheet: foe(keywords) }] },
    ] as never,
    positions: { p1u1: { p1u1m1: { x: 10, y: 10 } }, p2u1: { p2u1m1: { x: 10, y: 22 } } },
    phase: 'shooting',
    cp: [3, 3],
  });
  g.passWindows();
  g.withDice(5, 1);
  g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Lasgun', target: 'p2u1' }] });
  return g;
}

const offers = (g: Game): Action[] => g.offeredDuringAttack('suppression-fire');

/** Blue's Shooting phase: the Foe shoots the Guardsmen with a Hit roll of 3 (BS 3+). */
function foeShoots(g: Game) {
  g.passUntil((x) => x.state.flow.active === 1 && x.pending.kind === 'shoot', 400);
  g.withDice(3, 1);
  g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Foe gun', target: 'p1u1' }] });
  // Red's windows (Go to Ground...) are passed before the Hit roll.
  g.passUntil((x) => x.find('hits-scored', x.record.events).some((e) => e.unit === 'p2u1'), 20);
}

describe('Suppression Fire (Combined Regiment)', () => {
  it('after a hit: the Foe subtracts 1 from its Hit rolls until the end of your opponent’s next turn (3 misses)', () => {
    const g = game();
    const uses = offers(g);
    expect(uses).toEqual([
      { type: 'use-stratagem', stratagem: 'combined-regiment/suppression-fire', target: 'p1u1', enemy: 'p2u1' },
    ]);
    const events = g.do(0, uses[0] as Action);
    expect(g.find('stratagem-used', events)).toMatchObject([{ player: 0, cp: 1, manual: false }]);
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({
      unit: 'p2u1',
      player: 0,
      until: { kind: 'end-of-opponents-next-turn', player: 0 },
    });
    foeShoots(g);
    expect(g.find('hits-scored', g.record.events).filter((e) => e.unit === 'p2u1')).toMatchObject([
      { attacks: 1, hits: 0 },
    ]);
  });

  it('without it the same roll of 3 hits', () => {
    const g = game();
    offers(g);
    foeShoots(g);
    expect(g.find('hits-scored', g.record.events).filter((e) => e.unit === 'p2u1')).toMatchObject([
      { attacks: 1, hits: 1 },
    ]);
  });

  it('is not offered against a VEHICLE ("excluding MONSTERS and VEHICLES")', () => {
    expect(offers(game(['VEHICLE']))).toEqual([]);
  });
});
