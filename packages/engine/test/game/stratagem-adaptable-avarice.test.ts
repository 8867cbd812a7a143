import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { ruleById } from '../../src/rules/known.js';
import { row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * ADAPTABLE AVARICE (Persecution Prospect, 1CP, the 2025-11 export): "WHEN: Start of any phase, if units from your army
 * have Fortify Takeover. TARGET: One LEAGUES OF VOTANN CHARACTER unit from your army. EFFECT: Each time you use this
 * Stratagem, you can spend any number of YP. Once you have done so, if you have 6 or fewer YP, until the start of your
 * next turn, units from your army have Hostile Acquisition instead." (Partial: the game spends down to 6YP.)
 */
const KAHL = quickDatasheet('t:kahl', 'Kâhl', [{ M: 5, T: 5, Sv: 2, W: 4, base: 40 }], {
  minModels: 1,
  keywords: ['INFANTRY', 'CHARACTER', 'LEAGUES OF VOTANN'],
});
const KIN = quickDatasheet('t:kin', 'Hearthkyn', [{ M: 5, T: 4, Sv: 4, W: 1, base: 32 }], {
  minModels: 1,
  keywords: ['INFANTRY', 'LEAGUES OF VOTANN'],
});

/** Red's Movement phase, `yp` Yield points, Fortify Takeover or not; on to the start of the Shooting phase. */
function game(yp: number, fortify: number) {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Persecution Prospect',
        units: [{ datasheet: KAHL }, { datasheet: KIN }],
      },
      { name: 'Blue', units: [{ datasheet: TARGET5 }] },
    ],
    positions: { p1u1: { x: 10, y: 10 }, p1u2: { x: 20, y: 10 }, p2u1: row('p2u1', 5, 27, 40) },
    phase: 'movement',
    cp: [3, 3],
    counters: { 'player-1': { 'yield-point': yp, 'fortify-takeover': fortify } },
  } as never);
  g.passUntil((x) => x.state.flow.phase === 'shooting' || x.stratagemUses('adaptable-avarice').length > 0, 30);
  return g;
}

const uses = (g: Game) => g.stratagemUses('adaptable-avarice');
const counters = (g: Game) => g.state.counters?.['player-1'];

describe('Adaptable Avarice (Persecution Prospect)', () => {
  it('is partial, its note naming what is left', () => {
    expect(ruleById('leagues-of-votann/persecution-prospect/adaptable-avarice')?.support).toMatchObject({
      game: 'partial',
      note: expect.stringContaining('spends down to 6YP'),
    });
  });

  it('offered at the start of a phase (the Shooting phase) with Fortify Takeover, for the CHARACTER unit only', () => {
    const g = game(9, 1);
    expect(g.find('phase-started', g.record.events).at(-1)).toMatchObject({ phase: 'shooting' });
    expect(uses(g)).toEqual([
      { type: 'use-stratagem', stratagem: 'persecution-prospect/adaptable-avarice', target: 'p1u1' },
    ]);
    expect(uses(game(9, 0))).toEqual([]);
  });

  it('9YP: 3 spent (to 6), and Red’s units have Hostile Acquisition (Fortify Takeover 1 to 0)', () => {
    const g = game(9, 1);
    const events = g.do(0, uses(g)[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    expect(g.find('counter-set', events).map((e) => [e.holder, e.counter, e.value])).toEqual([
      ['player-1', 'yield-point', 6],
      ['player-1', 'fortify-takeover', 0],
    ]);
    expect(counters(g)).toMatchObject({ 'yield-point': 6, 'fortify-takeover': 0 });
  });

  it('5YP (Fortify Takeover kept from an earlier Command phase): nothing spent, Hostile Acquisition', () => {
    const g = game(5, 1);
    const events = g.do(0, uses(g)[0] as Action);
    expect(g.find('counter-set', events).map((e) => [e.counter, e.value])).toEqual([['fortify-takeover', 0]]);
    expect(counters(g)).toMatchObject({ 'yield-point': 5, 'fortify-takeover': 0 });
  });
});
