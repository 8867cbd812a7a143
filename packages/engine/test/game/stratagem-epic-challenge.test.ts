import { describe, expect, it } from 'vitest';
import { HERO, MARINES } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Epic Challenge (1CP): in the Fight phase, when a CHARACTER unit within Engagement Range of one or more
 * Attached units is selected to fight, one CHARACTER model in it has [PRECISION] on its melee attacks
 * until the end of the phase.
 */
describe('Epic Challenge', () => {
  it('the Captain’s sword strikes the enemy CHARACTER past its Bodyguard', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: HERO }] },
        { name: 'Blue', units: [{ datasheet: MARINES }, { datasheet: HERO }] },
      ],
      attach: [{ leader: 'p2u2', bodyguard: 'p2u1' }],
      positions: {
        p1u1: { x: 12.5, y: 10 },
        p2u1: {
          p2u1m1: { x: 10, y: 11.5 },
          p2u1m2: { x: 11.3, y: 11.5 },
          p2u1m3: { x: 12.6, y: 11.5 },
          p2u1m4: { x: 13.9, y: 11.5 },
          p2u1m5: { x: 15.2, y: 11.5 },
          p2u2m1: { x: 12.5, y: 13 },
        },
      },
      phase: 'fight',
      active: 1,
      cp: [1, 0],
      // Sword: hits 2,1,1,1; wound 3 (S5 vs the Bodyguard's T4); the Captain's save 1; 2 damage.
      dice: [2, 1, 1, 1, 3, 1],
    });
    g.do(0, { type: 'fight', unit: 'p1u1' });
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(g.labels()).toEqual(['Epic Challenge (1CP, Core) on Captain (model p1u1m1)', 'pass']);
    g.choose('Epic Challenge');
    expect(g.find('effect-added')[0]?.effect.grants).toEqual([
      { kind: 'weapon-ability', ability: 'precision', type: 'melee', model: 'p1u1m1' },
    ]);
    if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
    g.do(0, { type: 'melee', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Power sword', target: 'p2u1' }] });
    expect(g.find('attack-allocated')[0]).toMatchObject({ model: 'p2u2m1', precision: true });
    expect(g.find('model-wounded')[0]).toMatchObject({ model: 'p2u2m1', lost: 2, remaining: 3 });
  });
});
