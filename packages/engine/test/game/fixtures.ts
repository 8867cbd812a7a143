import { quickDatasheet } from '../../src/index.js';

/** Small armed datasheets for the Shooting, Charge and Fight phase tests. */
export const boltRifle = { name: 'Bolt rifle', range: 24, A: 2, skill: 3, S: 4, AP: 0, D: 1 };
export const boltPistol = { name: 'Bolt pistol', range: 12, A: 1, skill: 3, S: 4, AP: 0, D: 1, abilities: '[pistol]' };
export const ccw = { name: 'Close combat weapon', range: 'melee' as const, A: 1, skill: 3, S: 4, AP: 0, D: 1 };

export const MARINES = quickDatasheet('t:marines', 'Marines', [{ M: 6, T: 4, Sv: 3, W: 2, Ld: 6, OC: 2, base: 32 }], {
  minModels: 5,
  weapons: [boltRifle, boltPistol, ccw],
});

export const GUARD = quickDatasheet('t:guard', 'Guard', [{ M: 6, T: 3, Sv: 5, W: 1, Ld: 7, OC: 2, base: 25 }], {
  minModels: 10,
  weapons: [{ name: 'Lasgun', range: 24, A: 1, skill: 4, S: 3, AP: 0, D: 1 }, ccw],
});

export const TARGET5 = quickDatasheet('t:target', 'Targets', [{ M: 6, T: 4, Sv: 4, W: 1, Ld: 7, OC: 1, base: 32 }], {
  minModels: 5,
  weapons: [ccw],
});

export const TANK = quickDatasheet(
  't:tank',
  'Tank',
  [{ M: 10, T: 10, Sv: 3, W: 12, Ld: 7, OC: 3, base: { kind: 'hull' } }],
  {
    keywords: ['VEHICLE', 'TRANSPORT'],
    weapons: [
      { name: 'Lascannon', range: 48, A: 1, skill: 3, S: 12, AP: -3, D: 'D6+1' },
      { name: 'Armoured tracks', range: 'melee', A: 3, skill: 4, S: 6, AP: 0, D: 1 },
    ],
    transport: { capacity: 10, allowed: ['INFANTRY'] },
    damaged: { min: 1, max: 4 },
  },
);

export const HERO = quickDatasheet('t:hero', 'Captain', [{ M: 6, T: 5, Sv: 3, W: 5, Ld: 6, OC: 1, inv: 4, base: 40 }], {
  keywords: ['INFANTRY', 'CHARACTER'],
  weapons: [boltPistol, { name: 'Power sword', range: 'melee', A: 4, skill: 2, S: 5, AP: -2, D: 2 }],
  core: ['Leader'],
  leads: ['Marines', 'Targets'],
});

/** The model ids of a unit: p1u1m1..p1u1mN. */
export function ids(unit: string, n: number, from = 1): string[] {
  return Array.from({ length: n }, (_, i) => `${unit}m${from + i}`);
}

/** A row of models along x from (x, y), 1.5" apart (for 32 mm bases, a 0.24" gap). */
export function row(
  unit: string,
  n: number,
  x: number,
  y: number,
  step = 1.5,
): Record<string, { x: number; y: number }> {
  return Object.fromEntries(ids(unit, n).map((id, i) => [id, { x: x + i * step, y }]));
}
