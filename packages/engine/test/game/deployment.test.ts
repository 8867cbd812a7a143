import { describe, expect, it } from 'vitest';
import { applyCommand, formation, newBattle, type Placement, pending, TAKE_AND_HOLD } from '../../src/index.js';
import { HERO, INFANTRY } from './harness.js';

const armies = [
  { name: 'Red', units: [{ datasheet: INFANTRY }, { datasheet: HERO }] },
  { name: 'Blue', units: [{ datasheet: INFANTRY }, { datasheet: HERO }] },
] as [
  { name: string; units: { datasheet: typeof INFANTRY }[] },
  { name: string; units: { datasheet: typeof INFANTRY }[] },
];

const fp = { halfLength: 32 / 25.4 / 2, halfWidth: 32 / 25.4 / 2 };
function block(unit: string, n: number, x: number, y: number): Record<string, Placement> {
  const out: Record<string, Placement> = {};
  formation(
    { x, y },
    Array.from({ length: n }, () => fp),
  ).forEach((p, i) => {
    out[`${unit}m${i + 1}`] = p;
  });
  return out;
}

describe('deployment: alternate setting up units wholly within deployment zones', () => {
  it('players alternate, starting with the mission’s first deployer, then roll off for the first turn', () => {
    let { record, state } = newBattle({ seed: 5, armies, dice: [2, 5] });
    expect(TAKE_AND_HOLD.deploysFirst).toBe(0);
    const steps: [0 | 1, string, Record<string, Placement>][] = [
      [0, 'p1u1', block('p1u1', 5, 10, 6)],
      [1, 'p2u1', block('p2u1', 5, 10, 38)],
      [0, 'p1u2', { p1u2m1: { x: 30, y: 4 } }],
      [1, 'p2u2', { p2u2m1: { x: 30, y: 40 } }],
    ];
    for (const [player, unit, positions] of steps) {
      expect(pending(state)).toMatchObject({ player, kind: 'deploy-unit' });
      const r = applyCommand(record, state, { seq: state.seq, player, action: { type: 'deploy', unit, positions } });
      if (!r.ok) throw new Error(r.reason);
      ({ record, state } = r);
      if (unit === 'p2u2') {
        expect(r.events.find((e) => e.type === 'roll-off')).toMatchObject({ rolls: [[2, 5]], winner: 1 });
        expect(state.firstPlayer).toBe(1);
        expect(state.flow).toMatchObject({ round: 1, active: 1, phase: 'movement', step: 'move-units' });
      }
    }
    expect(state.units.p1u2?.models[0]?.pos).toEqual({ x: 30, y: 4 });
  });

  it('a player with no units left to set up is skipped', () => {
    const uneven = [armies[0], { name: 'Blue', units: [{ datasheet: HERO }] }] as typeof armies;
    let { record, state } = newBattle({ seed: 1, armies: uneven });
    for (const [player, unit, positions] of [
      [0, 'p1u1', block('p1u1', 5, 10, 6)],
      [1, 'p2u1', { p2u1m1: { x: 30, y: 40 } }],
    ] as const) {
      const r = applyCommand(record, state, { seq: state.seq, player, action: { type: 'deploy', unit, positions } });
      if (!r.ok) throw new Error(r.reason);
      ({ record, state } = r);
    }
    expect(pending(state)).toMatchObject({ player: 0, kind: 'deploy-unit' });
  });

  const cases: [string, string, Record<string, Placement>, string][] = [
    [
      'outside the zone',
      'p1u2',
      { p1u2m1: { x: 30, y: 12 } },
      "model p1u2m1: not wholly within player 1's deployment zone",
    ],
    ['off the battlefield', 'p1u2', { p1u2m1: { x: 0.2, y: 5 } }, 'model p1u2m1: not wholly on the battlefield'],
    ['overlapping', 'p1u2', { p1u2m1: { x: 10, y: 6 } }, 'model p1u2m1: overlaps another model'],
    ['on an objective marker', 'p1u2', { p1u2m1: { x: 20, y: 6.5 } }, 'model p1u2m1: on top of an objective marker'],
    [
      'out of coherency',
      'p1u1',
      { ...block('p1u1', 4, 40, 6), p1u1m5: { x: 50, y: 6 } },
      'p1u1: not in Unit Coherency (p1u1m5)',
    ],
    ['a missing model', 'p1u1', block('p1u1', 4, 40, 6), 'p1u1: no position for model p1u1m5 (every model is set up)'],
  ];
  for (const [what, unit, positions, reason] of cases) {
    it(`rejects a set-up ${what}`, () => {
      let { record, state } = newBattle({ seed: 1, armies });
      if (unit === 'p1u2') {
        for (const [player, u, pos] of [
          [0, 'p1u1', block('p1u1', 5, 10, 6)],
          [1, 'p2u1', block('p2u1', 5, 10, 38)],
        ] as const) {
          const r = applyCommand(record, state, {
            seq: state.seq,
            player,
            action: { type: 'deploy', unit: u, positions: pos },
          });
          if (!r.ok) throw new Error(r.reason);
          ({ record, state } = r);
        }
      }
      const r = applyCommand(record, state, { seq: state.seq, player: 0, action: { type: 'deploy', unit, positions } });
      expect(r).toEqual({ ok: false, reason });
    });
  }

  it('rejects setting up an enemy unit', () => {
    const { record, state } = newBattle({ seed: 1, armies });
    const r = applyCommand(record, state, {
      seq: state.seq,
      player: 0,
      action: { type: 'deploy', unit: 'p2u1', positions: {} },
    });
    expect(r).toEqual({ ok: false, reason: 'player 1 has no unit "p2u1"' });
  });
});
