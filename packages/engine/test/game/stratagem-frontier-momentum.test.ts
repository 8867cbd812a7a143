import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * FRONTIER MOMENTUM (Persecution Prospect, 1CP, the 2025-11 export): "WHEN: Your Movement phase. TARGET: One HERNKYN
 * unit from your army that has not been selected to move this phase. EFFECT: Until the end of the phase, if your unit
 * Advances, do not make an Advance roll for it. Instead, until the end of the phase, add 6" to the Move characteristic
 * of models in your unit."
 */
const PIONEERS = quickDatasheet('t:pioneers', 'Pioneers', [{ M: 10, T: 5, Sv: 4, W: 3, base: 60 }], {
  minModels: 1,
  keywords: ['MOUNTED', 'LEAGUES OF VOTANN', 'HERNKYN'],
});
const KIN = quickDatasheet('t:kin', 'Hearthkyn', [{ M: 5, T: 4, Sv: 4, W: 1, base: 28 }], {
  minModels: 1,
  keywords: ['INFANTRY', 'LEAGUES OF VOTANN'],
});

function game(dice: number[] = []) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Persecution Prospect',
        units: [{ datasheet: PIONEERS }, { datasheet: KIN }],
      },
      { name: 'Blue', units: [{ datasheet: TARGET5 }] },
    ],
    positions: { p1u1: { x: 20, y: 8 }, p1u2: { x: 40, y: 8 }, p2u1: row('p2u1', 5, 27, 40) },
    phase: 'movement',
    cp: [3, 3],
    dice,
  } as never);
}

const uses = (g: Game) => g.stratagemUses('frontier-momentum');

/** The Pioneers Advance: the events, and the distance their Advance move allows. */
function advance(g: Game) {
  const events = g.do(0, { type: 'advance', unit: 'p1u1' });
  g.passWindows();
  const o = g.pending.options[0];
  return { events, max: o?.kind === 'parametric' && o.schema.kind === 'paths' && o.schema.maxDistance };
}

describe('Frontier Momentum (Persecution Prospect)', () => {
  it('offered at the start of the Movement phase for the HERNKYN unit only', () => {
    expect(uses(game())).toEqual([
      { type: 'use-stratagem', stratagem: 'persecution-prospect/frontier-momentum', target: 'p1u1' },
    ]);
  });

  it('without it, the Advance roll is made (a 2: up to 12")', () => {
    const g = game([2]);
    g.passWindows();
    const { events, max } = advance(g);
    expect(g.find('dice-rolled', events)).toEqual([expect.objectContaining({ kind: 'advance', faces: [2] })]);
    expect(max).toBe(12);
  });

  it('with it: no Advance roll, M+6" (16"); 16" is allowed, more is rejected', () => {
    const g = game([2]);
    const used = g.do(0, uses(g)[0] as Action);
    expect(g.find('effect-added', used)[0]?.effect).toMatchObject({ unit: 'p1u1', until: { kind: 'end-of-phase' } });
    g.passWindows();
    const { events, max } = advance(g);
    expect(g.find('dice-rolled', events)).toEqual([]);
    expect(g.find('rule-used', events)).toEqual([
      expect.objectContaining({ rule: 'leagues-of-votann/persecution-prospect/frontier-momentum', unit: 'p1u1' }),
    ]);
    expect(g.find('effect-added', events)).toEqual([]);
    expect(max).toBe(16);
    expect(g.rejects(0, { type: 'advance-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 24.01 }] } })).toMatch(
      /more than the 16" allowed/,
    );
    g.do(0, { type: 'advance-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 24 }] } });
    expect(g.state.units.p1u1?.models[0]?.pos).toEqual({ x: 20, y: 24 });
  });
});
