import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { deepFreeze, Game } from './harness.js';

/**
 * Armoured Aegis (Grey Knights, Sanctic Spearhead, 2025-11 export), 1CP: "WHEN: Your Command phase. TARGET: One
 * GREY KNIGHTS PSYKER VEHICLE unit from your army. EFFECT: One model in your unit regains up to 3 lost wounds."
 */
const DREADNOUGHT = quickDatasheet('t:dread', 'Dreadknight', [{ M: 8, T: 10, Sv: 2, W: 12, base: 60 }], {
  minModels: 1,
  keywords: ['VEHICLE', 'PSYKER', 'GREY KNIGHTS'],
});
const RHINO = quickDatasheet('t:rhino', 'Rhino', [{ M: 12, T: 9, Sv: 3, W: 10, base: 60 }], {
  minModels: 1,
  keywords: ['VEHICLE', 'GREY KNIGHTS'],
});
const FOE = quickDatasheet('t:foe', 'Foe', [{ M: 6, T: 4, Sv: 4, W: 1, base: 32 }], { minModels: 1 });

/** Red's Command phase; the Dreadknight p1u1 has `left` wounds of 12, the Rhino p1u2 4 of 10. */
function game(left: number) {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment: 'Sanctic Spearhead',
        units: [{ datasheet: DREADNOUGHT }, { datasheet: RHINO }],
      },
      { name: 'Blue', units: [{ datasheet: FOE }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 6 } },
      p1u2: { p1u2m1: { x: 30, y: 6 } },
      p2u1: { p2u1m1: { x: 30, y: 38 } },
    },
    round: 2,
    phase: 'command',
    active: 0,
    firstPlayer: 0,
    cp: [3, 0],
  });
  const s = g.state;
  const wounded = (id: string, w: number) => {
    const u = s.units[id];
    return u && { ...u, models: u.models.map((m) => ({ ...m, wounds: w })) };
  };
  g.state = deepFreeze({
    ...s,
    units: { ...s.units, p1u1: wounded('p1u1', left), p1u2: wounded('p1u2', 4) },
  } as GameState);
  return g;
}

const aegis = (g: Game) => g.stratagemUses('armoured-aegis');

describe('Armoured Aegis', () => {
  it('is offered in your Command phase for the model of the PSYKER VEHICLE unit that lost wounds, not the Rhino', () => {
    const g = game(7);
    g.passUntil((x) => aegis(x).length > 0, 10);
    expect(aegis(g)).toEqual([
      { type: 'use-stratagem', stratagem: 'sanctic-spearhead/armoured-aegis', target: 'p1u1', model: 'p1u1m1' },
    ]);
  });

  it('one model regains 3 lost wounds (7 of 12 -> 10)', () => {
    const g = game(7);
    g.passUntil((x) => aegis(x).length > 0, 10);
    const events = g.do(0, aegis(g)[0] as never);
    expect(g.find('stratagem-used', events)).toMatchObject([{ cp: 1, target: 'p1u1', manual: false }]);
    expect(g.find('wounds-regained', events)).toEqual([
      expect.objectContaining({ unit: 'p1u1', model: 'p1u1m1', regained: 3, remaining: 10, source: 'Armoured Aegis' }),
    ]);
    expect(g.state.units.p1u1?.models[0]?.wounds).toBe(10);
  });

  it('"up to 3": a model that lost 2 wounds regains 2 (10 of 12 -> 12)', () => {
    const g = game(10);
    g.passUntil((x) => aegis(x).length > 0, 10);
    const events = g.do(0, aegis(g)[0] as never);
    expect(g.find('wounds-regained', events)).toEqual([expect.objectContaining({ regained: 2, remaining: 12 })]);
  });

  it('is not offered when no model of the unit has lost wounds', () => {
    const g = game(12);
    expect(aegis(g)).toEqual([]);
    g.passWindows();
    expect(g.find('stratagem-used')).toEqual([]);
  });
});
