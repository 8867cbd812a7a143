import { describe, expect, it } from 'vitest';
import { GUARD, MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The Shooting phase resolves attacks die by die through combat's definitions: Hit rolls against BS,
 * Wound rolls from S against T, saves modified by AP, damage; faces in the events, the defender's
 * models removed in the default order when they are all alike.
 */
const armies = (a = MARINES, b = GUARD) =>
  [
    { name: 'Red', units: [{ datasheet: a }] },
    { name: 'Blue', units: [{ datasheet: b }] },
  ] as const;

function shootingGame(dice: number[], targetY = 30) {
  return new Game({
    armies: [...armies()],
    positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', 10, 10, targetY, 1.2) },
    phase: 'shooting',
    dice,
  });
}

describe('Shooting phase: attacks resolved with combat’s rules and logged dice', () => {
  it('offers each eligible unit "shoot everything that can at X", a parametric split, and ending the phase', () => {
    const g = shootingGame([]);
    expect(g.pending.kind).toBe('shoot');
    expect(g.pending.options.map((o) => o.label)).toEqual([
      'Marines (p1u1) shoots Guard (p2u1) with 5 weapon(s)',
      "Marines (p1u1) shoots: choose each weapon's target",
      'end the Shooting phase (no more units shoot)',
    ]);
  });

  it('10 bolt rifle attacks at BS3: hits, S4 vs T3 wounds on 3+, 5+ saves, each failure kills a 1-wound model', () => {
    // Hit rolls (10), Wound rolls (7 hits), saves (5 wounds).
    const g = shootingGame([1, 2, 3, 4, 5, 6, 3, 3, 2, 6, 1, 3, 4, 2, 6, 5, 3, 5, 1, 6, 2, 4]);
    g.do(0, g.pending.options[0]?.kind === 'choice' ? g.pending.options[0].action : { type: 'pass' });
    expect(g.find('dice-rolled').map((e) => [e.kind, e.faces])).toEqual([
      ['hit', [1, 2, 3, 4, 5, 6, 3, 3, 2, 6]],
      ['wound', [1, 3, 4, 2, 6, 5, 3]],
      ['save', [5]],
      ['save', [1]],
      ['save', [6]],
      ['save', [2]],
      ['save', [4]],
    ]);
    expect(g.find('hits-scored')[0]).toMatchObject({ attacks: 10, hits: 7, critical: 2, lethal: 0 });
    expect(g.find('wounds-scored')[0]).toMatchObject({ wounds: 5, devastating: 0 });
    expect(g.find('save-result').map((e) => [e.model, e.threshold, e.passed])).toEqual([
      ['p2u1m10', 5, true],
      ['p2u1m10', 5, false],
      ['p2u1m9', 5, true],
      ['p2u1m9', 5, false],
      ['p2u1m8', 5, false],
    ]);
    const guard = g.state.units.p2u1;
    expect(guard?.models.filter((m) => m.destroyed).map((m) => m.id)).toEqual(['p2u1m8', 'p2u1m9', 'p2u1m10']);
    expect(g.find('attacks-declared')[0]).toMatchObject({ unit: 'p1u1', kind: 'ranged', overwatch: false });
    // Nobody else can shoot, charge or fight: the turn passes to player 2.
    expect(g.state.flow.active).toBe(1);
  });

  it('rejects targets out of range and weapons the model does not carry, changing nothing', () => {
    const g = shootingGame([], 40);
    expect(g.pending.options.map((o) => o.label)).not.toContain('Marines (p1u1) shoots Guard (p2u1) with 5 weapon(s)');
    const g2 = shootingGame([]);
    expect(
      g2.rejects(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Lasgun', target: 'p2u1' }] }),
    ).toBe('attack 1: p1u1m1 has no weapon "Lasgun"');
    expect(
      g2.rejects(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [{ model: 'p1u1m1', weapon: 'Bolt pistol', target: 'p2u1' }],
      }),
    ).toMatch(/^attack 1: p2u1 is out of range of Bolt pistol \(18\.\d"\)$/);
  });
});
