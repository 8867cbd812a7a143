import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Hallowed Beacon (Grey Knights, Warpbane Task Force, the 2025-11 export), 1CP: "WHEN: Reinforcements step of your
 * Movement phase. TARGET: One GREY KNIGHTS INFANTRY unit (excluding TERMINATOR units) that is arriving using the Deep
 * Strike ability this phase. EFFECT: Set up your unit wholly within your army’s Hallowed Ground and more than 6"
 * horizontally away from all enemy units."
 */
const sheet = (id: string, name: string, keywords: string[], core: string[]) =>
  quickDatasheet(id, name, [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
    minModels: 5,
    weapons: [ccw],
    keywords: ['GREY KNIGHTS', ...keywords],
    core,
  });
const STRIKE = sheet('t:strike', 'Strike Squad', ['INFANTRY', 'PSYKER'], ['Deep Strike']);
const PALADINS = sheet('t:paladins', 'Paladins', ['INFANTRY', 'TERMINATOR'], ['Deep Strike']);
const GROUNDED = sheet('t:grounded', 'Grounded Squad', ['INFANTRY'], []);
const DREAD = quickDatasheet('t:dread', 'Dreadknight', [{ M: 8, T: 8, Sv: 2, W: 12, base: 60 }], {
  weapons: [ccw],
  keywords: ['GREY KNIGHTS', 'VEHICLE'],
});

/**
 * Red's Movement phase, battle round 2: the Strike Squad p1u1, Paladins p1u2 and Grounded Squad p1u3 in Reserves;
 * Red's Dreadknight p1u4 at (55, 5); Blue's Guard in No Man's Land, a row from (10, 18). Red's deployment zone (its
 * Hallowed Ground) is y 0-12.
 */
function game() {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment: 'Warpbane Task Force',
        units: [{ datasheet: STRIKE }, { datasheet: PALADINS }, { datasheet: GROUNDED }, { datasheet: DREAD }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u4: { x: 55, y: 5 }, p2u1: row('p2u1', 10, 10, 18, 1.2) },
    reserves: { p1u1: 'deep-strike', p1u2: 'deep-strike', p1u3: 'strategic' },
    round: 2,
    phase: 'movement',
    active: 0,
    cp: [1, 0],
  });
  g.passUntil((x) => x.stratagemUses('hallowed-beacon').length > 0 || x.pending.kind === 'reinforcements');
  return g;
}

const arrive = (positions: Record<string, { x: number; y: number }>): Action => ({
  type: 'arrive',
  unit: 'p1u1',
  positions,
  method: 'deep-strike',
});

describe('Hallowed Beacon', () => {
  it('at the start of the Reinforcements step, for the GREY KNIGHTS INFANTRY unit with Deep Strike (not TERMINATOR)', () => {
    const g = game();
    expect(g.find('window-opened')[0]?.window).toMatchObject({ kind: 'reinforcements-step', phase: 'movement' });
    expect(g.state.flow.step).toBe('reinforcements');
    expect(g.stratagemUses('hallowed-beacon')).toEqual([
      { type: 'use-stratagem', stratagem: 'warpbane-task-force/hallowed-beacon', target: 'p1u1' },
    ]);
    g.do(0, g.stratagemUses('hallowed-beacon')[0] as Action);
    expect(g.find('stratagem-used')[0]).toMatchObject({ name: 'Hallowed Beacon', cp: 1, manual: false });
    expect(g.find('effect-added')[0]?.effect).toMatchObject({
      unit: 'p1u1',
      rule: 'grey-knights/warpbane-task-force/hallowed-beacon',
      until: { kind: 'end-of-phase' },
    });
    expect(g.pending.kind).toBe('reinforcements');
    const option = g.pending.options.find(
      (o) =>
        o.kind === 'parametric' && o.unit === 'p1u1' && o.schema.kind === 'setup' && o.schema.method === 'deep-strike',
    );
    expect(option?.kind === 'parametric' && option.schema.kind === 'setup' && option.schema.rule).toEqual({
      kind: 'deep-strike',
      minEnemy: 6,
      hallowed: true,
    });
    // In No Man's Land, 17" from the Guard: not wholly within the Hallowed Ground.
    expect(g.rejects(0, arrive(row('p1u1', 5, 40, 25)))).toBe(
      'model p1u1m1: not wholly within your army’s Hallowed Ground',
    );
    // In Red's deployment zone but 5.88" from the Guard.
    expect(g.rejects(0, arrive(row('p1u1', 5, 10, 11)))).toBe(
      'model p1u1m1: not more than 6" horizontally from every enemy model',
    );
    // 6.38" from the Guard, wholly within Red's deployment zone: set up.
    g.do(0, arrive(row('p1u1', 5, 10, 10.5)));
    expect(g.state.units.p1u1?.reserve).toBeUndefined();
    expect(g.state.units.p1u1?.models.map((m) => m.pos)).toEqual(Object.values(row('p1u1', 5, 10, 10.5)));
  });

  it('without it, the same set-up 6.38" from the Guard is refused (more than 9")', () => {
    const g = game();
    g.passWindows();
    expect(g.rejects(0, arrive(row('p1u1', 5, 10, 10.5)))).toBe(
      'model p1u1m1: not more than 9" horizontally from every enemy model',
    );
    // Anywhere more than 9" away is fine (no Hallowed Ground needed).
    g.do(0, arrive(row('p1u1', 5, 40, 30)));
    expect(g.state.units.p1u1?.reserve).toBeUndefined();
  });
});
