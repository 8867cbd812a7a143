import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, MARINES, row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Detachment Stratagems that select one enemy unit ("Select one enemy unit within Engagement Range of
 * your unit ... each time a model in your unit makes a melee attack that targets that enemy unit") or
 * let you spend Yield points ("Each time you use this Stratagem, you can spend 3YP"): the use names the
 * enemy unit and whether YP are spent; the YP are a counter of the player, reduced by a logged event.
 */

/**
 * Player 2's Fight phase: Red's Marines (y=16) are engaged with Blue's Targets (Sv4+, y=17.26) and with
 * Blue's Guard (Sv5+, y=14.8).
 */
function fight(detachment: string, counters: Record<string, Record<string, number>>) {
  const g = new Game({
    armies: [
      { name: 'Red', faction: 'Leagues of Votann', detachment, units: [{ datasheet: MARINES }] },
      { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: GUARD }] },
    ] as never,
    positions: {
      p1u1: row('p1u1', 5, 27, 16),
      p2u1: row('p2u1', 5, 27, 17.26),
      p2u2: row('p2u2', 10, 25, 14.8, 1.2),
    },
    phase: 'fight',
    active: 1,
    cp: [3, 3],
    counters,
  });
  return g;
}

function offers(g: Game, slug: string): Action[] {
  if (g.pending.kind !== 'stratagem-window') return [];
  return g.pending.options.flatMap((x) =>
    x.kind === 'choice' && x.action.type === 'use-stratagem' && x.action.stratagem.endsWith(slug) ? [x.action] : [],
  );
}

/** p1u1m3 fights p2u1 with its close combat weapon: hit 3 (WS3+), wound 4 (S4 v T4), then the save die. */
function fightTargets(g: Game, save: number): GameEvent[] {
  g.passWindows();
  g.do(0, { type: 'fight', unit: 'p1u1' });
  if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
  g.passWindows();
  g.withDice(3, 4, save);
  g.do(0, {
    type: 'melee',
    unit: 'p1u1',
    attacks: [{ model: 'p1u1m3', weapon: 'Close combat weapon', target: 'p2u1' }],
  });
  g.passUntil((x) => x.find('save-result').length > 0, 20);
  return g.find('save-result');
}

const YP = 'leagues-of-votann/needgaard-oathband/honour-of-the-hold';

describe('Honour of the Hold (Needgaârd Oathband)', () => {
  // "Each time you use this Stratagem, you can spend 3YP. Select one enemy unit within Engagement Range of your unit.
  // Until the end of the phase, each time a model in your unit makes a melee attack that targets that enemy unit,
  // improve the Armour Penetration characteristic of that attack by 1. If you spent YP during this use of this
  // Stratagem, improve the Armour Penetration characteristic of that attack by 2 instead."
  it('offers each enemy unit within Engagement Range, spending 3YP or not', () => {
    const g = fight('Needgaârd Oathband', { 'player-1': { 'yield-point': 4 } });
    expect(offers(g, 'honour-of-the-hold')).toEqual([
      { type: 'use-stratagem', stratagem: 'needgaard-oathband/honour-of-the-hold', target: 'p1u1', enemy: 'p2u1' },
      {
        type: 'use-stratagem',
        stratagem: 'needgaard-oathband/honour-of-the-hold',
        target: 'p1u1',
        enemy: 'p2u1',
        spend: true,
      },
      { type: 'use-stratagem', stratagem: 'needgaard-oathband/honour-of-the-hold', target: 'p1u1', enemy: 'p2u2' },
      {
        type: 'use-stratagem',
        stratagem: 'needgaard-oathband/honour-of-the-hold',
        target: 'p1u1',
        enemy: 'p2u2',
        spend: true,
      },
    ]);
  });

  it('spending 3YP (4 to 1, logged): AP improved by 2 against that enemy unit, its Sv4+ save needs a 6', () => {
    const g = fight('Needgaârd Oathband', { 'player-1': { 'yield-point': 4 } });
    const use = offers(g, 'honour-of-the-hold').find(
      (a) => a.type === 'use-stratagem' && a.enemy === 'p2u1' && a.spend,
    );
    const events = g.do(0, use as Action);
    expect(g.find('counter-set', events)).toMatchObject([
      { type: 'counter-set', holder: 'player-1', counter: 'yield-point', value: 1, rule: YP },
    ]);
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({
      unit: 'p1u1',
      rule: YP,
      against: 'p2u1',
      answers: { 'spent-yield-points': true },
    });
    expect(fightTargets(g, 5)[0]).toMatchObject({ unit: 'p2u1', threshold: 6, face: 5, passed: false });
  });

  it('without spending: AP improved by 1, the save needs a 5 (a 5 passes); 2YP cannot pay for it', () => {
    const g = fight('Needgaârd Oathband', { 'player-1': { 'yield-point': 2 } });
    const uses = offers(g, 'honour-of-the-hold');
    expect(uses.some((a) => a.type === 'use-stratagem' && a.spend)).toBe(false);
    const events = g.do(0, uses[0] as Action);
    expect(g.find('counter-set', events)).toEqual([]);
    expect(fightTargets(g, 5)[0]).toMatchObject({ unit: 'p2u1', threshold: 5, face: 5, passed: true });
  });

  it('selected against the Guard: attacks on the Targets keep their AP (the save needs a 4)', () => {
    const g = fight('Needgaârd Oathband', { 'player-1': { 'yield-point': 4 } });
    const use = offers(g, 'honour-of-the-hold').find(
      (a) => a.type === 'use-stratagem' && a.enemy === 'p2u2' && a.spend,
    );
    g.do(0, use as Action);
    expect(fightTargets(g, 4)[0]).toMatchObject({ unit: 'p2u1', threshold: 4, face: 4, passed: true });
  });
});

