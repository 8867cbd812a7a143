import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The Gate Warden Lance Stratagems (seed 003 names the detachment; text from the 2025-11 export). Red's foundations
 * are the objective markers west (12, 22) and centre (30, 22): a Knight whose base (0.63" in radius) is at y 22.5
 * crosses the line between them and is on Red's defensive line; at y 10 it is not.
 */
const gun = { name: 'Avenger gatling cannon', range: 36, A: 2, skill: 3, S: 6, AP: -1, D: 1 };
/** A second gun with [LETHAL HITS]: a Critical Hit skips its Wound roll, so a 5 that is one shows in the dice. */
const lethal = {
  name: 'Ironstorm missile pod',
  range: 36,
  A: 2,
  skill: 3,
  S: 6,
  AP: -1,
  D: 1,
  abilities: '[lethal hits]',
};
const fist = { name: 'Thunderstrike gauntlet', range: 'melee' as const, A: 1, skill: 3, S: 4, AP: 0, D: 1 };
const KNIGHT = quickDatasheet('t:knight', 'Knight Warden', [{ M: 10, T: 11, Sv: 3, W: 22, base: 32 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [gun, lethal, fist],
});
const BRUTES = quickDatasheet('t:brutes', 'Brutes', [{ M: 6, T: 6, Sv: 4, W: 3, base: 40 }], {
  weapons: [{ name: 'Power klaw', range: 'melee' as const, A: 1, skill: 3, S: 12, AP: -2, D: 2 }],
});
const FOUNDATIONS = { 'player-1': { 'foundation-1': 2, 'foundation-2': 1 } };
const ON_LINE = 22.5;

/** Battle round 2: Red's Knight at (20, y), Blue's Guard 0.3" from its base (engaged) or 14" away. */
function game(phase: 'movement' | 'shooting' | 'fight', active: 0 | 1, y: number, engaged: boolean) {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Imperial Knights', detachment: 'Gate Warden Lance', units: [{ datasheet: KNIGHT }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 20, y } },
      p2u1: row('p2u1', 10, 15, engaged ? y + 1.42 : y + 14, 1.2),
    },
    round: 2,
    phase,
    active,
    cp: [3, 3],
    counters: FOUNDATIONS,
  });
}

const id = (name: string) => `gate-warden-lance/${name}`;

/** Red's Knight fights the Guard (Blue's turn: Red selects first): the Hit roll dice, then the rest. */
function fight(g: Game, ...dice: number[]) {
  g.passWindows();
  g.do(0, { type: 'fight', unit: 'p1u1' });
  if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
  g.passWindows();
  g.withDice(...dice);
  g.do(0, { type: 'melee', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: fist.name, target: 'p2u1' }] });
  g.passUntil((x) => x.find('attack-ended', x.record.events).length > 0 || x.pending.kind !== 'stratagem-window', 40);
}

const rerolls = (g: Game) => g.record.events.flatMap((e) => (e.type === 'die-rerolled' ? [`${e.from}->${e.to}`] : []));
const rolled = (g: Game) => g.find('dice-rolled', g.record.events).map((e) => `${e.kind} ${e.faces.join(',')}`);

