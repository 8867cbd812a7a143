import { describe, expect, it } from 'vitest';
import { pending } from '../../src/index.js';
import { Game, INFANTRY } from './harness.js';

const army = (name: string) => ({ name, units: [{ datasheet: INFANTRY }, { datasheet: INFANTRY }] });
const base = {
  armies: [army('Red'), army('Blue')] as [ReturnType<typeof army>, ReturnType<typeof army>],
  positions: { p1u1: { x: 10, y: 6 }, p1u2: { x: 30, y: 6 }, p2u1: { x: 50, y: 38 } },
  phase: 'movement' as const,
};

describe('decisions: one pending request, answered by commands', () => {
  it('pending names who decides, the kind of decision, and the legal options', () => {
    const g = new Game(base);
    const p = g.pending;
    expect(p).toMatchObject({ player: 0, kind: 'move-units', seq: g.state.seq });
    expect(p.options.map((o) => (o.kind === 'choice' ? o.action.type : `${o.action}(${o.schema.kind})`))).toEqual([
      'normal-move(paths)',
      'advance',
      'remain-stationary',
      'normal-move(paths)',
      'advance',
      'remain-stationary',
      'end-move-units',
    ]);
    const schema = p.options[0]?.kind === 'parametric' ? p.options[0].schema : null;
    expect(schema).toMatchObject({ kind: 'paths', unit: 'p1u1', move: 'normal', maxDistance: 6 });
  });

  it('a command out of turn is rejected and changes nothing', () => {
    const g = new Game(base);
    expect(g.rejects(1, { type: 'end-move-units' })).toBe("it is player 1's decision (move-units), not player 2's");
  });

  it('a command of the wrong kind is rejected with what was expected', () => {
    const g = new Game(base);
    expect(g.rejects(0, { type: 'pass' })).toBe(
      'move-units expects normal-move | advance | remain-stationary | end-move-units, not "pass"',
    );
  });

  it('a player with nothing to use is never asked: no window opens without a usable Stratagem', () => {
    const g = new Game({ ...base, cp: [0, 0], dice: [3] });
    const events = g.do(0, { type: 'advance', unit: 'p1u1' });
    expect(g.types(events)).not.toContain('window-opened');
    expect(g.pending).toMatchObject({ player: 0, kind: 'advance-move' });
  });

  it('a window asks only the players who can use something, then moves on when they pass', () => {
    const g = new Game({ ...base, cp: [1, 1], dice: [3] });
    g.do(0, { type: 'advance', unit: 'p1u1' });
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(g.pending.options.map((o) => o.label)).toEqual(['Command Re-roll (1CP, Core) on Infantry', 'pass']);
    const events = g.do(0, { type: 'pass' });
    expect(g.types(events)).toEqual(['command-accepted', 'window-passed', 'window-closed']);
    expect(g.pending).toMatchObject({ player: 0, kind: 'advance-move' });
  });

  it('CP from a rule the engine does not automate can be entered at any time, by either player', () => {
    const g = new Game(base);
    const events = g.do(1, { type: 'gain-cp', amount: 1, source: 'Some detachment rule' });
    expect(g.find('cp-gained', events)).toEqual([
      expect.objectContaining({ player: 1, amount: 1, requested: 1, counted: true, capped: false }),
    ]);
    expect(pending(g.state)?.player).toBe(0);
  });
});
