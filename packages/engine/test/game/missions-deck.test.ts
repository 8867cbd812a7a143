import { describe, expect, it } from 'vitest';
import { InputError, matchedMission, quickDatasheet } from '../../src/index.js';
import { MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The matched-play mission deck as data (missions/cards.ts, missions/deployments.ts), scored as the cards
 * say. Assassination (fixed): "each time an enemy CHARACTER model is destroyed, you score 4VP". Bring It
 * Down (fixed): "each time an enemy MONSTER or VEHICLE model is destroyed, you score 2VP and an extra 1VP
 * for each of the conditions below: Wounds characteristic of 10+, 15+, 20+". Take and Hold: from the
 * second battle round, at the end of the Command phase, 5VP per objective marker controlled (up to 15VP).
 */
const LEADER = quickDatasheet('t:leader', 'Leader', [{ M: 6, T: 4, Sv: 6, W: 1, base: 40 }], {
  keywords: ['INFANTRY', 'CHARACTER'],
});
const WALKER = quickDatasheet('t:walker', 'Walker', [{ M: 8, T: 4, Sv: 6, W: 12, base: 60 }], {
  keywords: ['VEHICLE', 'WALKER'],
});

describe('the mission deck', () => {
  it('builds a mission from a deployment and a primary; unknown names are refused with the field', () => {
    const m = matchedMission({ deployment: 'hammer-and-anvil', primary: 'take-and-hold' });
    expect(m.zones[0]).toEqual([{ x0: 0, y0: 0, x1: 18, y1: 44 }]);
    expect(m.objectives.map((o) => o.id)).toEqual(['home-1', 'home-2', 'north', 'centre', 'south']);
    expect(() => matchedMission({ deployment: 'nowhere', primary: 'take-and-hold' })).toThrow(InputError);
    expect(() =>
      matchedMission({ deployment: 'dawn-of-war', primary: 'take-and-hold', secondaries: [['bogus'], []] }),
    ).toThrow(/unknown secondary mission "bogus"/);
  });

  it('Assassination and Bring It Down score when the models die, once each', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: LEADER }, { datasheet: WALKER }] },
      ],
      mission: matchedMission({
        deployment: 'dawn-of-war',
        primary: 'take-and-hold',
        secondaries: [['assassination', 'bring-it-down'], []],
      }),
      positions: { p1u1: row('p1u1', 5, 20, 10), p2u1: { x: 22, y: 20 }, p2u2: { x: 30, y: 26 } },
      wounds: { p2u2m1: 1 },
      phase: 'shooting',
    });
    // One Bolt rifle (2 attacks) at each: hits 6 6, wounds 6 6, a failed save (1) kills; the second wound is lost.
    g.withDice(6, 6, 6, 6, 1, 6, 6, 6, 6, 1);
    g.do(0, {
      type: 'shoot',
      unit: 'p1u1',
      attacks: [
        { model: 'p1u1m1', weapon: 'Bolt rifle', target: 'p2u1' },
        { model: 'p1u1m2', weapon: 'Bolt rifle', target: 'p2u2' },
      ],
    });
    g.passUntil((x) => x.state.flow.phase !== 'shooting');
    const vp = g.find('vp-scored', g.record.events).map((e) => [e.player, e.source, e.amount, e.kind]);
    expect(vp).toEqual([
      [0, 'Assassination', 4, 'secondary'],
      [0, 'Bring It Down', 3, 'secondary'],
    ]);
    expect(g.state.players[0]).toMatchObject({ vp: 7, vpSecondary: 7 });
  });
});
