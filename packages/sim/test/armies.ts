import { type ArmySetup, type MatchupSpec, quickDatasheet } from '@cogitator/engine';

/** Small armies whose battles take a few tens of milliseconds, for the runners' tests. */
const TROOPS = quickDatasheet('sim:troops', 'Troops', [{ M: 6, T: 4, Sv: 4, W: 1, Ld: 7, OC: 2, base: 32 }], {
  minModels: 10,
  weapons: [
    { name: 'Rifle', range: 24, A: 2, skill: 4, S: 4, AP: 0, D: 1, abilities: '[rapid fire 1]' },
    { name: 'Blade', range: 'melee', A: 2, skill: 4, S: 4, AP: 0, D: 1 },
  ],
  points: 100,
});
const BRUTES = quickDatasheet('sim:brutes', 'Brutes', [{ M: 8, T: 6, Sv: 3, W: 3, Ld: 6, OC: 1, base: 50 }], {
  minModels: 3,
  weapons: [{ name: 'Maul', range: 'melee', A: 4, skill: 3, S: 7, AP: -1, D: 2 }],
  points: 120,
});
const GUN = quickDatasheet('sim:gun', 'Gun', [{ M: 10, T: 9, Sv: 3, W: 10, Ld: 7, OC: 3, base: 80 }], {
  keywords: ['VEHICLE'],
  weapons: [
    { name: 'Cannon', range: 48, A: 'D6', skill: 3, S: 9, AP: -2, D: 3, abilities: '[blast]' },
    { name: 'Tracks', range: 'melee', A: 3, skill: 4, S: 6, AP: 0, D: 1 },
  ],
  points: 150,
});

export const army = (name: string): ArmySetup => ({
  name,
  units: [{ datasheet: TROOPS }, { datasheet: BRUTES }, { datasheet: GUN }],
});

export const smallSpec = (
  battles: number,
  bots: MatchupSpec['bots'] = { A: 'heuristic', B: 'random' },
): MatchupSpec => ({
  lists: { A: army('Red'), B: army('Blue') },
  bots,
  battles,
  seed: 500,
  mission: 'take-and-hold',
});
