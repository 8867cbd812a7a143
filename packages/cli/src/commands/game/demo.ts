import { type ArmySetup, quickDatasheet } from '@cogitator/engine';

/** Two small made-up armies for `game new` without a catalogue. */
const line = quickDatasheet('demo:line', 'Line Troopers', [{ M: 6, T: 3, Sv: 5, W: 1, Ld: 7, OC: 2, base: 25 }], {
  minModels: 10,
});
const veterans = quickDatasheet(
  'demo:veterans',
  'Veteran Squad',
  [{ M: 6, T: 4, Sv: 3, W: 2, Ld: 6, OC: 2, base: 32 }],
  { minModels: 5 },
);
const captain = quickDatasheet('demo:captain', 'Captain', [{ M: 6, T: 4, Sv: 3, W: 5, Ld: 6, OC: 1, base: 40 }], {
  keywords: ['INFANTRY', 'CHARACTER'],
});
const walker = quickDatasheet(
  'demo:walker',
  'Siege Walker',
  [{ M: 8, T: 9, Sv: 3, W: 10, Ld: 7, OC: 3, base: { kind: 'oval', mm: [90, 52] } }],
  {
    keywords: ['VEHICLE', 'WALKER'],
  },
);
const rangers = quickDatasheet('demo:rangers', 'Jump Rangers', [{ M: 12, T: 4, Sv: 4, W: 1, Ld: 7, OC: 1, base: 32 }], {
  keywords: ['INFANTRY', 'FLY'],
  minModels: 5,
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
