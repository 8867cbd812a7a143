import { describe, expect, it } from 'vitest';
import { BOARDING_ACTIONS_RULESET, quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, MARINES, row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Command Re-roll (1CP; the Boarding Actions version is the same but for its category) on every roll it
 * lists: Hit, Wound, Damage rolls, saving throws, the number of attacks, Charge rolls and Hazardous tests
 * (Advance and Desperate Escape are tested with the Movement phase). One roll of several dice (2D6) is
 * re-rolled whole; a die is never re-rolled twice.
 */
const GUNS = quickDatasheet('t:rr', 'Gunners', [{ M: 6, W: 3, base: 32 }], {
  weapons: [
    { name: 'Frag cannon', range: 24, A: 'D6', skill: 3, S: 6, AP: -1, D: 'D3', abilities: '[hazardous]' },
    ccw,
  ],
});

function game(dice: number[], cp: [number, number] = [1, 0], ruleset?: typeof BOARDING_ACTIONS_RULESET) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: GUNS }] },
      { name: 'Blue', units: [{ datasheet: MARINES }] },
    ],
    positions: { p1u1: { x: 10, y: 10 }, p2u1: row('p2u1', 5, 10, 20) },
    phase: 'shooting',
    cp,
    dice,
    ...(ruleset ? { ruleset } : {}),
  });
}
const reroll = (die = 0, rules = 'core') => ({
  type: 'use-stratagem' as const,
  stratagem: `${rules}/command-re-roll`,
  target: 'p1u1',
  die,
});

describe('Command Re-roll', () => {
  it('re-rolls the number of attacks', () => {
    const g = game([1, 5]);
    g.choose('shoots Marines');
    expect(g.find('dice-rolled')[0]).toMatchObject({ kind: 'attacks', faces: [1] });
    expect(g.labels()).toEqual(['Command Re-roll (1CP, Core) on Gunners', 'pass']);
    g.do(0, reroll());
    expect(g.find('die-rerolled')[0]).toMatchObject({ from: 1, to: 5 });
    expect(g.find('dice-rolled')[0]).toMatchObject({ kind: 'hit', faces: expect.any(Array) });
    expect((g.find('dice-rolled')[0]?.faces ?? []).length).toBe(5);
  });

  it('re-rolls one Hit roll of several (the die it names), once', () => {
    const g = game([2, 1, 6, 1, 1]);
    g.choose('shoots Marines');
    g.do(0, { type: 'pass' });
    expect(g.pending.kind).toBe('stratagem-window');
    expect(g.labels()).toEqual([
      'Command Re-roll (1CP, Core) on Gunners (die 1: 1)',
      'Command Re-roll (1CP, Core) on Gunners (die 2: 6)',
      'pass',
    ]);
    g.do(0, reroll(0));
    expect(g.find('die-rerolled')[0]).toMatchObject({ index: 0, from: 1, to: 1 });
    expect(g.find('hits-scored')[0]).toMatchObject({ attacks: 2, hits: 1 });
    // Used once this phase: no further re-roll is offered.
    expect(g.state.stratagemUses).toHaveLength(1);
  });

  it('re-rolls a Wound roll', () => {
    const g = game([1, 4, 1, 4, 1, 1]);
    g.choose('shoots Marines');
    g.do(0, { type: 'pass' });
    g.do(0, { type: 'pass' });
    // Wound roll 1 (S6 vs T4 needs 3+): re-roll it to 4.
    expect(g.find('dice-rolled').map((e) => e.kind)).toEqual(['wound']);
    g.do(0, reroll());
    expect(g.find('die-rerolled')[0]).toMatchObject({ from: 1, to: 4 });
    expect(g.find('wounds-scored')[0]).toMatchObject({ wounds: 1 });
    expect(g.state.players[0].cp).toBe(0);
  });

  it('re-rolls a Damage roll (the D3 is a D6 halved)', () => {
    // Attacks 1, hit 4, wound 4, save 1 (4+ at AP-1 fails), damage D3 from a 1 -> re-rolled 6 -> 3.
    const g = game([1, 4, 4, 1, 1, 6, 4]);
    g.choose('shoots Marines');
    g.do(0, { type: 'pass' });
    g.do(0, { type: 'pass' });
    g.do(0, { type: 'pass' });
    expect(g.find('dice-rolled').at(-1)).toMatchObject({ kind: 'damage', faces: [1] });
    g.do(0, reroll());
    expect(g.find('die-rerolled')[0]).toMatchObject({ from: 1, to: 6 });
    expect(g.find('model-wounded')[0]).toMatchObject({ lost: 2, remaining: 0 });
  });

  it('the defender re-rolls a saving throw', () => {
    const g = game([1, 4, 3, 1, 5], [0, 1]);
    g.choose('shoots Marines');
    expect(g.labels()).toEqual(['Go to Ground (1CP, Core) on Marines', 'pass']);
    g.do(1, { type: 'pass' });
    expect(g.pending).toMatchObject({ player: 1, kind: 'stratagem-window' });
    expect(g.labels()).toEqual(['Command Re-roll (1CP, Core) on Marines', 'pass']);
    g.do(1, { type: 'use-stratagem', stratagem: 'core/command-re-roll', target: 'p2u1', die: 0 });
    expect(g.find('die-rerolled')[0]).toMatchObject({ from: 1, to: 5 });
    expect(g.find('save-result')[0]).toMatchObject({ face: 5, passed: true });
  });

  it('re-rolls a Hazardous test', () => {
    const g = game([1, 1, 1, 6], [1, 0]);
    g.choose('shoots Marines');
    g.do(0, { type: 'pass' });
    g.do(0, { type: 'pass' });
    expect(g.find('dice-rolled').at(-1)).toMatchObject({ kind: 'hazardous', faces: [1] });
    g.do(0, reroll());
    expect(g.find('die-rerolled')[0]).toMatchObject({ from: 1, to: 6 });
    expect(g.find('mortal-wounds')).toEqual([]);
  });

  it('re-rolls both dice of a Charge roll (Boarding Actions version)', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: GUARD }] },
      ],
      positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', 5, 10, 19), p2u2: row('p2u2', 10, 30, 38, 1.2) },
      phase: 'charge',
      cp: [1, 0],
      ruleset: BOARDING_ACTIONS_RULESET,
      dice: [1, 2, 4, 5],
    });
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    expect(g.labels()).toEqual(['Command Re-roll (1CP, Boarding Actions) on Marines (1+2)', 'pass']);
    g.do(0, { type: 'use-stratagem', stratagem: 'boarding-actions/command-re-roll', target: 'p1u1', die: 0 });
    expect(g.find('die-rerolled').map((e) => [e.index, e.from, e.to])).toEqual([
      [0, 1, 4],
      [1, 2, 5],
    ]);
    expect(g.pending).toMatchObject({ kind: 'charge-move' });
    expect(g.pending.prompt).toContain('rolled 9');
  });
});
