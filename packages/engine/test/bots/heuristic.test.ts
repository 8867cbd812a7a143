import { describe, expect, it } from 'vitest';
import { expectedOutcomes } from '../../src/bots/expected.js';
import {
  chargeChance,
  DEFAULT_CONDITIONS,
  DEFAULT_RULESET,
  DEFAULT_WEIGHTS,
  decide,
  evaluate,
  type GameState,
  heuristicBot,
  InputError,
  parseWeights,
  pending,
  playBots,
  quickDatasheet,
  RANDOM_BOT,
  Rng,
  seedRng,
  startScenario,
  stateHash,
} from '../../src/index.js';
import { soakStart } from '../game/soak-setups.js';

const GUNNERS = quickDatasheet('bot:gunners', 'Gunners', [{ M: 6, T: 4, Sv: 3, W: 2, Ld: 6, OC: 2, base: 32 }], {
  minModels: 5,
  weapons: [{ name: 'Heavy bolter', range: 36, A: 3, skill: 4, S: 5, AP: -1, D: 2, abilities: '[sustained hits 1]' }],
  points: 100,
});
const HORDE = quickDatasheet('bot:horde', 'Horde', [{ M: 6, T: 4, Sv: 4, W: 1, Ld: 7, OC: 2, base: 32 }], {
  minModels: 10,
  weapons: [{ name: 'Claws', range: 'melee', A: 1, skill: 4, S: 4, AP: 0, D: 1 }],
  points: 100,
});
const BRICK = quickDatasheet('bot:brick', 'Brick', [{ M: 6, T: 12, Sv: 2, W: 12, Ld: 7, OC: 3, base: 60 }], {
  keywords: ['VEHICLE'],
  weapons: [{ name: 'Fists', range: 'melee', A: 3, skill: 4, S: 8, AP: -1, D: 2 }],
  points: 100,
});

function shootingStart(): GameState {
  const { state } = startScenario({
    seed: 3,
    armies: [
      { name: 'Guns', units: [{ datasheet: GUNNERS }] },
      { name: 'Targets', units: [{ datasheet: HORDE }, { datasheet: BRICK }] },
    ],
    round: 2,
    phase: 'shooting',
    active: 0,
    positions: { p1u1: { x: 30, y: 10 }, p2u1: { x: 20, y: 30 }, p2u2: { x: 40, y: 30 } },
  });
  return state;
}

/** Let the bot answer until the decision is of `kind` (windows it passes). */
function until(state: GameState, kind: string): GameState {
  const bot = heuristicBot();
  const rng = new Rng(seedRng(1));
  for (let k = 0; k < 20; k++) {
    const req = pending(state);
    if (!req || req.kind === kind) return state;
    const r = decide(state, { seq: state.seq, player: req.player, action: bot.answer(state, req, rng) });
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  throw new Error(`no ${kind} decision`);
}

describe('the heuristic bot', () => {
  it('values a shot by the exact calculator and fires at the target worth most', () => {
    const state = until(shootingStart(), 'shoot');
    const u = state.units.p1u1 as NonNullable<GameState['units'][string]>;
    const atHorde = u.models.map((m) => ({ model: m.id, weapon: 'Heavy bolter', target: 'p2u1' }));
    const [o] = expectedOutcomes(state, u, atHorde, 'ranged', DEFAULT_WEIGHTS) ?? [];
    // Five heavy bolters (3 attacks, 4+, Sustained Hits 1, S5 AP-1 D2) into ten T4 4+ W1 models, computed
    // on their own: 15 x (1/2 + 1/6) x 2/3 x 2/3 = 40/9 unsaved wounds, each killing one model (a little
    // less, since no more than ten models can die).
    const alone = evaluate({
      weapons: [
        {
          name: 'Heavy bolter',
          models: 5,
          type: 'ranged',
          attacks: { count: 0, sides: 6, bonus: 3 },
          skill: 4,
          strength: 5,
          ap: -1,
          damage: { count: 0, sides: 6, bonus: 2 },
          abilities: [{ kind: 'sustained-hits', x: { count: 0, sides: 6, bonus: 1 } }],
        },
      ],
      defender: {
        groups: [
          {
            name: 'Horde',
            models: 10,
            toughness: 4,
            save: 4,
            invulnerable: null,
            wounds: 1,
            feelNoPain: null,
            keywords: [],
          },
        ],
        keywords: [],
      },
      conditions: DEFAULT_CONDITIONS,
      ruleset: DEFAULT_RULESET,
    });
    expect(o?.damage).toBeCloseTo(alone.damage.mean, 12);
    expect(o?.modelsDestroyed).toBeCloseTo(alone.modelsDestroyed.mean, 12);
    expect(alone.damage.mean).toBeLessThan(40 / 9);
    expect(alone.damage.mean).toBeCloseTo(40 / 9, 1);
    const req = pending(state);
    const a = heuristicBot().answer(state, req as NonNullable<typeof req>, new Rng(seedRng(1)));
    expect(a.type === 'shoot' && [...new Set(a.attacks.map((x) => x.target))]).toEqual(['p2u1']);
  });

  it('gives the chance of a charge roll from 2D6', () => {
    expect(chargeChance(1.5)).toBe(1);
    expect(chargeChance(7)).toBeCloseTo(26 / 36, 12); // needs a 6
    expect(chargeChance(7.2)).toBeCloseTo(21 / 36, 12); // needs a 7
    expect(chargeChance(13)).toBeCloseTo(1 / 36, 12); // needs a 12
    expect(chargeChance(13.5)).toBe(0);
  });

  it('plays the same battle from the same seed, and beats the random bot on either side', () => {
    const hashes: string[] = [];
    let wins = 0;
    for (let i = 0; i < 4; i++) {
      const heuristicFirst = i % 2 === 0;
      const bots = heuristicFirst ? ([heuristicBot(), RANDOM_BOT] as const) : ([RANDOM_BOT, heuristicBot()] as const);
      const a = playBots(soakStart(i * 3), bots, 100 + i);
      expect(a.failures).toEqual([]);
      if (i < 2)
        expect(stateHash(playBots(soakStart(i * 3), bots, 100 + i, { check: false }).state)).toBe(stateHash(a.state));
      hashes.push(stateHash(a.state));
      if (a.state.result?.winner === (heuristicFirst ? 0 : 1)) wins++;
    }
    expect(new Set(hashes).size).toBe(4);
    expect(wins).toBe(4);
  }, 300_000);
});

describe('heuristic weights', () => {
  it('reads a partial set over the defaults', () => {
    const w = parseWeights({ chargeMinProbability: 0.6 });
    expect(w).toEqual({ ...DEFAULT_WEIGHTS, chargeMinProbability: 0.6 });
  });

  it('names an unknown weight or a bad value', () => {
    expect(() => parseWeights({ chargeOdds: 1 }, 'w.json')).toThrow(InputError);
    try {
      parseWeights({ points: 'lots' }, 'w.json');
    } catch (e) {
      expect((e as InputError).format()).toMatch(/^w\.json: points: .*known weights: points, unitDestroyed/);
    }
    expect.assertions(2);
  });
});
