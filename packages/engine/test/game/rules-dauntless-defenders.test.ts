import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Dauntless Defenders (Gate Warden Lance, seed 003): "At the start of the first battle round, select two objective
 * markers on the battlefield to be your foundations. When you draw a line from any part of one of your foundations
 * to the other, if any part of a model's base ... crosses that line, that model's unit is said to be on your
 * defensive line. While an IMPERIAL KNIGHTS unit from your army is on your defensive line, that unit has the
 * following ability: Against the Horde: Each time a model in this unit makes an attack that targets a visible enemy
 * unit, you can ignore any or all modifiers to the Hit roll, and weapons equipped by models in this unit have the
 * [sustained hits 1] ability."
 */
const KNIGHT = quickDatasheet('t:knight', 'Knight Warden', [{ M: 10, T: 11, Sv: 3, W: 22, base: 32 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [{ name: 'Avenger gatling cannon', range: 36, A: 2, skill: 3, S: 6, AP: -1, D: 1 }],
});

/** Battle round 1, Red's Command phase; the Knight at (20, y); Blue's Guard in a line at y 40. */
function game(y: number) {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Imperial Knights', detachment: 'Gate Warden Lance', units: [{ datasheet: KNIGHT }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: { p1u1m1: { x: 20, y } }, p2u1: row('p2u1', 10, 5, 40, 1.2) },
    // Red's Oath determined already (Code Chivalric asks for it first at the start of the first Command phase).
    counters: { 'player-1': { 'oath-deeds': 1, 'oath-deed': 1, 'oath-qualities': 4, 'oath-oaths': 1 } },
    round: 1,
    phase: 'command',
    active: 0,
    firstPlayer: 0,
  });
}

/** Foundations west (12, 22) and centre (30, 22); then to the Shooting phase; the Knight shoots, Hit rolls 6 and 3. */
function woundDice(y: number): number {
  const g = game(y);
  g.choose('objective marker west');
  g.choose('objective marker centre');
  expect(g.state.counters?.['player-1']).toMatchObject({ 'foundation-1': 2, 'foundation-2': 1 });
  for (let i = 0; i < 20 && g.pending.kind !== 'shoot'; i++) {
    const p = g.pending;
    const end = p.options.find((o) => o.kind === 'choice' && /end the|pass|no more/i.test(o.label));
    if (!end || end.kind !== 'choice') throw new Error(`stuck at ${p.kind}: ${g.labels().join(' | ')}`);
    g.do(p.player, end.action);
  }
  g.withDice(6, 3, 1, 1, 1);
  g.do(0, {
    type: 'shoot',
    unit: 'p1u1',
    attacks: [{ model: 'p1u1m1', weapon: 'Avenger gatling cannon', target: 'p2u1' }],
  });
  g.passWindows();
  const rolls = g.find('dice-rolled', g.record.events).filter((e) => e.kind === 'wound');
  return rolls.reduce((n, e) => n + e.faces.length, 0);
}

describe('Dauntless Defenders', () => {
  it('at the start of the first battle round, the player selects two objective markers, one at a time', () => {
    const g = game(10);
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Dauntless Defenders: select 2 more objective markers to be your foundations',
    });
    expect(g.labels()).toHaveLength(6);
    g.choose('objective marker east');
    expect(g.pending.prompt).toBe('Dauntless Defenders: select 1 more objective marker to be your foundations');
    expect(g.labels().some((l) => l.includes('east'))).toBe(false);
    g.choose('objective marker home-1');
    expect(g.pending.kind).not.toBe('rule-choice');
  });

  it('on the defensive line: [sustained hits 1], the Critical Hit scores one more hit (three Wound rolls)', () => {
    // The base (0.63" in radius) at y 22.5 crosses the line y = 22 between the two markers.
    expect(woundDice(22.5)).toBe(3);
  });

  it('off it, two hits: two Wound rolls', () => {
    // At y 25 the base is 3" - 0.63" - 0.79" (the marker's half width) = 1.58" from the band.
    expect(woundDice(25)).toBe(2);
  });
});
