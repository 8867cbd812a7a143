import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Warding Chant (Grey Knights, Banishers, the 2025-11 export), 1CP: "WHEN: Your opponent’s Shooting phase or the
 * Fight phase, just after an enemy unit has selected its targets. TARGET: One GREY KNIGHTS PSYKER unit from your army
 * that was selected as the target of one or more of the attacking unit’s attacks. EFFECT: Until the end of the phase,
 * models in your unit have the Feel No Pain 5+ ability against attacks with an unmodified Damage characteristic of 1."
 */
const STRIKE = quickDatasheet('t:strike', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
  minModels: 5,
  weapons: [ccw],
  keywords: ['GREY KNIGHTS', 'INFANTRY', 'PSYKER'],
});
const LASCANNONS = quickDatasheet('t:lc', 'Lascannons', [{ M: 6, W: 2, base: 40 }], {
  weapons: [{ name: 'Lascannon', range: 48, A: 1, skill: 3, S: 12, AP: -3, D: 2 }, ccw],
});

/** Pass the other Stratagem windows and allocate as first offered until the attack has ended. */
function resolve(g: Game): void {
  for (let i = 0; i < 20 && !g.find('attack-ended', g.record.events).length; i++) {
    const p = g.pending;
    const o = p.options.find((x) => x.kind === 'choice');
    if (p.kind === 'stratagem-window') g.do(p.player, { type: 'pass' });
    else if (o?.kind === 'choice') g.do(p.player, o.action);
  }
}

const rolled = (g: Game, kind: string) =>
  g.find('dice-rolled', g.record.events).flatMap((e) => (e.kind === kind ? [e.faces] : []));

/** Blue shoots Red's Strike Squad in Blue's Shooting phase. */
function game(attacker = MARINES, dice: number[] = []) {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Grey Knights', detachment: 'Banishers', units: [{ datasheet: STRIKE }] },
      { name: 'Blue', units: [{ datasheet: attacker }] },
    ],
    positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', attacker === MARINES ? 5 : 1, 10, 25) },
    round: 2,
    phase: 'shooting',
    active: 1,
    cp: [1, 0],
    dice,
  });
}

describe('Warding Chant', () => {
  it('is offered once targets are selected; Feel No Pain 5+ against the Damage 1 bolt rifle', () => {
    // One bolt rifle (D1), two attacks: hits 3, 3; wounds 4, 4; saves 1, 1 (fail); Feel No Pain 5 (passes), 2.
    const g = game(MARINES, [3, 3, 4, 4, 1, 5, 1, 2]);
    g.passWindows();
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Bolt rifle', target: 'p1u1' }] });
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(g.stratagemUses('warding-chant')).toEqual([
      { type: 'use-stratagem', stratagem: 'banishers/warding-chant', target: 'p1u1' },
    ]);
    g.choose('Warding Chant');
    resolve(g);
    const events = g.record.events;
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ name: 'Warding Chant', cp: 1, target: 'p1u1' });
    // Each failed save's 1 damage: a Feel No Pain roll, the 5 ignores it, the 2 does not.
    expect(rolled(g, 'feel-no-pain')).toEqual([[5], [2]]);
    expect(g.find('model-wounded', events).map((e) => [e.model, e.lost, e.remaining])).toEqual([['p1u1m5', 1, 1]]);
  });

  it('without it, no Feel No Pain roll: both damage taken', () => {
    const g = game(MARINES, [3, 3, 4, 4, 1, 1]);
    g.passWindows();
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Bolt rifle', target: 'p1u1' }] });
    g.passWindows();
    resolve(g);
    expect(rolled(g, 'feel-no-pain')).toEqual([]);
    expect(g.find('model-wounded', g.record.events).map((e) => [e.model, e.lost, e.remaining])).toEqual([
      ['p1u1m5', 1, 1],
      ['p1u1m5', 1, 0],
    ]);
  });

  it('not against the Damage 2 lascannon', () => {
    // Hit 3, wound 2, save 1 (fails): 2 damage, no Feel No Pain roll; the model is destroyed.
    const g = game(LASCANNONS, [3, 2, 1]);
    g.passWindows();
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Lascannon', target: 'p1u1' }] });
    g.choose('Warding Chant');
    resolve(g);
    expect(g.find('stratagem-used', g.record.events)[0]).toMatchObject({ name: 'Warding Chant', target: 'p1u1' });
    expect(rolled(g, 'feel-no-pain')).toEqual([]);
    expect(g.find('model-wounded', g.record.events).map((e) => [e.model, e.lost, e.remaining])).toEqual([
      ['p1u1m5', 2, 0],
    ]);
  });
});
