import { describe, expect, it } from 'vitest';
import { terrainCover } from '../../src/game/terrain/cover.js';
import type { TerrainFeature, TerrainLayout } from '../../src/game/terrain/types.js';
import { quickDatasheet, type UnitState } from '../../src/index.js';
import { ccw, GUARD, MARINES, row, TANK, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Terrain in the game: moving through walls and features, ending on floors, targets that cannot be seen,
 * Benefit of Cover per model, Plunging Fire and Indirect Fire. Rules: rules-10e.md "Terrain".
 */
const rect = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
const layout = (...features: TerrainFeature[]): TerrainLayout => ({ id: 'test', name: 'test', features });
/** A ruin 8" x 6" at x 26..34, y 16..22, with a wall along its south side (y = 16) and floors at 3" and 6". */
const RUIN: TerrainFeature = {
  id: 'ruin',
  category: 'ruins',
  footprint: rect(26, 16, 34, 22),
  height: 7,
  walls: [{ a: { x: 26, y: 16 }, b: { x: 34, y: 16 }, height: 7 }],
  floors: [3, 6],
};
const MORTARS = quickDatasheet('t:mortar', 'Mortar Team', [{ M: 6, W: 2, base: 40 }], {
  weapons: [
    { name: 'Mortar', range: 48, A: 2, skill: 4, S: 5, AP: 0, D: 1, abilities: '[indirect fire]' },
    { name: 'Lasgun', range: 24, A: 1, skill: 4, S: 3, AP: 0, D: 1 },
    ccw,
  ],
});

function move(
  phase: 'movement' | 'shooting',
  positions: Record<string, unknown>,
  terrain = layout(RUIN),
  red = MARINES,
) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: red }, { datasheet: TANK }] },
      { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: GUARD }] },
    ],
    positions: {
      p1u1: row('p1u1', 5, 27, 12),
      p1u2: { x: 10, y: 6 },
      p2u1: row('p2u1', 5, 27, 34),
      p2u2: row('p2u2', 10, 5, 40, 1.2),
      ...positions,
    } as never,
    phase,
    terrain,
  } as never);
}

describe('terrain: movement', () => {
  it('INFANTRY move through a ruin’s walls; a VEHICLE cannot', () => {
    //   y=22  +--------+
    //         |  ruin  |
    //   y=16  +========+   wall along y = 16
    //   y=12   M M M M M   marines; the tank at (30, 12) would drive north into the wall
    const g = move('movement', {});
    const north = (unit: string, n: number, dy: number) =>
      Object.fromEntries(Object.entries(row(unit, n, 27, 12)).map(([k, p]) => [k, [{ x: p.x, y: p.y + dy }]]));
    g.do(0, { type: 'normal-move', unit: 'p1u1', paths: north('p1u1', 5, 6) });
    expect(g.state.units.p1u1?.models[0]?.pos).toEqual({ x: 27, y: 18 });
    const h = move('movement', { p1u1: row('p1u1', 5, 5, 4), p1u2: { x: 30, y: 11 } });
    expect(h.rejects(0, { type: 'normal-move', unit: 'p1u2', paths: { p1u2m1: [{ x: 30, y: 19 }] } })).toBe(
      'model p1u2m1: its move passes through a wall of Ruins ruin',
    );
  });

  it('no model ends a move inside a wall; an upper floor takes INFANTRY wholly within the ruin, and climbing counts', () => {
    const g = move('movement', {});
    const on = (y: number, z?: number) =>
      Object.fromEntries(
        Object.entries(row('p1u1', 5, 27, 12)).map(([k, p]) => [k, [{ x: p.x, y, ...(z !== undefined ? { z } : {}) }]]),
      );
    expect(g.rejects(0, { type: 'normal-move', unit: 'p1u1', paths: on(16) })).toBe(
      'model p1u1m1: ends inside a wall of Ruins ruin',
    );
    // 5" across and 3" up is 8": more than the Marines' 6".
    expect(g.rejects(0, { type: 'normal-move', unit: 'p1u1', paths: on(17, 3) })).toBe(
      'model p1u1m1: moves 8", more than the 6" allowed',
    );
    expect(g.rejects(0, { type: 'normal-move', unit: 'p1u1', paths: on(14, 2) })).toBe(
      'model p1u1m1: is 2" above the ground, not on a floor it can stand on',
    );
    const h = move('movement', { p1u1: row('p1u1', 5, 27, 18) });
    h.do(0, {
      type: 'normal-move',
      unit: 'p1u1',
      paths: Object.fromEntries(Object.entries(row('p1u1', 5, 27, 18)).map(([k, p]) => [k, [{ x: p.x, y: 19, z: 3 }]])),
    });
    expect(h.state.units.p1u1?.models[2]?.pos).toEqual({ x: 30, y: 19, z: 3 });
  });

  it('Armoured Containers cannot be moved through, and a Barricade costs its height up and down', () => {
    const box: TerrainFeature = {
      id: 'box',
      category: 'armoured-container',
      footprint: rect(26, 14, 36, 16),
      height: 5,
    };
    const g = move('movement', {}, layout(box));
    const north = (dy: number) =>
      Object.fromEntries(Object.entries(row('p1u1', 5, 27, 12)).map(([k, p]) => [k, [{ x: p.x, y: p.y + dy }]]));
    expect(g.rejects(0, { type: 'normal-move', unit: 'p1u1', paths: north(5) })).toBe(
      'model p1u1m1: its move passes through Armoured Containers box, which cannot be moved through',
    );
    const pipe: TerrainFeature = { id: 'pipe', category: 'barricade', footprint: rect(26, 14, 36, 14.5), height: 1 };
    const h = move('movement', {}, layout(pipe));
    // 4.5" on the ground plus 1" up and 1" down: 6.5".
    expect(h.rejects(0, { type: 'normal-move', unit: 'p1u1', paths: north(4.5) })).toBe(
      'model p1u1m1: moves 6.5", more than the 6" allowed',
    );
    h.do(0, { type: 'normal-move', unit: 'p1u1', paths: north(4) });
  });
});

