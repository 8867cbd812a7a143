import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/index.js';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Army rules that act by themselves in the game (issue 13): Judgement tokens when a unit is destroyed
 * (Eye of the Ancestors, seed 000), Yield points and Fortify Takeover (Prioritised Efficiency, seed 004),
 * Martial Leverage (Needgaârd Oathband), each a logged `counter-set` event.
 */

const EYE = { faction: 'Leagues of Votann', detachment: 'Oathband', armyRules: ['Eye of the Ancestors'] };
const PE = { faction: 'Leagues of Votann', detachment: 'Hearthband', armyRules: ['Prioritised Efficiency'] };
const NEEDGAARD = {
  faction: 'Leagues of Votann',
  detachment: 'Needgaârd Oathband',
  armyRules: ['Prioritised Efficiency'],
};

/** Resolve a shooting attack, the defender allocating as the engine offers first. */
function shoot(g: Game, target: string): GameEvent[] {
  const events = [...g.choose(`shoots ${target}`)];
  while (g.pending.kind === 'allocate-attack') {
    const p = g.pending;
    events.push(...g.do(p.player, (p.options[0] as unknown as { action: never }).action));
  }
  return events;
}

const counters = (events: GameEvent[]) => events.filter((e) => e.type === 'counter-set');
const nine = (u: string) => Array.from({ length: 9 }, (_, i) => `${u}m${i + 2}`);

describe('Eye of the Ancestors: "each time an enemy unit destroys a unit from your army, that enemy unit gains 1 Judgement token"', () => {
  // Blue's ten rifles (BS3+ S6) shoot Red's last Hearthkyn (T5 Sv4+): ten 3s hit, ten 3s wound, saves of 1.
  const game = (red: object) =>
    new Game({
      armies: [
        { name: 'Red', ...red, units: [{ datasheet: hearthkyn() }] },
        { name: 'Blue', units: [{ datasheet: rifles() }] },
      ],
      positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: { x: 14, y: 25 } },
      destroyed: nine('p1u1'),
      phase: 'shooting',
      active: 1,
      dice: [...Array(20).fill(3), ...Array(10).fill(1)],
    });

  it('the enemy unit that destroyed it gains 1 token, logged', () => {
    const g = game(EYE);
    const events = shoot(g, 'Hearthkyn Warriors');
    expect(counters(events)).toEqual([
      expect.objectContaining({
        holder: 'p2u1',
        counter: 'judgement-token',
        value: 1,
        rule: 'leagues-of-votann/eye-of-the-ancestors',
      }),
    ]);
    expect(g.state.counters?.p2u1?.['judgement-token']).toBe(1);
  });

  it('never more than 2 tokens: a unit with 2 gains none', () => {
    const g = game(EYE);
    g.state = { ...g.state, counters: { p2u1: { 'judgement-token': 2 } } };
    expect(counters(shoot(g, 'Hearthkyn Warriors'))).toEqual([]);
    expect(g.state.counters?.p2u1?.['judgement-token']).toBe(2);
  });

  it('an army with the 2025 Army Rule gives no token', () => {
    expect(counters(shoot(game(PE), 'Hearthkyn Warriors'))).toEqual([]);
  });
});

describe('Martial Leverage: "Each time an enemy unit is destroyed, you gain 1YP."', () => {
  it('Red destroys Blue’s last rifleman and gains 1YP', () => {
    // Twenty combi-bolter shots (BS4+ S4) at T3 Sv5+: 4s hit, 4s wound, saves of 1.
    const g = new Game({
      armies: [
        { name: 'Red', ...NEEDGAARD, units: [{ datasheet: hearthkyn() }] },
        { name: 'Blue', units: [{ datasheet: rifles() }] },
      ],
      positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: { x: 14, y: 25 } },
      destroyed: nine('p2u1'),
      phase: 'shooting',
      dice: [...Array(40).fill(4), ...Array(20).fill(1)],
    });
    const events = shoot(g, 'Rifle Squad');
    expect(counters(events)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: 'yield-point', value: 1 }),
    ]);
  });
});

