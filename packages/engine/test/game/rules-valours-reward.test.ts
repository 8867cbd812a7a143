import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, row } from './fixtures.js';
import { Game, JUMPERS } from './harness.js';

/**
 * Valour's Reward (Questoris Companions, seed 003): "The Enhancements shown below can become expended. You cannot use
 * such Enhancements while they are expended. Each time you fulfil your Oath, each expended Enhancement is no longer
 * expended." Its four Enhancements (the 2025-11 export) are offered in their windows while not expended.
 */
const gun = { name: 'Avenger gatling cannon', range: 36, A: 1, skill: 3, S: 6, AP: 0, D: 1 };
const KNIGHT = quickDatasheet('t:knight', 'Knight Errant', [{ M: 10, T: 11, Sv: 3, W: 22, base: 100 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC', 'CHARACTER'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [gun, ccw],
});
/** One model (Ld 7, Sv 5+, W 1). */
const GUARD = quickDatasheet('t:grunt', 'Grunt', [{ M: 6, T: 3, Sv: 5, W: 1, Ld: 7, OC: 2, base: 25 }], {
  weapons: [ccw],
});
const red = (enhancement: string) => ({
  name: 'Red',
  faction: 'Imperial Knights',
  detachment: 'Questoris Companions',
  units: [{ datasheet: KNIGHT, enhancement }],
});
/** Red's Oath: "We vow to lay low the tyrant..." (the tyrant p2u2), not fulfilled. */
const OATH = { 'oath-deeds': 1, 'oath-deed': 1, 'oath-qualities': 4, 'oath-oaths': 1 };
const melee = {
  type: 'melee' as const,
  unit: 'p1u1',
  attacks: [{ model: 'p1u1m1', weapon: ccw.name, target: 'p2u1' }],
};

/** Red's Knight within Engagement Range of Blue's one Guard model, the Fight phase of Blue's turn (Red fights first); Blue's Jumpers p2u2 9.5" off. */
function fight(enhancement: string, counters: Record<string, Record<string, number>> = {}) {
  return new Game({
    armies: [red(enhancement), { name: 'Blue', units: [{ datasheet: GUARD }, { datasheet: JUMPERS }] }] as never,
    positions: {
      p1u1: { p1u1m1: { x: 20, y: 10 } },
      p2u1: row('p2u1', 1, 20, 12.5),
      p2u2: { p2u2m1: { x: 20, y: 22 } },
    },
    round: 2,
    phase: 'fight',
    active: 1,
    firstPlayer: 0,
    counters: { 'player-1': OATH, p2u2: { 'oath-tyrant': 1 }, ...counters },
  });
}

describe('Pennant of Silvered Fury', () => {
  // "When the bearer is selected to fight, it can use this Enhancement. If it does, this Enhancement is expended,
  // then until the end of the phase, melee weapons equipped by the bearer have the [sustained hits 2] ability."
  it('offered when the bearer is selected to fight; used: a Critical Hit scores 2 more hits, and it is expended', () => {
    const g = fight('Pennant of Silvered Fury');
    g.do(0, { type: 'fight', unit: 'p1u1' });
    g.passWindows();
    expect(g.labels()).toEqual([
      'Pennant of Silvered Fury: use it (until the end of the phase)',
      'do not use Pennant of Silvered Fury',
    ]);
    g.choose('use it');
    expect(g.state.counters?.p1u1).toEqual({ 'enhancement-expended': 1 });
    if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
    g.passWindows();
    // Hit roll 6 (a Critical Hit: 1 + 2 hits), three Wound rolls.
    g.withDice(6, 2, 2, 2);
    g.do(0, melee);
    g.passWindows();
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ hits: 3, critical: 1 });
  });

  it('"You cannot use such Enhancements while they are expended": not offered', () => {
    const g = fight('Pennant of Silvered Fury', { p1u1: { 'enhancement-expended': 1 } });
    g.do(0, { type: 'fight', unit: 'p1u1' });
    g.passWindows();
    expect(g.labels().some((l) => l.includes('Pennant'))).toBe(false);
  });
});

describe('Crushing Condemnation', () => {
  // "When the bearer is selected to fight, after resolving its attacks, if one or more enemy units were destroyed by
  // those attacks, the bearer can use this Enhancement ... select one enemy unit ... within 12" of and visible to the
  // bearer. Roll six D6: for each 4+, that enemy unit suffers 1 mortal wound."
  it('the Guard destroyed: six D6 against the Jumpers 10" away, three 4+ rolls are 3 mortal wounds', () => {
    const g = fight('Crushing Condemnation');
    g.do(0, { type: 'fight', unit: 'p1u1' });
    g.passWindows();
    if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
    g.passWindows();
    // Hit 6, Wound 6, save 1: the one Guard model is destroyed.
    g.withDice(6, 6, 1);
    g.do(0, melee);
    g.passWindows();
    expect(g.pending.prompt).toBe('Crushing Condemnation (Knight Errant): use it or pass');
    expect(g.labels()).toEqual([
      'Crushing Condemnation: roll 6 D6 for Jumpers (p2u2), 1 mortal wound for each 4+',
      'do not use Crushing Condemnation',
    ]);
    g.withDice(4, 5, 6, 1, 2, 3);
    g.choose('Jumpers');
    expect(g.find('mortal-wounds', g.record.events)).toEqual([
      expect.objectContaining({ unit: 'p2u2', amount: 3, source: 'Crushing Condemnation' }),
    ]);
    // Expended; the Jumpers (W1) were the tyrant: at the end of the turn the Oath is fulfilled and it returns.
    const expended = g.find('counter-set', g.record.events).filter((e) => e.counter === 'enhancement-expended');
    expect(expended.map((e) => e.value)).toEqual([1, 0]);
  });
});

