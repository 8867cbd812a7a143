import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet, suggestMove } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/** Valourstrike Lance Stratagems (seed 003, the 2025-11 export). */
const gun = { name: 'Avenger gatling cannon', range: 36, A: 2, skill: 3, S: 6, AP: -1, D: 1 };
const feet = { name: 'Titanic feet', range: 'melee' as const, A: 4, skill: 3, S: 8, AP: -1, D: 2 };
const blade = { name: 'Reaper chainsword', range: 'melee' as const, A: 1, skill: 3, S: 12, AP: -3, D: 6 };
const KNIGHT = quickDatasheet('t:knight', 'Knight Warden', [{ M: 10, T: 11, Sv: 3, W: 22, base: 100 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC', 'WALKER'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [gun, feet, blade],
});
const SENTINEL = quickDatasheet('t:sentinel', 'Sentinel', [{ M: 8, T: 7, Sv: 3, W: 7, base: 60 }], {
  keywords: ['VEHICLE', 'WALKER'],
  weapons: [],
});

function game(phase: 'movement' | 'shooting' | 'fight', enemy = GUARD, at = 30) {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Imperial Knights', detachment: 'Valourstrike Lance', units: [{ datasheet: KNIGHT }] },
      { name: 'Blue', units: [{ datasheet: enemy }] },
    ] as never,
    positions: {
      p1u1: { p1u1m1: { x: 20, y: 10 } },
      p2u1: enemy === GUARD ? row('p2u1', 10, 10, at, 1.2) : { x: 20, y: at },
    },
    phase,
    cp: [3, 3],
  });
}
const uses = (g: Game, slug: string) => g.stratagemUses(`valourstrike-lance/${slug}`);

describe('Vow of Retribution', () => {
  /**
   * "WHEN: Your Shooting phase. TARGET: One IMPERIAL KNIGHTS unit from your army that has not been selected to shoot
   * this phase. EFFECT: Until the end of the phase, ranged weapons equipped by your models have the [LETHAL HITS]
   * ability."
   */
  it('[LETHAL HITS]: the 6 to hit wounds automatically (no Wound roll), the 4 rolls to wound', () => {
    const g = game('shooting');
    expect(uses(g, 'vow-of-retribution')).toEqual([
      { type: 'use-stratagem', stratagem: 'valourstrike-lance/vow-of-retribution', target: 'p1u1' },
    ]);
    const events = g.do(0, uses(g, 'vow-of-retribution')[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    g.passWindows();
    g.withDice(6, 4, 1, 1, 1);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: gun.name, target: 'p2u1' }] });
    g.passUntil((x) => x.find('wounds-scored', x.record.events).length > 0, 40);
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ attacks: 2, hits: 2, critical: 1 });
    // The 6 is a Lethal Hit: no Wound roll for it; the 4 rolls a 1 to wound; one save for the one wound.
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ attacks: 2, hits: 2, critical: 1, lethal: 1 });
    const rolled = g.find('dice-rolled', g.record.events).map((e) => `${e.kind} ${e.faces.join(',')}`);
    expect(rolled).toEqual(['hit 6,4', 'wound 1', 'save 1']);
  });
});

/** Red's Knight in Engagement Range of Blue's Guard, Blue's turn: Red selects the Knight to fight first. */
function fight(g: Game, weapon: string, dice: number[]) {
  g.passWindows();
  g.do(0, { type: 'fight', unit: 'p1u1' });
  g.passWindows();
  if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
  g.withDice(...dice);
  g.do(0, { type: 'melee', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon, target: 'p2u1' }] });
  g.passUntil((x) => x.find('save-result', x.record.events).length > 0 || x.pending.kind === 'consolidate', 40);
}
function engaged(detachment = 'Valourstrike Lance') {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Imperial Knights', detachment, units: [{ datasheet: KNIGHT }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ] as never,
    positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: row('p2u1', 10, 15, 12.9, 1.2) },
    phase: 'fight',
    active: 1,
    cp: [3, 3],
  });
}

