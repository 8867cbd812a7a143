import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/index.js';
import { knight } from '../rules/fixtures.js';
import { Game } from './harness.js';

/**
 * "5+ invulnerable save, against ranged attacks only" in the game (issue 12): Knight Paladin against
 * Knight Paladin in the Fight phase makes no saving throw against the AP-4 chainsword (Sv3+ needs 7).
 */

function duel(phase: 'fight', dice: number[]) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: knight() }] },
      { name: 'Blue', units: [{ datasheet: knight() }] },
    ],
    positions: { p1u1: { p1u1m1: { x: 20, y: 20 } }, p2u1: { p2u1m1: { x: 24.2, y: 20 } } },
    phase,
    active: 1,
    dice,
  });
}

function play(g: Game, until: (e: GameEvent[]) => boolean): GameEvent[] {
  const events: GameEvent[] = [];
  for (let i = 0; i < 30 && !until(events); i++) {
    const p = g.pending;
    if (p.kind === 'fight') events.push(...g.do(p.player, { type: 'fight', unit: 'p1u1' }));
    else if (p.kind === 'pile-in' || p.kind === 'consolidate')
      events.push(...g.do(p.player, { type: p.kind, unit: 'p1u1', paths: {} }));
    else if (p.kind === 'melee-attacks' || p.kind === 'allocate-attack')
      events.push(...g.do(p.player, (p.options[0] as unknown as { action: never }).action));
    else events.push(...g.do(p.player, { type: 'pass' }));
  }
  return events;
}

const saves = (events: GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { type: 'dice-rolled' }> => e.type === 'dice-rolled' && e.kind === 'save');

describe('the Knight invulnerable save in the game', () => {
  it('Fight phase: the chainsword (AP-4) meets no save, four wounds are lost unsaved', () => {
    // Four attacks hit (4s) and wound (4s); no saving throw is rolled; each deals 6 damage.
    const g = duel('fight', [4, 4, 4, 4, 4, 4, 4, 4, 6, 6, 6, 6]);
    const events = play(g, (e) => e.filter((x) => x.type === 'model-wounded').length >= 3);
    expect(saves(events)).toEqual([]);
    expect(events.filter((e) => e.type === 'model-wounded').length).toBeGreaterThanOrEqual(3);
  });
});
