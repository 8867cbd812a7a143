import { describe, expect, it } from 'vitest';
import { type Datasheet, quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game, HERO } from './harness.js';

/**
 * Code Chivalric (Imperial Knights Army Rule, seed 003 / the 2025-11 export): "If your Army Faction is IMPERIAL
 * KNIGHTS, at the end of the Read Mission Objectives step, you must determine your army's Oath for the coming battle.
 * An Oath consists of two parts - one Deed and one Quality." ... "To determine your army's Deed, you can either select
 * one Deed or you can randomly select one Deed by rolling a D6" ... "The first time your selected Deed is completed
 * your Oath is fulfilled and, until the end of the battle, your army becomes Honoured and you gain 2CP, or 3CP if you
 * randomly selected your Deed and/or Quality (CP gained in this way are an exemption to the Core Rules that limit the
 * maximum number of CP you can gain per battle round to 1)."
 */
const gun = { name: 'Avenger gatling cannon', range: 36, A: 2, skill: 3, S: 6, AP: 0, D: 1 };
function knight(): Datasheet {
  const ds = quickDatasheet('t:knight', 'Knight Errant', [{ M: 10, T: 11, Sv: 3, W: 22, Ld: 6, OC: 10, base: 100 }], {
    faction: 'Imperial Knights',
    keywords: ['VEHICLE', 'TITANIC'],
    factionKeywords: ['IMPERIAL KNIGHTS'],
    weapons: [gun],
  });
  ds.abilities.faction = ['Code Chivalric'];
  return ds;
}
const KNIGHT = knight();
const red = {
  name: 'Red',
  faction: 'Imperial Knights',
  detachment: 'Valourstrike Lance',
  units: [{ datasheet: KNIGHT }],
};
const blue = { name: 'Blue', units: [{ datasheet: GUARD }, { datasheet: HERO }] };

/** Battle round 1, Red's first Command phase. */
function game() {
  return new Game({
    armies: [red, blue] as never,
    positions: {
      p1u1: { p1u1m1: { x: 20, y: 10 } },
      p2u1: row('p2u1', 10, 10, 40, 1.2),
      p2u2: { p2u2m1: { x: 40, y: 40 } },
    },
    round: 1,
    phase: 'command',
    active: 0,
    firstPlayer: 0,
  });
}

const counters = (g: Game) => g.state.counters?.['player-1'];

describe('Code Chivalric: the Oath', () => {
  it('is asked at the start of the first Command phase, the Deed first: it cannot be passed', () => {
    const g = game();
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Code Chivalric: determine your army’s Deed (select one, or roll a D6)',
    });
    expect(g.labels()).toEqual([
      'Code Chivalric: the Deed is We vow to lay low the tyrant... (the tyrant: Hero (p2u2))',
      'Code Chivalric: the Deed is We swear to reclaim the realm...',
      'Code Chivalric: the Deed is We pledge to reap a great tally...',
      'Code Chivalric: roll a D6 for the Deed',
    ]);
    expect(g.rejects(0, { type: 'pass' })).toMatch(/expects rule-option/);
    g.choose('lay low the tyrant');
    expect(g.state.counters?.p2u2).toEqual({ 'oath-tyrant': 1 });
    expect(g.pending.prompt).toBe('Code Chivalric: determine your army’s Quality (select one, or roll a D6)');
    g.choose('eager for the challenge');
    expect(counters(g)).toEqual({ 'oath-deeds': 1, 'oath-deed': 1, 'oath-qualities': 2, 'oath-oaths': 1 });
    expect(g.pending.prompt).not.toMatch(/Code Chivalric/);
  });

  it('a Deed rolled: a 3 is "We swear to reclaim the realm..." (3-4), and the Oath is a random one', () => {
    const g = game();
    g.withDice(3);
    g.choose('roll a D6 for the Deed');
    expect(counters(g)).toMatchObject({ 'oath-deed': 2, 'oath-random': 1 });
    g.withDice(6);
    g.choose('roll a D6 for the Quality');
    // 6: "...yet shall our legacy be unsullied." (5-6).
    expect(counters(g)).toMatchObject({ 'oath-qualities': 4, 'oath-oaths': 1 });
  });
});

