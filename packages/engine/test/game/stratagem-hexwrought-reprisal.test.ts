import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Hexwrought Reprisal (Grey Knights, Banishers, the 2025-11 export), 1CP: "WHEN: End of any phase. TARGET: One GREY
 * KNIGHTS PSYKER unit from your army that is on the battlefield and suffered one or more mortal wounds this phase.
 * EFFECT: Select one enemy unit which inflicted one or more mortal wounds on your unit this phase, then roll a number of
 * dice equal to the number of mortal wounds your unit suffered this phase: for each 2+, that enemy unit suffers one
 * mortal wound (to a maximum of 6 mortal wounds). These mortal wounds are Psychic Attacks."
 *
 * The mortal wounds come from Blue's Fires of Covenant (Warpbane Task Force), used at the start of Red's Movement phase.
 */
const STRIKE = quickDatasheet('t:strike', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
  minModels: 5,
  weapons: [ccw],
  keywords: ['GREY KNIGHTS', 'INFANTRY', 'PSYKER'],
});

/**
 * Red's Movement phase, battle round 2: Red's Strike Squad p1u1 (row from (10, 10)); Blue's Strike Squads p2u1 (row
 * from (10, 22), with Fires of Covenant) and p2u2 (row from (40, 40)).
 */
function game() {
  const g = new Game({
    armies: [
      { name: 'Red', faction: 'Grey Knights', detachment: 'Banishers', units: [{ datasheet: STRIKE }] },
      {
        name: 'Blue',
        faction: 'Grey Knights',
        detachment: 'Warpbane Task Force',
        units: [{ datasheet: STRIKE }, { datasheet: STRIKE }],
      },
    ],
    positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', 5, 10, 22), p2u2: row('p2u2', 5, 40, 40) },
    round: 2,
    phase: 'movement',
    active: 0,
    cp: [1, 1],
  });
  g.passUntil((x) => x.stratagemUses('fires-of-covenant').length > 0);
  g.do(1, g.stratagemUses('fires-of-covenant').find((a) => 'target' in a && a.target === 'p2u1') as Action);
  g.passUntil((x) => x.pending.kind === 'move-units');
  return g;
}

const forward = (g: Game, unit: string, dy: number) =>
  Object.fromEntries(
    (g.state.units[unit]?.models ?? []).flatMap((m) => (m.pos ? [[m.id, [{ x: m.pos.x, y: m.pos.y + dy }]]] : [])),
  );
const mortal = (g: Game) => g.find('mortal-wounds', g.record.events).map((e) => [e.unit, e.amount, e.source, e.by]);

describe('Hexwrought Reprisal', () => {
  it('at the end of the phase: as many dice as the mortal wounds suffered, a mortal wound on the enemy unit per 2+', () => {
    const g = game();
    // p1u1 ends its move 4.88" from p2u1: Fires of Covenant's D6 4, its D3 3 (2): one model slain.
    g.withDice(4, 3);
    g.do(0, { type: 'normal-move', unit: 'p1u1', paths: forward(g, 'p1u1', 6) });
    expect(mortal(g)).toEqual([['p1u1', 2, 'Fires of Covenant', 'p2u1']]);
    expect(g.state.units.p1u1?.history.mortalWounds).toMatchObject({ n: 2, by: ['p2u1'] });
    g.passUntil((x) => x.stratagemUses('hexwrought-reprisal').length > 0 || x.state.flow.phase !== 'movement');
    expect(g.state.flow).toMatchObject({ phase: 'movement', at: 'phase-end' });
    // The enemy unit that inflicted them, not p2u2.
    expect(g.stratagemUses('hexwrought-reprisal')).toEqual([
      { type: 'use-stratagem', stratagem: 'banishers/hexwrought-reprisal', target: 'p1u1', enemy: 'p2u1' },
    ]);
    // Two dice: 2 and 1, one mortal wound.
    g.withDice(2, 1);
    g.do(0, g.stratagemUses('hexwrought-reprisal')[0] as Action);
    expect(g.find('stratagem-used')[0]).toMatchObject({ name: 'Hexwrought Reprisal', cp: 1, manual: false });
    expect(g.find('dice-rolled')).toMatchObject([{ kind: 'mortal-wounds', unit: 'p2u1', faces: [2, 1] }]);
    expect(mortal(g)).toEqual([
      ['p1u1', 2, 'Fires of Covenant', 'p2u1'],
      ['p2u1', 1, 'Hexwrought Reprisal', 'p1u1'],
    ]);
    expect(g.state.units.p2u1?.models.map((m) => m.wounds)).toEqual([2, 2, 2, 2, 1]);
  });

  it('not offered for a unit that suffered no mortal wounds this phase', () => {
    const g = game();
    // 8.88" away: no roll.
    g.do(0, { type: 'normal-move', unit: 'p1u1', paths: forward(g, 'p1u1', 2) });
    expect(g.find('mortal-wounds')).toEqual([]);
    g.passUntil((x) => x.stratagemUses('hexwrought-reprisal').length > 0 || x.state.flow.phase !== 'movement');
    expect(g.state.flow.phase).not.toBe('movement');
    expect(g.find('stratagem-used', g.record.events).map((e) => e.name)).toEqual(['Fires of Covenant']);
  });
});