describe('Thunderstomp', () => {
  /**
   * "WHEN: Fight phase. TARGET: One IMPERIAL KNIGHTS model from your army that has not been selected to fight this
   * phase. EFFECT: Until the end of the phase, the Attacks characteristic of any armoured Feet melee weapons equipped
   * by your model is 8, the Attacks characteristic of any titanic Feet melee weapons equipped by your model is 12, and
   * improve the Armour Penetration characteristic of those weapons by 1."
   */
  const dice = [3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2];
  it('titanic feet: 12 attacks instead of 4, AP -2 instead of -1: the Guard (Sv 5+) need a 7 to save', () => {
    const g = engaged();
    expect(uses(g, 'thunderstomp')).toEqual([
      { type: 'use-stratagem', stratagem: 'valourstrike-lance/thunderstomp', target: 'p1u1' },
    ]);
    g.do(0, uses(g, 'thunderstomp')[0] as Action);
    fight(g, feet.name, dice);
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ attacks: 12, hits: 1 });
    expect(g.find('save-result', g.record.events)[0]).toMatchObject({ threshold: 7, face: null, passed: false });
  });

  it('without it: 4 attacks, AP -1: the save is a 6+', () => {
    const g = engaged();
    fight(g, feet.name, [3, 1, 1, 1, 2, 1]);
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ attacks: 4, hits: 1 });
    expect(g.find('save-result', g.record.events)[0]).toMatchObject({ threshold: 6, face: 1, passed: false });
  });
});

describe('Full Tilt', () => {
  /**
   * "WHEN: Your Movement phase. TARGET: One IMPERIAL KNIGHTS unit from your army that has not been selected to move
   * this phase. EFFECT: Until the end of the phase, add 2" to the Move characteristic of your models and add 2 to
   * Advance rolls made for those model's units."
   */
  it('Move 10" becomes 12"; Advancing with a 3, the Knight moves up to 10 + 2 + 3 + 2 = 17"', () => {
    const g = game('movement');
    expect(uses(g, 'full-tilt')).toEqual([
      { type: 'use-stratagem', stratagem: 'valourstrike-lance/full-tilt', target: 'p1u1' },
    ]);
    const events = g.do(0, uses(g, 'full-tilt')[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 2, target: 'p1u1' });
    g.passWindows();
    expect(g.labels()).toContain('Normal move Knight Warden (p1u1) up to 12"');
    g.withDice(3);
    g.do(0, { type: 'advance', unit: 'p1u1' });
    g.passWindows();
    expect(g.pending.prompt).toBe('Advance Knight Warden: move each model up to 17"');
    g.do(0, { type: 'advance-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 26.5 }] } });
    g.passWindows();
    expect(g.find('unit-moved', g.record.events)[0]).toMatchObject({ unit: 'p1u1', kind: 'advance', advanceRoll: 5 });
  });

  it('without it: Move 10", and the Advance roll of 3 gives 13"', () => {
    const g = game('movement');
    g.passWindows();
    expect(g.labels()).toContain('Normal move Knight Warden (p1u1) up to 10"');
    g.withDice(3);
    g.do(0, { type: 'advance', unit: 'p1u1' });
    g.passWindows();
    expect(g.pending.prompt).toBe('Advance Knight Warden: move each model up to 13"');
  });
});

describe('Titanic Duel (Questoris Companions)', () => {
  /**
   * "WHEN: Your Shooting phase or the Fight phase. TARGET: One IMPERIAL KNIGHTS TITANIC model from your army that has
   * not been selected to shoot or fight this phase. EFFECT: Until the end of the phase, each time your model makes an
   * attack that targets a MONSTER, TITANIC or WALKER unit, add 1 to the Hit roll and add 1 to the Wound roll."
   */
  function duel(detachment: string) {
    return new Game({
      armies: [
        { name: 'Red', faction: 'Imperial Knights', detachment, units: [{ datasheet: KNIGHT }] },
        { name: 'Blue', units: [{ datasheet: SENTINEL }, { datasheet: GUARD }] },
      ] as never,
      positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: { x: 20, y: 30 }, p2u2: row('p2u2', 10, 40, 30, 1.2) },
      phase: 'shooting',
      cp: [3, 3],
    });
  }
  const titanic = (g: Game) => g.stratagemUses('questoris-companions/titanic-duel');
  it('against the WALKER: hit rolls 2 and 2 hit (BS 3+, +1), wound rolls 3 and 3 wound (S6 vs T7: 5+, +1)', () => {
    const g = duel('Questoris Companions');
    expect(titanic(g)).toEqual([
      { type: 'use-stratagem', stratagem: 'questoris-companions/titanic-duel', target: 'p1u1' },
    ]);
    g.do(0, titanic(g)[0] as Action);
    g.passWindows();
    g.withDice(2, 2, 4, 4);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: gun.name, target: 'p2u1' }] });
    g.passUntil((x) => x.find('wounds-scored', x.record.events).length > 0, 40);
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ attacks: 2, hits: 2 });
    expect(g.find('wounds-scored', g.record.events)[0]).toMatchObject({ wounds: 2 });
  });

  it('without it: the same rolls score no hit', () => {
    const g = duel('Questoris Companions');
    g.passWindows();
    g.withDice(2, 2);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: gun.name, target: 'p2u1' }] });
    g.passUntil((x) => x.find('hits-scored', x.record.events).length > 0, 40);
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ attacks: 2, hits: 0 });
  });
});

