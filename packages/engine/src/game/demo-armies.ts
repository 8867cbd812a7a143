import { quickDatasheet } from './builder.js';
import type { ArmySetup } from './setup.js';

/**
 * Two small made-up armies for a battle without a catalogue (`game new`, the web's demo battle): rifles,
 * pistols, blades, a walker with a cannon. Each has something to declare in Declare Battle Formations:
 * the Captain is a Leader of either squad, the Jump Rangers may Deep Strike, and points let a unit go
 * into Strategic Reserves.
 */
const rifle = { name: 'Lasrifle', range: 24, A: 1, skill: 4, S: 3, AP: 0, D: 1, abilities: '[rapid fire 1]' };
const bolter = { name: 'Bolter', range: 24, A: 2, skill: 3, S: 4, AP: 0, D: 1 };
const pistol = { name: 'Pistol', range: 12, A: 1, skill: 3, S: 4, AP: 0, D: 1, abilities: '[pistol]' };
const blade = { name: 'Combat blade', range: 'melee' as const, A: 2, skill: 3, S: 4, AP: -1, D: 1 };

const line = quickDatasheet('demo:line', 'Line Troopers', [{ M: 6, T: 3, Sv: 5, W: 1, Ld: 7, OC: 2, base: 25 }], {
  minModels: 10,
  weapons: [rifle, blade],
  points: 65,
});
const veterans = quickDatasheet(
  'demo:veterans',
  'Veteran Squad',
  [{ M: 6, T: 4, Sv: 3, W: 2, Ld: 6, OC: 2, base: 32 }],
  { minModels: 5, weapons: [bolter, pistol, blade], points: 100 },
);
const captain = quickDatasheet(
  'demo:captain',
  'Captain',
  [{ M: 6, T: 4, Sv: 3, W: 5, Ld: 6, OC: 1, inv: 4, base: 40 }],
  {
    keywords: ['INFANTRY', 'CHARACTER'],
    core: ['Leader'],
    leads: ['Veteran Squad', 'Line Troopers'],
    points: 80,
    weapons: [pistol, { name: 'Power sword', range: 'melee', A: 4, skill: 2, S: 5, AP: -2, D: 2 }],
  },
);
const walker = quickDatasheet(
  'demo:walker',
  'Siege Walker',
  [{ M: 8, T: 9, Sv: 3, W: 10, Ld: 7, OC: 3, base: { kind: 'oval', mm: [90, 52] } }],
  {
    keywords: ['VEHICLE', 'WALKER'],
    weapons: [
      { name: 'Siege cannon', range: 36, A: 'D6', skill: 3, S: 8, AP: -2, D: 2, abilities: '[blast, heavy]' },
      { name: 'Siege claw', range: 'melee', A: 4, skill: 3, S: 10, AP: -2, D: 3 },
    ],
    damaged: { min: 1, max: 3 },
    core: ['Deadly Demise 1'],
    points: 150,
  },
);
const rangers = quickDatasheet('demo:rangers', 'Jump Rangers', [{ M: 12, T: 4, Sv: 4, W: 1, Ld: 7, OC: 1, base: 32 }], {
  keywords: ['INFANTRY', 'FLY'],
  core: ['Deep Strike'],
  minModels: 5,
  points: 90,
  weapons: [pistol, { name: 'Chainsword', range: 'melee', A: 3, skill: 3, S: 4, AP: -1, D: 1 }],
});

export const DEMO_ARMIES: [ArmySetup, ArmySetup] = [
  {
    name: 'Iron Host',
    units: [{ datasheet: line }, { datasheet: veterans }, { datasheet: captain }, { datasheet: walker }],
  },
  {
    name: 'Verdant Kin',
    units: [{ datasheet: line }, { datasheet: rangers }, { datasheet: captain }, { datasheet: walker }],
  },
];
