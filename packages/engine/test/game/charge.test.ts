import { describe, expect, it } from 'vitest';
import { suggestMove } from '../../src/index.js';
import { GUARD, MARINES, row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The Charge phase: units that did not Advance or Fall Back declare charges against enemy units within
 * 12", roll 2D6, and make a Charge move ending within Engagement Range of every target, never within
 * Engagement Range of another enemy unit, in coherency; a charging unit gains Fights First.
 */
const shift = (rows: Record<string, { x: number; y: number }>, dy: number) =>
  Object.fromEntries(Object.entries(rows).map(([id, p]) => [id, [{ x: p.x, y: p.y + dy }]]));

function chargeGame(dice: number[], extra: Record<string, unknown> = {}) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: MARINES }] },
      { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: GUARD }] },
    ],
    positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', 5, 10, 16), p2u2: row('p2u2', 10, 30, 30, 1.2) },
    phase: 'charge',
    dice,
    ...extra,
  });
}

describe('charges', () => {
  it('offers charges against enemy units within 12" only', () => {
    const g = chargeGame([]);
    expect(g.labels()).toEqual([
      'Marines (p1u1) declares a charge against Targets (p2u1)',
      'end the Charge phase (declare no more charges)',
    ]);
    expect(g.rejects(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u2'] })).toBe(
      'p2u2 is not an enemy unit within 12" of p1u1',
    );
  });

  it('rolls 2D6 as one roll; a roll too short to reach fails the charge at once', () => {
    const g = chargeGame([1, 2]);
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    expect(g.find('dice-rolled')[0]).toMatchObject({ kind: 'charge', faces: [1, 2], split: [2] });
    expect(g.find('charge-failed')[0]).toMatchObject({
      unit: 'p1u1',
      roll: 3,
      reason: 'the Charge roll is not enough',
    });
    expect(g.types().slice(0, 3)).toEqual(['command-accepted', 'unit-done', 'charge-declared']);
    expect(g.find('charge-moved')).toEqual([]);
  });

  it('checks the Charge move: within Engagement Range of every target, not of others, and no farther than the roll', () => {
    const g = chargeGame([3, 4]);
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    expect(g.pending).toMatchObject({ player: 0, kind: 'charge-move' });
    const start = row('p1u1', 5, 10, 10);
    expect(g.rejects(0, { type: 'charge-move', unit: 'p1u1', paths: shift(start, 2) })).toBe(
      'the Charge move does not end within Engagement Range of p2u1',
    );
    expect(g.rejects(0, { type: 'charge-move', unit: 'p1u1', paths: shift(start, 7.5) })).toBe(
      'model p1u1m1: moves 7.5", more than the 7" of a Charge move',
    );
    const contact = shift(start, 16 - 1.26 - 10);
    g.do(0, { type: 'charge-move', unit: 'p1u1', paths: contact });
    expect(g.find('charge-moved')[0]).toMatchObject({ unit: 'p1u1', bonus: true });
    expect(g.state.units.p1u1?.history).toMatchObject({ chargeDeclared: true, charged: true, chargeBonus: true });
  });

  it('a Charge move cannot pass through enemy models (FLY excepted)', () => {
    // Core rules, Moving: models can be moved through friendly models, not through enemy models.
    //   y=17.27  M M M M M   <- the chargers would end here, behind the targets
    //   y=16     T T T T T   (bases 0.24" apart: no gap to pass)
    //   y=10     M M M M M   <- the chargers start here
    const g = chargeGame([6, 6]);
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    const behind = shift(row('p1u1', 5, 10, 10), 7.27);
    expect(g.rejects(0, { type: 'charge-move', unit: 'p1u1', paths: behind })).toBe(
      'model p1u1m1: its Charge move passes through enemy model p2u1m1',
    );
  });

  it('a model that could reach base contact must end within Engagement Range of an enemy', () => {
    const g = chargeGame([6, 6]);
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    const start = row('p1u1', 5, 10, 10);
    const paths = shift(start, 16 - 1.26 - 10);
    paths.p1u1m5 = [{ x: 16, y: 12 }];
    expect(g.rejects(0, { type: 'charge-move', unit: 'p1u1', paths })).toBe(
      'model p1u1m5: could reach base-to-base contact with a target, so it must end within Engagement Range of one',
    );
  });

  it('the engine can suggest a legal Charge move; the charging unit then fights first', () => {
    const g = chargeGame([4, 4]);
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    const move = suggestMove(g.state);
    expect(move?.type).toBe('charge-move');
    g.do(0, move as never);
    g.passUntil((x) => x.pending.kind === 'fight');
    expect(g.state.flow.step).toBe('fights-first');
    expect(g.pending).toMatchObject({ player: 0 });
    expect(g.labels()).toEqual(['Marines (p1u1) fights']);
  });
});
