import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { Game } from './harness.js';

/**
 * Flames of Sanctity (Grey Knights, Warpbane Task Force, 2025-11 export), 1CP: "WHEN: End of the Fight phase.
 * TARGET: One PURIFIER SQUAD unit from your army that was eligible to fight this phase. EFFECT: Roll one D6 for each
 * enemy unit within 6" of your unit, adding 1 to the result if your unit includes CASTELLAN CROWE: on a 4+, that
 * enemy unit suffers D3 mortal wounds."
 */
const ccw = { name: 'Close combat weapon', range: 'melee' as const, A: 1, skill: 3, S: 4, AP: 0, D: 1 };
const purifiers = (keywords: string[]) =>
  quickDatasheet(`t:pur${keywords.length}`, 'Purifier Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
    minModels: 1,
    weapons: [ccw],
    keywords: ['INFANTRY', 'GREY KNIGHTS', 'PURIFIER SQUAD', ...keywords],
  });
const FOE = quickDatasheet('t:foe', 'Foe', [{ M: 6, T: 4, Sv: 7, W: 10, base: 32 }], { minModels: 1 });

/**
 * Red's Fight phase: the Purifier Squad p1u1 (30, 20) engaged with Blue's Foe p2u1 (30, 21.3); Foe p2u2 3.7" away
 * (30, 25), Foe p2u3 10.7" away (30, 32).
 */
function game(keywords: string[], dice: number[]) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment: 'Warpbane Task Force',
        units: [{ datasheet: purifiers(keywords) }],
      },
      { name: 'Blue', units: [{ datasheet: FOE }, { datasheet: FOE }, { datasheet: FOE }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 30, y: 20 } },
      p2u1: { p2u1m1: { x: 30, y: 21.3 } },
      p2u2: { p2u2m1: { x: 30, y: 25 } },
      p2u3: { p2u3m1: { x: 30, y: 32 } },
    },
    phase: 'fight',
    active: 0,
    cp: [1, 0],
    dice,
  });
}

const flames = (g: Game) => g.stratagemUses('flames-of-sanctity');

/** Every unit fights (no Pile In, no Consolidation) to the end of the phase, where Flames of Sanctity is offered. */
function toEndOfFight(g: Game) {
  for (let i = 0; i < 30 && !flames(g).length && g.state.flow.phase === 'fight'; i++) {
    const p = g.pending;
    if (p.kind === 'stratagem-window') g.do(p.player, { type: 'pass' });
    else if (p.kind === 'pile-in' || p.kind === 'consolidate')
      g.do(p.player, { type: p.kind, unit: (g.state.flow.cursor as unknown as { unit: string }).unit, paths: {} });
    else g.do(p.player, (p.options[0] as unknown as { action: never }).action);
  }
}

const mortal = (g: Game) => g.find('mortal-wounds', g.record.events).map((e) => [e.unit, e.amount, e.source]);

describe('Flames of Sanctity', () => {
  it('at the end of the Fight phase, a D6 for each enemy unit within 6": 4 -> D3 (5: 3) mortal wounds, 3 -> none', () => {
    // The Purifier's Hit roll 1, re-rolled (Hallowed Ground: a PURIFIER SQUAD) to 1, misses; then p2u1's D6 4 and D3 5 (3), p2u2's D6 3; p2u3 is 10.7" away.
    const g = game([], [1, 1, 4, 5, 3]);
    toEndOfFight(g);
    expect(flames(g)).toEqual([
      { type: 'use-stratagem', stratagem: 'warpbane-task-force/flames-of-sanctity', target: 'p1u1' },
    ]);
    g.do(0, flames(g)[0] as never);
    expect(g.find('stratagem-used', g.record.events)).toMatchObject([{ name: 'Flames of Sanctity', cp: 1 }]);
    expect(mortal(g)).toEqual([['p2u1', 3, 'Flames of Sanctity']]);
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(7);
    expect(g.state.units.p2u2?.models[0]?.wounds).toBe(10);
  });

  it('"adding 1 to the result if your unit includes CASTELLAN CROWE": the 3 becomes 4 (D3 1: 1 mortal wound)', () => {
    const g = game(['CASTELLAN CROWE'], [1, 1, 4, 5, 3, 1]);
    toEndOfFight(g);
    g.do(0, flames(g)[0] as never);
    expect(mortal(g)).toEqual([
      ['p2u1', 3, 'Flames of Sanctity'],
      ['p2u2', 1, 'Flames of Sanctity'],
    ]);
  });
});
