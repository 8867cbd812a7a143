import { describe, expect, it } from 'vitest';
import { characteristic } from '../../src/game/characteristics.js';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Tectonic Fracture (Dêlve Assault Shift): "WHEN: Your Shooting phase, just after a CTHONIAN EARTHSHAKERS unit from
 * your army has shot. TARGET: That CTHONIAN EARTHSHAKERS unit. EFFECT: Each time you use this Stratagem, you can spend
 * 2YP. Select one enemy unit hit by one or more of your unit's attacks this phase. Until the start of your next
 * Shooting phase, subtract 2 from that unit's Move characteristic and, if you spent YP during this use of this
 * Stratagem, subtract 2 from Charge rolls made for that unit."
 */
const SHAKERS = quickDatasheet('t:shakers', 'Earthshakers', [{ M: 5, T: 5, Sv: 4, W: 3, base: 32 }], {
  minModels: 1,
  weapons: [{ name: 'Quake gun', range: 48, A: 1, skill: 3, S: 6, AP: 0, D: 1 }, ccw],
  keywords: ['CTHONIAN EARTHSHAKERS'],
});
const FOE = quickDatasheet('t:foe2', 'Foe', [{ M: 6, T: 3, Sv: 6, W: 1, base: 32 }], { minModels: 1, weapons: [ccw] });

/** Red's Shooting phase; the Foe stands 11.5" from the Earthshakers (12.76" centre to centre). */
function game(yp: number) {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Dêlve Assault Shift',
        units: [{ datasheet: SHAKERS }],
      },
      { name: 'Blue', units: [{ datasheet: FOE }] },
    ] as never,
    positions: { p1u1: { p1u1m1: { x: 10, y: 10 } }, p2u1: { p2u1m1: { x: 10, y: 22.76 } } },
    phase: 'shooting',
    cp: [3, 3],
    counters: { 'player-1': { 'yield-point': yp } },
  });
  g.passWindows();
  // Hit roll 5 (BS3+): a hit; Wound roll 1 fails.
  g.withDice(5, 1);
  g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Quake gun', target: 'p2u1' }] });
  return g;
}

const offers = (g: Game): Action[] => g.offeredDuringAttack('tectonic-fracture');

/** On to Blue's Charge phase: the Foe declares a charge at the Earthshakers and rolls 6+6. */
function foeCharges(g: Game) {
  g.passUntil((x) => x.state.flow.active === 1 && x.pending.kind === 'declare-charge', 400);
  g.withDice(6, 6);
  g.do(1, { type: 'declare-charge', unit: 'p2u1', targets: ['p1u1'] });
  g.passUntil((x) => x.find('charge-failed', x.record.events).length > 0 || x.pending.kind === 'charge-move', 40);
}

describe('Tectonic Fracture (Dêlve Assault Shift)', () => {
  it('spending 2YP (2 to 0): Move 6" to 4" and Charge rolls -2 until the start of your next Shooting phase', () => {
    const g = game(2);
    const uses = offers(g);
    expect(uses).toEqual([
      { type: 'use-stratagem', stratagem: 'delve-assault-shift/tectonic-fracture', target: 'p1u1', enemy: 'p2u1' },
      {
        type: 'use-stratagem',
        stratagem: 'delve-assault-shift/tectonic-fracture',
        target: 'p1u1',
        enemy: 'p2u1',
        spend: true,
      },
    ]);
    const events = g.do(0, uses[1] as Action);
    expect(g.find('counter-set', events)).toMatchObject([{ holder: 'player-1', counter: 'yield-point', value: 0 }]);
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({
      unit: 'p2u1',
      player: 0,
      until: { kind: 'next-shooting-phase', player: 0 },
      answers: { 'spent-yield-points': true },
    });
    const foe = () => g.state.units.p2u1 as never;
    const m = () => g.state.units.p2u1?.models[0] as never;
    expect(characteristic(g.state, foe(), m(), 'M').value).toBe(4);
    // 6+6-2 = 10: 11.5" is beyond 10" plus Engagement Range.
    foeCharges(g);
    expect(g.find('charge-failed', g.record.events)).toMatchObject([{ unit: 'p2u1', roll: 10 }]);
  });

  it('not spending: Move 6" to 4", the Charge roll stays 12 and the charge reaches', () => {
    const g = game(2);
    g.do(0, offers(g)[0] as Action);
    expect(g.find('counter-set')).toEqual([]);
    expect(
      characteristic(g.state, g.state.units.p2u1 as never, g.state.units.p2u1?.models[0] as never, 'M').value,
    ).toBe(4);
    foeCharges(g);
    expect(g.find('charge-failed', g.record.events)).toEqual([]);
    expect(g.pending).toMatchObject({ player: 1, kind: 'charge-move' });
  });

  it('with 1YP only the use without spending is offered', () => {
    const g = game(1);
    expect(offers(g).map((a) => a.type === 'use-stratagem' && !!a.spend)).toEqual([false]);
  });
});
