import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/game/types.js';
import { isBattleShocked, quickDatasheet, suggestMove } from '../../src/index.js';
import { row, TARGET5 } from './fixtures.js';
import { deepFreeze, Game } from './harness.js';

/** Canis Rex (seed 003): its datasheet abilities Legendary Freeblade and Chainbreaker in the game. */
const FREEBLADE = 'imperial-knights/canis-rex/legendary-freeblade';
const CHAINBREAKER = 'imperial-knights/canis-rex/chainbreaker';

function canisRex(abilities: { name: string; text: string }[]) {
  return quickDatasheet('t:canis-rex', 'Canis Rex', [{ M: 10, T: 11, Sv: 3, W: 26, OC: 10, base: 100 }], {
    faction: 'Imperial Knights',
    keywords: ['VEHICLE', 'TITANIC', 'CHARACTER', 'EPIC HERO', 'IMPERIUM', 'CANIS REX'],
    factionKeywords: ['IMPERIAL KNIGHTS'],
    abilities,
    weapons: [{ name: 'Freedom’s Hand', range: 'melee', A: 5, skill: 2, S: 20, AP: -3, D: 9 }],
  });
}
const FREEBLADE_TEXT = {
  name: 'Legendary Freeblade',
  text: 'Once per turn, when you target this model with a stratagem, you may reduce the CP cost of that use of that stratagem by 1CP.',
};
const CHAINBREAKER_TEXT = {
  name: 'Chainbreaker',
  text: 'Once per battle, at the start of any phase, you can select one friendly IMPERIUM unit that is Battle-shocked and within 12" of this model. That unit is no longer Battle-shocked.',
};

describe('Legendary Freeblade: "Once per turn ... reduce the CP cost of that use of that Stratagem by 1CP"', () => {
  /** Red (0CP) charges Blue with Canis Rex; Charge roll 6+6, then eleven Tank Shock dice (Toughness 11). */
  function charged(abilities: { name: string; text: string }[], usedThisTurn = false) {
    const g = new Game({
      armies: [
        { name: 'Red', faction: 'Imperial Knights', units: [{ datasheet: canisRex(abilities) }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: row('p2u1', 5, 20, 17) },
      phase: 'charge',
      round: 2,
      cp: [0, 0],
      dice: [6, 6, 5, 6, 5, 1, 1, 1, 1, 1, 1, 1, 1],
    });
    if (usedThisTurn)
      g.state = deepFreeze({
        ...g.state,
        ruleUses: [
          {
            player: 0,
            rule: FREEBLADE,
            round: g.state.flow.round,
            turn: g.state.flow.turn,
            phase: 'movement',
            unit: 'p1u1',
          },
        ],
      } as GameState);
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    g.passWindows();
    g.do(0, suggestMove(g.state) as never);
    return g;
  }
  const tankShock = (g: Game) =>
    g.pending.kind === 'stratagem-window' ? g.labels().filter((l) => l.startsWith('Tank Shock')) : [];

  it('Tank Shock (1CP) on Canis Rex with 0CP: offered for 0CP; its use costs nothing and logs the rule', () => {
    const g = charged([FREEBLADE_TEXT]);
    expect(g.labels()[0]).toMatch(/^Tank Shock \(0CP, Core\) on Canis Rex/);
    const events = g.choose('Tank Shock');
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ stratagem: 'core/tank-shock', cp: 0 });
    expect(g.find('rule-used', events)[0]).toMatchObject({ rule: FREEBLADE, unit: 'p1u1' });
    // Eleven D6 (Toughness 11): 5, 6, 5 are 5+: 3 mortal wounds.
    expect(g.find('mortal-wounds', events)[0]).toMatchObject({ unit: 'p2u1', amount: 3 });
    expect(g.state.players[0].cp).toBe(0);
  });
  it('used already this turn: with 0CP, no Tank Shock is offered', () => {
    expect(tankShock(charged([FREEBLADE_TEXT], true))).toEqual([]);
  });
  it('control, without the ability: with 0CP, no Tank Shock is offered', () => {
    expect(tankShock(charged([]))).toEqual([]);
  });
});

const TROOPS = quickDatasheet('t:troops', 'Troopers', [{ M: 6, Ld: 7, W: 1, base: 32 }], {
  minModels: 3,
  keywords: ['INFANTRY', 'IMPERIUM'],
  weapons: [{ name: 'Lasgun', range: 24, A: 1, skill: 4, S: 3, AP: 0, D: 1 }],
});
const XENOS = quickDatasheet('t:xenos', 'Xenos', [{ M: 6, Ld: 7, W: 1, base: 32 }], {
  minModels: 3,
  keywords: ['INFANTRY'],
  weapons: [{ name: 'Gun', range: 24, A: 1, skill: 4, S: 3, AP: 0, D: 1 }],
});
const WALKER = quickDatasheet('t:walker', 'Walker', [{ M: 8, T: 11, Sv: 3, W: 22, Ld: 7, OC: 3, base: 60 }], {
  keywords: ['VEHICLE', 'WALKER'],
});

/** Red: Canis Rex and a unit of three with two destroyed (Below Half-strength), 2D6 = 1 + 1: Battle-shocked. */
function shocked(friend: typeof TROOPS, x = 30) {
  return new Game({
    armies: [
      {
        name: 'Red',
        units: [{ datasheet: canisRex([CHAINBREAKER_TEXT]) }, { datasheet: friend }],
      },
      { name: 'Blue', units: [{ datasheet: WALKER }] },
    ],
    positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p1u2: row('p1u2', 3, x, 10), p2u1: { x: 40, y: 40 } },
    destroyed: ['p1u2m2', 'p1u2m3'],
    cp: [0, 0],
    dice: [1, 1],
  });
}

describe('Chainbreaker: "select one friendly IMPERIUM unit that is Battle-shocked and within 12" of this model"', () => {
  it('at the start of the Movement phase: the Battle-shocked IMPERIUM unit within 12" is no longer Battle-shocked', () => {
    const g = shocked(TROOPS);
    g.passWindows();
    expect(g.find('battle-shock-test')).toEqual([
      expect.objectContaining({ unit: 'p1u2', faces: [1, 1], total: 2, passed: false }),
    ]);
    expect(g.state.flow.phase).toBe('movement');
    expect(g.pending).toMatchObject({ player: 0, kind: 'rule-choice' });
    expect(g.labels()).toEqual([
      'Chainbreaker: Troopers (p1u2) is no longer Battle-shocked',
      'do not use Chainbreaker',
    ]);
    const used = g.choose('no longer Battle-shocked');
    expect(g.find('rule-used', used)).toEqual([
      expect.objectContaining({ player: 0, rule: CHAINBREAKER, unit: 'p1u1' }),
    ]);
    expect(g.find('effect-ended', used)).toEqual([expect.objectContaining({ reason: 'Chainbreaker' })]);
    expect(isBattleShocked(g.state, 'p1u2')).toBe(false);
    expect(g.pending.kind).toBe('move-units');
  });
  it('control: a unit without IMPERIUM, or one 20" away, is not offered and stays Battle-shocked', () => {
    for (const g of [shocked(XENOS), shocked(TROOPS, 45)]) {
      g.passWindows();
      expect(g.state.flow.phase).toBe('movement');
      expect(g.pending.kind).toBe('move-units');
      expect(isBattleShocked(g.state, 'p1u2')).toBe(true);
    }
  });
});
