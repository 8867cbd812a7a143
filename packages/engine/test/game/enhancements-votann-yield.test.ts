import { describe, expect, it } from 'vitest';
import type { Datasheet } from '../../src/index.js';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { TANK } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Leagues of Votann Enhancements that give Yield points at the end of a turn (issue 13): asked through the pending
 * decision, with the exact counters.
 */

const PE = { faction: 'Leagues of Votann', armyRules: ['Prioritised Efficiency'] };
const YP = 'yield-point';

/** A Kâhl alone: one model, the Hearthkyn's combi-bolter (2 attacks, BS4+ S4 AP0 D1). */
function kahl(id = 'lov-kahl'): Datasheet {
  const ds = hearthkyn();
  return {
    ...ds,
    id,
    name: 'Kâhl',
    profiles: ds.profiles.map((p) => ({ ...p, name: 'Kâhl', wounds: 5 })),
    composition: [{ model: 'Kâhl', min: 1, max: 1 }],
    points: [{ models: 1, points: 75 }],
    keywords: ['INFANTRY', 'CHARACTER', 'KÂHL'],
  };
}

describe('Dead Reckoning (Needgaârd Oathband)', () => {
  // "LEAGUES OF VOTANN model only. At the end of the turn, if the bearer is on the battlefield and you spent no YP in
  // that turn, you can gain 1YP."
  const DR = 'leagues-of-votann/needgaard-oathband/dead-reckoning';
  // Red's Shooting phase, round 1: a Kâhl with Iron Ambassador (p1u1), the bearer of Dead Reckoning (p1u2), Blue's
  // Tank 20" away; Red has 1YP.
  const battle = () =>
    new Game({
      armies: [
        {
          name: 'Red',
          ...PE,
          detachment: 'Needgaârd Oathband',
          units: [
            { datasheet: kahl(), enhancement: 'Iron Ambassador' },
            { datasheet: kahl('lov-kahl-2'), enhancement: 'Dead Reckoning' },
          ],
        },
        { name: 'Blue', units: [{ datasheet: TANK }] },
      ],
      positions: { p1u1: { x: 14, y: 5 }, p1u2: { x: 24, y: 5 }, p2u1: { x: 14, y: 25 } },
      phase: 'shooting',
      cp: [0, 0],
      // Iron Ambassador's shots (hit rolls 1, 1 miss), where it is used.
      dice: [1, 1],
      counters: { 'player-1': { [YP]: 1 } },
    });
  const toEnd = (g: Game) => g.passUntil((x) => x.pending.kind === 'rule-choice' || x.state.flow.turn === 2);

  it('no YP spent in Red’s turn: asked at its end (the end of its Fight phase), 1YP becomes 2YP', () => {
    const g = battle();
    toEnd(g);
    expect(g.state.flow).toMatchObject({ round: 1, turn: 1, phase: 'fight' });
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Dead Reckoning (Kâhl): use it or pass',
    });
    expect(g.labels()).toEqual(['Dead Reckoning: gain 1YP', 'do not use Dead Reckoning']);
    const used = g.choose('gain 1YP');
    expect(g.find('rule-used', used)).toEqual([expect.objectContaining({ rule: DR, unit: 'p1u2' })]);
    // The choice runs on into Blue's turn (its Command phase's YP are Prioritised Efficiency's).
    expect(g.find('counter-set', used).filter((e) => e.rule === DR)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: YP, value: 2 }),
    ]);
    expect(g.state.flow).toMatchObject({ round: 1, turn: 2, active: 1 });
  });

  it('1YP spent on Iron Ambassador: not asked at the end of Red’s turn; Blue’s turn starts afresh and it is asked', () => {
    const g = battle();
    g.choose('uses Iron Ambassador, spending 1YP');
    expect(g.state.counters?.['player-1']?.[YP]).toBe(0);
    expect(g.state.spentThisTurn).toEqual({ 'player-1': [YP] });
    g.choose('shoots Tank');
    toEnd(g);
    expect(g.state.flow).toMatchObject({ round: 1, turn: 2, active: 1 });
    expect(g.find('rule-used', g.record.events).filter((e) => e.rule === DR)).toEqual([]);
    expect(g.state.spentThisTurn).toBeUndefined();
    // Blue's turn: Red spends nothing; at the end of Blue's Fight phase Red gains 1YP.
    g.passUntil((x) => x.pending.kind === 'rule-choice' || x.state.flow.round === 2);
    expect(g.state.flow).toMatchObject({ round: 1, turn: 2, phase: 'fight' });
    // (Red controls its home marker, within its deployment zone: 1YP at the end of Blue's Command phase.)
    expect(g.state.counters?.['player-1']?.[YP]).toBe(1);
    const used = g.choose('Dead Reckoning: gain 1YP');
    expect(g.find('counter-set', used).filter((e) => e.rule === DR)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: YP, value: 2 }),
    ]);
  });

  it('not offered for a bearer not on the battlefield (in Reserves)', () => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          ...PE,
          detachment: 'Needgaârd Oathband',
          units: [{ datasheet: kahl(), enhancement: 'Dead Reckoning' }],
        },
        { name: 'Blue', units: [{ datasheet: rifles() }] },
      ],
      positions: { p2u1: { x: 14, y: 25 } },
      reserves: { p1u1: 'strategic' },
      phase: 'fight',
      cp: [0, 0],
    });
    toEnd(g);
    expect(g.state.flow).toMatchObject({ round: 1, turn: 2 });
    expect(g.find('rule-used', g.record.events)).toEqual([]);
  });
});
