import { describe, expect, it } from 'vitest';
import {
  BOARDING_ACTIONS_RULESET,
  CORE_RULESET,
  quickDatasheet,
  stratagemOffers,
  type WindowState,
} from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Explosive Clearance (Boarding Actions, seed 000): "TARGET: One unit from your army that has not been selected to
 * shoot this phase." "Select one model in your unit that is equipped with a weapon with the [BLAST] ability." Until
 * the end of the phase Blast counts models not visible to the attacker, and its attacks can be allocated to them.
 * The game always counts every model and allocates to any model, so the use records the effect and spends 1CP.
 */
const GRENADIERS = quickDatasheet('t:grenadiers', 'Grenadiers', [{ M: 6, W: 2, base: 32 }], {
  minModels: 1,
  weapons: [{ name: 'Frag launcher', range: 24, A: 1, skill: 4, S: 4, AP: 0, D: 1, abilities: '[blast]' }, ccw],
});
const RIFLES = quickDatasheet('t:rifles', 'Rifles', [{ M: 6, W: 2, base: 32 }], {
  minModels: 1,
  weapons: [{ name: 'Rifle', range: 24, A: 1, skill: 4, S: 4, AP: 0, D: 1 }, ccw],
});

/** Red's Shooting phase: Grenadiers (p1u1, a [BLAST] weapon) and Rifles (p1u2, none); Blue's ten Guard 20" away. */
function game(dice: number[] = [], ruleset = BOARDING_ACTIONS_RULESET) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: GRENADIERS }, { datasheet: RIFLES }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: { x: 10, y: 4 }, p1u2: { x: 30, y: 4 }, p2u1: row('p2u1', 10, 5, 24, 1.2) },
    phase: 'shooting',
    cp: [2, 0],
    dice,
    ruleset,
  });
}

const USE = {
  type: 'use-stratagem',
  stratagem: 'boarding-actions/explosive-clearance',
  target: 'p1u1',
  model: 'p1u1m1',
} as const;

describe('Explosive Clearance (Boarding Actions)', () => {
  it('is offered in your Shooting phase for the unit with a [BLAST] weapon, one use per such model', () => {
    const g = game();
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    // Not the Rifles: none of their models is equipped with a [BLAST] weapon.
    expect(g.stratagemUses('explosive-clearance')).toEqual([USE]);
  });

  it('control: not offered under the core ruleset (a Boarding Actions Stratagem)', () => {
    const g = game([], CORE_RULESET);
    expect(g.stratagemUses('explosive-clearance')).toEqual([]);
  });

  it('spends 1CP and lasts until the end of the phase; Blast counts all ten Guard: 1 + 2 attacks', () => {
    // One attack, +2 for ten models; three Hit rolls of 1.
    const g = game([1, 1, 1]);
    const used = g.do(0, USE);
    expect(g.find('stratagem-used', used)).toMatchObject([{ player: 0, cp: 1, manual: false, target: 'p1u1' }]);
    expect(g.state.players[0].cp).toBe(1);
    expect(g.state.effects).toMatchObject([
      {
        kind: 'stratagem',
        unit: 'p1u1',
        source: 'boarding-actions/explosive-clearance',
        until: { kind: 'end-of-phase' },
      },
    ]);
    g.passWindows();
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Frag launcher', target: 'p2u1' }] });
    g.passUntil((x) => x.find('hits-scored', x.record.events).length > 0, 20);
    expect(g.find('hits-scored')[0]).toMatchObject({ attacks: 3, hits: 0 });
  });

  it('control: once the unit has shot it is no longer a target ("has not been selected to shoot")', () => {
    const g = game([1, 1, 1]);
    g.passWindows();
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Frag launcher', target: 'p2u1' }] });
    g.passUntil((x) => x.find('attack-ended', x.record.events).length > 0, 20);
    expect(g.state.units.p1u1?.history.shot).toBe(true);
    // A during-phase window of the same Shooting phase, asked directly: the Grenadiers are no longer a target.
    const w: WindowState = { id: 0, kind: 'during-phase', phase: 'shooting', passed: [false, false] };
    const offers = (x: Game) => stratagemOffers(x.state, 0, w).filter((o) => o.def.id === USE.stratagem);
    expect(offers(g)).toEqual([]);
    expect(offers(game()).map((o) => [o.target, o.model])).toEqual([['p1u1', 'p1u1m1']]);
  });
});
