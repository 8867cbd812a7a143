import { describe, expect, it } from 'vitest';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { row, TANK } from './fixtures.js';
import { Game } from './harness.js';

// Mobile Sensor Relays (Brandfast Oathband, seed 004): "TRANSPORT units from your army have the following ability:
// Firebase Control (Aura): While a friendly INFANTRY unit is wholly within 6" of this TRANSPORT, ranged weapons
// equipped by models in that INFANTRY unit have the [sustained hits 1] ability."
describe('Mobile Sensor Relays in the game', () => {
  const brandfast = { faction: 'Leagues of Votann', detachment: 'Brandfast Oathband' };
  // Twenty combi-bolter shots (BS4+): twenty Hit rolls of 6, then Wound rolls of 1 (none wounds).
  const DICE = [...Array(20).fill(6), ...Array(40).fill(1)];
  function game(tankAt: { x: number; y: number }, detachment = brandfast) {
    return new Game({
      armies: [
        { name: 'Red', ...detachment, units: [{ datasheet: hearthkyn() }, { datasheet: TANK }] },
        { name: 'Blue', units: [{ datasheet: rifles() }] },
      ],
      positions: { p1u1: row('p1u1', 10, 10, 5, 1.2), p1u2: tankAt, p2u1: { x: 14, y: 25 } },
      phase: 'shooting',
      dice: DICE,
    });
  }

  it('wholly within 6" of a TRANSPORT from the army: each 6 scores one more hit (40 hits)', () => {
    const g = game({ x: 15, y: 9 });
    expect(g.find('hits-scored', g.choose('Hearthkyn Warriors (p1u1) shoots Rifle Squad'))[0]).toMatchObject({
      hits: 40,
    });
  });

  it('the TRANSPORT 20" away: no [sustained hits 1] (20 hits)', () => {
    const g = game({ x: 40, y: 9 });
    expect(g.find('hits-scored', g.choose('Hearthkyn Warriors (p1u1) shoots Rifle Squad'))[0]).toMatchObject({
      hits: 20,
    });
  });

  it('within 6" of the unit’s closest model but not wholly within (its far models 10" or more away): 20 hits', () => {
    const g = game({ x: 27, y: 5 });
    expect(g.find('hits-scored', g.choose('Hearthkyn Warriors (p1u1) shoots Rifle Squad'))[0]).toMatchObject({
      hits: 20,
    });
  });

  it('another detachment: no aura (20 hits)', () => {
    const g = game({ x: 15, y: 9 }, { faction: 'Leagues of Votann', detachment: 'Oathband' });
    expect(g.find('hits-scored', g.choose('Hearthkyn Warriors (p1u1) shoots Rifle Squad'))[0]).toMatchObject({
      hits: 20,
    });
  });
});
