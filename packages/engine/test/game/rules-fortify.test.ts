import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/index.js';
import { FORTIFY_2025_TEXT, FORTIFY_SEED_TEXT, grimnyr, hearthkyn, rifles } from '../rules/fixtures.js';
import { row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Fortify in the game (issue 12), the wording of the Grimnyr datasheet in use. Seed 000: "While this
 * model is leading a unit, improve the Toughness characteristic of models in that unit by 1"; the
 * 2025-11 export: "models in that unit have the Feel No Pain 5+ ability".
 */

function game(fortify: string | null, dice: number[]) {
  const blue =
    fortify === null ? [{ datasheet: hearthkyn() }] : [{ datasheet: hearthkyn() }, { datasheet: grimnyr(fortify) }];
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: rifles() }] },
      { name: 'Blue', units: blue },
    ],
    ...(fortify === null ? {} : { attach: [{ leader: 'p2u2', bodyguard: 'p2u1' }] }),
    positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: { x: 14, y: 25 } },
    phase: 'shooting',
    dice,
  });
}

/** Shoot, the defender allocating each attack as the engine offers first, to the end of the sequence. */
function shoot(g: Game): GameEvent[] {
  const events = [...g.choose('shoots Hearthkyn Warriors')];
  while (g.pending.kind === 'allocate-attack') {
    const p = g.pending;
    events.push(...g.do(p.player, (p.options[0] as unknown as { action: never }).action));
  }
  return events;
}

// Ten S6 rifle shots all hit (4s); wound rolls five 3s and five 4s; then, attack by attack, the save
// fails (1) and a Feel No Pain roll, where there is one, fails (4).
const DICE = [...Array(10).fill(4), 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, ...Array(10).fill([1, 4]).flat()];

describe('Fortify in the game', () => {
  it('without the Grimnyr: T5, S6 wounds on 3+ (ten wounds)', () => {
    const g = game(null, DICE);
    const events = shoot(g);
    expect(g.find('wounds-scored', events)[0]).toMatchObject({ wounds: 10 });
  });

  it('led by the seed page Grimnyr: T6, S6 wounds on 4+ (five wounds)', () => {
    const g = game(FORTIFY_SEED_TEXT, DICE);
    const events = shoot(g);
    expect(g.find('wounds-scored', events)[0]).toMatchObject({ wounds: 10 - 5 });
    // No Feel No Pain roll between saves: the five saves are 1, 4, 1, 4, 1 (three fail).
    expect(g.find('model-wounded', events)).toHaveLength(3);
    expect(g.find('dice-rolled', events).filter((e) => e.kind === 'feel-no-pain')).toHaveLength(0);
  });

  it("led by the 2025 export's Grimnyr: T5, and each lost wound gets a Feel No Pain 5+ roll", () => {
    const g = game(FORTIFY_2025_TEXT, DICE);
    const events = shoot(g);
    expect(g.find('wounds-scored', events)[0]).toMatchObject({ wounds: 10 });
    expect(g.find('dice-rolled', events).filter((e) => e.kind === 'feel-no-pain')).toHaveLength(10);
    expect(g.find('model-wounded', events)).toHaveLength(10);
  });
});
