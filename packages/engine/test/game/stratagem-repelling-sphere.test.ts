import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { Game } from './harness.js';

/**
 * Repelling Sphere (Grey Knights, Warpbane Task Force, 2025-11 export), 1CP: "WHEN: Start of your opponent's Charge
 * phase. TARGET: One GREY KNIGHTS INFANTRY unit from your army. EFFECT: Until the end of the phase, each time an enemy
 * unit declares a charge and your unit is one of the targets of that charge, subtract 1 from the Charge roll, or
 * subtract 2 instead if your unit is wholly within your army's Hallowed Ground."
 *
 * Hallowed Ground (seed 002): "Your deployment zone is always within your army's Hallowed Ground." Blue's deployment
 * zone is y 32-44; No Man's Land y 12-32.
 */
const ccw = { name: 'Close combat weapon', range: 'melee' as const, A: 1, skill: 3, S: 4, AP: 0, D: 1 };
const CHARGER = quickDatasheet('t:charger', 'Charger', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
  minModels: 1,
  weapons: [ccw],
});
const STRIKE = quickDatasheet('t:strike', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
  minModels: 1,
  weapons: [ccw],
  keywords: ['INFANTRY', 'GREY KNIGHTS'],
});

/**
 * The start of Red's Charge phase: Red's Charger 8" (centre to centre, 6.74" between the bases) from Blue's Strike Squad at `y`
 * (36: Blue's deployment zone; 25: No Man's Land). The Charge roll 3+3 = 6 reaches it unmodified.
 */
function game(y: number) {
  const g = new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: CHARGER }] },
      { name: 'Blue', faction: 'Grey Knights', detachment: 'Warpbane Task Force', units: [{ datasheet: STRIKE }] },
    ],
    positions: { p1u1: { p1u1m1: { x: 30, y: y - 8 } }, p2u1: { p2u1m1: { x: 30, y } } },
    phase: 'shooting',
    cp: [0, 1],
    dice: [3, 3],
  });
  // Red's Shooting phase (the Charger has no ranged weapon) to the start of its Charge phase.
  g.passUntil((x) => x.state.flow.phase === 'charge', 20);
  return g;
}

function charge(g: Game) {
  g.passWindows();
  g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
  g.passWindows();
}

describe('Repelling Sphere', () => {
  it('is offered to Blue at the start of Red’s Charge phase; wholly within Hallowed Ground the roll 6 becomes 4', () => {
    const g = game(36);
    expect(g.pending).toMatchObject({ player: 1, kind: 'stratagem-window' });
    g.choose('Repelling Sphere');
    expect(g.find('stratagem-used')[0]).toMatchObject({ name: 'Repelling Sphere', cp: 1, target: 'p2u1' });
    expect(g.find('effect-added')[0]?.effect).toMatchObject({ unit: 'p2u1', until: { kind: 'end-of-phase' } });
    charge(g);
    expect(g.find('charge-failed', g.record.events)).toEqual([
      expect.objectContaining({ unit: 'p1u1', roll: 4, reason: 'the Charge roll is not enough' }),
    ]);
  });

  it('not wholly within Hallowed Ground (No Man’s Land) it subtracts 1: 6 becomes 5, still short of 6.74"', () => {
    const g = game(25);
    g.choose('Repelling Sphere');
    charge(g);
    expect(g.find('charge-failed', g.record.events)).toEqual([expect.objectContaining({ unit: 'p1u1', roll: 5 })]);
  });

  it('without it the roll 6 reaches the unit (no charge-failed)', () => {
    const g = game(36);
    g.passWindows();
    charge(g);
    expect(g.find('charge-failed', g.record.events)).toEqual([]);
  });
});
