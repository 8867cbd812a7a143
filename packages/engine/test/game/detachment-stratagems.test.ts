import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Detachment Stratagems defined in the rule registry, played in the game: offered in their window to
 * the army of that detachment only, their rows an effect on the target that the attacks apply.
 */
const GUNS = quickDatasheet('t:guns', 'Gunners', [{ M: 6, W: 2, base: 32 }], {
  minModels: 2,
  weapons: [{ name: 'Storm bolter', range: 24, A: 1, skill: 3, S: 4, AP: 0, D: 1 }, ccw],
});

function game(detachment: string | undefined, dice: number[]) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        ...(detachment ? { detachment } : {}),
        units: [{ datasheet: GUNS }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ] as never,
    positions: { p1u1: row('p1u1', 2, 10, 10), p2u1: row('p2u1', 10, 10, 30, 1.2) },
    phase: 'shooting',
    cp: [3, 3],
    dice,
  });
}
const shot = { model: 'p1u1m1', weapon: 'Storm bolter', target: 'p2u1' };

describe('a detachment Stratagem from the registry in the game', () => {
  it('Huntr’s Mark (Needgaârd Oathband): "re-roll a Hit roll of 1 and re-roll a Wound roll of 1"', () => {
    // Hit roll 1 re-rolled to 3 (BS3+: a hit); Wound roll 1 (S4 vs T3: 3+) re-rolled to 5; save 1 fails.
    const g = game('Needgaârd Oathband', [1, 3, 1, 5, 1]);
    expect(g.pending.kind).toBe('stratagem-window');
    const use = g.pending.options.find(
      (o) => o.kind === 'choice' && o.action.type === 'use-stratagem' && o.action.stratagem.endsWith('huntrs-mark'),
    );
    expect(use).toBeDefined();
    if (use?.kind !== 'choice') return;
    const events = g.do(0, use.action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ name: 'Huntr’s Mark', cp: 1, manual: false });
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({
      unit: 'p1u1',
      rule: 'leagues-of-votann/needgaard-oathband/huntrs-mark',
      until: { kind: 'end-of-phase' },
    });
    g.passWindows();
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [shot] });
    g.passUntil((x) => x.find('wounds-scored').length > 0 || x.state.flow.phase !== 'shooting');
    const rerolls = g.record.events.filter((e) => e.type === 'die-rerolled');
    expect(rerolls.map((e) => [e.from, e.to])).toEqual([
      [1, 3],
      [1, 5],
    ]);
  });

  it('is not offered to an army of another detachment', () => {
    const g = game(undefined, []);
    const offered = g.pending.options.some(
      (o) => o.kind === 'choice' && o.action.type === 'use-stratagem' && o.action.stratagem.endsWith('huntrs-mark'),
    );
    expect(offered).toBe(false);
  });
});
