import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Bold Gallantry (Valourstrike Lance, seed 003): "Each time an IMPERIAL KNIGHTS unit from your army Advances, until
 * the end of the turn, ranged weapons equipped by IMPERIAL KNIGHTS models from your army have the [ASSAULT]
 * ability." A unit that Advanced shoots only with Assault weapons; with the rule, with every ranged weapon.
 */
const gun = { name: 'Rapid-fire battle cannon', range: 48, A: 2, skill: 3, S: 10, AP: -1, D: 3 };
const KNIGHT = quickDatasheet('t:knight', 'Knight Paladin', [{ M: 10, T: 11, Sv: 3, W: 22, base: 100 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [gun],
});

function advanced(detachment: string) {
  const g = new Game({
    armies: [
      { name: 'Red', faction: 'Imperial Knights', detachment, units: [{ datasheet: KNIGHT }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: row('p2u1', 10, 5, 40, 1.2) },
    phase: 'movement',
    active: 0,
  });
  g.withDice(3);
  g.do(0, { type: 'advance', unit: 'p1u1' });
  g.do(0, { type: 'advance-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 20 }] } });
  // On to Red's shooting decision, if any: the Shooting phase of a player with no unit eligible passes by.
  for (let i = 0; i < 20 && g.state.flow.active === 0 && g.pending.kind !== 'shoot'; i++) {
    const p = g.pending;
    const end = p.options.find((o) => o.kind === 'choice' && /end the|pass|no more/i.test(o.label));
    if (!end || end.kind !== 'choice') throw new Error(`stuck at ${p.kind}: ${g.labels().join(' | ')}`);
    g.do(p.player, end.action);
  }
  return g;
}
const shoot = {
  type: 'shoot' as const,
  unit: 'p1u1',
  attacks: [{ model: 'p1u1m1', weapon: gun.name, target: 'p2u1' }],
};

describe('Bold Gallantry', () => {
  it('a KNIGHT that Advanced shoots its ranged weapons, which have [ASSAULT]', () => {
    const g = advanced('Valourstrike Lance');
    expect(g.labels()).toContain('Knight Paladin (p1u1) shoots Guard (p2u1) with 1 weapon(s)');
    g.withDice(1, 1);
    g.do(0, shoot);
    expect(g.find('dice-rolled').map((e) => `${e.kind} ${e.faces.join(',')}`)).toEqual(['hit 1,1']);
  });

  it('in another detachment, it does not shoot after Advancing: its weapon is not an Assault weapon', () => {
    const g = advanced('Gate Warden Lance');
    // Red's Shooting phase passed with nothing to decide: it is Blue's turn.
    expect(g.state.flow.active).toBe(1);
    const red = g.find('phase-started', g.record.events).filter((e) => e.player === 0);
    expect(red.map((e) => e.phase)).toContain('shooting');
    expect(g.find('dice-rolled', g.record.events).filter((e) => e.kind === 'hit')).toEqual([]);
  });
});

/**
 * Cogbound Alliance (Questor Forgepact, 2025-11 export): "Divine Inspiration: Each time a model in this unit makes a
 * ranged attack, re-roll a Hit roll of 1. If this unit is within 6" of one or more friendly IMPERIAL KNIGHTS units,
 * re-roll a Wound roll of 1 as well."
 */
describe('Cogbound Alliance: the Wound re-roll within 6" of a friendly IMPERIAL KNIGHTS unit', () => {
  const rangers = quickDatasheet('t:rangers', 'Skitarii Rangers', [{ M: 6, W: 1, base: 25 }], {
    faction: 'Imperial Knights',
    factionKeywords: ['ADEPTUS MECHANICUS'],
    weapons: [{ name: 'Galvanic rifle', range: 30, A: 1, skill: 3, S: 4, AP: 0, D: 1 }],
  });
  function shot(knightAt: number) {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Imperial Knights',
          detachment: 'Questor Forgepact',
          units: [{ datasheet: rangers }, { datasheet: KNIGHT }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: {
        p1u1: { p1u1m1: { x: 20, y: 10 } },
        p1u2: { p1u2m1: { x: knightAt, y: 10 } },
        p2u1: row('p2u1', 10, 10, 30, 1.2),
      },
      phase: 'shooting',
      active: 0,
    });
    g.passWindows();
    // Hit roll 3 hits; Wound roll 1 (S4 against T3: 3+), re-rolled to 5 where the rule lets it; save 1.
    g.withDice(3, 1, 5, 1);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Galvanic rifle', target: 'p2u1' }] });
    g.passWindows();
    const wounds = g.find('dice-rolled', g.record.events).filter((e) => e.kind === 'wound');
    expect(wounds.map((e) => e.faces)).toEqual([[1]]);
    return g.record.events.filter((e) => e.type === 'die-rerolled').map((e) => [e.from, e.to]);
  }

  it('the Knight 3" away (base to base): the Wound roll of 1 is re-rolled', () => {
    // Rangers' base 0.49" in radius, the Knight's 1.97": centres 5.46" apart leave 3".
    expect(shot(25.46)).toEqual([[1, 5]]);
  });

  it('the Knight 20" away: it is not', () => {
    expect(shot(42.46)).toEqual([]);
  });
});
