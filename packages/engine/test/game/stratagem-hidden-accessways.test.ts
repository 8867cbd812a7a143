import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet, stratagemOffers } from '../../src/index.js';
import { row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * HIDDEN ACCESSWAYS (Dêlve Assault Shift, 1CP, the 2025-11 export): "WHEN: End of your opponent's Fight phase. TARGET:
 * One CTHONIAN BESERKS, HEARTHKYN WARRIORS or HERNKYN YAEGIRS unit from your army that is not within Engagement Range
 * of one or more enemy units. EFFECT: Remove your unit from the battlefield and place it into Strategic Reserves."
 */
const sheet = (id: string, name: string, keyword: string) =>
  quickDatasheet(id, name, [{ M: 5, T: 5, Sv: 4, W: 2, base: 32 }], {
    minModels: 2,
    keywords: ['INFANTRY', 'LEAGUES OF VOTANN', keyword],
  });
const BESERKS = sheet('t:beserks', 'Beserks', 'CTHONIAN BESERKS');
const WARRIORS = sheet('t:warriors', 'Hearthkyn Warriors', 'HEARTHKYN WARRIORS');
const THUNDERKYN = sheet('t:thunderkyn', 'Thunderkyn', 'BROKHYR THUNDERKYN');

/**
 * The Fight phase of Blue (`active` 1) or Red (0): Red's Beserks (p1u1), Hearthkyn Warriors (p1u2) and Thunderkyn
 * (p1u3) stand clear of Blue's Targets (p2u1), or the Warriors are within Engagement Range of them (`engaged`).
 */
function game(active: 0 | 1 = 1, engaged = false) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Dêlve Assault Shift',
        units: [{ datasheet: BESERKS }, { datasheet: WARRIORS }, { datasheet: THUNDERKYN }],
      },
      { name: 'Blue', units: [{ datasheet: TARGET5 }] },
    ],
    positions: {
      p1u1: row('p1u1', 2, 5, 5),
      p1u2: row('p1u2', 2, 27, engaged ? 16 : 5),
      p1u3: row('p1u3', 2, 50, 5),
      p2u1: row('p2u1', 5, 27, 17.26),
    },
    phase: 'fight',
    active,
    cp: [3, 3],
  } as never);
}

const uses = (g: Game) => g.stratagemUses('hidden-accessways');
const END_OF_FIGHT = {
  id: 0,
  kind: 'phase-end' as const,
  phase: 'fight' as const,
  passed: [false, false] as [boolean, boolean],
};
const targets = (g: Game) =>
  stratagemOffers(g.state, 0, END_OF_FIGHT)
    .filter((o) => o.def.id === 'delve-assault-shift/hidden-accessways')
    .map((o) => o.target);

/** On to the end of the Fight phase (no unit is engaged: no fights). */
function toPhaseEnd(g: Game) {
  g.passUntil((x) => x.find('phase-ended', x.record.events).length > 0, 20);
}

describe('Hidden Accessways (Dêlve Assault Shift)', () => {
  it('offered at the end of the opponent’s Fight phase for the Beserks and the Warriors (not the Thunderkyn)', () => {
    const g = game();
    toPhaseEnd(g);
    expect(g.find('phase-ended', g.record.events)).toMatchObject([{ phase: 'fight', player: 1 }]);
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(uses(g)).toEqual([
      { type: 'use-stratagem', stratagem: 'delve-assault-shift/hidden-accessways', target: 'p1u1' },
      { type: 'use-stratagem', stratagem: 'delve-assault-shift/hidden-accessways', target: 'p1u2' },
    ]);
  });

  it('a unit within Engagement Range of an enemy unit is not offered; nor is it offered in Red’s own Fight phase', () => {
    expect(targets(game(1, true))).toEqual(['p1u1']);
    expect(targets(game(0))).toEqual([]);
  });

  it('the Beserks are removed and placed into Strategic Reserves (1CP)', () => {
    const g = game();
    toPhaseEnd(g);
    const events = g.do(0, uses(g)[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1', manual: false });
    expect(g.find('unit-to-reserves', events)).toMatchObject([
      {
        type: 'unit-to-reserves',
        unit: 'p1u1',
        reserve: 'strategic',
        rule: 'leagues-of-votann/delve-assault-shift/hidden-accessways',
      },
    ]);
    const u = g.state.units.p1u1;
    expect(u?.reserve).toBe('strategic');
    expect(u?.models.map((m) => m.pos)).toEqual([null, null]);
    // 3CP, 1 spent, then 1 gained in Red's Command phase, which the game goes on to.
    expect(g.find('cp-gained', events)).toMatchObject([{ player: 0 }, { player: 1 }]);
    expect(g.state.players[0].cp).toBe(3);
  });
});
