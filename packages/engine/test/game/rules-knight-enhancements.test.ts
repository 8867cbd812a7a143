import { describe, expect, it } from 'vitest';
import { bestLeadership } from '../../src/game/characteristics.js';
import type { UnitState } from '../../src/game/types.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/** The Imperial Knights Enhancements the game applies (rules/factions/imperial-knights/enhancements.ts). */
const gun = { name: 'Avenger gatling cannon', range: 36, A: 1, skill: 3, S: 6, AP: -1, D: 1 };
const KNIGHT = quickDatasheet('t:knight', 'Knight Warden', [{ M: 10, T: 11, Sv: 3, W: 22, base: 32 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC', 'CHARACTER'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [gun, ccw],
});
const RANGERS = quickDatasheet('t:rangers', 'Skitarii Rangers', [{ M: 6, W: 1, base: 25 }], {
  faction: 'Imperial Knights',
  factionKeywords: ['ADEPTUS MECHANICUS'],
  weapons: [],
});
const rerolls = (g: Game) => g.record.events.filter((e) => e.type === 'die-rerolled').map((e) => [e.from, e.to]);

/**
 * Knight of the Opus Machina (Questor Forgepact): "IMPERIAL KNIGHTS model only. Each time the bearer makes a ranged
 * attack, if the bearer is within 6" of one or more friendly ADEPTUS MECHANICUS units, re-roll a Hit roll of 1."
 */
describe('Knight of the Opus Machina', () => {
  function shot(rangersAt: number) {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Imperial Knights',
          detachment: 'Questor Forgepact',
          units: [{ datasheet: KNIGHT, enhancement: 'Knight of the Opus Machina' }, { datasheet: RANGERS }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: {
        p1u1: { p1u1m1: { x: 20, y: 10 } },
        p1u2: { p1u2m1: { x: rangersAt, y: 10 } },
        p2u1: row('p2u1', 10, 10, 30, 1.2),
      },
      phase: 'shooting',
      active: 0,
    });
    g.passWindows();
    // Hit roll 1, re-rolled to 5 where the rule lets it; Wound roll 6; save 1.
    g.withDice(1, 5, 6, 1);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: gun.name, target: 'p2u1' }] });
    g.passWindows();
    return rerolls(g);
  }
  it('the Rangers 3" away: the Hit roll of 1 is re-rolled', () => {
    // Knight's base 0.63" in radius, the Rangers' 0.49": centres 4.12" apart leave 3".
    expect(shot(24.12)).toEqual([[1, 5]]);
  });
  it('the Rangers 10" away: it is not', () => {
    expect(shot(31.12)).toEqual([]);
  });
});

/**
 * Purgation's Hand (Gate Warden Lance): "IMPERIAL KNIGHTS model only. Each time the bearer makes a melee attack, if
 * the bearer is on your defensive line, re-roll a Hit roll of 1 and re-roll a Wound roll of 1." The foundations:
 * objective markers west (12, 22) and centre (30, 22) (Dauntless Defenders' counters).
 */
describe('Purgation’s Hand', () => {
  function fight(y: number) {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Imperial Knights',
          detachment: 'Gate Warden Lance',
          units: [{ datasheet: KNIGHT, enhancement: 'Purgation’s Hand' }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 20, y } }, p2u1: row('p2u1', 10, 14, y + 1.2, 1.2) },
      round: 2,
      phase: 'fight',
      active: 1,
      counters: { 'player-1': { 'foundation-1': 2, 'foundation-2': 1 } },
    });
    expect(g.pending).toMatchObject({ player: 0, kind: 'fight' });
    g.do(0, { type: 'fight', unit: 'p1u1' });
    if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
    // Hit roll 1 (re-rolled to 4), Wound roll 1 (re-rolled to 5), save 1.
    g.withDice(1, 4, 1, 5, 1);
    g.do(0, { type: 'melee', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: ccw.name, target: 'p2u1' }] });
    g.passWindows();
    return rerolls(g);
  }
  it('on the defensive line: the Hit roll of 1 and the Wound roll of 1 are re-rolled', () => {
    expect(fight(22.5)).toEqual([
      [1, 4],
      [1, 5],
    ]);
  });
  it('off it: neither is', () => {
    expect(fight(28)).toEqual([]);
  });
});

/**
 * Augury Halo (Gate Warden Lance): "IMPERIAL KNIGHTS model only. Each time the bearer makes a ranged attack, while
 * the bearer is on your defensive line, weapons equipped by the bearer have the [ignores cover] ability." The Guard
 * (Sv 5+) Go to Ground (the Benefit of Cover, a 6+ invulnerable save) against the Knight's AP-1 cannon.
 */
describe('Augury Halo', () => {
  function saveNeeded(y: number) {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Imperial Knights',
          detachment: 'Gate Warden Lance',
          units: [{ datasheet: KNIGHT, enhancement: 'Augury Halo' }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 20, y } }, p2u1: row('p2u1', 10, 10, 40, 1.2) },
      round: 2,
      phase: 'shooting',
      active: 0,
      cp: [0, 1],
      counters: { 'player-1': { 'foundation-1': 2, 'foundation-2': 1 } },
    });
    g.passWindows();
    // Hit roll 3, Wound roll 3, save 1.
    g.withDice(3, 3, 1);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: gun.name, target: 'p2u1' }] });
    g.choose('Go to Ground');
    g.passWindows();
    return g.find('save-result', g.record.events).map((e) => e.threshold);
  }
  it('on the defensive line: the cover is ignored, Sv 5+ worsened by AP-1 to 6+', () => {
    expect(saveNeeded(22.5)).toEqual([6]);
  });
  it('off it: the Benefit of Cover makes it 5+', () => {
    expect(saveNeeded(28)).toEqual([5]);
  });
});

/**
 * Vocifer Magnificat (Aura) (Questor Forgepact): "IMPERIAL KNIGHTS model only. While an enemy unit is within 6" of
 * the bearer, worsen the Leadership characteristic of models in that unit by 1. While a friendly ADEPTUS MECHANICUS
 * unit is within 6" of the bearer, improve the Leadership characteristic of models in that ADEPTUS MECHANICUS unit by
 * 1." Guard and Rangers: Leadership 7+ (the Rangers' default 6+).
 */
describe('Vocifer Magnificat (Aura)', () => {
  function leadership(gap: number, enhancement = 'Vocifer Magnificat (Aura)') {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Imperial Knights',
          detachment: 'Questor Forgepact',
          units: [{ datasheet: KNIGHT, enhancement }, { datasheet: RANGERS }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      // The Knight's base 0.63" in radius, the Rangers' and the Guard's 0.49".
      positions: {
        p1u1: { p1u1m1: { x: 20, y: 20 } },
        p1u2: { p1u2m1: { x: 20 + 1.12 + gap, y: 20 } },
        p2u1: row('p2u1', 10, 10, 20 - 1.12 - gap, 1.2),
      },
      phase: 'shooting',
      active: 0,
    });
    const s = g.state;
    return [bestLeadership(s, s.units.p2u1 as UnitState), bestLeadership(s, s.units.p1u2 as UnitState)];
  }
  it('within 6": the enemy Guard 7+ worsened to 8+, the friendly Rangers 6+ improved to 5+', () => {
    expect(leadership(5)).toEqual([8, 5]);
  });
  it('7" away: unchanged', () => {
    expect(leadership(7)).toEqual([7, 6]);
  });
  it('another Enhancement: unchanged', () => {
    expect(leadership(5, 'Knight of the Opus Machina')).toEqual([7, 6]);
  });
});