describe('Herald of Triumph', () => {
  // "When the bearer ends a Charge move, it can use this Enhancement. If it does, this Enhancement is expended, then
  // each enemy unit within Engagement Range of the bearer must take a Battle-shock test, subtracting 1 from the
  // result."
  it('after its Charge move: the Guard within Engagement Range takes a test, 2D6 7 - 1 against Ld 7: failed', () => {
    const g = new Game({
      armies: [red('Herald of Triumph'), { name: 'Blue', units: [{ datasheet: GUARD }] }] as never,
      positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: row('p2u1', 1, 20, 16) },
      round: 2,
      phase: 'charge',
      active: 0,
      firstPlayer: 0,
      counters: { 'player-1': OATH },
    });
    g.passWindows();
    g.withDice(5, 5);
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    g.passWindows();
    // The Knight's base (1.97" in radius) to the Guard's (0.49"): 16 - 10 - 2.46 = 3.54" to base contact.
    g.do(0, { type: 'charge-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 13.4 }] } });
    g.passWindows();
    expect(g.labels()).toEqual([
      'Herald of Triumph: each enemy unit within Engagement Range of Knight Errant (p1u1) takes a Battle-shock test',
      'do not use Herald of Triumph',
    ]);
    g.withDice(3, 4);
    g.choose('takes a Battle-shock test');
    expect(g.find('battle-shock-test', g.record.events)).toEqual([
      expect.objectContaining({ unit: 'p2u1', total: 6, leadership: 7, passed: false }),
    ]);
  });
});

describe('Wyrmslayer Divination', () => {
  // "In your Shooting phase, when the bearer is selected to shoot, it can use this Enhancement. If it does, this
  // Enhancement is expended, then until the end of the phase, each time it makes an attack that targets a unit that
  // can FLY, you can re-roll the Hit roll."
  function shot(use: boolean) {
    const g = new Game({
      armies: [red('Wyrmslayer Divination'), { name: 'Blue', units: [{ datasheet: JUMPERS }] }] as never,
      positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: row('p2u1', 10, 1, 30, 1.2) },
      round: 2,
      phase: 'shooting',
      active: 0,
      firstPlayer: 0,
      counters: { 'player-1': OATH },
    });
    g.passWindows();
    if (use) {
      g.choose('uses Wyrmslayer Divination, then shoots');
      expect(g.state.counters?.p1u1).toEqual({ 'enhancement-expended': 1 });
    }
    // Hit roll 2 (BS 3+: a miss), re-rolled to 5 where the Enhancement is used; Wound roll 6; save 1.
    g.withDice(2, 5, 6, 1);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: gun.name, target: 'p2u1' }] });
    g.passWindows();
    return g.find('die-rerolled', g.record.events).map((e) => [e.from, e.to]);
  }
  it('used against the Jumpers (FLY): the failed Hit roll is re-rolled', () => {
    expect(shot(true)).toEqual([[2, 5]]);
  });
  it('not used: it is not', () => {
    expect(shot(false)).toEqual([]);
  });
});

describe('Valour’s Reward: "Each time you fulfil your Oath, each expended Enhancement is no longer expended"', () => {
  it('the tyrant destroyed: at the end of the turn the Oath is fulfilled and the Pennant returns', () => {
    // The tyrant is the Guard (p2u1) here; the Pennant expended.
    const h = new Game({
      armies: [red('Pennant of Silvered Fury'), { name: 'Blue', units: [{ datasheet: GUARD }] }] as never,
      positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: row('p2u1', 1, 20, 12.5) },
      round: 2,
      phase: 'fight',
      active: 1,
      firstPlayer: 0,
      counters: { 'player-1': OATH, p2u1: { 'oath-tyrant': 1 }, p1u1: { 'enhancement-expended': 1 } },
    });
    h.do(0, { type: 'fight', unit: 'p1u1' });
    h.passWindows();
    if (h.pending.kind === 'pile-in') h.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
    h.passWindows();
    h.withDice(6, 6, 1);
    h.do(0, melee);
    h.passUntil((x) => x.state.flow.round === 3);
    expect(h.state.counters?.p1u1).toEqual({ 'enhancement-expended': 0 });
    expect(h.state.counters?.['player-1']).toMatchObject({ 'oath-fulfilled': 1 });
  });
});
