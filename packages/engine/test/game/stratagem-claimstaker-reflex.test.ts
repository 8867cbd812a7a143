import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { Game } from './harness.js';

/**
 * CLAIMSTAKER REFLEX (Persecution Prospect, 1CP, the 2025-11 export): "WHEN: Your opponent's Movement phase, just after
 * an enemy unit ends a Normal, Advance or Fall Back move. TARGET: One LEAGUES OF VOTANN unit from your army (excluding
 * ARTILLERY and VEHICLE units) that is within 9" of that enemy unit. EFFECT: Each time you use this Stratagem, you can
 * spend 2YP. Your unit can make a Normal move of up to D6". If you spent YP during this use of this Stratagem, your
 * unit can make a Normal move of up to 6" instead. RESTRICTIONS: A unit cannot embark within a TRANSPORT as part of
 * this move."
 */
const kin = (id: string, name: string, keywords: string[]) =>
  quickDatasheet(id, name, [{ M: 5, T: 4, Sv: 4, W: 1, base: 32 }], {
    minModels: 1,
    keywords: ['LEAGUES OF VOTANN', ...keywords],
  });
const KIN = kin('t:kin', 'Hearthkyn', ['INFANTRY']);
const FAR = kin('t:far', 'Far Kin', ['INFANTRY']);
const SAGITAUR = kin('t:sagitaur', 'Sagitaur', ['VEHICLE']);
const FOE = quickDatasheet('t:foe', 'Foe', [{ M: 6, T: 4, Sv: 4, W: 1, base: 32 }], {
  minModels: 1,
  keywords: ['INFANTRY'],
});

/**
 * Blue's Movement phase: Red's Hearthkyn (p1u1) at (10, 10), Sagitaur (p1u2) at (14, 10), Far Kin (p1u3) at
 * (50, 10); Blue's Foe (p2u1) at (10, 26) moves 6" to (10, 20): 10" centre to centre, 8.74" apart.
 */
function game(yp: number) {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Persecution Prospect',
        units: [{ datasheet: KIN }, { datasheet: SAGITAUR }, { datasheet: FAR }],
      },
      { name: 'Blue', units: [{ datasheet: FOE }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 10 } },
      p1u2: { p1u2m1: { x: 14, y: 10 } },
      p1u3: { p1u3m1: { x: 50, y: 10 } },
      p2u1: { p2u1m1: { x: 10, y: 26 } },
    },
    phase: 'movement',
    active: 1,
    cp: [3, 3],
    counters: { 'player-1': { 'yield-point': yp } },
  } as never);
  g.passWindows();
  g.do(1, { type: 'normal-move', unit: 'p2u1', paths: { p2u1m1: [{ x: 10, y: 20 }] } });
  g.passUntil((x) => x.stratagemUses('claimstaker-reflex').length > 0 || x.pending.kind === 'move-units', 10);
  return g;
}

const uses = (g: Game) => g.stratagemUses('claimstaker-reflex');
const step = (y: number): Action => ({ type: 'normal-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 10, y }] } });

describe('Claimstaker Reflex (Persecution Prospect)', () => {
  it('just after the Foe ends its Normal move: offered for the Hearthkyn within 9" (not the VEHICLE, not the far unit)', () => {
    const g = game(2);
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(uses(g)).toEqual([
      { type: 'use-stratagem', stratagem: 'persecution-prospect/claimstaker-reflex', target: 'p1u1' },
      { type: 'use-stratagem', stratagem: 'persecution-prospect/claimstaker-reflex', target: 'p1u1', spend: true },
    ]);
  });

  it('not spending: a D6 is rolled (a 3): a Normal move of up to 3"; 3.5" is rejected, 3" made', () => {
    const g = game(2);
    g.withDice(3);
    const events = g.do(0, uses(g)[0] as Action);
    expect(g.find('dice-rolled', events)).toMatchObject([{ kind: 'normal-move', player: 0, unit: 'p1u1', faces: [3] }]);
    expect(g.pending).toMatchObject({ player: 0, kind: 'rule-move' });
    expect(g.rejects(0, step(6.5))).toMatch(/3"/);
    const moved = g.do(0, step(7));
    expect(g.find('models-moved', moved)).toMatchObject([{ unit: 'p1u1', move: 'normal' }]);
    expect(g.state.units.p1u1?.models[0]?.pos).toEqual({ x: 10, y: 7 });
  });

  it('spending 2YP (2 to 0): no roll, a Normal move of up to 6"', () => {
    const g = game(2);
    const events = g.do(0, uses(g)[1] as Action);
    expect(g.find('counter-set', events).map((e) => [e.counter, e.value])).toEqual([['yield-point', 0]]);
    expect(g.find('dice-rolled', events)).toEqual([]);
    expect(g.rejects(0, step(3.5))).toMatch(/6"/);
    g.do(0, step(4));
    expect(g.state.units.p1u1?.models[0]?.pos).toEqual({ x: 10, y: 4 });
  });
});
