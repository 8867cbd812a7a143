import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { Game } from './harness.js';

/**
 * Aegis Eternal (Grey Knights, Warpbane Task Force, 2025-11 export), 1CP: "WHEN: Your opponent's Shooting phase,
 * just after an enemy unit has selected its targets. TARGET: One GREY KNIGHTS INFANTRY unit from your army that was
 * selected as the target of one or more of the attacking unit's attacks. EFFECT: Until the end of the phase, models
 * in your unit that are wholly within your Hallowed Ground have a 4+ invulnerable save."
 *
 * Hallowed Ground (seed 002): "Your deployment zone is always within your army's Hallowed Ground." Blue's deployment
 * zone is y 32-44.
 */
const LASCANNON = quickDatasheet('t:lc', 'Lascannon', [{ M: 6, T: 4, Sv: 3, W: 2, base: 40 }], {
  minModels: 1,
  weapons: [{ name: 'Lascannon', range: 48, A: 1, skill: 3, S: 12, AP: -3, D: 2 }],
});
const STRIKE = quickDatasheet('t:strike', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 3, base: 32 }], {
  minModels: 1,
  keywords: ['INFANTRY', 'GREY KNIGHTS'],
});

/** Red's Lascannon shoots Blue's Strike Squad at `y` (36: in Blue's deployment zone; 25: No Man's Land). */
function game(y: number, dice: number[]) {
  const g = new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: LASCANNON }] },
      { name: 'Blue', faction: 'Grey Knights', detachment: 'Warpbane Task Force', units: [{ datasheet: STRIKE }] },
    ],
    positions: { p1u1: { p1u1m1: { x: 30, y: 6 } }, p2u1: { p2u1m1: { x: 30, y } } },
    phase: 'shooting',
    cp: [0, 1],
    dice,
  });
  g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Lascannon', target: 'p2u1' }] });
  return g;
}

const saves = (g: Game) => g.find('save-result').map((e) => [e.kind, e.threshold, e.face, e.passed]);

describe('Aegis Eternal', () => {
  it('wholly within Hallowed Ground, the targeted unit gets a 4+ invulnerable save against AP-3 (Hit 3, Wound 2, save 4)', () => {
    const g = game(36, [3, 2, 4]);
    expect(g.pending).toMatchObject({ player: 1, kind: 'stratagem-window' });
    g.choose('Aegis Eternal');
    expect(g.find('stratagem-used')[0]).toMatchObject({ name: 'Aegis Eternal', cp: 1, target: 'p2u1', manual: false });
    expect(g.find('effect-added')[0]?.effect).toMatchObject({ unit: 'p2u1', until: { kind: 'end-of-phase' } });
    expect(saves(g)).toEqual([['invulnerable', 4, 4, true]]);
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(3);
  });

  it('without it the armour save is 6+ and the 4 fails (2 wounds lost)', () => {
    const g = game(36, [3, 2, 4]);
    g.passWindows();
    expect(saves(g)).toEqual([['armour', 6, 4, false]]);
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(1);
  });

  it('in No Man’s Land (not Hallowed Ground) it gives no invulnerable save', () => {
    const g = game(25, [3, 2, 4]);
    g.choose('Aegis Eternal');
    expect(saves(g)).toEqual([['armour', 6, 4, false]]);
  });
});
