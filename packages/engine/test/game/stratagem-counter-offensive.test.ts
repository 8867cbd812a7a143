import { describe, expect, it } from 'vitest';
import { BOARDING_ACTIONS_RULESET } from '../../src/index.js';
import { MARINES, row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Counter-offensive (2CP; the Boarding Actions version is the same): in the Fight phase, just after an
 * enemy unit has fought, one of your units within Engagement Range that has not fought fights next.
 */
function game(ruleset?: typeof BOARDING_ACTIONS_RULESET) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: MARINES }, { datasheet: MARINES }] },
      { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: TARGET5 }] },
    ],
    positions: {
      p1u1: row('p1u1', 5, 10, 10),
      p2u1: row('p2u1', 5, 10, 11.26),
      p1u2: row('p1u2', 5, 40, 10),
      p2u2: row('p2u2', 5, 40, 11.26),
    },
    phase: 'fight',
    active: 1,
    cp: [0, 2],
    dice: Array(40).fill(1),
    ...(ruleset ? { ruleset } : {}),
  });
}

/** Fight with the unit selected: no Pile In, every model at the first target, no Consolidation. */
function fight(g: Game, unit: string) {
  g.do(g.pending.player, { type: 'fight', unit });
  for (let i = 0; i < 10 && g.pending.kind !== 'stratagem-window' && g.pending.kind !== 'fight'; i++) {
    const p = g.pending;
    if (p.kind === 'pile-in' || p.kind === 'consolidate') g.do(p.player, { type: p.kind, unit, paths: {} });
    else if (p.kind === 'melee-attacks') g.do(p.player, (p.options[0] as unknown as { action: never }).action);
    else throw new Error(p.kind);
  }
}

describe('Counter-offensive', () => {
  for (const [name, ruleset, id] of [
    ['Core', undefined, 'core/counter-offensive'],
    ['Boarding Actions', BOARDING_ACTIONS_RULESET, 'boarding-actions/counter-offensive'],
  ] as const) {
    it(`${name}: after an enemy unit fights, your engaged unit fights next instead of alternating`, () => {
      const g = game(ruleset);
      // Player 1 (not their turn) selects first; then player 2 would select.
      expect(g.pending).toMatchObject({ player: 0, kind: 'fight' });
      fight(g, 'p1u1');
      expect(g.pending).toMatchObject({ player: 1, kind: 'stratagem-window' });
      expect(g.labels()).toContain(`Counter-offensive (2CP, ${name}) on Targets`);
      g.do(1, { type: 'use-stratagem', stratagem: id, target: 'p2u2' });
      expect(g.find('fight-selected')[0]).toMatchObject({ unit: 'p2u2', player: 1 });
      expect(g.state.players[1].cp).toBe(0);
    });
  }
});
