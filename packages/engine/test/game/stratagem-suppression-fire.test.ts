import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Suppression Fire (Combined Regiment, seed 001): "WHEN: Your Shooting phase. TARGET: One INFANTRY unit from your
 * army that has not been selected to shoot this phase, and one enemy unit (excluding MONSTERS and VEHICLES).
 * EFFECT: If your unit scores one or more hits against that enemy unit this phase, until the end of your opponent's
 * next turn, each time a model in that enemy unit makes an attack, subtract 1 from the Hit roll." The game offers it
 * at the start of your Shooting phase, before the unit is selected to shoot; the -1 is added on the enemy unit once
 * your unit's attacks have hit it.
 */
const gun = { name: 'Lasgun', range: 24, A: 1, skill: 3, S: 3, AP: 0, D: 1 };
const GUARD = quickDatasheet('t:guard', 'Guardsmen', [{ M: 6, T: 3, Sv: 5, W: 1, base: 25 }], {
  minModels: 1,
  weapons: [gun, ccw],
  keywords: ['INFANTRY'],
});
const SENTINEL = quickDatasheet('t:sentinel', 'Sentinel', [{ M: 8, T: 7, Sv: 3, W: 7, base: 60 }], {
  minModels: 1,
  weapons: [gun, ccw],
  keywords: ['VEHICLE', 'WALKER'],
});
const foe = (keywords: string[]) =>
  quickDatasheet(`t:foe-${keywords.join('-') || 'plain'}`, 'Foe', [{ M: 6, T: 3, Sv: 6, W: 5, base: 32 }], {
    minModels: 1,
    weapons: [{ ...gun, name: 'Foe gun' }, ccw],
    keywords,
  });

/** Red's Shooting phase, at its start: Red's Guardsmen (p1u1) and Sentinel (p1u2), Blue's Foe (p2u1) 12" away. */
function game(keywords: string[] = ['INFANTRY']) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Astra Militarum',
        detachment: 'Combined Regiment',
        units: [{ datasheet: GUARD }, { datasheet: SENTINEL }],
      },
      { name: 'Blue', units: [{ datasheet: foe(keywords) }] },
    ] as never,
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 10 } },
      p1u2: { p1u2m1: { x: 40, y: 6 } },
      p2u1: { p2u1m1: { x: 10, y: 22 } },
    },
    phase: 'shooting',
    cp: [3, 3],
  });
}

const USE: Action = {
  type: 'use-stratagem',
  stratagem: 'combined-regiment/suppression-fire',
  target: 'p1u1',
  enemy: 'p2u1',
};

/** The Guardsmen shoot the Foe: a Hit roll of `hit` (BS 3+), then (a hit) a failed Wound roll of 1. */
function shoot(g: Game, hit: number) {
  g.passWindows();
  g.withDice(...(hit >= 3 ? [hit, 1] : [hit]));
  g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Lasgun', target: 'p2u1' }] });
  g.passUntil((x) => x.find('attack-ended', x.record.events).length > 0, 20);
  g.passWindows();
}

/** Blue's Shooting phase: the Foe shoots the Guardsmen with a Hit roll of 3 (BS 3+). */
function foeShoots(g: Game) {
  g.passUntil((x) => x.state.flow.active === 1 && x.pending.kind === 'shoot', 400);
  g.withDice(3, 1);
  g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Foe gun', target: 'p1u1' }] });
  g.passUntil((x) => x.find('hits-scored', x.record.events).some((e) => e.unit === 'p2u1'), 20);
}

const foeHits = (g: Game) => g.find('hits-scored', g.record.events).filter((e) => e.unit === 'p2u1');

describe('Suppression Fire (Combined Regiment)', () => {
  it('is offered at the start of your Shooting phase for the INFANTRY unit that has not shot, naming the enemy unit', () => {
    const g = game();
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    // Not the Sentinel (not INFANTRY).
    expect(g.stratagemUses('suppression-fire')).toEqual([USE]);
  });

  it('after a hit: the -1 is added on the Foe until the end of your opponent’s next turn; its roll of 3 misses', () => {
    const g = game();
    const used = g.do(0, USE);
    expect(g.find('stratagem-used', used)).toMatchObject([{ player: 0, cp: 1, manual: false, enemy: 'p2u1' }]);
    // Nothing yet: it waits on the Guardsmen's hits.
    expect(g.find('effect-added', used)).toEqual([]);
    shoot(g, 5);
    const added = g.find('effect-added', g.record.events);
    expect(added.map((e) => e.effect)).toMatchObject([
      {
        kind: 'stratagem',
        unit: 'p2u1',
        player: 0,
        source: 'combined-regiment/suppression-fire',
        rule: 'astra-militarum/combined-regiment/suppression-fire',
        until: { kind: 'end-of-opponents-next-turn', player: 0 },
      },
    ]);
    foeShoots(g);
    expect(foeHits(g)).toMatchObject([{ attacks: 1, hits: 0 }]);
  });

  it('if the Guardsmen miss (a roll of 1), no effect is added and the Foe’s roll of 3 hits', () => {
    const g = game();
    g.do(0, USE);
    shoot(g, 1);
    expect(g.find('effect-added', g.record.events)).toEqual([]);
    foeShoots(g);
    expect(foeHits(g)).toMatchObject([{ attacks: 1, hits: 1 }]);
  });

  it('without it the same roll of 3 hits', () => {
    const g = game();
    shoot(g, 5);
    foeShoots(g);
    expect(foeHits(g)).toMatchObject([{ attacks: 1, hits: 1 }]);
  });

  it('is not offered against a VEHICLE or a MONSTER ("excluding MONSTERS and VEHICLES")', () => {
    expect(game(['VEHICLE']).stratagemUses('suppression-fire')).toEqual([]);
    expect(game(['MONSTER']).stratagemUses('suppression-fire')).toEqual([]);
  });
});