describe('Run Them Through!', () => {
  /**
   * "WHEN: Fight phase. TARGET: One IMPERIAL KNIGHTS unit from your army that has not been selected to fight this
   * phase. EFFECT: Until the end of the phase, melee weapons equipped by your models have the [LANCE] ability."
   * ([LANCE]: each time an attack is made with such a weapon, if the bearer made a Charge move this turn, add 1 to the
   * Wound roll.)
   */
  function charged(use: boolean) {
    const g = new Game({
      armies: [
        { name: 'Red', faction: 'Imperial Knights', detachment: 'Valourstrike Lance', units: [{ datasheet: KNIGHT }] },
        { name: 'Blue', units: [{ datasheet: SENTINEL }] },
      ] as never,
      positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: { x: 20, y: 20 } },
      phase: 'charge',
      cp: [3, 3],
      dice: [6, 6],
    } as never);
    g.passWindows();
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    g.passWindows();
    g.do(0, suggestMove(g.state) as never);
    g.passUntil((x) => x.state.flow.phase === 'fight' && x.stratagemUses('run-them-through').length > 0, 40);
    if (use) g.do(0, g.stratagemUses('run-them-through')[0] as Action);
    g.passWindows();
    g.do(0, { type: 'fight', unit: 'p1u1' });
    g.passWindows();
    if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
    // Titanic feet S8 against T7: 3+ to wound. Hit rolls 3,3,3,3; wound rolls 2,2,2,2.
    g.withDice(3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1);
    g.do(0, { type: 'melee', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: feet.name, target: 'p2u1' }] });
    g.passUntil((x) => x.find('wounds-scored', x.record.events).length > 0, 40);
    return g;
  }
  it('after a Charge move, [LANCE] adds 1 to the Wound roll: the four 2s wound', () => {
    const g = charged(true);
    expect(g.find('stratagem-used', g.record.events).map((e) => [e.stratagem, e.cp, e.target])).toEqual([
      ['valourstrike-lance/run-them-through', 1, 'p1u1'],
    ]);
    expect(g.find('wounds-scored', g.record.events)[0]).toMatchObject({ wounds: 4 });
  });
  it('without it: the four 2s fail to wound', () => {
    const g = charged(false);
    expect(g.find('wounds-scored', g.record.events)[0]).toMatchObject({ wounds: 0 });
  });
});

