import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/game/types.js';
import { quickDatasheet, suggestMove } from '../../src/index.js';
import { row, TARGET5 } from './fixtures.js';
import { deepFreeze, Game } from './harness.js';

/**
 * Enhancements that change what a use of a Stratagem costs on the bearer's unit: a `stratagem-cost` row of the
 * Enhancement read by the Stratagem offers (game/stratagem-costs.ts). Martial Tuition's (bonded ARMIGERs) is in
 * rules-bonded-enhancements.test.ts.
 */

const KNIGHT = quickDatasheet('t:gallant', 'Knight Gallant', [{ M: 10, T: 11, Sv: 3, W: 22, OC: 10, base: 100 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [{ name: 'Reaper chainsword', range: 'melee', A: 3, skill: 3, S: 12, AP: -3, D: 6 }],
});
const VENGEFUL_TREAD = 'imperial-knights/gate-warden-lance/vengeful-tread';

describe('Vengeful Tread: "Once per turn, you can target the bearer with the Tank Shock Stratagem for 0CP."', () => {
  /** Red (0CP) charges Blue with the bearer; Charge roll 6+6, then eleven Tank Shock dice (Toughness 11). */
  function charged(enhancement: string | undefined, usedThisTurn = false) {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Imperial Knights',
          detachment: 'Gate Warden Lance',
          units: [{ datasheet: KNIGHT, ...(enhancement ? { enhancement } : {}) }],
        },
        { name: 'Blue', units: [{ datasheet: TARGET5 }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: row('p2u1', 5, 20, 17) },
      phase: 'charge',
      round: 2,
      cp: [0, 0],
      dice: [6, 6, 5, 6, 5, 1, 1, 1, 1, 1, 1, 1, 1],
    });
    if (usedThisTurn)
      g.state = deepFreeze({
        ...g.state,
        ruleUses: [
          {
            player: 0,
            rule: VENGEFUL_TREAD,
            round: g.state.flow.round,
            turn: g.state.flow.turn,
            phase: 'movement',
            unit: 'p1u1',
          },
        ],
      } as GameState);
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    g.passWindows();
    g.do(0, suggestMove(g.state) as never);
    return g;
  }
  it('the bearer: Tank Shock offered for 0CP with 0CP; its use costs nothing and logs the Enhancement', () => {
    const g = charged('Vengeful Tread');
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(g.labels()[0]).toMatch(/^Tank Shock \(0CP, Core\) on Knight Gallant/);
    const events = g.choose('Tank Shock');
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ stratagem: 'core/tank-shock', cp: 0 });
    expect(g.find('rule-used', events)[0]).toMatchObject({ rule: VENGEFUL_TREAD, unit: 'p1u1' });
    // Eleven D6 (Toughness 11): 5, 6, 5 are 5+: 3 mortal wounds.
    expect(g.find('mortal-wounds', events)[0]).toMatchObject({ unit: 'p2u1', amount: 3 });
    expect(g.state.players[0].cp).toBe(0);
  });
  it('used already this turn: with 0CP, no Tank Shock is offered', () => {
    const g = charged('Vengeful Tread', true);
    expect(g.pending.kind === 'stratagem-window' ? g.labels().filter((l) => l.startsWith('Tank Shock')) : []).toEqual(
      [],
    );
  });
  it('another Enhancement: no Tank Shock with 0CP', () => {
    const g = charged('Augury Halo');
    expect(g.pending.kind === 'stratagem-window' ? g.labels().filter((l) => l.startsWith('Tank Shock')) : []).toEqual(
      [],
    );
  });
});
