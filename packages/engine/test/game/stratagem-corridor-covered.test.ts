import { describe, expect, it } from 'vitest';
import { GUARD, MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Corridor Covered (Void Salvagers): "WHEN: Your opponent's Movement or Charge phase. TARGET: One unit from your
 * army that has not fired Overwatch this phase. EFFECT: Until the end of the phase, each time a model in your unit
 * makes an attack while firing Overwatch, an unmodified Hit roll of 5+ is required to score a hit, instead of an
 * unmodified 6."
 */
function game(dice: number[]) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: GUARD }] },
      { name: 'Blue', faction: 'Leagues of Votann', detachment: 'Void Salvagers', units: [{ datasheet: MARINES }] },
    ] as never,
    positions: { p1u1: row('p1u1', 10, 33.5, 20, 1.2), p2u1: row('p2u1', 5, 34, 34) },
    phase: 'movement',
    cp: [0, 2],
    dice,
  });
}
const forward = Object.fromEntries(
  Object.entries(row('p1u1', 10, 33.5, 20, 1.2)).map(([id, p]) => [id, [{ x: p.x, y: p.y + 3 }]]),
);

describe('Corridor Covered (Void Salvagers)', () => {
  for (const used of [true, false]) {
    it(`${used ? 'used' : 'not used'}: Overwatch Hit rolls 6,5,3,6,1,2,4,5,6,3 score ${used ? 5 : 3} hits`, () => {
      const g = game([6, 5, 3, 6, 1, 2, 4, 5, 6, 3, 1, 1, 1, 1, 1]);
      expect(g.pending).toMatchObject({ player: 1, kind: 'stratagem-window' });
      if (used) {
        g.choose('Corridor Covered');
        expect(g.find('effect-added')[0]?.effect).toMatchObject({
          unit: 'p2u1',
          rule: 'leagues-of-votann/void-salvagers/corridor-covered',
        });
      }
      g.passWindows();
      g.do(0, { type: 'normal-move', unit: 'p1u1', paths: forward });
      g.choose('Fire Overwatch');
      const ev = [...g.choose('every weapon'), ...g.passWindows()];
      expect(g.find('hits-scored', ev)[0]).toMatchObject({ attacks: 10, hits: used ? 5 : 3, critical: 3 });
    });
  }
});
