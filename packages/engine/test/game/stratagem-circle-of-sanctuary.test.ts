import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Circle of Sanctuary (Grey Knights, Banishers, the 2025-11 export), 1CP: "WHEN: Start of your opponent’s Movement
 * phase. TARGET: One GREY KNIGHTS CHARACTER model from your army. EFFECT: Until the end of the phase, enemy units that
 * are set up on the battlefield as Reinforcements cannot be set up within 12" horizontally of your model."
 */
const BROTHER_CAPTAIN = quickDatasheet('t:captain', 'Brother-Captain', [{ M: 6, T: 4, Sv: 2, W: 5, base: 40 }], {
  weapons: [ccw],
  keywords: ['GREY KNIGHTS', 'INFANTRY', 'CHARACTER', 'PSYKER'],
});
const STRIKE = quickDatasheet('t:strike', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
  minModels: 5,
  weapons: [ccw],
  keywords: ['GREY KNIGHTS', 'INFANTRY', 'PSYKER'],
});
const DROPPERS = quickDatasheet('t:droppers', 'Droppers', [{ M: 6, T: 3, Sv: 5, W: 1, base: 25 }], {
  minModels: 5,
  weapons: [ccw],
  core: ['Deep Strike'],
});

/** Blue's Command phase, then Movement phase, battle round 2: Blue's Droppers in Reserves (Deep Strike); Red's captain at (30, 20). */
function game() {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment: 'Banishers',
        units: [{ datasheet: BROTHER_CAPTAIN }, { datasheet: STRIKE }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }, { datasheet: DROPPERS }] },
    ],
    positions: { p1u1: { x: 30, y: 20 }, p1u2: row('p1u2', 5, 5, 10), p2u1: row('p2u1', 10, 5, 40, 1.2) },
    reserves: { p2u2: 'deep-strike' },
    round: 2,
    phase: 'command',
    active: 1,
    cp: [0, 0],
  });
}

describe('Circle of Sanctuary', () => {
  it('at the start of the opponent’s Movement phase, for the CHARACTER; Deep Strike within 12" of it is refused', () => {
    const g = game();
    g.passUntil((x) => x.stratagemUses('circle-of-sanctuary').length > 0 || x.state.flow.phase === 'shooting');
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    // The Command phase gave Red 1CP.
    expect(g.state.players[0].cp).toBe(1);
    expect(g.state.flow).toMatchObject({ phase: 'movement', at: 'phase-start' });
    // Only the CHARACTER (not the Strike Squad).
    expect(g.stratagemUses('circle-of-sanctuary')).toEqual([
      { type: 'use-stratagem', stratagem: 'banishers/circle-of-sanctuary', target: 'p1u1' },
    ]);
    g.do(0, g.stratagemUses('circle-of-sanctuary')[0] as Action);
    expect(g.find('effect-added')[0]?.effect).toMatchObject({
      unit: 'p1u1',
      source: 'grey-knights/banishers/circle-of-sanctuary',
      until: { kind: 'end-of-phase' },
      grants: [{ kind: 'no-reinforcements-within', inches: 12 }],
    });
    g.passUntil((x) => x.pending.kind === 'reinforcements');
    // 11.0" from the captain (more than 9", within 12"): refused.
    const near = row('p2u2', 5, 30, 32.3);
    expect(g.rejects(1, { type: 'arrive', unit: 'p2u2', positions: near, method: 'deep-strike' })).toBe(
      'model p2u2m1: within 12" horizontally of p1u1 (grey-knights/banishers/circle-of-sanctuary)',
    );
    // 12.2" away: set up.
    g.do(1, { type: 'arrive', unit: 'p2u2', positions: row('p2u2', 5, 30, 33.5), method: 'deep-strike' });
    expect(g.state.units.p2u2?.reserve).toBeUndefined();
    expect(g.state.units.p2u2?.models[0]?.pos).toEqual({ x: 30, y: 33.5 });
  });

  it('without it, the same Deep Strike 11" away is set up (more than 9" from every enemy model)', () => {
    const g = game();
    g.passUntil((x) => x.pending.kind === 'reinforcements');
    g.do(1, { type: 'arrive', unit: 'p2u2', positions: row('p2u2', 5, 30, 32.3), method: 'deep-strike' });
    expect(g.state.units.p2u2?.models[0]?.pos).toEqual({ x: 30, y: 32.3 });
  });
});
