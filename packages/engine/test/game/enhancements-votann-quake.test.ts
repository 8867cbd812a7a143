import { describe, expect, it } from 'vitest';
import type { TerrainFeature } from '../../src/game/terrain/types.js';
import { type Action, quickDatasheet } from '../../src/index.js';
import { Game } from './harness.js';

/**
 * Quake Supervisor (Dêlve Assault Shift, the 2025-11 export): "LEAGUES OF VOTANN model only. While the bearer is within
 * 3" of one or more friendly LEAGUES OF VOTANN ARTILLERY units, the bearer has the Lone Operative ability, and each
 * time one of those ARTILLERY units makes a ranged attack that targets an enemy unit visible to the bearer, add 1 to
 * the Hit roll." Injected dice, the exact hits and the targeting rejection.
 */

const LOV = { faction: 'Leagues of Votann', factionKeywords: ['LEAGUES OF VOTANN'] };
const KAHL = quickDatasheet('t:kahl', 'Kâhl', [{ M: 5, T: 4, Sv: 2, W: 5, Ld: 6, OC: 1, base: 40 }], {
  ...LOV,
  keywords: ['INFANTRY', 'CHARACTER', 'KÂHL'],
  weapons: [{ name: 'Kinetic pistol', range: 12, A: 1, skill: 3, S: 4, AP: 0, D: 1 }],
});
// Seed 004's Cthonian Earthshakers, cut down: the breacher ordnance with 2 fixed attacks, BS5+.
const EARTHSHAKERS = quickDatasheet(
  't:earthshakers',
  'Cthonian Earthshakers',
  [{ M: 5, T: 5, Sv: 4, W: 3, Ld: 7, OC: 1, base: 50 }],
  {
    ...LOV,
    minModels: 2,
    keywords: ['INFANTRY', 'ARTILLERY', 'CTHONIAN', 'EARTHSHAKERS'],
    weapons: [{ name: 'Breacher ordnance', range: 36, A: 2, skill: 5, S: 10, AP: -1, D: 2 }],
  },
);
const WALKER = quickDatasheet('t:walker', 'Walker', [{ M: 8, T: 11, Sv: 3, W: 22, Ld: 7, OC: 3, base: 60 }], {
  keywords: ['VEHICLE', 'WALKER'],
  weapons: [{ name: 'Battle cannon', range: 48, A: 1, skill: 3, S: 9, AP: -2, D: 3 }],
});

/**
 * The bearer p1u1 at (20, 10) (40mm base, 0.79" radius); the Earthshakers p1u2 `gap` inches from its base, side by side
 * (50mm bases, 0.98" radius); Blue's Walker 20" away.
 */
function battle(
  gap: number,
  rest: { phase: 'shooting'; active?: 0 | 1; dice?: number[]; terrain?: unknown },
  walker = { x: 22, y: 31 },
) {
  const x = 20 + 0.79 + 0.98 + gap;
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Dêlve Assault Shift',
        units: [{ datasheet: KAHL, enhancement: 'Quake Supervisor' }, { datasheet: EARTHSHAKERS }],
      },
      { name: 'Blue', units: [{ datasheet: WALKER }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 20, y: 10 } },
      p1u2: { p1u2m1: { x, y: 10 }, p1u2m2: { x: x + 2.5, y: 10 } },
      p2u1: walker,
    },
    round: 2,
    cp: [0, 0],
    ...rest,
  } as never);
}

/** A 7" high wall from (17, 11.3) to (22, 11.3): between the bearer and the Walker, not the Earthshakers. */
const WALL: TerrainFeature = {
  id: 'wall',
  category: 'ruins',
  footprint: [
    { x: 17, y: 11.2 },
    { x: 22, y: 11.2 },
    { x: 22, y: 11.4 },
    { x: 17, y: 11.4 },
  ],
  height: 7,
  walls: [{ a: { x: 17, y: 11.3 }, b: { x: 22, y: 11.3 }, height: 7 }],
};

const breacher = (target: string): Action => ({
  type: 'shoot',
  unit: 'p1u2',
  attacks: ['p1u2m1', 'p1u2m2'].map((model) => ({ model, weapon: 'Breacher ordnance', target })),
});

describe('Quake Supervisor', () => {
  it('the Earthshakers 2" from the bearer: their Hit rolls of 4 hit (BS5+, +1 to the Hit roll)', () => {
    // Four attacks roll 4, 4, 4, 1 to hit: three hits; the Wound rolls (S10 v T11, 5+) all 1.
    const g = battle(2, { phase: 'shooting', dice: [4, 4, 4, 1, 1, 1, 1] });
    g.passWindows();
    const events = g.do(0, breacher('p2u1'));
    expect(g.find('dice-rolled', events)[0]).toMatchObject({ kind: 'hit', faces: [4, 4, 4, 1] });
    expect(g.find('hits-scored', events)[0]).toMatchObject({ unit: 'p1u2', attacks: 4, hits: 3 });
  });

  it('the Earthshakers 4" from the bearer: the same 4s miss', () => {
    const g = battle(4, { phase: 'shooting', dice: [4, 4, 4, 1] });
    g.passWindows();
    const events = g.do(0, breacher('p2u1'));
    expect(g.find('hits-scored', events)[0]).toMatchObject({ unit: 'p1u2', attacks: 4, hits: 0 });
  });

  it('a wall hides the Walker from the bearer (not from the Earthshakers): the same 4s miss', () => {
    const g = battle(2, { phase: 'shooting', dice: [4, 4, 4, 1], terrain: { id: 't', name: 't', features: [WALL] } });
    g.passWindows();
    const events = g.do(0, breacher('p2u1'));
    expect(g.find('hits-scored', events)[0]).toMatchObject({ unit: 'p1u2', attacks: 4, hits: 0 });
  });

  it('the bearer’s own attacks get no +1 (its Hit roll of 2 misses at BS3+)', () => {
    const g = battle(2, { phase: 'shooting', dice: [2] }, { x: 20, y: 20 });
    g.passWindows();
    const events = g.do(0, {
      type: 'shoot',
      unit: 'p1u1',
      attacks: [{ model: 'p1u1m1', weapon: 'Kinetic pistol', target: 'p2u1' }],
    });
    expect(g.find('hits-scored', events)[0]).toMatchObject({ unit: 'p1u1', attacks: 1, hits: 0 });
  });

  const blueShoots = (gap: number) => {
    const g = battle(gap, { phase: 'shooting', active: 1, dice: [1] });
    g.passWindows();
    return {
      g,
      action: {
        type: 'shoot',
        unit: 'p2u1',
        attacks: [{ model: 'p2u1m1', weapon: 'Battle cannon', target: 'p1u1' }],
      } as Action,
    };
  };
  it('the Earthshakers 2" away: the bearer is a Lone Operative, the Walker 20" away cannot target it', () => {
    const { g, action } = blueShoots(2);
    expect(g.rejects(1, action)).toContain('is a Lone Operative more than 12" away');
  });
  it('the Earthshakers 4" away: the bearer can be targeted (the Hit roll is made)', () => {
    const { g, action } = blueShoots(4);
    g.do(1, action);
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ hits: 0 });
  });
});
