import { describe, expect, it } from 'vitest';
import { type GameEvent, quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Detachment Stratagems that let a unit that Fell Back shoot and charge (issue 13): their registry rows
 * `{kind: 'eligible'}` become an effect on the unit, which the Shooting and Charge eligibility read.
 * Ordered Retreat (seed 000): "WHEN: Your Movement phase, just after a unit from your army Falls Back. ...
 * EFFECT: Until the end of the turn, your unit is eligible to shoot and declare a charge."
 */
const GUNS = quickDatasheet('t:guns', 'Gunners', [{ M: 6, W: 2, base: 32 }], {
  minModels: 2,
  weapons: [{ name: 'Storm bolter', range: 24, A: 1, skill: 3, S: 4, AP: 0, D: 1 }, ccw],
});

function game(detachment: string) {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Leagues of Votann', detachment, units: [{ datasheet: GUNS }] },
      { name: 'Blue', units: [{ datasheet: GUARD, models: { Guard: 1 } }] },
    ] as never,
    // Blue's guard (10, 11.3) is within Engagement Range of Red's first model (10, 10).
    positions: { p1u1: row('p1u1', 2, 10, 10), p2u1: { x: 10, y: 11.3 } },
    phase: 'movement',
    cp: [3, 3],
  });
}

/** Red falls back 3" straight away from the guard. */
function fallBack(g: Game): GameEvent[] {
  const paths = { p1u1m1: [{ x: 10, y: 7 }], p1u1m2: [{ x: 11.5, y: 7 }] };
  return g.do(0, { type: 'fall-back', unit: 'p1u1', paths });
}

const offered = (g: Game, id: string) =>
  g.pending.kind === 'stratagem-window' &&
  g.pending.options.some((o) => o.kind === 'choice' && o.action.type === 'use-stratagem' && o.action.stratagem === id);

const redShoots = (g: Game) => {
  g.passUntil(
    (x) => (x.state.flow.phase === 'shooting' && x.pending.kind === 'shoot') || x.state.flow.phase === 'charge',
  );
  return g.state.flow.phase === 'shooting' && g.labels().some((l) => l.startsWith('Gunners (p1u1) shoots'));
};

describe('Ordered Retreat (Oathband): eligible to shoot and declare a charge after Falling Back', () => {
  it('offered just after the unit Falls Back; its effect lasts until the end of the turn', () => {
    const g = game('Oathband');
    fallBack(g);
    expect(offered(g, 'oathband/ordered-retreat')).toBe(true);
    const events = g.do(0, { type: 'use-stratagem', stratagem: 'oathband/ordered-retreat', target: 'p1u1' });
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ name: 'Ordered Retreat', cp: 1, manual: false });
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({
      unit: 'p1u1',
      rule: 'leagues-of-votann/oathband/ordered-retreat',
      until: { kind: 'end-of-turn' },
    });
    expect(g.state.players[0].cp).toBe(2);
    expect(redShoots(g)).toBe(true);
    g.do(0, { type: 'end-shooting' });
    g.passUntil((x) => x.state.flow.phase === 'charge' && x.pending.kind !== 'stratagem-window');
    expect([g.state.flow.turn, g.pending.player]).toEqual([1, 0]);
    expect(g.labels()).toContain('Gunners (p1u1) declares a charge against Guard (p2u1)');
  });

  it('without it, a unit that Fell Back cannot shoot', () => {
    const g = game('Oathband');
    fallBack(g);
    g.do(0, { type: 'pass' });
    expect(redShoots(g)).toBe(false);
    g.passUntil((x) => x.state.flow.phase === 'charge' && x.pending.kind !== 'stratagem-window');
    // Red's Charge phase offers nothing: the next charge decision is Blue's, in its own turn.
    expect([g.state.flow.turn, g.pending.player]).toEqual([2, 1]);
  });

  it('Unyielding Aggression (Hearthband): "just after a INFANTRY unit from your army Falls Back", the same effect', () => {
    const g = game('Hearthband');
    fallBack(g);
    expect(offered(g, 'hearthband/unyielding-aggression')).toBe(true);
    expect(offered(g, 'oathband/ordered-retreat')).toBe(false);
    g.do(0, { type: 'use-stratagem', stratagem: 'hearthband/unyielding-aggression', target: 'p1u1' });
    expect(redShoots(g)).toBe(true);
  });
});
