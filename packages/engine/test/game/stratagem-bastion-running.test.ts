import { describe, expect, it } from 'vitest';
import type { TerrainFeature } from '../../src/game/terrain/types.js';
import { type Action, quickDatasheet } from '../../src/index.js';
import { row, TANK, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * BASTION RUNNING (Brandfast Oathband, 1CP, the 2025-11 export): "WHEN: Your Movement phase. TARGET: One HEKATON LAND
 * FORTRESS unit from your army that has not been selected to move this phase. EFFECT: Until the end of the phase, each
 * time your unit makes a Normal or Advance move, it can move horizontally through terrain features."
 */
const HEKATON = quickDatasheet(
  't:hekaton',
  'Hekaton Land Fortress',
  [{ M: 10, T: 12, Sv: 2, W: 16, Ld: 7, OC: 5, base: { kind: 'hull' } }],
  {
    keywords: ['VEHICLE', 'TRANSPORT', 'LEAGUES OF VOTANN', 'HEKATON LAND FORTRESS'],
    weapons: [{ name: 'Armoured tracks', range: 'melee', A: 3, skill: 4, S: 6, AP: 0, D: 1 }],
  },
);
/** A ruin 8" x 6" at x 26..34, y 16..22, with a wall along its south side (y = 16). */
const RUIN: TerrainFeature = {
  id: 'ruin',
  category: 'ruins',
  footprint: [
    { x: 26, y: 16 },
    { x: 34, y: 16 },
    { x: 34, y: 22 },
    { x: 26, y: 22 },
  ],
  height: 7,
  walls: [{ a: { x: 26, y: 16 }, b: { x: 34, y: 16 }, height: 7 }],
  floors: [3, 6],
};

/** Red's Movement phase: the Hekaton (p1u1) at (30, 11), south of the ruin's wall; another VEHICLE (p1u2) west. */
function game() {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Brandfast Oathband',
        units: [{ datasheet: HEKATON }, { datasheet: TANK }],
      },
      { name: 'Blue', units: [{ datasheet: TARGET5 }] },
    ],
    positions: { p1u1: { x: 30, y: 11 }, p1u2: { x: 8, y: 8 }, p2u1: row('p2u1', 5, 27, 40) },
    phase: 'movement',
    terrain: { id: 'test', name: 'test', features: [RUIN] },
    cp: [3, 3],
  } as never);
}

const north: Action = { type: 'normal-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 30, y: 19 }] } };

describe('Bastion Running (Brandfast Oathband)', () => {
  it('offered at the start of the Movement phase for the HEKATON LAND FORTRESS only', () => {
    expect(game().stratagemUses('bastion-running')).toEqual([
      { type: 'use-stratagem', stratagem: 'brandfast-oathband/bastion-running', target: 'p1u1' },
    ]);
  });

  it('without it, the Hekaton cannot drive through the ruin’s wall', () => {
    const g = game();
    g.passWindows();
    expect(g.rejects(0, north)).toBe('model p1u1m1: its move passes through a wall of Ruins ruin');
  });

  it('with it (1CP, until the end of the phase), its Normal move goes through the wall', () => {
    const g = game();
    const events = g.do(0, g.stratagemUses('bastion-running')[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({ unit: 'p1u1', until: { kind: 'end-of-phase' } });
    expect(g.state.players[0].cp).toBe(2);
    g.passWindows();
    g.do(0, north);
    expect(g.state.units.p1u1?.models[0]?.pos).toEqual({ x: 30, y: 19 });
  });
});