describe('Tactical Foil', () => {
  /**
   * "WHEN: Your opponent’s Movement phase, just after an enemy unit ends a Normal, Advance or Fall Back move. TARGET:
   * One IMPERIAL KNIGHTS model from your army that is within 9" of that unit. EFFECT: Your model can make a Normal move
   * of up to D6"."
   */
  function moved(to: { x: number; y: number }) {
    const blue = new Game({
      armies: [
        { name: 'Red', faction: 'Imperial Knights', detachment: 'Valourstrike Lance', units: [{ datasheet: KNIGHT }] },
        { name: 'Blue', units: [{ datasheet: SENTINEL }] },
      ] as never,
      positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: { p2u1m1: { x: 30, y: 26 } } },
      phase: 'movement',
      active: 1,
      cp: [3, 3],
    });
    blue.passWindows();
    blue.do(1, { type: 'normal-move', unit: 'p2u1', paths: { p2u1m1: [to] } });
    blue.passUntil((x) => x.stratagemUses('tactical-foil').length > 0 || x.pending.kind === 'move-units', 10);
    return blue;
  }
  it('the Sentinel ends its move within 9" of the Knight: the D6 is 4, the Knight makes a Normal move of up to 4"', () => {
    const g = moved({ x: 26, y: 20 });
    expect(uses(g, 'tactical-foil')).toEqual([
      { type: 'use-stratagem', stratagem: 'valourstrike-lance/tactical-foil', target: 'p1u1' },
    ]);
    g.withDice(4);
    const events = g.do(0, uses(g, 'tactical-foil')[0] as Action);
    expect(g.find('dice-rolled', events).map((e) => [e.kind, e.faces])).toEqual([['normal-move', [4]]]);
    expect(g.pending).toMatchObject({ player: 0, kind: 'rule-move' });
    expect(g.labels()).toEqual([
      'Tactical Foil: Normal move Knight Warden (p1u1) up to 4"',
      'Tactical Foil: Knight Warden (p1u1) does not move',
    ]);
    expect(g.rejects(0, { type: 'normal-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 15, y: 10 }] } })).toMatch(/4/);
    g.do(0, { type: 'normal-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 16.5, y: 10 }] } });
    expect(g.state.units.p1u1?.models[0]?.pos).toMatchObject({ x: 16.5, y: 10 });
  });
  it('not offered when the Sentinel ends more than 9" away', () => {
    expect(uses(moved({ x: 30, y: 30.5 }), 'tactical-foil')).toEqual([]);
  });
});

describe('Moment of Glory (Questoris Companions)', () => {
  /**
   * "WHEN: Fight phase, just before an IMPERIAL KNIGHTS TITANIC unit from your army Consolidates. TARGET: That IMPERIAL
   * KNIGHTS TITANIC unit. EFFECT: Until the end of the phase, each time your unit Consolidates, models in it can move
   * an additional 3" provided your unit can end that move within Engagement Range of one or more enemy units."
   */
  function consolidating(use: boolean) {
    const g = engaged('Questoris Companions');
    const moment = g.stratagemUses('questoris-companions/moment-of-glory');
    expect(moment).toEqual([
      { type: 'use-stratagem', stratagem: 'questoris-companions/moment-of-glory', target: 'p1u1' },
    ]);
    if (use) g.do(0, moment[0] as Action);
    fight(g, blade.name, [1]);
    g.passUntil((x) => x.pending.kind === 'consolidate', 40);
    return g;
  }
  it('the Knight Consolidates up to 6" (3" + 3")', () => {
    const g = consolidating(true);
    expect(g.pending.prompt).toBe('Knight Warden: Consolidate (up to 6")');
  });
  it('without it: up to 3"', () => {
    const g = consolidating(false);
    expect(g.pending.prompt).toBe('Knight Warden: Consolidate (up to 3")');
  });
  it('the Pile-in move stays 3" (only Consolidation moves are longer)', () => {
    const g = engaged('Questoris Companions');
    g.do(0, g.stratagemUses('questoris-companions/moment-of-glory')[0] as Action);
    g.passWindows();
    g.do(0, { type: 'fight', unit: 'p1u1' });
    g.passWindows();
    expect(g.pending).toMatchObject({ kind: 'pile-in', prompt: expect.stringContaining('3"') });
  });
});