describe('Steadfast Superiority (Gate Warden Lance)', () => {
  // "WHEN: Fight phase. TARGET: One IMPERIAL KNIGHTS unit from your army that is within Engagement Range of one or
  // more enemy units, that is on your defensive line and that has not already been selected to fight this phase.
  // EFFECT: Until the end of the phase, each time a model in your unit makes an attack, you can re-roll the Hit roll."
  it('offered for the engaged Knight on the line; its Hit roll of 1 is re-rolled (to a 5)', () => {
    const g = game('fight', 1, ON_LINE, true);
    const uses = g.stratagemUses(id('steadfast-superiority'));
    expect(uses).toEqual([{ type: 'use-stratagem', stratagem: id('steadfast-superiority'), target: 'p1u1' }]);
    const events = g.do(0, uses[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    fight(g, 1, 5, 4, 1);
    expect(rerolls(g)).toEqual(['1->5']);
    expect(rolled(g).slice(0, 2)).toEqual(['hit 1', 'wound 4']);
  });

  it('without it, the Hit roll of 1 stands', () => {
    const g = game('fight', 1, ON_LINE, true);
    fight(g, 1, 5, 4, 1);
    expect(rerolls(g)).toEqual([]);
    expect(rolled(g)).toEqual(['hit 1']);
  });

  it('not offered off the defensive line', () => {
    const g = game('fight', 1, 10, true);
    expect(g.stratagemUses(id('steadfast-superiority'))).toEqual([]);
  });
});

describe('Marshal the Defence (Gate Warden Lance)', () => {
  // "WHEN: Your Movement phase. TARGET: Up to two IMPERIAL KNIGHTS units from your army that have not been selected to
  // move this phase. EFFECT: Until the end of the phase, add 3" to the Move characteristic of models in your units."
  const move = { type: 'normal-move' as const, unit: 'p1u1', paths: { p1u1m1: [{ x: 32.5, y: 10 }] } };
  it('offered at the start of the Movement phase: the Knight (M10") makes a 12.5" Normal move', () => {
    const g = game('movement', 0, 10, false);
    const uses = g.stratagemUses(id('marshal-the-defence'));
    expect(uses).toEqual([{ type: 'use-stratagem', stratagem: id('marshal-the-defence'), target: 'p1u1' }]);
    const events = g.do(0, uses[0] as Action);
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({ unit: 'p1u1', until: { kind: 'end-of-phase' } });
    g.passWindows();
    g.do(0, move);
    g.passWindows();
    expect(g.state.units.p1u1?.models[0]?.pos).toEqual({ x: 32.5, y: 10 });
  });

  it('without it, the 12.5" move is refused', () => {
    const g = game('movement', 0, 10, false);
    g.passWindows();
    expect(g.rejects(0, move)).toMatch(/10/);
  });
});

/** Red's Movement phase: the Knight Remains Stationary (or makes a 1" Normal move), on to the Shooting phase. */
function toShooting(y: number, stationary: boolean) {
  const g = game('movement', 0, y, false);
  g.passWindows();
  if (stationary) g.do(0, { type: 'remain-stationary', unit: 'p1u1' });
  else g.do(0, { type: 'normal-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 21, y }] } });
  g.passUntil((x) => x.state.flow.phase === 'shooting' && x.pending.kind === 'stratagem-window', 20);
  return g;
}

const woundRolls = (g: Game) =>
  g
    .find('dice-rolled', g.record.events)
    .filter((e) => e.kind === 'wound')
    .reduce((n, e) => n + e.faces.length, 0);

describe('Titanic Bombardment (Gate Warden Lance)', () => {
  // "WHEN: Your Shooting phase. TARGET: One IMPERIAL KNIGHTS TITANIC unit from your army that Remained Stationary this
  // turn, that is on your defensive line and that has not been selected to shoot this phase. EFFECT: Until the end of
  // the phase, ranged weapons equipped by models in your unit have the [SUSTAINED HITS 2] ability."
  const shoot = {
    type: 'shoot' as const,
    unit: 'p1u1',
    attacks: [{ model: 'p1u1m1', weapon: gun.name, target: 'p2u1' }],
  };
  it('the stationary Knight on the line: Hit rolls 6 and 3 make four hits (the 6 two more), four Wound rolls', () => {
    const g = toShooting(ON_LINE, true);
    const uses = g.stratagemUses(id('titanic-bombardment'));
    expect(uses).toEqual([{ type: 'use-stratagem', stratagem: id('titanic-bombardment'), target: 'p1u1' }]);
    g.do(0, uses[0] as Action);
    g.passWindows();
    g.withDice(6, 3, 1, 1, 1, 1);
    g.do(0, shoot);
    g.passWindows();
    expect(woundRolls(g)).toBe(4);
  });

  it('without it, Dauntless Defenders’ [sustained hits 1] alone: three Wound rolls', () => {
    const g = toShooting(ON_LINE, true);
    g.passWindows();
    g.withDice(6, 3, 1, 1, 1);
    g.do(0, shoot);
    g.passWindows();
    expect(woundRolls(g)).toBe(3);
  });

  it('not offered to a Knight that moved, nor to one off the line', () => {
    expect(toShooting(ON_LINE, false).stratagemUses(id('titanic-bombardment'))).toEqual([]);
    expect(toShooting(10, true).stratagemUses(id('titanic-bombardment'))).toEqual([]);
  });
});

describe('Drive Them Out! (Gate Warden Lance)', () => {
  // "WHEN: Your Shooting phase or the Fight phase. TARGET: One IMPERIAL KNIGHTS unit from your army that has not been
  // selected to shoot or fight this phase. EFFECT: Until the end of the phase, each time a model in your unit makes an
  // attack that targets an enemy unit on your defensive line, an unmodified Hit roll of 5+ scores a Critical Hit."
  /** Red's Shooting phase: the Knight at (20, 36) off the line; Blue's Guard at y `guardY`. */
  function shooting(guardY: number, use: boolean) {
    const g = new Game({
      armies: [
        { name: 'Red', faction: 'Imperial Knights', detachment: 'Gate Warden Lance', units: [{ datasheet: KNIGHT }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 20, y: 36 } }, p2u1: row('p2u1', 10, 15, guardY, 1.2) },
      round: 2,
      phase: 'shooting',
      active: 0,
      cp: [3, 3],
      counters: FOUNDATIONS,
    });
    const uses = g.stratagemUses(id('drive-them-out'));
    expect(uses).toEqual([{ type: 'use-stratagem', stratagem: id('drive-them-out'), target: 'p1u1' }]);
    if (use) g.do(0, uses[0] as Action);
    g.passWindows();
    // The [LETHAL HITS] pod: Hit rolls 5 and 3; the Wound rolls, then the saves.
    g.withDice(5, 3, 1, 1, 1, 1);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: lethal.name, target: 'p2u1' }] });
    g.passWindows();
    return woundRolls(g);
  }

  it('the Guard on Red’s defensive line: the 5 is a Critical Hit, [LETHAL HITS] wounds without a roll: one Wound roll', () => {
    expect(shooting(ON_LINE, true)).toBe(1);
  });

  it('without it, the 5 is a normal hit: two Wound rolls', () => {
    expect(shooting(ON_LINE, false)).toBe(2);
  });

  it('the Guard off the line (y 25): two Wound rolls', () => {
    expect(shooting(25, true)).toBe(2);
  });
});

