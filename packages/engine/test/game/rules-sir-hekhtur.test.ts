import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * USING SIR HEKHTUR (seed 003): "If your Canis Rex model is destroyed, this model is treated as a model disembarking
 * from a destroyed TRANSPORT and must perform an Emergency Disembarkation. Sir Hekhtur cannot be selected as the
 * target of any of your Stratagems other than Core Stratagems. Your Canis Rex unit is not considered to be destroyed
 * until Sir Hekhtur is also destroyed." The game applies the Stratagem limit (partial).
 */
const pistol = { name: 'Hekhtur’s pistol', range: 12, A: 1, skill: 2, S: 5, AP: -1, D: 2, abilities: '[pistol]' };
const HEKHTUR = quickDatasheet('t:hekhtur', 'Sir Hekhtur', [{ M: 6, T: 3, Sv: 4, W: 4, base: 32 }], {
  faction: 'Imperial Knights',
  keywords: ['INFANTRY', 'CHARACTER', 'EPIC HERO'],
  abilities: [
    {
      name: 'USING SIR HEKHTUR',
      text: 'Sir Hekhtur cannot be selected as the target of any of your Stratagems other than Core Stratagems.',
    },
  ],
  weapons: [pistol, ccw],
});
const GUNS = quickDatasheet('t:guns', 'Gunners', [{ M: 6, W: 2, base: 32 }], {
  minModels: 2,
  weapons: [{ name: 'Storm bolter', range: 24, A: 1, skill: 3, S: 4, AP: 0, D: 1 }, ccw],
});

describe('USING SIR HEKHTUR: "cannot be selected as the target of any of your Stratagems other than Core Stratagems"', () => {
  it('a detachment Stratagem is offered to the other unit, never to Sir Hekhtur', () => {
    // Huntr's Mark (Needgaârd Oathband), at the start of the Shooting phase, on a unit from the army.
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Leagues of Votann',
          detachment: 'Needgaârd Oathband',
          units: [{ datasheet: GUNS }, { datasheet: HEKHTUR }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ] as never,
      positions: {
        p1u1: row('p1u1', 2, 10, 10),
        p1u2: { p1u2m1: { x: 20, y: 10 } },
        p2u1: row('p2u1', 10, 10, 20, 1.2),
      },
      phase: 'shooting',
      cp: [3, 3],
    });
    expect(g.pending.kind).toBe('stratagem-window');
    const targets = g.pending.options.flatMap((o) =>
      o.kind === 'choice' && o.action.type === 'use-stratagem' && o.action.stratagem.endsWith('huntrs-mark')
        ? [o.action.target]
        : [],
    );
    expect(targets).toEqual(['p1u1']);
    expect(
      g.rejects(0, { type: 'use-stratagem', stratagem: 'needgaard-oathband/huntrs-mark', target: 'p1u2' }),
    ).toContain('Huntr’s Mark');
  });
});
