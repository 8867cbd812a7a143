import { describe, expect, it } from 'vitest';
import { scanZones } from '../../src/game/placement.js';
import {
  aggregate,
  battlePlan,
  checkSpec,
  InputError,
  type MatchupSpec,
  packedFormation,
  playMatchupBattle,
  replay,
  stateHash,
  wilson,
} from '../../src/index.js';
import { HERO, LINE, SQUAD } from '../game/soak-setups.js';

const army = (name: string) => ({ name, units: [{ datasheet: LINE }, { datasheet: SQUAD }, { datasheet: HERO }] });
const SPEC: MatchupSpec = {
  lists: { A: army('Red'), B: army('Blue') },
  bots: { A: 'heuristic', B: 'random' },
  battles: 4,
  seed: 40,
  mission: 'take-and-hold',
};

describe('a matchup, battle by battle', () => {
  it('alternates sides and first turn in blocks of four, seed + index', () => {
    expect([0, 1, 2, 3, 4].map((i) => battlePlan(SPEC, i))).toEqual([
      { index: 0, seed: 40, aPlayer: 0, firstPlayer: 0 },
      { index: 1, seed: 41, aPlayer: 1, firstPlayer: 1 },
      { index: 2, seed: 42, aPlayer: 0, firstPlayer: 1 },
      { index: 3, seed: 43, aPlayer: 1, firstPlayer: 0 },
      { index: 4, seed: 44, aPlayer: 0, firstPlayer: 0 },
    ]);
  });

  it('plays battle i the same way every time; its record replays to the summary’s hash', () => {
    const one = playMatchupBattle(SPEC, 3);
    const two = playMatchupBattle(SPEC, 3);
    expect(two.summary).toEqual(one.summary);
    expect(one.summary.failure).toBeNull();
    expect(stateHash(replay(one.record))).toBe(one.summary.hash);
    // List A is player 2 in battle 3, and list B goes first.
    expect(one.record.initial.players[1].name).toBe('Red');
    expect(one.record.initial.firstPlayer).toBe(0);
    // The VP per round add up to the final VP.
    for (const k of ['A', 'B'] as const)
      expect(one.summary.vpByRound[k].reduce((a, b) => a + b, 0)).toBe(one.summary.vp[k]);
  });

  it('aggregates in index order whatever order the battles came in', () => {
    const summaries = [0, 1, 2, 3].map((i) => playMatchupBattle(SPEC, i).summary);
    const r = aggregate(SPEC, summaries);
    expect(aggregate(SPEC, [...summaries].reverse())).toEqual(r);
    expect(r.battles).toBe(4);
    expect(r.outcomes.A.count + r.outcomes.B.count + r.outcomes.draw.count).toBe(r.finished);
    expect(r.battleRows.map((b) => b.index)).toEqual([0, 1, 2, 3]);
    const dealt = summaries.reduce(
      (a, s) => a + s.units.filter((u) => u.list === 'A').reduce((x, u) => x + u.damageDealt, 0),
      0,
    );
    const taken = summaries.reduce(
      (a, s) => a + s.units.filter((u) => u.list === 'B').reduce((x, u) => x + u.damageTaken, 0),
      0,
    );
    // Every wound list A dealt is one list B took (B also loses wounds to its own Hazardous weapons).
    expect(taken).toBeGreaterThanOrEqual(dealt);
  });

  it('gives the Wilson score interval', () => {
    // 8 of 10: 0.8 with the 95% interval 0.4902 to 0.9433.
    expect(wilson(8, 10)).toEqual([0.490162, 0.943318]);
    expect(wilson(0, 0)).toEqual([0, 1]);
    expect(wilson(200, 200)[0]).toBeCloseTo(0.981155, 5);
  });

  it('refuses a spec with a located error', () => {
    expect(() => checkSpec({ ...SPEC, battles: 0 })).toThrow(InputError);
    expect(() => checkSpec({ ...SPEC, bots: { A: 'clever', B: 'random' } })).toThrow(/unknown bot "clever"/);
    expect(() => checkSpec({ ...SPEC, mission: 'nowhere' })).toThrow(/unknown mission/);
  });
});

describe('set-ups in a crowded zone', () => {
  const small = { halfLength: 0.5, halfWidth: 0.5 };
  const big = { halfLength: 2, halfWidth: 1.5 };

  it('packs models by their own bases, rows centred on the point', () => {
    const f = packedFormation({ x: 10, y: 10 }, [small, small, big], 1);
    // Widths 1 + 0.5 + 1 + 0.5 + 4 = 7: the row runs from x = 6.5 to 13.5, as deep as the big base.
    expect(f.placements).toEqual([
      { x: 7, y: 10 },
      { x: 8.5, y: 10 },
      { x: 11.5, y: 10 },
    ]);
    expect([f.hx, f.hy]).toEqual([3.5, 1.5]);
    const two = packedFormation({ x: 0, y: 0 }, [small, small, small, small], 2);
    expect(two.placements).toEqual([
      { x: -0.75, y: -0.75 },
      { x: 0.75, y: -0.75 },
      { x: -0.75, y: 0.75 },
      { x: 0.75, y: 0.75 },
    ]);
  });

  it('scans every place a block fits in the zones, one to four rows', () => {
    const points = [...scanZones([{ x0: 0, y0: 0, x1: 4, y1: 2 }], [small, small], 1)];
    // One row (2.5 wide, 1 deep): centres x 1.25..2.75, y 0.5..1.5; two rows (1 wide, 2.5 deep) do not fit.
    expect(points).toEqual([
      { x: 1.25, y: 0.5, packed: 1 },
      { x: 2.25, y: 0.5, packed: 1 },
      { x: 1.25, y: 1.5, packed: 1 },
      { x: 2.25, y: 1.5, packed: 1 },
    ]);
  });
});
