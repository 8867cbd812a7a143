import { describe, expect, it } from 'vitest';
import { characteristic } from '../../src/game/characteristics.js';
import { evaluateControl } from '../../src/game/objectives.js';
import type { UnitState } from '../../src/game/types.js';
import { damagedEffects, damagedIsHitMinusOne, quickDatasheet } from '../../src/index.js';
import { ccw, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The Damaged bracket's Objective Control row (rules/core/damaged.ts, typed at import): the Knights' "While this
 * model has 1-8 wounds remaining, subtract 5 from this model's Objective Control characteristic and each time this
 * model makes an attack, subtract 1 from the Hit roll."
 */
const TEXT =
  'While this model has 1-8 wounds remaining, subtract 5 from this model’s Objective Control characteristic and each time this model makes an attack, subtract 1 from the Hit roll.';
const KNIGHT = quickDatasheet('t:knight', 'Knight', [{ M: 10, T: 11, Sv: 3, W: 22, Ld: 6, OC: 10, base: 100 }], {
  keywords: ['VEHICLE', 'TITANIC'],
  damaged: { min: 1, max: 8, text: TEXT },
});

const SQUAD = quickDatasheet('t:squad', 'Squad', [{ M: 6, T: 4, Sv: 4, W: 1, Ld: 7, OC: 2, base: 25 }], {
  minModels: 4,
  weapons: [ccw],
});

describe('Damaged bracket: "subtract 5 from this model’s Objective Control characteristic"', () => {
  it('is typed at import from each wording of the export, beside the Hit roll row', () => {
    const rows = [
      { kind: 'stat', stat: 'OC', change: 'add', by: -5 },
      { kind: 'roll', roll: 'hit', n: -1 },
    ];
    expect(damagedEffects(TEXT)).toEqual(rows);
    expect(
      damagedEffects(
        'While this model has 1-8 wounds remaining, subtract 5 from its Objective Control characteristic, and each time this model makes an attack, subtract 1 from the Hit roll.',
      ),
    ).toEqual(rows);
    expect(
      damagedEffects(
        "While this model has 1-4 wounds remaining, subtract 3 from this model's Objective Control characteristic.",
      ),
    ).toEqual([{ kind: 'stat', stat: 'OC', change: 'add', by: -3 }]);
    // The calculator's toggle still finds the Hit roll row among several.
    expect(damagedIsHitMinusOne(damagedEffects(TEXT))).toBe(true);
    expect(damagedIsHitMinusOne(damagedEffects('subtract 5 from its Objective Control characteristic'))).toBe(false);
  });

  /** The Knight on the centre objective marker (30, 22) against 4 Guardsmen (OC 2 each: 8). */
  function onMarker(wounds: number) {
    return new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: KNIGHT }] },
        { name: 'Blue', units: [{ datasheet: SQUAD }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 30, y: 24 } }, p2u1: row('p2u1', 4, 28, 20.5, 1.1) },
      wounds: { p1u1m1: wounds },
      round: 2,
      phase: 'command',
      active: 0,
      firstPlayer: 0,
    });
  }
  const oc = (g: Game) => {
    const u = g.state.units.p1u1 as UnitState;
    return characteristic(g.state, u, u.models[0] as UnitState['models'][number], 'OC');
  };

  it('within 1-8 wounds remaining the model has OC 5, named by its bracket, and loses the marker it held', () => {
    const g = onMarker(8);
    expect(oc(g)).toEqual({
      value: 5,
      base: 10,
      applied: [{ source: 'Damaged (1-8 wounds remaining)', change: expect.stringContaining('5') }],
    });
    expect(evaluateControl(g.state).levels[0]).toEqual([5, 8]);
    expect(evaluateControl(g.state).control[0]).toBe(1);
  });

  it('control: with 9 wounds remaining it keeps OC 10 and holds the marker', () => {
    const g = onMarker(9);
    expect(oc(g)).toEqual({ value: 10, base: 10, applied: [] });
    expect(evaluateControl(g.state).levels[0]).toEqual([10, 8]);
    expect(evaluateControl(g.state).control[0]).toBe(0);
  });
});
