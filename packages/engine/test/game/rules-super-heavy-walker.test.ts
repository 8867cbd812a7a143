import { describe, expect, it } from 'vitest';
import { quickDatasheet, type TerrainFeature, type TerrainLayout } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Super-heavy Walker (Imperial Knights faction ability, 2025-11 export, the War Dogs' full copy): "Each time a model
 * with this ability makes a Normal, Advance or Fall Back move, it can move through models (excluding TITANIC
 * models) and sections of terrain features that are 4" or less in height. When doing so: It can move within
 * Engagement Range of enemy models, but cannot end that move within Engagement Range of them. It can also move
 * through sections of terrain features that are more than 4" in height, but if it does, after it has moved, roll
 * one D6: on a 1, that model is Battle-shocked." (That last part is not offered: partial.)
 */
const rect = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
const layout = (...features: TerrainFeature[]): TerrainLayout => ({ id: 'test', name: 'test', features });
/** A Barricade 3" high across the Knight's path (y 14 to 15). */
const WALL3: TerrainFeature = { id: 'wall', category: 'barricade', footprint: rect(0, 14, 40, 15), height: 3 };
/** A ruin 7" high, its wall along y = 14. */
const RUIN: TerrainFeature = {
  id: 'ruin',
  category: 'ruins',
  footprint: rect(0, 14, 40, 20),
  height: 7,
  walls: [{ a: { x: 0, y: 14 }, b: { x: 40, y: 14 }, height: 7 }],
  floors: [3],
};
const knight = () =>
  quickDatasheet('t:knight', 'Knight Paladin', [{ M: 10, T: 11, Sv: 3, W: 22, base: 32 }], {
    faction: 'Imperial Knights',
    keywords: ['VEHICLE', 'TITANIC'],
  });
function game(opts: { walker: boolean; terrain?: TerrainLayout; guard?: { x: number; y: number } }) {
  const ds = knight();
  ds.abilities.faction = opts.walker ? ['Super-heavy Walker'] : [];
  return new Game({
    armies: [
      { name: 'Red', faction: 'Imperial Knights', detachment: 'Valourstrike Lance', units: [{ datasheet: ds }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 20, y: 10 } },
      p2u1: opts.guard ? row('p2u1', 10, opts.guard.x, opts.guard.y, 1.2) : row('p2u1', 10, 5, 40, 1.2),
    },
    phase: 'movement',
    active: 0,
    ...(opts.terrain ? { terrain: opts.terrain } : {}),
  } as never);
}
const to = (x: number, y: number) => ({ type: 'normal-move' as const, unit: 'p1u1', paths: { p1u1m1: [{ x, y }] } });

describe('Super-heavy Walker', () => {
  it('moves over a terrain feature 4" or less in height as if it were not there', () => {
    // 9" north across the 3" Barricade: 9" plus 3" up and 3" down is 15" without the ability; 9" with it.
    expect(game({ walker: false, terrain: layout(WALL3) }).rejects(0, to(20, 19))).toBe(
      'model p1u1m1: moves 15", more than the 10" allowed',
    );
    const g = game({ walker: true, terrain: layout(WALL3) });
    g.do(0, to(20, 19));
    expect(g.state.units.p1u1?.models[0]?.pos).toEqual({ x: 20, y: 19 });
  });

  it('a feature more than 4" in height still stops it', () => {
    expect(game({ walker: true, terrain: layout(RUIN) }).rejects(0, to(20, 24))).toBe(
      'model p1u1m1: its move passes through a wall of Ruins ruin',
    );
  });

  it('moves through enemy models (not TITANIC ones) and within their Engagement Range, but does not end there', () => {
    // The Guard in a line at y 14, x 8 to 18.8: the move from (20, 10) to (14, 18) crosses them at x 17.
    const guard = { x: 8, y: 14 };
    expect(game({ walker: false, guard }).rejects(0, to(14, 18))).toMatch(
      /^model p1u1m1: its move passes within Engagement Range of enemy model p2u1m\d+/,
    );
    game({ walker: true, guard }).do(0, to(14, 18));
    expect(game({ walker: true, guard }).rejects(0, to(14, 15.5))).toMatch(
      /^model p1u1m1: ends its move (within Engagement Range of enemy model|overlapping)/,
    );
  });
});
