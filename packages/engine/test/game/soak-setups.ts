import {
  type ArmySetup,
  type BattleRecord,
  BOARDING_ACTIONS_RULESET,
  CORE_RULESET,
  type GameState,
  LAYOUTS,
  layoutById,
  matchedMission,
  newBattle,
  quickDatasheet,
  type ScenarioSetup,
  startScenario,
} from '../../src/index.js';

/**
 * Armies and starting positions for the soak: full battles from Declare Battle Formations, and
 * engaged mid-game starts. The armies have ranged and melee weapons with most abilities, a Leader for
 * the line infantry, a TRANSPORT with a Firing Deck and Deadly Demise, Deep Strikers, SMOKE, and points
 * (so Strategic Reserves are open).
 */
const bolt = { name: 'Bolt rifle', range: 24, A: 2, skill: 4, S: 4, AP: 0, D: 1, abilities: '[rapid fire 1]' };
const pistol = { name: 'Bolt pistol', range: 12, A: 1, skill: 4, S: 4, AP: 0, D: 1, abilities: '[pistol]' };
const knife = { name: 'Close combat weapon', range: 'melee' as const, A: 2, skill: 4, S: 4, AP: 0, D: 1 };

export const LINE = quickDatasheet('soak:line', 'Line', [{ M: 6, T: 4, Sv: 4, W: 1, Ld: 7, OC: 2, base: 32 }], {
  minModels: 10,
  weapons: [bolt, pistol, knife],
  points: 100,
});
export const SQUAD = quickDatasheet('soak:squad', 'Squad', [{ M: 5, T: 4, Sv: 3, W: 2, Ld: 6, OC: 2, base: 40 }], {
  minModels: 5,
  weapons: [
    {
      name: 'Plasma gun – standard',
      range: 24,
      A: 1,
      skill: 3,
      S: 7,
      AP: -2,
      D: 1,
      abilities: '[rapid fire 1]',
      profiles: [
        {
          name: 'Plasma gun – supercharge',
          range: 24,
          A: 1,
          skill: 3,
          S: 8,
          AP: -3,
          D: 2,
          abilities: '[rapid fire 1, hazardous]',
        },
      ],
    },
    { name: 'Heavy bolter', range: 36, A: 3, skill: 4, S: 5, AP: -1, D: 2, abilities: '[heavy, sustained hits 1]' },
    pistol,
    { name: 'Power weapon', range: 'melee', A: 3, skill: 3, S: 5, AP: -2, D: 1, abilities: '[lethal hits]' },
  ],
  equipment: [
    { who: 'Every model', items: ['Bolt pistol', 'Power weapon'] },
    { who: 'The Squad', items: ['Plasma gun'] },
    { who: 'Every model', items: ['Heavy bolter'] },
  ],
  core: ['Feel No Pain 6+'],
  points: 120,
});
export const HERO = quickDatasheet('soak:hero', 'Hero', [{ M: 6, T: 4, Sv: 3, W: 5, Ld: 6, OC: 1, inv: 4, base: 40 }], {
  keywords: ['INFANTRY', 'CHARACTER'],
  weapons: [
    { name: 'Plasma pistol', range: 12, A: 1, skill: 2, S: 8, AP: -3, D: 2, abilities: '[pistol, hazardous]' },
    {
      name: 'Relic blade',
      range: 'melee',
      A: 5,
      skill: 2,
      S: 5,
      AP: -2,
      D: 2,
      abilities: '[precision, devastating wounds]',
    },
  ],
  core: ['Leader'],
  leads: ['Line'],
  points: 70,
});
export const TANK = quickDatasheet(
  'soak:tank',
  'Tank',
  [{ M: 10, T: 10, Sv: 3, W: 12, Ld: 7, OC: 3, base: { kind: 'hull' } }],
  {
    keywords: ['VEHICLE', 'TRANSPORT', 'SMOKE'],
    weapons: [
      { name: 'Lascannon', range: 48, A: 1, skill: 3, S: 12, AP: -3, D: 'D6+1', abilities: '[heavy]' },
      { name: 'Hunter-killer missile', range: 48, A: 1, skill: 2, S: 14, AP: -3, D: 'D6', abilities: '[one shot]' },
      { name: 'Storm bolter', range: 24, A: 2, skill: 3, S: 4, AP: 0, D: 1, abilities: '[rapid fire 2, twin-linked]' },
      { name: 'Armoured tracks', range: 'melee', A: 3, skill: 4, S: 6, AP: 0, D: 1 },
    ],
    core: ['Deadly Demise D3', 'Firing Deck 2'],
    transport: { capacity: 12, allowed: ['INFANTRY'] },
    damaged: { min: 1, max: 4 },
    points: 150,
  },
);
export const WALKER = quickDatasheet(
  'soak:walker',
  'Walker',
  [{ M: 8, T: 9, Sv: 3, W: 10, Ld: 7, OC: 3, base: { kind: 'oval', mm: [90, 52] } }],
  {
    keywords: ['VEHICLE', 'WALKER'],
    weapons: [
      { name: 'Frag launcher', range: 24, A: 'D6', skill: 4, S: 4, AP: 0, D: 1, abilities: '[blast, indirect fire]' },
      { name: 'Flamer', range: 12, A: 'D6', skill: null, S: 4, AP: 0, D: 1, abilities: '[torrent, ignores cover]' },
      { name: 'Siege claw', range: 'melee', A: 4, skill: 3, S: 10, AP: -2, D: 3, abilities: '[anti-vehicle 4+]' },
    ],
    core: ['Deadly Demise 1'],
    damaged: { min: 1, max: 3 },
    points: 140,
  },
);
export const JUMP = quickDatasheet('soak:jump', 'Jump', [{ M: 12, T: 4, Sv: 4, W: 1, Ld: 7, OC: 1, base: 32 }], {
  keywords: ['INFANTRY', 'FLY'],
  minModels: 5,
  weapons: [
    { name: 'Melta carbine', range: 12, A: 1, skill: 4, S: 9, AP: -4, D: 'D6', abilities: '[assault, melta 2]' },
    pistol,
    { name: 'Chainsword', range: 'melee', A: 3, skill: 4, S: 4, AP: -1, D: 1, abilities: '[sustained hits 1]' },
  ],
  core: ['Deep Strike', 'Stealth'],
  points: 90,
});

