import {
  type BattleRecord,
  BOARDING_ACTIONS_RULESET,
  CORE_RULESET,
  type GameState,
  newBattle,
  quickDatasheet,
  type ScenarioSetup,
  startScenario,
} from '../../src/index.js';

/** Armies and starting positions for the soak: full battles from deployment, and engaged mid-game starts. */
const LINE = quickDatasheet('soak:line', 'Line', [{ M: 6, W: 1, Ld: 7, OC: 2, base: 32 }], { minModels: 10 });
const SQUAD = quickDatasheet('soak:squad', 'Squad', [{ M: 5, W: 2, Ld: 6, OC: 2, base: 40 }], { minModels: 5 });
const HERO = quickDatasheet('soak:hero', 'Hero', [{ M: 6, W: 5, Ld: 6, OC: 1, base: 40 }], {
  keywords: ['INFANTRY', 'CHARACTER'],
});
const TANK = quickDatasheet('soak:tank', 'Tank', [{ M: 10, W: 12, Ld: 7, OC: 3, base: { kind: 'hull' } }], {
  keywords: ['VEHICLE'],
});
const WALKER = quickDatasheet(
  'soak:walker',
  'Walker',
  [{ M: 8, W: 10, Ld: 7, OC: 3, base: { kind: 'oval', mm: [90, 52] } }],
  {
    keywords: ['VEHICLE', 'WALKER'],
  },
);
const JUMP = quickDatasheet('soak:jump', 'Jump', [{ M: 12, W: 1, Ld: 7, OC: 1, base: 32 }], {
  keywords: ['INFANTRY', 'FLY'],
  minModels: 5,
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
    positions: {
      p1u1: { x: 15, y: 20 },
      p2u1: { x: 15, y: 21.9 },
      p1u2: { x: 40, y: 20 },
      p2u2: { x: 40, y: 22.2 },
      p1u3: { x: 30, y: 10 },
      p2u3: { x: 30, y: 34 },
      p1u6: { x: 52, y: 8 },
      p2u6: { x: 52, y: 9.9 },
    },
    destroyed: ['p1u1m1', 'p1u1m2', 'p1u1m3', 'p1u1m4', 'p1u1m5', 'p1u1m6', 'p2u2m1', 'p2u2m2', 'p2u2m3'],
    battleShocked: ['p2u1'],
  };
  return startScenario(setup);
}