describe('Prioritised Efficiency: Yield points at the end of each Command phase, Fortify Takeover at 7YP', () => {
  // "you gain 1YP if you control one or more objective markers within your deployment zone, and, from the second
  // battle round onwards, you gain 1 additional YP for each of the following conditions you satisfy: You control one
  // or more objective markers not within your deployment zone. You control two or more ... You control more
  // objective markers than your opponent."
  const armies = [
    { name: 'Red', ...PE, units: [{ datasheet: hearthkyn() }, { datasheet: hearthkyn() }] },
    { name: 'Blue', units: [{ datasheet: rifles() }] },
  ] as const;
  // Red holds home-1 (20, 6: its deployment zone) and west (12, 22); Blue is far from every marker.
  const positions = { p1u1: row('p1u1', 10, 15, 6, 1.2), p1u2: row('p1u2', 10, 7, 22, 1.2), p2u1: { x: 52, y: 40 } };

  it('round 2, one marker in the zone and one outside, more than the opponent: 1 + 1 + 1 = 3YP', () => {
    // The scenario starts at Red's Command phase of round 2, which ends by itself.
    const g = new Game({ armies: [...armies], positions, round: 2, phase: 'command' });
    expect(counters(g.record.events)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: 'yield-point', value: 3 }),
    ]);
  });

  it('5YP + 3YP = 8: "if you have 7YP or more, your units have Fortify Takeover"', () => {
    // From Blue's Shooting phase of round 1 to Red's Movement phase of round 2.
    // Blue's rifles within range of Red: the Shooting phase waits for Blue's decision.
    const near = { ...positions, p2u1: { x: 20, y: 30 } };
    const g = new Game({
      armies: [...armies],
      positions: near,
      round: 1,
      firstPlayer: 0,
      active: 1,
      phase: 'shooting',
    });
    g.state = { ...g.state, counters: { 'player-1': { 'yield-point': 5 } } };
    const before = g.record.events.length;
    g.passUntil((x) => x.state.flow.round === 2 && x.state.flow.phase === 'movement');
    expect(counters(g.record.events.slice(before))).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: 'yield-point', value: 8 }),
      expect.objectContaining({ holder: 'player-1', counter: 'fortify-takeover', value: 1 }),
    ]);
  });
});

describe('Hostile Acquisition and Fortify Takeover change the attacks', () => {
  // Twenty combi-bolter shots (BS4+) at rifles: 3s hit only with +1.
  const game = (fortify: boolean, redAt: { x: number; y: number }, blueAt: { x: number; y: number }) => {
    const g = new Game({
      armies: [
        { name: 'Red', ...PE, units: [{ datasheet: hearthkyn() }] },
        { name: 'Blue', units: [{ datasheet: rifles() }] },
      ],
      positions: { p1u1: row('p1u1', 10, redAt.x, redAt.y, 1.2), p2u1: blueAt },
      phase: 'shooting',
      dice: [...Array(20).fill(3), ...Array(20).fill(1)],
    });
    g.state = {
      ...g.state,
      control: g.state.mission.objectives.map((o) => (o.id === 'home-1' ? 0 : null)),
      ...(fortify ? { counters: { 'player-1': { 'fortify-takeover': 1 } } } : {}),
    };
    return g;
  };
  const hits = (events: GameEvent[]) => (events.find((e) => e.type === 'hits-scored') as { hits: number }).hits;

  it('Hostile Acquisition: "targets an enemy unit within range of one or more objective markers, add 1 to the Hit roll"', () => {
    expect(hits(shoot(game(false, { x: 8, y: 9 }, { x: 12, y: 22 }), 'Rifle Squad'))).toBe(20);
    expect(hits(shoot(game(false, { x: 8, y: 9 }, { x: 20, y: 28 }), 'Rifle Squad'))).toBe(0);
  });

  it('Fortify Takeover: "if this unit is within range of one or more objective markers you control, add 1"', () => {
    expect(hits(shoot(game(true, { x: 15, y: 6 }, { x: 20, y: 28 }), 'Rifle Squad'))).toBe(20);
    // Off the marker it controls, and the target's marker no longer counts.
    expect(hits(shoot(game(true, { x: 5, y: 14 }, { x: 12, y: 22 }), 'Rifle Squad'))).toBe(0);
  });
});