describe('Warrior Pride (Oathband)', () => {
  // "TARGET: One unit from your army, and one enemy unit that has one or more Judgement tokens and is within
  // Engagement Range of that unit. EFFECT: Until the end of the phase, each time a model in your unit makes a melee
  // attack that targets that enemy unit, improve the Armour Penetration characteristic of that attack by 1 for each
  // Judgement token that enemy unit has."
  it('offered against the engaged enemy unit with tokens only; 2 tokens: AP improved by 2, Sv4+ needs a 6', () => {
    const g = fight('Oathband', { p2u1: { 'judgement-token': 2 } });
    const uses = offers(g, 'warrior-pride');
    expect(uses).toEqual([
      { type: 'use-stratagem', stratagem: 'oathband/warrior-pride', target: 'p1u1', enemy: 'p2u1' },
    ]);
    const events = g.do(0, uses[0] as Action);
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({ unit: 'p1u1', against: 'p2u1' });
    expect(fightTargets(g, 5)[0]).toMatchObject({ unit: 'p2u1', threshold: 6, face: 5, passed: false });
  });

  it('1 token: AP improved by 1, Sv4+ needs a 5', () => {
    const g = fight('Oathband', { p2u1: { 'judgement-token': 1 } });
    g.do(0, offers(g, 'warrior-pride')[0] as Action);
    expect(fightTargets(g, 4)[0]).toMatchObject({ unit: 'p2u1', threshold: 5, face: 4, passed: false });
  });

  it('not offered when no engaged enemy unit has a Judgement token', () => {
    const g = fight('Oathband', {});
    expect(offers(g, 'warrior-pride')).toEqual([]);
  });
});

const GUNS = quickDatasheet('t:guns', 'Gunners', [{ M: 6, W: 2, base: 32 }], {
  minModels: 2,
  weapons: [{ name: 'Storm bolter', range: 24, A: 1, skill: 3, S: 4, AP: 0, D: 1 }, ccw],
});

/** Red's Shooting phase: Gunners 20" from Blue's Guard. */
function shooting(yp: number) {
  const g = new Game({
    armies: [
      { name: 'Red', faction: 'Leagues of Votann', detachment: 'Needgaârd Oathband', units: [{ datasheet: GUNS }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ] as never,
    positions: { p1u1: row('p1u1', 2, 10, 10), p2u1: row('p2u1', 10, 10, 30, 1.2) },
    phase: 'shooting',
    cp: [3, 3],
    counters: { 'player-1': { 'yield-point': yp } },
  });
  return g;
}

describe('Ancestral Sentence (Needgaârd Oathband)', () => {
  // "Each time you use this Stratagem, you can spend 3YP. Until the end of the phase, ranged weapons equipped by
  // models in your unit have the [SUSTAINED HITS 1] ability. If you spent YP during this use of this Stratagem, until
  // the end of the phase, those weapons have the [SUSTAINED HITS 2] ability instead."
  for (const [spend, hits] of [
    [true, 3],
    [false, 2],
  ] as const) {
    it(`${spend ? 'spending 3YP: [SUSTAINED HITS 2]' : 'not spending: [SUSTAINED HITS 1]'}, a Critical Hit scores ${hits} hits`, () => {
      const g = shooting(3);
      const uses = offers(g, 'needgaard-oathband/ancestral-sentence');
      expect(uses.map((a) => a.type === 'use-stratagem' && !!a.spend)).toEqual([false, true]);
      const events = g.do(0, uses.find((a) => a.type === 'use-stratagem' && !!a.spend === spend) as Action);
      expect(g.find('counter-set', events).map((e) => e.type === 'counter-set' && e.value)).toEqual(spend ? [0] : []);
      g.passWindows();
      // Hit roll 6 (a Critical Hit); the wound rolls (1s) fail.
      g.withDice(6, 1, 1, 1);
      g.do(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [{ model: 'p1u1m1', weapon: 'Storm bolter', target: 'p2u1' }],
      });
      g.passUntil((x) => x.find('hits-scored').length > 0, 20);
      expect(g.find('hits-scored')[0]).toMatchObject({ attacks: 1, hits, critical: 1 });
    });
  }
});
