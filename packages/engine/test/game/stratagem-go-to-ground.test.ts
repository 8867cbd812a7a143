import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Go to Ground (1CP): in the opponent's Shooting phase, just after an enemy unit has selected its
 * targets, one of your INFANTRY units it targets gets a 6+ invulnerable save and the Benefit of Cover
 * until the end of the phase.
 */
const LASCANNONS = quickDatasheet('t:lc', 'Lascannons', [{ M: 6, W: 2, base: 40 }], {
  weapons: [{ name: 'Lascannon', range: 48, A: 1, skill: 3, S: 12, AP: -3, D: 2 }, ccw],
});

function game(attacker = MARINES, dice: number[] = []) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: attacker }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: row('p1u1', attacker === MARINES ? 5 : 1, 10, 10), p2u1: row('p2u1', 10, 10, 25, 1.2) },
    phase: 'shooting',
    cp: [0, 1],
    dice,
  });
}

describe('Go to Ground', () => {
  it('is offered to the targeted INFANTRY unit once targets are selected; cover improves its 5+ save to 4+', () => {
    // One rifle's two attacks: hits 3, 3; wounds 3, 3; saves 4 (passes with cover) and 3 (fails).
    const g = game(MARINES, [3, 3, 3, 3, 4, 3]);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Bolt rifle', target: 'p2u1' }] });
    expect(g.pending).toMatchObject({ player: 1, kind: 'stratagem-window' });
    expect(g.labels()).toEqual(['Go to Ground (1CP, Core) on Guard', 'pass']);
    g.choose('Go to Ground');
    expect(g.find('effect-added')[0]?.effect).toMatchObject({
      unit: 'p2u1',
      source: 'core/go-to-ground',
      until: { kind: 'end-of-phase' },
      grants: [{ kind: 'invulnerable', value: 6 }, { kind: 'cover' }],
    });
    expect(g.find('save-result').map((e) => [e.kind, e.threshold, e.face, e.passed])).toEqual([
      ['armour', 4, 4, true],
      ['armour', 4, 3, false],
    ]);
    // The effect ends with the phase.
    expect(g.state.effects).toEqual([]);
  });

  it('against AP-3 the 6+ invulnerable save is used', () => {
    const g = game(LASCANNONS, [3, 2, 6]);
    g.choose('shoots Guard');
    g.choose('Go to Ground');
    expect(g.find('save-result')[0]).toMatchObject({ kind: 'invulnerable', threshold: 6, face: 6, passed: true });
  });
});