describe('terrain: shooting', () => {
  it('a unit hidden behind a ruin is not a target; Indirect Fire can target it', () => {
    //   y=34   T T T T T      Targets, north of the ruin
    //   y=16..22 [ ruin ]
    //   y=10     O             the Mortar Team, south of it
    const g = move('shooting', { p1u1: { x: 30, y: 10 }, p2u2: row('p2u2', 10, 5, 40, 1.2) }, layout(RUIN), MORTARS);
    expect(
      g.rejects(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Lasgun', target: 'p2u1' }] }),
    ).toBe('attack 1: p2u1 is not visible to p1u1m1');
    // Indirect Fire at an unseen target (as the engine's calculator reads it): -1 to hit, unmodified Hit rolls
    // of 1-3 fail, and the target has the Benefit of Cover. Hit rolls 5 (4 after -1: a hit) and 3 (fails).
    g.withDice(5, 3);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Mortar', target: 'p2u1' }] });
    g.passWindows();
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ attacks: 2, hits: 1 });
  });

  it('Benefit of Cover per model: a model wholly within a ruin has it, its unit-mate outside does not', () => {
    // Two Targets: p2u1m1 wholly within the ruin (x 27, y 20), p2u1m2 outside it (x 36, y 20); Marines south-east.
    const g = move('shooting', {
      p1u1: row('p1u1', 5, 38, 10),
      p2u1: {
        p2u1m1: { x: 33, y: 20 },
        p2u1m2: { x: 34.9, y: 20 },
        p2u1m3: { x: 36.2, y: 20 },
        p2u1m4: { x: 37.5, y: 20 },
        p2u1m5: { x: 38.8, y: 20 },
      },
    });
    const s = g.state;
    const target = s.units.p2u1 as UnitState;
    expect(target.models.map((m) => terrainCover(s, s.units.p1u1 as UnitState, target, m))).toEqual([
      'Ruins (ruin)',
      null,
      null,
      null,
      null,
    ]);
    // Every model of the Marines fires; each save by a model in cover is a 3+ instead of the Targets' 4+.
    g.withDice(...Array(10).fill(6), ...Array(10).fill(6), ...Array(10).fill(1));
    g.choose('Marines (p1u1) shoots Targets (p2u1)');
    g.passWindows();
    const saves = g.find('save-result', g.record.events);
    expect(saves.length).toBeGreaterThan(0);
    for (const e of saves) expect([e.model, e.threshold]).toEqual([e.model, e.model === 'p2u1m1' ? 3 : 4]);
  });

  it('Plunging Fire: a model wholly within a ruin 6" up improves AP by 1 against a unit at ground level', () => {
    const g = move('shooting', { p1u1: { ...row('p1u1', 5, 28, 19), p1u1m1: { x: 28, y: 19, z: 6 } } });
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Bolt rifle', target: 'p2u1' }] });
    expect(g.find('attacks-declared')).toHaveLength(1);
    // The sequence ran; its group carried Plunging Fire (AP 0 became AP -1).
    expect(g.find('attack-started')[0]?.sequence.groups[0]?.plunging).toBe(true);
  });
});

describe('terrain: Force Wave (Sanctic Spearhead)', () => {
  it('"it can move horizontally through terrain features": the VEHICLE drives through the ruin’s wall', () => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Grey Knights',
          detachment: 'Sanctic Spearhead',
          units: [{ datasheet: MARINES }, { datasheet: TANK }],
        },
        { name: 'Blue', units: [{ datasheet: TARGET5 }] },
      ],
      positions: { p1u1: row('p1u1', 5, 5, 4), p1u2: { x: 30, y: 11 }, p2u1: row('p2u1', 5, 27, 40) },
      phase: 'movement',
      terrain: layout(RUIN),
      cp: [3, 3],
    } as never);
    expect(g.pending.kind).toBe('stratagem-window');
    const use = g.pending.options.find(
      (o) => o.kind === 'choice' && o.action.type === 'use-stratagem' && o.action.stratagem.endsWith('force-wave'),
    );
    // Only the VEHICLE is a target.
    expect(use?.kind === 'choice' && use.action.type === 'use-stratagem' && use.action.target).toBe('p1u2');
    if (use?.kind !== 'choice') return;
    g.do(0, use.action);
    expect(g.find('effect-added')[0]?.effect).toMatchObject({ unit: 'p1u2', until: { kind: 'end-of-phase' } });
    g.passWindows();
    g.do(0, { type: 'normal-move', unit: 'p1u2', paths: { p1u2m1: [{ x: 30, y: 19 }] } });
    expect(g.state.units.p1u2?.models[0]?.pos).toEqual({ x: 30, y: 19 });
  });
});
