import { describe, expect, it } from 'vitest';
import { setUpPositions } from '../../src/game/bot-moves.js';
import { chargeReason, embarkReason, quickDatasheet, Rng, seedRng } from '../../src/index.js';
import { boltRifle, ccw, GUARD, MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * TRANSPORTs: capacity (with models that take more space), embarking at the end of a move, disembarking
 * before or after the TRANSPORT moves, Firing Deck, and a destroyed TRANSPORT's passengers (Deadly
 * Demise first, then disembarking: wholly within 3", or an Emergency Disembarkation within 6").
 */
const RAIDER = quickDatasheet('t:raider', 'Land Raider', [{ M: 10, T: 12, Sv: 2, W: 16, base: { kind: 'hull' } }], {
  keywords: ['VEHICLE', 'TRANSPORT', 'SMOKE'],
  factionKeywords: ['GREY KNIGHTS'],
  weapons: [{ name: 'Armoured tracks', range: 'melee', A: 6, skill: 4, S: 8, AP: 0, D: 1 }],
  transport: { capacity: 12, allowed: ['GREY KNIGHTS INFANTRY'], spaceCost: [{ keyword: 'TERMINATOR', spaces: 2 }] },
  core: ['Deadly Demise D6', 'Firing Deck 2'],
  // Its registry definition binds by faction and datasheet (rules/factions/shared/assault-ramp.ts).
  faction: 'Grey Knights',
  abilities: [
    {
      name: 'Assault Ramp',
      text: 'Each time a unit disembarks from this model after it has made a Normal move, that unit is still eligible to declare a charge this turn.',
    },
  ],
});
const TERMINATORS = quickDatasheet('t:term', 'Terminators', [{ M: 5, T: 5, W: 3, base: 40 }], {
  minModels: 5,
  keywords: ['INFANTRY', 'TERMINATOR'],
  factionKeywords: ['GREY KNIGHTS'],
  weapons: [boltRifle, ccw],
});
const STRIKE = quickDatasheet('t:strike', 'Strike Squad', [{ M: 6, T: 4, W: 2, base: 32 }], {
  minModels: 5,
  keywords: ['INFANTRY'],
  factionKeywords: ['GREY KNIGHTS'],
  weapons: [boltRifle, ccw],
});

function raiderGame(opts: Record<string, unknown> = {}) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: RAIDER }, { datasheet: STRIKE }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 10, 10, 34, 1.2) },
    embarked: { p1u2: 'p1u1' },
    phase: 'movement',
    ...opts,
  });
}
const strikeAround = (x: number, y: number) =>
  Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`p1u2m${i + 1}`, { x: x + i * 1.5, y }]));