const army = (name: string) => ({
  name,
  units: [
    { datasheet: LINE },
    { datasheet: SQUAD },
    { datasheet: HERO },
    { datasheet: TANK },
    { datasheet: WALKER },
    { datasheet: JUMP },
  ],
});

/** A start for soak battle number `i`: a third start mid-game with units engaged and below half strength. */

/**
 * The soak's mid-game start: units 1-4 and 6 of each side placed (unit 5 is in Reserves), the two
 * blocks of Line at (15, 16) and (15, 17.9) fitting with 4 models left.
 */
export const MID_GAME_POSITIONS = {
  p1u1: { x: 15, y: 16 },
  p2u1: { x: 15, y: 17.9 },
  p1u2: { x: 40, y: 20 },
  p2u2: { x: 40, y: 22.2 },
  p1u3: { x: 30, y: 10 },
  p2u3: { x: 30, y: 34 },
  p1u4: { x: 8, y: 4 },
  p2u4: { x: 52, y: 40 },
  p1u6: { x: 52, y: 8 },
  p2u6: { x: 52, y: 9.9 },
};
export const MID_GAME_DESTROYED = [
  'p1u1m1',
  'p1u1m2',
  'p1u1m3',
  'p1u1m4',
  'p1u1m5',
  'p1u1m6',
  'p2u2m1',
  'p2u2m2',
  'p2u2m3',
];