describe('Lancebreaker (Gate Warden Lance)', () => {
  // "WHEN: Fight phase, just after an enemy unit has selected its targets. TARGET: One IMPERIAL KNIGHTS unit from your
  // army that was selected as the target of one or more of the attacking unit's attacks and is on your defensive line.
  // EFFECT: Until the end of the phase, each time an attack targets your unit, if the Strength characteristic of that
  // attack is greater than the Toughness characteristic of your unit, subtract 1 from the Wound roll."
  /** Red's turn, Fight phase: Blue's Brute (S12 klaw) fights first, against the Knight (T11) at (20, y). */
  function klaw(y: number, use: boolean) {
    const g = new Game({
      armies: [
        { name: 'Red', faction: 'Imperial Knights', detachment: 'Gate Warden Lance', units: [{ datasheet: KNIGHT }] },
        { name: 'Blue', units: [{ datasheet: BRUTES }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 20, y } }, p2u1: { p2u1m1: { x: 20, y: y + 1.72 } } },
      round: 2,
      phase: 'fight',
      active: 0,
      cp: [3, 3],
      counters: FOUNDATIONS,
    });
    g.passWindows();
    g.do(1, { type: 'fight', unit: 'p2u1' });
    if (g.pending.kind === 'pile-in') g.do(1, { type: 'pile-in', unit: 'p2u1', paths: {} });
    g.passWindows();
    // Hit roll 3 (WS3+), Wound roll 3 (S12 against T11: 3+), then the save die 1.
    g.withDice(3, 3, 1);
    g.do(1, { type: 'melee', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Power klaw', target: 'p1u1' }] });
    const uses = g.stratagemUses(id('lancebreaker'));
    if (use) {
      expect(uses).toEqual([{ type: 'use-stratagem', stratagem: id('lancebreaker'), target: 'p1u1' }]);
      g.do(0, uses[0] as Action);
    }
    g.passUntil((x) => x.find('attack-ended', x.record.events).length > 0 || x.pending.kind !== 'stratagem-window', 40);
    return { g, uses };
  }

  it('just after the Brute selects the Knight on the line: the Wound roll of 3 (3+) fails, minus 1', () => {
    const { g } = klaw(ON_LINE, true);
    expect(g.find('dice-rolled', g.record.events).map((e) => `${e.kind} ${e.faces.join(',')}`)).toEqual([
      'hit 3',
      'wound 3',
    ]);
    expect(g.state.units.p1u1?.models[0]?.wounds).toBe(22);
  });

  it('without it, the 3 wounds and the save of 1 fails: 2 damage', () => {
    const { g } = klaw(ON_LINE, false);
    expect(g.state.units.p1u1?.models[0]?.wounds).toBe(20);
  });

  it('not offered for a Knight off the line', () => {
    expect(klaw(10, false).uses).toEqual([]);
  });
});

describe('Fortress of Intimidation (Gate Warden Lance)', () => {
  // "WHEN: Start of your opponent's Charge phase. TARGET: One IMPERIAL KNIGHTS TITANIC unit from your army that is on
  // your defensive line. EFFECT: Until the end of the phase, each time an enemy unit selects your unit as a target of
  // a charge, that unit must take a Battle-shock test, subtracting 1 from the result."
  const FORTRESS = id('fortress-of-intimidation');
  /** Blue's Shooting phase ends; at the start of Blue's Charge phase Red uses it (or not); the Guard 8" away charges. */
  function charged(y: number, use: boolean) {
    const g = new Game({
      armies: [
        { name: 'Red', faction: 'Imperial Knights', detachment: 'Gate Warden Lance', units: [{ datasheet: KNIGHT }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 20, y } }, p2u1: row('p2u1', 10, 15, y + 9.12, 1.2) },
      round: 2,
      phase: 'shooting',
      active: 1,
      cp: [3, 0],
      counters: FOUNDATIONS,
    });
    g.passUntil((x) => x.state.flow.phase === 'charge');
    const uses = g.stratagemUses(FORTRESS);
    if (use) g.do(0, uses[0] as Action);
    g.passWindows();
    // The Battle-shock test 3+3 (6, minus 1: 5 against the Guard's Leadership 7+), then the Charge roll.
    g.withDice(3, 3, 6, 6);
    const events = g.do(1, { type: 'declare-charge', unit: 'p2u1', targets: ['p1u1'] });
    return { uses, events, g };
  }
  it('offered at the start of Blue’s Charge phase for the TITANIC Knight on the line', () => {
    expect(charged(ON_LINE, false).uses).toEqual([{ type: 'use-stratagem', stratagem: FORTRESS, target: 'p1u1' }]);
  });
  it('not for the Knight off the line', () => {
    expect(charged(10, false).uses).toEqual([]);
  });
  it('used: the Guard that selects the Knight as a charge target takes the test at -1 (5 against 7+): Battle-shocked', () => {
    const { g, events } = charged(ON_LINE, true);
    expect(g.find('battle-shock-test', events)).toMatchObject([
      { unit: 'p2u1', faces: [3, 3], total: 5, passed: false },
    ]);
    expect(g.state.effects.some((e) => e.kind === 'battle-shocked' && e.unit === 'p2u1')).toBe(true);
  });
  it('not used: no test', () => {
    const { g, events } = charged(ON_LINE, false);
    expect(g.find('battle-shock-test', events)).toEqual([]);
  });
});
