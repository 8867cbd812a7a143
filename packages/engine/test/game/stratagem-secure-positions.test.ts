import { describe, expect, it } from 'vitest';
import { setUpPositions } from '../../src/game/bot-moves.js';
import { type Action, chargeReason, quickDatasheet, Rng, seedRng } from '../../src/index.js';
import { row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * SECURE POSITIONS (Brandfast Oathband, 1CP, the 2025-11 export): "WHEN: End of any of your phases, if units from your
 * army have Hostile Acquisition. TARGET: One LEAGUES OF VOTANN TRANSPORT unit from your army. EFFECT: One LEAGUES OF
 * VOTANN unit embarked within your TRANSPORT can disembark. When doing so, models in that unit can be set up anywhere
 * on the battlefield wholly within 6" of your TRANSPORT. That unit cannot declare a charge in the same turn, but can
 * otherwise act normally in the remainder of the turn."
 */
const SAGITAUR = quickDatasheet('t:sagitaur', 'Sagitaur', [{ M: 12, T: 9, Sv: 3, W: 12, base: { kind: 'hull' } }], {
  keywords: ['VEHICLE', 'TRANSPORT', 'LEAGUES OF VOTANN'],
  transport: { capacity: 10, allowed: ['INFANTRY'] },
});
const KIN = quickDatasheet('t:kin', 'Hearthkyn', [{ M: 5, T: 4, Sv: 4, W: 1, base: 32 }], {
  minModels: 2,
  keywords: ['INFANTRY', 'LEAGUES OF VOTANN'],
});

/** Red's Movement phase: the Sagitaur (p1u1) at (20, 10) with the Hearthkyn (p1u2) embarked; Hostile Acquisition or not. */
function game(fortify = 0) {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Brandfast Oathband',
        units: [{ datasheet: SAGITAUR }, { datasheet: KIN }],
      },
      { name: 'Blue', units: [{ datasheet: TARGET5 }] },
    ],
    positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 5, 27, 40) },
    embarked: { p1u2: 'p1u1' },
    phase: 'movement',
    cp: [3, 3],
    counters: { 'player-1': { 'fortify-takeover': fortify } },
  } as never);
  g.passUntil((x) => x.find('phase-ended', x.record.events).length > 0, 20);
  return g;
}

const uses = (g: Game) => g.stratagemUses('secure-positions');

describe('Secure Positions (Brandfast Oathband)', () => {
  it('at the end of Red’s Movement phase, with Hostile Acquisition: offered for the TRANSPORT with a unit embarked', () => {
    const g = game();
    expect(g.find('phase-ended', g.record.events)).toMatchObject([{ phase: 'movement', player: 0 }]);
    expect(uses(g)).toEqual([
      { type: 'use-stratagem', stratagem: 'brandfast-oathband/secure-positions', target: 'p1u1' },
    ]);
    expect(uses(game(1))).toEqual([]);
  });

  it('used (1CP): the Hearthkyn set up wholly within 6" of the Sagitaur (not farther), then cannot declare a charge', () => {
    const g = game();
    const events = g.do(0, uses(g)[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    expect(g.pending).toMatchObject({ player: 0, kind: 'rule-disembark' });
    const option = g.pending.options.find((o) => o.kind === 'parametric' && o.action === 'disembark');
    if (option?.kind !== 'parametric' || option.schema.kind !== 'setup') throw new Error('no disembarkation offered');
    expect(option.schema.rule).toMatchObject({ kind: 'disembark', transport: 'p1u1', within: 6 });
    const far = g.rejects(0, {
      type: 'disembark',
      unit: 'p1u2',
      positions: { p1u2m1: { x: 20, y: 30 }, p1u2m2: { x: 21.5, y: 30 } },
    } as never);
    expect(far).toBe('model p1u2m1: not wholly within 6" of its TRANSPORT');
    const positions = setUpPositions(g.state, option.schema, new Rng(seedRng(1)));
    const done = g.do(0, { type: 'disembark', unit: 'p1u2', positions: positions as never });
    expect(g.find('unit-disembarked', done)).toMatchObject([{ unit: 'p1u2', transport: 'p1u1', when: 'rule' }]);
    expect(g.find('effect-added', done)[0]?.effect).toMatchObject({ unit: 'p1u2', until: { kind: 'end-of-turn' } });
    const u = g.state.units.p1u2;
    expect(u?.embarkedIn).toBeUndefined();
    expect(u?.models.every((m) => m.pos !== null)).toBe(true);
    expect(chargeReason(g.state, u as never)).toBe('a Stratagem used on it makes it not eligible to declare a charge');
  });

  it('passing the set-up: the Hearthkyn stay embarked', () => {
    const g = game();
    g.do(0, uses(g)[0] as Action);
    g.do(0, { type: 'pass' });
    expect(g.state.units.p1u2?.embarkedIn).toBe('p1u1');
  });
});
