import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeShared, seedPath } from '../../../../testing/shared.js';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Duty Unending (Grey Knights, Brotherhood Strike, seed 002), 1CP: "WHEN: Your opponent's Movement phase, just
 * after an enemy unit within Engagement Range of one or more units from your army Falls Back. TARGET: One of those
 * units that is not within Engagement Range of one or more enemy units. EFFECT: If your unit has the Deep Strike
 * ability, it can be placed into Strategic Reserves."
 */
const STRIKE = quickDatasheet('t:strike', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
  minModels: 5,
  weapons: [ccw],
  core: ['Deep Strike'],
});
const PLAIN = quickDatasheet('t:plain', 'Plain Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
  minModels: 5,
  weapons: [ccw],
});

const shift = (g: Game, unit: string, dy: number) =>
  Object.fromEntries(
    (g.state.units[unit]?.models ?? []).flatMap((m) => (m.pos ? [[m.id, [{ x: m.pos.x, y: m.pos.y + dy }]]] : [])),
  );

/**
 * Blue's Movement phase, battle round 2. Red's Strike Squad (p1u1, Deep Strike) and Plain Squad (p1u2) are each
 * within Engagement Range of Blue's Guard p2u1 (0.08" apart); Red's second Strike Squad (p1u3) is engaged with
 * Blue's Guard p2u2 only.
 */
function game(cp = 1) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment: 'Brotherhood Strike',
        units: [{ datasheet: STRIKE }, { datasheet: PLAIN }, { datasheet: STRIKE }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }, { datasheet: GUARD }] },
    ],
    positions: {
      p1u1: row('p1u1', 5, 10, 20),
      p1u2: row('p1u2', 5, 18, 20),
      p2u1: row('p2u1', 10, 10, 21.2, 1.2),
      p1u3: row('p1u3', 5, 40, 20),
      p2u2: row('p2u2', 10, 40, 21.2, 1.2),
    },
    round: 2,
    phase: 'movement',
    active: 1,
    cp: [cp, 0],
  });
}

function fallBack(g: Game): void {
  g.passWindows();
  g.do(1, { type: 'fall-back', unit: 'p2u1', paths: shift(g, 'p2u1', 4) });
}

describe('Duty Unending: "If your unit has the Deep Strike ability, it can be placed into Strategic Reserves."', () => {
  it('just after the enemy unit Falls Back, it is offered for the unit with Deep Strike that unit was engaged with', () => {
    const g = game();
    fallBack(g);
    expect(g.find('fall-back-declared', g.record.events)[0]?.engaged).toEqual(['p1u1', 'p1u2']);
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    // Not the Plain Squad (no Deep Strike: the use would do nothing), nor p1u3 (the Guard that Fell Back never
    // engaged it, and it is still within Engagement Range of p2u2).
    expect(g.stratagemUses('duty-unending')).toEqual([
      { type: 'use-stratagem', stratagem: 'brotherhood-strike/duty-unending', target: 'p1u1' },
    ]);
    g.do(0, g.stratagemUses('duty-unending')[0] as Action);
    expect(g.find('stratagem-used')[0]).toMatchObject({ name: 'Duty Unending', cp: 1, manual: false, target: 'p1u1' });
    expect(g.find('unit-to-reserves')).toEqual([
      expect.objectContaining({
        type: 'unit-to-reserves',
        unit: 'p1u1',
        reserve: 'strategic',
        rule: 'grey-knights/brotherhood-strike/duty-unending',
      }),
    ]);
    const u = g.state.units.p1u1;
    expect(u?.reserve).toBe('strategic');
    expect(u?.models.map((m) => m.pos)).toEqual([null, null, null, null, null]);
    expect(u?.models.every((m) => !m.destroyed && m.wounds === 2)).toBe(true);
    expect(g.state.players[0].cp).toBe(0);
  });

  it('the unit arrives from Strategic Reserves in Red’s next Reinforcements step', () => {
    const g = game();
    fallBack(g);
    g.do(0, g.stratagemUses('duty-unending')[0] as Action);
    // The other Guard Falls Back too (no CP left for a second use), so nobody fights.
    g.passWindows();
    g.do(1, { type: 'fall-back', unit: 'p2u2', paths: shift(g, 'p2u2', 4) });
    g.passUntil((x) => x.state.flow.active === 0 && x.pending.kind === 'reinforcements');
    expect(g.labels()).toContain('Strike Squad (p1u1) arrives from Strategic Reserves');
    // Wholly within 6" of the battlefield edge (y = 0) and more than 9" from every enemy model.
    g.do(0, { type: 'arrive', unit: 'p1u1', positions: row('p1u1', 5, 50, 2), method: 'strategic' });
    expect(g.state.units.p1u1?.reserve).toBeUndefined();
    expect(g.state.units.p1u1?.models[0]?.pos).toEqual({ x: 50, y: 2 });
  });

  it('is not offered without the CP; after another unit Falls Back, for the unit that one was engaged with', () => {
    const poor = game(0);
    fallBack(poor);
    expect(poor.find('window-opened')).toEqual([]);
    const g = game();
    g.passWindows();
    g.do(1, { type: 'fall-back', unit: 'p2u2', paths: shift(g, 'p2u2', 4) });
    // p2u2 was engaged with p1u3 (Deep Strike), which is now clear of enemy units: offered for p1u3 only.
    expect(g.stratagemUses('duty-unending').map((a) => a.type === 'use-stratagem' && a.target)).toEqual(['p1u3']);
  });
});

describeShared('Duty Unending: the text quoted here', [seedPath('landRaider')], () => {
  it('is the seed page’s', () => {
    const text = readFileSync(seedPath('landRaider'), 'utf8');
    expect(text).toContain(
      'WHEN: Your opponent’s Movement phase, just after an enemy unit within Engagement Range of one or more units from your army Falls Back.',
    );
    expect(text).toContain(
      'TARGET: One of those units that is not within Engagement Range of one or more enemy units.',
    );
    expect(text).toContain(
      'EFFECT: If your unit has the Deep Strike ability, it can be placed into Strategic Reserves.',
    );
  });
});
