import { describe, expect, it } from 'vitest';
import { FORTIFY_2025_TEXT, grimnyr, hearthkyn, rifles } from '../rules/fixtures.js';
import { row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Stealth in the game (issue 12). Seed, Stealth: "If every model in a unit has this ability, then each
 * time a ranged attack is made against it, subtract 1 from that attack's Hit roll." A Grimnyr with
 * Stealth leading Hearthkyn Warriors without it: the unit is hit as usual.
 */

function game(target: 'alone' | 'led', dice: number[]) {
  const leader = grimnyr(FORTIFY_2025_TEXT);
  leader.abilities.core.push({ kind: 'stealth' });
  const blue = target === 'alone' ? [{ datasheet: leader }] : [{ datasheet: hearthkyn() }, { datasheet: leader }];
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: rifles() }] },
      { name: 'Blue', units: blue },
    ],
    ...(target === 'led' ? { attach: [{ leader: 'p2u2', bodyguard: 'p2u1' }] } : {}),
    positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: { x: 14, y: 25 } },
    phase: 'shooting',
    dice,
  });
}

// Ten shots at BS3+, every Hit roll a 3: a hit unless -1 applies.
const DICE = Array(10).fill(3);

describe('Stealth in the game', () => {
  it('the Grimnyr unit alone (every model has Stealth): 3s miss', () => {
    const g = game('alone', DICE);
    expect(g.choose('shoots Grimnyr').find((e) => e.type === 'hits-scored')).toMatchObject({ hits: 0 });
  });

  it('the Grimnyr leading Hearthkyn Warriors (not every model has it): 3s hit', () => {
    const g = game('led', DICE);
    expect(g.choose('shoots Hearthkyn Warriors').find((e) => e.type === 'hits-scored')).toMatchObject({ hits: 10 });
  });
});
