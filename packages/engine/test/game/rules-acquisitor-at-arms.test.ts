import { describe, expect, it } from 'vitest';
import { characteristic } from '../../src/game/characteristics.js';
import { evaluateControl } from '../../src/game/objectives.js';
import type { UnitState } from '../../src/game/types.js';
import { quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Acquisitor-at-Arms (Gate Warden Lance Enhancement, 2025-11 export): "While the bearer is on your defensive line and
 * there are no enemy units on your defensive line, add the bearers Objective Control characteristic to that of each
 * model affected by the bearers Bondsman ability."
 */
const PALADIN_DUTY = 'imperial-knights/knight-paladin/paladins-duty-bondsman';
const PALADIN = quickDatasheet('t:paladin', 'Knight Paladin', [{ M: 10, T: 11, Sv: 3, W: 22, OC: 10, base: 32 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC', 'CHARACTER'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  abilities: [
    {
      name: 'Paladin’s Duty (Bondsman)',
      text: 'While a model is affected by this ability, weapons equipped by that model have the [LETHAL HITS] ability, and melee weapons equipped by that model have the [LANCE] ability.',
    },
  ],
});
const ARMIGER = quickDatasheet('t:warglaive', 'Armiger Warglaive', [{ M: 12, T: 9, Sv: 3, W: 12, OC: 3, base: 60 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'WALKER', 'ARMIGER'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
});

/**
 * Battle round 2, Red's Command phase; Red's foundations the west (12, 22) and centre (30, 22) markers, the Paladin
 * p1u1 at (20, 22.5) on the line, the Armiger p1u2 at (12, 26) off it, within 3" of the west marker; Blue's Guard in a line at `guardY`.
 */
function game(enhancement: string | undefined, guardY = 40, knightY = 22.5) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Imperial Knights',
        detachment: 'Gate Warden Lance',
        units: [{ datasheet: PALADIN, ...(enhancement ? { enhancement } : {}) }, { datasheet: ARMIGER }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 20, y: knightY } },
      p1u2: { p1u2m1: { x: 12, y: 26 } },
      p2u1: row('p2u1', 26, 5, guardY, 1.2),
    },
    counters: {
      'player-1': {
        'oath-deeds': 1,
        'oath-deed': 1,
        'oath-qualities': 4,
        'oath-oaths': 1,
        'foundation-1': 2,
        'foundation-2': 1,
      },
    },
    round: 2,
    phase: 'command',
    active: 0,
    firstPlayer: 0,
  });
}

/** The Paladin's Bondsman ability used on the Armiger (the Command phase's rule-choice); the Armiger's OC then. */
function armigerOc(g: Game): number {
  g.do(0, { type: 'use-rule', rule: PALADIN_DUTY, unit: 'p1u1', target: 'p1u2' });
  expect(g.state.effects.some((e) => e.unit === 'p1u2' && e.bonded && e.by === 'p1u1')).toBe(true);
  const u = g.state.units.p1u2 as UnitState;
  return characteristic(g.state, u, u.models[0] as UnitState['models'][number], 'OC').value;
}

describe('Acquisitor-at-Arms: "add the bearers Objective Control characteristic to that of each model affected"', () => {
  it('the bearer on the defensive line, no enemy unit on it: the Armiger under its Bondsman ability has OC 3 + 10', () => {
    const g = game('Acquisitor-at-Arms');
    expect(g.pending.prompt).toBe('Bondsman: up to 1 more ARMIGER model can be selected');
    expect(armigerOc(g)).toBe(13);
    const u = g.state.units.p1u2 as UnitState;
    expect(characteristic(g.state, u, u.models[0] as UnitState['models'][number], 'OC').applied).toEqual([
      { source: 'Acquisitor-at-Arms (Knight Paladin)', change: '+10' },
    ]);
    // The bearer's own OC is not changed.
    const k = g.state.units.p1u1 as UnitState;
    expect(characteristic(g.state, k, k.models[0] as UnitState['models'][number], 'OC').value).toBe(10);
  });

  it('its OC counts towards your Level of Control over the west marker it stands within 3" of: 13, not 3', () => {
    const g = game('Acquisitor-at-Arms');
    armigerOc(g);
    expect(evaluateControl(g.state).levels[1]).toEqual([13, 0]);
    const h = game(undefined);
    armigerOc(h);
    expect(evaluateControl(h.state).levels[1]).toEqual([3, 0]);
  });

  it('an enemy unit on your defensive line: no OC added (3)', () => {
    // The Guard's line at y 22 from x 26 crosses the line between the two markers.
    expect(armigerOc(game('Acquisitor-at-Arms', 22))).toBe(3);
  });

  it('the bearer off your defensive line (3" from it): no OC added (3)', () => {
    expect(armigerOc(game('Acquisitor-at-Arms', 40, 25.5))).toBe(3);
  });

  it('without the Enhancement: the Armiger keeps OC 3', () => {
    expect(armigerOc(game(undefined))).toBe(3);
  });
});
