import { describe, expect, it } from 'vitest';
import { checkInvariants, type EventBody, type GameEvent, type GameState, startScenario } from '../../src/index.js';
import { GUARD, HERO, MARINES, row } from './fixtures.js';

/** The invariants the soak checks catch what they are meant to catch. */
const { state } = startScenario({
  seed: 1,
  armies: [
    { name: 'Red', units: [{ datasheet: MARINES }, { datasheet: HERO }] },
    { name: 'Blue', units: [{ datasheet: GUARD }] },
  ],
  attach: [{ leader: 'p1u2', bodyguard: 'p1u1' }],
  positions: { p1u1: { x: 12, y: 10 }, p2u1: row('p2u1', 10, 10, 30, 1.2) },
  phase: 'shooting',
});
const at = (e: EventBody) => ({ ...e, seq: state.seq }) as GameEvent;

describe('soak invariants', () => {
  it('no unit shoots after Advancing except with Assault weapons, nor after Falling Back', () => {
    const withMove = (movement: 'advance' | 'fall-back'): GameState => {
      const u = state.units.p1u1 as NonNullable<typeof state.units.p1u1>;
      return { ...state, units: { ...state.units, p1u1: { ...u, history: { movement } } } };
    };
    const advanced = withMove('advance');
    const shoot = at({
      type: 'attacks-declared',
      unit: 'p1u1',
      kind: 'ranged',
      overwatch: false,
      spent: [],
      attacks: [{ model: 'p1u1m1', weapon: 'Bolt rifle', target: 'p2u1' }],
    });
    expect(checkInvariants(advanced, shoot)).toEqual([
      'p1u1 shoots Bolt rifle (not an Assault weapon) after Advancing',
    ]);
    expect(checkInvariants(withMove('fall-back'), shoot)).toEqual(['p1u1 shoots after Falling Back']);
    expect(checkInvariants(state, shoot)).toEqual([]);
    // Ordered Retreat (Needgaârd Oathband): "Until the end of the turn, your unit is eligible to shoot and declare a
    // charge in a turn in which it Fell Back." Found by the seed-faction soak, which flagged the shots it allows.
    const fell = withMove('fall-back');
    const retreat = {
      ...fell,
      effects: [
        {
          kind: 'stratagem',
          player: 0,
          unit: 'p1u1',
          source: 'needgaard-oathband/ordered-retreat',
          rule: 'leagues-of-votann/needgaard-oathband/ordered-retreat',
          until: { kind: 'end-of-turn' },
          id: '1',
          since: { round: fell.flow.round, turn: fell.flow.turn },
        },
      ],
    } as GameState;
    expect(checkInvariants(retreat, shoot)).toEqual([]);
  });

  it('no attack goes to a CHARACTER of an Attached unit while other models remain, unless Precision', () => {
    const e = (precision: boolean) =>
      at({
        type: 'attack-allocated',
        unit: 'p1u1',
        model: 'p1u2m1',
        weapon: 'Lasgun',
        devastating: false,
        precision,
        by: 'p2u1',
      });
    expect(checkInvariants(state, e(false))).toEqual([
      'an attack was allocated to CHARACTER p1u2m1 of p1u1 while p1u1m1 remains',
    ]);
    expect(checkInvariants(state, e(true))).toEqual([]);
  });

  it('CP never below 0', () => {
    const broke = { ...state, players: [{ ...state.players[0], cp: -1 }, state.players[1]] };
    expect(checkInvariants(broke as never, at({ type: 'battle-started' }))).toEqual(['player 1 has -1CP']);
  });
});
