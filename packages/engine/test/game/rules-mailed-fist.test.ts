import { describe, expect, it } from 'vitest';
import { GUARD, row, TANK } from './fixtures.js';
import { Game } from './harness.js';

// Mailed Fist (Sanctic Spearhead, seed 002): "Each time a VEHICLE unit from your army Advances, do not make an Advance
// roll for it; until the end of the phase, add 6" to the Move characteristic of models in that unit, and until the end
// of the turn, ranged weapons equipped by models in that unit have the [ASSAULT] ability."
function game(detachment: string, dice: number[] = []) {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Grey Knights', detachment, units: [{ datasheet: TANK }, { datasheet: GUARD }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: { x: 20, y: 8 }, p1u2: row('p1u2', 10, 2, 2, 1.2), p2u1: row('p2u1', 10, 14, 40, 1.2) },
    phase: 'movement',
    active: 0,
    dice,
  });
}

/** Advance the Tank 16" straight up the battlefield, then go on to the Shooting phase. */
function advanceAndShoot(g: Game, inches: number) {
  const advanced = g.do(0, { type: 'advance', unit: 'p1u1' });
  g.passWindows();
  const p = g.pending;
  const max =
    p.options[0]?.kind === 'parametric' && p.options[0].schema.kind === 'paths' && p.options[0].schema.maxDistance;
  g.do(0, { type: 'advance-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 8 + inches }] } });
  g.passUntil((x) => x.state.flow.phase === 'shooting' && x.pending.kind === 'shoot');
  return { advanced, max };
}

describe('Mailed Fist in the game', () => {
  it('no Advance roll: the VEHICLE moves up to M+6" (16"), and the rule is logged for it until the end of the turn', () => {
    const g = game('Sanctic Spearhead');
    const { advanced, max } = advanceAndShoot(g, 16);
    expect(g.find('dice-rolled', advanced)).toEqual([]);
    expect(g.find('rule-used', advanced)).toEqual([
      expect.objectContaining({ player: 0, rule: 'grey-knights/sanctic-spearhead/mailed-fist', unit: 'p1u1' }),
    ]);
    expect(max).toBe(16);
    expect(g.state.units.p1u1?.history).toEqual({ movement: 'advance' });
    // [ASSAULT] on its ranged weapons: the Tank that Advanced can shoot its Lascannon.
    expect(g.labels().some((l) => l.includes('Tank (p1u1) shoots'))).toBe(true);
    expect(g.state.effects.filter((e) => e.unit === 'p1u1' && e.kind === 'rule')).toMatchObject([
      { source: 'grey-knights/sanctic-spearhead/mailed-fist', until: { kind: 'end-of-turn' } },
    ]);
  });

  it('more than 16" is rejected', () => {
    const g = game('Sanctic Spearhead');
    g.do(0, { type: 'advance', unit: 'p1u1' });
    g.passWindows();
    expect(g.rejects(0, { type: 'advance-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 24.01 }] } })).toMatch(
      /more than the 16" allowed/,
    );
  });

  it('a unit that is not a VEHICLE rolls to Advance as usual (a 2: up to 8")', () => {
    const g = game('Sanctic Spearhead', [2]);
    const rolled = g.do(0, { type: 'advance', unit: 'p1u2' });
    expect(g.find('dice-rolled', rolled)).toEqual([expect.objectContaining({ kind: 'advance', faces: [2] })]);
    g.passWindows();
    const o = g.pending.options[0];
    expect(o?.kind === 'parametric' && o.schema.kind === 'paths' && o.schema.maxDistance).toBe(8);
  });

  it('another detachment: the Advance roll (a 3: up to 13"), and no shooting its Lascannon after Advancing', () => {
    const g = game('Banishers', [3]);
    const { advanced, max } = advanceAndShoot(g, 13);
    expect(g.find('dice-rolled', advanced)).toEqual([expect.objectContaining({ kind: 'advance', faces: [3] })]);
    expect(max).toBe(13);
    expect(g.labels().some((l) => l.includes('Tank (p1u1) shoots'))).toBe(false);
  });
});