describe('Code Chivalric: the Qualities', () => {
  it('"...yet shall our legacy be unsullied. Improve this model’s Objective Control characteristic by 2 and its Leadership characteristic by 1."', () => {
    const g = game();
    g.choose('reap a great tally');
    g.choose('legacy be unsullied');
    g.passUntil((x) => x.state.flow.phase === 'movement');
    // Take and Hold's objective 4 at (20, 6): the Knight (OC 10 + 2) controls it, at 12.
    const control = g.find('objective-control', g.record.events).at(-1);
    expect(control?.levels[3]).toEqual([12, 0]);
  });

  it('"...and we are eager for the challenge. Add 2" to this model’s Move characteristic and add 1 to Advance ... rolls"', () => {
    const g = game();
    g.choose('reap a great tally');
    g.choose('eager for the challenge');
    g.passUntil((x) => x.pending.kind === 'move-units');
    expect(g.labels()).toContain('Normal move Knight Errant (p1u1) up to 12"');
    g.withDice(3);
    g.do(0, { type: 'advance', unit: 'p1u1' });
    g.passWindows();
    // Move 10 + 2, Advance roll 3 + 1.
    expect(JSON.stringify(g.pending.options)).toContain('"maxDistance":16');
  });

  it('"...with our martial valour risen over all. Each time this model is selected to shoot ... you can re-roll one Hit roll"', () => {
    const g = game();
    g.choose('reap a great tally');
    g.choose('martial valour');
    g.passUntil((x) => x.pending.kind === 'shoot');
    // Hit rolls 1, 1 (BS 3+): the first re-rolled (a 5), the second not; Wound rolls (S6 against T3) 1 re-rolled (6).
    g.withDice(1, 1, 5, 1, 6, 1);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: gun.name, target: 'p2u1' }] });
    g.passWindows();
    const rerolled = g.find('die-rerolled', g.record.events).map((e) => [e.from, e.to]);
    expect(rerolled).toEqual([
      [1, 5],
      [1, 6],
    ]);
  });
});

describe('Code Chivalric: the Oath fulfilled', () => {
  it('"We swear to reclaim the realm...": at the end of the opponent’s turn, more objective markers: 2CP, past the cap', () => {
    const g = new Game({
      armies: [red, blue] as never,
      // Red's Knight on objective 4 (20, 6); Blue's Hero off every objective marker.
      positions: {
        p1u1: { p1u1m1: { x: 20, y: 8 } },
        p2u1: row('p2u1', 10, 10, 40, 1.2),
        p2u2: { p2u2m1: { x: 55, y: 30 } },
      },
      round: 1,
      phase: 'fight',
      active: 1,
      firstPlayer: 0,
      counters: { 'player-1': { 'oath-deeds': 2, 'oath-deed': 2, 'oath-qualities': 1, 'oath-oaths': 1 } },
    });
    g.passUntil((x) => x.state.flow.round === 2);
    const gains = g.find('cp-gained', g.record.events).filter((e) => e.source === 'Code Chivalric');
    expect(gains).toEqual([expect.objectContaining({ player: 0, amount: 2, counted: false })]);
    expect(counters(g)).toMatchObject({ 'oath-fulfilled': 1 });
  });

  it('"We vow to lay low the tyrant...": not completed while the CHARACTER lives; a random Oath gains 3CP', () => {
    const g = new Game({
      armies: [red, blue] as never,
      positions: { p1u1: { p1u1m1: { x: 20, y: 8 } }, p2u1: row('p2u1', 10, 10, 40, 1.2) },
      round: 1,
      phase: 'fight',
      active: 1,
      firstPlayer: 0,
      counters: {
        'player-1': { 'oath-deeds': 1, 'oath-deed': 1, 'oath-qualities': 1, 'oath-oaths': 1, 'oath-random': 1 },
        p2u1: { 'oath-tyrant': 1 },
      },
    });
    // The Hero p2u2 is not on the battlefield and the Guard p2u1 (the tyrant) lives: nothing at the end of the turn.
    g.passUntil((x) => x.state.flow.round === 2);
    expect(g.find('cp-gained', g.record.events).filter((e) => e.source === 'Code Chivalric')).toEqual([]);
  });

  it('"We vow to lay low the tyrant...": "completed at the end of a turn if that CHARACTER is destroyed": 3CP (rolled)', () => {
    const cannon = { name: 'Thermal cannon', range: 36, A: 1, skill: 3, S: 9, AP: -4, D: 4 };
    const ds = quickDatasheet('t:knight2', 'Knight Paladin', [{ M: 10, T: 11, Sv: 3, W: 22, base: 100 }], {
      faction: 'Imperial Knights',
      keywords: ['VEHICLE', 'TITANIC'],
      weapons: [cannon],
    });
    const g = new Game({
      armies: [{ ...red, units: [{ datasheet: ds }] }, blue] as never,
      positions: {
        p1u1: { p1u1m1: { x: 20, y: 8 } },
        p2u1: row('p2u1', 10, 10, 40, 1.2),
        p2u2: { p2u2m1: { x: 20, y: 30 } },
      },
      round: 1,
      phase: 'shooting',
      active: 0,
      firstPlayer: 0,
      counters: {
        'player-1': { 'oath-deeds': 1, 'oath-deed': 1, 'oath-qualities': 1, 'oath-oaths': 1, 'oath-random': 1 },
        p2u2: { 'oath-tyrant': 1 },
      },
    });
    // Hit 6, Wound 6, save 1: the Hero (W4) suffers 4 damage and is destroyed.
    g.withDice(6, 6, 1);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: cannon.name, target: 'p2u2' }] });
    g.passUntil((x) => x.state.flow.turn === 2);
    const gains = g.find('cp-gained', g.record.events).filter((e) => e.source === 'Code Chivalric');
    expect(gains).toEqual([expect.objectContaining({ player: 0, amount: 3, counted: false })]);
  });
});