describe('TRANSPORTs', () => {
  it('capacity counts TERMINATOR models as 2; only the keywords it may carry embark', () => {
    const g = Game.fromBattle({
      seed: 1,
      armies: [
        {
          name: 'Red',
          units: [{ datasheet: RAIDER }, { datasheet: TERMINATORS }, { datasheet: STRIKE }, { datasheet: MARINES }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
    });
    const u = (id: string) => g.state.units[id] as never;
    expect(embarkReason(g.state, u('p1u4'), u('p1u1'))).toBe(
      'p1u4m1 is not a model Land Raider can carry (capacity 12)',
    );
    g.do(0, { type: 'embark-start', unit: 'p1u2', transport: 'p1u1' });
    // 10 of 12 spaces used: the Strike Squad (5) no longer fits.
    expect(embarkReason(g.state, g.state.units.p1u3 as never, g.state.units.p1u1 as never)).toBe(
      'Land Raider has room for 2 more model(s) and Strike Squad needs 5',
    );
    expect(g.labels().some((l) => l.includes('starts embarked'))).toBe(false);
  });

  it('a unit embarks when every model ends its move within 3" of the TRANSPORT', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: RAIDER }, { datasheet: STRIKE }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: { x: 20, y: 10 }, p1u2: strikeAround(14, 17.5), p2u1: row('p2u1', 10, 10, 34, 1.2) },
      phase: 'movement',
    });
    const far = Object.fromEntries(Object.entries(strikeAround(17, 16)).map(([k, v]) => [k, [v]]));
    expect(g.rejects(0, { type: 'normal-move', unit: 'p1u2', paths: far, embark: 'p1u1' })).toBe(
      'p1u2: every model must end its move within 3" of p1u1 to embark',
    );
    const near = Object.fromEntries(Object.entries(strikeAround(17, 14)).map(([k, v]) => [k, [v]]));
    g.do(0, { type: 'normal-move', unit: 'p1u2', paths: near, embark: 'p1u1' });
    expect(g.find('embarked')[0]).toMatchObject({ unit: 'p1u2', transport: 'p1u1', atStart: false });
    expect(g.state.units.p1u2?.models.every((m) => m.pos === null)).toBe(true);
    expect(g.state.units.p1u2?.embarkedIn).toBe('p1u1');
  });

  it('disembarking before the TRANSPORT moves: the unit then moves normally and cannot Remain Stationary', () => {
    const g = raiderGame();
    expect(g.labels()).toContain('Strike Squad (p1u2) disembarks from Land Raider (p1u1)');
    expect(g.rejects(0, { type: 'disembark', unit: 'p1u2', positions: strikeAround(14, 20) })).toBe(
      'model p1u2m1: not wholly within 3" of its TRANSPORT',
    );
    g.do(0, { type: 'disembark', unit: 'p1u2', positions: strikeAround(17, 13.2) });
    expect(g.find('unit-disembarked')[0]).toMatchObject({ unit: 'p1u2', when: 'before' });
    expect(g.rejects(0, { type: 'remain-stationary', unit: 'p1u2' })).toBe(
      'Strike Squad disembarked this phase: it cannot Remain Stationary',
    );
    expect(g.labels()).toContain('Normal move Strike Squad (p1u2) up to 6"');
  });

  it('a bot finds a legal disembarkation for a five-model unit along the hull', () => {
    const g = raiderGame();
    const option = g.pending.options.find((o) => o.kind === 'parametric' && o.action === 'disembark');
    if (option?.kind !== 'parametric' || option.schema.kind !== 'setup') throw new Error('no disembark offered');
    for (const seed of [1, 2, 3]) {
      const positions = setUpPositions(g.state, option.schema, new Rng(seedRng(seed)));
      expect(positions && Object.keys(positions)).toHaveLength(5);
    }
    const positions = setUpPositions(g.state, option.schema, new Rng(seedRng(1)));
    g.do(0, { type: 'disembark', unit: 'p1u2', positions: positions as never });
    expect(g.find('unit-disembarked')[0]).toMatchObject({ unit: 'p1u2', when: 'before' });
  });

  it('disembarking after a Normal move counts as one; Assault Ramp still lets the unit charge', () => {
    const g = raiderGame();
    g.do(0, { type: 'normal-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 16 }] } });
    g.do(0, { type: 'disembark', unit: 'p1u2', positions: strikeAround(17, 19.2) });
    expect(g.find('unit-disembarked')[0]).toMatchObject({ when: 'after' });
    const u = g.state.units.p1u2;
    expect(u?.history).toMatchObject({ disembarked: 'after', movement: 'normal', mayCharge: true });
    expect(chargeReason(g.state, u as never)).toBeNull();
    // It cannot move further this phase: with nothing else to move, the Shooting phase begins.
    expect(g.state.flow.phase).toBe('shooting');
  });

  it('no unit disembarks from a TRANSPORT that Advanced', () => {
    const g = raiderGame({ dice: [3] });
    g.do(0, { type: 'advance', unit: 'p1u1' });
    g.do(0, { type: 'advance-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 18 }] } });
    expect(g.labels().some((l) => l.includes('disembarks'))).toBe(false);
  });

  it('Firing Deck 2: the TRANSPORT fires weapons lent by up to two embarked models; their unit cannot shoot', () => {
    const g = raiderGame({
      phase: 'shooting',
      positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 10, 12, 26, 1.2) },
      dice: [1, 1],
    });
    g.do(0, {
      type: 'shoot',
      unit: 'p1u1',
      attacks: [
        { model: 'p1u2m1', weapon: 'Bolt rifle', target: 'p2u1' },
        { model: 'p1u2m2', weapon: 'Bolt rifle', target: 'p2u1' },
      ],
    });
    expect(g.find('hits-scored')[0]).toMatchObject({ weapon: 'Bolt rifle', attacks: 4 });
    expect(g.find('history-set')[0]).toMatchObject({ unit: 'p1u2', history: { firingDeck: true } });
  });

  it('a destroyed TRANSPORT: Deadly Demise first, then its passengers set up within 3" and test per model', () => {
    const LASCANNONS = quickDatasheet('t:las2', 'Lascannons', [{ M: 6, W: 2, base: 40 }], {
      minModels: 2,
      weapons: [{ name: 'Lascannon', range: 48, A: 1, skill: 3, S: 12, AP: -3, D: 6 }, ccw],
    });
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: RAIDER }, { datasheet: STRIKE }] },
        { name: 'Blue', units: [{ datasheet: LASCANNONS }] },
      ],
      positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 2, 18, 30, 2) },
      embarked: { p1u2: 'p1u1' },
      wounds: { p1u1m1: 6 },
      active: 1,
      phase: 'shooting',
      // Hit 3, wound 4 (S12 vs T12: 4+), save 1; Deadly Demise 5 (no); the five passengers roll 1, 2, 3, 4, 5.
      dice: [3, 4, 1, 5, 1, 2, 3, 4, 5],
    });
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Lascannon', target: 'p1u1' }] });
    expect(g.find('dice-rolled').map((e) => [e.kind, e.faces])).toEqual([
      ['hit', [3]],
      ['wound', [4]],
      ['save', [1]],
      ['deadly-demise', [5]],
      ['disembark', [1, 2, 3, 4, 5]],
    ]);
    expect(g.find('unit-disembarked')[0]).toMatchObject({ unit: 'p1u2', transport: 'p1u1', when: 'destroyed' });
    expect(g.find('mortal-wounds')[0]).toMatchObject({ unit: 'p1u2', amount: 1 });
    expect(g.state.units.p1u2?.embarkedIn).toBeUndefined();
    expect(g.state.units.p1u2?.models.filter((m) => m.pos).length).toBe(5);
  });
});
