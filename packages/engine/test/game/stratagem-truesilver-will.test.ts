import { describe, expect, it } from 'vitest';
import { ruleFeelNoPain } from '../../src/game/unit-rules.js';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Truesilver Will (Grey Knights, Sanctic Spearhead, the 2025-11 export), 1CP: "WHEN: Any phase, just after a GREY
 * KNIGHTS PSYKER VEHICLE unit from your army suffers a mortal wound. TARGET: That GREY KNIGHTS PSYKER VEHICLE unit.
 * EFFECT: Until the end of the phase, models in your unit have the Feel No Pain 4+ ability against mortal wounds."
 *
 * The mortal wounds come from Blue's Fires of Covenant (Warpbane Task Force): "each time an enemy unit ... ends a
 * Normal, Advance or Fall Back move within 6" of your unit, roll one D6 ...: on a 4+, that enemy unit suffers D3 mortal
 * wounds."
 */
const vehicle = (id: string, keywords: string[]) =>
  quickDatasheet(id, 'Dreadknight', [{ M: 8, T: 8, Sv: 2, W: 12, base: 60 }], {
    weapons: [ccw],
    keywords: ['GREY KNIGHTS', 'VEHICLE', ...keywords],
  });
const DREAD = vehicle('t:dread', ['PSYKER']);
const RHINO = vehicle('t:rhino', []);
const STRIKE = quickDatasheet('t:strike', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
  minModels: 5,
  weapons: [ccw],
  keywords: ['GREY KNIGHTS', 'INFANTRY', 'PSYKER'],
});

/**
 * Red's Movement phase, battle round 2: Red's PSYKER VEHICLE p1u1 at (30, 10) and VEHICLE p1u2 (not PSYKER) at
 * (40, 10); Blue's Strike Squad a row from (28, 22), on which Blue uses Fires of Covenant at the start of the phase.
 */
function game() {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment: 'Sanctic Spearhead',
        units: [{ datasheet: DREAD }, { datasheet: RHINO }],
      },
      { name: 'Blue', faction: 'Grey Knights', detachment: 'Warpbane Task Force', units: [{ datasheet: STRIKE }] },
    ],
    positions: { p1u1: { x: 30, y: 10 }, p1u2: { x: 40, y: 10 }, p2u1: row('p2u1', 5, 28, 22) },
    round: 2,
    phase: 'movement',
    active: 0,
    cp: [1, 1],
  });
  g.passUntil((x) => x.stratagemUses('fires-of-covenant').length > 0);
  g.do(1, g.stratagemUses('fires-of-covenant')[0] as Action);
  g.passUntil((x) => x.pending.kind === 'move-units');
  return g;
}

const to = (g: Game, unit: string, x: number, y: number) => ({
  type: 'normal-move' as const,
  unit,
  paths: { [`${unit}m1`]: [{ x, y }] },
});
const wounds = (g: Game, unit: string) => g.state.units[unit]?.models[0]?.wounds;

describe('Truesilver Will', () => {
  it('just after the PSYKER VEHICLE suffers mortal wounds, for that unit: Feel No Pain 4+ against mortal wounds', () => {
    const g = game();
    // The Fires of Covenant D6 4, then its D3 5 (3): 3 mortal wounds, 4.19" from the Strike Squad.
    g.withDice(4, 5);
    g.do(0, to(g, 'p1u1', 30, 16));
    expect(g.find('mortal-wounds')).toMatchObject([
      { type: 'mortal-wounds', unit: 'p1u1', amount: 3, source: 'Fires of Covenant' },
    ]);
    expect(wounds(g, 'p1u1')).toBe(9);
    expect(g.find('window-opened').map((e) => [e.window.kind, e.window.unit])).toContainEqual([
      'mortal-wounds-suffered',
      'p1u1',
    ]);
    expect(g.stratagemUses('truesilver-will')).toEqual([
      { type: 'use-stratagem', stratagem: 'sanctic-spearhead/truesilver-will', target: 'p1u1' },
    ]);
    const u = g.state.units.p1u1 as never;
    const cp = g.state.players[0].cp;
    expect(ruleFeelNoPain(g.state, u, 'p1u1m1')).toBeNull();
    g.do(0, g.stratagemUses('truesilver-will')[0] as Action);
    expect(g.find('stratagem-used')[0]).toMatchObject({ name: 'Truesilver Will', cp: 1, manual: false });
    expect(g.find('effect-added')[0]?.effect).toMatchObject({
      unit: 'p1u1',
      rule: 'grey-knights/sanctic-spearhead/truesilver-will',
      until: { kind: 'end-of-phase' },
    });
    // The mortal wounds the game deals outside attacks are now saved on a 4+ (damage.ts reads ruleFeelNoPain).
    expect(ruleFeelNoPain(g.state, g.state.units.p1u1 as never, 'p1u1m1')).toBe(4);
    expect(g.state.players[0].cp).toBe(cp - 1);
    // It ends with the phase.
    g.passUntil((x) => x.state.flow.phase === 'shooting');
    expect(ruleFeelNoPain(g.state, g.state.units.p1u1 as never, 'p1u1m1')).toBeNull();
  });

  it('not for a VEHICLE that is not a PSYKER', () => {
    const g = game();
    // 4.59" from the Strike Squad: the D6 4, the D3 1 (1 mortal wound).
    g.withDice(4, 1);
    g.do(0, to(g, 'p1u2', 38, 17));
    expect(g.find('mortal-wounds')).toMatchObject([
      { type: 'mortal-wounds', unit: 'p1u2', amount: 1, source: 'Fires of Covenant' },
    ]);
    expect(wounds(g, 'p1u2')).toBe(11);
    expect(g.pending.kind).toBe('move-units');
    expect(g.state.windows).toEqual([]);
  });
});
