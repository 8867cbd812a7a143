import { describe, expect, it } from 'vitest';
import type { Datasheet } from '../../src/index.js';
import { gun, hearthkyn } from '../rules/fixtures.js';
import { HERO } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Leagues of Votann Enhancements used when the bearer's unit is selected to fight (issue 13): asked through the
 * pending decision, the YP spent logged, with injected dice and the exact state.
 */

const PE = { faction: 'Leagues of Votann', armyRules: ['Prioritised Efficiency'] };

/** A Kâhl alone with a hammer: 2 attacks, WS3+ S8 AP-2 D1. */
function hammerKahl(): Datasheet {
  const ds = hearthkyn();
  return {
    ...ds,
    id: 'lov-kahl',
    name: 'Kâhl',
    profiles: ds.profiles.map((p) => ({ ...p, name: 'Kâhl', wounds: 5 })),
    weapons: [gun('Mass hammer', '2 3 8 -2 1', '', 'melee')],
    equipment: [{ who: 'Every model', items: ['mass hammer'] }],
    composition: [{ model: 'Kâhl', min: 1, max: 1 }],
    points: [{ models: 1, points: 75 }],
    keywords: ['INFANTRY', 'CHARACTER', 'KÂHL'],
  };
}

/** Blue's turn, its Fight phase: Red's Kâhl (the bearer) is in Engagement Range of Blue's Captain (W5). */
function fight(detachment: string, enhancement: string, dice: number[], yp: number) {
  return new Game({
    armies: [
      { name: 'Red', ...PE, detachment, units: [{ datasheet: hammerKahl(), enhancement }] },
      { name: 'Blue', units: [{ datasheet: HERO }] },
    ],
    positions: { p1u1: { x: 20, y: 10 }, p2u1: { x: 20, y: 11.8 } },
    phase: 'fight',
    active: 1,
    cp: [0, 0],
    dice,
    counters: { 'player-1': { 'yield-point': yp } },
  });
}

describe('Piledriver (Dêlve Assault Shift)', () => {
  // "LEAGUES OF VOTANN model only. Each time the bearer's unit is selected to fight, the bearer can use this
  // Enhancement. If it does, spend up to 2YP and, until the end of the phase, add the number of YP you just spent to
  // the Damage characteristic of the bearer's melee weapons."
  // Hit rolls 4, 4 (WS3+); wound rolls 5, 5 (S8 against T5: 3+); saves 1, 1 (4+ invulnerable).
  const DICE = [4, 4, 5, 5, 1, 1];
  const PD = 'leagues-of-votann/delve-assault-shift/piledriver';

  it('1 of its 2YP spent: the two hammer wounds deal 2 damage each (the Captain’s 5 wounds to 1)', () => {
    const g = fight('Dêlve Assault Shift', 'Piledriver', DICE, 2);
    g.choose('Kâhl (p1u1) fights');
    expect(g.pending).toMatchObject({ player: 0, kind: 'rule-choice', prompt: 'Piledriver (Kâhl): use it or pass' });
    expect(g.labels()).toEqual(['Piledriver: spend 1YP', 'Piledriver: spend 2YP', 'do not use Piledriver']);
    const used = g.choose('spend 1YP');
    expect(g.find('rule-used', used)).toEqual([expect.objectContaining({ rule: PD, unit: 'p1u1' })]);
    expect(g.find('counter-set', used)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: 'yield-point', value: 1, rule: PD }),
    ]);
    expect(g.find('effect-added', used)).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({
          kind: 'rule',
          unit: 'p1u1',
          answers: { 'piledriver-at-least-1yp': true },
          until: { kind: 'end-of-phase' },
        }),
      }),
    ]);
    g.choose('Pile In: no model moves');
    g.choose('Kâhl fights Captain');
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(1);
  });

  it('2YP spent: 3 damage each, the Captain is destroyed; not used: 1 each (5 to 3)', () => {
    const two = fight('Dêlve Assault Shift', 'Piledriver', DICE, 2);
    two.choose('Kâhl (p1u1) fights');
    two.choose('spend 2YP');
    expect(two.state.counters?.['player-1']?.['yield-point']).toBe(0);
    two.choose('Pile In: no model moves');
    two.choose('Kâhl fights Captain');
    expect(two.state.units.p2u1?.models[0]?.wounds).toBe(0);
    const not = fight('Dêlve Assault Shift', 'Piledriver', DICE, 2);
    not.choose('Kâhl (p1u1) fights');
    not.choose('do not use Piledriver');
    not.choose('Pile In: no model moves');
    not.choose('Kâhl fights Captain');
    expect(not.state.units.p2u1?.models[0]?.wounds).toBe(3);
    expect(not.state.counters?.['player-1']?.['yield-point']).toBe(2);
  });

  it('with 1YP only the 1YP option is offered; with none, nothing is asked', () => {
    const one = fight('Dêlve Assault Shift', 'Piledriver', [], 1);
    one.choose('Kâhl (p1u1) fights');
    expect(one.labels()).toEqual(['Piledriver: spend 1YP', 'do not use Piledriver']);
    const none = fight('Dêlve Assault Shift', 'Piledriver', [], 0);
    none.choose('Kâhl (p1u1) fights');
    expect(none.pending.kind).toBe('pile-in');
  });
});