export function soakStart(i: number): { record: BattleRecord; state: GameState } {
  const ruleset =
    i % 4 === 1
      ? BOARDING_ACTIONS_RULESET
      : i % 4 === 3
        ? { ...CORE_RULESET, offerManualStratagems: true }
        : CORE_RULESET;
  if (i % 3 !== 2) return newBattle({ seed: i, armies: [army('Red'), army('Blue')], ruleset });
  const setup: ScenarioSetup = {
    seed: i,
    ruleset,
    armies: [army('Red'), army('Blue')],
    round: 1,
    phase: 'command',
    cp: [2, 2],
    positions: MID_GAME_POSITIONS,
    destroyed: MID_GAME_DESTROYED,
    battleShocked: ['p2u1'],
    reserves: { p1u5: 'strategic', p2u5: 'deep-strike' },
  };
  return startScenario(setup);
}

/** Ten units a side (about 50 models), for the benchmark: a battle from Declare Battle Formations on. */
export function benchStart(i: number): { record: BattleRecord; state: GameState } {
  const big = (name: string) => ({
    name,
    units: [
      { datasheet: LINE },
      { datasheet: LINE },
      { datasheet: SQUAD },
      { datasheet: SQUAD },
      { datasheet: HERO },
      { datasheet: HERO },
      { datasheet: TANK },
      { datasheet: WALKER },
      { datasheet: JUMP },
      { datasheet: JUMP },
    ],
  });
  return newBattle({ seed: i, armies: [big('Red'), big('Blue')] });
}

const DECK: [string, string][] = [
  ['take-and-hold', 'dawn-of-war'],
  ['purge-the-foe', 'hammer-and-anvil'],
  ['linchpin', 'sweeping-engagement'],
  ['take-and-hold', 'tipping-point'],
  ['purge-the-foe', 'search-and-destroy'],
  ['linchpin', 'crucible-of-battle'],
];

/**
 * A full battle on a terrain layout, with a mission from the deck (each deployment map in turn) and
 * Fixed Missions for both players; in odd battles player 1 uses Tactical Missions instead.
 */
export function soakOnLayout(i: number, layout: string): { record: BattleRecord; state: GameState } {
  const [primary, deployment] = DECK[i % DECK.length] as [string, string];
  const terrain = layoutById(layout);
  if (!terrain) throw new Error(`no layout ${layout}`);
  return newBattle({
    seed: i,
    armies: [army('Red'), army('Blue')],
    mission: matchedMission({
      deployment,
      primary,
      secondaries: [i % 2 ? [] : ['assassination', 'bring-it-down'], ['behind-enemy-lines', 'assassination']],
      ...(i % 2 ? { tactical: [true, false] as [boolean, boolean] } : {}),
    }),
    terrain,
  });
}

/**
 * A full battle between two seed-faction armies (issue 13): `armies` are the 18 armies of the seed
 * detachments (testing/seed-armies.ts builds them from the catalogue). Player 1 takes the detachments in
 * turn; player 2 cycles through every other one, so each pair meets over the battles. Every other battle
 * is on a terrain layout with a mission from the deck; every fourth is offered the manual Stratagems too.
 */
export function seedSoakStart(i: number, armies: readonly ArmySetup[]): { record: BattleRecord; state: GameState } {
  const n = armies.length;
  const a = armies[i % n] as ArmySetup;
  const b = armies[(i + 1 + (Math.floor(i / n) % (n - 1))) % n] as ArmySetup;
  const ruleset = i % 4 === 3 ? { ...CORE_RULESET, offerManualStratagems: true } : CORE_RULESET;
  const pair = [
    { ...a, name: `${a.name} (Red)` },
    { ...b, name: `${b.name} (Blue)` },
  ] as const;
  if (i % 2 === 0) return newBattle({ seed: i, armies: pair, ruleset });
  const [primary, deployment] = DECK[i % DECK.length] as [string, string];
  const layout = LAYOUTS[(i >> 1) % LAYOUTS.length] as { id: string };
  const terrain = layoutById(layout.id);
  if (!terrain) throw new Error(`no layout ${layout.id}`);
  return newBattle({
    seed: i,
    armies: pair,
    ruleset,
    mission: matchedMission({ deployment, primary, secondaries: [['assassination', 'bring-it-down'], []] }),
    terrain,
  });
}
